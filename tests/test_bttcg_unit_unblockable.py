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
