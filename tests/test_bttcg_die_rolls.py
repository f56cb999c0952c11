"""Dice rolled by a card's effect in a battle (judge/bttcg/die_rolls.py): several dice together, each result used by
the effect after the roll. 1997 rulings, Order of Resolving Effects During Missions, 1: rolls made as a card is
played or used resolve at once; dice the scenario leaves open are enumerated (the exact distribution)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from judge.bttcg import rules as r
from judge.pool import CardPool
from tests.bttcg_helpers import battle, traced, unit

TWO_DICE = (
    "{T}: Choose one of your 'Mechs and roll two dice. That 'Mech gets additional attack equal to the first roll and "
    "additional armor equal to the second. Use this ability only during battle."
)


def _fight(card: dict[str, Any], dice: list[int] | None = None, pool: CardPool | None = None) -> dict[str, Any]:
    """Brian's 'Mech (attack 1) attacks Melissa's 'Mech (attack 6, armor 0, structure 20); Brian uses the card's
    ability on his 'Mech first (he loses initiative); each deals all its damage to the other, its only recipient."""
    cards = {
        "mine": unit("Brian", "fast", attack=1, structure=20),
        "theirs": unit("Melissa", "slow", attack=6, structure=20),
        "gift": card,
    }
    mission = {"attacker": "Brian", "group": ["mine"], "target": "theirs"}
    actions = [
        {"by": "Brian", "pass": True},
        {"by": "Brian", "use": "ability", "card": "gift", "choose": ["mine"]},
    ]
    return battle(cards, mission, actions, dice=dice, assets=("", "T"), pool=pool)


def test_roll_of_two_dice_each_used_rulings_1997_order_of_resolving_effects() -> None:
    """1997 rulings, Order of Resolving Effects During Missions: the two dice resolve as the ability is used. Dice 4
    and 2: the 'Mech gets +4 attack (5 damage to the other 'Mech) and +2 armor (Melissa's 6 damage: 4 counters)."""
    result = _fight({"owner": "Brian", "command": {"name": "Contract", "text": TWO_DICE}}, dice=[4, 2])
    assert result["legal"], result["violations"]
    (only,) = result["outcomes"]
    assert only["cards"]["theirs"]["damage"] == 5 and only["cards"]["mine"]["damage"] == 4
    assert r.DIE_ROLLS_AT_ONCE in traced(result)


def test_roll_of_two_dice_open_is_exact_rulings_1997_order_of_resolving_effects() -> None:
    """Both dice open: 36 ways, each exact; the first die alone sets the damage dealt (1 + 1..6, each 1/6), the
    second alone the armor (6 - 1..6 counters, each 1/6)."""
    result = _fight({"owner": "Brian", "command": {"name": "Contract", "text": TWO_DICE}})
    dealt: dict[int, Fraction] = {}
    taken: dict[int, Fraction] = {}
    for o in result["outcomes"]:
        p = Fraction(o["probability"])
        dealt[o["cards"]["theirs"]["damage"]] = dealt.get(o["cards"]["theirs"]["damage"], Fraction(0)) + p
        taken[o["cards"]["mine"]["damage"]] = taken.get(o["cards"]["mine"]["damage"], Fraction(0)) + p
    assert dealt == {n: Fraction(1, 6) for n in range(2, 8)}
    assert taken == {n: Fraction(1, 6) for n in range(0, 6)}


def test_pool_card_rolls_two_dice(current_pool: CardPool) -> None:
    """Contract with Black Thorns (read in place from ../shared/data): "roll two dice", the first for attack, the
    second for armor; dice 6 and 1."""
    result = _fight({"owner": "Brian", "card": "Contract with Black Thorns"}, dice=[6, 1], pool=current_pool)
    assert result["legal"], result["violations"]
    (only,) = result["outcomes"]
    assert only["cards"]["theirs"]["damage"] == 7 and only["cards"]["mine"]["damage"] == 5
    assert only["cards"]["gift"]["zone"] == "scrapheap"  # "If that Unit receives 5 or more damage": it received 6


SECOND_DIE = (
    "{T}: Roll a die. 1-6: One of your 'Mechs gets +(1-6) attack. Roll a second die. 1-6: That 'Mech gets +(1-6) "
    "armor. Use this ability only during battle."
)


def test_second_die_is_a_roll_of_its_own_rulings_1997_order_of_resolving_effects() -> None:
    """1997 rulings, Order of Resolving Effects During Missions: each roll resolves at once; "Roll a second die" is
    another roll, its branches its own. Dice 3 and 5: +3 attack (4 damage dealt), +5 armor (1 counter)."""
    result = _fight({"owner": "Brian", "command": {"name": "Contract", "text": SECOND_DIE}}, dice=[3, 5])
    assert result["legal"], result["violations"]
    (only,) = result["outcomes"]
    assert only["cards"]["theirs"]["damage"] == 4 and only["cards"]["mine"]["damage"] == 1
