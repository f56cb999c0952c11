"""A Terrain card's region named short (gramB6, issue 18 item 3): "in this region", "in the enhanced region" are the
region the card enhances, as "in the region enhanced by ~". Every sentence is invented; each is read back from its
English rendering."""

from __future__ import annotations

import pytest

from judge.dsl import models as m
from tests.cardtext_helpers import effects_of


@pytest.mark.parametrize(
    "text",
    [
        "Each Unit in this region gets +1 armor.",
        "Each Unit in the enhanced region gets +1 armor.",
        "Each Unit in enhanced region gets +1 armor.",
        "Each Unit in the region enhanced by Grog gets +1 armor.",
    ],
)
def test_the_region_a_terrain_enhances_glossary_terrain(text: str) -> None:
    """Glossary, Terrain: "Terrain cards are a kind of Enhancement that you play in regions rather than on cards. A
    Terrain can affect any mission whose target is in the region it enhances" (rulebook p.12)."""
    (effect,) = effects_of(text, "Grog", "Terrain")
    assert isinstance(effect, m.ModifyStat) and isinstance(effect.target, m.Selector)
    assert effect.target.in_enhanced_region and effect.target.noun == "unit"
    assert (effect.stat, effect.amount) == ("armor", 1)
