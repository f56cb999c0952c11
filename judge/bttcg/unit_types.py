"""Which Units a selector's noun names (CE General Rulings, "Types of Units"; rulebook glossary "Unit", "Vehicle",
"Battle Armor"): "Units" are 'Mechs, Vehicles and Battle Armor; "'Mechs" only 'Mechs; "Vehicles" Vehicles and Battle
Armor ("Abilities that apply to Vehicles apply to Vehicles and Battle Armor but not 'Mechs"); "Battle Armor" only
Battle Armor."""

from __future__ import annotations

UNIT_NOUNS = frozenset({"unit", "mech", "vehicle", "battle_armor"})
"""The selector nouns that name Units."""

_TYPES: dict[str, frozenset[str]] = {
    "unit": frozenset({"mech", "vehicle", "battle_armor"}),
    "mech": frozenset({"mech"}),
    "vehicle": frozenset({"vehicle", "battle_armor"}),
    "battle_armor": frozenset({"battle_armor"}),
}


def noun_fits(noun: str, unit_type: str | None) -> bool:
    """Whether a Unit of this type (``None``: not a Unit) is one the noun names (CE General Rulings, Types of
    Units)."""
    return unit_type is not None and unit_type in _TYPES.get(noun, frozenset())
