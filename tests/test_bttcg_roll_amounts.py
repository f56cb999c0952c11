"""A roll whose number of dice a tonnage condition decides, and "that much" damage of the amount rolled
(judge/bttcg/roll_amounts.py; issue 17: every card does what it says). Death from Above read in place from the pool,
with pool 'Mechs for their tonnage (skipped without ../shared). 1997 rulings, Order of Resolving Effects During
Missions, 1 (die rolls resolve as the card is played); rulebook p.11 (Tonnage), p.29-30 (damage resolves at the end
of the battle, armor once against it)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from judge.bttcg import rules as r
from judge.pool import CardPool
from tests.bttcg_helpers import battle, traced, unit

_MISSION = {"attacker": "Brian", "group": ["jumper"], "target": "Melissa.stockpile", "blockers": ["foe"]}


def _death_from_above(pool: CardPool, jumper: str, dice: list[int] | None, attack: int = 1) -> dict[str, Any]:
    cards = {
        "jumper": {"owner": "Brian", "card": jumper},
        "foe": unit("Melissa", "fast", attack=0, armor=0, structure=20),
        "card": {"owner": "Brian", "card": "Death from Above"},
    }
    actions = [
        {"by": "Brian", "play": "card", "choose": ["jumper", "foe"]},
        {"by": "Brian", "assign": "jumper", "to": {"foe": attack}},
    ]
    return battle(cards, _MISSION, actions, dice=dice, assets=("T", ""), pool=pool)


def _damage(result: dict[str, Any]) -> list[tuple[Fraction, str, int, int, str]]:
    """(probability, the jumper's zone and damage, damage on the foe, where the card is), most likely first."""
    assert result["legal"], result["violations"]
    found = []
    for o in result["outcomes"]:
        cards = o["cards"]
        jumper, foe, card = cards["jumper"], cards["foe"]["damage"], cards["card"]["zone"]
        found.append((Fraction(o["probability"]), jumper["zone"], jumper["damage"], foe, card))
    return found


def test_roll_instead_on_tonnage_then_that_much_damage_rulings_1997_order_of_resolving(current_pool: CardPool) -> None:
    """roll_die 'instead' on if_tons, and deal_damage of 'that much': the 2-6 result rolls one die for the Assassin
    (40 tons, no armor), so both 'Mechs receive that die (3; the foe also the Assassin's 1 attack), and two dice for
    the Cataphract (70 tons: 60 tons or more), so both receive their total (2 + 5 = 7: 5 through the Cataphract's 2
    armor; the foe also its 4 attack); each die is rolled once, in order (1997 rulings: die rolls resolve as the
    card is played)."""
    light = _death_from_above(current_pool, "Assassin (ASN-21)", [4, 3])
    assert _damage(light) == [(Fraction(1), "patrol", 3, 4, "scrapheap")]
    assert r.DIE_ROLLS_AT_ONCE in traced(light)
    heavy = _death_from_above(current_pool, "Cataphract (CTF-3D)", [4, 2, 5], attack=4)
    assert _damage(heavy) == [(Fraction(1), "patrol", 5, 11, "scrapheap")]


def test_result_1_rolls_no_amount_rulings_1997_order_of_resolving(current_pool: CardPool) -> None:
    """The 1 result: 1 damage to the player's Unit, and the card back to the hand after the mission. No amount was
    rolled for "that much", so no other damage is dealt."""
    assert _damage(_death_from_above(current_pool, "Assassin (ASN-21)", [1])) == [(Fraction(1), "patrol", 1, 1, "hand")]


def test_that_much_exact_distribution_without_dice_rulebook_p29(current_pool: CardPool) -> None:
    """Without the scenario's dice every way they fall is an outcome, with its exact probability: for the Assassin
    (structure 4) the first die is 1 one time in six (1 damage to it), else the second die's value to both, each
    value 5/6 x 1/6 = 5/36 (4 or more scraps the Assassin)."""
    found = _damage(_death_from_above(current_pool, "Assassin (ASN-21)", None))
    expected = [(Fraction(1, 6), "patrol", 1, 1, "hand")] + [
        (Fraction(5, 36), "patrol" if v < 4 else "scrapheap", v if v < 4 else 0, v + 1, "scrapheap")
        for v in range(1, 7)
    ]
    assert sorted(found) == sorted(expected)
