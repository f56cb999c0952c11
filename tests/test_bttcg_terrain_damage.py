"""Terrain that changes how damage resolves in a mission whose target is in its region (judge/bttcg/terrain_damage.py):
Deep Lake: no Overheat damage to 'Mechs, and
each 'Mech with 3 or more structure damage from the mission scrapped at its end, in a mission whose target is in its
region. Rulebook p.26 and Glossary (Terrain: only a mission whose target is in its region), p.9 (a card's text
makes the exception), p.29-30 (damage resolves at once; what gets through the armor is structure damage). Inline
cards are invented; the pool card is read in place (skipped without ../shared)."""

from __future__ import annotations

from typing import Any

from judge.bttcg.executable import card_refusals
from judge.bttcg.faces import face_of_pool_card
from judge.bttcg.terrain_damage import RULE_IDS
from judge.cards.models import BtCard
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from tests.bttcg_helpers import answer, only, traced, unit
from tests.test_bttcg_terrain import scenario, terrain_card

ACTIONS = [{"by": "Melissa", "pass": True}, {"by": "Brian", "use": "Overheat", "unit": "raider"}]
MISSION = {"attacker": "Brian", "group": ["raider"], "target": "sunder"}


def _cards(pool: CardPool, region: str | None, lake: dict[str, Any] | None = None) -> dict[str, Any]:
    card = pool.lookup("Deep Lake", "bttcg")  # its text read in place, on an inline Terrain card
    assert isinstance(card, BtCard) and card.text
    cards: dict[str, Any] = {
        "raider": unit("Brian", "fast", attack=2, structure=9, text="Overheat 2: +2 attack"),
        "sunder": unit("Melissa", "slow", attack=1, armor=1, structure=9),
    }
    if region is not None:
        cards["lake"] = lake or terrain_card("Melissa", "Deep Lake", card.text, region=region)
    return cards


def test_no_overheat_damage_and_mechs_scrapped_by_structure_damage_deep_lake_rulebook_p26_p29(
    full_pool: CardPool,
) -> None:
    """The Lake in Melissa's Patrol region, where her targeted Sunder patrols (rulebook p.26): Brian's Raider
    overheats (+2 attack, 4 damage) and receives no Overheat damage (1 from the Sunder); the Sunder's armor stops 1,
    3 structure damage get through (p.29-30): scrapped at the end of the mission though its structure is 9."""
    result = answer(scenario(_cards(full_pool, "patrol"), mission=MISSION, actions=ACTIONS))
    assert result["legal"], result["violations"]
    cards = only(result)["cards"]
    assert cards["raider"]["damage"] == 1
    assert cards["sunder"]["zone"] == "scrapheap"
    assert set(RULE_IDS) <= traced(result)


def test_terrain_of_another_region_does_nothing_glossary_terrain(full_pool: CardPool) -> None:
    """Glossary, Terrain: the Lake in Melissa's Stockpile region does not affect a mission against her patrolling
    Sunder: the Raider receives its 2 Overheat damage, the Sunder keeps its 3 damage counters."""
    for region in ("stockpile", None):
        cards = only(answer(scenario(_cards(full_pool, region), mission=MISSION, actions=ACTIONS)))["cards"]
        assert cards["raider"]["damage"] == 3
        assert cards["sunder"]["zone"] == "patrol" and cards["sunder"]["damage"] == 3


def test_deep_lake_pool_card(full_pool: CardPool) -> None:
    """Deep Lake read in place, in Melissa's Patrol region: the same outcome."""
    lake = {"owner": "Melissa", "card": "Deep Lake", "region": "patrol"}
    result = answer(scenario(_cards(full_pool, "patrol", lake), mission=MISSION, actions=ACTIONS), full_pool)
    assert result["legal"], result["violations"]
    cards = only(result)["cards"]
    assert cards["raider"]["damage"] == 1 and cards["sunder"]["zone"] == "scrapheap"


def test_deep_lake_is_executed_in_the_pool(current_pool: CardPool) -> None:
    """Coverage tells the truth (issue 17): Deep Lake (pool card) has every ability executed."""
    card = next(c for c in current_pool.cards if isinstance(c, BtCard) and c.name == "Deep Lake")
    assert not card_refusals(face_of_pool_card(card)).refused


def test_the_knowledge_base_resolves_the_terrain_damage_rules() -> None:
    """Every rule id cited by terrain_damage resolves (``judge rule <id>``)."""
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]
