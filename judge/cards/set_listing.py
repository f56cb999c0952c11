"""The sets of a card pool, for browsing (issue 22, item 4): every BattleTech TCG set the pool's printings name, in
release order (official sets first, as :mod:`judge.importers.sets` orders them: rulebook pp.40-43), whether it is
official, and its cards. A set the importer does not know is listed after the official ones as *not official* (a
fan-made set, or an official one newer than this version's list).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from judge.cards.models import BtCard, Card, slugify
from judge.importers.sets import SET_ORDER, official_set, release_key


@dataclass(frozen=True)
class SetEntry:
    """One set as the pool holds it."""

    name: str
    slug: str
    official: bool
    release: int | None
    """1 for the first official set, in release order; ``None`` for a set this version does not know."""
    cards: tuple[BtCard, ...]

    @property
    def types(self) -> dict[str, int]:
        """How many of its cards are Units, Commands, Missions (in that order; untyped cards under ``other``)."""
        counts = Counter(card.card_type or "other" for card in self.cards)
        return {kind: counts[kind] for kind in ("Unit", "Command", "Mission", "other") if counts[kind]}


def pool_sets(cards: list[Card]) -> list[SetEntry]:
    """Every set the BattleTech TCG cards' printings name, oldest official set first, each with its cards by name."""
    members: dict[str, list[BtCard]] = {}
    for card in cards:
        if isinstance(card, BtCard):
            for name in card.sets:
                members.setdefault(name, []).append(card)
    entries: list[SetEntry] = []
    for name in sorted(members, key=release_key):
        known = official_set(name)
        entries.append(
            SetEntry(
                name=name,
                slug=slugify(name),
                official=known is not None,
                release=SET_ORDER.index(known.name) + 1 if known else None,
                cards=tuple(sorted(members[name], key=lambda c: c.name.casefold())),
            )
        )
    return entries


def find_set(entries: list[SetEntry], wanted: str) -> SetEntry | None:
    """The set ``wanted`` names: its page name (``commanders-edition``), or any spelling of an official set
    (``CE``, ``CommandersEdition``)."""
    slug = slugify(wanted)
    known = official_set(wanted)
    for entry in entries:
        if entry.slug == slug or (known is not None and official_set(entry.name) == known):
            return entry
    return None
