"""gramA9, issue 18: costs and resource lines in other wordings (``judge/cardtext/normalize_costs.py``), read as the
pool's cost nodes: the card scrapped to pay, resources paid by their number, counters removed beside the tap, the last
counter gone, a card that comes into play tapped. Every card and sentence here is invented."""

from __future__ import annotations

import pytest

from judge.cardtext.parser import parse_card_text
from judge.cardtext.render import render_abilities
from judge.dsl import models as m
from tests.cardtext_helpers import parsed


def _activated(text: str, card_type: str = "Command") -> m.Activated:
    (ability,) = parsed(text, "Quarry Nine", card_type)
    assert isinstance(ability, m.Activated), ability
    return ability


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Sacrifice this: Draw a card.", "Command"),
        ("Scrap this: Draw a card.", "Command"),
        ("Sacrifice this 'Mech: Draw a card.", "Unit"),
        ("Scrap this 'Mech: Draw a card.", "Unit"),
        ("Sacrifice Quarry Nine: Draw a card.", "Command"),
        ("Scrap this card: Draw a card.", "Command"),
    ],
)
def test_scrap_this_as_a_cost_glossary_scrap(text: str, card_type: str) -> None:
    """Glossary, Scrap: the card put into its controller's Scrapheap; scrapping itself pays for the ability, as
    "Scrap ~:" does (other card games' "sacrifice" is the same)."""
    ability = _activated(text, card_type)
    assert ability.cost == [m.ScrapCost(source="this")]
    assert ability.effects == [m.Draw()]


def test_tap_and_scrap_this_glossary_scrap() -> None:
    """Glossary, Tap and Scrap: both paid at once ("{T}, sacrifice this:")."""
    ability = _activated("{T}, sacrifice this: Draw a card.")
    assert ability.cost == [m.TapCost(), m.ScrapCost(source="this")]
    assert "scrap this card" in render_abilities([ability])


def test_this_mech_on_a_pilot_is_its_mech_rulebook_p12() -> None:
    """Rulebook p.12: on a Pilot "this 'Mech" is the 'Mech it pilots, not the card itself: never read as the Pilot
    scrapping itself."""
    assert not parse_card_text("Scrap this 'Mech: Draw a card.", "Quarry Nine", "Command").ok


@pytest.mark.parametrize(
    ("text", "cost"),
    [
        ("Tap, pay 2 resources: Draw a card.", [m.TapCost(), m.ResourceCost(), m.ResourceCost()]),
        ("Pay two resources: Draw a card.", [m.ResourceCost(), m.ResourceCost()]),
        ("Pay 1 resource: Draw a card.", [m.ResourceCost()]),
        ("{T}, pay 3: Draw a card.", [m.TapCost(), m.ResourceCost(), m.ResourceCost(), m.ResourceCost()]),
        ("Pay {R}{R}: Draw a card.", [m.ResourceCost(), m.ResourceCost()]),
        ("Pay one {R}, tap: Draw a card.", [m.ResourceCost(), m.TapCost()]),
    ],
)
def test_resources_paid_by_number_rulebook_p19_costs(text: str, cost: list[m.AbilityCost]) -> None:
    """Rulebook p.16-19, Resources: each resource pays one point of a cost; a cost of N resources is N {R}."""
    ability = _activated(text)
    assert ability.cost == cost
    assert ability.effects == [m.Draw()]


@pytest.mark.parametrize(
    "text",
    [
        "{T}, remove a fuel counter from this card: {R}{R}.",
        "Tap, remove a fuel counter from this card: {R} {R}.",
        "{T}, Remove a fuel counter from Quarry Nine: {R}{R}.",
        "Tap for {R}{R}.",
        "Tap: add {R}{R}.",
    ],
)
def test_resource_lines_glossary_tap(text: str) -> None:
    """Glossary, Tap (a card tapped to use its ability) and Resources: the ability adds {R} {R}; counters removed
    beside the tap are part of the cost and are rendered with it."""
    ability = _activated(text)
    assert ability.effects == [m.AddResources(count=2)]
    assert ability.cost[0] == m.TapCost()
    if "counter" in text:
        assert ability.cost[1:] == [m.RemoveCountersCost(counter="fuel")]
        assert "remove a fuel counter from this card" in render_abilities([ability])


@pytest.mark.parametrize(
    "text",
    [
        "When this card has no fuel counters, scrap it.",
        "When Quarry Nine has no fuel counters left, scrap it.",
        "If this card has no fuel counters on it, scrap it.",
        "When the last fuel counter is removed from this card, scrap it.",
        "Once the last fuel counter has been removed from this card, scrap it.",
        "When the last fuel counter has been removed, scrap this card.",
    ],
)
def test_no_counters_left_glossary_counter(text: str) -> None:
    """Glossary, Counter; the rulebook's "When the last counter has been removed, scrap this card": a card that spends
    the counters it came into play with is scrapped when none is left."""
    (ability,) = parsed(text, "Quarry Nine", "Command")
    assert ability == m.Triggered(trigger="last_counter_removed", effects=[m.Scrap(target=m.This())])


@pytest.mark.parametrize(
    "text",
    [
        "This card enters play tapped.",
        "This card comes into play tapped.",
        "Quarry Nine enters tapped.",
        "Quarry Nine is put into play tapped.",
        "This Unit enters the battlefield tapped.",
    ],
)
def test_comes_into_play_tapped_glossary_tap(text: str) -> None:
    """Glossary, Tap: the card turned sideways; one that comes into play tapped is tapped as it comes into play."""
    (ability,) = parsed(text, "Quarry Nine", "Command")
    assert ability == m.Triggered(trigger="comes_into_play", effects=[m.Tap(target=m.This())])


@pytest.mark.parametrize(
    "text",
    [
        "Pay 2 resources to draw a card.",  # no colon: not a cost line
        "Sacrifice this to the gods: Draw a card.",
        "This card enters play tapped and untapped.",
        "When this card has no fuel counters, draw a card and scrap it.",
    ],
)
def test_cost_wordings_not_catch_alls(text: str) -> None:
    """The wordings above are read only whole: a sentence that says more or something else is not read as them."""
    result = parse_card_text(text, "Quarry Nine", "Command")
    if result.ok:
        # "When ..., draw a card and scrap it" reads, but never as scrapping the card alone
        assert all(
            a != m.Triggered(trigger="last_counter_removed", effects=[m.Scrap(target=m.This())])
            for a in result.abilities
        )
        assert text.startswith("When")
