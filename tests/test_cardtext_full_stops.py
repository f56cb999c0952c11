"""A sentence printed without its full stop reads as with it (issue 18: card sets as designers type them; the last
line of a card, a keyword line, a fan set's loose typing). Every sentence is invented."""

from __future__ import annotations

import pytest

from judge.cardtext.parser import parse_card_text


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Draw a card", "Command"),
        ("~ gets +1 attack", "Unit"),
        ("{T}: Deal 1 damage to one opposing Unit", "Command"),
        ("Scrap ~ when it is revealed. Draw two cards", "Command"),
        ("Jump\n~ gets +1 armor", "Unit"),
        ("Your Units get +1 initiative!", "Command"),
    ],
)
def test_a_sentence_without_its_full_stop_reads_as_with_it(text: str, card_type: str) -> None:
    """The same abilities as the text with every sentence ended by a full stop; the text printed is kept as it is."""
    lines = (line.removesuffix("!") for line in text.split("\n"))
    stopped = "\n".join(line if line.endswith(".") or line == "Jump" else line + "." for line in lines)
    loose = parse_card_text(text, "Zorblax Raider", card_type)
    assert loose.ok, loose.errors
    assert loose.abilities == parse_card_text(stopped, "Zorblax Raider", card_type).abilities
    assert loose.text == text


@pytest.mark.parametrize("text", ["Deal 2 damage to one opposing Unit and", "Roll a die:", "Draw a card,"])
def test_a_sentence_cut_short_is_still_an_error(text: str) -> None:
    """A full stop added never makes a cut sentence read: it still ends too early, in the printed words."""
    result = parse_card_text(text, "Zorblax Raider", "Command")
    assert not result.ok
    assert text.rstrip(".,:") in result.errors[0].message
