"""A Unit's attack changing after its damage was assigned, in whole games (issue 19, judge/bttcg/game/assignments.py
and battles.py): the change is dealt with at once, before anything else, and after a drop the damage left may be
taken back from several recipients at once, each way the engine takes offered. Invented cards only."""

from __future__ import annotations

from judge.bttcg.game import Action, Deck, Game, apply, legal_actions, new_game
from judge.bttcg.game.assignments import spreads
from tests.bttcg_game_decks import deck_with, mech, take

LEAPER = mech("Test Leaper", "3", "moderate", 5, 0, 9, "Jump (-1 attack: +1 initiative)\nOverheat 1: +2 attack")
"""Five attack; its jump lowers it by 1, its overheat raises it by 2 (both usable after its damage is assigned)."""
GUARDS = tuple(mech(f"Test {name}", "2", "moderate", 1, 0, 9) for name in ("Picket", "Sentry", "Warden"))


def _deck(name: str) -> Deck:
    return deck_with(name, (LEAPER, *GUARDS))


def _battle() -> tuple[Game, str, list[str]]:
    """The active player's Leaper attacks the Stockpile, blocked by three Units; the defender (losing initiative:
    ties go to the attacker, rulebook p.26) has passed. Returns the game, the Leaper and the blockers in the order
    the engine lists them."""
    game = new_game((_deck("A"), _deck("B")), 5)
    me = game.active
    other = game.pos.other(me)
    leaper = take(game, me, "Test Leaper", "patrol")
    blockers = tuple(take(game, other, guard.name, "patrol") for guard in GUARDS)
    assert game.runner is not None
    while game.runner.turn.phase != "missions":
        apply(game, Action("end_phase", me))
    apply(game, Action("mission", me, cards=(leaper,), target=f"{other}.stockpile"))
    apply(game, Action("block", other, cards=blockers))
    while game.battle is not None and any(a.player == other for a in legal_actions(game)):
        apply(game, Action("pass", other))
    assert game.battle is not None and game.battle.runner is not None
    order = game.battle.runner.recipients(game.battle.runner.battle.fighters[leaper])
    return game, leaper, order


def _assigned(game: Game, card_id: str) -> dict[str, int] | None:
    assert game.battle is not None and game.battle.runner is not None
    return game.battle.runner.battle.fighters[card_id].assigned


def _assign(game: Game, card_id: str, points: list[str], rest: str) -> None:
    me = game.active
    for recipient in points:
        apply(game, Action("assign", me, card_id, target=recipient, amount=1))
    apply(game, Action("assign", me, card_id, target=rest))


def test_spreads_put_points_in_order_most_first() -> None:
    """The search's ways of spreading points: each once, the most in the earliest place first."""
    found = list(spreads(3, 3))
    assert len(found) == len(set(found)) == 10 and all(sum(s) == 3 for s in found)
    assert found[0] == (3, 0, 0) and found[-1] == (0, 0, 3)


def test_lost_damage_is_taken_back_from_several_recipients_rulebook_p28() -> None:
    """Rulebook p.28, One Player Goes First: "If a Unit's attack value goes down after you've assigned its damage,
    you take back that much damage from wherever it was assigned" (CE General Rulings, Reducing the Attack of a Unit
    That Has Assigned Its Damage). The Leaper's 5 damage went 1, 2 and 2; its jump takes 1 back: the 4 left can stay
    only as 1/2/1, 1/1/2 or 0/2/2 (no recipient can hold the rest alone), and each of those is reached. Before, only
    the rest given to one later recipient was tried after a point, so the game found no assignment and refused."""
    game, leaper, (a, b, c) = _battle()
    me = game.active
    _assign(game, leaper, [a, b, b], c)
    assert _assigned(game, leaper) == {a: 1, b: 2, c: 2}
    apply(game, Action("option", me, leaper, target="jump"))
    offered = legal_actions(game)
    assert offered and all(x.kind == "assign" and x.card == leaper for x in offered)
    assert Action("assign", me, leaper, target=a, amount=1) in offered
    assert Action("assign", me, leaper, target=b, amount=1) in offered
    assert not any(x.amount == 0 for x in offered)  # no recipient can take all 4 back
    _assign(game, leaper, [a, b], c)  # 1, 1, 2
    assert _assigned(game, leaper) == {a: 1, b: 1, c: 2}
    assert not game.pos.violations


def test_taking_back_never_moves_damage_rulebook_p28() -> None:
    """Rulebook p.28: "She can't, for example, choose to reassign the 5 remaining damage to Brian's other 'Mech":
    after the drop, no point is offered where none went before."""
    game, leaper, (a, b, c) = _battle()
    me = game.active
    _assign(game, leaper, [b, b], c)  # 0, 2, 3
    apply(game, Action("option", me, leaper, target="jump"))
    offered = legal_actions(game)
    assert Action("assign", me, leaper, target=a, amount=1) not in offered
    assert Action("assign", me, leaper, target=a) not in offered
    assert Action("assign", me, leaper, target=b, amount=1) in offered


def test_a_rise_is_assigned_before_anything_else_rulebook_p28() -> None:
    """Rulebook p.28: "If a Unit's attack value goes up after you've assigned its damage, you assign the new damage
    immediately": after the overheat, the new damage is all that is offered (no jump, no pass), so that a drop can
    never come while the rise is still unassigned. Before, a jump in between left the game with no assignment."""
    game, leaper, (a, b, c) = _battle()
    me = game.active
    _assign(game, leaper, [a, b, b], c)
    apply(game, Action("option", me, leaper, target="overheat"))
    offered = legal_actions(game)
    assert offered and all(x.kind == "assign" and x.card == leaper for x in offered)
    assert Action("option", me, leaper, target="jump") not in offered and Action("pass", me) not in offered
    apply(game, Action("assign", me, leaper, target=a))
    assert _assigned(game, leaper) == {a: 3, b: 2, c: 2}
    assert Action("option", me, leaper, target="jump") in legal_actions(game)
    assert not game.pos.violations
