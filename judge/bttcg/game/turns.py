"""A player's turn in a whole game (rulebook p.16-33), run by the engine the scenario answers use: the phases by
:class:`~judge.bttcg.turn.TurnRunner` (Untap and Draw run as the turn begins), deployments, resources, construction
and activation by :mod:`judge.bttcg.deploy` and :mod:`judge.bttcg.resources`, repairs, guard duty and restocking by
the runner. Each choice of the active player is an action; whether it is legal is asked of the engine on a copy
(:mod:`judge.bttcg.game.trial`)."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from judge.bttcg import deploy as d
from judge.bttcg.dice import DiceStream
from judge.bttcg.face_cache import from_face
from judge.bttcg.faces import CardFace
from judge.bttcg.game.abilities import ability_actions, answered, step_of
from judge.bttcg.game.actions import Action
from judge.bttcg.game.lazy import Lazy, Listed
from judge.bttcg.game.legality import defer
from judge.bttcg.game.prechecks import choice_cannot_pay
from judge.bttcg.game.state import Game, GameDice
from judge.bttcg.game.trial import clone_turn, judged, offered
from judge.bttcg.guard_duty import guard_problem
from judge.bttcg.next_turn import is_bound
from judge.bttcg.resources import tap_for_resources
from judge.bttcg.state import CardState, Position, is_active, under_construction
from judge.bttcg.turn import PHASES, Turn, TurnRunner, is_enhancement, is_pilot
from judge.bttcg.turn_fired import note_could_attack
from judge.bttcg.turn_scenario import run_action

NEXT_PHASE = {"deploy": "repair_reload", "repair_reload": "missions", "missions": "end", "end": "over"}
"""The phases a player moves on through with ``end_phase`` (rulebook p.16: the turn's phases in order)."""


def begin_turn(game: Game) -> None:
    """The active player's turn begins: Untap and Draw run (rulebook p.17-18; the first player's first turn: one card,
    one deployment), and the turn waits in the Deploy phase. Once the turn limit's last turn is over, no other turn
    begins: the game ends as a draw, having played exactly that many turns."""
    if game.turn_limit is not None and game.turn_number >= game.turn_limit:
        game.end = f"the turn limit ({game.turn_limit} turns) was reached: a draw"
        return
    game.turn_number += 1
    turn = Turn(game.active, first_turn=game.turn_number == 1, costs=game.pos.costs, dice=GameDice(game.rng))
    game.runner = TurnRunner(game.pos, turn)
    game.runner.enter("deploy")
    settle_winner(game)


def settle_winner(game: Game) -> None:
    """A Stockpile that ran out ends the game (CE General Rulings, Victory: both at once, a draw)."""
    assert game.runner is not None
    winner = game.runner.turn.winner
    if winner is None:
        empty = [p for p in game.pos.players if game.pos.stockpiles[p] == 0]
        if not empty:
            return
        game.runner.check_stockpiles()  # the engine's rule and its trace step
        winner = game.runner.turn.winner
    game.winner = winner
    game.end = "both Stockpiles ran out" if winner == "draw" else "a Stockpile ran out"


def _own(pos: Position, player: str) -> list[tuple[str, CardState]]:
    """The player's cards out of the Stockpile (where none of a turn's actions starts), in the position's order:
    listed once per decision, each of :func:`_mine`'s questions then looking at these only."""
    owners = pos.owners
    return [(c, s) for c, s in pos.cards.items() if s.zone != "stockpile" and owners[c] == player]


def _mine(pos: Position, own: list[tuple[str, CardState]], zones: tuple[str, ...]) -> Iterator[str]:
    """The player's cards (``own``: :func:`_own`) in these zones, one id per card name in the hand (copies there are
    interchangeable choices)."""
    seen: set[tuple[str, bool, int, int]] = set()
    for card_id, state in own:
        if state.zone not in zones:
            continue
        if state.zone == "hand":
            key = (pos.faces[card_id].name, state.tapped, state.counters, state.damage)
            if key in seen:
                continue
            seen.add(key)
        yield card_id


def _try(game: Game, action: Action, said: list[str] | None = None) -> bool:
    """Whether the engine offers ``action`` now (legal, or refused so that the refusal surfaces); ``said`` receives
    the violations' messages. Deferred while the candidates are listed and nobody reads the messages
    (legality.py)."""
    if said is None:
        return defer(game, action, _decide)
    return _trial(game, action, said)


def _decide(game: Game, action: Action) -> bool:
    return _trial(game, action, None)


def trial_legal(game: Game, action: Action) -> bool:
    """Whether the engine offers the turn action, asked by trying it (the reference a check without a trial, such
    as :func:`guard_legal`, must agree with)."""
    return _trial(game, action, None)


def _trial(game: Game, action: Action, said: list[str] | None) -> bool:
    """The engine's trial of ``action`` on a copy of the position and of the turn (trial.py)."""
    assert game.runner is not None
    run = game.runner

    def make(dice: DiceStream) -> Callable[[Position], None]:
        return lambda copy: do(TurnRunner(copy, clone_turn(run.turn, dice)), None, action)

    found = judged(run.pos, game.rng, make, said)
    if found == "refused":
        game.refused.add(action)
    return offered(found)


def guard_legal(game: Game, action: Action) -> bool:
    """Whether a ``guard`` or ``unguard`` action is legal, without a trial: the engine's own check
    (judge/bttcg/guard_duty.py, the violation :meth:`~judge.bttcg.turn.TurnRunner.guard` records), which is all the
    trial would run (guard duty changes no other card and rolls nothing; tests/test_bttcg_game_fast_legality.py
    compares the two over random positions of pool games)."""
    assert game.runner is not None
    return guard_problem(game.runner, action.player, action.card or "", action.target) is None


def turn_actions(game: Game) -> Listed:
    """The active player's legal actions in the current phase, ``end_phase`` last (always legal, but for the
    Missions phase of a player whose Units must attack a Stockpile first: judge/bttcg/next_turn.py); guard duty's
    candidates in lazy runs (judge/bttcg/game/lazy.py)."""
    assert game.runner is not None
    run, pos, p = game.runner, game.pos, game.active
    phase = run.turn.phase
    found: Listed = []
    own = _own(pos, p)

    def add(action: Action) -> None:
        if _try(game, action):
            found.append(action)

    if phase in ("deploy", "repair_reload"):
        for c in _mine(pos, own, ("command_post",)):
            if pos.faces[c].kind == "command" and not pos.cards[c].tapped and _makes_resources(pos, c):
                add(Action("resources", p, c))
    if phase == "deploy":
        if run.turn.deployments > 0:
            for c in _mine(pos, own, ("hand",)):
                if pos.faces[c].kind != "mission":
                    add(Action("deploy", p, c))
        building = [c for c in _mine(pos, own, ("construction",)) if under_construction(pos.cards[c])]
        if run.turn.resources > 0:
            for c in building:
                for n in sorted({1, run.turn.resources}):
                    add(Action("construct", p, c, amount=n))
        for c in _mine(pos, own, ("command_post",)):  # rulebook p.20, Reassigning Pilots
            if is_pilot(pos.faces[c]) and pos.cards[c].on is not None:
                for mech in _seats(pos, p, c):
                    if mech is not None and mech != pos.cards[c].on:
                        add(Action("reassign", p, c, target=mech))
        for c in building:
            if not _paid_for(run, c):
                continue
            for on in _seats(pos, p, c):
                found += answered(pos, Action("activate", p, c, target=on), lambda a, said: _try(game, a, said))
    elif phase == "repair_reload" and run.turn.resources > 0:
        for c in _mine(pos, own, ("patrol", "guard", "construction")):
            if pos.cards[c].damage > 0 and pos.faces[c].kind == "unit":
                add(Action("repair", p, c))
    elif phase == "missions":
        from judge.bttcg.game.battles import mission_actions  # battles.py imports this module

        sites = _sites(pos, p, own)  # the same for each Unit (the position does not change while listing)
        for c in _mine(pos, own, ("patrol", "guard")):
            if pos.faces[c].kind != "unit" or pos.cards[c].tapped:
                continue
            guarding = pos.cards[c].guarding
            found.append(_guard_run(p, c, pos.cards[c].zone == "guard", [s for s in sites if s != guarding]))
        found += mission_actions(game)
    elif phase == "end":
        for c in _mine(pos, own, ("hand",)):
            if run.turn.restocks == 0 and "L" in pos.assets[p]:
                add(Action("restock", p, c))
    if phase in NEXT_PHASE:
        mine = list(_mine(pos, own, ("command_post", "patrol", "guard", "construction")))
        found += ability_actions(
            pos, p, mine, lambda a, said: _try(game, a, said), hopeless=lambda a: choice_cannot_pay(game, a)
        )
    if phase == "missions" and is_bound(pos, p):  # Units that must attack a Stockpile first (next_turn.unmet)
        add(Action("end_phase", p))
    else:
        found.append(Action("end_phase", p))
    return found


def _guard_run(player: str, unit: str, on_guard: bool, sites: list[str]) -> Lazy:
    """A Unit's guard duty candidates, in order: off guard (when on guard), then on guard at each of ``sites``;
    decided by the engine's check (:func:`guard_legal`)."""

    def make(k: int) -> Action:
        if on_guard:
            if k == 0:
                return Action("unguard", player, unit)
            k -= 1
        return Action("guard", player, unit, target=sites[k])

    return Lazy(on_guard + len(sites), make, guard_legal)


def _paid_for(run: TurnRunner, card_id: str) -> bool:
    """Enough construction counters for the card's total cost now (rulebook p.19-20: the engine's ``total_cost``); a
    card whose cost the engine cannot tell is tried (its refusal surfaces)."""
    from judge.bttcg.state import UnsupportedError

    try:
        return run.pos.cards[card_id].counters >= d.total_cost(run, card_id)
    except UnsupportedError:
        return True


def _makes_resources(pos: Position, card_id: str) -> bool:
    """A card with an activated ability that adds resources (the engine's resources.py decides the rest); read once
    per face (judge/bttcg/face_cache.py)."""
    return from_face(pos.faces[card_id], "game.makes_resources", _resource_face)


def _resource_face(face: CardFace) -> bool:
    from judge.bttcg.resources import resource_ability
    from judge.bttcg.state import UnsupportedError

    try:
        return resource_ability(face) is not None
    except UnsupportedError:
        return False  # its ability is offered as a 'use' (judge/bttcg/game/abilities.py), as a scenario's would be


def _seats(pos: Position, player: str, card_id: str) -> list[str | None]:
    """Where an activated card goes: a Pilot or Enhancement onto each of its player's Units in play, any other card
    nowhere in particular (rulebook p.20, p.39-40)."""
    face = pos.faces[card_id]
    if is_pilot(face) or is_enhancement(face):
        return [
            c for c, s in pos.cards.items() if pos.owners[c] == player and pos.faces[c].kind == "unit" and is_active(s)
        ]
    return [None]


def _sites(pos: Position, player: str, own: list[tuple[str, CardState]]) -> list[str]:
    """The player's sites a Unit may guard (rulebook p.14, p.33): the Stockpile, cards under construction, Command
    cards in the Command Post that are sites (``own``: the player's cards, :func:`_own`); the runner's
    ``not_own_site`` decides."""
    sites = [f"{player}.stockpile"]
    for c, s in own:
        if under_construction(s) or (s.zone == "command_post" and pos.faces[c].is_site_card):
            sites.append(c)
    return sites


def apply_turn(game: Game, action: Action) -> None:
    """Does a turn action with the engine (the same calls the scenario answers make)."""
    assert game.runner is not None
    run, c = game.runner, action.card or ""
    if action.kind == "end_phase":
        nxt = NEXT_PHASE[run.turn.phase]
        run.enter(nxt)  # type: ignore[arg-type]
        if nxt == "over" and game.winner is None:
            settle_winner(game)
            if game.winner is None:
                game.active = game.pos.other(game.active)
                begin_turn(game)
        else:
            settle_winner(game)
        return
    do(run, game.actions, action)
    note_could_attack(run)  # the 'Mechs that could have attacked this turn, as run_turn notes them (turn_fired.py)
    if action.kind == "deploy":
        game.use(c, played=1)
    elif action.kind in ("use", "resources"):
        game.use(c, abilities=1)
    settle_winner(game)


def do(run: TurnRunner, index: int | None, action: Action) -> None:
    """The engine's call for a turn action (the calls judge/bttcg/turn_scenario.run_action makes)."""
    p, c = action.player, action.card or ""
    if action.kind == "deploy":
        d.deploy(run, index, p, c)
    elif action.kind == "resources":
        tap_for_resources(run, index, p, c)
    elif action.kind == "construct":
        d.construct(run, index, p, {c: action.amount})
    elif action.kind == "activate":
        choose, may, either = list(action.choose) or None, list(action.may) or None, list(action.either) or None
        patrol = action.patrol[0] if action.patrol else None
        d.activate(run, index, p, c, on=action.target, choose=choose, may=may, either=either, patrol=patrol)
    elif action.kind == "repair":
        run.repair(index, p, c)
    elif action.kind == "guard":
        run.guard(index, p, c, action.target)
    elif action.kind == "unguard":
        run.guard(index, p, c, None)
    elif action.kind == "restock":
        run.restock(index, p, c)
    elif action.kind == "reassign":
        d.reassign_pilot(run, index, p, c, action.target or "")
    elif action.kind == "end_phase":  # tried only (apply_turn ends a phase itself, and begins the next turn)
        run.enter(NEXT_PHASE[run.turn.phase], index)  # type: ignore[arg-type]
    elif action.kind == "use":
        run_action(
            run, 0 if index is None else index, step_of(action)
        )  # as a scenario's 'use' (upkeep, payments, abilities)
    else:  # pragma: no cover - legal_actions offers no other turn action
        raise ValueError(f"not a turn action: {action.kind}")


assert PHASES[-1] == "over"

__all__ = ["NEXT_PHASE", "apply_turn", "begin_turn", "guard_legal", "settle_winner", "trial_legal", "turn_actions"]
