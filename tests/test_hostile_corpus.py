"""The hostile corpus (``tests/hostile/``): the shapes of input that once took the service down or answered wrongly
(issue 20), replayed against every route and command that reads them. Whatever each one is, the answer is a 200 or
a 4xx with a message (never a 5xx), its body bounded, and the command line exits 0 or 2 with one line (never an
internal error). New shapes go in the folder: this test picks them up by their extension."""

from __future__ import annotations

from pathlib import Path

import pytest
from flask import Flask
from flask.testing import FlaskClient

from judge.cli import main
from tests.hostile_replay import FILES, MAX_BODY, ROUTES, replay_http
from tests.live import served


def test_the_corpus_is_there() -> None:
    assert len(FILES) >= 8


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_every_route_answers_the_corpus_without_a_5xx(client: FlaskClient, path: Path) -> None:
    body = path.read_bytes()
    for route, content_type in ROUTES[path.suffix]:
        response = client.post(route, data=body, content_type=content_type)
        assert response.status_code < 500, (route, response.get_data(as_text=True)[:300])
        assert len(response.get_data()) < MAX_BODY, route
        if response.status_code >= 400:
            assert response.get_json()["error"]["message"], route
    if path.suffix == ".json":
        response = client.post("/api/quiz/q/any", data=body, content_type="application/json")
        assert response.status_code in (400, 404)


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_every_command_answers_the_corpus_in_one_line(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    commands = [["simulate"], ["scenario", "to-yaml"]] + ([["validate"]] if path.suffix == ".yaml" else [])
    for command in commands:
        code = main([*command, str(path)])
        out, err = capsys.readouterr()
        assert code in (0, 2), (command, err)
        assert "internal error" not in err and "Traceback" not in err
        if code == 2:
            assert len(err.strip().splitlines()) == 1, (command, err[:500])
        assert len(out) < MAX_BODY


def test_the_corpus_over_http_as_make_api_check_replays_it(app: Flask) -> None:
    """``make api-check`` replays the corpus over HTTP before its schemathesis run (tests/api_check.py): the same
    replay against the application served on loopback finds nothing."""
    with served(app) as url:
        requests, problems = replay_http(url)
    assert requests == sum(len(ROUTES[p.suffix]) + (p.suffix == ".json") for p in FILES)
    assert problems == []


def test_make_fuzz_replays_the_corpus() -> None:
    """The long fuzzing run (``make fuzz``) runs this file beside tests/test_fuzz.py."""
    recipe = (Path(__file__).parent.parent / "Makefile").read_text(encoding="utf-8").split("\nfuzz:", 1)[1]
    assert "tests/test_hostile_corpus.py" in recipe.split("\n\n", 1)[0]
