"""Missiles beyond "Missile N" (issue 18 item 1): more missiles than the option's number, missiles fired again, and
damage prevented missile by missile. Every sentence is invented; each is read back from its English rendering, and
wordings that must not read are checked unread."""

from __future__ import annotations

import pytest

from judge.bttcg.executable import face_with, refusals_of
from judge.cards.models import BtCard
from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from tests.cardtext_helpers import unwrapped_effects

ONE_UNIT = m.Selector(quantifier="one", noun="unit")
ONE_MECH = m.Selector(quantifier="one", noun="mech")


def _unwrapped(text: str, card_type: str = "Mission") -> list[m.Effect]:
    return unwrapped_effects(text, "Grog", card_type)


@pytest.mark.parametrize(
    ("text", "card_type", "target", "count"),
    [
        ("Target Unit fires one additional missile.", "Mission", ONE_UNIT, 1),
        ("Grog fires 2 extra missiles.", "Unit", m.This(), 2),
        ("Target 'Mech gets Missile +1 until end of turn.", "Mission", ONE_MECH, 1),
        ("Target 'Mech gets +2 Missiles.", "Mission", ONE_MECH, 2),
        ("Target Unit may fire one more missile this battle.", "Mission", ONE_UNIT, 1),
        ("Grog fires an additional missile.", "Unit", m.This(), 1),
        ("Grog's Missile option fires two more missiles.", "Unit", m.This(), 2),
    ],
)
def test_extra_missiles_rulebook_p31_missile(text: str, card_type: str, target: m.Target, count: int) -> None:
    """rulebook p.31, Missile Y: Y missiles, a die each; here Y and ``count`` more."""
    assert _unwrapped(text, card_type) == [m.ExtraMissiles(target=target, count=count)]


@pytest.mark.parametrize(
    ("text", "missing"),
    [
        ("Grog fires one additional missile.", "firing more missiles"),
        ("Grog takes 1 less damage from each missile.", "from each missile"),
    ],
)
def test_missiles_added_or_prevented_are_refused_by_name_rulebook_p31(text: str, missing: str) -> None:
    """rulebook p.31: the engine fires Y missiles, each dealing its roll's damage; a card changing that is refused
    out loud, never played as if it said nothing."""
    result = parse_card_text(text, "Grog", "Unit")
    card = BtCard(name="Grog", card_type="Unit", subtypes=["'Mech"], text=text, attack=3, armor=2, structure=4)
    reasons = [str(r) for rs in refusals_of(face_with(card, result.abilities)) for r in rs]
    assert any(missing in r for r in reasons), reasons


@pytest.mark.parametrize(
    "text",
    [
        "Target Unit fires additional missiles.",  # how many
        "Target Unit fires one additional.",
        "Target 'Mech gets Missile +0.",
        "Target Unit fires one fewer missile.",
    ],
)
def test_extra_missiles_wordings_that_are_not_read(text: str) -> None:
    assert not parse_card_text(text, "Grog", "Mission").ok


@pytest.mark.parametrize(
    ("text", "option"),
    [
        ("Target Unit fires its missiles twice this battle.", "Missile"),
        ("Target Unit may fire its missiles twice.", "Missile"),
        ("Target 'Mech may use its Alpha Strike option again.", "Alpha Strike"),
        ("Target 'Mech can use its Jump option a second time.", "Jump"),
        ("Target 'Mech may use its Overheat option again.", "Overheat"),
    ],
)
def test_option_used_again_rulebook_p27_p31(text: str, option: str) -> None:
    """rulebook p.27 and p.31: each option once each battle; "again", "a second time" and "twice" allow a second
    use, as "may use its Jump option twice" reads."""
    effects = _unwrapped(text)
    assert len(effects) == 1
    effect = effects[0]
    assert isinstance(effect, m.OptionUses)
    assert (effect.option, effect.times) == (option, 2)


