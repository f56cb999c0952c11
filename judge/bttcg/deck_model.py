"""The findings of ``judge deck check`` (:mod:`judge.bttcg.deck`) as values: a problem that makes a deck illegal, a
note for the judge, and a deck line with its card."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from judge.bttcg.deckfile import DeckLine
from judge.cards.models import BtCard


@dataclass(frozen=True)
class Problem:
    """Something that makes the deck illegal: which check, the deck-file line (where one line is to blame), every
    line involved, the card, what is wrong, and the rule ids that say so."""

    check: str
    message: str
    rules: list[str]
    line: int | None = None
    lines: list[int] = field(default_factory=list)
    card: str | None = None
    copies: int = 0
    """The copies (cards) the problem is about."""

    def as_json(self) -> dict[str, Any]:
        return {
            "check": self.check,
            "line": self.line,
            "lines": self.lines,
            "card": self.card,
            "copies": self.copies,
            "message": self.message,
            "rules": self.rules,
        }


@dataclass(frozen=True)
class Note:
    """Something the judge should know that does not make the deck illegal (a card whose keyword line is not fully
    known, cards set aside in a sideboard...)."""

    message: str
    line: int | None = None
    card: str | None = None

    def as_json(self) -> dict[str, Any]:
        return {"line": self.line, "card": self.card, "message": self.message}


@dataclass(frozen=True)
class Entry:
    """A deck line with the card its name designates."""

    line: DeckLine
    card: BtCard


__all__ = ["Entry", "Note", "Problem"]
