"""Damage and repairs a card does as it is revealed when activated, outside a mission (judge/bttcg/turn_damage.py):
per_excess_construction and "an amount computed from excess construction", resolved as in a battle's damage step
(rulebook p.33, Effects of Damage; p.29-30, Resolving Damage). Pool cards are read in place (skipped without
../shared); Brian has every asset, so a card's total cost is its base cost."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from judge.bttcg import rules as r
from judge.bttcg.turn_damage import EFFECTS_OF_DAMAGE, RULE_IDS
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import answer, only, traced, unit


def activate(name: str, counters: int, cards: dict[str, Any], choose: list[str], pool: CardPool) -> dict[str, Any]:
    doc = {
        "game": "bttcg",
        "players": {"Brian": {"assets": list("ALMPT"), "stockpile": 20}, "Melissa": {"stockpile": 20}},
        "phase": "deploy",
        "cards": {"card": {"owner": "Brian", "card": name, "zone": "construction", "counters": counters}, **cards},
        "actions": [{"by": "Brian", "activate": "card", "choose": choose}],
    }
    return answer(yaml.safe_dump(doc, sort_keys=False), pool)


def test_per_excess_construction_sabotage_mech_deals_a_lump_sum_rulebook_p33(full_pool: CardPool) -> None:
    """per_excess_construction (Sabotage 'Mech, pool card, cost 1 for Brian: "Deal 1 damage to one 'Mech for each 2
    construction above the cost of Sabotage"): 5 counters, 4 above, twice; both at Melissa's 'Mech with armor 1. As
    in a battle's damage step (rulebook p.33, Effects of Damage), the armor stops 1 of the 2 once (p.30): 1 damage
    counter. The card is scrapped as it is revealed."""
    cards = {"wall": unit("Melissa", armor=1, structure=5)}
    result = activate("Sabotage 'Mech", 5, cards, ["wall", "wall"], full_pool)
    assert result["legal"], result["violations"]
    outcome = only(result)["cards"]
    assert outcome["wall"]["damage"] == 1 and outcome["card"]["zone"] == "scrapheap"
    assert {EFFECTS_OF_DAMAGE, r.PREVENTION_AND_ARMOR, r.DAMAGE_COUNTERS} <= traced(result)


def test_per_excess_construction_scraps_a_mech_at_its_structure_rulebook_p30(full_pool: CardPool) -> None:
    """Damage counters at least its structure scrap the 'Mech (rulebook p.30), the odd counter above the cost lost
    ("for each 2": 4 counters, 3 above, once)."""
    cards = {"scout": unit("Melissa", structure=1)}
    result = activate("Sabotage 'Mech", 4, cards, ["scout"], full_pool)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["scout"]["zone"] == "scrapheap"


def test_per_excess_construction_mech_rotation_repairs_all_damage_glossary_repair(full_pool: CardPool) -> None:
    """per_excess_construction with a repair ('Mech Rotation, pool card: "For every 2 construction counters above
    the cost of 'Mech Rotation, repair all damage to one 'Mech."): cost 0, 4 counters: two 'Mechs repaired in full."""
    cards = {"a": unit("Brian", damage=3), "b": unit("Brian", damage=2), "c": unit("Brian", damage=1)}
    result = activate("'Mech Rotation", 4, cards, ["a", "b"], full_pool)
    assert result["legal"], result["violations"]
    outcome = only(result)["cards"]
    assert (outcome["a"]["damage"], outcome["b"]["damage"], outcome["c"]["damage"]) == (0, 0, 1)


def test_per_excess_construction_saturation_bombing_sites_rulebook_p30(full_pool: CardPool) -> None:
    """Saturation Bombing (pool card, cost 2: "Deal 1 damage to one site for each 2 construction above the cost"): 8
    counters, 3 times: twice at a card under construction with 1 counter (2 damage, one lump sum, remove that
    counter: not more than it takes, so not scrapped) and once at Melissa's Stockpile (one card scrapped). Three times
    at the card: 3 damage, more than its counter takes: scrapped (rulebook p.30)."""
    cards = {"site": {**unit("Melissa", zone="construction"), "counters": 1}}
    result = activate("Saturation Bombing", 8, cards, ["site", "site", "Melissa.stockpile"], full_pool)
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["cards"]["site"]["zone"] == "construction" and outcome["cards"]["site"]["counters"] == 0
    assert outcome["stockpiles"]["Melissa"] == 19
    assert {r.CONSTRUCTION_DAMAGE, r.STOCKPILE_DAMAGE} <= traced(result)
    more = activate("Saturation Bombing", 8, cards, ["site", "site", "site"], full_pool)
    assert only(more)["cards"]["site"]["zone"] == "scrapheap"


def test_amount_from_excess_construction_corridor_of_fire_rulebook_p20(full_pool: CardPool) -> None:
    """An amount computed from excess construction (Corridor of Fire, pool card, cost 4: "Choose any site and deal
    damage to it equal to the number of construction counters above the cost of this card"): 9 counters, 5 damage to
    Melissa's Stockpile."""
    result = activate("Corridor of Fire", 9, {}, ["Melissa.stockpile"], full_pool)
    assert result["legal"], result["violations"]
    assert only(result)["stockpiles"]["Melissa"] == 15


@pytest.mark.parametrize(
    ("choose", "said"),
    [([], "say which site"), (["wall"], "it is not a site")],
)
def test_per_excess_construction_needs_its_targets_strict_mode(
    full_pool: CardPool, choose: list[str], said: str
) -> None:
    """Strict mode: each time needs its site in ``choose``; a 'Mech is not a site: a violation, nothing changes."""
    cards = {"wall": unit("Melissa")}
    result = activate("Saturation Bombing", 4, cards, choose, full_pool)
    assert not result["legal"] and said in result["violations"][0]["message"], result["violations"]
    assert only(result)["cards"]["card"]["zone"] == "construction"


def test_a_vehicle_is_not_a_mech_for_per_excess_construction_ce_rulings_types_of_units(full_pool: CardPool) -> None:
    """CE General Rulings, Types of Units: "Abilities that apply to 'Mechs apply only to 'Mechs": Sabotage 'Mech
    cannot choose a Vehicle (a violation, nothing changes)."""
    cards = {"tank": unit("Melissa", type="vehicle")}
    result = activate("Sabotage 'Mech", 3, cards, ["tank"], full_pool)
    assert not result["legal"] and "is not a 'Mech" in result["violations"][0]["message"], result["violations"]
    assert only(result)["cards"]["tank"]["damage"] == 0


def test_damage_during_the_turn_with_a_card_that_prevents_damage_is_refused_rulebook_p33(full_pool: CardPool) -> None:
    """Rulebook p.33: damage outside a mission checks prevention first; a card in play whose text prevents damage is
    not applied to it yet, so the damage is refused out loud rather than dealt in full."""
    cards = {
        "wall": unit("Melissa"),
        "shield": {"owner": "Melissa", "command": {"name": "Shield", "text": "Prevent all damage to this card."}},
    }
    with pytest.raises(ScenarioError, match=r"not answered by this version: Sabotage 'Mech: .*Shield"):
        activate("Sabotage 'Mech", 3, cards, ["wall"], full_pool)


def test_damage_during_the_turn_with_a_card_reacting_to_scrapped_cards_is_refused(full_pool: CardPool) -> None:
    """A card in play whose ability fires when a card is scrapped (an invented one: "Whenever a 'Mech is scrapped,
    draw a card.") would react to the 'Mech the damage scraps: refused out loud, not passed over."""
    cards = {
        "scout": unit("Melissa", structure=1),
        "watch": {
            "owner": "Melissa",
            "command": {"name": "Watch", "text": "Whenever a 'Mech you control is scrapped, draw a card."},
        },
    }
    with pytest.raises(ScenarioError, match=r"not answered by this version: Sabotage 'Mech: .*Watch"):
        activate("Sabotage 'Mech", 3, cards, ["scout"], full_pool)


def test_the_turn_damage_rule_ids_resolve() -> None:
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]
