"""A Unit's stats changed in a battle beyond adding to them (judge/bttcg/stat_changes.py): armor set to a value
(``set_stat``: resolving damage, rulebook p.29, armor subtracted from the damage received) and an attack bonus only
against targets other than Units (``modify_stat`` with ``only_against``: used as AP's, rulebook p.28 assigning
damage). Invented inline cards."""

from __future__ import annotations

from typing import Any

import pytest

from judge.bttcg.stat_changes import RULE_IDS
from judge.rulings.store import RulingBase
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import battle, mission_card, only, unit

STRIP = "{T}: Reduce the armor of each opposing Unit to 1. Use this ability only during a mission."
SIEGE = (
    "{T}: One of your Units has +3 attack, only usable against targets other than Units. "
    "Use this ability only during a mission."
)


def test_set_stat_armor_reduced_to_a_value_rulebook_p29() -> None:
    """set_stat: the blocker (armor 4, structure 9) has its armor reduced to 1 by Brian's card: the raider's 3
    damage are 2 damage counters (rulebook p.29: armor subtracted, here 1); without it, none."""
    cards: dict[str, Any] = {
        "raider": unit("Brian", "fast", attack=3, structure=9),
        "guard": unit("Melissa", "fast", attack=0, armor=4, structure=9),
        "strip": {"owner": "Brian", "command": {"name": "Armor Stripper", "text": STRIP}},
    }
    mission = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile", "blockers": ["guard"]}
    result = battle(cards, mission, [{"by": "Brian", "use": "ability", "card": "strip"}])
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["guard"]["damage"] == 2
    plain = battle(cards, mission, [])
    assert only(plain)["cards"]["guard"]["damage"] == 0


def test_set_stat_overrides_an_earlier_change_and_refuses_a_later_one() -> None:
    """A change of armor before the armor is set is overridden (the guard gets +2 armor, then 1: 2 damage counters);
    one after it (Brian, losing initiative, goes first): whether it still applies is not settled, refused."""
    cards: dict[str, Any] = {
        "raider": unit("Brian", "fast", attack=3, structure=9),
        "guard": unit("Melissa", "fast", attack=0, armor=4, structure=9),
        "strip": {"owner": "Brian", "command": {"name": "Armor Stripper", "text": STRIP}},
        "plate": mission_card("Melissa", "One of your 'Mechs gets +2 armor.", "Plating"),
    }
    mission = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile", "blockers": ["guard"]}
    before: list[Any] = [
        {"by": "Melissa", "play": "plate", "choose": ["guard"]},
        {"by": "Brian", "use": "ability", "card": "strip"},
    ]
    result = battle(cards, mission, before)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["guard"]["damage"] == 2
    with pytest.raises(ScenarioError, match=r"not answered by this version: .*after an effect set it"):
        battle(cards, mission, before[::-1], assets=("", "T"))


def siege(blocked: bool, assign: dict[str, int] | None = None) -> dict[str, Any]:
    cards: dict[str, Any] = {
        "raider": unit("Brian", "fast", attack=2, structure=9),
        "guard": unit("Melissa", "fast", attack=0, structure=9),
        "siege": {"owner": "Brian", "command": {"name": "Siege Master", "text": SIEGE}},
    }
    mission: dict[str, Any] = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile"}
    if blocked:
        mission["blockers"] = ["guard"]
    actions: list[Any] = [{"by": "Brian", "use": "ability", "card": "siege", "choose": ["raider"]}]
    if assign is not None:
        actions.append({"by": "Brian", "assign": "raider", "to": assign})
    return battle(cards, mission, actions)


def test_modify_stat_only_against_other_than_units_goes_to_the_stockpile_rulebook_p28() -> None:
    """modify_stat (only_against): unblocked, the raider's 2 attack and the +3 go to the Stockpile: 5 cards."""
    result = siege(False)
    assert result["legal"], result["violations"]
    assert only(result)["stockpiles"]["Melissa"] == 25


def test_modify_stat_only_against_other_than_units_not_against_a_blocker() -> None:
    """Blocked, the bonus is not usable against the blocking Unit: the raider deals its 2 only; assigning 5 to the
    blocker is a violation."""
    result = siege(True)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["guard"]["damage"] == 2
    assert not siege(True, {"guard": 5})["legal"]


def test_the_stat_changes_rule_ids_resolve() -> None:
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]