@pytest.mark.parametrize(
    "text",
    [
        "Target Unit fires its missiles thrice.",
        "Target 'Mech may use its Flight option again.",
        "Target Unit fires twice.",
    ],
)
def test_option_used_again_wordings_that_are_not_read(text: str) -> None:
    assert not parse_card_text(text, "Grog", "Mission").ok


@pytest.mark.parametrize(
    ("text", "card_type", "target"),
    [
        ("Prevent 1 damage from every missile fired at target Unit.", "Mission", ONE_UNIT),
        ("Prevent 1 damage to target Unit from each missile.", "Mission", ONE_UNIT),
        ("Prevent 1 damage to Grog from every missile.", "Unit", m.This()),
        ("Each missile fired at target Unit deals 1 less damage.", "Mission", ONE_UNIT),
        ("Grog takes 1 less damage from each missile.", "Unit", m.This()),
        ("Every missile fired at Grog deals 1 less damage.", "Unit", m.This()),
    ],
)
def test_damage_prevented_from_each_missile_ce_rulings_anti_missile(
    text: str, card_type: str, target: m.Target
) -> None:
    """rulebook p.31, Missile (a die per missile, its damage to what it was fired at); CE General Rulings,
    Anti-Missile: each missile fired at the group deals 1 less damage."""
    assert _unwrapped(text, card_type) == [m.PreventMissileDamage(target=target, amount=1)]


def test_damage_prevented_from_missiles_fired_at_plural_ce_rulings_anti_missile() -> None:
    """CE General Rulings, Anti-Missile: every missile fired at one of the cards."""
    effects = _unwrapped("Missiles fired at your Units deal 2 less damage this battle.")
    assert effects == [m.PreventMissileDamage(target=m.Selector(quantifier="all", noun="unit", owner="you"), amount=2)]


@pytest.mark.parametrize(
    "text",
    [
        "Prevent 2 damage from each missile.",  # fired at what
        "Each missile deals 1 less damage to.",
        "Prevent damage from each missile fired at target Unit.",  # how much
        "Target Unit takes 1 less damage from each.",
        "Each missile fired at target Unit deals less damage.",
    ],
)
def test_missile_prevention_wordings_that_are_not_read(text: str) -> None:
    assert not parse_card_text(text, "Grog", "Mission").ok


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("Missiles fired by Grog deal 1 additional damage.", m.MissileRule(fired_by=m.This(), extra=1)),
        ("Each missile fired by Grog deals +1 damage.", m.MissileRule(fired_by=m.This(), extra=1)),
        ("Every missile fired by Grog deals 2 extra damage.", m.MissileRule(fired_by=m.This(), extra=2)),
        ("Missiles fired by Grog deal 2 damage on a roll of 4.", m.MissileRule(fired_by=m.This(), roll=4, damage=2)),
        ("Each missile fired by this Unit deals 1 damage on a 5.", m.MissileRule(fired_by=m.This(), roll=5, damage=1)),
    ],
)
def test_own_missiles_damage_rulebook_p31_missile(text: str, rule: m.MissileRule) -> None:
    """rulebook p.31, Missile: 1 or 2 damage on a roll of 1 or 2, 3 on a 3 with Munitions, none above: the card's
    own missiles deal more, or deal damage on another roll, as "~'s missiles deal 1 extra damage" reads."""
    assert _unwrapped(text, "Unit") == [rule]


@pytest.mark.parametrize(
    "text",
    [
        "Missiles fired by Grog deal damage on a roll of 4.",  # how much
        "A missile roll of 4 deals damage.",  # how much, and whose missiles
        "Missiles fired by Grog deal 2 damage on a roll of 7.",  # no such face
        "Missiles fired by deal 1 additional damage.",
    ],
)
def test_own_missiles_damage_wordings_that_are_not_read(text: str) -> None:
    assert not parse_card_text(text, "Grog", "Unit").ok
