"""gramA9, issue 18: reminders of the rulebook's options and keywords in still other wordings: an option's reminder
(``grammar/option_reminders.lark``, ``judge/cardtext/option_reminders.py``; rulebook p.31), a keyword's reminder with
another subject, another order, two sentences, after a dash, and given by an Enhancement
(``grammar/keyword_reminders.lark``). Numbers that disagree with the option's are an error naming it; a reminder that
says something else is an error too. Every card and sentence here is invented."""

from __future__ import annotations

import pytest

from judge.cardtext.parser import parse_card_text
from judge.cardtext.text_checks import unchecked_reminders
from judge.dsl import models as m
from tests.cardtext_helpers import parsed

_NAME = "Basalt Heron"


def _options(text: str) -> list[m.Ability]:
    return parsed(text, _NAME, "Unit")


def _error(text: str, card_type: str = "Unit") -> str:
    result = parse_card_text(text, _NAME, card_type)
    assert not result.ok
    (error,) = result.errors
    return error.message


@pytest.mark.parametrize(
    "reminder",
    [
        "This Unit receives 2 damage at the end of the battle.",
        "After the battle, Basalt Heron takes 2 damage.",
        "When you use this option, this 'Mech takes 2 Overheat damage. This damage resolves at the end of the battle.",
        "It gets +3 attack and takes 2 points of damage when damage resolves.",
        "Deals 2 damage to itself at the end of the battle.",
        "This Unit suffers 2 Overheat damage after the battle",
    ],
)
def test_overheat_reminder_rulebook_p31_overheat(reminder: str) -> None:
    """Rulebook p.31, Overheat X: +Y attack: "it takes X Overheat damage. This damage resolves at the end of the
    battle"; the reminder's numbers are the option's."""
    assert _options(f"Overheat 2: +3 attack ({reminder})") == [m.Overheat(heat=2, attack=3, reminder="reworded")]


@pytest.mark.parametrize(
    "reminder",
    [
        "Deplete this Unit.",
        "When you use this option, this Unit becomes depleted.",
        "To use this option, deplete this Unit: tap it and turn it face down.",
        "Tap and flip this 'Mech face down to use it.",
        "This Unit gets +4 attack, but it is depleted.",
        "This Unit cannot use this option if it is already depleted.",
    ],
)
def test_alpha_strike_reminder_rulebook_p31_alpha_strike(reminder: str) -> None:
    """Rulebook p.31, Alpha Strike: +Y attack: "in order to use a Unit's Alpha Strike option, you must deplete it: tap
    the card and turn it face down ... Units that are already depleted can't"."""
    assert _options(f"Alpha Strike: +4 attack ({reminder})") == [m.AlphaStrike(attack=4, reminder="reworded")]


@pytest.mark.parametrize(
    "reminder",
    [
        "This Unit may fire 3 missiles, even if blocked.",
        "Fire 3 missiles at the target even if this Unit is blocked.",
        "Roll a die for each missile: on a 1 or 2, it deals that much damage.",
        "Roll a die for each missile. On a 1 or 2, that missile deals 1 or 2 damage. On a 3, it deals 3 damage if you "
        "have Munitions. Rolls of 4, 5, and 6 don't deal damage.",
        "It can launch 3 missiles at anything its damage could be dealt to; roll a die for each one when damage "
        "resolves.",
        "Roll a die for each missile fired, on a 1 or 2 it deals damage equal to the roll",
    ],
)
def test_missile_reminder_rulebook_p31_missile(reminder: str) -> None:
    """Rulebook p.31, Missile Y: Y missiles fired at the target even if blocked, a die rolled for each: 1 or 2 deals
    that much damage, 3 deals 3 with Munitions, 4-6 nothing."""
    assert _options(f"Missile 3 ({reminder})") == [m.Missile(count=3, reminder="reworded")]


