"""Damage assigned again to a Unit selected at random (judge/bttcg/random_damage.py, dice.DiceStream.pick; issue 17:
every card does what it says). Massive Battlefield Confusion read in place from the pool (skipped without
../shared), the Units invented inline. CE rulings, Massive Battlefield Confusion (damage already assigned is randomly
reassigned; any random method the players agree upon: each Unit as likely, every selection an outcome with its
exact probability); rulebook p.28-30 (damage dealt as assigned, resolved at once)."""

from __future__ import annotations

from fractions import Fraction
from itertools import product
from typing import Any

from judge.bttcg.random_damage import (
    ANY_RANDOM_METHOD,
    LEFT_OUT_NOT_DAMAGED,
    RANDOM_REASSIGNED,
    RULE_IDS,
    TARGET_LEFT_OUT,
)
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from tests.bttcg_helpers import battle, mission_card, printing_text, traced, unit

_MISSION = {"attacker": "Brian", "group": ["raider", "buddy"], "target": "Melissa.stockpile", "blockers": ["guard"]}
_ATTACK = {"raider": 3, "buddy": 2, "guard": 1}


def _confusion(
    pool: CardPool, dice: list[int], assigned_first: bool, after: bool = False, older: bool = False
) -> dict[str, Any]:
    name = "Massive Battlefield Confusion"
    card = mission_card("Melissa", printing_text(pool, name, "Counterstrike"), name) if older else None
    cards = {
        "raider": unit("Brian", "fast", attack=3, structure=9),
        "buddy": unit("Brian", "fast", attack=2, structure=9),
        "guard": unit("Melissa", "fast", attack=1, structure=9),
        "card": card or {"owner": "Melissa", "card": "Massive Battlefield Confusion"},
    }
    play: dict[str, Any] = {"by": "Melissa", "play": "card"}
    before: list[dict[str, Any]] = [
        {"by": "Brian", "assign": "raider", "to": {"guard": 3}},
        {"by": "Brian", "assign": "buddy", "to": {"guard": 2}},
    ]
    actions = [*before, play] if assigned_first else [play]
    if after:  # the blocker's damage, assigned after the card
        actions.append({"by": "Melissa", "assign": "guard", "to": {"raider": 1}})
    # Brian loses initiative when Melissa has Tactics: he goes first and assigns before the card is played
    return battle(cards, _MISSION, actions, dice=dice, assets=("", "T") if assigned_first else ("T", "T"), pool=pool)


def _damage(result: dict[str, Any]) -> dict[tuple[int, int, int], Fraction]:
    assert result["legal"], result["violations"]
    found: dict[tuple[int, int, int], Fraction] = {}
    for o in result["outcomes"]:
        cards = o["cards"]
        key = (cards["raider"]["damage"], cards["buddy"]["damage"], cards["guard"]["damage"])
        found[key] = found.get(key, Fraction(0)) + Fraction(o["probability"])
    return found


def _expected() -> dict[tuple[int, int, int], Fraction]:
    """Every way each of the three Units selects one of the two others, each 1/8."""
    names = list(_ATTACK)
    found: dict[tuple[int, int, int], Fraction] = {}
    for picks in product(*([u for u in names if u != n] for n in names)):
        damage = dict.fromkeys(names, 0)
        for dealer, to in zip(names, picks, strict=True):
            damage[to] += _ATTACK[dealer]
        key = (damage["raider"], damage["buddy"], damage["guard"])
        found[key] = found.get(key, Fraction(0)) + Fraction(1, 8)
    return found


def test_damage_only_to_a_unit_selected_at_random_ce_rulings_massive_battlefield_confusion(
    current_pool: CardPool,
) -> None:
    """damage_only_to a selector refined by random (5-6): each Unit deals all its damage to one of the two other
    Units, possibly of its own group, each as likely; the answer is every selection with its exact probability."""
    result = _confusion(current_pool, [5], assigned_first=False)
    assert _damage(result) == _expected()
    assert {RANDOM_REASSIGNED, ANY_RANDOM_METHOD} <= traced(result)


def test_damage_already_assigned_is_reassigned_at_random_ce_rulings_massive_battlefield_confusion(
    current_pool: CardPool,
) -> None:
    """The attacker lost initiative and assigned first (all to the blocker): the card reassigns that damage at
    random too (CE rulings: "this card randomly reassigns that damage"), so the outcomes are the same."""
    assert _damage(_confusion(current_pool, [6], assigned_first=True)) == _expected()


def test_older_wording_each_mech_to_a_random_mech_ce_rulings_massive_battlefield_confusion(
    current_pool: CardPool,
) -> None:
    """The Counterstrike wording (read in place), each 'Mech's damage to a 'Mech selected at random other than
    itself: the same selections (CE rulings cover both printings; the later wording says its own group is
    included)."""
    assert _damage(_confusion(current_pool, [5], assigned_first=True, older=True)) == _expected()


def test_other_results_assign_nothing_again_ce_rulings(current_pool: CardPool) -> None:
    """1: no effect; 2-4: the card returns to the hand after the mission: the damage stays as assigned."""
    for die in (1, 3):
        found = _damage(_confusion(current_pool, [die], assigned_first=True, after=True))
        assert found == {(1, 0, 5): Fraction(1)}


def test_random_damage_rule_ids_resolve() -> None:
    """Every rule id random_damage.py cites resolves (``judge rule <id>``)."""
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]


def test_target_left_out_of_the_battle_is_never_selected_rulebook_p25_rulings_1997_mechs_under_attack(
    current_pool: CardPool,
) -> None:
    """Brian attacks Melissa's slow Unit, blocked by her guard; the target is left out of the battle (rulebook p.25:
    "Usually, the target is left out of the battle"; 1997 rulings, 'Mechs Under Attack: a target left out can only be
    damaged if something allows the attacking player to deal damage to the target): the three Units in the battle
    select among themselves as before, and the target takes nothing."""
    cards = {
        "raider": unit("Brian", "fast", attack=3, structure=9),
        "buddy": unit("Brian", "fast", attack=2, structure=9),
        "guard": unit("Melissa", "fast", attack=1, structure=9),
        "victim": unit("Melissa", "slow", attack=4, structure=9),
        "card": {"owner": "Melissa", "card": "Massive Battlefield Confusion"},
    }
    mission = {**_MISSION, "target": "victim"}
    result = battle(cards, mission, [{"by": "Melissa", "play": "card"}], dice=[5], pool=current_pool)
    assert _damage(result) == _expected()
    assert all(o["cards"]["victim"]["damage"] == 0 for o in result["outcomes"])
    assert {TARGET_LEFT_OUT, LEFT_OUT_NOT_DAMAGED} <= traced(result)
