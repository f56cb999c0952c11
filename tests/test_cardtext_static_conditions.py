"""Issue 18 (gramB9): statics and their conditions in more wordings, read from invented sentences (never pool text)
and read back from their English: an option or keyword a card "has", a player who "can't play any more" cards of a
type, the battle role said first ("While blocking, ~ gets +2 attack"). Each gives the DSL of the wording the pool
already uses, so the engine does with it what it does with that one."""

from __future__ import annotations

import pytest

from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from tests.cardtext_helpers import parsed

NAME = "Grey Lantern"


def _one(text: str, card_type: str = "Command") -> m.Ability:
    (ability,) = parsed(text, NAME, card_type)
    return ability


def _unread(text: str, card_type: str = "Command") -> bool:
    return not parse_card_text(text, NAME, card_type, suggestions=False).ok


@pytest.mark.parametrize(
    ("text", "same"),
    [
        ("Each Mech you control has Jump.", "Each 'Mech you control gets Jump."),
        ("Each 'Mech you control has Jump.", "Each 'Mech you control gets Jump."),
        ("'Mechs you control have Jump.", "'Mechs you control get Jump."),
        ("Each Unit you control has ECM.", "Each Unit you control gets ECM."),
        ("Each of your Units has Anti-Missile.", "Each of your Units gets Anti-Missile."),
    ],
)
def test_has_an_option_is_gets_it_rulebook_p31_unit_options(text: str, same: str) -> None:
    """Rulebook p.31, Unit options: a card that says a Unit "has Jump" gives it the option, as "gets Jump" does."""
    ability = _one(text)
    assert ability == _one(same)
    assert isinstance(ability, m.Static) and isinstance(ability.effects[0], m.GainAbility)


@pytest.mark.parametrize(
    ("text", "same"),
    [
        (
            "Your opponent can't play any more Mission cards this mission.",
            "Your opponent cannot play Mission cards this mission.",
        ),
        (
            "Your opponent cannot play any more Mission cards this mission.",
            "Your opponent cannot play Mission cards this mission.",
        ),
        ("You cannot play any more Mission cards this turn.", "You cannot play Mission cards this turn."),
        ("You can't play any more Command cards this turn.", "You cannot play Command cards this turn."),
        (
            "Your opponent can't play any more Mission cards this battle.",
            "Your opponent cannot play Mission cards this battle.",
        ),
    ],
)
def test_cannot_play_any_more_cards_rulebook_p24(text: str, same: str) -> None:
    """Rulebook p.24: Mission cards are played during a mission; "can't play any more" of them for the rest of it
    is "cannot play" them until it ends."""
    assert _one(text) == _one(same)


@pytest.mark.parametrize(
    ("text", "same"),
    [
        ("While blocking, Grey Lantern gets +2 attack.", "Grey Lantern gets +2 attack while blocking."),
        ("While attacking, this 'Mech gets +1 armor.", "Grey Lantern gets +1 armor while attacking."),
        ("When blocking, Grey Lantern gets +2 attack.", "Grey Lantern gets +2 attack when blocking."),
        (
            "While attacking or blocking, Grey Lantern gets +1 armor.",
            "Grey Lantern gets +1 armor while attacking or blocking.",
        ),
        (
            "While blocking, this Unit gets +1 attack and +1 armor.",
            "Grey Lantern gets +1 attack and +1 armor while blocking.",
        ),
    ],
)
def test_battle_role_said_first_rulebook_p26_battle(text: str, same: str) -> None:
    """Rulebook p.26: a battle's attacking and blocking Units; the role said before the change is the same
    condition as said after it."""
    ability = _one(text, "Unit")
    assert ability == _one(same, "Unit")
    assert isinstance(ability, m.Static) and isinstance(ability.conditions[0], m.UnitRole)


@pytest.mark.parametrize(
    "text",
    [
        "Each 'Mech you control has.",  # has nothing
        "Your opponent can't play any more this mission.",  # no kind of card
        "While attacked, Grey Lantern gets +2 attack.",  # a Unit attacks or blocks; "attacked" is the target's
        "While blocking Grey Lantern gets +2 attack.",  # the role is set apart by a comma
        "While blocking, draw a card.",  # whose role is not said
    ],
)
def test_meaningless_static_wordings_stay_unread(text: str) -> None:
    assert _unread(text, "Unit")
