"""Structure damage dealt if a card chosen in the mission is scrapped, to each Unit that assigned damage to it
(judge/bttcg/scrapped_damage.py; issue 17: every card does what it says). An invented inline card in Pryde's Pride's
construction (1 damage), and Pryde's Pride read in place from the pool (skipped without ../shared). 1997 rulings, Order
of Resolving Effects During Missions (Pryde's Pride resolves after damage is applied); rulebook p.29-30 and Glossary,
Structure (structure damage gets through armor; a Unit is scrapped when its damage counters reach its structure)."""

from __future__ import annotations

from typing import Any

from judge.bttcg.scrapped_damage import AFTER_DAMAGE_APPLIED, RULE_IDS
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from tests.bttcg_helpers import battle, mission_card, only, traced, unit

_TEXT = (
    "Play only during battle.\nChoose one of your Units. If that Unit is scrapped later this mission, each Unit that "
    "had assigned damage to that Unit during the battle receives 1 structure damage."
)
_BLOCKED = {
    "attacker": "Brian",
    "group": ["raider", "buddy", "idle"],
    "target": "Melissa.stockpile",
    "blockers": ["guard", "guard2"],
}


def _proud(raider: int, card: dict[str, Any] | None = None, pool: CardPool | None = None) -> dict[str, Any]:
    cards = {
        "raider": unit("Brian", "fast", attack=raider, armor=4, structure=3),
        "buddy": unit("Brian", "fast", attack=1, armor=4, structure=2),
        "idle": unit("Brian", "fast", attack=1, armor=0, structure=2),
        "guard": unit("Melissa", "fast", attack=0, armor=0, structure=3),
        "guard2": unit("Melissa", "fast", attack=0, armor=0, structure=5),
        "card": card or mission_card("Melissa", _TEXT, "Proud"),
    }
    actions = [
        {"by": "Melissa", "play": "card", "choose": ["guard"]},
        {"by": "Brian", "assign": "raider", "to": {"guard": raider}},
        {"by": "Brian", "assign": "buddy", "to": {"guard": 1}},
        {"by": "Brian", "assign": "idle", "to": {"guard2": 1}},
    ]
    return battle(cards, _BLOCKED, actions, assets=("T", "T"), pool=pool)


def _zones_damage(result: dict[str, Any]) -> dict[str, tuple[str, int]]:
    assert result["legal"], result["violations"]
    cards = only(result)["cards"]
    return {c: (cards[c]["zone"], cards[c]["damage"]) for c in ("raider", "buddy", "idle", "guard")}


def test_if_scrapped_structure_damage_to_each_unit_that_dealt_it_damage_rulings_1997_order_of_resolving() -> None:
    """if_scrapped with deal_damage (structure) to dealt_damage_to_that: the chosen blocker is scrapped as damage
    resolves (1997 rulings: resolved after damage is applied), so each Unit that assigned damage to it receives 1
    structure damage, through its 4 armor (Glossary, Structure); the Unit that damaged the other blocker is
    untouched."""
    result = _proud(3)
    assert _zones_damage(result) == {
        "raider": ("patrol", 1),
        "buddy": ("patrol", 1),
        "idle": ("patrol", 0),
        "guard": ("scrapheap", 0),
    }
    assert AFTER_DAMAGE_APPLIED in traced(result)


def test_if_scrapped_not_scrapped_no_damage_rulebook_p30() -> None:
    """The chosen Unit survives (3 damage needed, 1 + 1 assigned): nothing happens to the Units that damaged it."""
    assert _zones_damage(_proud(1)) == {
        "raider": ("patrol", 0),
        "buddy": ("patrol", 0),
        "idle": ("patrol", 0),
        "guard": ("patrol", 2),
    }


def test_prydes_pride_read_in_place_rulings_1997_order_of_resolving(current_pool: CardPool) -> None:
    """Pryde's Pride itself (read in place): 2 structure damage each, so the raider (structure 3) keeps 2 damage
    counters and the buddy (structure 2) is scrapped (rulebook p.30: damage counters at least its structure)."""
    pryde = _proud(3, {"owner": "Melissa", "card": "Pryde's Pride"}, current_pool)
    assert _zones_damage(pryde) == {
        "raider": ("patrol", 2),
        "buddy": ("scrapheap", 0),
        "idle": ("patrol", 0),
        "guard": ("scrapheap", 0),
    }


def test_scrapped_damage_rule_ids_resolve() -> None:
    """Every rule id scrapped_damage.py cites resolves (``judge rule <id>``)."""
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]
