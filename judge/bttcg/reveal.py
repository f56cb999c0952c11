"""Revealing a card under construction when the opponent attacks (an extension: ``{by: <defender>, reveal: <id>}``,
first among its mission's actions): the card's text says when it may be revealed (Ambush!: only when the opponent
attacks, CE rulings: Deploy Phase), it is revealed before blockers are assigned (CE rulings: Ambush!),
its effects run through its parsed text (damage it deals resolves with all other damage at the end of the battle),
and a card scrapped when revealed goes to the Scrapheap. A card whose text lets it be *activated* when attacked ('Mech
Trap: "You may activate this card only when attacked") is activated then, an exception to activating only in the
Deploy phase (CE rulings, Deploy Phase: Ambush!), and only once its cost is paid (CE rulings, Deploy Phase: "You can
activate a card under construction if you've paid its construction cost"; activating reveals it: rulebook p.20);
its one-shot effects take the action's ``choose``/``amounts``. Anything else on revealing is refused, never guessed."""

from __future__ import annotations

from judge.bttcg import before_blockers, block_exceptions, mission_unblockable
from judge.bttcg import rules as r
from judge.bttcg import turn_rules as t
from judge.bttcg.asset_costs import cost_assets
from judge.bttcg.cancel import refuse_cancelled
from judge.bttcg.dice import DiceStream
from judge.bttcg.interpret import Context, effect_problem, run_effects
from judge.bttcg.may import no_answer_left
from judge.bttcg.scenario import Action
from judge.bttcg.state import Battle, CardState, Position, UnsupportedError, under_construction
from judge.bttcg.stats import _HARMLESS_STATIC
from judge.dsl import models as m

RULES = (r.REVEAL_ONLY_WHEN_ATTACKED, r.REVEAL_BEFORE_BLOCKERS, r.REVEAL_BEFORE_BLOCKERS_1997)


def leading(actions: list[Action], pos: Position) -> int:
    """How many of a mission's actions are the reveals made when it was declared (the first ones), with the
    abilities used before blockers are assigned (judge/bttcg/before_blockers.py)."""
    count = 0
    while count < len(actions) and (
        actions[count].verb == "reveal" or before_blockers.is_before_blockers(pos, actions[count])
    ):
        count += 1
    return count


def reveal_all(pos: Position, battle: Battle, *, dice: DiceStream, actions: list[Action], indices: list[int]) -> None:
    """The reveals first among the mission's actions, when the attack is declared, before blockers are assigned."""
    for number in range(leading(actions, pos)):
        if actions[number].verb == "use":  # an ability used before blockers are assigned
            before_blockers.use(pos, battle, dice, indices[number], actions[number])
        else:
            reveal(pos, battle, dice, indices[number], actions[number])


_ROLES = frozenset({"attacked", "attacking"})


def in_a_mission(abilities: tuple[m.Ability, ...] | list[m.Ability]) -> bool:
    """Whether the card's text lets it be revealed or activated as a mission is declared ("Reveal Ambush! when
    opponent attacks", "You may activate this card only when attacked"): what it does, it does then."""
    return any(
        isinstance(a, m.PlayRestriction)
        and (a.reveal or a.activate)
        and bool(a.conditions)
        and all(_checked(c) for c in a.conditions)
        for a in abilities
    )


def _checked(condition: m.Condition) -> bool:
    """A condition of a reveal checked here: when attacked or attacking; when the opponent attacks one of your
    'Mechs (High-Profile Target)."""
    if isinstance(condition, m.OpponentAttacks):
        target = condition.target
        return isinstance(target, m.Selector) and target.model_dump(exclude_defaults=True) == {
            "quantifier": "one",
            "noun": "mech",
            "owner": "you",
        }
    if isinstance(condition, m.AttacksAlone):
        return True  # "only when one of your Units attacks alone" (judge/bttcg/mission_unblockable.py)
    return isinstance(condition, m.WhenIn) and set(condition.roles) <= _ROLES


