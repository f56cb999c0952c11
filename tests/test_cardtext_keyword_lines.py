"""gramA8, issue 18: a line of several keywords and Unit options, in any order and number, with or without their
reminders, with or without full stops or commas between them, and ordinary sentences after them; the options written
as fan designers do (no colon, "Attack" capitalised, "Long Range"). The line gives the same option and keyword nodes
the engine executes already. Every card and sentence here is invented."""

from __future__ import annotations

import pytest

from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from tests.cardtext_helpers import parsed
from tests.probe_helpers import executed


def _names(abilities: list[m.Ability]) -> list[object]:
    out: list[object] = []
    for ability in abilities:
        match ability:
            case m.Keyword(name=name, value=value):
                out.append((name, value) if value is not None else name)
            case m.Overheat(heat=heat, attack=attack):
                out.append(("Overheat", heat, attack))
            case m.AlphaStrike(attack=attack):
                out.append(("Alpha Strike", attack))
            case m.Missile(count=count):
                out.append(("Missile", count))
            case m.Jump(attack=attack, initiative=initiative):
                out.append(("Jump", attack, initiative))
            case _:
                out.append(type(ability).__name__)
    return out


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("Overheat 2: +2 attack ECM Missile 3", [("Overheat", 2, 2), "ECM", ("Missile", 3)]),
        ("Jump (-1 attack: +1 initiative) Missile 1", [("Jump", -1, 1), ("Missile", 1)]),
        ("Missile 2, Jump, Anti-Missile.", [("Missile", 2), ("Jump", -1, 1), "Anti-Missile"]),
        ("VTOL. Vehicle. Missile 1.", ["VTOL", "Vehicle", ("Missile", 1)]),
        ("NARC C3 Overheat 1: +1 attack", ["NARC", "C3", ("Overheat", 1, 1)]),
        ("Unique, Omni, Alpha Strike: +3 attack", ["Unique", "Omni", ("Alpha Strike", 3)]),
        ("Battle Armor Jump", ["Battle Armor", ("Jump", -1, 1)]),
        ("Long-Range 2, ECM.", [("Long-Range", 2), "ECM"]),
    ],
)
def test_line_of_options_and_keywords_rulebook_p31(text: str, names: list[object]) -> None:
    """rulebook p.31, Using Unit Options and Abilities (Overheat X, Alpha Strike, Missile Y, Jump) and the keywords the
    CE General Rulings define (Unit Options: ECM, Anti-Missile, NARC, VTOL): printed one after another, each its own."""
    assert _names(parsed(text, "Gravel Drake", "Unit")) == names


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("Alpha Strike +4 attack.", [("Alpha Strike", 4)]),
        ("Alpha Strike +3 Attack, Missile 2", [("Alpha Strike", 3), ("Missile", 2)]),
        ("Overheat 2 +2 attack", [("Overheat", 2, 2)]),
        ("Overheat 3 (+4 attack) Jump", [("Overheat", 3, 4), ("Jump", -1, 1)]),
        ("Alpha Strike (+2 attack)", [("Alpha Strike", 2)]),
        ("Jump: -1 attack: +1 initiative", [("Jump", -1, 1)]),
        ("Jump (-1 attack/+1 initiative) Missile 2", [("Jump", -1, 1), ("Missile", 2)]),
        ("Jump: +1 initiative, -1 attack", [("Jump", -1, 1)]),
        ("Long Range 2.", [("Long-Range", 2)]),
    ],
)
def test_option_written_without_its_colon_or_in_other_spellings_rulebook_p31(text: str, names: list[object]) -> None:
    """rulebook p.31: "Overheat X: +Y attack", "Alpha Strike: +Y attack", "Jump (-1 attack: +1 initiative)"; the same
    two numbers printed without the colon, in parentheses or with a slash are the same option; "Long Range N" is
    Long-Range N."""
    assert _names(parsed(text, "Gravel Drake", "Unit")) == names


@pytest.mark.parametrize(
    ("text", "names"),
    [
        (
            "Overheat 2: +2 attack ECM (Each Unit in a group that includes this Unit gets +1 armor.) Missile 3",
            [("Overheat", 2, 2), "ECM", ("Missile", 3)],
        ),
        (
            "Jump (-1 attack: +1 initiative) VTOL (Patrolling Units without VTOL can't block it.) Vehicle",
            [("Jump", -1, 1), "VTOL", "Vehicle"],
        ),
        ("Missile 2. NARC (You may subtract 1 from each missile roll.)", [("Missile", 2), "NARC"]),
        (
            "Anti-Missile (Missiles deal 1 less damage to its group.) ECM (Units in its group get +1 armor.)",
            ["Anti-Missile", "ECM"],
        ),
        (
            "Vehicle (Whenever this Unit is damaged, roll a die. On a 5 or 6, scrap it.) Missile 1",
            ["Vehicle", ("Missile", 1)],
        ),
    ],
)
def test_line_with_reminders_between_its_options_ce_rulings_unit_options(text: str, names: list[object]) -> None:
    """The 1998 printings' lines: keywords with their reminders between options, no separator (CE General Rulings,
    Unit Options; rulebook p.31): each keyword read, its reminder checked."""
    abilities = parsed(text, "Gravel Drake", "Unit")
    assert _names(abilities) == names
    reminded = [a for a in abilities if isinstance(a, m.Keyword) and a.reminder]
    assert reminded and all(a.wording in {"current", "older", "reworded"} for a in reminded)


def test_line_followed_by_an_ordinary_sentence_rulebook_p31() -> None:
    """Options and keywords, then an ability sentence on the same line: each read on its own (rulebook p.31)."""
    abilities = parsed(
        "Jump (-1 attack: +1 initiative) Missile 1 Gravel Drake gets +1 armor while guarding.", "Gravel Drake", "Unit"
    )
    assert _names(abilities)[:2] == [("Jump", -1, 1), ("Missile", 1)]
    assert isinstance(abilities[2], m.Static)


@pytest.mark.parametrize(
    "text",
    [
        "Overheat 2: +2 attack ECM Missile 3",
        "Alpha Strike +4 attack.",
        "Jump: -1 attack: +1 initiative",
        "Overheat 2: +2 attack ECM (Each Unit in a group that includes this Unit gets +1 armor.) Missile 3",
        "Long Range 2. VTOL.",
    ],
)
def test_keyword_lines_are_executed_rulebook_p31(text: str) -> None:
    """The line gives the option and keyword nodes the engine already executes (rulebook p.31)."""
    assert executed("Unit", "Gravel Drake", text) is True


@pytest.mark.parametrize(
    "text",
    [
        "Overheat: +2 attack",  # no heat
        "Alpha Strike +4",  # neither colon nor stat
        "Missile",  # no count
        "Jump (-1 attack)",  # half of it
        "Long Range",  # no value
    ],
)
def test_option_without_its_numbers_does_not_read_rulebook_p31(text: str) -> None:
    """rulebook p.31 names each option's numbers; an option printed without them is not read as one."""
    assert not parse_card_text(text, "Gravel Drake", "Unit").ok
