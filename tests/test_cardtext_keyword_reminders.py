"""gramA8, issue 18: a keyword's reminder text in words of the card's own, checked against what the keyword does
(``grammar/keyword_reminders.lark``, ``judge/cardtext/keyword_reminders.py``); a reminder that says something else is
an error naming the keyword. Every card and sentence here is invented."""

from __future__ import annotations

import pytest

from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from tests.cardtext_helpers import parsed


def _reminded(text: str, card_type: str = "Unit") -> list[tuple[str, int | None, str]]:
    out = []
    for ability in parsed(text, "Gravel Drake", card_type):
        assert isinstance(ability, m.Keyword), ability
        assert ability.reminder, ability
        out.append((ability.name, ability.value, ability.wording))
    return out


def _error(text: str, card_type: str = "Unit") -> str:
    result = parse_card_text(text, "Gravel Drake", card_type)
    assert not result.ok
    (error,) = result.errors
    return error.message


@pytest.mark.parametrize(
    "reminder",
    [
        "Each Unit in a group that includes this Unit gets +1 armor.",
        "Each Unit in a group that includes at least one Unit with ECM gets +1 armor.",
        "Units in this Unit's group get +1 armor.",
        "All your Units in its group get +1 armor",
        "Gravel Drake and each other Unit in its group get +1 armor.",
        "+1 armor to each Unit in a group including any Unit with ECM.",
        "Every 'Mech in the same group as this 'Mech has +1 armor.",
    ],
)
def test_ecm_reminder_reworded_ce_rulings_unit_options_ecm(reminder: str) -> None:
    """CE General Rulings, Unit Options/ECM: "the bonus to the armor of each Unit" of the group is +1."""
    assert _reminded(f"ECM ({reminder})") == [("ECM", None, "reworded")]


@pytest.mark.parametrize(
    "reminder",
    [
        "Each missile assigned to a Unit in a group that includes this Unit deals -1 damage.",
        "Each missile fired at a Unit in a group that includes this Unit deals 1 less damage.",
        "Missiles deal 1 less damage to its group.",
        "Missiles shot at Units in this Unit's group do 1 less damage",
        "Each missile fired at a Unit in a group including at least one Unit with Anti-Missile deals 1 less damage.",
    ],
)
def test_anti_missile_reminder_reworded_ce_rulings_unit_options_anti_missile(reminder: str) -> None:
    """CE General Rulings, Unit Options/Anti-Missile: each missile fired at the group deals 1 less damage (-2 for two
    Units with it: cumulative)."""
    assert _reminded(f"Anti-Missile ({reminder})") == [("Anti-Missile", None, "reworded")]


@pytest.mark.parametrize(
    "reminder",
    [
        "You may subtract 1 from each of your missile rolls if the missiles are assigned by a Unit in a group that "
        "includes this Unit.",
        "Units in its group may subtract 1 from their missile rolls.",
        "Subtract 1 from the missile rolls of each Unit in a group with at least one Unit with NARC.",
        "-1 to missile rolls for Units in this Unit's group.",
        "You can subtract 1 from each missile roll.",
    ],
)
def test_narc_reminder_reworded_ce_rulings_unit_options_narc(reminder: str) -> None:
    """CE General Rulings, Unit Options/NARC and the 1997 archive: a modification of 1 to the group's missile rolls."""
    assert _reminded(f"NARC ({reminder})") == [("NARC", None, "reworded")]


@pytest.mark.parametrize(
    "reminder",
    [
        "Patrolling Units without VTOL can't block this Unit.",
        "Non-VTOL patrolling Units cannot block it.",
        "This Unit can't be blocked by patrolling Units that lack VTOL.",
        "Only guarding Units and VTOL Units may block it.",
        "Gravel Drake can only be blocked by Units with VTOL or guarding Units.",
    ],
)
def test_vtol_reminder_reworded_ce_rulings_unit_options_vtol(reminder: str) -> None:
    """CE General Rulings, Unit Options/VTOL: "Guarding Units may block normally. Only non-VTOL patrolling Units can't
    block attacking VTOL Units"."""
    assert _reminded(f"VTOL ({reminder})") == [("VTOL", None, "reworded")]


@pytest.mark.parametrize(
    "reminder",
    [
        "Whenever this Unit is damaged, roll a die. On a 5 or 6, scrap it.",
        "Whenever this Unit receives damage, roll a die. On a 5 or 6, scrap it.",
        "When Gravel Drake takes damage, roll a die; on a 5-6 it is scrapped.",
        "Each time this Vehicle is dealt damage, roll a die and scrap it on a 5 or 6.",
        "If this Unit receives damage, roll a die. If you roll a 5 or 6, scrap this Unit.",
    ],
)
def test_vehicle_reminder_reworded_rulebook_resolving_damage(reminder: str) -> None:
    """rulebook, Resolving Damage and glossary, Vehicle: a damaged Vehicle rolls a die, scrapped on a 5 or 6."""
    assert _reminded(f"Vehicle ({reminder})") == [("Vehicle", None, "reworded")]


