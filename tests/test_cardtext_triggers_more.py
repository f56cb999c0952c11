"""Issue 18 (gramB8): more wordings of the game's events as triggers, read from invented sentences (never pool text),
each read back from its English rendering (``tests/cardtext_helpers.py``): a card of some kind scrapped (in a
battle or mission only), the piloted 'Mech's events, this Unit coming into play, a Unit of some kind dealing damage
or scrapping a card, the start and end of every player's turn. What the engine does not do yet is refused by name."""

from __future__ import annotations

import pytest

from judge.bttcg.turn_scrapped import scrapped_problem
from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from tests.cardtext_helpers import parsed


def _triggered(text: str, card_type: str = "Command") -> m.Triggered:
    (ability,) = parsed(text, "Hollow Crown", card_type)
    assert isinstance(ability, m.Triggered)
    return ability


@pytest.mark.parametrize(
    ("text", "noun"),
    [
        ("Whenever one of your Units is scrapped, draw a card.", "unit"),
        ("When one of your 'Mechs is scrapped, draw a card.", "mech"),
        ("When a Unit you control is scrapped, draw a card.", "unit"),
        ("When one of your Vehicles is scrapped, draw a card.", "vehicle"),
        ("Whenever one of your 'Mechs is destroyed, draw a card.", "mech"),
    ],
)
def test_one_of_your_units_scrapped_is_any_of_yours_glossary_scrap(text: str, noun: str) -> None:
    """Glossary, Scrap: "one of your Units is scrapped" watches each of your Units, the same as "a Unit you control
    is scrapped" (the pool's wording, which the engine executes for counters)."""
    ability = _triggered(text)
    assert ability.trigger == "scrapped" and not ability.conditions
    assert isinstance(ability.watched, m.Selector) and ability.watched.owner == "you" and ability.watched.noun == noun
    word = {"unit": "Unit", "mech": "'Mech", "vehicle": "Vehicle"}[noun]
    assert ability == _triggered(f"Whenever a {word} you control is scrapped, draw a card.")


@pytest.mark.parametrize(
    ("text", "during"),
    [
        ("Whenever one of your Units is scrapped during a battle, draw a card.", m.During(whose="any", battle=True)),
        ("When a Unit you control is scrapped during the battle, draw a card.", m.During(whose="any", battle=True)),
        (
            "Whenever a Unit you control is scrapped during this battle, draw a card.",
            m.During(whose="any", battle=True),
        ),
        ("Whenever an opposing Unit is scrapped during a mission, draw a card.", m.During(whose="any", mission=True)),
        ("When one of your Units is scrapped during this mission, draw a card.", m.During(whose="any", mission=True)),
    ],
)
def test_scrapped_during_a_battle_or_mission_rulebook_p26(text: str, during: m.During) -> None:
    """Rulebook p.26-30: Units are scrapped by the damage of a battle; "during a battle" keeps the trigger to
    those. The engine refuses the condition by name (turn_scrapped.scrapped_problem)."""
    ability = _triggered(text)
    assert ability.trigger == "scrapped" and ability.conditions == [during]
    assert scrapped_problem(ability) is not None


@pytest.mark.parametrize(
    "text",
    [
        "When the piloted 'Mech is scrapped, draw a card.",
        "Whenever the piloted 'Mech is scrapped, draw a card.",
        "If the piloted 'Mech is scrapped, draw a card.",
        "When the piloted 'Mech is destroyed, draw a card.",
        "When the piloted OmniMech is scrapped, draw a card.",
    ],
)
def test_the_piloted_mech_scrapped_rulebook_p12_pilots(text: str) -> None:
    """Rulebook p.12, Pilots: a Pilot is put on a 'Mech; "the piloted 'Mech" is the 'Mech piloted by this card."""
    ability = _triggered(text, "Pilot")
    same = _triggered("If 'Mech piloted by Hollow Crown is scrapped, draw a card.", "Pilot")
    assert ability == same


@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        ("When the piloted 'Mech attacks or blocks, draw a card.", "piloted_attacks_or_blocks"),
        ("Whenever the piloted 'Mech blocks or attacks, draw a card.", "piloted_attacks_or_blocks"),
        ("Whenever the piloted 'Mech attacks, draw a card.", "unit_attacks"),
        ("When the piloted 'Mech blocks, draw a card.", "unit_blocks"),
    ],
)
def test_the_piloted_mech_attacks_or_blocks_rulebook_p12(text: str, trigger: str) -> None:
    """The same 'Mech's attack or block (rulebook p.26, Battle)."""
    ability = _triggered(text, "Pilot")
    assert ability.trigger == trigger
    assert ability.watched in (None, m.PilotedUnit())


