"""Keyword abilities and the reminder text printed with them (``grammar/keywords.lark``): ECM, Anti-Missile, NARC,
C3, Long-Range, Hand-to-Hand, AP, VTOL, the Unit types Vehicle and Battle Armor, and the asset keywords."""

from __future__ import annotations

from typing import Literal

from judge.dsl.core import Node

AllegianceName = Literal[
    "Inner Sphere",
    "Clan",
    "Mercenary",
    "Davion",
    "Kurita",
    "Liao",
    "Marik",
    "Steiner",
    "St. Ives",
    "Rasalhague",
    "ComStar",
    "Wolf's Dragoons",
    "Wolf",
    "Jade Falcon",
    "Ghost Bear",
    "Smoke Jaguar",
    "Steel Viper",
    "Periphery",
]
"""A card's allegiance printed in its text as a keyword: its alignment (rulebook glossary, Keyword: "alignment (such
as Clan or Inner Sphere)") or an affiliation (CE General Rulings, the House and Clan lists; ``Mercenary``: "do not
count as Houses and may be included in any Inner Sphere deck")."""

CardKindKeyword = Literal["Terrain", "Subterfuge", "Artillery", "Faction", "Operation", "Omni"]
"""A card's kind printed as a keyword of its text ("Terrain.", "Artillery."): rulebook p.10 ("the first keyword
lists the card's type ... Artillery is a type of Command card", "the Omni keyword"); CE General Rulings, Difficult
Terrain: "Add the keyword Terrain."."""

KeywordName = Literal[
    "ECM",
    "Anti-Missile",
    "NARC",
    "C3",
    "Long-Range",
    "Hand-to-Hand",
    "AP",
    "VTOL",
    "Vehicle",
    "Battle Armor",
    "Assembly",
    "Logistics",
    "Munitions",
    "Politics",
    "Tactics",
    "Unique",
    AllegianceName,
    CardKindKeyword,
]


class Keyword(Node):
    """A keyword ability (``ECM``, ``Long-Range 2``...), with the parameter its reminder text confirmed."""

    kind: Literal["keyword"] = "keyword"
    name: KeywordName
    value: int | None = None
    reminder: bool = False
    """The card prints the keyword's reminder text (checked against the keyword by the parser)."""
    wording: Literal["current", "older", "reworded", "unchecked"] = "current"
    """Which reminder wording the card prints: the Commander's Edition one or an older printing's; ``reworded``
: words of the card's own that say what the keyword does, checked as the printed ones; ``unchecked``: a
    wording the grammar does not read (the keyword is read, the reminder not checked against it)."""
