"""Chance during the turn: a Stockpile shuffled before cards are scrapped from it (St. Ives Operations Officer). The
turn runs deterministically; where chance decides, :func:`pick` takes one of the ways it can go, and
:func:`enumerate_turn` runs the turn again for every other way (the turn replayed with the earlier ways fixed), so
the answer gives every distinct outcome with its exact probability (scenario format: "the judge enumerates every
result and answers with the exact probability of each distinct outcome"), never one guessed.

Chance is answered only where the turn is the whole scenario (no mission after it: the mission's own enumeration of
dice would need the turn's ways too): otherwise it is refused (:class:`UnsupportedError`) in those words.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from contextvars import ContextVar
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, TypeVar

from judge.bttcg.state import Position, UnsupportedError

MAX_WAYS = 512
"""Most ways a turn's chance may go (each is a run of the turn): more is refused, never cut short."""

T = TypeVar("T")


@dataclass
class _Chance:
    forced: list[int]
    """The ways taken at the first points of chance (the rest: the first way)."""
    dice: list[int] = field(default_factory=list)
    """The scenario's fixed dice not used yet (scenario format: ``dice``, in the order the rules roll them)."""
    trail: list[tuple[int, tuple[Fraction, ...], tuple[str, ...]]] = field(default_factory=list)
    """Each point of chance met: the way taken, the probability of each way, and each way in words."""


_CURRENT: ContextVar[_Chance | None] = ContextVar("turn_chance", default=None)


def pick(weights: Sequence[Fraction], labels: Sequence[str], what: str) -> int:
    """The way chance goes here this run (an index into ``weights``, which sum to 1); ``labels`` say each way in
    words (the trace of the ways that differ).

    :raises UnsupportedError: outside :func:`enumerate_turn` (a turn followed by a mission), naming ``what``.
    """
    chance = _CURRENT.get()
    if chance is None:
        raise UnsupportedError(f"{what}: chance during the turn is answered only when no mission follows it, yet")
    assert sum(weights) == 1 and len(weights) == len(labels)
    at = len(chance.trail)
    index = chance.forced[at] if at < len(chance.forced) else 0
    chance.trail.append((index, tuple(weights), tuple(labels)))
    return index


@dataclass(frozen=True)
class Way:
    """One way the turn went: its probability, what happened by chance (in words), and the run's result."""

    probability: Fraction
    labels: tuple[str, ...]


def roll(what: str) -> int:
    """A die rolled during the turn: the scenario's next fixed die, else each face as likely (1-6: a die).

    :raises UnsupportedError: outside :func:`enumerate_turn` (a turn followed by a mission), naming ``what``.
    """
    chance = _CURRENT.get()
    if chance is not None and chance.dice:
        return chance.dice.pop(0)
    faces = range(1, 7)
    return 1 + pick([Fraction(1, 6)] * 6, [f"{what} shows {face}" for face in faces], what)


def enumerate_turn(run_once: Callable[[], T], dice: Sequence[int] = ()) -> list[tuple[Way, T]]:
    """Every way the turn can go, each run afresh by ``run_once`` (``dice``: the scenario's fixed dice, used first
    by :func:`roll`): one run when nothing is left to chance.

    :raises UnsupportedError: for more than :data:`MAX_WAYS` ways.
    """
    found: list[tuple[Way, T]] = []
    pending: list[list[int]] = [[]]
    while pending:
        forced = pending.pop()
        chance = _Chance(forced, list(dice))
        token = _CURRENT.set(chance)
        try:
            result = run_once()
        finally:
            _CURRENT.reset(token)
        probability = Fraction(1)
        for index, weights, _ in chance.trail:
            probability *= weights[index]
        labels = tuple(labels[index] for index, _, labels in chance.trail)
        found.append((Way(probability, labels), result))
        for at in range(len(forced), len(chance.trail)):
            prefix = [index for index, _, _ in chance.trail[:at]]
            pending += [[*prefix, other] for other in range(1, len(chance.trail[at][1]))]
        if len(found) + len(pending) > MAX_WAYS:
            raise UnsupportedError(f"the turn's chance goes more than {MAX_WAYS} ways: not answered yet")
    return found


def ways_answer(ways: list[tuple[Way, Position]]) -> tuple[list[dict[str, Any]], list[dict[str, Any]], list[Any]]:
    """The violations, the distinct outcomes (most probable first, their probabilities summed) and the trace of every
    way the turn went: the steps common to all once, the others saying after what chance they happen
    (``missions_play.merge_steps``, as for a mission's dice)."""
    from judge.bttcg.damage import card_json, winner_of
    from judge.bttcg.missions_play import merge_steps

    merged: dict[str, tuple[Fraction, dict[str, Any]]] = {}
    for way, pos in ways:
        cards = {card_id: card_json(state) for card_id, state in pos.cards.items()}
        shown = {"cards": cards, "stockpiles": dict(pos.stockpiles), "winner": winner_of(pos.players, pos.stockpiles)}
        key = json.dumps(shown, sort_keys=True)
        merged[key] = (way.probability + (merged[key][0] if key in merged else 0), shown)
    outcomes = [
        {"probability": str(p), "p": float(p), **shown} for p, shown in sorted(merged.values(), key=lambda i: -i[0])
    ]
    violations = merge_steps([(w.labels, [v.as_json() for v in pos.violations]) for w, pos in ways], "message")
    trace = merge_steps([(w.labels, [t.as_json() for t in pos.trace]) for w, pos in ways], "text")
    return violations, outcomes, trace


__all__ = ["MAX_WAYS", "Way", "enumerate_turn", "pick", "roll", "ways_answer"]
