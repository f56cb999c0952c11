"""Pilots printed before the keyword Pilot was on every Pilot's keyword line.

Rulebook p.40, "Playing with Older Card Printings", Unit Revision, table "Pilots": the First Edition and later Pilots,
whose references to the piloted 'Mech do not change to Unit. Two Command cards of that table have no keyword Pilot
in the community pool's keyword line (DEST Pilot: "Inner Sphere Kurita"; Jaime Wolf: "Unique Mercenary Inner Sphere
Wolfs Dragoons"), though their text speaks of the "'Mech piloted by" the card and their attack is a signed modifier;
the engine would otherwise keep them in the Command Post, giving their controller initiative and attack from there
(rulebook p.26: a Pilot affects a battle only through the 'Mech it is on). A Command card named in the table is a
Pilot; the table also names cards of other types (Reassigned Pilot, a Mission card), which are left as they are.

The names are the rulebook's (not card data): the table's spelling, compared without case.
"""

from __future__ import annotations

PILOTS_OF_THE_OLDER_PRINTINGS = frozenset(
    name.casefold()
    for name in (
        "Aletha Kabrinski",
        "Bearer of McKensy Hammer",
        "Berserker Warrior",
        "Bjorn Jorgenson",
        "Chaos March Veteran",
        "Dan Allard",
        "DEST Pilot",
        "Elite MechWarrior",
        "Fanatical Leader",
        "Galen Cox",
        "Gearhead",
        "Gray Death Pilot",
        "Headhunter",
        "Jaime Wolf",
        "Kai, Champion of Solaris",
        "Kamikaze MechWarrior",
        "Lance Commander",
        "Maneuvering Ace",
        "Maverick Mechjock",
        "MechWarrior Peter",
        "Morgan Kell",
        "Natasha Kerensky",
        "Phelan Ward",
        "Prince Victor Steiner-Davion",
        "Reassigned Pilot",
        "Recon Pilot",
        "Redline Pilot",
        "Rhonda Snord",
        "Ristar MechWarrior",
        "Rookie Pilot",
        "Sharpshooter",
        "Shin Yodama",
        "Silver Sunburst Pilot",
        "Veteran MechWarrior",
        "Vlad of the Wards",
    )
)
"""Rulebook p.40, table "Pilots" (Playing with Older Card Printings)."""


def keywords(name: str, card_type: str | None, subtypes: list[str]) -> frozenset[str]:
    """The card's keywords: its keyword line's, and ``Pilot`` for a Command card of the rulebook's table of Pilots."""
    found = frozenset(subtypes)
    if card_type == "Command" and name.casefold() in PILOTS_OF_THE_OLDER_PRINTINGS:
        return found | {"Pilot"}
    return found