@pytest.mark.parametrize(
    "reminder",
    [
        "This Unit can't attack or block alone",
        "Cannot attack alone.",
        "Gravel Drake can't block alone.",
        "This Unit must attack in groups of at least two Units.",
        "Can only block in groups including at least two Units.",
    ],
)
def test_battle_armor_reminder_reworded_rulebook_glossary_battle_armor(reminder: str) -> None:
    """rulebook glossary, Battle Armor ("cannot attack or block alone") and Missions ("can't attack alone, but have to
    attack in groups including at least two Units"; the same of blocks)."""
    assert _reminded(f"Battle Armor ({reminder})") == [("Battle Armor", None, "reworded")]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Long-Range 2 (Even if this Unit is blocked, it can still deal 2 of its damage to the target.)", 2),
        ("Long Range 3 (This Unit may deal up to 3 damage to the target even if blocked.)", 3),
        ("Long-Range 1 (When this 'Mech is blocked, it may deal up to 1 of its damage to its original target.)", 1),
    ],
)
def test_long_range_reminder_reworded_rulebook_glossary_long_range(text: str, value: int) -> None:
    """rulebook glossary, Long-Range: a blocked Unit may still deal N of its damage to the target."""
    assert _reminded(text) == [("Long-Range", value, "reworded")]


def test_c3_hand_to_hand_and_ap_reminders_reworded_rulebook_glossary() -> None:
    """rulebook glossary: C3 (+2 attack for Units with C3 grouped together), Hand-to-Hand N (+N attack against Units of
    the same speed or slower), AP (+1 against targets other than Units)."""
    c3 = "C3 (Every Unit with C3 in a group including at least one other Unit with C3 gets +2 attack.)"
    assert _reminded(c3) == [("C3", None, "reworded")]
    assert _reminded("Hand-to-Hand 2 (This Unit gets +2 attack only against Units of the same speed or slower.)") == [
        ("Hand-to-Hand", 2, "reworded")
    ]
    assert _reminded("AP (Gets +1 attack against targets other than Units.)") == [("AP", None, "reworded")]


@pytest.mark.parametrize(
    ("text", "keyword", "said"),
    [
        ("ECM (Each Unit in a group that includes this Unit gets +2 armor.)", "ECM", "armor +2"),
        ("NARC (Units in its group may subtract 2 from their missile rolls.)", "NARC", "die roll -2"),
        ("Anti-Missile (Missiles deal 2 less damage to its group.)", "Anti-Missile", "damage per missile -2"),
        ("Long Range 2 (This Unit may deal up to 3 damage to the target even if blocked.)", "Long-Range", "damage +3"),
        ("Vehicle (Whenever this Unit is damaged, roll a die. On a 4 or 5, scrap it.)", "Vehicle", "on a 4 or 5"),
    ],
)
def test_reworded_reminder_with_other_numbers_is_an_error_ce_rulings_unit_options(
    text: str, keyword: str, said: str
) -> None:
    """CE General Rulings, Unit Options and the rulebook: the keyword's numbers are the rules'; a reminder that states
    others is an error naming the keyword, never read as the keyword."""
    message = _error(text)
    assert message.startswith(f"{keyword}: ") or f" {keyword}: " in message, message
    assert said in message, message


@pytest.mark.parametrize(
    ("text", "keyword"),
    [
        ("ECM (This Unit gets +1 attack.)", "ECM"),
        ("VTOL (This Unit can't be blocked.)", "VTOL"),
        ("NARC (Draw a card.)", "NARC"),
        ("Battle Armor (This Unit can't attack.)", "Battle Armor"),
        ("Jump, Anti-Missile (Gravel Drake gets +2 armor.)", "Anti-Missile"),
    ],
)
def test_reminder_saying_something_else_is_an_error_naming_the_keyword_ce_rulings_unit_options(
    text: str, keyword: str
) -> None:
    """A reminder only reminds (rulebook p.31, Unit options; CE General Rulings, Unit Options): one that reads as an
    ordinary sentence saying what the keyword does not do is refused, naming the keyword, not silently accepted."""
    message = _error(text)
    assert f"{keyword}: the reminder text says" in message, message
    assert f"which is not what {keyword} does" in message, message


def test_reminder_no_grammar_reads_stays_unchecked_ce_rulings_unit_options() -> None:
    """A reminder in words no grammar reads leaves the keyword read as the rules define it, its reminder unchecked
    (``judge validate`` warns of it)."""
    assert _reminded("VTOL (Flies over the battlefield.)") == [("VTOL", None, "unchecked")]
    assert _reminded("Hand-to-Hand 2 (Better against slower Units.)") == [("Hand-to-Hand", 2, "unchecked")]


@pytest.mark.parametrize(
    "text",
    [
        "That 'Mech gains NARC (Units in its group may subtract 1 from their missile rolls.)",
        "Enhanced 'Mech gains ECM (Each Unit in a group that includes this Unit gets +1 armor.)",
        "That 'Mech gains VTOL (Patrolling Units without VTOL can't block it.)",
    ],
)
def test_keyword_given_by_a_command_card_keeps_its_checked_reminder_rulebook_p12(text: str) -> None:
    """rulebook p.12: an Enhancement or Pilot gives its 'Mech the ability; the keyword it gives keeps its reminder,
    checked the same way."""
    (ability,) = parsed(text, "Kestrel Vane", "Command")
    assert isinstance(ability, m.Static)
    (effect,) = ability.effects
    keyword = getattr(effect, "ability", None)
    assert isinstance(keyword, m.Keyword), effect
    assert keyword.reminder
    assert keyword.wording == "reworded"


def test_keyword_given_with_a_reminder_saying_otherwise_is_an_error_rulebook_p12() -> None:
    """The same check on a keyword a Command card gives."""
    result = parse_card_text("That 'Mech gains ECM (Draw a card.)", "Kestrel Vane", "Command")
    assert not result.ok
    assert "ECM: the reminder text says" in result.errors[0].message
