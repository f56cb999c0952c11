"""Missions and battles in a whole game (rulebook p.23-31), run by the engine the scenario answers use: the mission
declared by :func:`judge.bttcg.mission.declare` once the defender has chosen blockers, the battle's steps by
:class:`~judge.bttcg.battle.BattleRunner` placing each player's action as it is chosen, damage resolved by
:class:`~judge.bttcg.damage.Resolver` with the game's dice (one way the dice fall, drawn with the probabilities the
resolver gives).

Enumeration caps (said, not hidden): the attacking and blocking groups tried are bounded
(judge/bttcg/game/groups.py: every group while they fit :data:`~judge.bttcg.game.groups.MAX_GROUPS`, smallest first,
and everyone together); a Unit's damage is split point by point among its recipients (judge/bttcg/game/assignments.py,
its bound said there); its missiles are all fired, split among their recipients while the ways are at most
:data:`~judge.bttcg.game.groups.MISSILE_SPLITS`, else all at one; Mission cards are played with nothing chosen or
with one card of the battle chosen, each "may" and "either" answer (abilities: judge/bttcg/game/abilities.py).
Reveals as the mission is declared and amounts are not offered yet."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction

from judge.bttcg import rules as r
from judge.bttcg.assets import settle
from judge.bttcg.battle import BattleRunner
from judge.bttcg.battle_assign import damage_to_assign, deals_no_damage_depleted
from judge.bttcg.damage import Resolver
from judge.bttcg.dice import DiceStream
from judge.bttcg.game import assignments
from judge.bttcg.game.abilities import ability_actions, answered, step_of
from judge.bttcg.game.actions import Action
from judge.bttcg.game.groups import groups, missile_splits
from judge.bttcg.game.lazy import Lazy
from judge.bttcg.game.legality import defer
from judge.bttcg.game.prechecks import redirect_left_short
from judge.bttcg.game.state import Game, GameDice
from judge.bttcg.game.steps import step
from judge.bttcg.game.trial import clone_battle, clone_position, judged, offered, verdict
from judge.bttcg.lasting import end as end_lasting
from judge.bttcg.mission import declare
from judge.bttcg.refusals import refuse_battle_triggers
from judge.bttcg.scenario import Action as Step
from judge.bttcg.scenario import MissionSpec
from judge.bttcg.state import Fighter, Position, UnsupportedError, is_active, under_construction
from judge.bttcg.stats import all_abilities, check_bystanders, check_supported
from judge.bttcg.stockpile_cards import settle_counts
from judge.dsl import models as m

RESOLUTION_DICE = 40
"""Dice rolled ahead for damage resolution (missiles, Vehicles, Pilots); a resolution needing more is enumerated
by the resolver and one outcome drawn with its probability."""
OPTIONS = {"jump": m.Jump, "overheat": m.Overheat, "alpha strike": m.AlphaStrike}


@dataclass
class BattleInProgress:
    """A mission sent: its group and target; the battle's runner once the defender has chosen blockers."""

    attacker: str
    group: tuple[str, ...]
    target: str
    runner: BattleRunner | None = None
    index: int = 0
    """The number of battle actions placed so far."""
    splitting: str | None = None
    """The Unit whose damage is being distributed point by point (judge/bttcg/game/assignments.py), if any."""
    split: dict[str, int] = field(default_factory=dict)
    """The points of its damage given so far, by recipient."""


def _groups(pos: Position, candidates: list[str]) -> list[tuple[str, ...]]:
    """The groups tried (judge/bttcg/game/groups.py), copies of a card in the same state with nothing on them being
    interchangeable."""
    carrying = {s.on for s in pos.cards.values() if s.on is not None}

    def key(card_id: str) -> object:
        s = pos.cards[card_id]
        if card_id in carrying or s.other_counters:
            return card_id
        return (pos.faces[card_id].name, s.zone, s.damage, s.counters, s.guarding, s.tapped)

    return groups(candidates, key)


def _declared(game: Game, action: Action) -> bool:
    """Whether the engine declares the mission ``action`` sends (the attacker's, or the defender's blocking
    group: :func:`_spec_of`), its trial deferred while the candidates are listed (legality.py)."""
    return defer(game, action, _declare_trial)


def _declare_trial(game: Game, action: Action) -> bool:
    spec = _spec_of(game, action)
    found = verdict(lambda copy: _declare_on(copy, spec), clone_position(game.pos), None)
    if found == "refused":
        game.refused.add(action)
    return offered(found)


