"""Damage reduced and prevented in the other words sets use, and a card's stat now as an amount (gramB7, issue 18
item 3 d). Every sentence is invented; each is read back from its English rendering."""

from __future__ import annotations

import pytest

from judge.bttcg.executes import executed
from judge.dsl import models as m
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import battle, mission_card, only, unit
from tests.cardtext_helpers import effects_of


@pytest.mark.parametrize(
    ("text", "amount", "quantifier"),
    [
        ("Prevent the next 3 damage to target Unit.", 3, "one"),
        ("Prevent the next 2 damage that would be dealt to target 'Mech.", 2, "one"),
        ("Target Unit takes 1 less damage.", 1, "one"),
        ("Target 'Mech receives 2 less damage.", 2, "one"),
        ("Target Vehicle suffers 3 less damage.", 3, "one"),
        ("Attacking 'Mechs take 1 less damage.", 1, "each"),
        ("Damage dealt to target Unit is reduced by 2.", 2, "one"),
        ("Reduce the damage dealt to target 'Mech by 1.", 1, "one"),
        ("Reduce the damage received by each blocking Unit by 2.", 2, "each"),
    ],
)
def test_damage_reduced_is_damage_prevented_rulebook_glossary_prevent(text: str, amount: int, quantifier: str) -> None:
    """rulebook glossary, Prevent: damage prevented is never dealt. "takes 2 less damage", "is reduced by 2", "the
    next 2 damage" are 2 damage prevented to that card (as "Prevent 2 damage to ...", not "up to")."""
    (effect,) = effects_of(text, "Grog", "Mission")
    assert isinstance(effect, m.PreventDamage) and isinstance(effect.target, m.Selector)
    assert (effect.amount, effect.up_to, effect.target.quantifier) == (amount, False, quantifier)


@pytest.mark.parametrize(
    ("text", "of", "card"),
    [
        ("Target Unit receives damage equal to its armor.", "armor", None),
        ("Deal damage to target Unit equal to its attack.", "attack", None),
        ("Deal damage to target Unit equal to Grog's attack.", "attack", m.This()),
        ("Deal damage to target 'Mech equal to ~'s armor.", "armor", m.This()),
    ],
)
def test_a_stat_now_as_an_amount_rulebook_p26(text: str, of: str, card: m.Target | None) -> None:
    """rulebook p.26-29: a Unit's attack and armor now (with every change that applies). "damage equal to its armor"
    is that card's armor now; "equal to ~'s attack" this card's."""
    (effect,) = effects_of(text, "Grog", "Mission")
    assert isinstance(effect, m.DealDamage) and effect.amount_of is not None
    assert (effect.amount_of.of, effect.amount_of.card) == (of, card)


def test_its_before_the_card_it_could_name_is_not_read() -> None:
    """ "Deal damage equal to its attack to target Unit": "its" comes before the target, so whose attack it is (this
    card's or the target's) is unclear: unread rather than read wrong (issue 17: a confident wrong answer is the
    worst)."""
    from judge.cardtext.parser import parse_card_text

    result = parse_card_text("Deal damage equal to its attack to target Unit.", "Grog", "Unit")
    assert not result.ok and "whose attack" in result.errors[0].message


def test_a_stat_now_as_an_amount_is_refused_out_loud() -> None:
    """An amount computed from a card's armor is not executed yet: the table names it, and the engine refuses the
    card rather than guess (issue 17)."""
    assert not executed("amount", "armor")
    cards = {
        "raider": unit("Brian", "fast", attack=0, structure=9),
        "victim": unit("Melissa", "slow", attack=0, armor=2, structure=9),
        "shot": mission_card("Brian", "Target Unit receives damage equal to its armor.", "Shot"),
    }
    attack = {"attacker": "Brian", "group": ["raider"], "target": "victim"}
    with pytest.raises(ScenarioError, match="not answered by this version"):
        battle(cards, attack, [{"by": "Brian", "play": "shot", "choose": ["victim"]}])


def test_takes_less_damage_prevents_it_in_a_battle_rulebook_p29() -> None:
    """rulebook p.29, Resolving Damage; glossary, Prevent: "Target Unit takes 2 less damage": of the raider's 3
    damage, 2 are prevented, so the target gets 1 damage counter (armor 0)."""
    cards = {
        "raider": unit("Brian", "fast", attack=3, structure=9),
        "victim": unit("Melissa", "slow", attack=0, structure=9),
        "shield": mission_card("Melissa", "Target Unit takes 2 less damage.", "Shield"),
    }
    attack = {"attacker": "Brian", "group": ["raider"], "target": "victim"}
    result = battle(
        cards, attack, [{"by": "Brian", "pass": True}, {"by": "Melissa", "play": "shield", "choose": ["victim"]}]
    )
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["victim"]["damage"] == 1
