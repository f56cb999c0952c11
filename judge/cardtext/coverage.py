"""How much of the loaded pool the card-text grammar parses (``judge cards coverage``).

Every printing of a BattleTech TCG card counts once per set (the wording printed there, the official list's where
two sources give one set), so older wordings are measured too. A printing is ``parsed`` when every sentence of its
text became DSL, ``partial`` when some did, ``failed`` when none did.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Any

from judge.cards.models import BtCard, Printing
from judge.cardtext.parser import ParseResult, parse_card_text
from judge.pool import CardPool


@dataclass
class CoverageEntry:
    card: BtCard
    printing: Printing
    result: ParseResult

    def as_json(self) -> dict[str, Any]:
        return {
            "name": self.card.name,
            "slug": self.card.slug,
            "game": self.card.game,
            "set": self.printing.set,
            "status": self.result.status,
            "unparsed": [self.result.text[e.span[0] : e.span[1]] for e in self.result.errors],
            "error": self.result.errors[0].message if self.result.errors else None,
        }


@dataclass
class CoverageReport:
    entries: list[CoverageEntry] = field(default_factory=list)

    def totals(self) -> Counter[str]:
        return Counter(e.result.status for e in self.entries)

    def by_set(self) -> dict[str, Counter[str]]:
        per: dict[str, Counter[str]] = defaultdict(Counter)
        for entry in self.entries:
            per[entry.printing.set or "(quoted)"][entry.result.status] += 1
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


def measure(pool: CardPool, set_name: str | None = None) -> CoverageReport:
    report = CoverageReport()
    for card in pool.cards:
        if not isinstance(card, BtCard):
            continue
        for printing in printings_to_measure(card):
            if set_name and (printing.set or "").casefold() != set_name.casefold():
                continue
            result = parse_card_text(printing.text, name=card.name, card_type=card.card_type, suggestions=False)
            report.entries.append(CoverageEntry(card, printing, result))
    return report
