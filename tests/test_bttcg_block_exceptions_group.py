"""A Unit that "cannot be blocked by patrolling 'Mechs that are the same speed" attacking in a group
(judge/bttcg/block_exceptions.py ``_check_in_group``). The card changes the normal rules that determine whether the
Unit can be blocked based on its speed (CE rulings, Navigation Computer), and a patrolling Unit can't block a group
only if it could block no member of it by speed (rulebook Glossary, Speed; p.25). The pool's Navigation Computer is
read in place."""

from __future__ import annotations

from typing import Any

from judge.bttcg import rules as r
from judge.bttcg.block_exceptions import GROUP_SPEED, NAVIGATION_COMPUTER
from judge.pool import CardPool
from tests.bttcg_helpers import battle, rules_of, unit


def _group(attackers: list[tuple[str, bool]], blocker: dict[str, Any], pool: CardPool) -> dict[str, Any]:
    """Brian's group (each attacker's speed, and whether Navigation Computer is on it) attacks Melissa's Stockpile,
    blocked by ``blocker``."""
    cards: dict[str, Any] = {"b1": blocker}
    for number, (speed, computer) in enumerate(attackers):
        cards[f"a{number}"] = unit("Brian", speed, attack=1)
        if computer:
            cards[f"nav{number}"] = {"owner": "Brian", "card": "Navigation Computer", "on": f"a{number}"}
    mission = {
        "attacker": "Brian",
        "group": [f"a{n}" for n in range(len(attackers))],
        "target": "Melissa.stockpile",
        "blockers": ["b1"],
    }
    return battle(cards, mission, pool=pool)


def test_navigation_computer_in_a_group_blocked_through_a_slower_member_glossary_speed(current_pool: CardPool) -> None:
    """Glossary, Speed ("Patrolling Units can't block a group if they're slower than every member in that group") and
    CE rulings, Navigation Computer: a moderate patrolling 'Mech blocks a group of a moderate 'Mech with the card and
    a slow one (it could block the slow one), or a moderate one without the card."""
    moderate = unit("Melissa", "moderate", attack=0)
    result = _group([("moderate", True), ("slow", False)], moderate, current_pool)
    assert result["legal"], result["violations"]
    result = _group([("moderate", True), ("moderate", False)], moderate, current_pool)
    assert result["legal"], result["violations"]


def test_navigation_computer_in_a_group_no_member_blockable_by_speed_ce_rulings(current_pool: CardPool) -> None:
    """CE rulings, Navigation Computer; Glossary, Speed: with the card on the moderate 'Mech and the other one fast,
    a moderate patrolling 'Mech could block neither by speed: its block is a violation (the slowest-member rule alone
    would allow it); so is a block of two moderate 'Mechs both with the card."""
    moderate = unit("Melissa", "moderate", attack=0)
    result = _group([("moderate", True), ("fast", False)], moderate, current_pool)
    assert {r.BLOCK_SPEED, GROUP_SPEED, NAVIGATION_COMPUTER} <= rules_of(result)
    assert "could block no other Unit of the group by speed" in result["violations"][0]["message"]
    result = _group([("moderate", True), ("moderate", True)], moderate, current_pool)
    assert NAVIGATION_COMPUTER in rules_of(result)


def test_navigation_computer_in_a_group_other_blockers_unaffected_ce_rulings(current_pool: CardPool) -> None:
    """CE rulings, Navigation Computer: a fast patrolling 'Mech (not the same speed) and a moderate 'Mech guarding the
    target (not patrolling) block the group of a moderate 'Mech with the card and a fast one."""
    fast = unit("Melissa", "fast", attack=0)
    result = _group([("moderate", True), ("fast", False)], fast, current_pool)
    assert result["legal"], result["violations"]
    guarding = unit("Melissa", "moderate", attack=0, zone="guard", guarding="Melissa.stockpile")
    result = _group([("moderate", True), ("fast", False)], guarding, current_pool)
    assert result["legal"], result["violations"]
