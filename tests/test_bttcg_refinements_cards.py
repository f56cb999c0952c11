"""The selector refinements of :mod:`judge.bttcg.refinements_cards`, each in a battle with an invented Mission card:
the card a refinement excludes is an illegal choice, the one it admits takes the effect."""

from __future__ import annotations

from typing import Any

import pytest

from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import battle, mission_card, only, unit

ATTACK = {"attacker": "Brian", "group": ["raider"], "target": "victim"}


def _play(text: str, chosen: str, raider: tuple[str, ...] = ("Clan", "Wolf"), **victim: Any) -> dict[str, Any]:
    cards = {
        "raider": unit("Brian", "fast", attack=2, keywords=list(raider)),
        "victim": unit("Melissa", "slow", attack=1, structure=9, **victim),
        "shot": mission_card("Brian", text, "Shot"),
    }
    actions = [{"by": "Brian", "play": "shot", "choose": [chosen]}]
    return battle(cards, ATTACK, actions)


def test_damage_counters_on_a_card_rulebook_repair_reload_phase() -> None:
    """rulebook, Repair/Reload phase: damage counters stay on a card until it is repaired; "a Unit with 2 or more
    damage counters on it" is one that has them now."""
    text = "Deal 3 damage to target Unit with 2 or more damage counters on it."
    admitted = _play(text, "victim", damage=2)
    assert admitted["legal"], admitted["violations"]
    assert only(admitted)["cards"]["victim"]["damage"] == 2 + 3 + 2  # the card's 3, then the battle's 2
    refused = _play(text, "victim", damage=1)
    assert not refused["legal"]
    assert any("damage counter" in v["message"] for v in refused["violations"])


def test_unaffiliated_card_rulebook_p40_clan_and_house() -> None:
    """rulebook p.40, Clan and House; CE General Rulings: Mercenary is no House. "target unaffiliated 'Mech": a
    Mercenary 'Mech is one, a Kurita 'Mech is not; an inline card that names no keyword is refused, not guessed."""
    text = "Deal 3 damage to target unaffiliated 'Mech."
    mercenary = _play(text, "victim", keywords=["Inner Sphere", "Mercenary"])
    assert mercenary["legal"], mercenary["violations"]
    kurita = _play(text, "victim", keywords=["Inner Sphere", "Kurita"])
    assert not kurita["legal"]
    assert any("not one unaffiliated" in v["message"] for v in kurita["violations"])
    with pytest.raises(ScenarioError, match="not answered by this version: whether victim is unaffiliated"):
        _play(text, "victim")


def test_counters_of_a_kind_on_a_card_rulebook_glossary_counter() -> None:
    """rulebook Glossary, Counter: counters of a kind stay on their card; "with two or more bounty counters on it"
    is a card with that many of that kind now."""
    text = "Deal 3 damage to target 'Mech with two or more bounty counters on it."
    admitted = _play(text, "victim", other_counters={"bounty": 2})
    assert admitted["legal"], admitted["violations"]
    refused = _play(text, "victim", other_counters={"bounty": 1})
    assert not refused["legal"]


def test_what_a_card_did_this_turn_rulebook_p24_sending_units_on_a_mission() -> None:
    """rulebook p.24: the attacking group attacks, the blocking Units block. "target Unit that blocked this turn":
    Melissa's blocker blocked (the battle under way); Brian's second attacker did only if the scenario says it
    blocked earlier this turn (``this_turn``, an extension)."""
    cards = {
        "raider": unit("Brian", "fast", attack=0, keywords=["Clan"]),
        "vet": unit("Brian", "fast", attack=0, structure=9),
        "wall": unit("Melissa", "fast", attack=0, structure=9),
        "shot": mission_card("Melissa", "Deal 3 damage to target Unit that blocked this turn.", "Shot"),
    }
    mission = {"attacker": "Brian", "group": ["raider", "vet"], "target": "Melissa.stockpile", "blockers": ["wall"]}
    blocked = battle(cards, mission, [{"by": "Melissa", "play": "shot", "choose": ["wall"]}])
    assert blocked["legal"], blocked["violations"]
    assert only(blocked)["cards"]["wall"]["damage"] == 3
    idle = battle(cards, mission, [{"by": "Melissa", "play": "shot", "choose": ["vet"]}])
    assert not idle["legal"]
    cards["vet"] = unit("Brian", "fast", attack=0, structure=9, this_turn=["blocked"])
    earlier = battle(cards, mission, [{"by": "Melissa", "play": "shot", "choose": ["vet"]}])
    assert earlier["legal"], earlier["violations"]
    assert only(earlier)["cards"]["vet"]["damage"] == 3
