"""How much of the community pool the battle engine executes: the Mission cards whose text parses and whose every
ability (play restrictions, effects, targets) the interpreter runs, with what the others still need, most common
first; and the Units a scenario can take into a battle, with why the others are refused.

Run: ``.venv/bin/python benchmarks/executable.py``. Needs ../shared/data (skips with a message); reads it in place.
``tests/test_bttcg_interpret.py`` holds the figure as a ratchet.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from judge.bttcg.executable import measure, measure_units
from judge.knowledge import KnowledgeBase
from judge.pool import CardPool

DATA = Path(__file__).resolve().parent.parent.parent / "shared" / "data" / "bttcg"


def main() -> int:
    files = [DATA / "lackey-setinfo.txt", DATA / "ce-spoiler.txt"]
    if not all(f.exists() for f in files):
        print(f"skipped: {DATA} is absent (the benchmark reads ../shared/data in place)")
        return 0
    pool = KnowledgeBase.from_pool(CardPool.load(files, include_saved=False, include_env=False)).pool  # errata applied
    start = time.perf_counter()
    report = measure(pool)
    took = time.perf_counter() - start
    print(f"Mission cards whose every effect the engine executes: {len(report.executed)} of {report.parsed}")
    print(f"(Mission cards whose text parses; measured in {took * 1000:.0f} ms)")
    print("Still refused, by what the cards need (a card counted once per need):")
    for need, count in report.missing.most_common():
        print(f"  {count:3}  {need}")
    units = measure_units(pool)
    print(f"Units a scenario can take into a battle: {len(units.usable)} of {units.total}")
    for why, count in units.refused.most_common():
        print(f"  {count:3}  {why}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
