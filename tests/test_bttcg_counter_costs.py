"""Removing counters from the card itself to pay for its ability ("Remove a supply counter from Depot: ..."):
judge/bttcg/counter_costs.py, during the turn and in a battle. Rulebook Glossary, Counter; rulebook p.27 and CE
General Rulings, Abilities (a cost is paid in full as the ability is used, before its effects). Invented inline
cards."""

from __future__ import annotations

from typing import Any

import yaml

from judge.bttcg.counters import COUNTER
from tests.bttcg_helpers import answer, battle, only, rules_of, traced, unit

REPAIR = "Remove a supply counter from Depot: Repair 2 damage to target Unit."


def _depot(owner: str, text: str, have: int, kind: str = "supply") -> dict[str, Any]:
    spec: dict[str, Any] = {"owner": owner, "command": {"name": "Depot", "text": text}}
    if have:
        spec["other_counters"] = {kind: have}
    return spec


def _turn(supply: int) -> dict[str, Any]:
    doc = {
        "game": "bttcg",
        "players": {"Brian": {"stockpile": 20}, "Melissa": {"stockpile": 20}},
        "phase": "deploy",
        "cards": {"depot": _depot("Brian", REPAIR, supply), "hurt": unit("Brian", structure=9, damage=3)},
        "actions": [{"by": "Brian", "use": "ability", "card": "depot", "choose": ["hurt"]}],
    }
    return answer(yaml.safe_dump(doc, sort_keys=False))


def test_remove_a_counter_to_pay_during_the_turn_rulebook_glossary_counter() -> None:
    """rulebook Glossary, Counter; CE General Rulings, Abilities: one supply counter comes off Depot (two left) and
    2 damage is repaired; with no supply counter the ability cannot be used (a violation, nothing repaired)."""
    paid = _turn(3)
    assert paid["legal"], paid["violations"]
    cards = only(paid)["cards"]
    assert cards["depot"]["other_counters"] == {"supply": 2}
    assert cards["hurt"]["damage"] == 1
    assert COUNTER in traced(paid)
    short = _turn(0)
    assert not short["legal"]
    assert any("0 supply counter" in v["message"] for v in short["violations"])


def test_remove_counters_to_pay_in_a_battle_rulebook_p27_abilities() -> None:
    """rulebook p.27 (abilities used in a battle) and CE General Rulings, Abilities: "Remove two fuel counters from
    Depot: Target Unit gets +2 attack." used in the battle takes both counters and gives the attacker +2 (2 + 2
    damage to the Stockpile); with one counter it cannot be used."""
    text = "Remove two fuel counters from Depot: Target Unit gets +2 attack. Use this ability only during a mission."

    def fight(fuel: int) -> dict[str, Any]:
        cards = {"a1": unit("Brian", "fast", attack=2), "depot": _depot("Brian", text, fuel, "fuel")}
        mission = {"attacker": "Brian", "group": ["a1"], "target": "Melissa.stockpile"}
        return battle(
            cards,
            mission,
            [{"by": "Melissa", "pass": True}, {"by": "Brian", "use": "ability", "card": "depot", "choose": ["a1"]}],
        )

    paid = fight(2)
    assert paid["legal"], paid["violations"]
    assert only(paid)["stockpiles"]["Melissa"] == 30 - 4
    assert "other_counters" not in only(paid)["cards"]["depot"]
    short = fight(1)
    assert not short["legal"] and COUNTER in rules_of(short)
