"""The invented cards of the probes of unseen card language (``tests/data/cardtext/probe-*.txt``, a line ``Type |
Name | Text``): each line as a card with default stats, and whether the engine executes every ability of it."""

from __future__ import annotations

from pathlib import Path

from judge.bttcg.executable import face_with, refusals_of
from judge.cards.models import BtCard
from judge.cardtext.parser import parse_card_text

PROBE_TYPES = {
    "Pilot": ("Command", ["Pilot"]),
    "Enhancement": ("Command", ["Enhancement"]),
    "Resource": ("Command", ["Resource"]),
    "Support": ("Command", ["Support"]),
    "Terrain": ("Command", ["Enhancement", "Terrain"]),
}
"""A probe's card type as the pool's card type and subtypes (rulebook p.11-13: Pilots, Enhancements, Resources and
Terrain are Command cards; Terrain enhances a region)."""


def executed(kind: str, name: str, text: str) -> bool | None:
    """Whether the engine executes every ability of a probe line's text (``None``: the text does not read fully)."""
    card_type, subtypes = PROBE_TYPES.get(kind, (kind, ["'Mech"] if kind == "Unit" else []))
    result = parse_card_text(text, name, card_type, suggestions=False)
    if not result.ok:
        return None
    unit = card_type == "Unit"
    card = BtCard(
        name=name,
        card_type=card_type,
        subtypes=subtypes,
        text=text,
        attack=3 if unit else None,
        armor=2 if unit else None,
        structure=4 if unit else None,
    )
    return all(not reasons for reasons in refusals_of(face_with(card, result.abilities)))


def probe_cards(path: Path) -> list[tuple[str, str, str, str]]:
    """(set, type, name, text) of each line of a held-out probe, the set from the ``# === set XX`` line above it."""
    cards = []
    current = ""
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("# === set "):
            current = line.split()[3]
        elif line.strip() and not line.startswith("#"):
            card_type, name, text = (part.strip() for part in line.split("|", 2))
            cards.append((current, card_type, name, text))
    return cards
