"""Blocking regardless of speed (judge/bttcg/block_exceptions.py; rulebook p.25: a patrolling Unit blocks only
attackers no faster than it; p.9: a card's text makes exceptions): from a card activated as the opponent attacks,
before blockers are assigned (CE rulings: Ambush!), and from an Enhancement on the target site. Pool cards read in
place."""

from __future__ import annotations

from typing import Any

from judge.bttcg import rules as r
from judge.pool import CardPool
from tests.bttcg_helpers import battle, only, rules_of, unit


def _norns(reveal: bool, pool: CardPool, **more: Any) -> dict[str, Any]:
    cards = {
        "raider": unit("Brian", "fast", attack=3),
        "wall": unit("Melissa", "slow", attack=0, structure=9, **more),
        "norns": {"owner": "Melissa", "card": "Report from the Norns", "zone": "construction"},
    }
    mission = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile", "blockers": ["wall"]}
    actions = [{"by": "Melissa", "reveal": "norns"}] if reveal else []
    return battle(cards, mission, actions, pool=pool)


def test_ignore_speed_block_report_from_the_norns_ce_rulings_ambush_2(current_pool: CardPool) -> None:
    """ignore_speed for blocking, from a card activated as the opponent attacks (Report from the Norns: "You may
    block the current attack with any of your untapped 'Mechs regardless of their speed"; activated before blockers
    are assigned, CE rulings: Ambush!): Melissa's slow Wall blocks the fast Raider; without the card it may not."""
    result = _norns(True, current_pool)
    assert result["legal"], result["violations"]
    assert only(result)["stockpiles"]["Melissa"] == 30 and only(result)["cards"]["norns"]["zone"] == "scrapheap"
    assert r.BLOCK_SPEED in rules_of(_norns(False, current_pool))


def test_ignore_speed_block_needs_an_untapped_mech(current_pool: CardPool) -> None:
    """ "any of your untapped 'Mechs": a Wall already tapped is not one (and a tapped Unit cannot block anyway)."""
    assert not _norns(True, current_pool, tapped=True)["legal"]


def _high_profile(target: str, pool: CardPool) -> dict[str, Any]:
    cards = {
        "raider": unit("Brian", "fast", attack=3),
        "victim": unit("Melissa", "slow", attack=0, structure=9),
        "wall": unit("Melissa", "moderate", attack=0, structure=9),
        "hpt": {"owner": "Melissa", "card": "High-Profile Target", "zone": "construction", "counters": 1},
    }
    mission = {"attacker": "Brian", "group": ["raider"], "target": target, "blockers": ["wall"]}
    return battle(cards, mission, [{"by": "Melissa", "reveal": "hpt"}], pool=pool)


def test_ignore_speed_block_for_the_mission_when_a_mech_is_attacked_opponent_attacks(current_pool: CardPool) -> None:
    """opponent_attacks and a lasting ignore_speed (High-Profile Target: "You may activate this card when opponent
    attacks one of your 'Mechs. Your 'Mechs may block this mission regardless of their speed."): the moderate Wall
    blocks the fast Raider attacking Melissa's slow 'Mech; activating it when the Stockpile is attacked is a
    violation (and the Wall may not block)."""
    result = _high_profile("victim", current_pool)
    assert result["legal"], result["violations"]
    stockpile = _high_profile("Melissa.stockpile", current_pool)
    assert r.REVEAL_ONLY_WHEN_ATTACKED in rules_of(stockpile) and r.BLOCK_SPEED in rules_of(stockpile)


def _alarm(pool: CardPool, nav: bool = False) -> dict[str, Any]:
    cards: dict[str, Any] = {
        "raider": unit("Brian", "fast", attack=3),
        "wall": unit("Melissa", "moderate", attack=0, structure=9),
        "post": {"owner": "Melissa", "command": {"name": "Outpost", "structure": 5}},
        "alarm": {"owner": "Melissa", "card": "Perimeter Alarm", "on": "post"},
    }
    if nav:
        cards["raider"] = unit("Brian", "moderate", attack=3)
        cards["nav"] = {"owner": "Brian", "card": "Navigation Computer", "on": "raider"}
    mission = {"attacker": "Brian", "group": ["raider"], "target": "post", "blockers": ["wall"]}
    return battle(cards, mission, pool=pool)


def test_ignore_speed_block_attacks_against_the_enhanced_site_rulings_1997_perimeter_alarm(
    current_pool: CardPool,
) -> None:
    """ignore_speed against the enhanced site (Perimeter Alarm: "Patrolling Units may block attacks against site
    enhanced by this card regardless of their speed"; 1997 rulings: the patrolling 'Mechs ignore the attacking
    'Mech's speed for declaring a block): the moderate Wall blocks the fast Raider attacking the Outpost."""
    result = _alarm(current_pool)
    assert result["legal"], result["violations"]


def test_perimeter_alarm_renders_navigation_computer_moot_rulings_1997(current_pool: CardPool) -> None:
    """1997 rulings, Navigation Computer: "Perimeter Alarm will render Navigation Computer moot": the moderate Wall
    blocks the moderate Raider whose Navigation Computer forbids blocks by patrolling 'Mechs of the same speed."""
    result = _alarm(current_pool, nav=True)
    assert result["legal"], result["violations"]


def test_a_unit_that_may_block_units_of_any_speed_rulebook_p25_p9() -> None:
    """ "Slow Wall may block Units of any speed.": from patrol, the slow Unit blocks the fast attacker (rulebook p.25
    would forbid it: slower than the slowest attacker; the card's text makes the exception, p.9); the same Unit
    without the text may not."""
    mission = {"attacker": "Brian", "group": ["a1"], "target": "Melissa.stockpile", "blockers": ["wall"]}
    text = "Slow Wall may block Units of any speed."
    cards = {
        "a1": unit("Brian", "fast", attack=2),
        "wall": unit("Melissa", "slow", attack=0, structure=9, name="Slow Wall", text=text),
    }
    assert battle(cards, mission)["legal"]
    cards["wall"] = unit("Melissa", "slow", attack=0, structure=9, name="Slow Wall")
    assert not battle(cards, mission)["legal"]
