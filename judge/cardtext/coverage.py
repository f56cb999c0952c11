"""How much of the loaded pool the engines execute, and how much the card-text grammar reads (``judge cards
coverage``).

Every printing of a BattleTech TCG card counts once per set (the wording printed there, the official list's where
two sources give one set), so older wordings are measured too. ``read`` is what the grammar alone achieved: ``parsed``
when every sentence of its text became DSL, ``partial`` when some did, ``failed`` when none did. ``status`` is the
contract's (command-line.md): ``parsed`` only when every sentence became DSL that the engine executes; ``partial``
when some did; ``failed`` when none did. ``refused`` lists the engine's reasons, in words (empty: executed): for
BattleTech, :func:`judge.bttcg.executable.ability_refusals`; for Domination, the abilities its engine does not
execute (``Abilities.unhandled``); Mech chess notes are executed in full once read (every kind of note the grammar
produces is one the engine acts on: :data:`MECHCHESS_EXECUTED`, held by a test).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Any

from judge.cards.models import BtCard, DominationCard, MechChessCard, Printing
from judge.cardtext.parser import ParseResult, parse_card_text
from judge.importers.sets import release_key
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
    type: str | None = None
    """The card's type (BattleTech: Unit, Mission, Command; Domination and Mech chess: theirs)."""
    read: str = ""
    """What the grammar alone achieved: parsed, partial or failed."""
    refused: list[str] = field(default_factory=list)
    """The engine's reasons for not executing the text that was read (empty when it executes it all)."""

    def as_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "slug": self.slug,
            "game": self.game,
            "set": self.set,
            "status": self.status,
            "unparsed": self.unparsed,
            "error": self.error,
            "type": self.type,
            "read": self.read,
            "refused": self.refused,
        }


def executed_status(read: str, abilities: int, executed: int) -> str:
    """The contract's status: parsed only when every sentence became DSL the engine executes."""
    if read == "parsed" and executed == abilities:
        return "parsed"
    return "failed" if read == "failed" or executed == 0 else "partial"


def bt_entry(card: BtCard, printing: Printing, result: ParseResult) -> CoverageEntry:
    from judge.bttcg.executable import face_with, refusals_of

    face = face_with(card, result.abilities)
    refusals = refusals_of(face)
    executed = sum(not reasons for reasons in refusals)
    return CoverageEntry(
        name=card.name,
        slug=card.slug,
        game=card.game,
        set=printing.set,
        status=executed_status(result.status, len(refusals), executed),
        type=card.card_type,
        read=result.status,
        refused=list(dict.fromkeys(r for reasons in refusals for r in reasons)),
        unparsed=[result.text[e.span[0] : e.span[1]] for e in result.errors],
        error=result.errors[0].message if result.errors else None,
        sentences=result.sentences,
        messages=[e.message for e in result.errors],
    )


@dataclass
class CoverageReport:
    entries: list[CoverageEntry] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    """The pool's notes (a set this version does not know), each once."""

    def totals(self) -> Counter[str]:
        return Counter(e.status for e in self.entries)

    def by_type(self) -> dict[str, dict[str, int]]:
        """Per card type: printings, read in full by the grammar, executed in full by the engine."""
        per: dict[str, dict[str, int]] = {}
        for entry in self.entries:
            label = f"{entry.game}:{entry.type}" if entry.game != "bttcg" else entry.type or "(no type)"
            counts = per.setdefault(label, {"total": 0, "read": 0, "parsed": 0})
            counts["total"] += 1
            counts["read"] += entry.read == "parsed"
            counts["parsed"] += entry.status == "parsed"
        return dict(sorted(per.items()))

    def refusals(self) -> Counter[str]:
        """The engine's reasons, each counted once per printing that needs it, most common first."""
        return Counter(r for e in self.entries for r in e.refused)

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
            "read": sum(e.read == "parsed" for e in self.entries),
            "types": self.by_type(),
            "sets": {
                name: {**counts} for name, counts in sorted(self.by_set().items(), key=lambda i: release_key(i[0]))
            },
            "cards": [e.as_json() for e in self.entries],
            "notes": self.notes,
        }


MECHCHESS_EXECUTED = frozenset(
    {
        "range_is",
        "smaller_than_attacker",
        "move_at_least",
        "jump_capable",
        "starting_hits_at_least",
        "move_range",
        "derived_rating",
        "look_at_hand",
        "draw",
        "damage_bonus",
        "destroy",
        "permanent_move",
        "permanent_ratings",
        "cannot_move",
        "no_move_and_attack",
        "hit_if_moved_and_attacked",
        "negate_move",
    }
)
"""The kinds of Mech chess note the engine acts on (``judge/mechchess/engine.py``: every one the grammar produces)."""


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
    report = CoverageReport(notes=list(dict.fromkeys(pool.notes)))
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
    from judge.domination.abilities import card_abilities
    from judge.domination.text import parse_domination_text

    result = parse_domination_text(card.text, card.name)
    parsed = len(result.abilities)
    read = "parsed" if result.ok else ("partial" if parsed else "failed")
    refused = list(dict.fromkeys(f"the ability '{kind}'" for kind in card_abilities(card).unhandled))
    executed = max(parsed - len(card_abilities(card).unhandled), 0)
    return CoverageEntry(
        name=card.name,
        slug=card.slug,
        game=card.game,
        set=None,
        status=executed_status(read, parsed, executed),
        type=str(card.card_type),
        read=read,
        refused=refused,
        unparsed=[card.text[e.span[0] : e.span[1]] for e in result.errors],
        error=result.errors[0].message if result.errors else None,
        sentences=max(1, parsed + len(result.errors)),
        messages=[e.message for e in result.errors],
    )


def _mechchess_entry(card: MechChessCard) -> CoverageEntry:
    from judge.mechchess.notes import NoteError, parse_note

    refused: list[str] = []
    try:
        note = parse_note(card.notes)
        status, error = "parsed", None
        kinds = [str(n.kind) for n in [*note.requires, *note.effects]]
        refused = [f"the note '{k}'" for k in dict.fromkeys(kinds) if k not in MECHCHESS_EXECUTED]
    except NoteError as exc:
        status, error = "failed", str(exc)
    return CoverageEntry(
        name=card.name,
        slug=card.slug,
        game=card.game,
        set=None,
        status=executed_status(status, 1, 0 if refused else 1),
        type=str(card.card_type),
        read=status,
        refused=refused,
        unparsed=[card.notes] if error else [],
        error=error,
        messages=[error] if error else [],
    )
