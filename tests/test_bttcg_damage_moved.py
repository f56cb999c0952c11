"""Damage already assigned or fired, moved by a card that lets its player's Units deal damage only to one chosen Unit
(Overwhelm's kind, judge/bttcg/interpret.py), where before the engine refused the card. Invented sentences only."""

from __future__ import annotations

from typing import Any

from judge.bttcg import rules as r
from tests.bttcg_helpers import battle, mission_card, only, rules_of, traced, unit

FOCUS = (
    "Choose an opposing Unit. Each of your Units gets +1 attack. You may assign their damage only to that opposing "
    "Unit."
)
"""An invented Mission card reading to ``damage_only_to`` the Unit chosen (the kind of Overwhelm)."""
MISSION = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile", "blockers": ["guard", "guard2"]}


def _cards(**raider: Any) -> dict[str, Any]:
    return {
        "raider": unit("Brian", "fast", attack=3, **raider),
        "guard": unit("Melissa", "fast", attack=0, structure=9),
        "guard2": unit("Melissa", "fast", attack=0, structure=9),
        "focus": mission_card("Brian", FOCUS, "Focus"),
    }


def test_damage_assigned_before_moves_to_the_chosen_unit_rulings_1997_overwhelm() -> None:
    """1997 rulings, Overwhelm ("All" of the damage) and rulebook p.9 (the card's text makes the exception to "You
    can't reassign the old damage", p.27): the Raider's 3 damage assigned to one blocker, then the card played
    choosing the other: all of its damage, the +1 too, goes to the chosen blocker, and none to the first."""
    actions = [
        {"by": "Brian", "assign": "raider", "to": {"guard": 3}},
        {"by": "Brian", "play": "focus", "choose": ["guard2"]},
    ]
    result = battle(_cards(), MISSION, actions)
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["cards"]["guard"]["damage"] == 0
    assert outcome["cards"]["guard2"]["damage"] == 4
    assert {r.OVERWHELM_MISSILES, r.ATTACK_CHANGES_AFTER_ASSIGNING} <= traced(result)


def test_missiles_fired_before_move_to_the_chosen_unit_rulings_1997_overwhelm() -> None:
    """1997 rulings, Overwhelm: "All missiles must be assigned to the chosen 'Mech": a missile fired at one blocker
    before the card is played goes to the chosen one (rolled as damage resolves: a 1 deals 1, rulebook p.31)."""
    actions = [
        {"by": "Brian", "use": "Missile", "unit": "raider", "at": {"guard": 1}},
        {"by": "Brian", "play": "focus", "choose": ["guard2"]},
    ]
    result = battle(_cards(text="Missile 1"), MISSION, actions, dice=[1])
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["cards"]["guard"]["damage"] == 0
    assert outcome["cards"]["guard2"]["damage"] == 4 + 1  # its 4 damage and the missile's
    assert any("raider's missiles fired go to guard2 instead" in step["text"] for step in result["trace"])


def test_damage_moved_cannot_be_assigned_elsewhere_after_rulebook_p27() -> None:
    """Rulebook p.27 (damage already assigned is not reassigned): once moved to the chosen Unit, a new assignment to
    the other blocker is a violation."""
    actions = [
        {"by": "Brian", "assign": "raider", "to": {"guard": 3}},
        {"by": "Brian", "play": "focus", "choose": ["guard2"]},
        {"by": "Brian", "assign": "raider", "to": {"guard": 4}},
    ]
    assert not battle(_cards(), MISSION, actions)["legal"]
    assert rules_of(battle(_cards(), MISSION, actions))
