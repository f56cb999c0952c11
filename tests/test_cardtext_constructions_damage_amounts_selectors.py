"""Damage, amounts and selectors in other words (issue 18 item 3 d, e, f, and item 2's leftovers): other verbs for
dealing damage ("inflict", "takes", "suffers") read as the damage the grammar knew; "X, where X is ..." defined
after its use, amounts read from the die or counted; kinds negated ("non-Unique", "non-'Mech"), states negated
("that is not tapped"), a Vehicle card, "each Vehicle and Battle Armor". Every sentence is invented; each is also
read back from its English rendering."""

from __future__ import annotations

import pytest

from judge.bttcg.executes import entry
from judge.dsl import models as m
from tests.cardtext_helpers import effects_of, parsed

ONE_UNIT = m.Selector(quantifier="one", noun="unit")
ONE_MECH = m.Selector(quantifier="one", noun="mech")


# --- d: other verbs for dealing damage ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "effect"),
    [
        ("Inflict 3 damage on target 'Mech.", m.DealDamage(target=ONE_MECH, amount=3)),
        ("Inflict 2 damage to target Unit.", m.DealDamage(target=ONE_UNIT, amount=2)),
        ("Target Unit takes 3 damage.", m.DealDamage(target=ONE_UNIT, amount=3)),
        (
            "Each attacking 'Mech suffers 1 structure damage.",
            m.DealDamage(
                target=m.Selector(quantifier="each", noun="mech", states=["attacking"]), amount=1, structure=True
            ),
        ),
    ],
)
def test_other_verbs_for_damage_rulebook_damage(text: str, effect: m.DealDamage) -> None:
    """Rulebook, "Effects of Damage": "Receiving damage is always treated the same way", whatever the verb a card
    uses for it."""
    assert effects_of(text) == [effect]


def test_a_card_inflicting_damage_is_a_card_dealing_it() -> None:
    assert effects_of("That 'Mech inflicts 2 damage on target Unit.") == effects_of(
        "That 'Mech deals 2 damage to target Unit."
    )
    (ability,) = parsed("Grog inflicts 2 damage on target Unit.", "Grog", round_trip=False)
    assert isinstance(ability, m.Resolve | m.Static)
    assert ability.effects == [m.DealDamage(source=m.This(), target=ONE_UNIT, amount=2)]


# --- e: amounts -----------------------------------------------------------------------------------------------------


def test_x_defined_after_its_use() -> None:
    yours = m.Selector(quantifier="all", noun="mech", owner="you")
    counted = m.Quantity(of="cards_counted", card=yours)
    assert effects_of("Deal X damage to target Unit, where X is the number of 'Mechs you control.") == [
        m.DealDamage(target=ONE_UNIT, amount=0, amount_of=counted)
    ]
    tapped = m.Selector(quantifier="all", noun="mech", owner="you", states=["tapped"])
    blockers = m.Selector(quantifier="each", noun="unit", states=["blocking"])
    assert effects_of(
        "Inflict X damage on each blocking Unit, where X is equal to the number of your tapped 'Mechs."
    ) == [m.DealDamage(target=blockers, amount=0, amount_of=m.Quantity(of="cards_counted", card=tapped))]
    assert effects_of("Deal X damage to target 'Mech, where X is the number of cards in your hand.") == [
        m.DealDamage(target=ONE_MECH, amount=0, amount_of=m.Quantity(of="cards_in_hand"))
    ]


def test_an_amount_read_from_the_die() -> None:
    for text in (
        "Deal damage to target Unit equal to the die roll.",
        "Deal damage to target Unit equal to the result of the die roll.",
    ):
        assert effects_of(text) == [m.DealDamage(target=ONE_UNIT, amount=0, amount_of=m.Quantity(of="die_roll"))]


def test_counted_cards_are_refused_out_loud() -> None:
    assert entry("amount", "cards_counted").missing


# --- f: selectors negated; item 2: Unit types ----------------------------------------------------------------------


def test_kinds_negated() -> None:
    assert effects_of("Target non-Unique 'Mech gets +2 attack.") == [
        m.ModifyStat(target=m.Selector(quantifier="one", noun="mech", excluding=["unique"]), stat="attack", amount=2)
    ]
    assert effects_of("Each non-'Mech Unit gets +1 armor.") == [
        m.ModifyStat(target=m.Selector(quantifier="each", noun="unit", other_than="mech"), stat="armor", amount=1)
    ]
    assert effects_of("Deal 2 damage to target non-Clan Unit.") == [
        m.DealDamage(target=m.Selector(quantifier="one", noun="unit", not_types=["Clan"]), amount=2)
    ]


@pytest.mark.parametrize(
    ("words", "state"),
    [("is not tapped", "untapped"), ("is not untapped", "tapped"), ("is not piloted", "unpiloted")],
)
def test_states_negated(words: str, state: m.UnitState) -> None:
    assert effects_of(f"Scrap each 'Mech that {words}.") == [
        m.Scrap(target=m.Selector(quantifier="each", noun="mech", states=[state]))
    ]


def test_unit_types_as_card_kinds_rulebook_units() -> None:
    """Rulebook, "Units": "other expansions include Vehicles and Battle Armor as well"; "a Vehicle card" is a
    Vehicle."""
    assert effects_of("Deal 2 damage to target Vehicle card.") == [
        m.DealDamage(target=m.Selector(quantifier="one", noun="vehicle"), amount=2)
    ]
    both = m.Either(
        options=[m.Selector(quantifier="each", noun="vehicle"), m.Selector(quantifier="each", noun="battle_armor")],
        mixed=True,
    )
    assert effects_of("Deal 1 damage to each Vehicle and Battle Armor.") == [m.DealDamage(target=both, amount=1)]
