"""Amounts written the other ways card sets write them (issue 18 item 3 d, e; ``grammar/amounts.lark``): stat pairs
"+2/+1", numbers in words, damage halved with its rounding, half a stat rounded up. Every sentence is invented; each is
also read back from its English rendering. Halved damage is refused out loud by the engine (the node-kind table);
the others read as the nodes of the same meaning the engine executes."""

from __future__ import annotations

import pytest

from judge.bttcg import rules as r
from judge.bttcg.executes import executed, refusal
from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from tests.bttcg_helpers import answer, only, rules_of
from tests.cardtext_helpers import effects_of

ONE_UNIT = m.Selector(quantifier="one", noun="unit")


@pytest.mark.parametrize(
    ("text", "changes"),
    [
        ("Target Unit gets +2/+2.", [("attack", 2), ("armor", 2)]),
        ("Target Unit gets +3/+0.", [("attack", 3)]),
        ("Target Unit gets -1/+2.", [("attack", -1), ("armor", 2)]),
        ("Target Unit gets +0/+1.", [("armor", 1)]),
    ],
)
def test_stat_pair_attack_then_armor_rulebook_units(text: str, changes: list[tuple[str, int]]) -> None:
    """Rulebook "Units": a Unit's stats are printed attack, armor, structure; "+X/+Y" changes the first two."""
    assert effects_of(text) == [m.ModifyStat(target=ONE_UNIT, stat=s, amount=a) for s, a in changes]
    assert executed("effect", "modify_stat")


def test_stat_pair_of_zeros_changes_nothing_and_is_refused() -> None:
    assert not parse_card_text("Target Unit gets +0/+0.", None, None).ok


@pytest.mark.parametrize(
    ("text", "effect"),
    [
        ("Deal three damage to target Unit.", m.DealDamage(amount=3, target=ONE_UNIT)),
        ("Inflict two damage on target Unit.", m.DealDamage(amount=2, target=ONE_UNIT)),
        ("Deal five structure damage to target Unit.", m.DealDamage(amount=5, target=ONE_UNIT, structure=True)),
        ("Prevent four damage to target Unit.", m.PreventDamage(amount=4, target=ONE_UNIT, up_to=False)),
        ("Prevent up to two damage to target Unit.", m.PreventDamage(amount=2, target=ONE_UNIT, up_to=True)),
    ],
)
def test_numbers_in_words_read_as_numerals(text: str, effect: m.Effect) -> None:
    assert effects_of(text) == [effect]


@pytest.mark.parametrize(
    ("text", "dealt_by", "round_up"),
    [
        ("Halve the damage dealt to target Unit, rounded up.", False, True),
        ("Halve all damage received by target Unit (round down).", False, False),
        ("Prevent half the damage dealt to target Unit, rounded down.", False, True),
        ("Prevent half of all damage dealt to target Unit, rounded up.", False, False),
        ("Target Unit takes half damage, rounded down.", False, False),
        ("Damage dealt to target Unit is halved, rounded up.", False, True),
        ("Target Unit deals half its damage, rounded up.", True, True),
        ("Target Unit deals half damage.", True, None),
    ],
)
def test_damage_halved_with_its_rounding(text: str, dealt_by: bool, round_up: bool | None) -> None:
    """Halving names the damage left: "prevent half, rounded down" leaves the larger half (rounded up)."""
    assert effects_of(text) == [m.HalveDamage(target=ONE_UNIT, dealt_by=dealt_by, round_up=round_up)]


def test_damage_halved_is_executed_in_a_battle_and_refused_out_loud_elsewhere() -> None:
    """Halving what a card receives in a battle runs (tests/test_bttcg_halve_damage.py); the rest is named."""
    assert executed("effect", "halve_damage")
    assert "halved" in refusal("effect", "halve_damage")


def test_half_its_attack_rounded_up_ce_rulings_long_range_targeting_system() -> None:
    """CE Individual Card Rulings, Long Range Targeting System: a blocked Unit deals Long-Range X to the target, X half
    its attack. Here an invented Enhancement rounds up: a 5-attack 'Mech may deal 3 to the target, not 4."""
    scenario = """
game: bttcg
players:
  Brian: {assets: [T]}
  Melissa: {assets: [T], stockpile: 30}
cards:
  lancer:
    owner: Brian
    unit: {type: mech, speed: fast, attack: 5, armor: 2, structure: 5}
  sight:
    owner: Brian
    command:
      name: Long Sight
      keywords: [Enhancement]
      text: "That 'Mech gains Long-Range X, where X is half its attack, rounded up."
    on: lancer
  wall:
    owner: Melissa
    unit: {type: mech, speed: fast, attack: 0, armor: 0, structure: 9}
mission:
  attacker: Brian
  group: [lancer]
  target: Melissa.stockpile
  blockers: [wall]
actions:
  - {by: Melissa, pass: true}
  - {by: Brian, assign: lancer, to: {Melissa.stockpile: STOCK, wall: WALL}}
"""
    result = answer(scenario.replace("STOCK", "3").replace("WALL", "2"))
    assert result["legal"], result["violations"]
    assert only(result)["stockpiles"]["Melissa"] == 27
    over = answer(scenario.replace("STOCK", "4").replace("WALL", "1"))
    assert r.LONG_RANGE in rules_of(over)
