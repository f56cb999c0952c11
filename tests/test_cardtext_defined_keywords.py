"""gramA9, issue 18: keywords of the card's own, defined by their rules after them ("Sniper 2 (When this Unit attacks,
it deals N damage to target Unit.)", "Hardened Armor 1 - This Unit gets +X armor."): a named ability whose meaning is
its definition, the letter of the definition bound to the label's number where the definition names it; a keyword
with no definition has no meaning and stays unread with a message naming it (``judge/cardtext/undefined_keywords.py``);
a misspelt rulebook keyword is reported as the misspelling. Rulebook p.31: "All other options are described on the
cards themselves". Every card and sentence here is invented."""

from __future__ import annotations

import pytest

from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from tests.cardtext_helpers import parsed

_NAME = "Slate Warden"


def _read(text: str) -> list[m.Ability]:
    return parsed(text, _NAME, "Unit")


def _error(text: str) -> str:
    result = parse_card_text(text, _NAME, "Unit")
    assert not result.ok
    return " ".join(e.message for e in result.errors)


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("Hardened Armor 2 (This Unit gets +X armor.)", "Hardened Armor 2"),
        ("Hardened Armor 2: This Unit gets +X armor.", "Hardened Armor 2"),
        ("Hardened Armor 2 - This Unit gets +N armor.", "Hardened Armor 2"),
        ("Plating 2 (Slate Warden gets +X armor.)", "Plating 2"),
        ("Hardened Armor 2 - This Unit gets +2 armor.", "Hardened Armor 2"),
    ],
)
def test_defined_keyword_number_bound_rulebook_p31(text: str, label: str) -> None:
    """Rulebook p.31: an option described on the card; the letter of its description is the number of its name."""
    (ability,) = _read(text)
    assert isinstance(ability, m.Static) and ability.label == label
    assert ability.effects == [m.ModifyStat(target=m.This(), stat="armor", amount=2)]


@pytest.mark.parametrize(
    "text",
    [
        "Sniper 3 (When this Unit attacks, it deals N damage to target Unit.)",
        "Sniper 3: When this Unit attacks, it deals X damage to target Unit.",
        "Sniper 3 (When this Unit attacks, it deals 3 damage to target Unit.)",
    ],
)
def test_defined_keyword_number_in_a_trigger_rulebook_p31(text: str) -> None:
    """The number bound in a triggered definition as in a static one."""
    (ability,) = _read(text)
    assert isinstance(ability, m.Triggered) and ability.label == "Sniper 3"
    (damage,) = ability.effects
    assert isinstance(damage, m.DealDamage) and damage.amount == 3


def test_two_letters_are_not_guessed_rulebook_p31() -> None:
    """Where the definition names two letters, which one is the label's number is not said: it stays unread."""
    assert not parse_card_text("Bulwark 2 (This Unit gets +X armor and +N attack.)", _NAME, "Unit").ok


def test_letter_without_a_number_stays_unread_rulebook_p31() -> None:
    """A letter with no number in the label has no value: never guessed."""
    assert not parse_card_text("Shielded (This Unit gets +X armor.)", _NAME, "Unit").ok


@pytest.mark.parametrize(
    ("text", "labels"),
    [
        ("Evasive (This Unit gets +1 armor.), Jump", ["Evasive", None]),
        ("Scout (This Unit gets +1 attack.) Stealth (This Unit gets +1 armor.)", ["Scout", "Stealth"]),
        ("Bracing 1 - This Unit gets +X armor.", ["Bracing 1"]),
        ("Steady (This Unit gets +1 armor.), ECM", ["Steady", None]),
    ],
)
def test_several_defined_keywords_on_a_line_rulebook_p31(text: str, labels: list[str | None]) -> None:
    """Rulebook p.31: a Unit's options printed on one line, the card's own among the rulebook's."""
    assert [getattr(a, "label", None) for a in _read(text)] == labels


@pytest.mark.parametrize("text", ["Flying", "Trample.", "Haste, Vigilance", "ECM, Stealth", "Sniper 2"])
def test_keyword_without_rules_text_is_named_rulebook_p31(text: str) -> None:
    """A keyword that is not the rulebook's and that the card does not define has no meaning: the message names it
    and says it has no rules text."""
    message = _error(text)
    first = next(w for w in text.rstrip(".").split(", ") if w != "ECM")
    assert repr(first) in message and "no rules text" in message


@pytest.mark.parametrize(
    ("text", "meant"),
    [("Ecm", "ECM"), ("Anti Missile", "Anti-Missile"), ("Long Rang 2", "Long-Range"), ("Narcc", "NARC")],
)
def test_misspelt_rulebook_keyword_is_reported_rulebook_glossary(text: str, meant: str) -> None:
    """Glossary (the keywords) and p.31 (the options): a name close to the rulebook's is that one misspelt."""
    assert f"did you mean the rulebook's {meant}?" in _error(text)