def static_problem(ability: m.Static) -> str | None:
    """What of a continuous ability the reveal in a mission does not execute (``None``: all of it): the one-shot
    effects the battle executes (``interpret.effect_problem``), and "for each N construction counters above the
    cost" (:func:`_per_excess`)."""
    if any(not (isinstance(c, m.During) and c.mission and c.phase is None) for c in ability.conditions):
        return "the conditions of an effect as the card is revealed"
    for effect in ability.effects:
        if isinstance(effect, m.PerExcessConstruction) and not effect.of_that:
            problem = next((p for p in map(effect_problem, effect.effects) if p is not None), None)
        elif effect.kind in _HARMLESS_STATIC or block_exceptions.grants_block(effect):
            problem = None
        elif isinstance(effect, m.Unblockable):
            problem = None  # judge/bttcg/mission_unblockable.py
        elif before_blockers.is_redirect_choice(effect):
            problem = None  # "you may ... redirect it to that site" (before_blockers.py)
        else:
            problem = effect_problem(effect)
        if problem is not None:
            return problem
    return None


def _unpaid(pos: Position, card_id: str, player: str) -> str | None:
    """Why the card cannot be activated now for want of construction counters (``None``: its cost is paid)."""
    cost = pos.costs.get(card_id)
    if cost is None:
        raise UnsupportedError(f"{pos.name(card_id)}: its construction cost is not known (give 'cost')")
    total, counters = cost.total(cost_assets(pos, player)), pos.cards[card_id].counters
    return None if counters >= total else f"its cost of {total} is not paid ({counters} construction counters)"


def _when(pos: Position, battle: Battle, player: str, face_abilities: list[m.Ability]) -> str | None:
    """Why the player may not reveal the card now (``None``: may). Only a card whose text says when it is revealed
    or activated is revealed in a mission (a play restriction of the reveal or activate kind: when attacked)."""
    restrictions = [a for a in face_abilities if isinstance(a, m.PlayRestriction) and (a.reveal or a.activate)]
    if not restrictions:
        return "its text does not let it be revealed during a mission"
    for restriction in restrictions:
        for condition in restriction.conditions:
            if isinstance(condition, m.AttacksAlone):
                alone = mission_unblockable.attacks_alone(pos, battle, player)
                if alone is not None:
                    return alone
                continue
            if not _checked(condition) or not isinstance(condition, m.WhenIn | m.OpponentAttacks):
                raise UnsupportedError(f"the engine does not check the condition '{condition.kind}' of a reveal yet")
            if isinstance(condition, m.OpponentAttacks):
                mech = battle.target in pos.faces and pos.faces[battle.target].unit_type == "mech"
                if player != battle.defender or not mech or pos.owners[battle.target] != player:
                    return "only when the opponent attacks one of your 'Mechs"
                continue
            role = "attacked" if player == battle.defender else "attacking"
            if role not in condition.roles:
                return f"only when {' or '.join(condition.roles).replace('attacked', 'the opponent attacks')}"
    return None


