"""Web load: ``judge serve`` (gunicorn, 2 workers, the full pool when ../shared/data is present, a temporary
``JUDGE_HOME`` and ``JUDGE_INDEX``) on a free loopback port, driven for a bounded time from a separate process
(``load_driver.py``: threads, a fresh connection per request) with a fixed set of requests per kind:

- search: ``GET /api/search?q=...`` over the queries of ``search.py``;
- card: ``GET /api/cards/<slug>`` (JSON) and ``GET /cards/<slug>`` (the page), over a fixed sample of cards;
- ask: ``POST /api/ask`` with the README's three example scenarios and a few worked examples of
  ``rulings/examples/bttcg``.

For each: sustained requests/s, p50/p95/p99 latency and the error count (anything but 2xx; must be 0). Baseline, in
this process: the same requests answered through Flask's test client (no HTTP, no workers, one thread). Also checks,
from ``/proc``, that every worker reads the same index folder, none holds an index file open for writing and no one
holds Whoosh's write lock.

Run: ``.venv/bin/python benchmarks/web_load.py [--quick] [--seconds S] [--workers N] [--concurrency C]``; exits 1 when
a request failed. ``--quick``: 0.5 s per kind, the built-in cards only (the index builds in ~2 s instead of ~6 s).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import index_share
from common import (
    POOL_FILES,
    ROOT,
    Result,
    figure,
    have_data,
    index_root,
    knowledge,
    latencies,
    result,
)
from flask import Flask
from search import QUERIES

from judge.web import create_app
from judge.web.server import warm_up

HERE = Path(__file__).resolve().parent
ASK_EXAMPLES = ROOT / "judge" / "web" / "examples"
WORKED = ROOT / "rulings" / "examples" / "bttcg"
WORKED_EXAMPLES = (
    "ce-anti-missile-cumulative",
    "ce-ecm-not-cumulative",
    "ce-jump-john-and-marsha",
    "rulebook-blocking-arrow-iv",
)
CARD_SAMPLE = 24
START_TIMEOUT = 180.0
"""Seconds to wait for the service to answer (loading the pool and building the index take ~10 s here)."""
KINDS = ("search", "card", "ask")


@dataclass(frozen=True)
class Settings:
    seconds: float
    baseline_seconds: float
    workers: int
    concurrency: int
    full: bool
    warmup_threads: int
    """Client threads sending every request once, untimed, before the load (each worker's first requests are slow)."""
    slow_clients: int = 0
    """Connections held open during the whole load, each sending one header line a second and never finishing its
    request (reopened when the service drops it): the normal traffic must still get through."""


@contextlib.contextmanager
def _slow_clients(base: str, count: int) -> Iterator[dict[str, int]]:
    """``count`` slow connections to the service for the duration of the block; yields their tally."""
    host, port = urllib.parse.urlsplit(base).netloc.split(":")
    tally = {"held": count, "reopened": 0}
    done = threading.Event()

    def opened() -> socket.socket:
        sock = socket.create_connection((host, int(port)), timeout=5)
        sock.sendall(b"GET /api HTTP/1.1\r\nHost: slow\r\n")
        return sock

    socks = [opened() for _ in range(count)]

    def drip() -> None:
        line = 0
        while not done.wait(1.0):
            line += 1
            for i, sock in enumerate(socks):
                try:
                    sock.sendall(b"X-Slow-%d: y\r\n" % line)
                except OSError:  # dropped by the service (its request deadline): held again at once
                    sock.close()
                    with contextlib.suppress(OSError):
                        socks[i] = opened()
                        tally["reopened"] += 1

    thread = threading.Thread(target=drip, daemon=True)
    thread.start()
    try:
        yield tally
    finally:
        done.set()
        thread.join(timeout=5)
        for sock in socks:
            sock.close()


def _requests(kind: str, full: bool) -> list[dict[str, Any]]:
    """The fixed request set of one kind."""
    if kind == "search":
        return [
            {"method": "GET", "path": "/api/search?" + urllib.parse.urlencode({"q": q}), "body": None, "type": None}
            for q, _ in QUERIES
        ]
    if kind == "card":
        cards = sorted(knowledge(full).pool.cards, key=lambda c: c.slug)
        step = max(1, len(cards) // CARD_SAMPLE)
        slugs = [c.slug for c in cards[::step]][:CARD_SAMPLE]
        return [
            {"method": "GET", "path": prefix + urllib.parse.quote(slug), "body": None, "type": None}
            for slug in slugs
            for prefix in ("/api/cards/", "/cards/")
        ]
    texts = [
        (ASK_EXAMPLES / f"{game}.yaml").read_text(encoding="utf-8") for game in ("bttcg", "mechchess", "domination")
    ]
    for name in WORKED_EXAMPLES:
        text = (WORKED / f"{name}.yaml").read_text(encoding="utf-8")
        if full or "card:" not in text:  # examples naming pool cards need the pool
            texts.append(text)
    return [{"method": "POST", "path": "/api/ask", "body": text, "type": "application/yaml"} for text in texts]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


@contextlib.contextmanager
def _server(settings: Settings, home: Path, index: Path, log: Path) -> Iterator[tuple[subprocess.Popen[bytes], str]]:
    """``judge serve`` started as a subprocess (this interpreter, this checkout's package), stopped on exit."""
    port = _free_port()
    env = {k: v for k, v in os.environ.items() if k != "JUDGE_POOL"}
    env |= {"JUDGE_HOME": str(home), "JUDGE_INDEX": str(index)}
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    pool = [arg for f in POOL_FILES for arg in ("--pool", str(f))] if settings.full else []
    command = [sys.executable, "-c", "import sys; from judge.cli import main; sys.exit(main())", "serve"]
    command += ["--host", "127.0.0.1", "--port", str(port), "--workers", str(settings.workers), *pool]
    with log.open("wb") as out:
        process = subprocess.Popen(command, env=env, stdout=out, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    try:
        _wait(process, base, log)
        yield process, base
    finally:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def _wait(process: subprocess.Popen[bytes], base: str, log: Path) -> None:
    """:raises RuntimeError: if the service exits or does not answer in time."""
    deadline = time.monotonic() + START_TIMEOUT
    while time.monotonic() < deadline:
        if process.poll() is not None:
            tail = log.read_text(errors="replace")[-2000:]
            raise RuntimeError(f"judge serve exited with status {process.returncode}:\n{tail}")
        with contextlib.suppress(OSError), urllib.request.urlopen(base + "/api", timeout=2) as response:
            if response.status == 200:
                return
        time.sleep(0.2)
    raise RuntimeError(f"judge serve did not answer within {START_TIMEOUT:.0f} s (log: {log})")


def _drive(base: str, requests: list[dict[str, Any]], settings: Settings) -> dict[str, Any]:
    spec = {
        "base": base,
        "seconds": settings.seconds,
        "concurrency": settings.concurrency,
        "requests": requests,
        "warmup": settings.warmup_threads,
    }
    done = subprocess.run(
        [sys.executable, str(HERE / "load_driver.py")],
        input=json.dumps(spec).encode(),
        capture_output=True,
        check=True,
        timeout=settings.seconds + 120,
    )
    answer: dict[str, Any] = json.loads(done.stdout)
    return answer


def _baseline(app: Flask, requests: list[dict[str, Any]], seconds: float) -> dict[str, Any]:
    """The same requests through Flask's test client, in turn, for ``seconds`` (at least one round)."""
    times: list[float] = []
    errors = 0
    with app.test_client() as client:
        for request in requests:  # one untimed round: the first search opens the index, a card page parses its text
            client.open(request["path"], method=request["method"], data=request["body"], content_type=request["type"])
        deadline = time.perf_counter() + seconds
        i = 0
        while time.perf_counter() < deadline or i < len(requests):
            request = requests[i % len(requests)]
            i += 1
            start = time.perf_counter()
            response = client.open(
                request["path"], method=request["method"], data=request["body"], content_type=request["type"]
            )
            response.get_data()
            times.append(time.perf_counter() - start)
            errors += not 200 <= response.status_code < 300
    return {"requests": len(times), "seconds": sum(times), "latencies": times, "errors": errors}


def _summary(label: str, measured: dict[str, Any]) -> dict[str, float]:
    rps = measured["requests"] / measured["seconds"] if measured["seconds"] else 0.0
    lat = latencies(measured["latencies"])
    print(
        f"  {label:34s} {rps:8.1f} req/s  p50 {lat['p50']:7.2f} ms  p95 {lat['p95']:7.2f} ms  "
        f"p99 {lat['p99']:7.2f} ms  {measured['requests']:6d} requests  {measured['errors']} errors"
    )
    return {"rps": rps, **lat}


def measure(settings: Settings) -> Result:
    temp = Path(tempfile.mkdtemp(prefix="judge-bench-web-"))
    home, index, log = temp / "home", index_root(), temp / "serve.log"
    home.mkdir()
    figures: dict[str, dict[str, Any]] = {}
    baseline: dict[str, dict[str, Any]] = {}
    errors: dict[str, int] = {}
    warmups: dict[str, float] = {}
    samples: list[str] = []
    sharing: dict[str, Any] = {
        "workers": [],
        "index_folders": [],
        "writable_index_files": 0,
        "held_locks": [],
        "lock_files": [],
        "shared_read_only": False,
    }
    sets = {kind: _requests(kind, settings.full) for kind in KINDS}
    corpus = "full pool" if settings.full else "built-in cards"
    print(f"judge serve: {settings.workers} workers, {corpus}; {settings.concurrency} client threads in a separate")
    print(f"process, {settings.seconds:g} s per kind; baseline: Flask's test client in this process, one thread")
    try:
        built = "" if any(index.iterdir()) else "index, "  # built by search.py in this run, or by the service
        start = time.perf_counter()
        with _server(settings, home, index, log) as (process, base):
            print(f"  service answering after {time.perf_counter() - start:.1f} s (pool, {built}warm-up)")
            slow = contextlib.ExitStack()
            if settings.slow_clients:
                tally = slow.enter_context(_slow_clients(base, settings.slow_clients))
                print(f"  {settings.slow_clients} slow connections held open during the load (a header line a second)")
            with slow:
                for kind in KINDS:
                    measured = _drive(base, sets[kind], settings)
                    stats = _summary(f"{kind} over HTTP ({len(sets[kind])} requests)", measured)
                    errors[kind] = measured["errors"]
                    warmups[kind] = round(measured["warmup_seconds"], 3)
                    samples += measured["error_samples"]
                    figures |= {f"{kind} {k}": figure(v, "req/s" if k == "rps" else "ms") for k, v in stats.items()}
                    if kind == "search":  # every worker has opened the index by now
                        sharing = index_share.check(process.pid, index)
            if settings.slow_clients:
                print(f"  slow connections dropped by the service and opened again: {tally['reopened']}")
        previous = os.environ.get("JUDGE_INDEX")
        os.environ["JUDGE_INDEX"] = str(index)  # the baseline reads the index the service built
        try:
            app = create_app(knowledge=knowledge(settings.full))
            warm_up(app)  # as judge serve does before its workers fork
            for kind in KINDS:
                measured = _baseline(app, sets[kind], settings.baseline_seconds)
                stats = _summary(f"baseline: {kind} in-process", measured)
                errors[f"{kind} in-process"] = measured["errors"]
                baseline |= {f"{kind} {k}": figure(v, "req/s" if k == "rps" else "ms") for k, v in stats.items()}
        finally:
            if previous is None:
                os.environ.pop("JUDGE_INDEX", None)
            else:
                os.environ["JUDGE_INDEX"] = previous
    finally:
        shutil.rmtree(temp, ignore_errors=True)
    total = sum(errors.values())
    print(f"  errors: {total} ({', '.join(f'{k} {v}' for k, v in errors.items())})")
    for sample in samples:
        print(f"    {sample}")
    folders = ", ".join(sharing["index_folders"]) or "none"
    print(
        f"  index: {len(sharing['workers'])} workers read {len(sharing['index_folders'])} folder(s) ({folders}); "
        f"{sharing['writable_index_files']} index files open for writing; write locks held: "
        f"{len(sharing['held_locks'])} (lock files present: {len(sharing['lock_files'])}); "
        f"shared read-only: {'yes' if sharing['shared_read_only'] else 'NO'}"
    )
    for worker in sharing["workers"]:
        print(f"    worker {worker['pid']}: {worker['open_files']} open, {worker['mapped_files']} mapped index files")
    notes = [
        f"{settings.workers} workers, {settings.concurrency} client threads, {corpus}, "
        f"{settings.slow_clients} slow connections held open"
    ]
    checks = {
        "errors": errors,
        "error_samples": samples,
        "index": sharing,
        "seconds_per_kind": settings.seconds,
        "warmup_round_seconds": warmups,
    }
    return result(figures, baseline, notes=notes, checks=checks, ok=total == 0)


def run(quick: bool) -> Result:
    full = have_data() and not quick
    settings = Settings(
        seconds=0.5 if quick else 10.0,
        baseline_seconds=0.2 if quick else 3.0,
        workers=2,
        concurrency=4,
        full=full,
        warmup_threads=1 if quick else 4,
        slow_clients=2 if quick else 10,
    )
    return measure(settings)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="0.5 s per kind, the built-in cards only")
    parser.add_argument("--seconds", type=float, help="seconds of load per kind (default 10; 0.5 with --quick)")
    parser.add_argument("--workers", type=int, default=2, help="gunicorn workers (default 2)")
    parser.add_argument("--concurrency", type=int, default=4, help="client threads (default 4)")
    parser.add_argument("--slow", type=int, default=10, help="slow connections held open during the load (default 10)")
    parser.add_argument("--json", action="store_true", help="also print the result as JSON")
    args = parser.parse_args()
    seconds = args.seconds if args.seconds is not None else (0.5 if args.quick else 10.0)
    if not 0 < seconds <= 600 or not 1 <= args.workers <= 32 or not 1 <= args.concurrency <= 256:
        parser.error("--seconds must be more than 0 and at most 600, --workers 1-32, --concurrency 1-256")
    settings = Settings(
        seconds=seconds,
        baseline_seconds=0.2 if args.quick else min(seconds, 3.0),
        workers=args.workers,
        concurrency=args.concurrency,
        full=have_data() and not args.quick,
        warmup_threads=1 if args.quick else args.concurrency,
        slow_clients=max(0, min(args.slow, 100)),
    )
    outcome = measure(settings)
    if args.json:
        print(json.dumps(outcome, indent=2))
    return 0 if outcome["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
