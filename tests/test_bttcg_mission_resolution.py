"""Mission-card effects that happen as the battle's damage resolves (judge/bttcg/mission_resolution.py; issue 17:
every card does what it says): Reactor Breach, read in place from the pool (skipped without ../shared), its Units
pool 'Mechs for their tonnage. Rulebook p.29 (all damage resolves at once, armor once on the total), CE rulings,
Reactor Breach (errata)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from judge.bttcg.mission_resolution import REACTOR_BREACH, RULE_IDS
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from tests.bttcg_helpers import battle, mission_card, only, traced, unit

_MISSION = {"attacker": "Brian", "group": ["charger", "raider"], "target": "Melissa.stockpile"}


def _breach(pool: CardPool, actions: list[dict[str, Any]], dice: list[int] | None) -> dict[str, Any]:
    cards = {
        "charger": {"owner": "Brian", "card": "Charger (CGR-1A1)"},  # 80 tons, attack 1, armor 1, structure 7
        "raider": unit("Brian", "fast", attack=0, structure=9),
        "pilot": {"owner": "Brian", "card": "Kell Hound Pilot", "on": "raider"},  # +1 initiative, +1 attack
        "guard": unit("Melissa", "fast", attack=0, structure=9),
        "guard2": unit("Melissa", "fast", attack=0, armor=1, structure=9),
        "breach": {"owner": "Brian", "card": "Reactor Breach"},
        "sacrifice": mission_card("Brian", "Scrap one of your 'Mechs.", "Sacrifice"),
    }
    mission = {**_MISSION, "blockers": ["guard", "guard2"]}
    return battle(cards, mission, actions, dice=dice, assets=("T", ""), pool=pool)


_PLAY = {"by": "Brian", "play": "breach", "choose": ["charger"]}
_ASSIGN = {"by": "Brian", "assign": "charger", "to": {"guard": 1}}
_RAIDER = {"by": "Brian", "assign": "raider", "to": {"guard2": 1}}


def test_when_damage_resolved_reactor_breach_scraps_and_damages_ce_rulings_reactor_breach(
    current_pool: CardPool,
) -> None:
    """when_damage_resolved, the target 'scrapped': Reactor Breach (when damage is resolved, the Unit chosen, if still
    in the battle, is scrapped and a die rolled for each other Unit, 3-6 dealing the scrapped Unit's tonnage / 10,
    rounded up). The Charger (80 tons) is scrapped as damage
    resolves, and its 1 damage assigned to guard still resolves (rulebook p.29: all damage at once); the dice for the
    other Units (4, 1, 6) give raider and guard2 8 damage each, guard2's armor 1 stopping 1 of its 9 (raider's 1
    included: armor once on the total, rulebook p.29-30)."""
    result = _breach(current_pool, [_PLAY, _ASSIGN, _RAIDER], [4, 1, 6])
    assert result["legal"], result["violations"]
    cards = only(result)["cards"]
    assert cards["charger"]["zone"] == "scrapheap"
    assert cards["raider"]["damage"] == 8
    assert cards["guard"]["damage"] == 1  # the Charger's own damage, no breach damage (rolled 1)
    assert cards["guard2"]["damage"] == 8  # 1 from raider's Pilot + 8, armor 1 once on the total
    assert REACTOR_BREACH in traced(result)


def test_when_damage_resolved_dice_enumerated_rulings_1997_order_of_resolving(current_pool: CardPool) -> None:
    """Without ``dice`` the three dice rolled as damage resolves are enumerated (scenario-format.md, Dice): raider is
    damaged on 3-6, 2/3 of the outcomes (1997 rulings, Order of Resolving Effects: dice that rely on what is known
    later are rolled then)."""
    result = _breach(current_pool, [_PLAY, _ASSIGN, _RAIDER], None)
    assert result["legal"], result["violations"]
    damaged = sum(Fraction(o["probability"]) for o in result["outcomes"] if o["cards"]["raider"]["damage"] == 8)
    assert damaged == Fraction(2, 3)
    assert all(o["cards"]["charger"]["zone"] == "scrapheap" for o in result["outcomes"])


def test_when_damage_resolved_unit_no_longer_in_battle_no_effect_ce_rulings_reactor_breach(
    current_pool: CardPool,
) -> None:
    """ "if that Unit is still in the battle": the Charger scrapped by another card before damage resolves (rulebook
    p.32: it leaves the battle) makes the breach do nothing, and no die is rolled for it."""
    sacrifice = {"by": "Brian", "play": "sacrifice", "choose": ["charger"]}
    result = _breach(current_pool, [_PLAY, sacrifice, _RAIDER], [])
    assert result["legal"], result["violations"]
    cards = only(result)["cards"]
    assert cards["charger"]["zone"] == "scrapheap"
    assert cards["raider"]["damage"] == 0 and cards["guard2"]["damage"] == 0  # raider's 1 stopped by armor
    assert any("no longer in the battle" in step["text"] for step in result["trace"])


def test_mission_resolution_rule_ids_resolve() -> None:
    """Every rule id mission_resolution.py cites resolves (``judge rule <id>``)."""
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]
