"""A deck for a whole game: its cards, one entry per copy."""

from __future__ import annotations

from dataclasses import dataclass

from judge.cards.models import BtCard


@dataclass(frozen=True)
class Deck:
    name: str
    cards: tuple[BtCard, ...]  # one entry per copy (judge.cards.models.BtCard)
    affiliation: str | None
