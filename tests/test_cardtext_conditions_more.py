"""Issue 18 (gramB8): a card's own static abilities under a condition said after them or with "as long as", read from
invented sentences (never pool text), each read back from its English rendering (``tests/cardtext_helpers.py``):
while it is (un)tapped, in a group with some Unit, while its controller has an asset or controls some cards, so many
or more of them. Each gives the same DSL as the wording with the condition first."""

from __future__ import annotations

import pytest

from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from tests.cardtext_helpers import parsed


def _static(text: str) -> m.Static:
    (ability,) = parsed(text, "Hollow Crown", "Unit")
    assert isinstance(ability, m.Static)
    return ability


@pytest.mark.parametrize(
    ("text", "state"),
    [
        ("Hollow Crown gets +2 armor while it is tapped.", "tapped"),
        ("Hollow Crown gets +2 armor while tapped.", "tapped"),
        ("Hollow Crown gets +2 armor while Hollow Crown is untapped.", "untapped"),
        ("Hollow Crown gets +2 armor as long as it is untapped.", "untapped"),
        ("As long as Hollow Crown is tapped, Hollow Crown gets +2 armor.", "tapped"),
        ("While Hollow Crown is untapped, Hollow Crown gets +2 armor.", "untapped"),
    ],
)
def test_while_tapped_or_untapped_glossary_tap(text: str, state: str) -> None:
    """Glossary, Tap: a card is tapped to use it; an ability may hold only while its card is (un)tapped."""
    ability = _static(text)
    assert ability.conditions == [m.CardState(state=state)]  # type: ignore[arg-type]
    assert ability.effects == [m.ModifyStat(target=m.This(), stat="armor", amount=2)]


@pytest.mark.parametrize(
    "text",
    [
        "Hollow Crown cannot be attacked while it is tapped.",
        "Hollow Crown cannot be attacked while tapped.",
        "Hollow Crown can't be attacked while it is tapped.",
        "Hollow Crown cannot be attacked as long as it is tapped.",
        "This 'Mech cannot be attacked while tapped.",
    ],
)
def test_cannot_be_attacked_while_tapped_rulebook_p24(text: str) -> None:
    """Rulebook p.24, Declaring a Mission: a Unit may be a mission's target; this one not while it is tapped."""
    ability = _static(text)
    assert ability.effects == [m.CannotBeAttacked(target=m.This())]
    assert ability.conditions == [m.CardState(state="tapped")]


@pytest.mark.parametrize(
    "text",
    [
        "Hollow Crown gets +2 attack while it is in a group with a Vehicle.",
        "Hollow Crown gets +2 attack while Hollow Crown is in a group with a Vehicle.",
        "Hollow Crown gets +2 attack as long as it is in a group with a Vehicle.",
        "Hollow Crown gets +2 attack while it is in the same group with a Vehicle.",
        "While Hollow Crown is in a group with a Vehicle, Hollow Crown gets +2 attack.",
    ],
)
def test_while_in_a_group_with_glossary_group(text: str) -> None:
    """Glossary, Group: the attacking Units are one group, the blocking Units another; the condition said after
    the bonus is the one said before it."""
    before = _static("While Hollow Crown is in a group with a Vehicle, Hollow Crown gets +2 attack.")
    assert _static(text) == before


@pytest.mark.parametrize(
    ("text", "asset"),
    [
        ("Hollow Crown gets +1 attack as long as you have the Assembly asset.", "Assembly"),
        ("Hollow Crown gets +1 attack while you have the Munitions asset available.", "Munitions"),
        ("Hollow Crown gets +1 attack if you have Tactics available.", "Tactics"),
        ("As long as you have the Politics asset, Hollow Crown gets +1 attack.", "Politics"),
        ("If you have the Logistics asset in play, Hollow Crown gets +1 attack.", "Logistics"),
        ("Hollow Crown gets +1 attack as long as you have Assembly in play.", "Assembly"),
    ],
)
def test_as_long_as_you_have_an_asset_rulebook_p14(text: str, asset: str) -> None:
    """Rulebook p.14, Assets: a player has an asset while a card providing it is in play."""
    ability = _static(text)
    assert ability.conditions == [m.HasAsset(asset=asset)]  # type: ignore[arg-type]
    assert ability.effects == [m.ModifyStat(target=m.This(), stat="attack", amount=1)]


@pytest.mark.parametrize(
    ("text", "player"),
    [
        ("Hollow Crown gets +1 armor while you control a Terrain card.", "you"),
        ("Hollow Crown gets +1 armor as long as you control a Terrain card.", "you"),
        ("Hollow Crown gets +1 armor if you control a Terrain card.", "you"),
        ("Hollow Crown gets +1 armor while an opponent controls a Terrain card.", "opponent"),
        ("Hollow Crown gets +1 armor as long as your opponent controls a Terrain card.", "opponent"),
    ],
)
def test_while_a_player_controls_a_card_glossary_control(text: str, player: str) -> None:
    """Glossary, Control: the cards a player has in play; said after the bonus as before it."""
    ability = _static(text)
    (condition,) = ability.conditions
    assert isinstance(condition, m.Controls) and condition.player == player
    assert isinstance(condition.target, m.Selector) and condition.target.card_type == "Terrain"


@pytest.mark.parametrize(
    ("text", "player", "count"),
    [
        ("If you control three or more 'Mechs, Hollow Crown gets +1 attack.", "you", 3),
        ("If you control 3 or more 'Mechs, Hollow Crown gets +1 attack.", "you", 3),
        ("Hollow Crown gets +1 attack if you control two or more Vehicles.", "you", 2),
        ("Hollow Crown gets +1 attack as long as you control four or more Units.", "you", 4),
        ("While an opponent controls two or more 'Mechs, Hollow Crown gets +1 attack.", "opponent", 2),
    ],
)
def test_controls_so_many_or_more_glossary_control(text: str, player: str, count: int) -> None:
    """Glossary, Control: "three or more 'Mechs" is as many as "at least three 'Mechs" (the play restriction's
    wording, whose DSL it shares)."""
    ability = _static(text)
    (condition,) = ability.conditions
    assert isinstance(condition, m.Controls) and condition.player == player and condition.at_least == count
    assert isinstance(condition.target, m.Selector) and condition.target.count == count
    at_least = parse_card_text("Draw a card. Play only if you control at least three 'Mechs.", None, "Command")
    restriction = at_least.abilities[-1]
    assert isinstance(restriction, m.PlayRestriction)
    if count == 3 and player == "you" and "'Mechs" in text:
        assert restriction.conditions == [condition]


@pytest.mark.parametrize(
    "text",
    [
        "Hollow Crown gets +2 armor while it is sideways.",  # no such state
        "Target Unit gets +2 armor while it is tapped.",  # a Mission's bonus is no card's own state
        "Hollow Crown gets +1 attack as long as you have the Salvage asset.",  # no such asset
        "Hollow Crown gets +1 attack if you control or more 'Mechs.",  # no number
        "Hollow Crown gets +1 attack while you control three 'Mechs or more.",  # broken order
        "Target Unit cannot be attacked while it is tapped.",  # said of this card only
    ],
)
def test_conditions_that_do_not_read(text: str) -> None:
    """Meaningless variants are not read into a condition (no catch-all)."""
    assert not parse_card_text(text, "Hollow Crown", "Unit").ok