def _spec_of(game: Game, action: Action) -> MissionSpec:
    """The mission a ``mission`` or ``block`` action declares."""
    if action.kind == "mission":
        assert action.target is not None
        return MissionSpec(attacker=action.player, group=list(action.cards), target=action.target)
    assert game.battle is not None
    return _spec(game.battle, action.cards, action.include_target)


def _declare_on(pos: Position, spec: MissionSpec) -> None:
    battle = declare(pos, spec)
    for fighter in list(battle.fighters):
        check_supported(pos, fighter)
    check_bystanders(pos, battle)


def mission_actions(game: Game) -> list[Lazy]:
    """The missions the active player may send: each legal group against each legal target (rulebook p.23-24), in
    a lazy run (judge/bttcg/game/lazy.py: each target in turn, each group against it), decided when asked."""
    pos, p = game.pos, game.active
    o = pos.other(p)
    attackers = [
        c
        for c, s in pos.cards.items()
        if pos.owners[c] == p and pos.faces[c].kind == "unit" and s.zone == "patrol" and not s.tapped
    ]
    if not attackers:
        return []
    targets = [f"{o}.stockpile"]
    for c, s in pos.cards.items():
        if pos.owners[c] != o:
            continue
        site = under_construction(s) or (s.zone == "command_post" and (pos.faces[c].is_site_card or s.depleted))
        if site or (pos.faces[c].kind == "unit" and is_active(s)):
            targets.append(c)
    tried = _groups(pos, attackers)  # the same for every target (the position does not change while listing)

    def make(k: int) -> Action:
        return Action("mission", p, cards=tried[k % len(tried)], target=targets[k // len(tried)])

    return [Lazy(len(targets) * len(tried), make, _declare_trial)] if tried else []


def send(game: Game, action: Action) -> None:
    """The mission is sent (in the Missions phase: the runner checks it); the defender chooses blockers next."""
    assert game.runner is not None and action.target is not None
    game.runner.may_send_mission(game.actions, action.player)
    game.battle = BattleInProgress(action.player, action.cards, action.target)


def block_actions(game: Game) -> list[Action]:
    """The defender's choices: no block, or each legal blocking group, with the target included or not (rulebook
    p.25)."""
    b = game.battle
    assert b is not None
    pos, o = game.pos, game.pos.other(b.attacker)
    candidates = [
        c
        for c, s in pos.cards.items()
        if pos.owners[c] == o
        and pos.faces[c].kind == "unit"
        and s.zone in ("patrol", "guard")
        and not s.tapped
        and c != b.target
        and (s.zone == "patrol" or s.guarding == b.target)
    ]
    found = []
    includable = not b.target.endswith(".stockpile") and pos.faces[b.target].kind == "unit"
    for blockers in [(), *_groups(pos, candidates)]:
        for include in (False, True) if blockers and includable else (False,):
            action = Action("block", o, cards=blockers, include_target=include)
            if _declared(game, action):
                found.append(action)
    return found


def _spec(b: BattleInProgress, blockers: tuple[str, ...], include: bool) -> MissionSpec:
    return MissionSpec(
        attacker=b.attacker, group=list(b.group), target=b.target, blockers=list(blockers), include_target=include
    )


def block(game: Game, action: Action) -> None:
    """The mission declared with the defender's blockers; the battle begins (rulebook p.25-26)."""
    b = game.battle
    assert b is not None
    pos = game.pos
    battle = declare(pos, _spec(b, action.cards, action.include_target))
    for fighter in list(battle.fighters):
        check_supported(pos, fighter)
    check_bystanders(pos, battle)
    refuse_battle_triggers(pos, battle.fighters)
    b.runner = BattleRunner(pos, battle, GameDice(game.rng))
    b.runner.begin()


def actor(game: Game) -> str:
    """Who acts now in the battle: the defender choosing blockers; the player losing initiative in the initiative
    step and in the first step; the other in the second (rulebook p.26-28)."""
    b = game.battle
    assert b is not None
    if b.runner is None:
        return game.pos.other(b.attacker)
    battle = b.runner.battle
    if battle.step == "initiative":
        return b.runner.loser()
    assert battle.first is not None
    if battle.step == "first":
        return battle.first
    pending = [f.player for f in battle.active() if f.pending is not None]
    return pending[0] if pending else game.pos.other(battle.first)


def _needs_assigning(runner: BattleRunner, fighter: Fighter) -> list[str]:
    """The recipients among which the player must assign the Unit's damage (none: nothing to assign, or only one
    recipient, where the engine's default puts it: battle_assign.finish_assignments)."""
    if fighter.assigned is not None and fighter.pending is None:
        return []
    if deals_no_damage_depleted(fighter) or fighter.deals_no_damage:
        return []
    if fighter.pending is None and damage_to_assign(runner, fighter) == 0:
        return []
    allowed = runner.recipients(fighter)
    return allowed if len(allowed) > 1 or fighter.pending is not None else []


def fight_actions(game: Game) -> list[Action]:
    """The acting player's choices in the battle's current step."""
    b = game.battle
    assert b is not None and b.runner is not None
    runner, p = b.runner, actor(game)
    battle, pos = runner.battle, game.pos
    found: list[Action] = []

    def placed(action: Action, to: dict[str, int]) -> bool:
        still = lambda f: bool(_needs_assigning(runner, f))  # noqa: E731
        if action.card is not None and redirect_left_short(game, action.card, to, still):
            return False  # the end of the battle would reject it (prechecks.py)
        return _placed(game, action, to=to)

    if b.splitting is not None:  # a Unit's damage half distributed: only its distribution goes on
        fighter = battle.fighters[b.splitting]
        return assignments.actions_for(runner, b, p, fighter, runner.recipients(fighter), placed)
    pending = [f for f in battle.side(p) if f.pending is not None and _needs_assigning(runner, f)]
    if pending:  # rulebook p.28: the new damage is assigned (the lost taken back) immediately, before anything else
        fighter = pending[0]
        return assignments.actions_for(runner, b, p, fighter, _needs_assigning(runner, fighter), placed)
    assigning: list[Action] = []
    fighting = [f.card_id for f in battle.active()] + ([battle.target] if battle.target not in battle.fighters else [])
    for fighter in battle.side(p):
        recipients = _needs_assigning(runner, fighter)
        if recipients:
            assigning += assignments.actions_for(runner, b, p, fighter, recipients, placed)
    if battle.step != "second" or p != battle.first:
        for fighter in battle.side(p):
            options = all_abilities(pos, fighter.card_id)
            for name, kind in OPTIONS.items():
                if any(isinstance(a, kind) for a in options):
                    found.append(Action("option", p, fighter.card_id, target=name))
            missiles = [a.count for a in options if isinstance(a, m.Missile)]
            if missiles and missiles[0] > 0:  # all of them, split among recipients (rulebook p.31; the cap said above)
                for split in missile_splits(runner.recipients(fighter, missiles=True), missiles[0]):
                    found.append(
                        Action("option", p, fighter.card_id, target="missile", choose=split, amount=missiles[0])
                    )
        seen: set[str] = set()
        for c, s in pos.cards.items():
            if pos.owners[c] == p and s.zone == "hand" and pos.faces[c].kind == "mission":
                if pos.faces[c].name in seen:
                    continue
                seen.add(pos.faces[c].name)
                found += answered(pos, Action("play", p, c), lambda a, said: _placed(game, a, said), fighting)
    found = assigning + [a for a in found if a.kind == "play" or _placed(game, a)]
    if battle.step != "second" or p != battle.first:
        mine = [
            c for c, s in pos.cards.items() if pos.owners[c] == p and (c in battle.fighters or s.zone == "command_post")
        ]
        found += ability_actions(pos, p, mine, lambda a, said: _placed(game, a, said), fighting)
    if not assigning:  # a Unit's damage to assign: the one thing a player must do in his or her step (p.27)
        found.append(Action("pass", p))
    return found


def _step(game: Game, action: Action, to: dict[str, int] | None = None) -> Step:
    """The engine's battle action for a game action (the scenario's verbs: scenario-format.md); an ``assign`` gives
    the rest of the Unit's damage to its recipient (judge/bttcg/game/assignments.py), or the assignment ``to``."""
    b = game.battle
    assert b is not None and b.runner is not None
    if action.kind == "assign":
        fighter = b.runner.battle.fighters[action.card or ""]
        if to is None:
            to = assignments.assignment(b.runner, b, fighter, action.target or "")
        return step(by=action.player, assign=action.card, to=to)
    if action.kind == "option" and action.target == "missile":
        at = dict(Counter(action.choose))  # one entry per missile
        return step(by=action.player, use="Missile", unit=action.card, at=at)
    if action.kind == "option":
        return step(by=action.player, use=action.target, unit=action.card)
    if action.kind == "play":
        return step(
            by=action.player,
            play=action.card,
            choose=list(action.choose) or None,
            may=list(action.may) or None,
            either=list(action.either) or None,
        )
    if action.kind == "use":
        return step_of(action)
    return step(by=action.player, pass_=True)


def _placed(game: Game, action: Action, said: list[str] | None = None, to: dict[str, int] | None = None) -> bool:
    """Whether the engine offers the battle action now (tried on copies of the position and the battle); for an
    ``assign``, the whole assignment ``to`` when given. Deferred while the candidates are listed and nobody reads
    the messages (legality.py)."""
    if to is None and said is None:
        return defer(game, action, _place_trial)
    return _place_trial(game, action, said, to)


def _place_trial(game: Game, action: Action, said: list[str] | None = None, to: dict[str, int] | None = None) -> bool:
    b = game.battle
    assert b is not None and b.runner is not None
    runner, index = b.runner, b.index
    try:
        step = _step(game, action, to)  # built when the action is tried (legality.py defers it)
    except UnsupportedError:
        game.refused.add(action)  # offered: applying it ends the game with the refusal
        return True

    def make(dice: DiceStream) -> Callable[[Position], None]:
        def run(copy: Position) -> None:
            trial = BattleRunner(copy, clone_battle(runner.battle), dice)
            trial.revealed, trial.events = runner.revealed, dict(runner.events)
            trial.place(index, step)

        return run

    found = judged(game.pos, game.rng, make, said)
    if found == "refused":
        game.refused.add(action)
    return offered(found)


def fight(game: Game, action: Action) -> None:
    """Places the action in the battle; once both players are done, the battle ends and damage resolves."""
    b = game.battle
    assert b is not None and b.runner is not None
    if action.kind == "play" and action.card:
        game.use(action.card, played=1)
    elif action.kind in ("option", "use") and action.card:
        game.use(action.card, abilities=1)
    elif action.kind == "assign" and action.amount == 1:
        assignments.give_point(b, action)  # the distribution goes on; nothing is placed yet
        return
    b.runner.place(b.index, _step(game, action))
    b.index += 1
    assignments.close(b)
    if b.runner.battle.step == "done":
        resolve(game)


def resolve(game: Game) -> None:
    """The battle's steps end and damage resolves, all at once (rulebook p.29-31); the Stockpiles' real cards follow
    the counts (judge/bttcg/stockpile_cards.py); the mission's lasting effects end (as missions_play does)."""
    b = game.battle
    assert b is not None and b.runner is not None
    runner, pos = b.runner, game.pos
    runner.finish()
    pos.note("Damage resolves: all of it at once, at the end of the battle", r.RESOLVE_DAMAGE, r.BATTLE_STEPS)
    if runner.battle.stockpile_tops:
        raise UnsupportedError(
            "cards put on top of a Stockpile during a battle: the game does not know their order yet"
        )
    if any(later.what == "stockpile" for later in runner.battle.later):  # drawn ones: Outcome.drawn
        source = next(p.source for p in runner.battle.later if p.what == "stockpile")
        raise UnsupportedError(
            f"{pos.name(source) if source in pos.faces else source}: cards put into a Stockpile after the "
            "battle: the resolver counts them only, and the game does not move them card by card yet"
        )
    resolver = Resolver(pos, runner.battle, [game.rng.randint(1, 6) for _ in range(RESOLUTION_DICE)])
    outcomes = resolver.outcomes()
    draw, total = Fraction(game.rng.random()), Fraction(0)
    chosen = outcomes[-1]
    for outcome in outcomes:
        total += outcome.probability
        if draw < total:
            chosen = outcome
            break
    pos.cards.update(chosen.states)
    settle_counts(pos, chosen.stockpiles, chosen.drawn)
    if any(chosen.winner for _ in (0,)):
        pos.note("A Stockpile ran out: its owner loses (both: a draw)", r.VICTORY, r.STOCKPILE_DAMAGE)
    settle(pos, "After the mission")
    end_lasting(pos, "mission")
    game.battle = None


__all__ = [
    "BattleInProgress",
    "actor",
    "block",
    "block_actions",
    "fight",
    "fight_actions",
    "mission_actions",
    "resolve",
    "send",
]
