"""Apply-and-undo for the engine's card states (issue 19, speed): a whole game's trial (judge/bttcg/game/trial.py)
runs an action on a position whose card states are the game's own, shared rather than copied, and every change the
engine makes to a card's state during the trial is written in a journal and undone afterwards (:func:`undone`).

A :class:`~judge.bttcg.state.CardState` writes each change of one of its fields in the innermost open journal
(:func:`open_journals`) before making it; the engine changes a card's state only by setting its fields (its dict
and tuple fields are replaced, never changed in place: judge/bttcg/clones.py), so undoing the journal, latest
change first, puts every state back as it was. Nothing is written while no journal is open (a game's real actions,
a scenario).
The journals are the thread's own (a server answering in several threads never undoes another's changes)."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

Entry = tuple[Any, str, Any]
"""A change: the object, the field's name, its value before the change."""


class _Open(threading.local):
    """The thread's open journals, innermost last; a change is written in the innermost only (an inner journal is
    undone, or handed to the outer one, before the outer one closes)."""

    def __init__(self) -> None:
        self.journals: list[list[Entry]] = []


OPEN = _Open()


def open_journals() -> list[list[Entry]]:
    """The current thread's open journals, innermost last (empty: nothing is written)."""
    return OPEN.journals


def written(obj: Any, name: str) -> None:
    """Notes, in the innermost open journal, the value ``obj``'s field ``name`` has before it changes; a field set
    for the first time (a state being built during the trial, never the game's) has nothing to put back."""
    fields = obj.__dict__
    if name in fields:
        OPEN.journals[-1].append((obj, name, fields[name]))


def undo(journal: list[Entry]) -> None:
    """Puts back every value the journal noted, latest change first."""
    for obj, name, old in reversed(journal):
        obj.__dict__[name] = old
    journal.clear()


@contextmanager
def journal() -> Iterator[list[Entry]]:
    """A journal open for the block, which :func:`undo` may undo inside it (an engine's checkpoint: an action whose
    choices are impossible does not happen); the changes not undone are handed to the enclosing journal as the
    block ends (raising or not), so that an enclosing trial still undoes them."""
    changes: list[Entry] = []
    journals = OPEN.journals
    journals.append(changes)
    try:
        yield changes
    finally:
        assert journals and journals[-1] is changes, "journals closed out of order"
        journals.pop()
        if journals:
            journals[-1].extend(changes)


@contextmanager
def undone() -> Iterator[None]:
    """Every change to a card's state made inside the block is undone as it ends (raising or not)."""
    changes: list[Entry] = []
    journals = OPEN.journals
    journals.append(changes)
    try:
        yield
    finally:
        assert journals and journals[-1] is changes, "journals closed out of order"
        journals.pop()
        undo(changes)


__all__ = ["OPEN", "Entry", "journal", "open_journals", "undo", "undone", "written"]
