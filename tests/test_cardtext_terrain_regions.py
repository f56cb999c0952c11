"""Units attacking, blocking or guarding in the region a Terrain card enhances (issue 18, gramC9;
``grammar/cardtext.lark`` ``region_role_static``): glossary, Terrain: "Terrain cards are a kind of Enhancement that
you play in regions rather than on cards. A Terrain can affect any mission whose target is in the region it
enhances"; rulebook p.12: Terrain cards "have an ability which affects attacks in that region"; p.33: a guarding Unit
is in the same region as the site it guards. Each wording reads as the pool's ("All attacking Units get -1 attack.
This ability applies only during a mission whose target is in the region enhanced by this card."), which the engine
executes on a Terrain card. Every sentence is invented; each is read back from its English rendering."""

from __future__ import annotations

import pytest

from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from tests.cardtext_helpers import parsed
from tests.probe_helpers import executed

REGION = m.During(whose="any", mission=True, target_in_enhanced_region=True)


def _static(text: str) -> m.Static:
    (ability,) = parsed(text, "Mudflat", "Command")
    assert isinstance(ability, m.Static), ability
    assert ability.conditions == [REGION]
    return ability


@pytest.mark.parametrize(
    ("text", "noun", "quantifier"),
    [
        ("Units attacking a target in this region get -1 attack.", "unit", "all"),
        ("Units attacking a target in the region enhanced by Mudflat get -1 attack.", "unit", "all"),
        ("Each Unit attacking a target in the enhanced region gets -1 attack.", "unit", "each"),
        ("'Mechs attacking targets in this region get -1 attack.", "mech", "all"),
        ("Vehicles attacking a card in this region get -2 attack.", "vehicle", "all"),
        ("Units attacking in this region get -1 attack.", "unit", "all"),
        ("Each 'Mech attacking anything in the region Mudflat enhances gets -1 attack.", "mech", "each"),
    ],
)
def test_units_attacking_a_target_in_the_region_glossary_terrain(text: str, noun: str, quantifier: str) -> None:
    """Glossary, Terrain: the attacking Units of a mission whose target is in the region."""
    (change,) = _static(text).effects
    assert isinstance(change, m.ModifyStat) and isinstance(change.target, m.Selector)
    assert (change.target.quantifier, change.target.noun, change.target.states) == (quantifier, noun, ["attacking"])
    assert change.stat == "attack" and change.amount < 0


@pytest.mark.parametrize(
    ("text", "noun"),
    [
        ("Battle Armor Units blocking an attack against a target in this region get +1 armor.", "battle_armor"),
        ("Units blocking an attack against a target in this region get +1 armor.", "unit"),
        ("Units blocking attacks against targets in the enhanced region get +1 armor.", "unit"),
        ("Each 'Mech blocking a mission targeting a card in this region gets +1 armor.", "mech"),
        ("Vehicles blocking in this region get +1 armor.", "vehicle"),
    ],
)
def test_units_blocking_an_attack_against_a_target_in_the_region_rulebook_p12(text: str, noun: str) -> None:
    """Rulebook p.12 and p.26: a Terrain in the region of the target affects the battle, its blockers included."""
    (change,) = _static(text).effects
    assert isinstance(change, m.ModifyStat) and isinstance(change.target, m.Selector)
    assert (change.target.noun, change.target.states, change.stat) == (noun, ["blocking"], "armor")


@pytest.mark.parametrize(
    "text",
    [
        "Units guarding sites in this region get +1 armor.",
        "Units guarding a site in this region get +1 armor.",
        "Each Unit guarding a site in this region gets +1 armor.",
        "Units guarding sites in the enhanced region get +1 armor.",
        "'Mechs guarding a site in the region enhanced by Mudflat get +1 armor.",
    ],
)
def test_units_guarding_sites_in_the_region_rulebook_p33(text: str) -> None:
    """Rulebook p.33: a guarding Unit is in the region of the site it guards and blocks only attacks against it, so
    in a mission against a target in the region the guarding Units in the battle are that region's."""
    (change,) = _static(text).effects
    assert isinstance(change, m.ModifyStat) and isinstance(change.target, m.Selector)
    assert change.target.states == ["guarding"] and (change.stat, change.amount) == ("armor", 1)


def test_region_roles_read_as_the_pools_wording_ce_rulings_difficult_terrain() -> None:
    """The pool's Terrain wording ("This ability applies only during a mission whose target is in the region enhanced
    by this card.") and the new ones give one DSL, so the engine does the same with them."""
    pool_like = "All attacking Units get -1 attack. This ability applies only during a mission whose target is in "
    pool_like += "the region enhanced by Mudflat."
    assert parsed("Units attacking a target in this region get -1 attack.", "Mudflat", "Command") == parsed(
        pool_like, "Mudflat", "Command"
    )


@pytest.mark.parametrize(
    "text",
    [
        "Units attacking a target in this region get -1 attack.",
        "Battle Armor Units blocking an attack against a target in this region get +1 armor.",
        "Units guarding sites in this region get +1 armor.",
    ],
)
def test_region_role_changes_are_executed_on_a_terrain_card_glossary_terrain(text: str) -> None:
    assert executed("Terrain", "Mudflat", text) is True


@pytest.mark.parametrize(
    "text",
    [
        # (gramC10: "a site in the region" now reads, the target a site: test_cardtext_self_bonus_conditions)
        # a state said twice
        "Each attacking Unit attacking a target in this region gets -1 attack.",
        # no region named
        "Units attacking a target in a region get -1 attack.",
        # cards that are no Units do not attack
        "Mission cards attacking a target in this region get -1 attack.",
        # guarding is of sites only (rulebook p.33)
        "Units guarding Units in this region get +1 armor.",
    ],
)
def test_region_roles_that_say_something_else_stay_unread(text: str) -> None:
    assert not parse_card_text(text, "Mudflat", "Command").ok
