"""Exceptions a card's text makes to the speed rules of attacking and blocking (judge/bttcg/block_exceptions.py;
rulebook p.9: a card's text makes exceptions to the rules; p.24-25: a Unit is attacked only by faster Units, a
patrolling Unit blocks only attackers no faster than it). Pool cards read in place."""

from __future__ import annotations

from typing import Any

import pytest

from judge.bttcg import rules as r
from judge.bttcg import turn_rules as t
from judge.pool import CardPool
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import battle, only, rules_of, unit

TO_STOCKPILE = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile"}


def pilot(name: str, on: str = "raider", owner: str = "Brian") -> dict[str, Any]:
    return {"owner": owner, "card": name, "on": on}


def blocked_by(blocker: dict[str, Any], speed: str, name: str, pool: CardPool) -> dict[str, Any]:
    cards = {"raider": unit("Brian", speed, attack=2), "ace": pilot(name), "b1": blocker}
    return battle(cards, {**TO_STOCKPILE, "blockers": ["b1"]}, pool=pool)


def test_cannot_be_blocked_except_by_a_fast_mech_guarding_the_target_rulings_1997(current_pool: CardPool) -> None:
    """cannot_be_blocked, guarding_target (Elite MechWarrior: "If 'Mech piloted by this card is fast, it cannot be
    blocked except by a fast 'Mech guarding the target"; 1997 rulings, Elite 'MechWarrior: "blocked only by guarding
    'Mechs"): a fast patrolling blocker is a violation, a fast 'Mech guarding the Stockpile blocks; a moderate
    piloted 'Mech may be blocked as usual."""
    patrolling = unit("Melissa", "fast", attack=0)
    result = blocked_by(patrolling, "fast", "Elite MechWarrior", current_pool)
    assert {t.RULES_MAKE_EXCEPTIONS, r.BLOCKING} <= rules_of(result)
    assert "cannot be blocked except by" in result["violations"][0]["message"]
    guarding = unit("Melissa", "fast", attack=0, zone="guard", guarding="Melissa.stockpile")
    assert blocked_by(guarding, "fast", "Elite MechWarrior", current_pool)["legal"]
    slow_guard = unit("Melissa", "moderate", attack=0, zone="guard", guarding="Melissa.stockpile")
    assert not blocked_by(slow_guard, "fast", "Elite MechWarrior", current_pool)["legal"]
    moderate = unit("Melissa", "moderate", attack=0)
    assert blocked_by(moderate, "moderate", "Elite MechWarrior", current_pool)["legal"]


def test_cannot_be_blocked_by_patrolling_mechs_of_the_same_speed_same_speed(current_pool: CardPool) -> None:
    """cannot_be_blocked, same_speed (Navigation Computer: "That 'Mech cannot be blocked by patrolling 'Mechs that
    are the same speed"): a moderate patrolling blocker of the moderate attacker is a violation, a fast one blocks."""
    same = unit("Melissa", "moderate", attack=0)
    result = blocked_by(same, "moderate", "Navigation Computer", current_pool)
    assert r.BLOCKING in rules_of(result)
    assert blocked_by(unit("Melissa", "fast", attack=0), "moderate", "Navigation Computer", current_pool)["legal"]


def test_cannot_be_blocked_in_a_group_is_refused(current_pool: CardPool) -> None:
    """Which blocks of a whole group the text forbids is not in the rules: refused, never guessed."""
    cards = {
        "raider": unit("Brian", "fast", attack=2),
        "r2": unit("Brian", "fast", attack=2),
        "ace": pilot("Elite MechWarrior"),
        "b1": unit("Melissa", "fast", attack=0),
    }
    mission = {**TO_STOCKPILE, "group": ["raider", "r2"], "blockers": ["b1"]}
    with pytest.raises(ScenarioError, match="not answered by this version: Elite MechWarrior: which blocks"):
        battle(cards, mission, pool=current_pool)


def test_shift_speed_attack_as_if_one_speed_faster_rulebook_p24(current_pool: CardPool) -> None:
    """shift_speed (Maneuvering Ace: "may attack and block as if one speed faster"; rulebook p.24: a Unit is attacked
    only by Units faster than it): a moderate piloted 'Mech attacks a moderate Unit; unpiloted, it may not."""
    cards = {
        "raider": unit("Brian", "moderate", attack=2),
        "ace": pilot("Maneuvering Ace"),
        "victim": unit("Melissa", "moderate", attack=0),
    }
    mission = {"attacker": "Brian", "group": ["raider"], "target": "victim"}
    assert battle(cards, mission, pool=current_pool)["legal"]
    del cards["ace"]
    assert r.TARGET_SLOWER_UNIT in rules_of(battle(cards, mission, pool=current_pool))


