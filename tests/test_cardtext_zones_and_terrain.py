"""gramC7, issue 18: zone moves and Terrain placement in other words ("Then shuffle your Stockpile.", "afterward",
"Play on a region."), read as the wordings the grammar knows. Every text here is invented."""

from __future__ import annotations

import pytest

from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from tests.cardtext_helpers import parsed


@pytest.mark.parametrize(
    ("text", "known"),
    [
        (
            "{T}: Search your Stockpile for a Pilot card and put it into your hand. Then shuffle your Stockpile.",
            "{T}: Search your Stockpile for a Pilot card and put it into your hand. Shuffle your Stockpile afterwards.",
        ),
        (
            "{T}: Search your Stockpile for a 'Mech card and put it into your hand. Shuffle your Stockpile afterward.",
            "{T}: Search your Stockpile for a 'Mech card and put it into your hand. Shuffle your Stockpile afterwards.",
        ),
        ("{T}: Draw a card. Then, draw a card.", "{T}: Draw a card. Draw a card."),
    ],
)
def test_the_next_step_of_a_search_then_shuffle_rulebook_glossary_stockpile(text: str, known: str) -> None:
    """An effect's sentences happen in their order: "Then ..." and "afterward" say what "afterwards" does (the
    Stockpile shuffled after the search; rulebook glossary, Stockpile)."""
    assert parsed(text, "Salvage Yard", "Command") == parsed(known, "Salvage Yard", "Command")


@pytest.mark.parametrize(
    "text",
    [
        "Play on a region.",
        "Place this card in one of your regions.",
        "Put Marsh Fog into your region.",
        "Play only in one of your regions.",
    ],
)
def test_terrain_played_in_one_of_your_regions_rulebook_glossary_terrain(text: str) -> None:
    """Rulebook glossary, Terrain: "Terrain cards are a kind of Enhancement that you play in regions rather than on
    cards"; CE General Rulings, Patrol Region: "If you put a Terrain card in your Patrol region ...": "Play on a
    region." is "Play ~ only in one of your regions."."""
    assert parsed(text, "Marsh Fog", "Command") == parsed(
        "Play Marsh Fog only in one of your regions.", "Marsh Fog", "Command"
    )


def test_terrain_in_any_region_is_not_read_as_ones_own() -> None:
    """ "In any region" may be an opponent's: not read as "one of your regions"."""
    result = parse_card_text("Play in any region.", "Marsh Fog", "Command")
    assert not any(isinstance(a, m.PlayRestriction) for a in result.abilities)


@pytest.mark.parametrize(
    ("text", "amount", "less", "step", "minimum"),
    [
        ("Your 'Mechs cost 1 less to construct.", 1, True, "construct", None),
        ("Your 'Mechs cost 1 less to construct, to a minimum of 1.", 1, True, "construct", 1),
        ("Your Units cost 2 less to deploy (minimum 1).", 2, True, "deploy", 1),
        ("Salvage Yard costs 1 less to construct.", 1, True, "construct", None),
        ("Your Vehicles cost 2 more to construct.", 2, False, "construct", None),
    ],
)
def test_cards_that_cost_less_to_construct_rulebook_p19(
    text: str, amount: int, less: bool, step: str, minimum: int | None
) -> None:
    """Rulebook p.19 (Constructing Cards): a card's construction cost is paid in construction counters; a card may
    make it less ("to a minimum of 1": never below). Read, and refused by the engine by name."""
    (ability,) = parsed(text, "Salvage Yard", "Command")
    assert isinstance(ability, m.Static)
    (effect,) = ability.effects
    assert isinstance(effect, m.CostChange)
    assert (effect.amount, effect.less, effect.step, effect.minimum) == (amount, less, step, minimum)


def test_a_minimum_on_a_card_that_costs_more_is_an_error() -> None:
    """ "Costs 1 more, to a minimum of 1" says nothing a designer means: an error, never read."""
    assert not parse_card_text("Your 'Mechs cost 1 more to construct, to a minimum of 1.", "Salvage Yard", "Command").ok
