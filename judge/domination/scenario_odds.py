"""Odds of a Domination scenario without ``seed``: every result of every shuffle and random pick, explored depth
first by replay (exact probabilities as fractions), or, past a budget, a seeded estimate over many games.

The budget is the request's work budget (:mod:`judge.budget`, no wall clock: the same scenario is answered the same
way on any machine): a replay costs :data:`REPLAY_CARD` units per card of the scenario; exact enumeration may spend
:data:`EXACT_SHARE` of what is left, the estimate what remains after it (at most :data:`SAMPLES` games, at least
:data:`MIN_SAMPLES`, else the scenario is refused before any estimate is played).

A :class:`TreeRng` stands in for the game's ``random.Random``: each random event asks it for a choice, answered
from a script (a path in the tree of results); :func:`explore` re-runs the scenario on every path. A shuffle is a
sequence of picks, top card first, each among the distinct cards left with probability count/remaining — so each
distinct order of the multiset is one leaf; a random pick is one leaf per candidate.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, MutableSequence, Sequence
from fractions import Fraction
from typing import Any

from judge.budget import current

MAX_LEAVES = 20_000
"""Exact enumeration covers at most this many branches (full replays of the scenario), and at most
:data:`EXACT_SHARE` of the work budget; past either, the answer is an estimate."""
REPLAY_CARD = 20
"""Work units of one card of the scenario in one replay (about 20 microseconds here)."""
EXACT_SHARE = 0.5
SAMPLES = 2_000
"""Games of the estimate (seeds 0..SAMPLES-1), at most."""
MIN_SAMPLES = 200
"""Fewer games than this make no estimate worth giving: the scenario is refused instead."""
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
    replay_units: int = 0,
) -> bool:
    """Runs ``play`` on every branch of the tree, calling ``leaf`` with each branch's probability and result; each
    replay spends ``replay_units`` of the work budget, within :data:`EXACT_SHARE` of what is left of it.

    :returns: False when the budget ran out first (then the leaves seen are an incomplete part of the tree).
    """
    limit = MAX_LEAVES if max_leaves is None else max_leaves
    budget = current()
    allowance = budget.spent + int((budget.limit - budget.spent) * EXACT_SHARE)
    path: list[int] = []
    leaves = 0
    while True:
        if leaves >= limit or budget.spent + replay_units > allowance:
            return False
        budget.spend(replay_units, "replaying the scenario")
        rng = TreeRng(path)
        result = play(rng)
        leaves += 1
        leaf(rng.p, result)
        taken, sizes = rng.taken, rng.sizes
        step = next((j for j in range(len(taken) - 1, -1, -1) if taken[j] + 1 < sizes[j]), None)
        if step is None:
            return True
        path = [*taken[:step], taken[step] + 1]


def sample(
    play: Callable[[random.Random], Any],
    leaf: Callable[[int, Any], None],
    samples: int | None = None,
    replay_units: int = 0,
) -> int:
    """Runs ``play`` with seeds 0..n-1 (each result counted once), ``n`` the games the work budget still affords
    (at most ``samples``, :data:`SAMPLES` by default); returns ``n``.

    :raises WorkBudgetError: before any game, when the budget affords fewer than :data:`MIN_SAMPLES` (or than
        ``samples``, when that is fewer).
    """
    wanted = SAMPLES if samples is None else samples
    budget = current()
    count = min(wanted, (budget.limit - budget.spent) // replay_units) if replay_units else wanted
    if count < min(MIN_SAMPLES, wanted):
        budget.afford(min(MIN_SAMPLES, wanted) * replay_units, "the games of an estimate of this scenario's shuffles")
    budget.spend(count * replay_units, f"the {count} games of an estimate")
    for seed in range(count):
        leaf(1, play(Recording(seed)))
    return count
