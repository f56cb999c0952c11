"""How much of the loaded pool the card-text grammar parses (``judge cards coverage``).

Every printing of a BattleTech TCG card counts once per set (the wording printed there, the official list's where
two sources give one set), so older wordings are measured too. A printing is ``parsed`` when every sentence of its
text became DSL, ``partial`` when some did, ``failed`` when none did.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Any

from judge.cards.models import BtCard, DominationCard, MechChessCard, Printing
from judge.cardtext.parser import ParseResult, parse_card_text
from judge.pool import CardPool


@dataclass
class CoverageEntry:
    """One printing (BattleTech TCG) or one card (Domination, Mech chess) and how much of its text parsed."""

    name: str
    slug: str
    game: str
    set: str | None
    status: str
    unparsed: list[str]
    error: str | None
    sentences: int = 1
    messages: list[str] = field(default_factory=list)

    def as_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "slug": self.slug,
            "game": self.game,
            "set": self.set,
            "status": self.status,
            "unparsed": self.unparsed,
            "error": self.error,
        }


def bt_entry(card: BtCard, printing: Printing, result: ParseResult) -> CoverageEntry:
    return CoverageEntry(
        name=card.name,
        slug=card.slug,
        game=card.game,
        set=printing.set,
        status=result.status,
        unparsed=[result.text[e.span[0] : e.span[1]] for e in result.errors],
        error=result.errors[0].message if result.errors else None,
        sentences=result.sentences,
        messages=[e.message for e in result.errors],
    )


@dataclass
class CoverageReport:
    entries: list[CoverageEntry] = field(default_factory=list)

    def totals(self) -> Counter[str]:
        return Counter(e.status for e in self.entries)

    def by_set(self) -> dict[str, Counter[str]]:
        per: dict[str, Counter[str]] = defaultdict(Counter)
        for entry in self.entries:
            label = entry.set or "(quoted)" if entry.game == "bttcg" else entry.game
            per[label][entry.status] += 1
        return dict(per)

    def as_json(self) -> dict[str, Any]:
        totals = self.totals()
        return {
            "total": len(self.entries),
            "parsed": totals["parsed"],
            "partial": totals["partial"],
            "failed": totals["failed"],
            "sets": {name: {**counts} for name, counts in sorted(self.by_set().items())},
            "cards": [e.as_json() for e in self.entries],
        }


def printings_to_measure(card: BtCard) -> list[Printing]:
    """One printing per set: the first (highest-priority) source of each set; quotations are not printings."""
    seen: set[str] = set()
    chosen = []
    for printing in card.printings:
        if printing.set is None or printing.set in seen:
            continue
        seen.add(printing.set)
        chosen.append(printing)
    return chosen


def measure(pool: CardPool, set_name: str | None = None, game: str | None = None) -> CoverageReport:
    """Every printing of the BattleTech TCG pool (one per set), every Domination card and every Mech chess card
    note, each through its game's grammar. ``set_name`` keeps the BattleTech TCG printings of one set."""
    report = CoverageReport()
    for card in pool.cards:
        if game and card.game != game:
            continue
        if isinstance(card, BtCard):
            for printing in printings_to_measure(card):
                if set_name and (printing.set or "").casefold() != set_name.casefold():
                    continue
                result = parse_card_text(printing.text, name=card.name, card_type=card.card_type, suggestions=False)
                report.entries.append(bt_entry(card, printing, result))
        elif set_name:
            continue
        elif isinstance(card, DominationCard):
            report.entries.append(_domination_entry(card))
        elif isinstance(card, MechChessCard):
            report.entries.append(_mechchess_entry(card))
    return report


def _domination_entry(card: DominationCard) -> CoverageEntry:
    from judge.domination.text import parse_domination_text

    result = parse_domination_text(card.text, card.name)
    parsed = len(result.abilities)
    status = "parsed" if result.ok else ("partial" if parsed else "failed")
    return CoverageEntry(
        name=card.name,
        slug=card.slug,
        game=card.game,
        set=None,
        status=status,
        unparsed=[card.text[e.span[0] : e.span[1]] for e in result.errors],
        error=result.errors[0].message if result.errors else None,
        sentences=max(1, parsed + len(result.errors)),
        messages=[e.message for e in result.errors],
    )


def _mechchess_entry(card: MechChessCard) -> CoverageEntry:
    from judge.mechchess.notes import NoteError, parse_note

    try:
        parse_note(card.notes)
        status, error = "parsed", None
    except NoteError as exc:
        status, error = "failed", str(exc)
    return CoverageEntry(
        name=card.name,
        slug=card.slug,
        game=card.game,
        set=None,
        status=status,
        unparsed=[card.notes] if error else [],
        error=error,
        messages=[error] if error else [],
    )
