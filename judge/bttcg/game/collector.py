"""Python's cyclic garbage collector during a whole game (issue 19, speed): a game allocates many small objects
(actions, trial copies, journals), each of which counts towards the collector's next pass, while the process holds
a large heap that does not change during the game (the pool's faces, their parsed DSL, the grammar). Every pass of
the oldest generation walked that whole heap: about a fifth of a random game's time. For the length of a game the
heap that exists as it begins is set aside (:func:`gc.freeze`: never collected, never walked), and the youngest
generation is collected after :data:`YOUNG_THRESHOLD` allocations instead of 700; both are put back as the game ends,
whatever happens. Nothing of the game's answer depends on when the collector runs (no finalizer of the engine's
objects does anything)."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

YOUNG_THRESHOLD = 20_000
"""Allocations (less deallocations) of tracked objects between two passes over the youngest generation."""


@contextmanager
def quiet_collector() -> Iterator[None]:
    """The heap of now set aside and the youngest generation collected less often, until the block ends (nested
    uses leave the outer one's settings in force)."""
    before = gc.get_threshold()
    if before[0] >= YOUNG_THRESHOLD:  # an outer game (or the caller) has already done it
        yield
        return
    gc.freeze()
    gc.set_threshold(YOUNG_THRESHOLD, before[1], before[2])
    try:
        yield
    finally:
        gc.set_threshold(*before)
        gc.unfreeze()


__all__ = ["YOUNG_THRESHOLD", "quiet_collector"]
