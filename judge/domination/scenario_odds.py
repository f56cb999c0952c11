"""Odds of a Domination scenario without ``seed``: every result of every shuffle and random pick, explored depth
first by replay (exact probabilities as fractions), or, past a budget, a seeded estimate over many games.

A :class:`TreeRng` stands in for the game's ``random.Random``: each random event asks it for a choice, answered
from a script (a path in the tree of results); :func:`explore` re-runs the scenario on every path. A shuffle is a
sequence of picks, top card first, each among the distinct cards left with probability count/remaining — so each
distinct order of the multiset is one leaf; a random pick is one leaf per candidate.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable, MutableSequence, Sequence
from fractions import Fraction
from typing import Any

MAX_LEAVES = 20_000
"""Exact enumeration covers at most this many branches (full replays of the scenario)…"""
MAX_SECONDS = 3.0
"""…and at most this much time; past either, the answer is an estimate."""
SAMPLES = 2_000
"""Games of the estimate (seeds 0..SAMPLES-1)."""
CONFIDENCE = 0.95


class TreeRng(random.Random):
    """Answers shuffles and random picks from ``path`` (then the first result), recording every choice point."""

    def __init__(self, path: Sequence[int]) -> None:
        super().__init__(0)
        self.path = path
        self.taken: list[int] = []
        self.sizes: list[int] = []
        self.p = Fraction(1)
        self.shuffled: list[object] = []
        """The lists shuffled (a deck whose order nobody saw: :class:`Recording`)."""

    def _pick(self, weights: Sequence[int]) -> int:
        step = len(self.taken)
        pick = self.path[step] if step < len(self.path) else 0
        self.taken.append(pick)
        self.sizes.append(len(weights))
        self.p *= Fraction(weights[pick], sum(weights))
        return pick

    def shuffle(self, x: MutableSequence[Any]) -> None:
        self.shuffled.append(x)
        counts = Counter(x)
        order: list[Any] = []
        while counts:
            values = sorted(counts)
            if len(values) == 1:
                order += [values[0]] * counts[values[0]]
                break
            value = values[self._pick([counts[v] for v in values])]
            order.append(value)
            counts[value] -= 1
            if not counts[value]:
                del counts[value]
        x[:] = order[::-1]  # the first card picked is the top card: the engine's last item

    def choice(self, seq: Sequence[Any]) -> Any:  # type: ignore[override]
        if len(seq) == 1:
            return seq[0]
        return seq[self._pick([1] * len(seq))]


class Recording(random.Random):
    """A seeded ``random.Random`` that remembers the lists it shuffled (for the estimate)."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.shuffled: list[object] = []

    def shuffle(self, x: MutableSequence[Any]) -> None:
        self.shuffled.append(x)
        super().shuffle(x)


def explore(
    play: Callable[[random.Random], Any],
    leaf: Callable[[Fraction, Any], None],
    max_leaves: int | None = None,
    seconds: float | None = None,
) -> bool:
    """Runs ``play`` on every branch of the tree, calling ``leaf`` with each branch's probability and result.

    :returns: False when the budget ran out first (then the leaves seen are an incomplete part of the tree).
    """
    limit = MAX_LEAVES if max_leaves is None else max_leaves
    deadline = time.monotonic() + (MAX_SECONDS if seconds is None else seconds)
    path: list[int] = []
    leaves = 0
    while True:
        if leaves >= limit or time.monotonic() > deadline:
            return False
        rng = TreeRng(path)
        result = play(rng)
        leaves += 1
        leaf(rng.p, result)
        taken, sizes = rng.taken, rng.sizes
        step = next((j for j in range(len(taken) - 1, -1, -1) if taken[j] + 1 < sizes[j]), None)
        if step is None:
            return True
        path = [*taken[:step], taken[step] + 1]


def sample(play: Callable[[random.Random], Any], leaf: Callable[[int, Any], None], samples: int | None = None) -> int:
    """Runs ``play`` with seeds 0..samples-1 (each result counted once); returns the number of games."""
    count = SAMPLES if samples is None else samples
    for seed in range(count):
        leaf(1, play(Recording(seed)))
    return count