def reveal(pos: Position, battle: Battle, dice: DiceStream, index: int, action: Action) -> None:
    card_id, player = action.reveal or "", action.by
    face, state = pos.faces[card_id], pos.cards[card_id]
    if pos.owners[card_id] != player or not under_construction(state):
        pos.violate(index, f"{face.name} is not {player}'s card under construction", *RULES)
        return
    why = _when(pos, battle, player, list(face.abilities))
    activated = any(isinstance(a, m.PlayRestriction) and a.activate for a in face.abilities)
    if why is None and activated:
        why = _unpaid(pos, card_id, player)
    if why is not None:
        pos.violate(index, f"{face.name} cannot be revealed now: {why}", *RULES, *((t.ACTIVATE,) if activated else ()))
        return
    refuse_cancelled(pos, card_id, "revealed as the opponent attacks")  # "... scrapped with no effect" (cancel.py)
    verb = "activates and so reveals" if activated else "reveals"
    rules = (*RULES, t.ACTIVATE, t.ACTIVATE_ONLY_IN_DEPLOY) if activated else RULES
    pos.note(f"{player} {verb} {face.name} as {battle.attacker} attacks, before blockers are assigned", *rules)
    choices = list(action.choose or []), dict(action.amounts or {})
    ctx = Context(pos, battle, player, card_id, index, *choices, roll=dice.roll)
    answers = list(action.may or [])  # "you may": judge/bttcg/before_blockers.py takes them
    for ability in face.abilities:
        if isinstance(ability, m.Static):
            problem = static_problem(ability)
            if problem is not None:
                raise UnsupportedError(f"{face.name}: the engine does not execute {problem} as it is revealed yet")
            for effect in ability.effects:
                if isinstance(effect, m.PerExcessConstruction) and not effect.of_that:
                    _per_excess(ctx, effect)
                elif block_exceptions.grants_block(effect):  # "may block ... regardless of their speed"
                    block_exceptions.grant(pos, battle, player, card_id, effect)
                elif isinstance(effect, m.Unblockable):  # "This mission cannot be blocked."
                    mission_unblockable.unblockable(pos, battle, index, card_id)
                elif before_blockers.is_redirect_choice(effect):  # "you may ... redirect it to that site"
                    if not before_blockers.redirect_choice(pos, battle, index, player, card_id, answers, ctx.choose):
                        ctx.failed = True
                elif effect.kind not in _HARMLESS_STATIC:
                    run_effects(ctx, [effect])
        elif isinstance(ability, m.Triggered) and ability.trigger == "revealed":
            effects = ability.effects
            if not (len(effects) == 1 and isinstance(effects[0], m.Scrap) and isinstance(effects[0].target, m.This)):
                raise UnsupportedError(f"{face.name}: the engine does not execute what happens when it is revealed")
        elif not isinstance(ability, m.PlayRestriction | m.Keyword | m.Triggered | m.Upkeep):
            raise UnsupportedError(f"{face.name}: the engine does not execute '{ability.kind}' when it is revealed")
    if ctx.choose and not ctx.failed:
        ctx.violate(f"{face.name} chooses fewer cards: {', '.join(ctx.choose)} left over", *RULES)
    no_answer_left(ctx)
    if answers and not ctx.failed:
        ctx.violate(f"{face.name} asks fewer 'may' answers: {len(answers)} left over", *RULES)
    if any(isinstance(a, m.Triggered) and a.trigger == "revealed" for a in face.abilities):
        pos.cards[card_id] = CardState(zone="scrapheap")
        pos.note(f"{face.name} is scrapped as it is revealed (its text)", r.UNBLOCKED_CONSTRUCTION_REVEALED)
    if card_id == battle.target:
        pos.note(
            f"{face.name} was the target: the mission has no target, though it still takes place",
            r.REVEAL_BEFORE_BLOCKERS,
            r.REVEAL_BEFORE_BLOCKERS_1997,
        )


def _per_excess(ctx: Context, effect: m.PerExcessConstruction) -> None:
    """The effects once for every ``per`` construction counters above the card's total cost (its base cost plus the
    asset costs its owner does not have available, rulebook p.19)."""
    pos = ctx.pos
    cost = pos.costs.get(ctx.source)
    if cost is None:
        raise UnsupportedError(f"{pos.name(ctx.source)}: its construction cost is not known (give 'cost')")
    total = cost.total(cost_assets(pos, ctx.player))
    counters = pos.cards[ctx.source].counters
    times = max(counters - total, 0) // effect.per
    pos.note(
        f"{pos.name(ctx.source)}: {counters} construction counters, {max(counters - total, 0)} above its cost of "
        f"{total}: its effect happens {times} time(s); the damage resolves with all other damage at the end of the "
        "battle",
        r.REVEAL_DAMAGE_AT_END,
        r.RESOLVE_DAMAGE,
    )
    for _ in range(times):
        run_effects(ctx, effect.effects)
