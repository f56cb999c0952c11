"""What an importer reads from one row or block of a BattleTech TCG card list, before cards are merged."""

from __future__ import annotations

from dataclasses import dataclass, field

from judge.cards.models import Asset, Cost, Source, Speed, Stat
from judge.importers.sets import SET_ORDER, set_rank

__all__ = ["SET_ORDER", "BtRecord", "ImportReport", "set_rank"]


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
    notes: list[str] = field(default_factory=list)
    """What the reader should know about the file as a whole, once each (a set this version does not know)."""
    set_suffixes: dict[str, str] = field(default_factory=dict)
    """The code each set of the file appends to its cards' names (``Commander's Edition`` → ``CE``)."""

    @property
    def count(self) -> int:
        return len(self.bt_records) + len(self.other_cards)