def test_shift_speed_block_as_if_one_speed_faster_rulebook_p25(current_pool: CardPool) -> None:
    """shift_speed for blocking (rulebook p.25: a patrolling Unit blocks only attackers no faster than it): Melissa's
    moderate 'Mech piloted by Maneuvering Ace blocks a fast attacker."""
    cards = {
        "raider": unit("Brian", "fast", attack=2),
        "b1": unit("Melissa", "moderate", attack=0),
        "ace": pilot("Maneuvering Ace", on="b1", owner="Melissa"),
    }
    assert battle(cards, {**TO_STOCKPILE, "blockers": ["b1"]}, pool=current_pool)["legal"]
    del cards["ace"]
    assert r.BLOCK_SPEED in rules_of(battle(cards, {**TO_STOCKPILE, "blockers": ["b1"]}, pool=current_pool))


def test_shift_speed_beyond_fast_is_refused_only_where_it_decides(current_pool: CardPool) -> None:
    """A fast 'Mech "one speed faster": against a fast blocker the answer depends on how a speed beyond fast compares,
    which the rules do not say: refused; against a slower Unit it is settled either way."""
    cards = {
        "raider": unit("Brian", "fast", attack=2),
        "ace": pilot("Maneuvering Ace"),
        "victim": unit("Melissa", "moderate", attack=0),
    }
    assert battle(cards, {"attacker": "Brian", "group": ["raider"], "target": "victim"}, pool=current_pool)["legal"]
    cards["victim"] = unit("Melissa", "fast", attack=0)
    with pytest.raises(ScenarioError, match="a speed beyond fast"):
        battle(cards, {"attacker": "Brian", "group": ["raider"], "target": "victim"}, pool=current_pool)


def test_engaged_with_mechs_engaged_in_battle_with_widowmaker_glossary_engaged(current_pool: CardPool) -> None:
    """engaged_with (Widowmaker: "'Mechs engaged in battle with Widowmaker get -1 attack"; Glossary, Engaged: the
    Units involved in a battle; engaged with it: those it fights): Melissa's blocking 'Mech deals 3 - 1 to Widowmaker;
    Brian's other attacking 'Mech, on Widowmaker's side, keeps its attack (it deals 2 to the blocker)."""
    cards = {
        "widow": {"owner": "Brian", "card": "Widowmaker (Daishi Dire Wolf)"},
        "r2": unit("Brian", "fast", attack=2),
        "b1": unit("Melissa", "fast", attack=3, structure=30),
    }
    mission = {"attacker": "Brian", "group": ["widow", "r2"], "target": "Melissa.stockpile", "blockers": ["b1"]}
    actions = [
        {"by": "Melissa", "assign": "b1", "to": {"widow": 2}},
        {"by": "Brian", "assign": "widow", "to": {"b1": 12}},
        {"by": "Brian", "assign": "r2", "to": {"b1": 2}},
    ]
    result = battle(cards, mission, actions, pool=current_pool)
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["cards"]["b1"]["damage"] == 12 + 2
    wrong = battle(cards, mission, [{**actions[0], "to": {"widow": 3}}, *actions[1:]], pool=current_pool)
    assert not wrong["legal"]


def _galen(blocker_speed: str, attackers: list[str], pool: CardPool, **more: Any) -> dict[str, Any]:
    cards: dict[str, Any] = {
        "b1": unit("Melissa", blocker_speed, attack=0, structure=9, tapped=True, **more),
        "galen": pilot("Galen Cox", on="b1", owner="Melissa"),
    }
    for number, speed in enumerate(attackers):
        cards[f"a{number}"] = unit("Brian", speed, attack=1)
    group = [f"a{n}" for n in range(len(attackers))]
    mission = {"attacker": "Brian", "group": group, "target": "Melissa.stockpile", "blockers": ["b1"]}
    return battle(cards, mission, pool=pool)


def test_block_while_tapped_when_faster_than_the_attacker_speed_compared(current_pool: CardPool) -> None:
    """block_while_tapped and speed_compared (Galen Cox: "If 'Mech piloted by Galen Cox is faster than attacking 'Mech
    opponent controls, 'Mech piloted by Galen Cox may block while tapped"; rulebook p.24: a tapped Unit cannot block):
    the tapped fast 'Mech blocks a moderate attacker, not a fast one; faster than one attacker and not the other is
    refused (which counts is not said)."""
    assert _galen("fast", ["moderate"], current_pool)["legal"]
    assert r.BLOCKING in rules_of(_galen("fast", ["fast"], current_pool))
    with pytest.raises(ScenarioError, match="faster than some attacking 'Mechs and not others"):
        _galen("fast", ["moderate", "fast"], current_pool)
