"""The card an Enhancement is on, named the other ways card sets name it (gramD8, issue 18 item 5): "the enhanced
'Mech", and other card games' "Equipped Unit", "the equipped 'Mech" (rulebook p.12: Enhancements are put on the
cards they affect). Every sentence is invented; each is read back from its English rendering, and wordings that
must not read are checked unread."""

from __future__ import annotations

import pytest

from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from tests.cardtext_helpers import effects_of


@pytest.mark.parametrize(
    "text",
    [
        "Equipped Unit gets +1 attack.",
        "The equipped 'Mech gets +2 armor.",
        "The enhanced 'Mech gets +1 attack.",
        "Deal 1 damage to the enhanced Unit.",
        "Equipped Vehicle gets -1 attack until end of turn.",
        "Tap the equipped Unit.",
    ],
)
def test_the_equipped_or_enhanced_card_rulebook_p12(text: str) -> None:
    """rulebook p.12: an Enhancement is put on the card it affects; "Equipped Unit", "the enhanced 'Mech" is that
    card, as "Enhanced 'Mech"."""
    effect = effects_of(text, "Grog", "Enhancement")[0]
    while isinstance(effect, m.Lasting):
        effect = effect.effects[0]
    assert getattr(effect, "target", None) == m.Enhanced()


@pytest.mark.parametrize(
    "text",
    [
        "The equipped gets +1 attack.",  # no card named
        "Equipped with Jump, it gets +1 attack.",
        "The enhancing 'Mech gets +1 attack.",
    ],
)
def test_other_equipped_wordings_are_not_read(text: str) -> None:
    """Not a catch-all: "equipped"/"enhanced" names the card only before a card word."""
    assert not parse_card_text(text, "Grog", "Enhancement").ok
