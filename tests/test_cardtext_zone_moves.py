"""Cards moving between zones (issue 18): the cards looked at that are left ("the rest", "the others") put back or on
the bottom of the Stockpile in any order, a revealed card's "otherwise" without its comma, a Pilot moved from one
'Mech to another (reassigning), a card deployed by an effect (with or without a deployment, with construction
counters), and a player's Scrapheap and Stockpile named in other games' words. Every sentence is invented; each is
read back from its English rendering (tests.cardtext_helpers)."""

from __future__ import annotations

import pytest

from judge.bttcg.executes import executed, refusal
from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from tests.cardtext_helpers import effects_of

LOOK = "Look at the top three cards of your Stockpile. "


@pytest.mark.parametrize(
    "wording",
    [
        "Put one of them into your hand and the rest on the bottom of your Stockpile in any order.",
        "Put one of them into your hand and the others on the bottom of your Stockpile in any order.",
        "Put one of them into your hand. Put the rest of them on the bottom of your Stockpile in any order.",
        "Put one of them into your hand and put the other cards on the bottom of your library in any order.",
        "Put one of them into your hand and the remaining ones on the bottom of your deck in any order.",
    ],
)
def test_the_rest_on_the_bottom_in_any_order_rulebook_glossary_restock(wording: str) -> None:
    """Rulebook p.33, Glossary (Restock: "To place a card on the bottom of your Stockpile"): the cards looked at that
    are left (the rulebook's "the remaining cards") go on the bottom, in the order their owner chooses."""
    effects = effects_of(LOOK + wording)
    assert isinstance(effects[0], m.LookAtTop)
    assert isinstance(effects[1], m.ReturnToHand)
    assert effects[-1] == m.PutOnStockpile(target=m.Remaining(), bottom=True, any_order=True)


@pytest.mark.parametrize(
    "wording",
    [
        "Put one of them into your hand and the rest back in any order.",
        "Put one of them into your hand and the others back in any order.",
        "Put one of them into your hand and put the rest back in any order.",
        "Put one of them into your hand and the rest of those cards back in any order.",
        "Put one of them into your hand and the other cards back on top of your Stockpile in any order.",
    ],
)
def test_the_rest_back_on_top_in_any_order_rulebook_playing_area(wording: str) -> None:
    """Rulebook, Playing Area: the Stockpile's top; the cards left go back on it in the order the player chooses."""
    effects = effects_of(LOOK + wording)
    assert effects[-1] == m.PutOnStockpile(target=m.Remaining(), any_order=True)


def test_the_rest_without_a_place_is_not_read() -> None:
    """ "the rest" is only the cards left where it goes back on a Stockpile; "Scrap the rest" of what is unknown."""
    assert not parse_card_text(LOOK + "Scrap the rest.", "Test Card", "Mission", suggestions=False).ok
    assert not parse_card_text("The rest of your Units get +1 attack.", "Test Card", "Mission", suggestions=False).ok


@pytest.mark.parametrize(
    "wording",
    [
        "If it is a Unit card, put it into your hand; otherwise scrap it.",
        "If it is a Unit card, put it into your hand; otherwise, scrap it.",
        "If that card is a Unit card, put it into your hand; otherwise scrap it.",
        "If it is a Unit card, return it to your hand; otherwise scrap it.",
        "If it is a Unit card, put it into your hand. Otherwise, scrap it.",
    ],
)
def test_reveal_the_top_card_if_a_unit_into_hand_otherwise_scrap_it(wording: str) -> None:
    """Rulebook glossary, Reveal and Scrapheap: the revealed card goes to the hand or the Scrapheap."""
    effects = effects_of("Reveal the top card of your Stockpile. " + wording)
    assert isinstance(effects[0], m.RevealCard)
    rider = effects[-1]
    assert isinstance(rider, m.IfCardIs)
    assert rider.card_type == "Unit"
    assert [type(e) for e in rider.effects] == [m.ReturnToHand]
    assert [type(e) for e in rider.otherwise] == [m.Scrap]


@pytest.mark.parametrize(
    "wording",
    [
        "Move a Pilot from one of your 'Mechs to another 'Mech you control.",
        "move a Pilot from one of your 'Mechs to another 'Mech you control.",
        "Move target Pilot from one of your 'Mechs to another 'Mech you control.",
        "Move one Pilot from one of your 'Mechs to another 'Mech you control.",
        "Reassign a Pilot from one of your 'Mechs to another 'Mech you control.",
    ],
)
def test_moving_a_pilot_is_reassigning_it_rulebook_deploy_phase(wording: str) -> None:
    """Rulebook p.18, Deploy Phase: "You can also reassign Pilots between 'Mechs"."""
    assert effects_of(wording) == [
        m.ReassignPilot(
            source=m.Selector(quantifier="one", noun="mech", owner="you"),
            to=m.Selector(quantifier="a", noun="mech", owner="you", other=True),
        )
    ]


def test_moving_another_card_is_not_reassigning() -> None:
    """Only a Pilot moved from a 'Mech is a reassignment; other moves keep their own reading."""
    text = "Move a counter from one of your 'Mechs to another 'Mech you control."
    result = parse_card_text(text, "Test Card", "Mission", suggestions=False)
    assert not result.ok or not any(isinstance(e, m.ReassignPilot) for a in result.abilities for e in a.effects)  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("wording", "free", "counters"),
    [
        ("Search your Stockpile for a Unit card and deploy it without using a deployment.", True, 0),
        ("Search your library for a Unit card and deploy it without counting as a deployment.", True, 0),
        ("Search your Stockpile for a Unit card and deploy it.", False, 0),
        ("Search your Stockpile for a Unit card and put it into your Construction region.", True, 0),
        (
            "Search your Stockpile for a Unit card and put it into your Construction region with three construction "
            "counters on it.",
            True,
            3,
        ),
        (
            "Search your deck for a Unit card and put it into your Under Construction region with 2 construction "
            "counters.",
            True,
            2,
        ),
    ],
)
def test_a_card_deployed_by_an_effect_rulebook_p18(wording: str, free: bool, counters: int) -> None:
    """Rulebook p.18, Deploying Cards: a card deployed goes face down into the Construction region (a deployment of
    the turn); construction counters are the Resources paid towards its cost."""
    search, deploy = effects_of(wording)
    assert search == m.Search(target=m.Selector(quantifier="a", noun="card", card_type="Unit"))
    assert deploy == m.DeployCard(target=m.ThatOne(), free=free, counters=counters)


def test_a_card_deployed_by_an_effect_is_refused_by_name() -> None:
    """Not executed yet: the node-kind table names what is missing (never silently ignored)."""
    assert not executed("effect", "deploy_card")
    assert "deployed by an effect" in refusal("effect", "deploy_card")


@pytest.mark.parametrize(
    "text",
    [
        "Deploy it with three construction counters.",  # "with" only after the Construction region
        "Put it into your Construction region with many construction counters on it.",
        "Deploy it without using an Overheat.",
    ],
)
def test_deploying_sentences_that_do_not_read(text: str) -> None:
    assert not parse_card_text(
        "Search your Stockpile for a Unit card. " + text, "Test Card", "Mission", suggestions=False
    ).ok
