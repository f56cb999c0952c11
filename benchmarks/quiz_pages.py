"""The quiz pages (issue 20): walking a quiz through its "next" links, each page from a worker that has built none of
its questions (the service's question cache cleared before each request), against the baseline in the same process:
the same pages from links without the quiz's question ids, which make the whole quiz again on every page.

The quiz is the issue's: 20 BattleTech card questions of medium difficulty, seed 14, over the community pool
(``--quick``: 5 ruling questions over the built-in cards). Counted besides the times: the quizzes made per page.

Run: ``.venv/bin/python benchmarks/quiz_pages.py [--quick]``.
"""

from __future__ import annotations

import html
import re
import statistics
import sys
import time
from typing import Any
from urllib.parse import parse_qs, urlsplit

from common import Result, figure, have_data, knowledge, result, standalone
from flask.testing import FlaskClient

from judge.quiz import generate
from judge.web import create_app, quiz_view

BASELINE_PAGES = 2
"""Pages measured the old way (each makes the whole quiz again: seconds each over the community pool)."""
NEXT = re.compile(r'id="next" href="([^"]+)"')


def _cold_get(client: FlaskClient, path: str, query: dict[str, list[str]]) -> tuple[float, str]:
    generate.clear_cache()  # another worker: no question of this quiz built yet
    start = time.perf_counter()
    response = client.get(path, query_string=query)
    seconds = time.perf_counter() - start
    assert response.status_code == 200, response.get_data(as_text=True)[:300]
    return seconds, response.get_data(as_text=True)


def _next(client: FlaskClient, path: str, query: dict[str, list[str]]) -> tuple[str, dict[str, list[str]]] | None:
    """Answers the question (not timed) and follows the result page's "next" link."""
    page = client.post(path, query_string=query, data={"choice": "A"}).get_data(as_text=True)
    found = NEXT.findall(page)
    if not found:
        return None
    link = urlsplit(html.unescape(found[0]))
    return link.path, parse_qs(link.query)


def run(quick: bool) -> Result:
    full = not quick and have_data()
    params = (
        "count=20&seed=14&difficulty=medium&game=bttcg&kind=card" if full else "count=5&seed=14&game=bttcg&kind=ruling"
    )
    app = create_app(knowledge=knowledge(full), TESTING=True)
    client = app.test_client()
    made: list[int] = []
    real = quiz_view.make_quiz

    def counted(*args: Any) -> Any:
        made.append(1)
        return real(*args)

    quiz_view.make_quiz = counted  # type: ignore[assignment]
    try:
        start = time.perf_counter()
        response = client.get("/quiz/start?" + params)
        started = time.perf_counter() - start
        assert response.status_code == 303, response.get_data(as_text=True)[:300]
        link = urlsplit(response.headers["Location"])
        place: tuple[str, dict[str, list[str]]] | None = (link.path, parse_qs(link.query))
        first = place
        pages: list[float] = []
        made.clear()
        while place is not None:
            seconds, _ = _cold_get(client, *place)
            pages.append(seconds)
            place = _next(client, *place)
        per_page_made = len(made) / len(pages)
        old: list[float] = []
        made.clear()
        assert first is not None
        path, query = first
        old_query = {k: v for k, v in query.items() if k not in ("q", "qm")}  # a link without the ids
        for _ in range(BASELINE_PAGES):
            seconds, page = _cold_get(client, path, old_query)
            old.append(seconds)
            assert "Question <strong>" in page
        old_made = len(made) / BASELINE_PAGES
    finally:
        quiz_view.make_quiz = real  # type: ignore[assignment]
    print(f"quiz: {params} ({'community pool' if full else 'built-in cards'})")
    print(f"  start (the quiz made once)          {started * 1000:9.1f} ms")
    print(f"  {len(pages)} pages by their ids, mean         {statistics.mean(pages) * 1000:9.1f} ms")
    slowest = max(pages) * 1000
    print(f"  {len(pages)} pages by their ids, slowest      {slowest:9.1f} ms  quizzes made per page {per_page_made}")
    print(
        f"  baseline: quiz made again, mean     {statistics.mean(old) * 1000:9.1f} ms  quizzes made per page {old_made}"
    )
    return result(
        {
            "start": figure(started * 1000, "ms"),
            "next page, mean": figure(statistics.mean(pages) * 1000, "ms"),
            "next page, slowest": figure(max(pages) * 1000, "ms"),
        },
        {"next page, quiz made again, mean": figure(statistics.mean(old) * 1000, "ms")},
        checks={"pages": len(pages), "quizzes made per page": per_page_made, "baseline quizzes per page": old_made},
    )


if __name__ == "__main__":
    sys.exit(standalone(run, __doc__))
