"""Damage prevented to a site card itself ("this site") and to a player's Stockpile, in the other words card sets use
(gramD8, issue 18 item 1): the same nodes as the pool's wordings with the card's name ("Prevent 2 damage to ~",
"Damage dealt to ~ is reduced by 1") and Stockpile targets ("your own Stockpile", "each player's Stockpile"). Every
sentence is invented; each is read back from its English rendering, and wordings that must not read are checked
unread."""

from __future__ import annotations

import pytest

from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from tests.cardtext_helpers import effects_of


def _effect(text: str, card_type: str) -> m.Effect:
    effect = effects_of(text, "Grog", card_type)[0]
    while isinstance(effect, m.Lasting):
        effect = effect.effects[0]
    return effect


@pytest.mark.parametrize(
    ("text", "amount"),
    [
        ("Prevent 2 damage to this site.", 2),
        ("Damage dealt to this site is reduced by 1.", 1),
        ("This site takes 1 less damage.", 1),
        ("Reduce the damage dealt to this site by 2.", 2),
        ("Prevent the next 3 damage to this site.", 3),
    ],
)
def test_damage_to_this_site_is_prevented_rulebook_p24_glossary_prevent(text: str, amount: int) -> None:
    """rulebook p.24: a Command card in the Command Post is a site; glossary, Prevent. On a Command card "this site"
    is the card itself (as its name); on an Enhancement, the site it is on."""
    assert _effect(text, "Command") == m.PreventDamage(target=m.This(), amount=amount, up_to=False)
    assert _effect(text, "Enhancement") == m.PreventDamage(target=m.Enhanced(), amount=amount, up_to=False)


@pytest.mark.parametrize("card_type", ["Unit", "Mission", "Pilot"])
def test_this_site_on_a_card_that_is_no_site_is_not_read(card_type: str) -> None:
    """A Unit, Mission or Pilot card is no site (rulebook p.24): "this site" names no card there, so it is unread."""
    assert not parse_card_text("Prevent 2 damage to this site.", "Grog", card_type).ok


@pytest.mark.parametrize(
    ("text", "effect"),
    [
        (
            "Prevent all damage to your Stockpile this turn.",
            m.PreventAllDamage(target=m.Selector(quantifier="that", noun="stockpile", owner="you"), received=True),
        ),
        (
            "Prevent 2 damage to your Stockpile.",
            m.PreventDamage(target=m.Selector(quantifier="that", noun="stockpile", owner="you"), amount=2, up_to=False),
        ),
        (
            "Damage dealt to your Stockpile is reduced by 1.",
            m.PreventDamage(target=m.Selector(quantifier="that", noun="stockpile", owner="you"), amount=1, up_to=False),
        ),
        (
            "Deal 2 damage to each Stockpile.",
            m.DealDamage(target=m.Selector(quantifier="each", noun="stockpile", owner="any"), amount=2),
        ),
        (
            "Deal 1 damage to your Stockpile.",
            m.DealDamage(target=m.Selector(quantifier="that", noun="stockpile", owner="you"), amount=1),
        ),
    ],
)
def test_damage_to_a_players_stockpile_rulebook_p24(text: str, effect: m.Effect) -> None:
    """rulebook p.24: a Stockpile is a site, damaged as the others; "your Stockpile" is your own, "each Stockpile"
    every player's (as "each player's Stockpile")."""
    assert _effect(text, "Mission") == effect


@pytest.mark.parametrize(
    "text",
    [
        "Prevent all damage to Stockpile.",  # whose?
        "Deal 2 damage to your Stockpiles.",
        "Deal 2 damage to the Stockpile.",
    ],
)
def test_a_stockpile_with_no_owner_is_not_read(text: str) -> None:
    """Not a catch-all: a Stockpile damaged names whose it is."""
    assert not parse_card_text(text, "Grog", "Mission").ok
