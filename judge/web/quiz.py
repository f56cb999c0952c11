"""Judge training: the quiz pages and their JSON twins.

``/quiz`` chooses a quiz (games, kinds, difficulty, number of questions, seed) and shows the session's score, with a
reset (``POST /quiz/reset``); ``/quiz/start`` makes the quiz and goes to its first question. ``/quiz/q/<id>`` asks a
question (GET) and answers it (POST, form field ``choice``): right or wrong, the right option and why (the engine's
trace, every rule linked), and what the chosen wrong option gets wrong (its misruling and the rules it breaks). The
quiz's parameters and the question's index travel in the question's URL (:mod:`judge.web.quiz_view`); the score is
kept by the service (:mod:`judge.web.quiz_scores`; the cookie holds only the session's id), each question counted
once at its first answer, whatever cookie comes back later.

The twins: ``GET /api/quiz`` (the quiz's questions as they are asked: no GET gives an answer away),
``GET /api/quiz/q/<id>`` (one question, without its answer), ``POST /api/quiz/q/<id>`` (JSON ``{"choice": "B"}``: the
answer and the explanations; counted in the session's score as the page does), ``GET /api/quiz/score`` and
``POST /api/quiz/reset``. The whole quiz with its answers is ``judge quiz --answers`` (the command line).
"""

from __future__ import annotations

from typing import Any

from flask import Blueprint, Response, current_app, jsonify, redirect, render_template, request, session, url_for
from werkzeug.datastructures import MultiDict
from werkzeug.wrappers import Response as BaseResponse

from judge.inputs import JsonInputError, load_json
from judge.quiz.models import DIFFICULTIES, KINDS, Option, Question
from judge.web import error_response
from judge.web.ask_examples import GAME_TITLES
from judge.web.ask_permalink import encode, fits
from judge.web.pool import get_knowledge
from judge.web.quiz_scores import SESSION_ID_KEY, ScoreStore, new_session_id, valid_session_id
from judge.web.quiz_view import (
    DEFAULT_COUNT,
    GAMES,
    MAX_COUNT,
    MAX_SEED,
    MIN_COUNT,
    Place,
    QuizRequestError,
    Score,
    Sequel,
    describe,
    embodied,
    find_question,
    in_quiz,
    make_quiz,
    pick,
    question_json,
    quiz_score,
    read_params,
    read_place,
    result_json,
    right_option,
    sealed_ids,
)

bp = Blueprint("quiz", __name__)

KIND_TITLES = {
    "scenario": "Scenarios: what happens?",
    "ruling": "Rulings: what do the rulings say?",
    "card": "Cards: what does this card do here?",
}


def _session_id(create: bool = False) -> str | None:
    """The session's id from the cookie (a new one when ``create``; the score itself is kept by the service)."""
    given = session.get(SESSION_ID_KEY)
    if valid_session_id(given):
        return str(given)
    if not create:
        return None
    session[SESSION_ID_KEY] = made = new_session_id()
    return made


def _score() -> Score:
    return ScoreStore().score(_session_id())


@bp.errorhandler(QuizRequestError)
def _store_unavailable(exc: QuizRequestError) -> Response:
    """A score that cannot be kept (the data folder is read-only, the disk is full): a 503 that names the file."""
    if request.path.startswith("/api/"):
        return error_response(exc.status, exc.message, **exc.extra())
    return error_response(exc.status, exc.message)


def _html(template: str, status: int = 200, **context: Any) -> Response:
    response = Response(render_template(template, **context), mimetype="text/html")
    response.status_code = status
    return response


def _form(args: MultiDict[str, str] | None) -> dict[str, Any]:
    """The start form's fields as given (all games and kinds checked when nothing is given)."""
    if args is None:
        return {"games": list(GAMES), "kinds": list(KINDS), "difficulty": "any", "count": DEFAULT_COUNT, "seed": ""}
    return {
        "games": [g for g in GAMES if g in args.getlist("game")],
        "kinds": [k for k in KINDS if k in args.getlist("kind")],
        "difficulty": args.get("difficulty", "any")[:10],
        "count": args.get("count", "")[:4],
        "seed": args.get("seed", "")[:20],
    }


