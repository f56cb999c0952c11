"""The client side of the web load test, run as its own process (so the load does not share the benchmark's
interpreter): threads sending the given requests in turn over fresh loopback connections (gunicorn's sync workers
close each connection) for a bounded time, recording each request's latency and status.

Reads one JSON document on standard input::

    {"base": "http://127.0.0.1:PORT", "seconds": 10, "concurrency": 4, "warmup": 4,
     "requests": [{"method": "GET", "path": "/api/search?q=jump", "body": null, "type": null}]}

and writes one on standard output: ``{"requests", "seconds", "latencies" (seconds, one per request), "errors",
"statuses", "error_samples", "warmup_seconds"}``. An error is an exception or a status other than 2xx. With
``warmup`` N, N threads first send every request once, untimed but checked (each worker's first search opens the
index, its first scenarios load the engines): the figures are the service's sustained pace, not its start.
"""

from __future__ import annotations

import http.client
import json
import sys
import threading
import time
import urllib.parse
from typing import Any

TIMEOUT = 30.0
"""Seconds before one request counts as an error (gunicorn's own worker timeout is 30 s)."""


def _send(host: str, port: int, request: dict[str, Any]) -> int:
    connection = http.client.HTTPConnection(host, port, timeout=TIMEOUT)
    try:
        body = request.get("body")
        headers = {"Content-Type": request["type"]} if request.get("type") else {}
        connection.request(request["method"], request["path"], body=body.encode() if body else None, headers=headers)
        response = connection.getresponse()
        response.read()
        return response.status
    finally:
        connection.close()


def drive(spec: dict[str, Any]) -> dict[str, Any]:
    """Sends ``spec["requests"]`` in turn from ``spec["concurrency"]`` threads for ``spec["seconds"]``."""
    url = urllib.parse.urlsplit(spec["base"])
    host, port = url.hostname or "127.0.0.1", url.port or 80
    requests: list[dict[str, Any]] = spec["requests"]
    lock = threading.Lock()
    latencies: list[float] = []
    statuses: dict[str, int] = {}
    samples: list[str] = []
    counter = [0]

    def one(request: dict[str, Any], timed: bool) -> None:
        start = time.perf_counter()
        try:
            status = str(_send(host, port, request))
        except (OSError, http.client.HTTPException) as exc:
            status = f"exception: {type(exc).__name__}"
        took = time.perf_counter() - start
        with lock:
            if timed:
                latencies.append(took)
                counter[0] += 1
            statuses[status] = statuses.get(status, 0) + 1
            if not status.startswith("2") and len(samples) < 5:
                samples.append(f"{request['method']} {request['path'][:80]}: {status}")

    def warm(offset: int) -> None:
        for i in range(len(requests)):
            one(requests[(offset + i) % len(requests)], timed=False)

    def worker(offset: int, deadline: float) -> None:
        i = offset
        while time.perf_counter() < deadline:
            one(requests[i % len(requests)], timed=True)
            i += 1

    def in_threads(count: int, target: Any, *extra: Any) -> float:
        started = time.perf_counter()
        threads = [threading.Thread(target=target, args=(n, *extra)) for n in range(count)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        return time.perf_counter() - started

    warmup = in_threads(int(spec.get("warmup", 0)), warm)
    elapsed = in_threads(int(spec["concurrency"]), worker, time.perf_counter() + float(spec["seconds"]))
    errors = sum(n for status, n in statuses.items() if not status.startswith("2"))
    return {
        "requests": counter[0],
        "seconds": elapsed,
        "latencies": latencies,
        "errors": errors,
        "statuses": statuses,
        "error_samples": samples,
        "warmup_seconds": warmup,
    }


def main() -> int:
    json.dump(drive(json.load(sys.stdin)), sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
