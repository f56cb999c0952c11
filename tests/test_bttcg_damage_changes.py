"""Damage a card's effect deals in a battle, changed by its text (judge/bttcg/damage_changes.py): structure damage
past the armor (rulebook glossary p.44 Armor, p.46 Structure; Resolving Damage p.29-30), damage "~ deals" (the card
itself). Invented inline cards."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from judge.bttcg.damage_changes import MULTIPLIER_RULE_IDS, RULE_IDS
from judge.bttcg.executable import card_refusals
from judge.bttcg.faces import face_of_pool_card
from judge.cards.models import BtCard
from judge.dsl import models as m
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import answer, battle, mission_card, only, traced, unit
from tests.test_bttcg_turn import BRIAN, MELISSA

GUNNER = "{T}: Deal 2 structure damage to one 'Mech. Use this ability only during battle."
SELF_DEALER = "{T}: Gunnery Range deals 2 damage to attacking 'Mech. Use this ability only during a mission."


def fight(text: str, name: str, more: list[Any] | None = None, attack: int = 0) -> dict[str, Any]:
    """Brian's raider (armor 3, structure 6) attacks; Melissa's guard (attack ``attack``) blocks; Melissa uses
    her Command card on the raider."""
    cards: dict[str, Any] = {
        "raider": unit("Brian", "fast", attack=0, armor=3, structure=6),
        "guard": unit("Melissa", "fast", attack=attack, structure=9),
        "gun": {"owner": "Melissa", "command": {"name": name, "text": text}},
    }
    mission = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile", "blockers": ["guard"]}
    actions: list[Any] = [{"by": "Melissa", "use": "ability", "card": "gun", "choose": ["raider"]}, *(more or [])]
    return battle(cards, mission, actions)


def test_structure_damage_is_not_stopped_by_armor_rulebook_glossary_armor_structure() -> None:
    """deal_damage (structure): rulebook glossary p.44 (armor diminishes damage; only what gets through has a
    lasting effect) and p.46 (serious damage is damage counters): 2 structure damage to a 'Mech of armor 3 is 2
    damage counters."""
    result = fight(GUNNER, "Field Gun")
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["raider"]["damage"] == 2
    assert set(RULE_IDS) <= traced(result)


def test_structure_damage_adds_to_ordinary_damage_armor_stops_only_the_ordinary_rulebook_p30() -> None:
    """Resolving damage, rulebook p.29-30 (armor once against the lump sum): 4 ordinary damage from the blocker and
    2 structure damage: armor 3 stops 3 of the ordinary 4; 1 + 2 = 3 damage counters."""
    result = fight(GUNNER, "Field Gun", [{"by": "Melissa", "assign": "guard", "to": {"raider": 4}}], attack=4)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["raider"]["damage"] == 3


def test_structure_damage_with_prevention_is_refused() -> None:
    """Prevention on a card also receiving structure damage: which part it reaches is not settled, refused."""
    shield = mission_card("Brian", "Prevent 2 damage to one of your 'Mechs.")
    cards: dict[str, Any] = {
        "raider": unit("Brian", "fast", attack=0, armor=3, structure=6),
        "guard": unit("Melissa", "fast", attack=0, structure=9),
        "gun": {"owner": "Melissa", "command": {"name": "Field Gun", "text": GUNNER}},
        "cover": shield,
    }
    mission = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile", "blockers": ["guard"]}
    actions: list[Any] = [
        {"by": "Melissa", "use": "ability", "card": "gun", "choose": ["raider"]},
        {"by": "Brian", "play": "cover", "choose": ["raider"]},
    ]
    with pytest.raises(ScenarioError, match=r"not answered by this version: .*structure damage to a card whose damage"):
        battle(cards, mission, actions)


def test_damage_a_card_says_it_deals_is_its_own_ce_rulings_temporary_cease_fire() -> None:
    """deal_damage (source: the card itself): CE General Rulings, Temporary Cease-Fire (damage dealt by cards other
    than Units is the card's): "Gunnery Range deals 2 damage to attacking 'Mech" is 2 damage from it, armor 3 stops
    it all."""
    result = fight(SELF_DEALER, "Gunnery Range")
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["raider"]["damage"] == 0
    result = fight(SELF_DEALER, "Gunnery Range", [{"by": "Melissa", "assign": "guard", "to": {"raider": 2}}], attack=2)
    assert only(result)["cards"]["raider"]["damage"] == 1


def test_the_damage_changes_rule_ids_resolve() -> None:
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]


DELAY = (
    "{T}: Scrap Delay Charge and deal to one 'Mech or site damage equal to the number of time counters on Delay "
    "Charge. Use this ability during your Deploy phase."
)


def test_deal_damage_of_counters_on_this_card_during_the_turn_rulebook_p29() -> None:
    """deal_damage (an amount: the time counters on this card) during the turn: counted as the ability is used, the
    3 counters the card had as it scraps itself; armor 1 stops 1, 2 damage counters (rulebook p.29-30)."""
    doc = {
        "game": "bttcg",
        "players": {BRIAN: {"stockpile": 20}, MELISSA: {"stockpile": 20}},
        "phase": "deploy",
        "cards": {
            "charge": {
                "owner": BRIAN,
                "command": {"name": "Delay Charge", "text": DELAY},
                "other_counters": {"time": 3},
            },
            "victim": unit(MELISSA, armor=1, structure=5),
        },
        "actions": [{"by": BRIAN, "use": "ability", "card": "charge", "choose": ["victim"]}],
    }
    result = answer(yaml.safe_dump(doc, sort_keys=False))
    assert result["legal"], result["violations"]
    cards = only(result)["cards"]
    assert cards["victim"]["damage"] == 2 and cards["charge"]["zone"] == "scrapheap"


def test_an_ability_read_apart_from_its_cost_is_refused_in_coverage(current_pool: CardPool) -> None:
    """Time Bomb (pool card, read in place): its damage was read as an ability apart from its {T} (no cost), and
    coverage refused it; the grammar now reads "{T}: Scrap Time Bomb. Deal ... Use this ability only ..." as one
    ability (judge/cardtext/parser.py), which the turn executes (tests/test_bttcg_untap_rules.py
    plays it): coverage counts it executed. One still read apart: test_bttcg_used_in_phase.py."""
    card = current_pool.lookup("Time Bomb", "bttcg")
    assert isinstance(card, BtCard)
    face = face_of_pool_card(card)
    assert not any(isinstance(a, m.Static) and a.used for a in face.abilities)
    assert not card_refusals(face).refused


GROUNDWORK = "Scrap Survey Team when it is revealed. Choose a site. Double all damage dealt to that site this turn."
BATTERY = "{T}: Deal 2 damage to one site. Use this ability during your Deploy phase."


def groundwork(actions: list[Any], mission: bool = False, teams: int = 1) -> dict[str, Any]:
    """Brian activates his Survey Team(s) in the Deploy phase on Melissa's Stockpile, then acts."""
    cards: dict[str, Any] = {
        f"team{n}": {
            "owner": BRIAN,
            "command": {"name": "Survey Team", "text": GROUNDWORK, "cost": "0"},
            "zone": "construction",
        }
        for n in range(teams)
    }
    cards |= {
        "battery": {"owner": BRIAN, "command": {"name": "Field Battery", "text": BATTERY}},
        "raider": unit(BRIAN, "fast", attack=3),
    }
    doc: dict[str, Any] = {
        "game": "bttcg",
        "players": {BRIAN: {"stockpile": 20}, MELISSA: {"stockpile": 20}},
        "phase": "deploy",
        "cards": cards,
        "actions": [
            *({"by": BRIAN, "activate": f"team{n}", "choose": [f"{MELISSA}.stockpile"]} for n in range(teams)),
            *actions,
            {"by": BRIAN, "phase": "missions"},
        ],
    }
    if mission:
        doc["mission"] = {"attacker": BRIAN, "group": ["raider"], "target": f"{MELISSA}.stockpile"}
    return answer(yaml.safe_dump(doc, sort_keys=False))


def test_lasting_multiply_damage_this_turn_ce_rulings_effective_groundwork() -> None:
    """multiply_damage, lasting until end of turn (CE rulings, Effective Groundwork: cumulative): the Stockpile chosen
    in the Deploy phase takes double damage for the rest of the turn: the battery's 2 in that phase are 4 cards;
    the raider's 3 in a battle are 6; two such cards multiply by 4."""
    result = groundwork([{"by": BRIAN, "use": "ability", "card": "battery", "choose": [f"{MELISSA}.stockpile"]}])
    assert result["legal"], result["violations"]
    assert only(result)["stockpiles"][MELISSA] == 20 - 4
    assert only(result)["cards"]["team0"]["zone"] == "scrapheap"
    assert set(MULTIPLIER_RULE_IDS) <= traced(result)
    result = groundwork([], mission=True)
    assert result["legal"], result["violations"]
    assert only(result)["stockpiles"][MELISSA] == 20 - 6
    result = groundwork([], mission=True, teams=2)
    assert only(result)["stockpiles"][MELISSA] == 20 - 12
