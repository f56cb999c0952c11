"""Search latency: p50/p95/p99 of a fixed query set over the full pool (cards, rules, rulings), against the same
corpus and the same queries in SQLite FTS5 (standard library) in the same process.

Also (issue 22): the same latencies for questions, misspelt names (answered by their correction) and the names
first, and the server time of ``GET /api/autocomplete`` (Flask's test client in this process: no network) over
prefixes of card names and of the query language.

Run: ``.venv/bin/python benchmarks/search.py [--quick]``. Without ../shared/data (and with ``--quick``, to stay
short) the corpus is the built-in cards and the rulings. Targets: p95 <= 10 ms per query (issue 22; FTS5 stays a
reference figure), autocomplete p95 < 20 ms.
"""

from __future__ import annotations

import os
import sqlite3
import sys
import time

from common import Result, figure, have_data, index_root, knowledge, latencies, result, standalone

from judge.knowledge import KnowledgeBase
from judge.search.index import SearchIndex
from judge.web import create_app

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

# issue 22: what players type (not in the FTS5 comparison: FTS5 has no fuzzy names or questions)
TYPED = [
    "sundr",
    "Forged Misson Orders",
    "heavy fogg",
    "is ECM cumulative?",
    "can a depleted unit deal damage",
    "what happens when every blocker is removed?",
]
PREFIXES = ["f", "for", "forged mi", "sun", "heavy f", "'mech", "t:mi", "kind:r", "heavy fog t", "atlas a"]


def _autocomplete(kb: KnowledgeBase, repeat: int) -> dict[str, float]:
    """Server time of ``GET /api/autocomplete`` (Flask's test client: the request handled in this process)."""
    previous = os.environ.get("JUDGE_INDEX")
    os.environ["JUDGE_INDEX"] = str(index_root())
    try:
        app = create_app(knowledge=kb)
        times: list[float] = []
        with app.test_client() as client:
            client.get("/api/autocomplete?q=a")  # opens the index and builds the per-process tables
            for _ in range(repeat):
                for prefix in PREFIXES:
                    t = time.perf_counter()
                    response = client.get("/api/autocomplete", query_string={"q": prefix})
                    response.get_data()
                    times.append(time.perf_counter() - t)
                    assert response.status_code == 200, response.get_data(as_text=True)
    finally:
        if previous is None:
            os.environ.pop("JUDGE_INDEX", None)
        else:
            os.environ["JUDGE_INDEX"] = previous
    return latencies(times)


def run(quick: bool) -> Result:
    full = have_data() and not quick
    kb = knowledge(full)
    repeat = 2 if quick else 20
    start = time.perf_counter()
    index = SearchIndex.open(kb, index_root())
    build = time.perf_counter() - start

    db = sqlite3.connect(":memory:")
    db.execute("create virtual table docs using fts5(id unindexed, title, body)")
    rows = [(c.slug, c.name, getattr(c, "text", "") or "") for c in kb.pool.cards]
    rows += [(r.id, r.section[-1], r.text) for r in kb.rulings.records]
    db.executemany("insert into docs values (?, ?, ?)", rows)

    judge_times: list[float] = []
    fts_times: list[float] = []
    for _ in range(repeat):
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
    typed_times: list[float] = []
    for _ in range(repeat):
        for text in TYPED:
            t = time.perf_counter()
            index.search(text, limit=20)
            typed_times.append(time.perf_counter() - t)
    typed = latencies(typed_times)
    complete = _autocomplete(kb, repeat)
    whoosh = latencies(judge_times)
    fts = latencies(fts_times)
    corpus = "full pool" if full else "built-in cards"
    print(f"corpus: {len(rows)} documents ({corpus}); index built in {build:.1f} s; {len(judge_times)} queries")
    print(f"judge (Whoosh): p50 {whoosh['p50']:6.2f} ms  p95 {whoosh['p95']:6.2f} ms  p99 {whoosh['p99']:6.2f} ms")
    print(f"SQLite FTS5:    p50 {fts['p50']:6.2f} ms  p95 {fts['p95']:6.2f} ms  p99 {fts['p99']:6.2f} ms")
    ratio = whoosh["p95"] / fts["p95"] if fts["p95"] else 0.0
    print(f"ratio p95: {ratio:.1f}x  (a reference figure; the target is p95 <= 10 ms)")
    print(f"typed (names, typos, questions): p50 {typed['p50']:6.2f} ms  p95 {typed['p95']:6.2f} ms  {TYPED[:2]}...")
    print(f"autocomplete (server time):      p50 {complete['p50']:6.2f} ms  p95 {complete['p95']:6.2f} ms  (< 20 ms)")
    return result(
        {f"whoosh {k}": figure(v, "ms") for k, v in whoosh.items()}
        | {f"typed {k}": figure(v, "ms") for k, v in typed.items()}
        | {f"autocomplete {k}": figure(v, "ms") for k, v in complete.items()}
        | {"index build": figure(build * 1000, "ms"), "p95 ratio to FTS5": figure(ratio, "x")},
        {f"fts5 {k}": figure(v, "ms") for k, v in fts.items()},
        checks={"documents": len(rows), "corpus": corpus, "queries": len(judge_times)},
    )


if __name__ == "__main__":
    sys.exit(standalone(run, __doc__))