@pytest.mark.parametrize(
    "reminder",
    [
        "This Unit gets -1 attack and +1 initiative.",
        "Gets +1 initiative, but -1 attack.",
        "Lower its attack by 1 to raise its initiative by 1.",
        "Raise this Unit's initiative by 1 and lower its attack by 1.",
        "It gets -1 attack, +1 initiative.",
    ],
)
def test_jump_reminder_rulebook_p31_jump(reminder: str) -> None:
    """Rulebook p.31 and glossary, Jump: -1 attack, +1 initiative."""
    assert _options(f"Jump ({reminder})") == [m.Jump(reminder="reworded")]


@pytest.mark.parametrize(
    ("text", "option"),
    [
        ("Overheat 2: +3 attack (This Unit receives 3 damage at the end of the battle.)", "Overheat 2: +3 attack"),
        ("Overheat 2: +3 attack (This Unit gets +2 attack and takes 2 damage.)", "Overheat 2: +3 attack"),
        ("Missile 2 (This Unit may fire 3 missiles.)", "Missile 2"),
        ("Jump (This Unit gets -2 attack and +1 initiative.)", "Jump"),
        ("Alpha Strike: +2 attack (This Unit gets +3 attack, but it is depleted.)", "Alpha Strike: +2 attack"),
    ],
)
def test_option_reminder_with_other_numbers_is_an_error_rulebook_p31(text: str, option: str) -> None:
    """Rulebook p.31: the option's numbers are printed with it; a reminder naming others contradicts it."""
    message = _error(text)
    assert option in message and "other numbers" in message


@pytest.mark.parametrize("text", ["Overheat 2: +2 attack (Draw a card.)", "Missile 1 (Return this card to your hand.)"])
def test_option_reminder_saying_something_else_is_an_error_rulebook_p31(text: str) -> None:
    """Rulebook p.31: a reminder that reads as another ability is not the option's."""
    assert "which is not what the option does" in _error(text)


def test_unread_option_reminder_is_unchecked_and_warned_rulebook_p31() -> None:
    """A reminder no grammar reads leaves the option read as the rulebook defines it, and ``judge validate`` warns."""
    result = parse_card_text("Missile 2 (Missiles are the best.)", _NAME, "Unit")
    assert result.ok and result.abilities == [m.Missile(count=2, reminder="unchecked")]
    (warning,) = unchecked_reminders(result)
    assert "Missile" in warning.message


def test_options_and_keywords_with_reminders_on_one_line_rulebook_p31() -> None:
    """Rulebook p.31: a Unit's options and keywords printed together, each with its reminder."""
    text = "Overheat 1: +1 attack (This Unit takes 1 damage after the battle.), ECM (Units in its group get +1 armor.)"
    assert _options(text) == [
        m.Overheat(heat=1, attack=1, reminder="reworded"),
        m.Keyword(name="ECM", reminder=True, wording="reworded"),
    ]


