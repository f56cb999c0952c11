"""The asset keywords of cards in play (Assembly, Logistics, Munitions, Politics, Tactics): an active Command card
provides them (rulebook p.14, judge/bttcg/assets.py) and each asset's use is executed where the rules use it, with
no ``players.assets`` declared: Assembly's repair (rulebook p.21), Logistics' restock (p.33), Munitions' missile
roll of 3 (p.31), Politics' asset costs (p.14, p.19). Tactics (base initiative, p.23) and Munitions' asset costs are
tested in tests/test_bttcg_turn_drops.py. Pool cards are read in place (skipped without ../shared)."""

from __future__ import annotations

from typing import Any

import yaml

from judge.bttcg import turn_rules as t
from judge.bttcg.executable import card_refusals
from judge.bttcg.faces import face_of_pool_card
from judge.cards.models import BtCard
from judge.pool import CardPool
from tests.bttcg_helpers import answer, mission_card, only, traced, unit


def _doc(cards: dict[str, Any], actions: list[dict[str, Any]], **more: Any) -> str:
    doc = {"game": "bttcg", "players": {"Brian": {}, "Melissa": {}}, "cards": cards, "actions": actions, **more}
    return yaml.safe_dump(doc, sort_keys=False)


def test_assembly_keyword_of_a_card_in_play_repairs_rulebook_p21(current_pool: CardPool) -> None:
    """Assembly (rulebook p.21: "Once during this phase, if you have the Assembly asset available, you may spend {R}
    to repair 1 damage to one of your Units"): Repair Facility in Brian's Command Post provides it (its keyword),
    with nothing declared; its own {T}: {R} pays for the repair."""
    cards = {"facility": {"owner": "Brian", "card": "Repair Facility"}, "raider": unit("Brian", damage=2)}
    actions = [{"by": "Brian", "tap": ["facility"]}, {"by": "Brian", "repair": "raider"}]
    result = answer(_doc(cards, actions, phase="repair"), current_pool)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["raider"]["damage"] == 1
    assert any("Assembly from Repair Facility" in step["text"] for step in result["trace"])
    without = answer(_doc({"raider": cards["raider"], "x": mission_card("Brian", "")}, actions[1:], phase="repair"))
    assert not without["legal"] and "does not have the Assembly asset" in without["violations"][0]["message"]


def test_logistics_keyword_of_a_card_in_play_restocks_rulebook_p33(current_pool: CardPool) -> None:
    """Logistics (rulebook p.33: "If you have the Logistics asset available, you may restock ... a card from your
    hand"): Chandrasekhar Kurita's keyword ("Logistics (If you have Logistics in play, you may restock a card from
    your hand at end of your turn.)") provides it, with nothing declared."""
    cards = {"kurita": {"owner": "Brian", "card": "Chandrasekhar Kurita"}, "trick": mission_card("Brian", "", "Trick")}
    result = answer(_doc(cards, [{"by": "Brian", "restock": "trick"}], phase="end"), current_pool)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["trick"]["zone"] == "stockpile"
    assert t.RESTOCK in traced(result)


def test_munitions_keyword_of_a_card_in_play_makes_a_missile_3_deal_3_rulebook_p31(current_pool: CardPool) -> None:
    """Munitions (rulebook p.31: "On a 3, if you have the Munitions asset available, that missile deals 3 damage;
    if you don't ..., a roll of 3 deals no damage"): Support: Munitions in Brian's Command Post, nothing declared."""
    cards = {
        "munitions": {"owner": "Brian", "card": "Support: Munitions"},
        "raider": unit("Brian", "fast", attack=0, text="Missile 1"),
    }
    mission = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile"}
    fire = [{"by": "Brian", "use": "Missile", "unit": "raider", "at": {"Melissa.stockpile": 1}}]
    with_it = answer(_doc(cards, fire, mission=mission, dice=[3]), current_pool)
    assert with_it["legal"], with_it["violations"]
    assert only(with_it)["stockpiles"]["Melissa"] == 30 - 3
    del cards["munitions"]
    without = answer(_doc(cards, fire, mission=mission, dice=[3]), current_pool)
    assert only(without)["stockpiles"]["Melissa"] == 30


def test_politics_keyword_of_a_card_in_play_ignores_politics_asset_costs_rulebook_p19() -> None:
    """Politics (rulebook p.14, Glossary: "having the Politics asset in play provides no special ability", but one
    ignores every asset cost specifying it, p.19): an invented Resource with the keyword Politics in Brian's Command
    Post; a card costing 1+3P with 1 counter is activated."""
    cards = {
        "senate": {"owner": "Brian", "command": {"name": "Senate", "keywords": ["Resource", "Politics"]}},
        "decree": {
            "owner": "Brian",
            "command": {"name": "Decree", "cost": "1+3P"},
            "zone": "construction",
            "counters": 1,
        },
    }
    result = answer(_doc(cards, [{"by": "Brian", "activate": "decree"}], phase="deploy"))
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["decree"]["zone"] == "command_post"
    del cards["senate"]
    refused = answer(_doc(cards, [{"by": "Brian", "activate": "decree"}], phase="deploy"))
    assert not refused["legal"] and "costs 4" in refused["violations"][0]["message"]


def test_asset_keywords_are_executed_in_the_coverage_rulebook_p14(current_pool: CardPool) -> None:
    """The table of what the engine executes says the truth (issue 17): the Support cards' asset keywords are
    executed, so each Support card is executed in full."""
    for name in ("Support: Assembly", "Support: Logistics", "Support: Munitions", "Support: Tactics"):
        card = current_pool.lookup(name, "bttcg")
        assert isinstance(card, BtCard)
        assert card_refusals(face_of_pool_card(card)).refused == [], name
