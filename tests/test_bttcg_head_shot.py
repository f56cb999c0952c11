"""A die for each point of structure damage dealt to a chosen 'Mech, rolled once damage is applied (judge/bttcg/
head_shot.py; issue 17: every card does what it says). Head Shot read in place from the pool (skipped without
../shared), the Units invented inline. 1997 rulings, Order of Resolving Effects During Missions (Head Shot resolves
after damage is applied); rulebook p.29-30 and Glossary, Structure (structure damage: what gets through armor, as
damage counters)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from judge.bttcg.head_shot import AFTER_DAMAGE_APPLIED, RULE_IDS
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import battle, traced, unit

_MISSION = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile", "blockers": ["guard"]}


def _head_shot(pool: CardPool, attack: int, dice: list[int] | None) -> dict[str, Any]:
    cards = {
        "raider": unit("Brian", "fast", attack=attack, structure=9),
        "guard": unit("Melissa", "fast", attack=0, armor=1, structure=9),
        "card": {"owner": "Brian", "card": "Head Shot"},
    }
    actions = [
        {"by": "Brian", "play": "card", "choose": ["guard"]},
        {"by": "Brian", "assign": "raider", "to": {"guard": attack}},
    ]
    return battle(cards, _MISSION, actions, dice=dice, assets=("T", ""), pool=pool)


def _ways(result: dict[str, Any]) -> dict[tuple[str, int, str], Fraction]:
    """(the guard's zone, its damage, where Head Shot is) -> probability."""
    assert result["legal"], result["violations"]
    found: dict[tuple[str, int, str], Fraction] = {}
    for o in result["outcomes"]:
        guard, card = o["cards"]["guard"], o["cards"]["card"]
        key = (guard["zone"], guard["damage"], card["zone"])
        found[key] = found.get(key, Fraction(0)) + Fraction(o["probability"])
    return found


def test_per_damage_dice_prevent_or_scrap_rulings_1997_order_of_resolving(current_pool: CardPool) -> None:
    """per_damage (structure), prevent_that_damage, if_not_rolled: 4 damage on a 'Mech with 1 armor is 3 structure
    damage, so 3 dice once damage is applied (1997 rulings): 1, 4, 3 prevent one point (2 damage counters) and, no
    6 rolled, Head Shot returns to the hand; a 6 scraps the 'Mech and the card stays in the Scrapheap."""
    saved = _head_shot(current_pool, 4, [1, 4, 3])
    assert _ways(saved) == {("patrol", 2, "hand"): Fraction(1)}
    assert AFTER_DAMAGE_APPLIED in traced(saved)
    assert _ways(_head_shot(current_pool, 4, [6, 1, 1])) == {("scrapheap", 0, "scrapheap"): Fraction(1)}


def test_per_damage_exact_distribution_without_dice_rulebook_p30(current_pool: CardPool) -> None:
    """Without the scenario's dice: a 6 among 3 dice (91/216) scraps it; otherwise the points prevented follow the
    1-2 faces among the other five: 0, 1, 2 or 3 (27, 54, 36 and 8 in 216), the card back in the hand."""
    assert _ways(_head_shot(current_pool, 4, None)) == {
        ("scrapheap", 0, "scrapheap"): Fraction(91, 216),
        ("patrol", 3, "hand"): Fraction(27, 216),
        ("patrol", 2, "hand"): Fraction(54, 216),
        ("patrol", 1, "hand"): Fraction(36, 216),
        ("patrol", 0, "hand"): Fraction(8, 216),
    }


def test_no_structure_damage_rolls_nothing_and_returns_rulebook_glossary_armor(current_pool: CardPool) -> None:
    """1 damage stopped by the 1 armor is no structure damage: no die, no 6, the card returns to the hand."""
    assert _ways(_head_shot(current_pool, 1, None)) == {("patrol", 0, "hand"): Fraction(1)}


def test_damage_that_scraps_the_mech_is_refused_not_guessed(current_pool: CardPool) -> None:
    """10 damage (9 through the armor) scraps the 'Mech as damage is applied: whether a point prevented afterwards
    saves it is not settled by the rules, so the scenario is refused, never answered either way."""
    with pytest.raises(ScenarioError, match="not settled"):
        _head_shot(current_pool, 10, [1, 1, 1, 1, 1, 1, 1, 1, 1])


def test_head_shot_rule_ids_resolve() -> None:
    """Every rule id head_shot.py cites resolves (``judge rule <id>``)."""
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]


