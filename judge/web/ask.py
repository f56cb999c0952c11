"""The "What happens?" page: a scenario (``shared/spec/scenario-format.md``) answered by simulating it.

``/ask`` is the form (GET) and its answer (POST, form field ``scenario``). GET takes one of ``example=<id>`` (a worked
example of the documents or the README, :mod:`judge.web.ask_examples`), ``card=<slug>`` (a scenario with that card
on the board, :mod:`judge.web.ask_cards`) or ``s=<permalink>`` (a scenario in the link, answered at once,
:mod:`judge.web.ask_permalink`). ``/api/ask`` is the JSON twin: GET describes what it accepts and lists the examples,
or with one of the same parameters gives the scenario and its answer; POST answers a scenario sent as YAML or plain
text, or as JSON (the scenario itself, or ``{"scenario": "<text>"}``). The former addresses ``/scenario`` and
``/api/scenario`` still work.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import yaml
from flask import Blueprint, Response, current_app, jsonify, redirect, render_template, request, url_for
from werkzeug.wrappers import Response as BaseResponse

from judge.inputs import JsonInputError, load_json
from judge.mechchess.present import board_rows
from judge.pool import CardLookupError
from judge.scenario_input import SourceDocument
from judge.simulate import MAX_SCENARIO_BYTES, SimulateError, read_scenario, simulate_document
from judge.web import error_response
from judge.web.ask_cards import card_scenario
from judge.web.ask_examples import GAME_TITLES, MAX_KEY, Catalogue, Example, UnknownExampleError, load_catalogue
from judge.web.ask_fix import suggested_fix
from judge.web.ask_permalink import MAX_QUERY, PARAM, PermalinkError, decode, encode, fits
from judge.web.ask_spelling import SPELLING_TITLES, SPELLINGS, Spelling, spellings
from judge.web.ask_view import error_place, present
from judge.web.pool import get_knowledge, get_pool

bp = Blueprint("ask", __name__)

SOURCE = "scenario"
DEFAULT_EXAMPLE = "bttcg"
GAMES = {
    "mechchess": "answered: legality, exact outcome probabilities, each attack's damage distribution, cited trace",
    "domination": "answered: legality, every zone, scores, Overrun and totals, cited trace; exact odds of shuffles "
    "(a seeded estimate past the budget)",
    "bttcg": "answered: a mission's battle or the turn's phases: legality, initiative, every card's end state with the "
    "exact probability of each outcome (dice enumerated), cited trace; YAML or plain English",
}
EXAMPLES = ("bttcg", "mechchess", "domination")
_CHOICES = ("example", "card", PARAM)


class AskError(ValueError):
    """A request the page cannot serve: its status and message (and extra fields for the JSON error)."""

    def __init__(self, status: int, message: str, **extra: Any) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.extra = extra


def example_scenario(game: str = "mechchess") -> str:
    """The README's example scenario for ``game`` (one of :data:`EXAMPLES`).

    :raises ValueError: for a game without an example.
    """
    if game not in EXAMPLES:
        raise ValueError(f"no example scenario for {game!r}")
    return (Path(__file__).parent / "examples" / f"{game}.yaml").read_text(encoding="utf-8")


def catalogue() -> Catalogue:
    """The examples offered (read once per application)."""
    found = current_app.extensions.get("judge.ask.examples")
    if not isinstance(found, Catalogue):
        found = load_catalogue(get_knowledge().rulings)
        current_app.extensions["judge.ask.examples"] = found
    return found


def _answer(text: str) -> tuple[SourceDocument, dict[str, Any]]:
    """:raises SimulateError: for malformed input, or a game not answered yet."""
    if not text.strip():
        raise SimulateError(f"{SOURCE}: the scenario is empty: write one (an example shows the fields) and ask again")
    doc = read_scenario(text, SOURCE)
    return doc, simulate_document(doc, get_pool(), SOURCE)


def _scenario_error(exc: SimulateError) -> dict[str, Any]:
    return {"line": exc.line, "column": exc.column}


def _choice() -> tuple[str, str] | None:
    """The one parameter of a GET (``example``, ``card`` or ``s``) and its value.

    :raises AskError: for more than one.
    """
    given = [name for name in _CHOICES if name in request.args]
    if len(given) > 1:
        raise AskError(400, f"give one of example, card or s, not {' and '.join(given)}")
    if not given:
        return None
    return given[0], request.args.get(given[0], "")


def _example(key: str) -> Example:
    """:raises AskError: 404 for an unknown example, with the closest ids."""
    try:
        return catalogue().find(key[: MAX_KEY + 1])
    except UnknownExampleError as exc:
        raise AskError(404, str(exc), examples=exc.candidates) from None


def _spelling() -> Spelling:
    """The ``spelling`` parameter (``yaml``, the default, or ``text``).

    :raises AskError: 400 for another value.
    """
    value = request.args.get("spelling", "yaml")
    for spelling in SPELLINGS:
        if value == spelling:
            return spelling
    raise AskError(400, f"parameter 'spelling': {value[:40]!r} is not one of yaml, text")


def _example_spellings(example: Example, spelling: Spelling) -> dict[Spelling, str] | None:
    """Both spellings of a BattleTech example (``None`` for another game).

    :raises AskError: 400 for the plain-English spelling of an example that has none.
    """
    both = spellings(example.text()) if example.game == "bttcg" else None
    if both is None and spelling != "yaml":
        raise AskError(400, f"example {example.id!r} has no plain-English spelling (only BattleTech scenarios do)")
    return both


def _card_text(slug: str) -> tuple[str, str, dict[str, Any] | None]:
    """The card's name, its scenario and the scenario's answer.

    :raises AskError: 404 for a slug that names no card.
    """
    pool = get_pool()
    card = pool.by_slug.get(slug) if len(slug) <= MAX_KEY else None
    if card is None and len(slug) <= MAX_KEY:
        try:
            card = pool.lookup(slug.replace("-", " "), fuzzy=False)
        except CardLookupError as exc:
            raise AskError(404, f"no card with the page name {slug[:60]!r}", candidates=exc.candidates) from None
    if card is None:
        raise AskError(404, "no card with that page name (card page names are at most 200 characters)")
    text, answer = card_scenario(card, pool)
    return card.name, text, answer


def _permalink_text(token: str) -> str:
    """:raises AskError: 400 for a permalink that does not decode."""
    try:
        return decode(token)
    except PermalinkError as exc:
        raise AskError(400, f"parameter 's': {exc}") from None


def _links(text: str) -> dict[str, Any]:
    """The permalink of ``text`` and its JSON twin, or why there is none."""
    token = encode(text)
    if fits(token):
        return {
            "permalink": url_for("ask.scenario_form", s=token),
            "twin": url_for("ask.api_ask_help", s=token),
            "too_long": None,
        }
    return {"permalink": None, "twin": url_for("ask.api_ask_help"), "too_long": len(PARAM) + 1 + len(token)}


def _page(
    text: str, *, answer_it: bool = False, twin: str | None = None, refused_status: int = 400, **extra: Any
) -> Response:
    """The page with ``text`` in the form, and its answer when ``answer_it`` (status ``refused_status`` when the
    scenario does not read). The footer links ``twin``, or the answer's JSON (the permalink's twin)."""
    context: dict[str, Any] = {
        "text": text,
        "answer": None,
        "error": None,
        "place": None,
        "fix": None,
        "groups": catalogue().groups(),
        "limit": MAX_SCENARIO_BYTES,
        "max_link": MAX_QUERY,
        "twin": twin or url_for("ask.api_ask_help"),
        **extra,
    }
    status = 200
    if answer_it:
        try:
            doc, answer = _answer(text)
        except SimulateError as exc:
            context.update(
                error=str(exc),
                place=error_place(text, exc.line, exc.column),
                fix=suggested_fix(text, str(exc), exc.line, exc.column),
            )
            status = refused_status
        else:
            view = present(text, doc, answer)
            shown = answer["outcomes"][: len(view.outcomes)]
            context.update(answer=answer, view=view, start=doc.data, **_links(text))
            context["details"] = [(o, board_rows(o.get("board", {}))) for o in shown]
    response = Response(render_template("ask.html", **context), mimetype="text/html")
    response.status_code = status
    return response


@bp.get("/ask")
def scenario_form() -> Response:
    try:
        choice = _choice()
        if choice is None:
            return _page(_example(DEFAULT_EXAMPLE).text())
        name, value = choice
        if name == "example":
            example = _example(value)
            spelling = _spelling()
            both = _example_spellings(example, spelling)
            return _page(
                both[spelling] if both else example.text(),
                answer_it=True,
                refused_status=200,  # the example opens, its answer saying why it is not answered
                example=example,
                spelling=spelling,
                spellings=SPELLING_TITLES if both else None,
                twin=url_for("ask.api_ask_help", example=example.id),
            )
        if name == "card":
            card_name, text, _ = _card_text(value)
            return _page(text, card_name=card_name, twin=url_for("ask.api_ask_help", card=value))
        return _page(_permalink_text(value), answer_it=True)
    except AskError as exc:
        return error_response(exc.status, exc.message, **exc.extra)


@bp.post("/ask")
def scenario_answer() -> Response:
    return _page(request.form.get("scenario", ""), answer_it=True)


@bp.get("/scenario")
def legacy_form() -> BaseResponse:
    """The former address of the form: ``/ask`` with the same query (``?example=`` keeps working)."""
    query = request.query_string.decode("ascii", "replace")
    return redirect(url_for("ask.scenario_form") + (f"?{query}" if query else ""), code=301)


@bp.post("/scenario")
def legacy_answer() -> BaseResponse:
    """The former address of the answer: the browser posts the same form to ``/ask``."""
    return redirect(url_for("ask.scenario_answer"), code=308)


def _example_json(example: Example) -> dict[str, Any]:
    return {
        "id": example.id,
        "game": example.game,
        "game_title": GAME_TITLES.get(example.game, example.game),
        "document": example.document,
        "title": example.title,
        "summary": example.summary,
        "records": list(example.records),
        "url": url_for("ask.scenario_form", example=example.id),
        "api": url_for("ask.api_ask_help", example=example.id),
        "text_url": url_for("ask.scenario_form", example=example.id, spelling="text")
        if example.game == "bttcg"
        else None,
    }


def _answered(text: str) -> dict[str, Any]:
    """The answer to ``text`` for the JSON twin, or why there is none (``answer`` null)."""
    try:
        _, answer = _answer(text)
    except SimulateError as exc:
        return {"answer": None, "not_answered": {"message": str(exc), **_scenario_error(exc)}}
    return {"answer": answer}


@bp.get("/api/ask")
def api_ask_help() -> Response:
    try:
        choice = _choice()
        if choice is None:
            return jsonify(
                {
                    "post": "POST a scenario to this address: YAML or plain-English text, or JSON (the scenario "
                    'itself, or {"scenario": "<text>"}); the answer follows shared/spec/scenario-format.md',
                    "get": "GET with example=<id> (a worked example and its answer), card=<slug> (a scenario with "
                    "that card on the board) or s=<permalink> (the scenario of a permalink, answered)",
                    "games": GAMES,
                    "max_bytes": MAX_SCENARIO_BYTES,
                    "example": example_scenario(),
                    "examples": [_example_json(e) for e in catalogue().examples],
                }
            )
        name, value = choice
        if name == "example":
            example = _example(value)
            spelling = _spelling()
            both = _example_spellings(example, spelling)
            text = both[spelling] if both else example.text()
            found = {"example": _example_json(example), "scenario": text, **_answered(text)}
            return jsonify(found | ({"spellings": both} if both else {}))
        if name == "card":
            card_name, text, answer = _card_text(value)
            return jsonify({"card": card_name, "scenario": text, "answer": answer})
        text = _permalink_text(value)
        try:
            _, answer = _answer(text)
        except SimulateError as exc:
            return error_response(400, str(exc), **_scenario_error(exc))
        return jsonify({"scenario": text, "answer": answer, "permalink": url_for("ask.scenario_form", s=value)})
    except AskError as exc:
        return error_response(exc.status, exc.message, **exc.extra)


def _posted_text() -> tuple[str, bool]:
    """The scenario text of an API request, and whether it was rewritten from a JSON scenario (its lines are then
    the rewritten YAML's, not the body's).

    :raises SimulateError: for a body that is neither scenario text nor a JSON scenario.
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
        return text, False
    try:
        data = load_json(text)
    except JsonInputError as exc:
        where = f":{exc.line}" if exc.line else ""
        column = f" (column {exc.column})" if exc.column else ""
        raise SimulateError(f"{SOURCE}{where}: {exc.message}{column}", exc.line, exc.column) from None
    if isinstance(data, dict) and set(data) == {"scenario"}:
        if not isinstance(data["scenario"], str):
            raise SimulateError(f"{SOURCE}: field 'scenario': expected the scenario's text")
        return data["scenario"], False
    if not isinstance(data, dict):
        raise SimulateError(f"{SOURCE}: a scenario is a mapping with 'game', 'players', ...")
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=True), True


def _without_lines(exc: SimulateError) -> SimulateError:
    """An error about a JSON scenario: its field names where it is, the lines of the YAML it was rewritten to
    would mislead (they are not the body's)."""
    message = re.sub(rf"^{re.escape(SOURCE)}:\d+(:\d+)?:", f"{SOURCE}:", str(exc))
    message = re.sub(r"^((?:[^:]+: )?)line \d+: ", r"\1", message)
    return SimulateError(message)


@bp.post("/api/ask")
def api_ask() -> Response:
    try:
        text, rewritten = _posted_text()
        if not text.strip():
            raise SimulateError(f"{SOURCE}: the scenario is empty")
        try:
            _, answer = _answer(text)
        except SimulateError as exc:
            raise (_without_lines(exc) if rewritten else exc) from None
        return jsonify(answer)
    except SimulateError as exc:
        return error_response(400, str(exc), **_scenario_error(exc))


# The former addresses of the JSON twin answer as before.
bp.add_url_rule("/api/scenario", "api_scenario_help", api_ask_help, methods=["GET"])
bp.add_url_rule("/api/scenario", "api_scenario", api_ask, methods=["POST"])
