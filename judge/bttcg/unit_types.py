"""Which Units a selector's noun names (CE General Rulings, "Types of Units"; rulebook glossary "Unit", "Vehicle",
"Battle Armor"): "Units" are 'Mechs, Vehicles and Battle Armor; "'Mechs" only 'Mechs; "Vehicles" Vehicles and Battle
Armor ("Abilities that apply to Vehicles apply to Vehicles and Battle Armor but not 'Mechs"); "Battle Armor" only
Battle Armor."""

from __future__ import annotations

from judge.dsl import models as m

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


_KEYWORD_TYPES = {"Vehicle": "vehicle", "Battle Armor": "battle_armor"}


def printed_unit_type(name: str, abilities: tuple[m.Ability, ...], type_line: str | None) -> str | None:
    """The Unit type a card's text prints as a keyword ("Vehicle", "Battle Armor"), checked against its type line
    (``None``: the type line names none). The keyword states the type: its rules are the type's (rulebook, Resolving
    Damage: the Vehicle roll; rulebook glossary, Battle Armor: never alone), so a text that says another type than
    the type line is refused, never guessed.

    :raises UnitTypeConflictError: the text and the type line name different types.
    """
    printed = {_KEYWORD_TYPES[a.name] for a in abilities if isinstance(a, m.Keyword) and a.name in _KEYWORD_TYPES}
    if len(printed) > 1 or (printed and type_line is not None and type_line not in printed):
        said = " and ".join(sorted(printed))
        raise UnitTypeConflictError(f"{name}: its text says {said}, its type is {type_line}")
    return next(iter(printed), None)


class UnitTypeConflictError(ValueError):
    """A card's text keyword names another Unit type than its type line."""
