"""The "what happens?" page: a scenario (``shared/spec/scenario-format.md``) answered by simulating it.

``/scenario`` is a form (GET) and its answer (POST, form field ``scenario``); ``/api/scenario`` is the JSON twin: GET
describes what it accepts, POST answers a scenario sent as YAML text, or as JSON (the scenario itself, or
``{"scenario": "<YAML text>"}``).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import yaml
from flask import Blueprint, Response, jsonify, render_template, request

from judge.mechchess.present import board_rows
from judge.simulate import MAX_SCENARIO_BYTES, SimulateError, read_scenario, simulate_document
from judge.web import error_response
from judge.web.pool import get_pool

bp = Blueprint("ask", __name__)

SOURCE = "scenario"
MAX_OUTCOMES_SHOWN = 24
GAMES = {
    "mechchess": "answered: legality, exact outcome probabilities, each attack's damage distribution, cited trace",
    "domination": "answered: legality, every zone, scores, Overrun and totals, cited trace; exact odds of shuffles "
    "(a seeded estimate past the budget)",
    "bttcg": "answered: a mission's battle or the turn's phases: legality, initiative, every card's end state with the "
    "exact probability of each outcome (dice enumerated), cited trace; YAML or plain English",
}
EXAMPLES = ("bttcg", "mechchess", "domination")


def example_scenario(game: str = "mechchess") -> str:
    """The README's example scenario for ``game`` (one of :data:`EXAMPLES`), shown in the form.

    :raises ValueError: for a game without an example.
    """
    if game not in EXAMPLES:
        raise ValueError(f"no example scenario for {game!r}")
    return (Path(__file__).parent / "examples" / f"{game}.yaml").read_text(encoding="utf-8")


def _answer(text: str) -> dict[str, Any]:
    """:raises SimulateError: for malformed input, or a game not answered yet."""
    return simulate_document(read_scenario(text, SOURCE), get_pool(), SOURCE)


@bp.get("/scenario")
def scenario_form() -> str | Response:
    game = request.args.get("example", "mechchess")
    if game not in EXAMPLES:
        return error_response(404, f"no example scenario for {game[:40]!r}; examples: {', '.join(EXAMPLES)}")
    return render_template("ask.html", text=example_scenario(game), answer=None, error=None, limit=MAX_SCENARIO_BYTES)


@bp.post("/scenario")
def scenario_answer() -> Response:
    text = request.form.get("scenario", "")
    status = 200
    answer: dict[str, Any] | None = None
    error: str | None = None
    if not text.strip():
        error, status = "the scenario is empty: write one (the example shows the fields) and ask again", 400
    else:
        try:
            answer = _answer(text)
        except SimulateError as exc:
            error, status = str(exc), 400
    shown = answer["outcomes"][:MAX_OUTCOMES_SHOWN] if answer else []
    html = render_template(
        "ask.html",
        text=text,
        answer=answer,
        error=error,
        limit=MAX_SCENARIO_BYTES,
        outcomes=[(outcome, board_rows(outcome.get("board", {}))) for outcome in shown],
        hidden_outcomes=len(answer["outcomes"]) - len(shown) if answer else 0,
    )
    response = Response(html, mimetype="text/html")
    response.status_code = status
    return response


@bp.get("/api/scenario")
def api_scenario_help() -> Response:
    return jsonify(
        {
            "post": "POST a scenario to this address: YAML text, or JSON (the scenario itself, or "
            '{"scenario": "<YAML text>"}); the answer follows shared/spec/scenario-format.md',
            "games": GAMES,
            "max_bytes": MAX_SCENARIO_BYTES,
            "example": example_scenario(),
            "examples": {game: example_scenario(game) for game in EXAMPLES},
        }
    )


def _posted_text() -> str:
    """The scenario text of an API request.

    :raises SimulateError: for a body that is neither YAML text nor a JSON scenario.
    """
    raw = request.get_data(cache=False)
    if len(raw) > MAX_SCENARIO_BYTES:
        raise SimulateError(f"{SOURCE}: scenarios are limited to {MAX_SCENARIO_BYTES} bytes")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SimulateError(f"{SOURCE}: the body is not UTF-8 text (byte {exc.start})") from None
    if request.mimetype == "application/x-www-form-urlencoded":
        raise SimulateError(f"{SOURCE}: send the scenario as YAML text or JSON, not as a form")
    if request.mimetype != "application/json":
        return text
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SimulateError(f"{SOURCE}:{exc.lineno}: not valid JSON: {exc.msg} (column {exc.colno})") from None
    if isinstance(data, dict) and set(data) == {"scenario"}:
        if not isinstance(data["scenario"], str):
            raise SimulateError(f"{SOURCE}: field 'scenario': expected the scenario's YAML text")
        return data["scenario"]
    if not isinstance(data, dict):
        raise SimulateError(f"{SOURCE}: a scenario is a mapping with 'game', 'players', ...")
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=True)


@bp.post("/api/scenario")
def api_scenario() -> Response:
    try:
        text = _posted_text()
        if not text.strip():
            raise SimulateError(f"{SOURCE}: the scenario is empty")
        return jsonify(_answer(text))
    except SimulateError as exc:
        return error_response(400, str(exc))
