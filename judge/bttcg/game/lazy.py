"""A decision's candidates without building them all (issue 19, speed): the many candidates of a product (a Unit on
guard at each site, each group sent against each target) are a :class:`Lazy` run of them, made one by one when
asked for by their place (:meth:`Candidates.at`). The random strategy draws one place at a time
(judge/bttcg/game/sampling.py), so a decision of a hundred candidates builds the one or two drawn, not a hundred.

The order and the number of candidates are those of the listing written out in full (turns.py, battles.py): the
random strategy draws the same places with the same random numbers, hence the same games for the same seed; the
reference ``legal_actions`` goes through every place in order (:meth:`Candidates.pairs`)."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from judge.bttcg.game.actions import Action
    from judge.bttcg.game.legality import Decide


@dataclass(frozen=True)
class Lazy:
    """``size`` candidates, the ``k``-th of them ``make(k)``, each decided by ``decide`` (its trial, or the
    engine's own check: the same function for every candidate of the run, as :func:`legality.defer` takes it)."""

    size: int
    make: Callable[[int], Action]
    decide: Decide


Listed = list["Action | Lazy"]
"""What an enumeration returns: actions written out (their deferred trials in ``game.deferring``) and lazy runs."""


class Candidates:
    """A decision's candidates in order: runs of written-out actions (decided by the trials deferred while they were
    listed) and :class:`Lazy` runs."""

    def __init__(self, listed: Iterable[Action | Lazy]) -> None:
        self._runs: list[list[Action] | Lazy] = []
        self._starts: list[int] = []
        size = 0
        written: list[Action] = []
        for item in listed:
            if isinstance(item, Lazy):
                if written:
                    self._runs.append(written)
                    self._starts.append(size)
                    size += len(written)
                    written = []
                if item.size:
                    self._runs.append(item)
                    self._starts.append(size)
                    size += item.size
            else:
                written.append(item)
        if written:
            self._runs.append(written)
            self._starts.append(size)
            size += len(written)
        self.size = size
        self.lazy = sum(run.size for run in self._runs if isinstance(run, Lazy))
        """How many candidates are in lazy runs (each decided by its run's function when asked)."""

    def __len__(self) -> int:
        return self.size

    def at(self, place: int) -> tuple[Action, Decide | None]:
        """The candidate at ``place`` (from 0) and its run's decision function (``None``: a written-out action,
        decided by the trial deferred as it was listed)."""
        index = bisect_right(self._starts, place) - 1
        run = self._runs[index]
        if isinstance(run, Lazy):
            return run.make(place - self._starts[index]), run.decide
        return run[place - self._starts[index]], None

    def pairs(self) -> Iterator[tuple[Action, Decide | None]]:
        """Every candidate in order, with its run's decision function (:meth:`at`)."""
        for run in self._runs:
            if isinstance(run, Lazy):
                for k in range(run.size):
                    yield run.make(k), run.decide
            else:
                for action in run:
                    yield action, None

    def __iter__(self) -> Iterator[Action]:
        return (action for action, _ in self.pairs())

    def __contains__(self, action: object) -> bool:
        return any(action == candidate for candidate in self)

    def decide_of(self, action: Action) -> Decide | None:
        """The decision function of a candidate of a lazy run (``None``: written out, or no candidate)."""
        for candidate, decide in self.pairs():
            if candidate == action:
                return decide
        return None


__all__ = ["Candidates", "Lazy", "Listed"]