def _start_page(args: MultiDict[str, str] | None = None, error: str | None = None, status: int = 200) -> Response:
    return _html(
        "quiz.html",
        status,
        question=None,
        form=_form(args),
        error=error,
        games=GAMES,
        game_titles=GAME_TITLES,
        kinds=KINDS,
        kind_titles=KIND_TITLES,
        difficulties=DIFFICULTIES,
        limits={"min": MIN_COUNT, "max": MAX_COUNT, "seed": MAX_SEED},
        score=_score(),
    )


@bp.get("/quiz")
def start_page() -> Response:
    return _start_page()


@bp.get("/quiz/start")
def start_quiz() -> BaseResponse:
    try:
        params = read_params(request.args)
        quiz = make_quiz(get_knowledge(), params)
    except QuizRequestError as exc:
        return _start_page(request.args, exc.message, exc.status)
    first = quiz.questions[0]
    ids = sealed_ids(current_app.secret_key or "", params, [q.id for q in quiz.questions])
    return redirect(url_for("quiz.question_page", question_id=first.id, n=0, **params.query(), **ids), code=303)


@bp.post("/quiz/reset")
def reset() -> BaseResponse:
    ScoreStore().forget(_session_id())
    session.pop(SESSION_ID_KEY, None)
    return redirect(url_for("quiz.start_page"), code=303)


def _links(question: Question, place: Place | None, sequel: Sequel | None) -> dict[str, Any]:
    """The URLs a question's pages link: where its answer is posted, the next question, the quiz again, the
    scenario in "What happens?" (None when the link would be too long: the page then posts the scenario)."""
    here: dict[str, Any] = {**place.params.query(), "n": place.index} if place else {}
    if sequel is not None:  # the quiz's ids travel on: the next page builds one question, not the quiz
        here |= sealed_ids(current_app.secret_key or "", sequel.place.params, sequel.ids)
    links: dict[str, Any] = {
        "answer": url_for("quiz.question_page", question_id=question.id, **here),
        "twin": url_for("quiz.api_question", question_id=question.id),
        "next": None,
        "replay": None,
        "ask": None,
    }
    if sequel is not None:
        params = sequel.place.params
        links["replay"] = url_for("quiz.start_quiz", **params.query())
        following = sequel.next_id
        if following is not None:
            ids = sealed_ids(current_app.secret_key or "", params, sequel.ids)
            links["next"] = url_for(
                "quiz.question_page", question_id=following, n=sequel.place.index + 1, **params.query(), **ids
            )
    if question.scenario:
        token = encode(question.scenario)
        links["ask"] = url_for("ask.scenario_form", s=token) if fits(token) else None
    return links


def _lookup(question_id: str) -> tuple[Question, Place | None, Sequel | None]:
    """:raises QuizRequestError: 404 for an unknown question, 400 for quiz parameters that do not read."""
    knowledge = get_knowledge()
    question = find_question(knowledge, question_id)
    place = read_place(request.args)
    return question, place, in_quiz(knowledge, question.id, place, current_app.secret_key or "")


def _question_page(
    question: Question, place: Place | None, sequel: Sequel | None, error: str | None = None, status: int = 200
) -> Response:
    return _html(
        "quiz.html",
        status,
        question=question,
        sequel=sequel,
        strayed=place is not None and sequel is None,
        links=_links(question, place, sequel),
        previous=_score().outcome(question.id),
        error=error,
        game_titles=GAME_TITLES,
        kind_titles=KIND_TITLES,
    )


