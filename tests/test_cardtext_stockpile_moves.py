"""Cards moved to an end of a Stockpile, an opponent's hand looked at, hands played face up, and the top cards of a
Stockpile put back in the order one chooses (issue 18 item 4). Every sentence is invented; each is read back from its
English rendering, and wordings that must not read are checked unread."""

from __future__ import annotations

import pytest

from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from tests.cardtext_helpers import effects_of

ONE_UNIT = m.Selector(quantifier="one", noun="unit")
A_CARD_IN_SCRAPHEAP = m.Selector(quantifier="a", noun="card", zone="scrapheap")
ONE_CARD_IN_SCRAPHEAP = m.Selector(quantifier="one", noun="card", zone="scrapheap")


@pytest.mark.parametrize(
    ("text", "effect"),
    [
        (
            "Move a card from your Scrapheap to the bottom of your Stockpile.",
            m.PutOnStockpile(target=A_CARD_IN_SCRAPHEAP, bottom=True),
        ),
        (
            "Place target card in your Scrapheap at the bottom of your Stockpile.",
            m.PutOnStockpile(target=ONE_CARD_IN_SCRAPHEAP, bottom=True),
        ),
        (
            "Put target card in your Scrapheap at the bottom of your Stockpile.",
            m.PutOnStockpile(target=ONE_CARD_IN_SCRAPHEAP, bottom=True),
        ),
        (
            "Return a card from your Scrapheap to the top of your Stockpile.",
            m.PutOnStockpile(target=A_CARD_IN_SCRAPHEAP),
        ),
        (
            "Move a card from your Scrapheap onto the top of your Stockpile.",
            m.PutOnStockpile(target=A_CARD_IN_SCRAPHEAP),
        ),
        (
            "Put target Unit on the bottom of its owner's Stockpile.",
            m.ReturnToOwner(target=ONE_UNIT, to="stockpile_bottom"),
        ),
        (
            "Return target Unit to the bottom of its owner's Stockpile.",
            m.ReturnToOwner(target=ONE_UNIT, to="stockpile_bottom"),
        ),
        ("Move target Unit to the top of its owner's Stockpile.", m.ReturnToOwner(target=ONE_UNIT, to="stockpile_top")),
    ],
)
def test_card_moved_to_an_end_of_a_stockpile_rulebook_p10_stockpile(text: str, effect: m.Effect) -> None:
    """rulebook p.10-11 (Stockpile: a player's deck, drawn from the top); the owner is the player whose deck the card
    came from (rulebook, Starting a Game): "move", "place", "return", "put", "onto", "at the bottom"."""
    assert effects_of(text, "Grog", "Mission") == [effect]


@pytest.mark.parametrize(
    "text",
    [
        "Move a card from your Scrapheap to the middle of your Stockpile.",
        "Return target Unit to the bottom of the Stockpile.",  # whose
        "Place target card at the bottom.",
        "Move target Unit to the bottom of its owner's hand.",
    ],
)
def test_stockpile_moves_that_are_not_read(text: str) -> None:
    assert not parse_card_text(text, "Grog", "Mission").ok


@pytest.mark.parametrize(
    "text",
    [
        "Look at target opponent's hand.",
        "Look at the hand of target opponent.",
        "Your opponent shows you his or her hand.",
        "Target opponent reveals his or her hand to you.",
        "Look at each opponent's hand.",
        "Target opponent reveals to you his or her hand.",
    ],
)
def test_opponents_hand_looked_at_rulebook_p10_hand(text: str) -> None:
    """rulebook p.10: a player's hand is hidden from the others; here the card's player sees an opponent's."""
    assert effects_of(text, "Grog", "Mission") == [m.LookAtHand()]


@pytest.mark.parametrize(
    ("text", "players"),
    [
        ("Each player plays with his or her hand revealed.", "each"),
        ("Players play with their hands revealed.", "each"),
        ("All players play with their hands face up.", "each"),
        ("Your opponents play with their hands revealed.", "opponents"),
        ("Your opponent plays with his or her hand face up.", "opponents"),
        ("You play with your hand revealed.", "you"),
    ],
)
def test_hands_played_revealed_rulebook_p10_hand(text: str, players: str) -> None:
    """rulebook p.10: hands are hidden; the card makes them open to all (a new node, refused by the engine)."""
    assert effects_of(text, "Grog", "Command") == [m.HandsRevealed(players=players)]


@pytest.mark.parametrize(
    "text",
    [
        "Look at target player's hand.",  # may be your own
        "Look at the hand.",
        "Each player plays with his or her Stockpile revealed.",
        "Your opponent reveals his or her hand to.",
    ],
)
def test_hand_wordings_that_are_not_read(text: str) -> None:
    assert not parse_card_text(text, "Grog", "Mission").ok


_REARRANGED = [m.LookAtTop(count=3, whose="you"), m.PutOnStockpile(target=m.ThatOne(plural=True), stockpile="that")]


@pytest.mark.parametrize(
    "text",
    [
        "Rearrange the top 3 cards of your Stockpile.",
        "Reorder the top three cards of your Stockpile.",
        "Look at the top three cards of your Stockpile and rearrange them.",
        "Look at the top three cards of your Stockpile and put them back on top in any order.",
        "Look at the top three cards of your Stockpile, then put them back in the order of your choice.",
    ],
)
def test_top_cards_put_back_in_an_order_rulebook_p10_stockpile(text: str) -> None:
    """rulebook p.10-11 (Stockpile: drawn from the top): the cards looked at go back on top of the same Stockpile in
    the order chosen, as "Look at the top three cards of your Stockpile and return them in any order"."""
    assert effects_of(text, "Grog", "Mission") == _REARRANGED


@pytest.mark.parametrize(
    "text",
    ["Rearrange target Unit.", "Rearrange the top cards.", "Put target Unit back in any order you like."],
)
def test_rearranging_wordings_that_are_not_read(text: str) -> None:
    assert not parse_card_text(text, "Grog", "Mission").ok
