"""A Unit's own "~ can't be blocked." (judge/bttcg/unit_unblockable.py): rulebook p.9 (the card's text makes the
exception), p.24-25 (Blocking: the group is blocked as a whole), 1997 rulings, Inside Job ("unblocked, period").
Invented inline cards."""

from __future__ import annotations

from typing import Any

import pytest

from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import battle, only, unit

HOUND = "Hound can't be blocked."


def _attack(group: list[str], blockers: list[str]) -> dict[str, Any]:
    cards = {
        "hound": unit("Brian", "slow", attack=3, text=HOUND, name="Hound"),
        "buddy": unit("Brian", "slow", attack=1),
        "wall": unit("Melissa", "fast", attack=0, structure=9),
    }
    return battle(cards, {"attacker": "Brian", "group": group, "target": "Melissa.stockpile", "blockers": blockers})


def test_a_unit_that_cannot_be_blocked_attacking_alone_rulebook_p9_p25() -> None:
    """rulebook p.9, p.25; 1997 rulings, Inside Job: the fast wall could block the slow Hound by speed, but the card
    says no Unit may: a block is a violation; unblocked, its 3 damage goes to the Stockpile."""
    blocked = _attack(["hound"], ["wall"])
    assert not blocked["legal"]
    assert any("cannot be blocked" in v["message"] for v in blocked["violations"])
    free = _attack(["hound"], [])
    assert free["legal"], free["violations"]
    assert only(free)["stockpiles"]["Melissa"] == 30 - 3


def test_a_unit_that_cannot_be_blocked_in_a_group_is_refused_rulebook_p24() -> None:
    """rulebook p.24-25: blocks are of the whole group; whether a group holding such a Unit may be blocked is not
    settled: refused, never guessed."""
    with pytest.raises(ScenarioError, match="not answered by this version: Hound cannot be blocked"):
        _attack(["hound", "buddy"], ["wall"])


def _attack_by(text: str, blocker: dict[str, Any], group: tuple[str, ...] = ("hound",)) -> dict[str, Any]:
    cards = {
        "hound": unit("Brian", "fast", attack=3, text=text, name="Hound"),
        "buddy": unit("Brian", "fast", attack=1),
        "wall": blocker,
    }
    mission = {"attacker": "Brian", "group": list(group), "target": "Melissa.stockpile", "blockers": ["wall"]}
    return battle(cards, mission)


def test_cannot_be_blocked_by_a_unit_type_rulebook_p9_ce_rulings_types_of_units() -> None:
    """ "Hound cannot be blocked by Vehicles." (judge/bttcg/block_exceptions.py): a Vehicle's block is a violation
    (rulebook p.9; CE rulings, Types of Units); a 'Mech's is legal."""
    text = "Hound cannot be blocked by Vehicles."
    vehicle = _attack_by(text, unit("Melissa", "fast", attack=0, structure=9, type="vehicle"))
    assert not vehicle["legal"] and any("cannot be blocked by" in v["message"] for v in vehicle["violations"])
    assert _attack_by(text, unit("Melissa", "fast", attack=0, structure=9))["legal"]


def test_cannot_be_blocked_by_slower_units_rulebook_p9_p25() -> None:
    """ "Hound cannot be blocked by slow or moderate Units.": a fast Unit may block the fast Hound, a moderate one
    may not (rulebook p.9: the card's exception; p.25: blocking by speed)."""
    text = "Hound cannot be blocked by slow or moderate Units."
    assert _attack_by(text, unit("Melissa", "fast", attack=0, structure=9))["legal"]
    assert not _attack_by(text, unit("Melissa", "moderate", attack=0, structure=9))["legal"]


def test_cannot_be_blocked_by_some_units_in_a_group_is_refused_rulebook_p24() -> None:
    """In a group with another Unit, which blocks of the group it forbids is not settled by the rules: refused."""
    text = "Hound cannot be blocked by Vehicles."
    with pytest.raises(ScenarioError, match="which blocks of a group it forbids"):
        _attack_by(text, unit("Melissa", "fast", attack=0, structure=9, type="vehicle"), ("hound", "buddy"))
