"""How long loading the card pool takes: each importer and the merge, against a baseline in the same process
(reading the same files with nothing but the standard library: ``csv`` over the Lackey list, a split over the
spoiler's blocks).

Run: ``.venv/bin/python benchmarks/pool_load.py [--repeat N]``. Needs ../shared/data (skips with a message).
"""

from __future__ import annotations

import argparse
import csv
import io
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

from judge.cards.merge import merge_bt
from judge.importers.lackey import read_lackey
from judge.importers.spoiler import read_spoiler
from judge.pool import CardPool

DATA = Path(__file__).resolve().parent.parent.parent / "shared" / "data" / "bttcg"
LACKEY = DATA / "lackey-setinfo.txt"
SPOILER = DATA / "ce-spoiler.txt"


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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    if not LACKEY.exists() or not SPOILER.exists():
        print(f"skipped: {DATA} is absent (the benchmark reads ../shared/data in place)")
        return 0
    records = read_lackey(LACKEY).bt_records + read_spoiler(SPOILER).bt_records
    rows = [
        ("baseline: csv over the Lackey list", _time(_baseline_lackey, args.repeat)),
        ("read_lackey (963 rows)", _time(lambda: read_lackey(LACKEY), args.repeat)),
        ("baseline: split the spoiler's blocks", _time(_baseline_spoiler, args.repeat)),
        ("read_spoiler (351 cards)", _time(lambda: read_spoiler(SPOILER), args.repeat)),
        (f"merge_bt ({len(records)} records)", _time(lambda: merge_bt(records), args.repeat)),
        (
            "CardPool.load (built-ins + both files)",
            _time(lambda: CardPool.load([LACKEY, SPOILER], include_saved=False, include_env=False), args.repeat),
        ),
    ]
    for label, seconds in rows:
        print(f"{label:45s} {seconds * 1000:9.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
