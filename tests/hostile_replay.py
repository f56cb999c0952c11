"""The hostile corpus (``tests/hostile/``, issue 20) and its replay: which routes read each shape, and what every
answer must be (a 200 or a 4xx with a message, never a 5xx, the body bounded). Replayed in process by
``tests/test_hostile_corpus.py`` (``make test``, ``make fuzz``) and over HTTP against ``judge serve`` by
``tests/api_check.py`` (``make api-check``)."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from pathlib import Path

CORPUS = Path(__file__).parent / "hostile"
FILES = sorted(p for p in CORPUS.iterdir() if p.suffix in (".txt", ".json", ".yaml"))
MAX_BODY = 1_000_000

ROUTES = {
    ".txt": [("/api/ask", "text/plain")],
    ".json": [("/api/ask", "application/json"), ("/api/validate", "application/json")],
    ".yaml": [("/api/ask", "text/yaml"), ("/api/validate", "application/yaml")],
}


def _post(url: str, body: bytes, content_type: str) -> tuple[int, bytes]:
    request = urllib.request.Request(url, data=body, headers={"Content-Type": content_type}, method="POST")
    try:
        with urllib.request.urlopen(request, timeout=120) as response:
            return response.status, response.read(MAX_BODY + 1)
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read(MAX_BODY + 1)


def problem(route: str, path: Path, status: int, body: bytes) -> str | None:
    """What is wrong with one answer to a corpus file (None: nothing)."""
    where = f"{path.name} -> {route}: {status}"
    if status >= 500:
        return f"{where}: a server error: {body[:200]!r}"
    if len(body) >= MAX_BODY:
        return f"{where}: a body of {MAX_BODY:,} bytes or more"
    if status >= 400:
        try:
            message = json.loads(body)["error"]["message"]
        except (ValueError, KeyError, TypeError):
            return f"{where}: an error without our JSON message: {body[:200]!r}"
        if not message:
            return f"{where}: an empty error message"
    return None


def replay_http(base_url: str) -> tuple[int, list[str]]:
    """Posts every corpus file to every route that reads it on the service at ``base_url``: the number of requests
    and the problems found."""
    problems: list[str] = []
    requests = 0
    for path in FILES:
        body = path.read_bytes()
        routes = list(ROUTES[path.suffix])
        if path.suffix == ".json":
            routes.append(("/api/quiz/q/any", "application/json"))
        for route, content_type in routes:
            requests += 1
            status, answer = _post(base_url + route, body, content_type)
            found = problem(route, path, status, answer)
            if found is not None:
                problems.append(found)
    return requests, problems
