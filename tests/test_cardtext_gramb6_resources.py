"""A Resource card's assets and resources written as sentences (gramB6, issue 18 item 3): "Provides Munitions.",
"~ provides Assembly and Tactics.", "{T}: Add {R}{R}.", "Tap: Add one resource.". Every sentence is invented; each is
read back from its English rendering."""

from __future__ import annotations

import pytest

from judge.dsl import models as m
from tests.cardtext_helpers import effects_of, parsed


@pytest.mark.parametrize(
    ("text", "assets"),
    [
        ("Provides Munitions.", ["M"]),
        ("Provides Politics.", ["P"]),
        ("Grog provides Assembly and Tactics.", ["A", "T"]),
        ("Provides Logistics, Munitions and Politics.", ["L", "M", "P"]),
        ("Grog provides Tactics, Assembly, and Logistics.", ["T", "A", "L"]),
    ],
)
def test_assets_provided_glossary_asset_rulebook_p12(text: str, assets: list[str]) -> None:
    """Rulebook p.12 (Resource cards) and Glossary, Asset: a Resource card provides its assets while in play; each
    asset named is provided by this card."""
    assert effects_of(text, "Grog", "Resource") == [m.ProvidesAsset(target=m.This(), asset=a) for a in assets]  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("{T}: Add {R}{R}.", 2),
        ("{T}: Add {R}.", 1),
        ("Tap: Add one resource.", 1),
        ("{T}: Add 3 resources.", 3),
        ("{T}: Add two resources.", 2),
    ],
)
def test_resources_added_glossary_resource_rulebook_p12(text: str, count: int) -> None:
    """Rulebook p.12 and Glossary, Resource: tapping a Resource card gives its resources, "Add" as "Gain"."""
    (ability,) = parsed(text, None, "Resource")
    assert isinstance(ability, m.Activated)
    assert ability.cost == [m.TapCost()] and ability.effects == [m.AddResources(count=count)]
