"""What an importer reads from one row or block of a BattleTech TCG card list, before cards are merged."""

from __future__ import annotations

from dataclasses import dataclass, field

from judge.cards.models import Asset, Cost, Source, Speed, Stat

# The sets of the BattleTech TCG in order of release; the newest printing's wording is the current text.
SET_ORDER: tuple[str, ...] = (
    "Unlimited",
    "Counterstrike",
    "Mercenaries",
    "MechWarrior",
    "DCI Promo",
    "Commander's Edition",
)


def set_rank(name: str | None) -> int:
    """Release order of a set (higher is newer); a quotation without a set ranks lowest."""
    return SET_ORDER.index(name) + 1 if name in SET_ORDER else 0


@dataclass
class BtRecord:
    """One printing of a card, as one source gives it."""

    name: str
    set: str | None
    source: Source
    card_type: str | None = None
    subtypes: list[str] = field(default_factory=list)
    unique: bool = False
    alignment: str | None = None
    affiliations: list[str] = field(default_factory=list)
    cost: Cost | None = None
    provides: list[Asset] = field(default_factory=list)
    attack: int | None = None
    armor: int | None = None
    structure: int | None = None
    signed_stats: list[Stat] = field(default_factory=list)
    speed: Speed | None = None
    mass: int | None = None
    armament: list[str] = field(default_factory=list)
    text: str = ""
    rarity: str | None = None
    number: str | None = None
    errata_note: str | None = None
    partial_text: bool = False
    printed_name: str | None = None
    """The name as the source prints it, where merging renamed the record (an art variant's ``(A)``)."""
    priority: int = 0
    """Among printings of one set, the higher wins (the official spoiler list over a community transcription)."""


@dataclass
class ImportReport:
    """What a file held: its format, what it yielded, and warnings that did not stop the import."""

    path: str
    format: str
    bt_records: list[BtRecord] = field(default_factory=list)
    other_cards: list[object] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)

    @property
    def count(self) -> int:
        return len(self.bt_records) + len(self.other_cards)
