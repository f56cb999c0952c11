"""A deck to play a whole game with (issue 19): its name, its cards (one entry per copy) and its affiliation.
Deck files and generated decks are :mod:`judge.bttcg.game.decks`'s."""

from __future__ import annotations

from dataclasses import dataclass

from judge.cards.models import BtCard


@dataclass(frozen=True)
class Deck:
    name: str
    cards: tuple[BtCard, ...]
    """One entry per copy, in any order (the game shuffles them)."""
    affiliation: str | None = None


__all__ = ["Deck"]
