"""Damage dealt to one card dealt to another instead, and one amount of damage dealt to two groups (issue 18 item 3).
Every sentence is invented; each is read back from its English rendering, and wordings that must not read are checked
unread."""

from __future__ import annotations

import pytest

from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from tests.cardtext_helpers import effects_of

ONE_UNIT = m.Selector(quantifier="one", noun="unit")
ONE_MECH = m.Selector(quantifier="one", noun="mech")
EACH_UNIT = m.Selector(quantifier="each", noun="unit")
EACH_STOCKPILE = m.Selector(quantifier="each", noun="stockpile", owner="any")


@pytest.mark.parametrize(
    ("text", "to"),
    [
        ("Redirect all damage assigned to target Unit to Grog.", m.This()),
        ("Redirect all damage that would be dealt to target Unit to target 'Mech.", ONE_MECH),
        ("All damage that would be dealt to target Unit is dealt to Grog instead.", m.This()),
        ("All damage assigned to target Unit is assigned to Grog instead.", m.This()),
        ("Move all damage assigned to target Unit to Grog.", m.This()),
        ("Reassign all of the damage assigned to target Unit to target 'Mech.", ONE_MECH),
    ],
)
def test_all_damage_redirected_rulebook_p27_assign_damage(text: str, to: m.Target) -> None:
    """rulebook p.27-28 (glossary, Assign damage): damage assigned to a card is dealt when the battle's damage
    resolves (p.29); here all of it goes to another card instead, as "Redirect all damage dealt to X to Y"."""
    assert effects_of(text, "Grog", "Mission") == [m.RedirectAllDamage(source=ONE_UNIT, to=to)]


@pytest.mark.parametrize(
    ("text", "amount", "up_to"),
    [
        ("Redirect up to 3 damage assigned to target Unit to Grog.", 3, True),
        ("Redirect 2 damage dealt to target Unit to Grog.", 2, False),
        ("The next 2 damage that would be dealt to target Unit is dealt to Grog instead.", 2, False),
        ("Reassign up to 2 damage assigned to target Unit to Grog.", 2, True),
        ("Move 1 damage assigned to target Unit to Grog.", 1, False),
        ("Up to 4 damage assigned to target Unit is assigned to Grog instead.", 4, True),
    ],
)
def test_some_damage_redirected_rulebook_p27_assign_damage(text: str, amount: int, up_to: bool) -> None:
    """rulebook p.27-28: so much of the damage assigned to a card dealt to another instead (a new node, refused by
    the engine)."""
    effect = m.RedirectSomeDamage(source=ONE_UNIT, to=m.This(), amount=amount, up_to=up_to)
    assert effects_of(text, "Grog", "Mission") == [effect]


@pytest.mark.parametrize(
    "text",
    [
        "Redirect all damage to Grog.",  # from what
        "Redirect some damage assigned to target Unit to Grog.",  # how much
        "All damage that would be dealt to target Unit is dealt.",
        "Redirect up to 2 damage assigned to target Unit.",  # to what
        "The next damage that would be dealt to target Unit is dealt to Grog instead.",
    ],
)
def test_redirect_wordings_that_are_not_read(text: str) -> None:
    assert not parse_card_text(text, "Grog", "Mission").ok


@pytest.mark.parametrize(
    ("text", "effects"),
    [
        (
            "Deal 1 damage to each Unit and each Stockpile.",
            [m.DealDamage(target=EACH_UNIT, amount=1), m.DealDamage(target=EACH_STOCKPILE, amount=1)],
        ),
        (
            "Deal 1 damage to each Unit and to each Stockpile.",
            [m.DealDamage(target=EACH_UNIT, amount=1), m.DealDamage(target=EACH_STOCKPILE, amount=1)],
        ),
        (
            "Inflict 2 damage to each Unit, and each Stockpile.",
            [m.DealDamage(target=EACH_UNIT, amount=2), m.DealDamage(target=EACH_STOCKPILE, amount=2)],
        ),
        (
            "Deal 2 damage to target Unit and 1 damage to each Stockpile.",
            [m.DealDamage(target=ONE_UNIT, amount=2), m.DealDamage(target=EACH_STOCKPILE, amount=1)],
        ),
        (
            "Deal 3 damage to target Unit and 1 structure damage to each Unit.",
            [m.DealDamage(target=ONE_UNIT, amount=3), m.DealDamage(target=EACH_UNIT, amount=1, structure=True)],
        ),
    ],
)
def test_damage_to_two_groups_rulebook_p24_stockpile_site(text: str, effects: list[m.Effect]) -> None:
    """rulebook p.24: a Stockpile is a site, damaged as the others; one amount said once for two groups is dealt to
    each (a node each, as two sentences would read)."""
    assert effects_of(text, "Grog", "Mission") == effects


@pytest.mark.parametrize(
    "text",
    [
        "Deal 1 damage to each Unit and each.",
        "Deal 1 damage to each Unit and 1 damage.",
        "Deal 1 damage to each Unit and 1 damage to.",
    ],
)
def test_damage_to_two_groups_wordings_that_are_not_read(text: str) -> None:
    assert not parse_card_text(text, "Grog", "Mission").ok
