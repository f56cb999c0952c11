"""gramA10, issue 18: the rulebook's options printed in loose forms: several on a line with a slash or a semicolon
between them ("ECM / Jump", "Missile 2; VTOL"), Alpha Strike's bonus as a bare number ("Alpha Strike 2"), and an option
printed with how many times it may be used ("Overheat 1: +1 attack (twice)"). Every sentence here is invented."""

from __future__ import annotations

import pytest

from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from tests.cardtext_helpers import parsed

_NAME = "Gravel Drake"
_JUMP = m.Jump(attack=-1, initiative=1)


@pytest.mark.parametrize(
    ("text", "kinds"),
    [
        ("ECM / Jump", ["keyword", "jump"]),
        ("ECM; Jump", ["keyword", "jump"]),
        ("Missile 2 / Jump", ["missile", "jump"]),
        ("Missile 2; VTOL; ECM.", ["missile", "keyword", "keyword"]),
        ("Jump / ECM", ["jump", "keyword"]),
        ("Alpha Strike: +3 attack; Missile 1", ["alpha_strike", "missile"]),
    ],
)
def test_options_listed_with_a_slash_or_semicolon_rulebook_p31(text: str, kinds: list[str]) -> None:
    """rulebook p.31, Using Unit Options and Abilities: each option printed on the card is the Unit's; a slash or a
    semicolon between them lists them as a comma does."""
    abilities = parsed(text, _NAME, "Unit")
    assert [a.kind for a in abilities] == kinds
    assert parsed(text.replace(" /", ",").replace(";", ","), _NAME, "Unit") == abilities


def test_slash_inside_jump_stays_its_two_halves_rulebook_p31() -> None:
    """Jump's own "-1 attack / +1 initiative" is one option, not a list (rulebook p.31, Jump)."""
    assert parsed("Jump (-1 attack / +1 initiative)", _NAME, "Unit") == [_JUMP]


_BARE = [("Alpha Strike 2", 2), ("Alpha Strike 3, Jump", 3), ("alpha strike 4", 4)]


@pytest.mark.parametrize(("text", "attack"), _BARE)
def test_alpha_strike_bonus_as_a_bare_number_rulebook_p31(text: str, attack: int) -> None:
    """rulebook p.31: "Alpha Strike: +Y attack": the option's one number is its attack bonus."""
    abilities = parsed(text, _NAME, "Unit")
    assert abilities[0] == m.AlphaStrike(attack=attack)


@pytest.mark.parametrize(
    ("text", "option", "times"),
    [
        ("Overheat 1: +1 attack (twice)", "Overheat", 2),
        ("Missile 1 (usable twice each mission)", "Missile", 2),
        ("Alpha Strike: +2 attack (twice each battle)", "Alpha Strike", 2),
        ("Jump (twice)", "Jump", 2),
        ("Overheat 2: +1 attack (three times)", "Overheat", 3),
        ("Missile 2, Jump (two times)", "Jump", 2),
    ],
)
def test_option_used_more_than_once_rulebook_p31(text: str, option: str, times: int) -> None:
    """rulebook p.31: "You can't use a given Unit's options more than once in each mission" unless the card says so:
    the count printed after the option is the ability to use it that many times (never dropped as an unread
    reminder; the engine refuses it by name, ``option_uses``)."""
    abilities = parsed(text, _NAME, "Unit")
    assert abilities[-1] == m.Static(effects=[m.OptionUses(target=m.This(), option=option, times=times)])
    assert abilities[-2].kind == {"Overheat": "overheat", "Missile": "missile", "Alpha Strike": "alpha_strike"}.get(
        option, "jump"
    )


@pytest.mark.parametrize(
    "text",
    [
        "Overheat : +2 attack",  # no heat number: the option's cost is missing
        "ECM / +1 attack",  # a bonus is no option of a list
        "Alpha Strike two",
        "ECM // Jump",
    ],
)
def test_loose_option_forms_still_need_an_option(text: str) -> None:
    """Not a catch-all: each part of the list is an option or keyword, each option has its numbers."""
    assert not parse_card_text(text, _NAME, "Unit").ok
