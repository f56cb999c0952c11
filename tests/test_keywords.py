"""The keyword line split into type, subtypes, Unique, alignment and affiliations."""

from __future__ import annotations

from judge.cards.keywords import split_keywords


def test_commanders_edition_type_line() -> None:
    line = split_keywords("Unit - 'Mech - Omni - Clan - Wolf")
    assert (line.card_type, line.subtypes, line.alignment, line.affiliations) == (
        "Unit",
        ["'Mech", "Omni"],
        "Clan",
        ["Wolf"],
    )
    assert not line.unique and not line.unknown


def test_lackey_space_separated_keywords_with_phrases() -> None:
    line = split_keywords("Pilot Unique Inner Sphere Davion St Ives", "Command")
    assert line.card_type == "Command"
    assert line.subtypes == ["Pilot"]
    assert line.unique
    assert line.alignment == "Inner Sphere"
    assert line.affiliations == ["Davion", "St. Ives"]


def test_spellings_are_canonical() -> None:
    assert split_keywords("Mech Comstar Inner Sphere", "Unit").affiliations == ["ComStar"]
    assert split_keywords("Mech Inner Sphere Wolfs Dragoons", "Unit").affiliations == ["Wolf's Dragoons"]
    assert split_keywords("Mech Omni Clan Jade Falcon Smoke Jaguar", "Unit").affiliations == [
        "Jade Falcon",
        "Smoke Jaguar",
    ]


def test_unknown_words_are_kept_and_reported() -> None:
    line = split_keywords("Command - Gizmo")
    assert line.unknown == ["Gizmo"]
    assert "Gizmo" in line.subtypes


def test_type_line_without_card_type() -> None:
    line = split_keywords("Clan - Ghost Bear")
    assert line.card_type is None
    assert line.alignment == "Clan"
    assert line.affiliations == ["Ghost Bear"]
