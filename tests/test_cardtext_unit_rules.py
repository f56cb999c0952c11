"""gramA10, issue 18: a Unit's own static rule, a bonus that counts only in a battle against some kind of Unit
("~ gets +2 attack when in a battle against Vehicles"), in and out of a named option's
parentheses. Every card and sentence here is invented."""

from __future__ import annotations

import pytest

from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from tests.cardtext_helpers import parsed

_NAME = "Gravel Drake"


def _vehicles() -> m.Selector:
    return m.Selector(quantifier="any", noun="vehicle")


@pytest.mark.parametrize(
    ("text", "card_type", "unit", "fought", "changes"),
    [
        ("This Unit gets +2 attack when in a battle against Vehicles.", "Unit", m.This(), _vehicles(), [("attack", 2)]),
        ("Gravel Drake gets +1 attack while fighting Vehicles.", "Unit", m.This(), _vehicles(), [("attack", 1)]),
        ("This 'Mech gets +2 attack against Vehicles.", "Unit", m.This(), _vehicles(), [("attack", 2)]),
        (
            "When fighting Vehicles, this 'Mech gets +1 attack and +1 armor.",
            "Unit",
            m.This(),
            _vehicles(),
            [("attack", 1), ("armor", 1)],
        ),
        (
            "Against fast Units, Gravel Drake gets +2 armor.",
            "Unit",
            m.This(),
            m.Selector(quantifier="any", noun="unit", speed="fast"),
            [("armor", 2)],
        ),
        (
            "This Unit gets +1 attack in battles against Units with Jump.",
            "Unit",
            m.This(),
            m.Selector(quantifier="any", noun="unit", with_option="Jump"),
            [("attack", 1)],
        ),
        (
            "While in a battle with a Vehicle, this Unit gets +1 attack.",
            "Unit",
            m.This(),
            _vehicles(),
            [("attack", 1)],
        ),
        (
            "'Mech piloted by Gravel Drake gets +1 attack against Vehicles.",
            "Command",
            m.PilotedUnit(),
            _vehicles(),
            [("attack", 1)],
        ),
        (
            "The enhanced Unit gets +2 armor when in a battle against Battle Armor.",
            "Command",
            m.Enhanced(),
            m.Selector(quantifier="any", noun="battle_armor"),
            [("armor", 2)],
        ),
        (
            "This Unit gets +1 attack while engaged with Vehicles.",
            "Unit",
            m.This(),
            _vehicles(),
            [("attack", 1)],
        ),
    ],
)
def test_bonus_in_a_battle_against_a_kind_of_unit_rulebook_p26(
    text: str, card_type: str, unit: m.Target, fought: m.Selector, changes: list[tuple[str, int]]
) -> None:
    """rulebook p.26, Battle: the attacking group and the blocking group are the two sides of a battle; a bonus
    "against Vehicles" holds only while the Unit battles one (a Facing condition, as "When ~ blocks a Vehicle")."""
    (ability,) = parsed(text, _NAME, card_type)
    assert isinstance(ability, m.Static)
    assert not ability.used
    assert ability.conditions == [m.Facing(target=fought)]
    assert [(e.target, e.stat, e.amount) for e in ability.effects if isinstance(e, m.ModifyStat)] == [
        (unit, stat, amount) for stat, amount in changes
    ]
    assert len(ability.effects) == len(changes)


@pytest.mark.parametrize(
    "text",
    [
        "Sniper 2 (This Unit gets +2 attack when in a battle against Vehicles.)",
        "Sniper 2: This Unit gets +2 attack against Vehicles.",
        "Sniper 2 - Gravel Drake gets +2 attack while fighting Vehicles.",
    ],
)
def test_named_option_defined_by_a_bonus_against_a_kind_rulebook_p31(text: str) -> None:
    """rulebook p.31: "All other options are described on the cards themselves": the name labels its definition, a
    bonus against a kind of Unit, used during a mission as the rulebook's options are."""
    (ability,) = parsed(text, _NAME, "Unit")
    assert isinstance(ability, m.Static)
    assert ability.label == "Sniper 2"
    assert ability.used
    assert ability.conditions == [m.Facing(target=_vehicles()), m.During(whose="any", mission=True)]
    assert ability.effects == [m.ModifyStat(target=m.This(), stat="attack", amount=2)]


@pytest.mark.parametrize(
    "text",
    [
        "This Unit gets +2 attack against you.",  # a player, not a Unit fought
        "This Unit gets +2 attack against your Vehicles.",  # your own Units are never the other side
        "Draw a card against Vehicles.",  # no bonus of a Unit
        "Each opposing Unit gets -1 armor against Vehicles.",  # not one Unit's own bonus
        "This Unit gets +1 attack against Units of the same speed or slower.",  # Hand-to-Hand's words, not a kind
        "Gravel Drake has Vehicles.",
    ],
)
def test_bonus_against_reads_only_a_units_bonus_against_opposing_units(text: str) -> None:
    """Not a catch-all: the bonus is one Unit's stat change, and what it battles is a kind of Unit."""
    assert not parse_card_text(text, _NAME, "Unit").ok
