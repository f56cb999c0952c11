"""Misrulings: the mistakes people really make at the table, as named switches in the engines, for the quiz only.

A judge-training question offers the engine's answer and, as wrong options, the answers the same scenario gets when
the engine is run under a misruling ("armor subtracted from each source of damage instead of once"). Each misruling
is declared once, next to the game whose engine honours it (``judge/<game>/misrulings.py``), with the rule it
breaks; the engine asks :func:`misruled` at the one place the rule lives. Nothing turns a misruling on but
:func:`applying`, and only the quiz calls it: by default every rule is applied as written.

    >>> from judge.bttcg.misrulings import ARMOR_PER_SOURCE
    >>> with applying(ARMOR_PER_SOURCE):
    ...     wrong = answer_scenario(scenario, pool)
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass

_ACTIVE: ContextVar[frozenset[str]] = ContextVar("judge_misrulings", default=frozenset())
_CONSULTED: ContextVar[set[str] | None] = ContextVar("judge_misrulings_consulted", default=None)


@dataclass(frozen=True)
class Misruling:
    """One named mistake: ``id`` (``<game>/<name>``), the game, a short title, what a player who makes it does, and
    the ids of the rules or rulings it breaks (each resolves with ``judge rule``)."""

    id: str
    game: str
    title: str
    mistake: str
    breaks: tuple[str, ...]

    def __str__(self) -> str:
        return self.id


REGISTRY: dict[str, Misruling] = {}


def declare(id: str, game: str, title: str, mistake: str, breaks: tuple[str, ...]) -> str:
    """Declares a misruling and returns its id (the name the engine tests with :func:`misruled`).

    :raises ValueError: if the id is declared twice, names another game, or breaks no rule.
    """
    if id in REGISTRY:
        raise ValueError(f"misruling {id!r} is declared twice")
    if not id.startswith(f"{game}/"):
        raise ValueError(f"misruling {id!r} must start with its game, {game!r}")
    if not breaks:
        raise ValueError(f"misruling {id!r} must name the rule it breaks")
    REGISTRY[id] = Misruling(id=id, game=game, title=title, mistake=mistake, breaks=breaks)
    return id


def misruled(misruling_id: str) -> bool:
    """Whether the engine is to make this mistake now (only ever inside :func:`applying`); inside
    :func:`consulting`, the question is recorded."""
    seen = _CONSULTED.get()
    if seen is not None:
        seen.add(misruling_id)
    return misruling_id in _ACTIVE.get()


@contextmanager
def consulting() -> Iterator[set[str]]:
    """Records the misrulings the engine asks about in the block (whether or not they are in force).

    A run that never asked about a misruling took no decision it governs: the engines are deterministic, so the
    same run with that misruling in force follows the same path and gives the same answer. The quiz uses this to
    skip runs whose answer is already known (:class:`judge.quiz.runner.Runner`).
    """
    seen: set[str] = set()
    token = _CONSULTED.set(seen)
    try:
        yield seen
    finally:
        _CONSULTED.reset(token)


def active() -> frozenset[str]:
    """The misrulings in force now (empty outside :func:`applying`): for caches, which must key on it."""
    return _ACTIVE.get()


@contextmanager
def applying(*misruling_ids: str) -> Iterator[None]:
    """Runs the block with these misrulings in force (and no others).

    :raises KeyError: for an id that is not declared.
    """
    for misruling_id in misruling_ids:
        if misruling_id not in REGISTRY:
            raise KeyError(f"no misruling {misruling_id!r}")
    token = _ACTIVE.set(frozenset(misruling_ids))
    try:
        yield
    finally:
        _ACTIVE.reset(token)


def misrulings_of(game: str) -> list[Misruling]:
    """The declared misrulings of one game, in declaration order (after importing the game's module)."""
    return [m for m in REGISTRY.values() if m.game == game]
