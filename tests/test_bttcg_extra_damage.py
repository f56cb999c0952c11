"""Extra damage of Units that already assigned theirs (judge/bttcg/extra_damage.py; issue 17: every card does what it
says). Relentless Assault's Mercenaries wording read in place, inline; a pool 'Mech of 80 tons read in place for
its tonnage (skipped without ../shared). Rulebook p.27, One Player Goes First (a rise of attack after assigning: the new
damage is assigned at once, the old is not reassigned)."""

from __future__ import annotations

from typing import Any

from judge.bttcg import rules as r
from judge.pool import CardPool
from tests.bttcg_helpers import battle, mission_card, only, printing_text, traced


def _assault(pool: CardPool, blockers: list[str], more: list[dict[str, Any]]) -> dict[str, Any]:
    cards = {
        "charger": {"owner": "Brian", "card": "Charger (CGR-3K)"},
        "guard": {"owner": "Melissa", "card": "Anvil (ANV-3M)"},
        "guard2": {"owner": "Melissa", "card": "Anvil (ANV-3M)"},
        "card": mission_card("Melissa", printing_text(pool, "Relentless Assault", "Mercenaries"), "Relentless Assault"),
    }
    mission = {"attacker": "Brian", "group": ["charger"], "target": "Melissa.stockpile", "blockers": blockers}
    actions = [
        {"by": "Brian", "assign": "charger", "to": {"guard": 2}},  # Brian lost initiative: he assigns first
        {"by": "Melissa", "play": "card"},
        *more,
    ]
    return battle(cards, mission, actions, assets=("", "T"), pool=pool)


def test_assign_extra_damage_after_the_card_rulebook_p27(current_pool: CardPool) -> None:
    """assign_extra_damage: the Charger (80 tons) assigned its 2 damage before the card gave it +2 attack; with one
    blocker (an Anvil, 60 tons, 3 armor with its ECM) the 2 more go to it at once (4 in all: 1 gets through its
    armor); with two, its player assigns the 2 new ones, anywhere, the old 2 staying where they went (rulebook
    p.27)."""
    one = _assault(current_pool, ["guard"], [])
    assert one["legal"], one["violations"]
    assert only(one)["cards"]["guard"]["damage"] == 1
    assert r.ATTACK_CHANGES_AFTER_ASSIGNING in traced(one)
    two = _assault(current_pool, ["guard", "guard2"], [{"by": "Brian", "assign": "charger", "to": {"guard": 4}}])
    assert two["legal"], two["violations"]
    cards = only(two)["cards"]
    assert (cards["guard"]["damage"], cards["guard2"]["damage"]) == (1, 0)
    moved = _assault(current_pool, ["guard", "guard2"], [{"by": "Brian", "assign": "charger", "to": {"guard2": 4}}])
    assert not moved["legal"]
