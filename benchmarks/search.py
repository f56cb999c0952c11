"""Search latency: p50/p95 of a fixed query set over the full pool (cards, rules, rulings), against the same corpus
and the same queries in SQLite FTS5 (standard library) in the same process.

Run: ``.venv/bin/python benchmarks/search.py [--repeat N]``. Needs ../shared/data (skips with a message).
Target (issue 4): p95 <= 10 ms and within 2x of FTS5.
"""

from __future__ import annotations

import argparse
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

from judge.knowledge import KnowledgeBase
from judge.search.index import SearchIndex

DATA = Path(__file__).resolve().parent.parent.parent / "shared" / "data" / "bttcg"

# (query in judge's language, the same words for FTS5)
QUERIES = [
    ("heavy fog", "heavy fog"),
    ("missile", "missile"),
    ('"anti-missile"', '"anti missile"'),
    ("initiative tactics", "initiative tactics"),
    ("forged mission orders", "forged mission orders"),
    ("damage structure armor", "damage structure armor"),
    ("jump", "jump"),
    ("pilot", "pilot"),
    ("scrap card hand", "scrap card hand"),
    ("blocking unit", "blocking unit"),
]


def _percentiles(samples: list[float]) -> tuple[float, float]:
    ordered = sorted(samples)
    return statistics.median(ordered), ordered[max(0, int(len(ordered) * 0.95) - 1)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=20)
    args = parser.parse_args()
    files = [DATA / "lackey-setinfo.txt", DATA / "ce-spoiler.txt"]
    if not all(f.exists() for f in files):
        print(f"skipped: {DATA} is absent (the benchmark reads ../shared/data in place)")
        return 0
    knowledge = KnowledgeBase.load(files, include_saved=False, include_env=False)
    root = Path(tempfile.mkdtemp(prefix="judge-bench-index-"))
    start = time.perf_counter()
    index = SearchIndex.open(knowledge, root)
    build = time.perf_counter() - start

    db = sqlite3.connect(":memory:")
    db.execute("create virtual table docs using fts5(id unindexed, title, body)")
    rows = [(c.slug, c.name, getattr(c, "text", "") or "") for c in knowledge.pool.cards]
    rows += [(r.id, r.section[-1], r.text) for r in knowledge.rulings.records]
    db.executemany("insert into docs values (?, ?, ?)", rows)

    judge_times: list[float] = []
    fts_times: list[float] = []
    for _ in range(args.repeat):
        for ours, theirs in QUERIES:
            t = time.perf_counter()
            index.search(ours, limit=20)
            judge_times.append(time.perf_counter() - t)
            t = time.perf_counter()
            db.execute(
                "select id, snippet(docs, 2, '<b>', '</b>', '...', 12) from docs where docs match ? "
                "order by bm25(docs, 3.0, 1.0) limit 20",
                (theirs,),
            ).fetchall()
            fts_times.append(time.perf_counter() - t)
    j50, j95 = _percentiles(judge_times)
    f50, f95 = _percentiles(fts_times)
    print(f"corpus: {len(rows)} documents; index built in {build:.1f} s")
    print(f"judge (Whoosh): p50 {j50 * 1000:6.2f} ms  p95 {j95 * 1000:6.2f} ms")
    print(f"SQLite FTS5:    p50 {f50 * 1000:6.2f} ms  p95 {f95 * 1000:6.2f} ms")
    print(f"ratio p95: {j95 / f95:.1f}x  (target: p95 <= 10 ms and within 2x of FTS5)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
