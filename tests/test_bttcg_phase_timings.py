"""Abilities timed to a phase, used in a battle (judge/bttcg/play_restrictions.phase_problem): a battle is fought
during the attacker's Missions phase, inside a mission (rulebook p.16, sequence of play; p.23, Missions phase).
Invented inline cards."""

from __future__ import annotations

from typing import Any

import pytest

from judge.bttcg import turn_rules as t
from tests.bttcg_helpers import battle, only, rules_of, unit

TO_STOCKPILE = {"attacker": "Brian", "group": ["a1"], "target": "Melissa.stockpile"}


def _cards(owner: str, timing: str) -> dict[str, Any]:
    return {
        "a1": unit("Brian", "fast", attack=2),
        "d1": unit("Melissa", "fast", attack=2, zone="patrol"),
        "hq": {"owner": owner, "command": {"name": "Field HQ", "text": f"{{T}}: Draw a card. {timing}"}},
    }


@pytest.mark.parametrize(
    "when", ["your Deploy phase", "your Repair/Reload phase", "your Missions phase, but not during a mission"]
)
def test_an_ability_timed_to_another_phase_is_a_violation_in_a_battle_rulebook_p16_p23(when: str) -> None:
    """rulebook p.16 and p.23: a battle is fought in the Missions phase, inside a mission: an ability used only in
    another phase, or outside a mission, cannot be used in it (a violation, not a refusal)."""
    timing = f"Use this ability only during {when}."
    result = battle(_cards("Brian", timing), TO_STOCKPILE, [{"by": "Brian", "use": "ability", "card": "hq"}])
    assert not result["legal"]
    assert {t.SEQUENCE, t.MISSIONS_PHASE} <= rules_of(result)


def test_your_missions_phase_holds_for_the_attacker_only_rulebook_p23() -> None:
    """rulebook p.23: the Missions phase is the attacker's; the defender's "during your Missions phase" does not hold
    in the attacker's battle."""
    timing = "Use this ability only during your Missions phase."
    attacker = battle(_cards("Brian", timing), TO_STOCKPILE, [{"by": "Brian", "use": "ability", "card": "hq"}])
    assert attacker["legal"], attacker["violations"]
    assert only(attacker)["stockpiles"]["Brian"] == 29
    defender = battle(_cards("Melissa", timing), TO_STOCKPILE, [{"by": "Melissa", "use": "ability", "card": "hq"}])
    assert not defender["legal"]
    assert any("Brian's" in v["message"] for v in defender["violations"])
