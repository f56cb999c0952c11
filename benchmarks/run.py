"""The benchmark suite (``make bench``): runs every benchmark in turn, each printing its figures and its in-process
baseline, and writes a JSON summary to ``benchmarks/results/<version>-<UTC time>.json`` and ``latest.json`` (the
folder is not committed: compare against a summary you kept, with ``--compare FILE``).

Run: ``.venv/bin/python benchmarks/run.py [--only NAME ...] [--quick] [--compare FILE] [--out DIR]``. Exit status 1
when a benchmark failed (an exception, or a web request that did not answer 2xx), else 0. Benchmarks that need
../shared/data are recorded as skipped without it.

The summary: ``{"version", "commit", "date", "quick", "machine": {"cpus", "python", "platform"}, "benchmarks":
{"<name>": {"figures", "baseline", "notes", "checks", "ok", "skipped", "seconds"}}}`` (each figure ``{"value",
"unit"}``; see ``benchmarks/common.py``).
"""

from __future__ import annotations

import argparse
import datetime
import importlib.util
import json
import os
import platform
import sys
import time
import traceback
from pathlib import Path
from types import ModuleType
from typing import Any

from common import ROOT, Result

HERE = Path(__file__).resolve().parent
BENCHMARKS = ("pool_load", "parse", "search", "simulate", "domination", "games", "executable", "quiz_pages", "web_load")
"""In the order they run; each is ``benchmarks/<name>.py`` with ``run(quick) -> dict``."""


def _module(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"bench_{name}", HERE / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def _commit() -> str | None:
    """The checkout's commit, read from ``.git`` (a worktree's ``.git`` file, loose refs, ``packed-refs``) without
    running git; None where there is none."""
    try:
        git = ROOT / ".git"
        if git.is_file():  # a worktree: "gitdir: <path>"
            git = (ROOT / git.read_text(encoding="utf-8").split(":", 1)[1].strip()).resolve()
        common = git / "commondir"
        shared = (git / common.read_text(encoding="utf-8").strip()).resolve() if common.exists() else git
        head = (git / "HEAD").read_text(encoding="utf-8").strip()
        if not head.startswith("ref:"):
            return head or None
        ref = head.split(":", 1)[1].strip()
        for folder in (git, shared):
            if (folder / ref).exists():
                return (folder / ref).read_text(encoding="utf-8").strip() or None
        for line in (shared / "packed-refs").read_text(encoding="utf-8").splitlines():
            if line.endswith(" " + ref):
                return line.split()[0]
    except (OSError, IndexError):
        return None
    return None


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("judge")
    except PackageNotFoundError:
        return "unknown"


def run_one(name: str, quick: bool) -> Result:
    """One benchmark's result, with its duration; an exception is recorded as a failure (the others still run)."""
    print(f"== {name}{' (quick)' if quick else ''}", flush=True)
    start = time.perf_counter()
    try:
        outcome: Result = _module(name).run(quick)
    except Exception as exc:
        traceback.print_exc()
        outcome = {"figures": {}, "baseline": {}, "notes": [], "checks": {}, "ok": False, "skipped": None}
        outcome["error"] = f"{type(exc).__name__}: {exc}"
    outcome["seconds"] = round(time.perf_counter() - start, 3)
    print(flush=True)
    return outcome


def flatten(summary: dict[str, Any]) -> dict[str, tuple[float, str]]:
    """Every figure and baseline of a summary as ``"<benchmark> / <figure>"`` (baselines prefixed ``baseline:``)."""
    flat: dict[str, tuple[float, str]] = {}
    for bench, outcome in summary.get("benchmarks", {}).items():
        for part, prefix in (("figures", ""), ("baseline", "baseline: ")):
            for label, value in outcome.get(part, {}).items():
                flat[f"{bench} / {prefix}{label}"] = (float(value["value"]), str(value["unit"]))
    return flat


def compare(current: dict[str, Any], earlier: dict[str, Any]) -> list[str]:
    """Lines with each figure of ``current`` next to the same figure of ``earlier`` and the change in %."""
    now, before = flatten(current), flatten(earlier)
    lines = [f"compared with {earlier.get('version')} {str(earlier.get('commit'))[:10]} of {earlier.get('date')}"]
    for key, (value, unit) in now.items():
        if key not in before:
            lines.append(f"  {key:70s} {value:12.2f} {unit:8s} (new)")
            continue
        old = before[key][0]
        change = f"{(value - old) / old * 100:+7.1f}%" if old else "      -"
        lines.append(f"  {key:70s} {value:12.2f} {unit:8s} was {old:12.2f}  {change}")
    ran = set(current.get("benchmarks", {}))  # with --only, the others are not gone
    lines += [f"  {key:70s} (gone)" for key in before if key not in now and key.split(" / ")[0] in ran]
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", action="append", choices=BENCHMARKS, metavar="NAME", help=", ".join(BENCHMARKS))
    parser.add_argument("--quick", action="store_true", help="small sizes: a smoke run, the figures mean little")
    parser.add_argument("--compare", type=Path, metavar="FILE", help="an earlier summary to compare with")
    parser.add_argument("--out", type=Path, default=HERE / "results", help="where summaries go (benchmarks/results)")
    args = parser.parse_args(argv)
    earlier = None
    if args.compare is not None:
        try:
            earlier = json.loads(args.compare.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            parser.error(f"--compare {args.compare}: {exc}")
        if not isinstance(earlier, dict):
            parser.error(f"--compare {args.compare}: not a summary")

    names = [n for n in BENCHMARKS if not args.only or n in args.only]
    now = datetime.datetime.now(datetime.UTC)
    summary: dict[str, Any] = {
        "version": _version(),
        "commit": _commit(),
        "date": now.isoformat(timespec="seconds"),
        "quick": args.quick,
        "machine": {"cpus": os.cpu_count(), "python": platform.python_version(), "platform": platform.platform()},
        "benchmarks": {name: run_one(name, args.quick) for name in names},
    }
    args.out.mkdir(parents=True, exist_ok=True)
    text = json.dumps(summary, indent=2) + "\n"
    path = args.out / f"{summary['version']}-{now.strftime('%Y%m%dT%H%M%SZ')}{'-quick' if args.quick else ''}.json"
    path.write_text(text, encoding="utf-8")
    (args.out / "latest.json").write_text(text, encoding="utf-8")
    print(f"summary written to {path} and {args.out / 'latest.json'}")
    if earlier is not None:
        print("\n".join(compare(summary, earlier)))
    failed = [name for name, outcome in summary["benchmarks"].items() if not outcome["ok"]]
    if failed:
        print(f"FAILED: {', '.join(failed)}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
