"""gramC7, issue 18: the card a Pilot or Enhancement is on, named as a subject in other sets' words ("The 'Mech gets
...", "Its 'Mech has ...", "When piloted 'Mech blocks, ...", "The Unit this card is attached to ..."), read as the
rulebook's "the 'Mech piloted by ~" / "the Unit ~ enhances". Every card and sentence here is invented."""

from __future__ import annotations

import pytest

from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from tests.cardtext_helpers import parsed


def _same(text: str, known: str, name: str = "Kestrel Vane") -> list[m.Ability]:
    got = parsed(text, name, "Command")
    assert got == parsed(known, name, "Command"), text
    return got


@pytest.mark.parametrize(
    ("text", "known"),
    [
        ("The 'Mech gets +1 armor.", "The 'Mech piloted by ~ gets +1 armor."),
        ("The 'Mech gets +2 attack until end of turn.", "The 'Mech piloted by ~ gets +2 attack until end of turn."),
        ("Its 'Mech has +1 initiative.", "The 'Mech piloted by ~ has +1 initiative."),
        ("Its 'Mech gains Jump.", "The 'Mech piloted by ~ gains Jump."),
        ("The 'Mech this card is on gets +1 attack.", "The 'Mech piloted by ~ gets +1 attack."),
        ("The 'Mech Kestrel Vane is on can't be blocked.", "The 'Mech piloted by ~ cannot be blocked."),
        ("When piloted 'Mech blocks, it gets +1 armor.", "When the 'Mech piloted by ~ blocks, it gets +1 armor."),
        ("When the 'Mech attacks, draw a card.", "When the 'Mech piloted by ~ attacks, draw a card."),
        ("Whenever its 'Mech attacks, draw a card", "Whenever the 'Mech piloted by ~ attacks, draw a card."),
        ("The OmniMech gets +1 attack.", "The 'Mech piloted by ~ gets +1 attack."),
    ],
)
def test_the_mech_a_pilot_is_on_as_subject_rulebook_p12(text: str, known: str) -> None:
    """rulebook p.12 and glossary, Pilot: a Pilot is played on a 'Mech "to give it an added ability or effect": "the
    'Mech", "its 'Mech", "piloted 'Mech" in a Pilot's sentence are the 'Mech it is on."""
    abilities = _same(text, known)
    assert "piloted_unit" in str([a.model_dump(mode="json") for a in abilities])


@pytest.mark.parametrize(
    ("text", "known"),
    [
        ("This Unit gets +2 armor.", "The Unit ~ enhances gets +2 armor."),
        ("The Unit gets +2 armor and -1 attack.", "The Unit ~ enhances gets +2 armor and -1 attack."),
        ("The Vehicle this card is attached to gains Jump.", "The Unit ~ enhances gains Jump."),
        ("The Unit Reflex Plating is on has +1 armor", "The Unit ~ enhances has +1 armor."),
        ("Its Battle Armor gets +1 attack.", "The Unit ~ enhances gets +1 attack."),
    ],
)
def test_the_unit_an_enhancement_is_on_as_subject_rulebook_p12(text: str, known: str) -> None:
    """rulebook p.12: an Enhancement is played on the card it enhances: "this Unit", "the Unit", "the Vehicle this
    card is attached to" in an Enhancement's sentence are that card (on a Command card "this Unit" is not the card
    itself)."""
    abilities = _same(text, known, "Reflex Plating")
    assert "enhanced" in str([a.model_dump(mode="json") for a in abilities])


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Each piloted 'Mech gets +1 armor.", "Command"),
        ("Your piloted 'Mechs get +1 armor.", "Command"),
        ("Gravel Drake gets +1 armor. This Unit cannot block.", "Unit"),
    ],
)
def test_selectors_and_a_units_own_text_keep_their_meaning_rulebook_p12(text: str, card_type: str) -> None:
    """ "each piloted 'Mech" is every piloted 'Mech, and a Unit's "this Unit" is itself: neither is the card a Pilot
    is on (rulebook p.12)."""
    result = parse_card_text(text, "Gravel Drake", card_type)
    assert result.ok
    assert "piloted_unit" not in str([a.model_dump(mode="json") for a in result.abilities])


def test_the_mech_a_mission_chose_is_not_a_host() -> None:
    """A Mission is played on no card (rulebook p.13): its "The 'Mech" is never read as the card it is on."""
    result = parse_card_text("Target 'Mech gets +2 attack. The 'Mech cannot block this turn.", "Sudden Push", "Mission")
    assert "piloted_unit" not in str([a.model_dump(mode="json") for a in result.abilities])


@pytest.mark.parametrize(
    ("text", "known", "card_type"),
    [
        ("Draw a card", "Draw a card.", "Mission"),
        ("Gravel Drake gets +1 armor while attacking", "Gravel Drake gets +1 armor while attacking.", "Unit"),
        ("Target Unit gets +2 attack\nDraw a card", "Target Unit gets +2 attack.\nDraw a card.", "Mission"),
        ("Missile 2, Jump", "Missile 2, Jump.", "Unit"),
    ],
)
def test_a_line_without_its_full_stop_ends_its_sentence(text: str, known: str, card_type: str) -> None:
    """Fan sets leave the full stop off a line's last sentence: the line break ends it (as it ends a sentence
    already, :func:`judge.cardtext.parser.split_sentences`); it reads as the sentence with its full stop."""
    assert parsed(text, "Gravel Drake", card_type) == parsed(known, "Gravel Drake", card_type)