def test_a_mech_under_construction_attacked_is_not_engaged_rulebook_glossary_engaged(current_pool: CardPool) -> None:
    """Glossary, Engaged: "Sites are never considered engaged in battle (even in cases where the target is included
    in the battle)"; 1997 rulings, Under Construction Region: a card under construction is not a 'Mech. A 'Mech card
    under construction attacked as a site is no "engaged 'Mech" to choose: choosing it is a violation (a whole game
    offered it, then refused "changed otherwise as damage resolved"); an engaged blocker still is."""
    cards = {
        "raider": unit("Brian", "fast", attack=2, structure=9),
        "site": unit("Melissa", "slow", attack=3, structure=4, zone="construction", counters=1),
        "card": {"owner": "Brian", "card": "Head Shot"},
    }
    mission = {"attacker": "Brian", "group": ["raider"], "target": "site", "blockers": []}
    actions = [
        {"by": "Brian", "play": "card", "choose": ["site"]},
        {"by": "Brian", "assign": "raider", "to": {"site": 2}},
    ]
    result = battle(cards, mission, actions, dice=[], assets=("T", ""), pool=current_pool)
    assert not result["legal"]
    assert [v["action"] for v in result["violations"]] == [0], result["violations"]
    assert _ways(_head_shot(current_pool, 4, [1, 4, 3])) == {("patrol", 2, "hand"): Fraction(1)}


WRECKS = "Whenever a 'Mech you control is scrapped, put a salvage counter on Wreck Yard."
"""An invented watcher beside the battle (judge/bttcg/battle_triggers.py)."""


def test_a_mech_scrapped_by_the_die_is_seen_by_a_watcher_beside_the_battle_rulebook_p9(current_pool: CardPool) -> None:
    """Rulebook p.9 (a card's text makes the exception) and p.29-30 (damage resolves at the end of the battle, the
    cards it scraps are scrapped then): Melissa's Wreck Yard ("Whenever a 'Mech you control is scrapped") gets its
    counter when Head Shot's 6 scraps her guard once damage is applied, and none when the guard survives; Brian's
    own Wreck Yard watches his 'Mechs only. Before, any such Command card in play refused the Head Shot."""
    yards = {
        "yard": {"owner": "Melissa", "command": {"name": "Wreck Yard", "text": WRECKS}},
        "his_yard": {"owner": "Brian", "command": {"name": "Wreck Yard", "text": WRECKS}},
    }
    cards = {
        "raider": unit("Brian", "fast", attack=4, structure=9),
        "guard": unit("Melissa", "fast", attack=0, armor=1, structure=9),
        "card": {"owner": "Brian", "card": "Head Shot"},
        **yards,
    }
    actions = [
        {"by": "Brian", "play": "card", "choose": ["guard"]},
        {"by": "Brian", "assign": "raider", "to": {"guard": 4}},
    ]
    scrapped = battle(cards, _MISSION, actions, dice=[6, 1, 1], assets=("T", ""), pool=current_pool)
    assert scrapped["legal"], scrapped["violations"]
    (outcome,) = scrapped["outcomes"]
    assert outcome["cards"]["guard"]["zone"] == "scrapheap"
    assert outcome["cards"]["yard"]["other_counters"] == {"salvage": 1}
    assert "other_counters" not in outcome["cards"]["his_yard"]
    saved = battle(cards, _MISSION, actions, dice=[1, 4, 3], assets=("T", ""), pool=current_pool)
    (outcome,) = saved["outcomes"]
    assert outcome["cards"]["guard"]["zone"] == "patrol" and "other_counters" not in outcome["cards"]["yard"]


def _with_untap(pool: CardPool, dice: list[int]) -> dict[str, Any]:
    """Melissa's blocking 'Mech is chosen by her Inexorable Advance ("if that 'Mech receives no structure damage,
    untap it after the mission") and by Brian's Head Shot; 4 damage, 3 through its armor."""
    cards = {
        "raider": unit("Brian", "fast", attack=4, structure=9),
        "guard": unit("Melissa", "fast", attack=0, armor=1, structure=9),
        "card": {"owner": "Brian", "card": "Head Shot"},
        "advance": {"owner": "Melissa", "card": "Inexorable Advance"},
    }
    actions = [
        {"by": "Melissa", "play": "advance", "choose": ["guard"]},
        {"by": "Brian", "play": "card", "choose": ["guard"]},
        {"by": "Brian", "assign": "raider", "to": {"guard": 4}},
    ]
    return battle(cards, _MISSION, actions, dice=dice, assets=("T", "T"), pool=pool)


def test_untap_if_unharmed_with_some_damage_left_rulings_1997_order_of_resolving(current_pool: CardPool) -> None:
    """1997 rulings, Order of Resolving Effects During Missions (Head Shot after damage is applied, the untap after
    the mission): with a point prevented and two left, or the 'Mech scrapped by a 6, it received structure damage
    whichever comes first: it stays tapped (or in the Scrapheap)."""
    saved = _with_untap(current_pool, [1, 4, 3])
    assert _ways(saved) == {("patrol", 2, "hand"): Fraction(1)}
    assert all(o["cards"]["guard"]["tapped"] for o in saved["outcomes"])
    assert _ways(_with_untap(current_pool, [6, 1, 1])) == {("scrapheap", 0, "scrapheap"): Fraction(1)}


def test_untap_if_unharmed_every_point_prevented_is_refused_not_guessed(current_pool: CardPool) -> None:
    """Every point prevented after damage is applied: whether the 'Mech received structure damage is not settled."""
    with pytest.raises(ScenarioError, match="whether it received structure damage"):
        _with_untap(current_pool, [1, 2, 1])
