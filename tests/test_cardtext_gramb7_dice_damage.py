"""Die results in the other words of the rules documents, and damage raised or multiplied against a kind of card
(gramB7, issue 18 items 3 d, e). Every sentence is invented; each is read back from its English rendering."""

from __future__ import annotations

import pytest

from judge.bttcg.executes import executed
from judge.dsl import models as m
from tests.cardtext_helpers import effects_of


@pytest.mark.parametrize(
    ("text", "branches"),
    [
        ("Roll a die: on a 5 or 6, draw a card.", [(5, 6)]),
        ("Roll a die. If the result is 1 or 2, scrap Grog.", [(1, 2)]),
        ("Roll a die. If you roll a 6, draw a card.", [(6, 6)]),
        ("Roll a die. If the die roll is 4-6, tap target Unit.", [(4, 6)]),
        ("Roll a die. On 5 or 6, draw a card. On 1-4, scrap Grog.", [(5, 6), (1, 4)]),
        ("Roll a die: on a 1, scrap Grog; on a 2-6, draw a card.", [(1, 1), (2, 6)]),
    ],
)
def test_die_results_in_other_words_rulebook_glossary_die_roll(text: str, branches: list[tuple[int, int]]) -> None:
    """rulebook glossary (die roll; "On a 1 or a 2, that missile deals ...", p.31): "If the result is 1 or 2, ...",
    "If you roll a 6, ...", "on a 5 or 6, ..." are the branches of the roll for those results."""
    (roll,) = effects_of(text, "Grog", "Mission")
    assert isinstance(roll, m.RollDie)
    assert [(b.low, b.high) for b in roll.branches] == branches


@pytest.mark.parametrize(
    ("text", "card_type", "amount", "times", "against"),
    [
        ("Grog deals +2 damage to Vehicles.", "Unit", 2, 1, "vehicle"),
        ("~ deals 1 additional damage to sites.", "Unit", 1, 1, "site"),
        ("Target 'Mech deals double damage to sites.", "Mission", 0, 2, "site"),
        ("Grog deals double damage to sites.", "Unit", 0, 2, "site"),
        ("Attacking 'Mechs deal +1 damage to Battle Armor.", "Command", 1, 1, "battle_armor"),
        ("Target Unit deals 2 extra damage to 'Mechs.", "Mission", 2, 1, "mech"),
    ],
)
def test_damage_raised_against_a_kind_of_card_rulebook_p29(
    text: str, card_type: str, amount: int, times: int, against: str
) -> None:
    """rulebook p.29 (a Unit deals damage equal to its attack): "deals +2 damage to Vehicles" raises the damage it
    deals to Vehicles only, "deals double damage to sites" doubles it against sites. Read, and refused out loud by
    the engine (not executed yet)."""
    (effect,) = effects_of(text, "Grog", card_type)
    assert isinstance(effect, m.DamageAgainst)
    assert (effect.amount, effect.times, effect.against) == (amount, times, against)
    assert not executed("effect", "damage_against")


def test_this_card_deals_damage_as_an_effect_rulebook_p29() -> None:
    """ "~ deals 2 damage to target Unit": this card as the one that deals the damage, as "Target 'Mech deals 2
    damage to ..." (the older keyword wordings "~ deals +1 damage to any target other than a 'Mech" stay AP)."""
    (effect,) = effects_of("Grog deals 2 damage to target Unit.", "Grog", "Unit")
    assert isinstance(effect, m.DealDamage) and effect.amount == 2
    from tests.cardtext_helpers import parsed

    (ap,) = parsed("Grog deals +1 damage to any target other than a 'Mech.", "Grog", "Unit")
    assert isinstance(ap, m.Keyword) and ap.name == "AP"
