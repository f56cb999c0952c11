"""A Unit that may go on patrol as soon as it is activated, in a whole game (issue 19: the choices the rules give a
player are actions): the activation is offered both ways (scenario ``patrol``), where before it was never offered
(the engine asks for the answer, and the game gave none)."""

from __future__ import annotations

from judge.bttcg.game import Action, Deck, apply, legal_actions, new_game
from tests.bttcg_game_decks import invented_deck, mech

EAGER = mech(
    "Test Sprinter", "1", "fast", 2, 0, 2, "You may move this Unit to your Patrol region as soon as you activate it."
)


def test_patrol_at_once_offered_both_ways_rulebook_p20() -> None:
    """Rulebook p.20 (an activated Unit stays in the Construction region until the end of the turn) and p.9 (the
    card's text makes the exception, "you may"): the Unit paid for is offered activated on patrol at once, and
    activated staying in construction; the first puts it on patrol."""
    game = new_game((Deck("A", (*invented_deck("A", 29).cards, EAGER), None), invented_deck("B")), 4)
    me = game.active
    pos = game.pos
    eager = next(c for c in pos.cards if pos.owners[c] == me and pos.faces[c].name == "Test Sprinter")
    if pos.cards[eager].zone == "stockpile":
        assert pos.stockpile_order is not None
        pos.stockpile_order[me].remove(eager)
        pos.stockpiles[me] -= 1
    pos.cards[eager].zone, pos.cards[eager].counters = "construction", 1
    game.legal_cache = None
    offered = {a.patrol for a in legal_actions(game) if a.kind == "activate" and a.card == eager}
    assert offered == {(True,), (False,)}
    apply(game, Action("activate", me, eager, patrol=(True,)))
    assert pos.cards[eager].zone == "patrol" and not pos.violations
