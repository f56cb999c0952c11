"""What the benchmarks share: where the community data is, the pool loaded once per process, percentiles, and the
shape of a benchmark's result (``run(quick) -> dict``), which ``benchmarks/run.py`` writes into its JSON summary:

```
{"figures": {"<name>": {"value": 1.0, "unit": "ms"}}, "baseline": {"<name>": {"value": 1.0, "unit": "ms"}},
 "notes": ["..."], "checks": {...}, "ok": true, "skipped": null}
```

``figures`` are the benchmark's own measurements, ``baseline`` the in-process baseline it is compared with, ``checks``
anything that is not a figure (counts, what was verified), ``ok`` false when the benchmark found a fault (the web load
saw an error), ``skipped`` the reason when it could not run (../shared/data absent).
"""

from __future__ import annotations

import argparse
import atexit
import json
import shutil
import statistics
import tempfile
from collections.abc import Callable, Iterable
from functools import cache
from pathlib import Path
from typing import Any

from judge.knowledge import KnowledgeBase
from judge.pool import CardPool

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT.parent / "shared" / "data" / "bttcg"
LACKEY = DATA / "lackey-setinfo.txt"
SPOILER = DATA / "ce-spoiler.txt"
POOL_FILES = (LACKEY, SPOILER)

Result = dict[str, Any]


def have_data() -> bool:
    """Whether the community card files are beside the repository (../shared/data, read in place)."""
    return all(f.exists() for f in POOL_FILES)


def absent_message() -> str:
    return f"{DATA} is absent (the benchmark reads ../shared/data in place)"


@cache
def pool() -> CardPool:
    """The built-in cards with both community files, as printed (loaded once per process)."""
    return CardPool.load(list(POOL_FILES), include_saved=False, include_env=False)


@cache
def knowledge(full: bool = True) -> KnowledgeBase:
    """The knowledge base over the full pool (``full`` and the data present) or the built-in cards only."""
    files = list(POOL_FILES) if full and have_data() else []
    return KnowledgeBase.load(files, include_saved=False, include_env=False)


@cache
def index_root() -> Path:
    """One temporary folder of search indexes for the whole run (removed at exit): an index is built once per
    content, so ``search.py`` and ``web_load.py`` share the one of the same cards."""
    root = Path(tempfile.mkdtemp(prefix="judge-bench-index-"))
    atexit.register(shutil.rmtree, root, ignore_errors=True)
    return root


def figure(value: float, unit: str) -> dict[str, Any]:
    return {"value": round(value, 6), "unit": unit}


def result(
    figures: dict[str, dict[str, Any]],
    baseline: dict[str, dict[str, Any]],
    *,
    notes: Iterable[str] = (),
    checks: dict[str, Any] | None = None,
    ok: bool = True,
) -> Result:
    return {
        "figures": figures,
        "baseline": baseline,
        "notes": list(notes),
        "checks": checks or {},
        "ok": ok,
        "skipped": None,
    }


def skipped(reason: str) -> Result:
    print(f"skipped: {reason}")
    return {"figures": {}, "baseline": {}, "notes": [], "checks": {}, "ok": True, "skipped": reason}


def percentile(ordered: list[float], fraction: float) -> float:
    """The nearest-rank percentile of sorted samples (0 for none)."""
    if not ordered:
        return 0.0
    rank = max(1, min(len(ordered), round(fraction * len(ordered) + 0.5)))
    return ordered[rank - 1]


def latencies(samples: list[float]) -> dict[str, float]:
    """p50, p95 and p99 of samples in seconds, in milliseconds."""
    ordered = sorted(samples)
    return {
        "p50": statistics.median(ordered) * 1000 if ordered else 0.0,
        "p95": percentile(ordered, 0.95) * 1000,
        "p99": percentile(ordered, 0.99) * 1000,
    }


def standalone(run: Callable[[bool], Result], doc: str | None) -> int:
    """``python benchmarks/<name>.py [--quick] [--json]``: runs one benchmark alone (it prints its figures)."""
    parser = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="small sizes (a smoke run; the figures mean little)")
    parser.add_argument("--json", action="store_true", help="also print the result as JSON")
    args = parser.parse_args()
    outcome = run(args.quick)
    if args.json:
        print(json.dumps(outcome, indent=2))
    return 0 if outcome.get("ok", True) else 1
