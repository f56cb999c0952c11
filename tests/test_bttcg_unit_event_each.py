"""A Unit's trigger when it attacks or blocks whose effects reach every card of a kind, no choice asked
(judge/bttcg/pilot_triggers.py): "Whenever ~ attacks, deal 1 damage to each blocking Unit." The trigger happens as the
mission is declared, the Unit in the attacking group (Glossary, Group; rulebook p.26: a Unit in the battle affects
it); damage resolves at the end of the battle, all at once (rulebook p.29-30); a card's text makes exceptions to the
rules (rulebook p.9). Invented texts."""

from __future__ import annotations

import pytest

from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import battle, only, unit

STING = "Whenever raider attacks, deal 1 damage to each blocking Unit."
PASS = [{"by": "Melissa", "pass": True}, {"by": "Brian", "pass": True}]


def _blocked(text: str) -> dict[str, int]:
    cards = {
        "raider": unit("Brian", "fast", attack=0, text=text),
        "wall": unit("Melissa", "fast", attack=0),
        "post": unit("Melissa", "fast", attack=0),
        "idle": unit("Melissa", "fast", attack=0),
    }
    mission = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile", "blockers": ["wall", "post"]}
    result = battle(cards, mission, PASS)
    assert result["legal"], result["violations"]
    return {c: s.get("damage", 0) for c, s in only(result)["cards"].items()}


def test_unit_attacks_trigger_damages_each_blocking_unit_rulebook_p9_p26() -> None:
    """unit_attacks with "each blocking Unit": both blockers take 1 damage, the Unit not in the battle none (and
    without the text, no damage at all)."""
    damage = _blocked(STING)
    assert (damage["wall"], damage["post"], damage["idle"]) == (1, 1, 0)
    assert _blocked("")["wall"] == 0


def test_unit_attacks_trigger_with_a_choice_stays_refused() -> None:
    """ "deal 1 damage to target Unit": a choice no part of the scenario answers for a trigger: refused."""
    with pytest.raises(ScenarioError, match="not answered"):
        _blocked("Whenever raider attacks, deal 1 damage to target Unit.")
