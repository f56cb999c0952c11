"""A card under construction attacked and not blocked is a site, not a Unit or Command card: it deals no damage to the
attackers, whatever numbers its face shows (judge/bttcg/mission.py). Invented cards."""

from __future__ import annotations

from judge.bttcg import rules as r
from tests.bttcg_helpers import battle, only, traced, unit


def test_card_under_construction_deals_no_damage_ce_rulings_construction_region() -> None:
    """CE rulings, Construction Region ("A card under construction is in play and is considered a site but is not a
    specific Unit or Command card") and rulebook p.30 (damage to it removes construction counters): Melissa's 'Mech
    under construction, attack 5, attacked unblocked by Brian's Raider, deals it nothing; the Raider's 4 damage
    removes its 2 counters. Once activated, the same 'Mech fights back."""
    cards = {
        "raider": unit("Brian", "fast", attack=4, structure=5),
        "heavy": unit("Melissa", "slow", attack=5, structure=9, zone="construction", counters=2),
    }
    result = battle(cards, {"attacker": "Brian", "group": ["raider"], "target": "heavy"})
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["cards"]["raider"]["damage"] == 0 and outcome["cards"]["raider"]["zone"] != "scrapheap"
    assert outcome["cards"]["heavy"]["counters"] == 0
    assert r.CARD_UNDER_CONSTRUCTION in traced(result)
    cards["heavy"] = unit("Melissa", "slow", attack=5, structure=9, zone="patrol")
    fought = only(battle(cards, {"attacker": "Brian", "group": ["raider"], "target": "heavy"}))
    assert fought["cards"]["raider"]["zone"] == "scrapheap"  # 5 damage to its structure of 5
