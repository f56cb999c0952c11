"""A card's continuous halving of the damage dealt to it (judge/bttcg/own_halving.py): a card's text makes exceptions
to the rules (rulebook p.9); damage resolves at the end of the battle, what a card receives halved before prevention
and armor (rulebook p.29-30, Resolving Damage). Invented texts."""

from __future__ import annotations

from typing import Any

import pytest

from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import battle, only, unit

RAID = {"attacker": "Brian", "group": ["raider"], "target": "crown"}


def _damage(text: str, attack: int = 5, **more: Any) -> int:
    cards = {
        "raider": unit("Brian", "fast", attack=attack),
        "crown": unit("Melissa", "slow", attack=0, structure=9, name="Crown", text=text),
        **more,
    }
    result = battle(cards, RAID)
    assert result["legal"], result["violations"]
    return int(only(result)["cards"]["crown"]["damage"])


def test_unit_halves_damage_dealt_to_it_rounded_down_rulebook_p9_p29() -> None:
    """halve_damage of the card itself: "Halve all damage dealt to Crown, rounded down.": of 5 damage, 2 counters
    (without the text 5; rounded up, 3)."""
    assert _damage("") == 5
    assert _damage("Halve all damage dealt to Crown, rounded down.") == 2
    assert _damage("Halve all damage dealt to Crown, rounded up.") == 3


def test_enhancement_halves_damage_dealt_to_its_unit_rulebook_p9_p29() -> None:
    """halve_damage of the card an Enhancement is on ("Halve all damage dealt to enhanced 'Mech, rounded up.")."""
    plate = {
        "owner": "Melissa",
        "on": "crown",
        "command": {
            "name": "Plate",
            "keywords": ["Enhancement"],
            "text": "Halve all damage dealt to enhanced 'Mech, rounded up.",
        },
    }
    assert _damage("", plate=plate) == 3


def test_halving_without_rounding_is_refused() -> None:
    """A halving that does not say how to round: the rules leave it open, never guessed."""
    with pytest.raises(ScenarioError, match=r"not answered|does not execute"):
        _damage("Halve all damage dealt to Crown.")
