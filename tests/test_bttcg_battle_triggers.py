"""What Command cards beside a battle do as it ends (judge/bttcg/battle_triggers.py): a ``scrapped`` trigger ("Whenever
a 'Mech you control is scrapped, put a ... counter on this card") for each card the battle scrapped, and a
``battle_end`` trigger ("At the end of each battle, put a ... counter on this card for each of your engaged 'Mechs
that was not scrapped during battle"). Rulebook p.9 (cards make exceptions), p.26 (Command cards affect the battle;
Glossary p.26, Engaged), p.29-30 (damage resolves at the end of the battle). Invented inline cards."""

from __future__ import annotations

from typing import Any

import pytest

from judge.bttcg.battle_triggers import RULE_IDS
from judge.rulings.store import RulingBase
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import battle, mission_card, only, traced, unit

WRECKS = "Whenever a 'Mech you control is scrapped, put a salvage counter on Wreck Yard."
HOME = (
    "At the end of each battle, put one support counter on Home Front for each of your engaged 'Mechs that was not "
    "scrapped during battle."
)


def fight(extra: dict[str, Any], actions: list[Any] | None = None, runner: bool = True) -> dict[str, Any]:
    """Brian's raider (structure 2) and runner (structure 9) attack Melissa's Stockpile; Melissa's guard (attack 3)
    blocks and deals its 3 to the raider, scrapping it."""
    cards: dict[str, Any] = {
        "raider": unit("Brian", "fast", attack=1, structure=2),
        "runner": unit("Brian", "fast", attack=1, structure=9),
        "guard": unit("Melissa", "fast", attack=3, structure=9),
        **extra,
    }
    mission = {"attacker": "Brian", "group": ["raider", "runner"], "target": "Melissa.stockpile", "blockers": ["guard"]}
    plan: list[Any] = [
        {"by": "Melissa", "assign": "guard", "to": {"raider": 3}},
        *(actions or []),
        {"by": "Brian", "assign": "raider", "to": {"guard": 1}},
    ]
    if runner:
        plan.append({"by": "Brian", "assign": "runner", "to": {"guard": 1}})
    return battle(cards, mission, plan)


def test_scrapped_trigger_beside_a_battle_puts_a_counter_per_scrapped_mech_rulebook_p9() -> None:
    """scrapped (in a battle): Brian's Wreck Yard gets one salvage counter for his raider, scrapped as damage resolves;
    Melissa's own Wreck Yard (watching her 'Mechs) gets none."""
    yards = {
        "yard": {"owner": "Brian", "command": {"name": "Wreck Yard", "text": WRECKS}},
        "her_yard": {"owner": "Melissa", "command": {"name": "Wreck Yard", "text": WRECKS}},
    }
    result = fight(yards)
    assert result["legal"], result["violations"]
    cards = only(result)["cards"]
    assert cards["raider"]["zone"] == "scrapheap"
    assert cards["yard"]["other_counters"] == {"salvage": 1}
    assert "other_counters" not in cards["her_yard"]
    assert set(RULE_IDS) <= traced(result)


def test_scrapped_trigger_counts_a_card_scrapped_by_an_effect_during_the_battle() -> None:
    """A 'Mech scrapped by a Mission card during the battle is scrapped during it too: two counters."""
    extra = {
        "yard": {"owner": "Brian", "command": {"name": "Wreck Yard", "text": WRECKS}},
        "sacrifice": mission_card("Brian", "Scrap one of your 'Mechs.", "Sacrifice"),
    }
    result = fight(extra, [{"by": "Brian", "play": "sacrifice", "choose": ["runner"]}], runner=False)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["yard"]["other_counters"] == {"salvage": 2}


def test_battle_end_trigger_counts_engaged_mechs_not_scrapped_glossary_engaged() -> None:
    """battle_end: Brian's Home Front gets one counter for the runner (engaged, not scrapped), none for the raider
    (scrapped) nor for Melissa's guard (not his)."""
    result = fight({"home": {"owner": "Brian", "command": {"name": "Home Front", "text": HOME}}})
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["home"]["other_counters"] == {"support": 1}


def test_battle_end_trigger_with_a_unit_removed_from_battle_is_refused() -> None:
    """A Unit removed from the battle but not scrapped: whether it is still engaged is not settled, refused."""
    extra = {
        "home": {"owner": "Brian", "command": {"name": "Home Front", "text": HOME}},
        "retreat": mission_card("Brian", "Remove one of your 'Mechs from battle.", "Retreat"),
    }
    with pytest.raises(ScenarioError, match=r"not answered by this version: Home Front: .*removed from the battle"):
        fight(extra, [{"by": "Brian", "play": "retreat", "choose": ["runner"]}], runner=False)


def test_the_battle_triggers_rule_ids_resolve() -> None:
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]


CACHE = "Whenever you damage an opponent's Stockpile, put a booty counter on Loot Store."


def test_you_damage_stockpile_puts_a_counter_once_rulebook_p29() -> None:
    """you_damage_stockpile (in a battle): Brian's raider, unblocked, damages Melissa's Stockpile: one booty counter
    on his Loot Store (damage resolves all at once, rulebook p.29-30); two of his Units damaging it at once is
    refused (once, or once for each, is not settled)."""
    cards: dict[str, Any] = {
        "raider": unit("Brian", "fast", attack=2, structure=5),
        "runner": unit("Brian", "fast", attack=1, structure=5),
        "store": {"owner": "Brian", "command": {"name": "Loot Store", "text": CACHE}},
    }
    alone = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile"}
    result = battle(cards, alone, [])
    assert result["legal"], result["violations"]
    assert only(result)["stockpiles"]["Melissa"] == 28
    assert only(result)["cards"]["store"]["other_counters"] == {"booty": 1}
    pair = {"attacker": "Brian", "group": ["raider", "runner"], "target": "Melissa.stockpile"}
    with pytest.raises(ScenarioError, match=r"not answered by this version: Loot Store: 2 of Brian's cards"):
        battle(cards, pair, [])