def _wording(text: str, card_type: str = "Unit") -> list[tuple[str, str]]:
    out = []
    for ability in parsed(text, _NAME, card_type):
        found = ability.effects[0].ability if isinstance(ability, m.Static) else ability
        assert isinstance(found, m.Keyword), ability
        out.append((found.name, found.wording))
    return out


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("ECM (Units in a group with it get +1 armor.)", "ECM"),
        ("ECM (Units grouped with this Vehicle get +1 armor.)", "ECM"),
        ("ECM (This Unit and each Unit in a group with it get +1 armor. This bonus isn't cumulative.)", "ECM"),
        ("Anti-Missile (Any missile fired at this Unit's group deals 1 less damage.)", "Anti-Missile"),
        ("Anti-Missile (Reduce the damage of each missile fired at its group by 1.)", "Anti-Missile"),
        ("Anti-Missile (Missiles fired at this Unit or Units in its group deal 1 less damage.)", "Anti-Missile"),
        ("NARC (You may subtract 1 from each missile roll made by Units in its group.)", "NARC"),
        ("VTOL (This Unit can't be blocked except by guarding Units and Units with VTOL.)", "VTOL"),
        ("VTOL (This Vehicle cannot be blocked other than by guarding or VTOL Units.)", "VTOL"),
        ("C3 (Each Unit with C3 gets +2 attack if its group includes another Unit with C3.)", "C3"),
        ("C3 (If this Unit is in a group with another Unit with C3, it gets +2 attack.)", "C3"),
        (
            "Long-Range 2 (When blocked, this Unit can still deal up to 2 of its damage to its original target.)",
            "Long-Range",
        ),
        ("Battle Armor (This Unit cannot attack alone. It cannot block alone.)", "Battle Armor"),
        ("Battle Armor (It can only attack or block in a group with at least one other Unit.)", "Battle Armor"),
        ("Vehicle (When this Unit receives damage, roll a die. On a roll of 5 or 6, scrap this Unit.)", "Vehicle"),
        (
            "Vehicle (Whenever this Unit receives damage, even if none gets through its armor, roll a die; on a 5-6 it "
            "is scrapped.)",
            "Vehicle",
        ),
    ],
)
def test_keyword_reminders_in_other_words_ce_rulings_unit_options(text: str, name: str) -> None:
    """CE General Rulings, Unit Options (ECM +1 armor, not cumulative; Anti-Missile 1 less damage per missile; NARC 1
    off each missile roll; VTOL blocked only by guarding and VTOL Units; C3 +2 attack), rulebook p.31 (Long-Range),
    glossary (Battle Armor, Vehicle): each reminder read and checked."""
    assert _wording(text) == [(name, "reworded")]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("VTOL - Only guarding Units and Units with VTOL can block this Unit.", "VTOL"),
        ("ECM - Units in its group get +1 armor.", "ECM"),
        ("Vehicle - Whenever this Unit is damaged, roll a die. On a 5 or 6, scrap it.", "Vehicle"),
        ("Vehicle: Whenever this Unit is damaged, roll a die. On a 5 or 6, scrap it.", "Vehicle"),
        ("Battle Armor: This Unit cannot attack alone. It cannot block alone.", "Battle Armor"),
    ],
)
def test_keyword_label_before_its_reminder_ce_rulings_unit_options(text: str, name: str) -> None:
    """The keyword as a label before its reminder (after a colon or a dash, one sentence or two): the same keyword."""
    (found,) = _wording(text)
    assert found[0] == name and found[1] in ("reworded", "unchecked")


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("That Unit gains ECM (Units in its group get +1 armor.)", "ECM"),
        ("The enhanced 'Mech has NARC (Units in its group subtract 1 from their missile rolls.)", "NARC"),
        ("Equipped Unit gains VTOL (This Unit can't be blocked except by guarding Units and Units with VTOL.)", "VTOL"),
        ("Enchanted Unit has Anti-Missile (Missiles fired at Units in its group deal 1 less damage.)", "Anti-Missile"),
        ("The enhanced Unit has ECM (Units in a group with it get +1 armor.)", "ECM"),
    ],
)
def test_keyword_reminder_given_by_an_enhancement_rulebook_p12(text: str, name: str) -> None:
    """Rulebook p.12: an Enhancement's abilities apply to the card it is on; the keyword it gives keeps its reminder,
    checked as the Unit's own."""
    assert _wording(text, "Command") == [(name, "reworded")]


@pytest.mark.parametrize(
    "text",
    [
        "ECM (Units in its group get +2 armor.)",
        "NARC (Subtract 2 from the die roll of each missile fired by a Unit in its group.)",
        "Vehicle - Whenever this Unit is damaged, roll a die. On a 4 or 5, scrap it.",
    ],
)
def test_keyword_reminder_with_other_numbers_is_an_error_ce_rulings_unit_options(text: str) -> None:
    """CE General Rulings, Unit Options: the keyword's numbers are fixed; a reminder naming others is an error."""
    assert text.split(" ")[0] in _error(text)