@bp.get("/quiz/q/<path:question_id>")
def question_page(question_id: str) -> Response:
    try:
        question, place, sequel = _lookup(question_id)
    except QuizRequestError as exc:
        return error_response(exc.status, exc.message)
    return _question_page(question, place, sequel)


def _answer(question: Question, chosen: Option) -> tuple[bool, Score]:
    """Counts the answer in the session's score: whether it counted (not when answered before), and the score."""
    session_id = _session_id(create=True)
    assert session_id is not None
    return ScoreStore().update(session_id, lambda score: score.record(question, chosen.correct))


@bp.post("/quiz/q/<path:question_id>")
def answer_page(question_id: str) -> Response:
    try:
        question, place, sequel = _lookup(question_id)
    except QuizRequestError as exc:
        return error_response(exc.status, exc.message)
    try:
        chosen = pick(question, request.form.get("choice"))
    except QuizRequestError as exc:
        return _question_page(question, place, sequel, error=exc.message, status=exc.status)
    counted, score = _answer(question, chosen)
    right = right_option(question)
    return _html(
        "quiz_result.html",
        question=question,
        chosen=chosen,
        right=right,
        embodies={o.key: embodied(o) for o in question.options},
        counted=counted,
        score=score,
        sequel=sequel,
        final=quiz_score(score, sequel.ids) if sequel is not None and sequel.next_id is None else None,
        links=_links(question, place, sequel),
        game_titles=GAME_TITLES,
        kind_titles=KIND_TITLES,
    )


# --- the JSON twins --------------------------------------------------------------------------------------------


def _json_error(exc: QuizRequestError) -> Response:
    return error_response(exc.status, exc.message, **exc.extra())


@bp.get("/api/quiz")
def api_quiz() -> Response:
    try:
        quiz = make_quiz(get_knowledge(), read_params(request.args))
    except QuizRequestError as exc:
        return _json_error(exc)
    body: dict[str, Any] = {"seed": quiz.seed, "questions": [_asked(question) for question in quiz.questions]}
    if quiz.note:
        body["note"] = quiz.note  # fewer questions than asked for: the work budget (judge.budget)
    return jsonify(body)


def _asked(question: Question) -> dict[str, Any]:
    """A question as it is asked (never its answer: that comes from answering it)."""
    return {**question_json(question), "url": url_for("quiz.question_page", question_id=question.id)}


@bp.get("/api/quiz/q/<path:question_id>")
def api_question(question_id: str) -> Response:
    try:
        question = find_question(get_knowledge(), question_id)
    except QuizRequestError as exc:
        return _json_error(exc)
    return jsonify(_asked(question))


def _posted_choice() -> object:
    """The ``choice`` of a JSON body.

    :raises QuizRequestError: 400 for a body that is not a JSON object.
    """
    if request.mimetype != "application/json":
        raise QuizRequestError(400, 'send the choice as JSON, {"choice": "A"}, with Content-Type application/json')
    try:
        data = load_json(request.get_data(cache=False).decode("utf-8", errors="replace"))
    except JsonInputError:
        data = None
    if not isinstance(data, dict):
        raise QuizRequestError(400, 'the body is not a JSON object: send {"choice": "A"}')
    return data.get("choice")


@bp.post("/api/quiz/q/<path:question_id>")
def api_answer(question_id: str) -> Response:
    try:
        question = find_question(get_knowledge(), question_id)
        chosen = pick(question, _posted_choice())
    except QuizRequestError as exc:
        return _json_error(exc)
    counted, score = _answer(question, chosen)
    return jsonify(result_json(question, chosen, counted, score))


@bp.get("/api/quiz/score")
def api_score() -> Response:
    return jsonify({"score": _score().as_json(), **describe()})


@bp.post("/api/quiz/reset")
def api_reset() -> Response:
    ScoreStore().forget(_session_id())
    session.pop(SESSION_ID_KEY, None)
    return jsonify({"score": Score().as_json(), **describe()})
