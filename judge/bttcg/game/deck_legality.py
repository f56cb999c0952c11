"""Whether a deck built in memory is legal, asked of ``judge deck check``'s own rules (judge/bttcg/deck.py: deck
size, Unique, Universe Deck Construction; one rule in one place), and the error that refuses an illegal one with its
problems (file, line, reason; never a traceback)."""

from __future__ import annotations

from collections.abc import Iterator

from judge.bttcg.deck import DeckReport, Entry, Problem, check_entries
from judge.bttcg.deckfile import DeckFileError, DeckLine, DeckList
from judge.bttcg.game.decks_model import Deck
from judge.cards.models import BtCard
from judge.knowledge import KnowledgeBase

MAX_PROBLEMS_SHOWN = 5
"""An illegal deck's message names this many problems; ``problems`` holds them all."""


class IllegalDeckError(DeckFileError):
    """A deck that ``judge deck check`` finds illegal: its source, the line of the first problem, every problem."""

    def __init__(self, source: str, problems: list[Problem]) -> None:
        self.problems = problems
        shown = [_problem_text(source, p) for p in problems[:MAX_PROBLEMS_SHOWN]]
        more = len(problems) - len(shown)
        tail = f"; and {more} more" if more > 0 else ""
        line = next((p.line for p in problems if p.line is not None), None)
        super().__init__(source, f"the deck is not legal: {'; '.join(shown)}{tail}", line)


def _problem_text(source: str, problem: Problem) -> str:
    where = f"line {problem.line}: " if problem.line is not None else ""
    card = f"{problem.card}: " if problem.card else ""
    return f"{where}{card}{problem.message} [{', '.join(problem.rules)}]"


def grouped(cards: tuple[BtCard, ...]) -> Iterator[tuple[BtCard, int]]:
    """Each card with its copies, in deck order, runs of the same card (by slug) as one."""
    run: list[BtCard] = []
    for card in cards:
        if run and card.slug != run[0].slug:
            yield run[0], len(run)
            run = []
        run.append(card)
    if run:
        yield run[0], len(run)


def as_deck_list(deck: Deck) -> tuple[DeckList, list[Entry]]:
    """The deck as ``judge deck check`` reads one: a line per run of copies, each with its card (no name lookup, so
    a custom card not in the pool is checked too)."""
    listed = DeckList(source=deck.name, format="text", affiliation=deck.affiliation)
    entries: list[Entry] = []
    for number, (card, copies) in enumerate(grouped(deck.cards), start=1):
        line = DeckLine(number, copies, card.name)
        listed.entries.append(line)
        entries.append(Entry(line, card))
    return listed, entries


def check(deck: Deck, knowledge: KnowledgeBase) -> DeckReport:
    """``judge deck check``'s report on the deck (Universe Deck Construction on, as the rulebook asks, p.36-37)."""
    listed, entries = as_deck_list(deck)
    return check_entries(listed, entries, knowledge)


def ensure_legal(deck: Deck, knowledge: KnowledgeBase) -> DeckReport:
    """The report of a legal deck.

    :raises IllegalDeckError: with every problem, for a deck that is not legal.
    """
    report = check(deck, knowledge)
    if not report.legal:
        raise IllegalDeckError(deck.name, report.problems)
    return report


__all__ = ["IllegalDeckError", "as_deck_list", "check", "ensure_legal", "grouped"]
