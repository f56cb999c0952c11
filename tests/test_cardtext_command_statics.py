"""Issue 18 (gramC10): every player's cards named on a Command card ("Each player's Battle Armor Units";
``grammar/selectors.lark`` ``each_players``) and Terrain cards' Units that cannot attack sites in the region they
enhance (``grammar/rules.lark`` gramC10 section). Every sentence is invented (never pool text); each is read back
from its English rendering (``tests/cardtext_helpers.py``)."""

from __future__ import annotations

import pytest

from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from tests.cardtext_helpers import effects_of


@pytest.mark.parametrize(
    ("text", "noun"),
    [
        ("Each player's Battle Armor Units may attack and block alone.", "battle_armor"),
        ("Every player's 'Mechs get +1 armor.", "mech"),
        ("All players' Vehicles get -1 attack.", "vehicle"),
        ("Each player's fast Units cannot block.", "unit"),
        ("Each player's Vehicles can't guard.", "vehicle"),
    ],
)
def test_each_players_cards_are_all_of_them_glossary_control(text: str, noun: str) -> None:
    """Glossary, Control: each player controls his or her own cards; "each player's" names everyone's, all of them."""
    (effect,) = effects_of(text, "Open Field", "Command")
    target = getattr(effect, "target", None)
    assert isinstance(target, m.Selector)
    assert (target.quantifier, target.noun, target.owner) == ("all", noun, "any")


@pytest.mark.parametrize(
    ("text", "option"),
    [
        ("VTOL Units cannot attack sites in this region.", "VTOL"),
        ("Units with Jump may not attack sites in the enhanced region.", "Jump"),
        ("VTOL Units can't attack sites in the region Broad Fen enhances.", "VTOL"),
        ("Units with Jump cannot attack sites in the region enhanced by Broad Fen.", "Jump"),
        ("VTOL Units may not attack sites in this region.", "VTOL"),
    ],
)
def test_units_cannot_attack_sites_in_the_region_glossary_terrain(text: str, option: str) -> None:
    """Glossary, Terrain: a Terrain affects any mission whose target is in the region it enhances; the pool's
    "<those> cannot be attacked by <these>"."""
    (effect,) = effects_of(text, "Broad Fen", "Command")
    assert isinstance(effect, m.CannotBeAttacked)
    assert effect.target == m.Selector(quantifier="any", noun="site", in_enhanced_region=True)
    assert isinstance(effect.by, m.Selector) and effect.by.with_option == option


@pytest.mark.parametrize(
    "text",
    [
        "Each player's Vehicle gets +1 armor.",
        "Each player's gets +1 armor.",
        "VTOL Units cannot attack in this region sites.",
        "Each players 'Mechs get +1 armor during.",
        "VTOL Units cannot attack sites in that region.",
    ],
)
def test_other_or_meaningless_wordings_stay_unread(text: str) -> None:
    """Not a catch-all: a singular after "each player's", a possessive with no cards, words out of order, "that
    region" (which one?)."""
    assert not parse_card_text(text, "Broad Fen", "Command").ok
