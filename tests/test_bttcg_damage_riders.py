"""Riders on a battle's damage, checked as it resolves (judge/bttcg/damage_riders.py): ``if_damages`` ("If that Unit
damages any cards under construction, scrap them") and ``if_receives_damage`` with ``structure`` ("If engaged 'Mech
opponent controls is dealt structure damage, put ... counters on that 'Mech"). Rulebook p.29-30 (Resolving Damage:
a card under construction loses a counter per 2 damage; damage through armor is damage counters); glossary p.46
(Structure), p.26 (Engaged); CE rulings, Mission Cards. Invented inline cards."""

from __future__ import annotations

from typing import Any

import pytest

from judge.bttcg.damage_riders import RULE_IDS
from judge.rulings.store import RulingBase
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import battle, mission_card, only, unit

WRECKER = (
    "{T}: One of your Units gets +1 attack. If that Unit damages any card under construction, scrap it. "
    "Use this ability only during a mission."
)
CLUB = (
    "Choose one of your 'Mechs. If engaged 'Mech opponent controls is dealt structure damage, put two +1 attack "
    "clubbing limb counters on that 'Mech."
)


def raid(actions: list[Any], counters: int = 4) -> dict[str, Any]:
    """Brian's raider (attack 1) attacks Melissa's card under construction (``counters`` construction counters)."""
    cards: dict[str, Any] = {
        "raider": unit("Brian", "fast", attack=1, structure=5),
        "site": {"owner": "Melissa", "command": {"name": "Depot"}, "zone": "construction", "counters": counters},
        "wrecker": {"owner": "Brian", "command": {"name": "Wrecking Crew", "text": WRECKER}},
        "cover": mission_card("Melissa", "Prevent 1 damage to any card.", "Cover"),
    }
    mission = {"attacker": "Brian", "group": ["raider"], "target": "site"}
    return battle(cards, mission, actions)


def test_if_damages_scraps_the_card_under_construction_it_damages_rulebook_p30() -> None:
    """if_damages: the raider (+1: 2 attack) damages the card under construction: without the rider 2 damage would
    remove 1 of its 4 counters (rulebook p.30); with it the card is scrapped."""
    result = raid([{"by": "Brian", "use": "ability", "card": "wrecker", "choose": ["raider"]}])
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["site"]["zone"] == "scrapheap"
    plain = raid([])
    assert only(plain)["cards"]["site"]["zone"] == "construction" and only(plain)["cards"]["site"]["counters"] == 4


def test_if_damages_with_prevention_on_the_card_is_refused() -> None:
    """Prevention on the damaged card: whose damage gets through is not settled, refused."""
    actions = [
        {"by": "Melissa", "play": "cover", "choose": ["site"]},
        {"by": "Brian", "use": "ability", "card": "wrecker", "choose": ["raider"]},
    ]
    with pytest.raises(ScenarioError, match=r"not answered by this version: .*also prevented"):
        raid(actions)


def club(guard_armor: int) -> dict[str, Any]:
    """Brian's raider (attack 3) is blocked by Melissa's guard (armor ``guard_armor``); Brian plays the club card
    on his raider."""
    cards: dict[str, Any] = {
        "raider": unit("Brian", "fast", attack=3, structure=9),
        "guard": unit("Melissa", "fast", attack=0, armor=guard_armor, structure=9),
        "club": mission_card("Brian", CLUB, "Improvised Club"),
    }
    mission = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile", "blockers": ["guard"]}
    return battle(cards, mission, [{"by": "Brian", "play": "club", "choose": ["raider"]}])


def test_if_receives_structure_damage_puts_counters_glossary_structure() -> None:
    """if_receives_damage (structure): the guard (armor 1) gets 2 damage counters, structure damage: the raider gets
    two +1 attack counters; with armor 3 nothing gets through and no counter is put."""
    result = club(1)
    assert result["legal"], result["violations"]
    cards = only(result)["cards"]
    assert cards["guard"]["damage"] == 2
    assert cards["raider"]["other_counters"] == {"+1 attack clubbing limb": 2}
    cards = only(club(3))["cards"]
    assert cards["guard"]["damage"] == 0 and "other_counters" not in cards["raider"]


def test_the_damage_riders_rule_ids_resolve() -> None:
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]
