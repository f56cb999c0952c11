"""What the self-play commands of every game share (``judge domination play``, ``judge bttcg play``): the Wilson score
interval of a win rate, the progress bar on standard error, and the number of usable processors."""

from __future__ import annotations

import math
import os
import sys
from collections.abc import Callable


def wilson(successes: int, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% by default)."""
    if trials == 0:
        return 0.0, 1.0
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def progress_bar(total: int) -> Callable[[int], None]:
    """A progress bar of ``total`` games on standard error, redrawn on each call with the games done."""

    def show(done: int) -> None:
        width = 30
        filled = width * done // total
        sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} games")
        if done >= total:
            sys.stderr.write("\n")
        sys.stderr.flush()

    return show


def cpu_count() -> int:
    """The processors this process may run on (at least 1)."""
    return max(1, len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1))
