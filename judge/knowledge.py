"""The knowledge base: the card pool with the rulings' errata applied, and the rulings records.

Loaded once per process (per CLI command, per web worker) and then only read.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from judge.cards.models import BtCard, Card
from judge.cards.names import split_code
from judge.pool import CardPool
from judge.rulings.bans import Ban, card_bans
from judge.rulings.errata import apply_errata, check_errata
from judge.rulings.models import RuleRecord
from judge.rulings.store import DOCUMENT_GAMES, RulingBase


@dataclass
class KnowledgeBase:
    pool: CardPool
    rulings: RulingBase
    unresolved_errata: list[str] = field(default_factory=list)

    @classmethod
    def load(cls, files: Iterable[Path] = (), *, include_saved: bool = True, include_env: bool = True) -> KnowledgeBase:
        """The pool (built-ins, saved pool, ``JUDGE_POOL``, ``files``) with the errata of ``rulings/`` applied.

        :raises PoolFileError: for a card file that does not read.
        :raises RulingsFileError: for a rulings file that does not read.
        """
        pool = CardPool.load(files, include_saved=include_saved, include_env=include_env)
        return cls.from_pool(pool)

    @classmethod
    def from_pool(cls, pool: CardPool, rulings: RulingBase | None = None) -> KnowledgeBase:
        rulings = rulings if rulings is not None else RulingBase.load()
        check_errata(rulings)
        pool, unresolved = apply_errata(pool, rulings)
        return cls(pool=pool, rulings=rulings, unresolved_errata=unresolved)

    def rulings_for(self, card: Card) -> list[RuleRecord]:
        """The records about the card (by its name, its name without model code, and its printed names), current
        first, then superseded; only records of the card's own game."""
        return [r for r in self.rulings.about(_names(card)) if DOCUMENT_GAMES.get(r.document) == card.game]

    def bans_for(self, card: Card) -> list[Ban]:
        """The tournament bans the rulings state for the card (current rulings first)."""
        return card_bans(self.rulings_for(card), _names(card))


def _names(card: Card) -> set[str]:
    """The names records may call a card by: its name, without its model code, and its printed names."""
    names = {card.name, split_code(card.name)[0]}
    if isinstance(card, BtCard):
        names |= {p.name for p in card.printings} | {split_code(p.name)[0] for p in card.printings}
    return names
