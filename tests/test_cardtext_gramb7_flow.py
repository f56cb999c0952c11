"""A player's Patrol region in a selector, a Unit removed from the mission, missile rolls lowered (gramB7, issue 18
items 3 d, f). Every sentence is invented; each is read back from its English rendering."""

from __future__ import annotations

import pytest

from judge.bttcg import missile_rules
from judge.dsl import models as m
from tests.cardtext_helpers import effects_of


@pytest.mark.parametrize(
    ("text", "owner"),
    [
        ("Target Unit in your Patrol region joins the battle.", "you"),
        ("Tap target 'Mech in your opponent's Patrol region.", "opponent"),
        ("Each Unit in an opponent's Patrol region gets -1 armor.", "opponent"),
        ("Untap each Vehicle in your Patrol Region.", "you"),
    ],
)
def test_a_players_patrol_region_glossary_patrol_region(text: str, owner: str) -> None:
    """rulebook p.14, Playing Area; glossary, Patrol region: the Units in a player's Patrol region are patrolling."""
    (effect,) = effects_of(text, "Grog", "Mission")
    target = getattr(effect, "target", None)
    assert isinstance(target, m.Selector)
    assert (target.states, target.owner) == (["patrolling"], owner)


@pytest.mark.parametrize(
    "text",
    [
        "Remove target Unit from the mission.",
        "Remove target attacking 'Mech from this mission.",
        "Target blocking Unit is removed from the mission.",
    ],
)
def test_removed_from_the_mission_ce_general_rulings_mission_versus_battle(text: str) -> None:
    """CE General Rulings, "Mission" versus "Battle": a battle is one kind of mission; a Unit removed from the mission
    is removed from its battle (rulebook p.26)."""
    (effect,) = effects_of(text, "Grog", "Mission")
    assert isinstance(effect, m.RemoveFromBattle)


@pytest.mark.parametrize(
    ("text", "amount", "fired_by"),
    [
        ("Subtract 1 from each missile roll for target 'Mech.", -1, "one"),
        ("Subtract 2 from each missile die roll of Grog.", -2, None),
    ],
)
def test_missile_rolls_lowered_rulebook_p31_missile(text: str, amount: int, fired_by: str | None) -> None:
    """rulebook p.31, Missile: a die per missile. "Subtract 1 from each missile roll for ~" lowers each roll of the
    missiles that card fires, as "Add 1 to each missile roll for ~" raises them; the engine refuses a roll lowered
    out loud (judge/bttcg/missile_rules.py executes only rolls raised)."""
    (effect,) = effects_of(text, "Grog", "Unit")
    assert isinstance(effect, m.MissileRule) and effect.roll_bonus == amount
    if fired_by is None:
        assert effect.fired_by == m.This()
    else:
        assert isinstance(effect.fired_by, m.Selector) and effect.fired_by.quantifier == fired_by
    assert not missile_rules.supported(m.Static(effects=[effect]), attached=False)
