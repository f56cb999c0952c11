"""When an ability may be played (judge/bttcg/play_windows.py): "Use this ability only once each turn" during the
turn. The card's text is the rule (rulebook p.9: cards make exceptions to the rules); a condition is checked when the
ability is played (CE General Rulings, Abilities). Invented cards, and the pool's Gearhead read in place."""

from __future__ import annotations

from typing import Any

import yaml

from judge.bttcg import turn_rules as t
from judge.pool import CardPool
from tests.bttcg_helpers import answer, only

WRENCH = (
    "Repair 1 damage to 'Mech piloted by Wrench. Use this ability only once each turn and only during your "
    "Repair/Reload phase."
)


def _turn(pilot: dict[str, Any], uses: int, phase: str = "repair", pool: CardPool | None = None) -> dict[str, Any]:
    """Brian's 'Mech with 3 damage, the pilot on it, its ability used ``uses`` times in ``phase``."""
    doc = {
        "game": "bttcg",
        "players": {"Brian": {}, "Melissa": {}},
        "phase": phase,
        "cards": {
            "mech": {
                "owner": "Brian",
                "unit": {"type": "mech", "speed": "fast", "attack": 3, "armor": 0, "structure": 6},
                "damage": 3,
            },
            "pilot": {"owner": "Brian", "on": "mech", **pilot},
        },
        "actions": [{"by": "Brian", "use": "ability", "card": "pilot"}] * uses,
    }
    return answer(yaml.safe_dump(doc, sort_keys=False), pool)


def test_once_each_turn_second_use_is_a_violation_ce_rulings_abilities() -> None:
    """The card's text: "Use this ability only once each turn": the first use repairs 1 of the 'Mech's 3 damage; a
    second use in the same turn is a violation, and repairs nothing more. No {T}: nothing else would stop it."""
    pilot = {"command": {"name": "Wrench", "keywords": ["Pilot"], "text": WRENCH}}
    once = _turn(pilot, 1)
    assert once["legal"], once["violations"]
    assert only(once)["cards"]["mech"]["damage"] == 2
    twice = _turn(pilot, 2)
    assert [(v["action"], v["message"]) for v in twice["violations"]] == [
        (1, "Wrench's ability is used only once each turn, and it was used this turn")
    ]
    assert t.SEQUENCE in twice["violations"][0]["rules"]
    assert only(twice)["cards"]["mech"]["damage"] == 2


def test_once_each_turn_keeps_its_phase_ce_rulings_abilities() -> None:
    """Its other timing still holds: in the Deploy phase the use is a violation, and does not count as the turn's
    one use."""
    pilot = {"command": {"name": "Wrench", "keywords": ["Pilot"], "text": WRENCH}}
    early = _turn(pilot, 1, phase="deploy")
    assert not early["legal"] and "Repair/Reload phase" in early["violations"][0]["message"]
    assert only(early)["cards"]["mech"]["damage"] == 3


def test_pool_pilot_repairs_once_each_turn(current_pool: CardPool) -> None:
    """Gearhead (read in place from ../shared/data, its current text): its repair once in the Repair/Reload phase,
    a second use the same turn refused."""
    twice = _turn({"card": "Gearhead"}, 2, pool=current_pool)
    assert [v["action"] for v in twice["violations"]] == [1]
    assert only(twice)["cards"]["mech"]["damage"] == 2
