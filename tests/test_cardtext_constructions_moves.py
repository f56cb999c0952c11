"""Moving cards (issue 18 item 3 c): looking at the top cards of the Stockpile and putting them back in any order,
searching the Stockpile, revealing the card found, shuffling, reassigning a Pilot. Every sentence is invented; each
is also read back from its English rendering."""

from __future__ import annotations

from judge.dsl import models as m
from tests.cardtext_helpers import effects_of

THEM_BACK = m.PutOnStockpile(target=m.ThatOne(plural=True), any_order=True)


def test_top_cards_looked_at_and_put_back_in_any_order_rulebook_playing_area() -> None:
    """Rulebook, "Playing Area": the Stockpile is a face-down draw pile; cards put back go on its top."""
    (look, back) = effects_of("Look at the top three cards of your Stockpile and put them back in any order.")
    assert isinstance(look, m.LookAtTop)
    assert look.count == 3
    assert back == THEM_BACK
    again = effects_of(
        "Look at the top two cards of your Stockpile, then put them back on top of your Stockpile in any order."
    )
    assert again[1] == THEM_BACK


def test_search_reveal_and_shuffle() -> None:
    mech_card = m.Selector(quantifier="a", noun="card", card_type="Mech")
    assert effects_of("Search your Stockpile for a 'Mech card, reveal it and put it into your hand.") == [
        m.Search(target=mech_card),
        m.RevealCard(target=m.ThatOne()),
        m.ReturnToHand(target=m.ThatOne()),
    ]
    pilot_card = m.Selector(quantifier="a", noun="card", card_type="Pilot")
    assert effects_of(
        "Search your Stockpile for a Pilot card and put it into your hand, then shuffle your Stockpile."
    ) == [
        m.Search(target=pilot_card),
        m.ReturnToHand(target=m.ThatOne()),
        m.Shuffle(),
    ]


def test_reassign_a_pilot_rulebook_deploy_phase() -> None:
    """Rulebook, "Deploy Phase": "You can also reassign Pilots between 'Mechs."; a card may do it at other times."""
    assert effects_of("Reassign a Pilot from one of your 'Mechs to another 'Mech you control.") == [
        m.ReassignPilot(
            source=m.Selector(quantifier="one", noun="mech", owner="you"),
            to=m.Selector(quantifier="a", noun="mech", owner="you", other=True),
        )
    ]
