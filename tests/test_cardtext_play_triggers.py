"""A card's own scrapping in other games' words as its trigger (issue 18, gramB10; ``grammar/triggers.lark``, the
gramB10 section): "dies", "is put into the Scrapheap", "goes to its owner's graveyard" read as the pool's "When ~ is
scrapped" (glossary, Scrap: a scrapped card goes into its owner's Scrapheap). Every sentence is invented and read
back from its English rendering."""

from __future__ import annotations

import pytest

from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from tests.cardtext_helpers import parsed

DRAW = [m.Draw(count=1)]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("When this 'Mech dies, draw a card.", None),
        ("When Quillon Hex dies, draw a card.", "Quillon Hex"),
        ("When this dies, draw a card.", None),
        ("When this Unit is put into the Scrapheap, draw a card.", None),
        ("When Quillon Hex is put into your graveyard from play, draw a card.", "Quillon Hex"),
        ("When this Vehicle goes to its owner's discard pile, draw a card.", None),
        ("Whenever Quillon Hex goes into a Scrapheap, draw a card.", "Quillon Hex"),
    ],
)
def test_self_dies_is_self_scrapped_glossary_scrap(text: str, name: str | None) -> None:
    (ability,) = parsed(text, name, "Unit")
    assert ability == m.Triggered(trigger="scrapped", watched=m.This(), effects=DRAW)


@pytest.mark.parametrize(
    ("text", "owner"),
    [
        ("Whenever a 'Mech you control dies, draw a card.", "you"),
        ("Whenever a 'Mech an opponent controls is put into a Scrapheap, draw a card.", "opponent"),
    ],
)
def test_a_mech_dies_is_a_mech_scrapped_glossary_scrap(text: str, owner: str) -> None:
    (ability,) = parsed(text, None, "Command")
    assert ability == m.Triggered(
        trigger="scrapped", watched=m.Selector(quantifier="any", noun="mech", owner=owner), effects=DRAW
    )


def test_a_unit_of_a_kind_put_into_the_scrapheap_is_that_kind_scrapped() -> None:
    (ability,) = parsed("Whenever a Unit you control is put into your Scrapheap, draw a card.", None, "Command")
    again = parsed("Whenever a Unit you control is scrapped, draw a card.", None, "Command")
    assert [ability] == again


@pytest.mark.parametrize(
    "text",
    [
        "When Quillon Hex leaves play, draw a card.",
        "When Quillon Hex dies draw a card.",
        "When Quillon Hex is put into your hand, draw a card.",
        "When Quillon Hex goes to the Stockpile, draw a card.",
    ],
)
def test_self_dies_negatives(text: str) -> None:
    """Leaving play (to a hand, too), going elsewhere than the Scrapheap, no comma: not read as scrapped."""
    assert not parse_card_text(text, "Quillon Hex", "Unit").ok


def test_goes_into_the_scrapheap_instead_stays_a_replacement() -> None:
    """ "If ~ goes into your Scrapheap from play, ... instead" is what happens in its place, not a trigger."""
    text = "If Quillon Hex goes into your Scrapheap from play, return it to your hand instead."
    (ability,) = parsed(text, "Quillon Hex", "Command")
    assert not isinstance(ability, m.Triggered) or ability.trigger != "scrapped"


@pytest.mark.parametrize(
    "text",
    [
        "When Quillon Hex enters play, you may put a Battle Armor Unit from your hand on patrol.",
        "When this 'Mech comes into play, you may put a Battle Armor from your hand into patrol.",
        "When Quillon Hex comes into play, you may put a Vehicle from your hand on patrol.",
        "When this Unit enters play, you may put a 'Mech from your hand on patrol.",
        "When this enters play, you may put a Battle Armor from your hand on patrol.",
    ],
)
def test_on_patrol_is_the_patrol_region_rulebook_p14(text: str) -> None:
    """Rulebook p.14, Playing Area: patrolling Units are in the Patrol region: "on patrol" is "into your Patrol
    region", the pool's wording."""
    (ability,) = parsed(text, "Quillon Hex", "Unit")
    region = text.split(", you may put ")[1].replace(" on patrol.", " into your Patrol region.")
    region = region.replace(" into patrol.", " into your Patrol region.")
    (again,) = parsed("When this card comes into play, you may put " + region, None, "Unit")
    assert isinstance(ability, m.Triggered)
    assert ability.trigger == "comes_into_play"
    assert ability == again


@pytest.mark.parametrize(
    "text",
    ["Put a Vehicle from your hand on patrols.", "Put a Vehicle from your hand patrol.", "Put a Vehicle on guard."],
)
def test_on_patrol_negatives(text: str) -> None:
    assert not parse_card_text(text, None, "Mission").ok
