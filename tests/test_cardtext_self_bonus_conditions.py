"""Issue 18 (gramC10): a card's own bonuses that hold only while the mission under way targets some kind of card,
while it attacks one, or while it is in a group with some Unit said without "it is" (``grammar/cardtext.lark`` and
``grammar/conditions.lark`` gramC10 sections; :class:`~judge.dsl.conditions.MissionTarget`), and the Terrain wordings
about sites in the region a Terrain enhances. Every sentence is invented (never pool text); each is read back from
its English rendering (``tests/cardtext_helpers.py``)."""

from __future__ import annotations

import pytest

from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from tests.cardtext_helpers import parsed

NAME = "Saltmarsh Rook"
REGION = m.During(whose="any", mission=True, target_in_enhanced_region=True)
A_SITE = m.MissionTarget(target=m.Selector(quantifier="a", noun="site"))


def _static(text: str, card_type: str = "Unit") -> m.Static:
    (ability,) = parsed(text, NAME, card_type)
    assert isinstance(ability, m.Static), ability
    return ability


@pytest.mark.parametrize(
    ("text", "noun", "stat", "amount"),
    [
        ("Saltmarsh Rook gets +2 attack while the mission's target is a Vehicle.", "vehicle", "attack", 2),
        ("This 'Mech gets +1 armor as long as the target of the mission is a site.", "site", "armor", 1),
        ("While the mission's target is a 'Mech, Saltmarsh Rook gets +1 initiative.", "mech", "initiative", 1),
        (
            "As long as the target of the mission is a Battle Armor, this Unit gets -1 attack.",
            "battle_armor",
            "attack",
            -1,
        ),
        ("It gets +3 attack while the target of the mission is a Unit.", "unit", "attack", 3),
    ],
)
def test_while_the_missions_target_is_a_kind_rulebook_p23(text: str, noun: str, stat: str, amount: int) -> None:
    """Rulebook p.23: a mission's target is an opposing Unit or site; a bonus may hold only against some kind."""
    static = _static(text)
    (condition,) = static.conditions
    assert isinstance(condition, m.MissionTarget) and isinstance(condition.target, m.Selector)
    assert condition.target.noun == noun
    (change,) = static.effects
    assert isinstance(change, m.ModifyStat) and (change.stat, change.amount) == (stat, amount)


@pytest.mark.parametrize(
    "text",
    [
        "Saltmarsh Rook gets +1 attack when attacking a site.",
        "Saltmarsh Rook gets +1 attack while attacking a site.",
        "This 'Mech gets +1 attack while it is attacking a site.",
        "This Unit gets +1 attack when it's attacking a site.",
        "Saltmarsh Rook gets +1 attack when attacking any site.",
    ],
)
def test_when_attacking_a_site_rulebook_p23(text: str) -> None:
    """Rulebook p.23: the card attacking, on a mission whose target is a site."""
    static = _static(text)
    assert static.conditions[0] == m.UnitRole(unit="this", roles=["attacking"])
    (mission,) = static.conditions[1:]
    assert isinstance(mission, m.MissionTarget) and isinstance(mission.target, m.Selector)
    assert mission.target.noun == "site"


@pytest.mark.parametrize(
    ("text", "noun"),
    [
        ("Saltmarsh Rook gets +1 attack while in a group with a 'Mech.", "mech"),
        ("This 'Mech gets +1 armor while in a group with a Vehicle.", "vehicle"),
        ("This Unit gets +1 initiative as long as in a group with a Battle Armor.", "battle_armor"),
        ("Saltmarsh Rook gets +2 armor while in a group with another Unit.", "unit"),
        ("Saltmarsh Rook gets +1 attack while in a group with a Clan 'Mech.", "mech"),
    ],
)
def test_while_in_a_group_with_glossary_group(text: str, noun: str) -> None:
    """Glossary, Group: the same as "while it is in a group with ..."."""
    (condition,) = _static(text).conditions
    assert isinstance(condition, m.InGroupWith) and isinstance(condition.others, m.Selector)
    assert condition.others.noun == noun


@pytest.mark.parametrize(
    ("text", "state"),
    [
        ("VTOL Units attacking sites in this region get +1 attack.", "attacking"),
        ("Units attacking a site in this region get -1 attack.", "attacking"),
        ("'Mechs attacking any site in the enhanced region get -1 attack.", "attacking"),
        ("Units blocking attacks on a site in this region get +1 armor.", "blocking"),
        ("Vehicles blocking missions against sites in the region enhanced by Saltmarsh Rook get +1 armor.", "blocking"),
    ],
)
def test_units_attacking_sites_in_the_region_glossary_terrain(text: str, state: str) -> None:
    """Glossary, Terrain: a Terrain affects any mission whose target is in the region it enhances; "sites" adds that
    the target is a site (a Unit in the Patrol region is in a region too, rulebook p.14)."""
    static = _static(text, "Command")
    assert static.conditions == [REGION, A_SITE]
    (change,) = static.effects
    assert isinstance(change, m.ModifyStat) and isinstance(change.target, m.Selector)
    assert change.target.states == [state]


def test_guarding_sites_in_the_region_needs_no_mission_target_rulebook_p33() -> None:
    """Rulebook p.33: a guarding Unit guards a site, so the condition is the region alone (as before)."""
    assert _static("Units guarding sites in this region get +1 armor.", "Command").conditions == [REGION]


@pytest.mark.parametrize(
    "text",
    [
        "Saltmarsh Rook gets +2 attack while the mission's target is a Mission card.",
        "Saltmarsh Rook gets +2 attack if the mission's target is a Vehicle.",
        "Target Unit gets +2 attack when the target of the mission is a site.",
        "Saltmarsh Rook gets +1 attack while the mission's target is.",
        "Target Unit gets +1 attack when attacking a site.",
    ],
)
def test_other_or_meaningless_wordings_stay_unread(text: str) -> None:
    """Not a catch-all: a mission never targets a Mission card; "if"/"when" is a one-time check (a Mission card's),
    not a standing condition; a condition with no kind; another card's bonus while "attacking" says nothing of which."""
    assert not parse_card_text(text, NAME, "Unit").ok
