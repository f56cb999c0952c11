"""Changes of a Unit's missile rolls by its own text or its Pilot's or Enhancement's (judge/bttcg/missile_rules.py):
a missile's die deals 1 on a 1, 2 on a 2, 3 on a 3 with Munitions, nothing on 4-6 (rulebook p.31, Missile; p.14,
Munitions); a card's text makes exceptions to the rules (rulebook p.9). Invented texts."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import battle, unit

FIRE = [
    {"by": "Melissa", "pass": True},
    {"by": "Brian", "use": "Missile", "unit": "raider", "at": {"Melissa.stockpile": 1}},
]


def _one_missile(text: str = "", assets: str = "T", **more: Any) -> dict[int, Fraction]:
    """The distribution of the damage one missile deals Melissa's unblocked Stockpile (the Raider's attack is 0)."""
    cards = {"raider": unit("Brian", "fast", attack=0, text="Missile 1" + (f"\n{text}" if text else "")), **more}
    mission = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile"}
    result = battle(cards, mission, FIRE, assets=(assets, "T"))
    assert result["legal"], result["violations"]
    dist: dict[int, Fraction] = {}
    for outcome in result["outcomes"]:
        lost = 30 - outcome["stockpiles"]["Melissa"]
        dist[lost] = dist.get(lost, Fraction(0)) + Fraction(outcome["probability"])
    return dist


SIXTH = Fraction(1, 6)


def test_plain_missile_table_rulebook_p31() -> None:
    """Without a change: 1 on a 1, 2 on a 2, nothing else (no Munitions)."""
    assert _one_missile() == {0: 4 * SIXTH, 1: SIXTH, 2: SIXTH}


def test_roll_bonus_of_its_own_text_rulebook_p9_p31() -> None:
    """roll_bonus: "Add 1 to each missile roll for Raider.": a 1 is a 2 (2 damage); a 2 is a 3, nothing without
    Munitions, 3 with them (rulebook p.14)."""
    text = "Add 1 to each missile roll for raider."
    assert _one_missile(text) == {0: 5 * SIXTH, 2: SIXTH}
    assert _one_missile(text, assets="TM") == {0: 4 * SIXTH, 2: SIXTH, 3: SIXTH}


def test_damage_on_a_roll_even_without_munitions_enhancement_rulebook_p9_p14() -> None:
    """damage on a roll: an Enhancement's "Enhanced Unit's missiles deal 3 damage on a roll of 3 even without
    Munitions.": a 3 deals 3 without Munitions."""
    text = "Enhanced Unit's missiles deal 3 damage on a roll of 3 even without Munitions."
    kit = {"owner": "Brian", "on": "raider", "command": {"name": "Kit", "keywords": ["Enhancement"], "text": text}}
    assert _one_missile(kit=kit) == {0: 3 * SIXTH, 1: SIXTH, 2: SIXTH, 3: SIXTH}


def test_extra_missile_damage_stays_refused() -> None:
    """ "~'s missiles deal 1 extra damage": whether a missile that misses deals it is not settled: refused."""
    with pytest.raises(ScenarioError, match=r"not answered|does not execute"):
        _one_missile("raider's missiles deal 1 extra damage.")
