"""gramC7, issue 18: activation and timing written loosely, as fan sets write them ("Activate: ...", "When revealed,
...", "Once per turn.", "Tap this card to ..."), read as the rulebook's wordings. Every text here is invented."""

from __future__ import annotations

import pytest

from tests.cardtext_helpers import parsed


@pytest.mark.parametrize(
    ("text", "known"),
    [
        ("Activate: Draw a card.", "When you activate this card, draw a card."),
        ("On activation: Each player draws a card", "When you activate this card, each player draws a card."),
        (
            "When activated, target Unit gets +1 armor until end of turn.",
            "When you activate this card, target Unit gets +1 armor until end of turn.",
        ),
        (
            "Upon activation, put a supply counter on this card.",
            "When you activate this card, put a supply counter on this card.",
        ),
    ],
)
def test_activation_written_as_a_label_rulebook_p20(text: str, known: str) -> None:
    """rulebook p.20 (Activating Cards) and glossary, Activate: a card paid for is activated; "Activate:" and "When
    activated," name that moment as "When you activate this card," does."""
    assert parsed(text, "Supply Depot", "Command") == parsed(known, "Supply Depot", "Command")


@pytest.mark.parametrize(
    ("text", "known"),
    [
        ("When revealed, scrap it.", "When you reveal this card, scrap it."),
        ("Reveal: Draw a card.", "When you reveal this card, draw a card."),
        ("On reveal, each opponent discards a card.", "When you reveal this card, each opponent discards a card."),
    ],
)
def test_reveal_written_as_a_label_rulebook_p18(text: str, known: str) -> None:
    """rulebook p.18 (Deploying Cards) and glossary, Reveal: a card under construction is turned face up; "When
    revealed," is "When you reveal this card,"."""
    assert parsed(text, "Supply Depot", "Command") == parsed(known, "Supply Depot", "Command")


@pytest.mark.parametrize(
    ("text", "known"),
    [
        ("{T}: Draw a card. Once per turn.", "{T}: Draw a card. Use this ability only once each turn."),
        ("{T}: Draw a card. Once each turn.", "{T}: Draw a card. Use this ability only once each turn."),
        (
            "{T}: Target Unit gets +1 armor until end of turn. Usable once per turn.",
            "{T}: Target Unit gets +1 armor until end of turn. Use this ability only once each turn.",
        ),
        ("Tap Supply Depot to draw a card.", "{T}: Draw a card."),
        (
            "Tap this card to give target 'Mech +2 attack until end of turn.",
            "{T}: Target 'Mech gets +2 attack until end of turn.",
        ),
    ],
)
def test_tap_cost_and_once_per_turn_written_loosely_rulebook_glossary_tap(text: str, known: str) -> None:
    """rulebook glossary, Tap: "a card having the tap symbol ... to use its special ability": an ability whose
    cost is tapping its card, and "Use this ability only once each
    turn": "Tap this card to ..." and "Once per turn." say the same."""
    assert parsed(text, "Supply Depot", "Command") == parsed(known, "Supply Depot", "Command")