@pytest.mark.parametrize(
    "text",
    [
        "When this 'Mech comes into play, draw a card.",
        "When this Unit comes into play, draw a card.",
        "When this Vehicle enters play, draw a card.",
        "When this OmniMech comes into play, draw a card.",
        "When this Battle Armor enters play, draw a card.",
    ],
)
def test_this_unit_comes_into_play_rulebook_p18(text: str) -> None:
    """Rulebook p.18-20: a Unit comes into play once constructed and activated; "this 'Mech" is the card itself."""
    assert _triggered(text, "Unit") == _triggered("When Hollow Crown comes into play, draw a card.", "Unit")


@pytest.mark.parametrize(
    ("text", "trigger", "noun"),
    [
        ("Whenever one of your Units deals damage to a site, draw a card.", "unit_damages", "unit"),
        ("Whenever one of your 'Mechs damages a site, draw a card.", "unit_damages", "mech"),
        ("When a Unit you control deals damage to an opponent's Stockpile, draw a card.", "unit_damages", "unit"),
        ("Whenever one of your Units scraps an opposing Unit, draw a card.", "unit_scraps", "unit"),
        ("Whenever one of your 'Mechs scraps an enemy 'Mech, draw a card.", "unit_scraps", "mech"),
        ("When one of your Vehicles scraps a Unit, draw a card.", "unit_scraps", "vehicle"),
    ],
)
def test_a_unit_of_a_kind_deals_damage_or_scraps_rulebook_p30(text: str, trigger: str, noun: str) -> None:
    """Rulebook p.30, Resolving Damage: a Unit deals its damage to the target or the Units it fights, and scraps
    those with damage equal to their structure. Any of your Units, not this one alone; refused by the engine."""
    ability = _triggered(text)
    assert ability.trigger == trigger
    assert isinstance(ability.watched, m.Selector) and ability.watched.owner == "you" and ability.watched.noun == noun
    assert ability.watched.quantifier in ("a", "any")
    assert isinstance(ability.conditions[0], m.Facing)


@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        ("At the beginning of each turn, draw a card.", "turn_start"),
        ("At the start of each turn, draw a card.", "turn_start"),
        ("At the start of each player's turn, draw a card.", "turn_start"),
        ("At the beginning of every turn, draw a card.", "turn_start"),
        ("At the end of each turn, draw a card.", "turn_end"),
        ("At the end of every player's turn, draw a card.", "turn_end"),
    ],
)
def test_every_turn_start_and_end_rulebook_p16(text: str, trigger: str) -> None:
    """Rulebook p.16: the players take turns; "each turn" is every player's, not only yours. The engine runs the
    start and end of your own turns only: a condition it refuses by name."""
    from judge.bttcg.turn_start import turn_start_problem

    ability = _triggered(text)
    assert ability.trigger == trigger and ability.conditions == [m.During(whose="any")]
    if trigger == "turn_start":
        assert turn_start_problem(ability) is not None


@pytest.mark.parametrize(
    "text",
    [
        "Whenever one of Units is scrapped, draw a card.",  # whose Units is not said
        "Whenever one of your Units is scrapped during a turn, draw a card.",  # no such span
        "When Hollow Crown is scrapped during the battle mission, draw a card.",  # no such span
        "When the piloted is scrapped, draw a card.",  # no 'Mech named
        "At the end of each turns, draw a card.",  # broken
        "When this 'Mech comes play, draw a card.",  # broken
        "Whenever one of your Units scraps, draw a card.",  # nothing scrapped
    ],
)
def test_trigger_wordings_that_do_not_read(text: str) -> None:
    """Meaningless variants are not read into a trigger (no catch-all)."""
    assert not parse_card_text(text, "Hollow Crown", "Command").ok


@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        ("Whenever an opponent draws a card, draw a card.", "opponent_draws"),
        ("When your opponent draws a card, draw a card.", "opponent_draws"),
        ("Whenever each opponent draws cards, draw a card.", "opponent_draws"),
        ("Whenever an opponent draws a card outside of his or her Draw phase, draw a card.", "opponent_draws_extra"),
        (
            "Whenever your opponent draws one or more cards outside their Draw phase, draw a card.",
            "opponent_draws_extra",
        ),
        ("When an opponent draws a card outside his or her Draw phase, draw a card.", "opponent_draws_extra"),
    ],
)
def test_an_opponent_draws_a_card_rulebook_p17(text: str, trigger: str) -> None:
    """Rulebook p.17, Draw Phase: each player draws in his or her Draw phase; other draws are a card's. Not executed
    yet: refused by name through the trigger table."""
    from judge.bttcg.executes import refusal

    ability = _triggered(text)
    assert ability.trigger == trigger and not ability.conditions
    assert refusal("trigger", trigger) is not None


@pytest.mark.parametrize(
    "text",
    [
        "Whenever an opponent draws, draw a card.",  # nothing drawn
        "Whenever an opponent draws a card outside of his or her Deploy phase, draw a card.",  # not the draw's phase
        "Whenever an opponent draws a card inside his or her Draw phase, draw a card.",  # not said so
    ],
)
def test_opponent_draw_wordings_that_do_not_read(text: str) -> None:
    assert not parse_card_text(text, "Hollow Crown", "Command").ok
