"""gramC7, issue 18: keyword reminders in other shapes: several keywords each with its reminder on one line, a
reminder after the keyword's full stop, a keyword with a value and a reworded reminder. The keyword is read as the
rules define it; a reminder the grammar reads is checked, one it does not is marked unchecked. Invented texts."""

from __future__ import annotations

from typing import get_args

import pytest

from judge.bttcg.refusals import node_refusals
from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m


def _keywords(text: str) -> list[tuple[str, int | None, str]]:
    result = parse_card_text(text, "Gravel Drake", "Unit")
    assert result.ok, [e.message for e in result.errors]
    out = []
    for ability in result.abilities:
        assert isinstance(ability, m.Keyword), ability
        assert ability.reminder or ability.wording == "current"
        out.append((ability.name, ability.value, ability.wording if ability.reminder else "-"))
    return out


@pytest.mark.parametrize(
    ("text", "keywords"),
    [
        (
            "ECM (Your Units in its group get +1 armor.), Anti-Missile (Missiles deal 1 less damage to its group.)",
            [("ECM", None, "reworded"), ("Anti-Missile", None, "reworded")],
        ),
        (
            "ECM (Units in its group get +1 armor.), VTOL (Only guarding Units may block it.)",
            [("ECM", None, "reworded"), ("VTOL", None, "unchecked")],
        ),
        (
            "Vehicle (Roll a die when damaged.) VTOL (Only guarding Units may block it.)",
            [("Vehicle", None, "unchecked"), ("VTOL", None, "unchecked")],
        ),
        (
            "Long-Range 2 (blocked: 2 damage to the target anyway), ECM",
            [("Long-Range", 2, "unchecked"), ("ECM", None, "-")],
        ),
        ("NARC (Subtract 1 from missile rolls. Its whole group benefits.)", [("NARC", None, "unchecked")]),
        ("VTOL. (Only guarding Units may block this Unit.)", [("VTOL", None, "unchecked")]),
        ("Battle Armor. (Cannot attack alone.)", [("Battle Armor", None, "reworded")]),
        ("Hand-to-Hand 2. (Better against slower Units.)", [("Hand-to-Hand", 2, "unchecked")]),
    ],
)
def test_keywords_with_reminders_in_other_shapes_ce_rulings_unit_options(
    text: str, keywords: list[tuple[str, int | None, str]]
) -> None:
    """CE General Rulings, Unit Options (ECM, Anti-Missile, NARC, VTOL) and rulebook p.31 and glossary: a keyword's
    rules are the rulebook's; its reminder only reminds, so a reworded one leaves the keyword read."""
    assert _keywords(text) == keywords


def test_a_reminder_at_odds_with_its_keyword_stays_an_error_rulebook_glossary_long_range() -> None:
    """Glossary, Long-Range: a reminder the grammar reads and that disagrees with the keyword's number is an error,
    also among several keywords with reminders."""
    text = "Long-Range 2 (If this Unit is blocked, it may deal up to 3 of its damage to the target.), ECM (x)"
    assert not parse_card_text(text, "Gravel Drake", "Unit").ok


def test_an_effect_with_parentheses_is_no_keyword_line() -> None:
    """Only keywords take a reminder: "Draw a card (if you can), ECM (x)" is no keyword line."""
    assert not parse_card_text("Draw a card (if you can), ECM (x)", "Gravel Drake", "Unit").ok


@pytest.mark.parametrize(
    ("text", "card_type", "names"),
    [
        ("Terrain.", "Command", ["Terrain"]),
        ("Artillery", "Command", ["Artillery"]),
        ("Subterfuge, Unique.", "Command", ["Subterfuge", "Unique"]),
        ("Omni, Jump", "Unit", ["Omni", None]),
    ],
)
def test_card_kind_printed_as_a_keyword_line_rulebook_p10(text: str, card_type: str, names: list[str | None]) -> None:
    """rulebook p.10 (What Do Your Cards Do?): "the first keyword lists the card's type ... Artillery is a type of
    Command card", "the Omni keyword"; CE General Rulings, Difficult Terrain: "Add the keyword Terrain.". A keyword
    line of the text names the card's kind; the engine refuses it out loud (it takes a card's kind from its keyword
    line), never drops it."""
    result = parse_card_text(text, "Hidden Cache", card_type)
    assert result.ok, [e.message for e in result.errors]
    assert [a.name if isinstance(a, m.Keyword) else None for a in result.abilities] == names
    kinds = [a for a in result.abilities if isinstance(a, m.Keyword) and a.name in get_args(m.CardKindKeyword)]
    for keyword in kinds:
        assert node_refusals(keyword), keyword


def test_card_kind_word_before_a_noun_stays_a_selector() -> None:
    """ "Terrain cards ..." names cards of that kind (a selector), not the keyword."""
    result = parse_card_text("Destroy target Terrain card.", "Hidden Cache", "Mission")
    assert result.ok
    assert not any(isinstance(a, m.Keyword) for a in result.abilities)


@pytest.mark.parametrize(
    ("text", "keywords"),
    [
        ("VTOL: Only guarding Units may block this Unit.", [("VTOL", None, "unchecked")]),
        ("ECM: Your Units in its group get +1 armor.", [("ECM", None, "reworded")]),
        (
            "Long-Range 2: If this Unit is blocked, it may deal up to 2 of its damage to the target.",
            [("Long-Range", 2, "current")],
        ),
        ("Battle Armor: It can't attack alone", [("Battle Armor", None, "reworded")]),
    ],
)
def test_keyword_as_a_label_before_its_reminder_ce_rulings_unit_options(
    text: str, keywords: list[tuple[str, int | None, str]]
) -> None:
    """A keyword printed as a label ("VTOL: ...") before its reminder: the keyword, its reminder checked where the
    grammar reads it (never its effect applied twice: the reminder only reminds; CE General Rulings, Unit Options)."""
    assert _keywords(text) == keywords


def test_keyword_label_with_a_reminder_at_odds_is_an_error_glossary_long_range() -> None:
    """Glossary, Long-Range: "Long-Range 2: ... up to 3 ..." disagrees with its number: an error."""
    text = "Long-Range 2: If this Unit is blocked, it may deal up to 3 of its damage to the target."
    assert not parse_card_text(text, "Gravel Drake", "Unit").ok
