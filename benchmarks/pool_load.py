"""How long loading the card pool takes: each importer and the merge, against a baseline in the same process
(reading the same files with nothing but the standard library: ``csv`` over the Lackey list, a split over the
spoiler's blocks).

Run: ``.venv/bin/python benchmarks/pool_load.py [--quick]``. Needs ../shared/data (skips with a message).
"""

from __future__ import annotations

import csv
import io
import statistics
import sys
import time
from collections.abc import Callable

from common import LACKEY, SPOILER, Result, absent_message, figure, have_data, result, skipped, standalone

from judge.cards.merge import merge_bt
from judge.importers.lackey import read_lackey
from judge.importers.spoiler import read_spoiler
from judge.pool import CardPool


def _time(action: Callable[[], object], repeat: int) -> float:
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        samples.append(time.perf_counter() - start)
    return statistics.median(samples)


def _baseline_lackey() -> int:
    return sum(1 for _ in csv.reader(io.StringIO(LACKEY.read_text(encoding="utf-8")), delimiter="\t"))


def _baseline_spoiler() -> int:
    return len(SPOILER.read_text(encoding="cp1252").replace("\r\n", "\n").split("\n\n"))


def run(quick: bool) -> Result:
    if not have_data():
        return skipped(absent_message())
    repeat = 1 if quick else 5
    records = read_lackey(LACKEY).bt_records + read_spoiler(SPOILER).bt_records
    baseline = {
        "csv over the Lackey list": _time(_baseline_lackey, repeat),
        "split the spoiler's blocks": _time(_baseline_spoiler, repeat),
    }
    figures = {
        "read_lackey": _time(lambda: read_lackey(LACKEY), repeat),
        "read_spoiler": _time(lambda: read_spoiler(SPOILER), repeat),
        f"merge_bt ({len(records)} records)": _time(lambda: merge_bt(records), repeat),
        "CardPool.load (built-ins + both files)": _time(
            lambda: CardPool.load([LACKEY, SPOILER], include_saved=False, include_env=False), repeat
        ),
    }
    print(f"median of {repeat}")
    for label, seconds in baseline.items():
        print(f"baseline: {label:36s} {seconds * 1000:9.1f} ms")
    for label, seconds in figures.items():
        print(f"{label:46s} {seconds * 1000:9.1f} ms")
    return result(
        {k: figure(v * 1000, "ms") for k, v in figures.items()},
        {k: figure(v * 1000, "ms") for k, v in baseline.items()},
    )


if __name__ == "__main__":
    sys.exit(standalone(run, __doc__))
