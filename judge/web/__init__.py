"""The web service: a Flask application factory and its blueprints. Every HTML page has a JSON twin under /api."""

from __future__ import annotations

import os
import secrets
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from flask import Flask, Response, jsonify, render_template, request
from werkzeug.exceptions import ClientDisconnected, HTTPException

if TYPE_CHECKING:
    from _typeshed.wsgi import StartResponse, WSGIEnvironment

from judge import __version__
from judge.budget import own_budget
from judge.knowledge import KnowledgeBase
from judge.paths import data_dir
from judge.pool import CardPool

MAX_REQUEST_BYTES = 1024 * 1024
MAX_QUERY_STRING = 2048
READ_TIMEOUT = 10.0
"""Seconds ``judge serve`` waits for any part of a request (or for a client to take the answer) before giving up on
the connection: a client sending a byte now and then cannot hold a worker's thread for longer."""

SECURITY_HEADERS = {
    "Content-Security-Policy": "default-src 'self'; img-src 'self' data:; style-src 'self'; "
    "script-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",
    "X-Frame-Options": "DENY",
}


def create_app(
    pool: CardPool | None = None,
    pool_files: Iterable[Path] = (),
    knowledge: KnowledgeBase | None = None,
    **config: Any,
) -> Flask:
    """The application. It serves ``knowledge``, or the knowledge base over ``pool``, or over the pool loaded with
    ``pool_files``.

    :raises PoolFileError: if a pool file does not read.
    :raises RulingsFileError: if a rulings file does not read.
    """
    app = Flask(
        __name__,
        template_folder=str(data_dir("templates")),
        static_folder=str(data_dir("templates") / "static"),
        static_url_path="/static",
    )
    # the session (the quiz's score) is signed with this key; `judge serve` builds the app before gunicorn's workers
    # fork, so a key drawn here is shared by all of them (set JUDGE_SECRET_KEY to keep sessions across restarts)
    secret = os.environ.get("JUDGE_SECRET_KEY") or secrets.token_hex(32)
    app.config.update(
        MAX_CONTENT_LENGTH=MAX_REQUEST_BYTES,
        SECRET_KEY=secret,
        SESSION_COOKIE_HTTPONLY=True,
        SESSION_COOKIE_SAMESITE="Lax",
        **config,
    )
    app.json.sort_keys = False  # type: ignore[attr-defined]
    if knowledge is None:
        knowledge = KnowledgeBase.from_pool(pool if pool is not None else CardPool.load(pool_files))
    app.extensions["judge.knowledge"] = knowledge
    app.jinja_env.globals["judge_version"] = __version__

    from judge.web import (
        ask,
        ask_builder,
        ask_help,
        cards,
        home,
        openapi,
        quiz,
        random_card,
        rules,
        search,
        sets,
        validate,
    )
    from judge.web.links import rule_links

    app.jinja_env.filters["rule_links"] = rule_links

    app.register_blueprint(home.bp)
    app.register_blueprint(cards.bp)
    app.register_blueprint(sets.bp)
    app.register_blueprint(rules.bp)
    app.register_blueprint(ask.bp)
    app.register_blueprint(ask_help.bp)
    app.register_blueprint(ask_builder.bp)
    app.register_blueprint(search.bp)
    app.register_blueprint(random_card.bp)
    app.register_blueprint(validate.bp)
    app.register_blueprint(openapi.bp)
    app.register_blueprint(quiz.bp)

    @app.before_request
    def _bound_query() -> Response | None:
        if len(request.query_string) > MAX_QUERY_STRING:
            return _error(414, f"the query string is limited to {MAX_QUERY_STRING} bytes")
        return None

    answer = app.wsgi_app

    def _within_budget(environ: WSGIEnvironment, start_response: StartResponse) -> Iterable[bytes]:
        with own_budget():  # one work budget per request (judge.budget), closed when it is answered
            return answer(environ, start_response)

    app.wsgi_app = _within_budget  # type: ignore[method-assign]

    @app.after_request
    def _headers(response: Response) -> Response:
        for header, value in SECURITY_HEADERS.items():
            response.headers.setdefault(header, value)
        return response

    @app.errorhandler(HTTPException)
    def _http_error(exc: HTTPException) -> Response:
        response = _error(exc.code or 500, exc.description or exc.name)
        for header, value in exc.get_headers():
            if header.lower() != "content-type":
                response.headers[header] = value
        return response

    @app.errorhandler(ClientDisconnected)
    @app.errorhandler(TimeoutError)
    def _slow_client(exc: Exception) -> Response:  # the body stopped short: judge serve's read timeout, or a hang-up
        return _error(408, f"the body stopped short of its Content-Length ({READ_TIMEOUT:g} s without a byte)")

    @app.errorhandler(Exception)
    def _internal(exc: Exception) -> Response:  # a bug: logged, answered without a traceback
        app.logger.exception("internal error")
        return _error(500, "internal error: the request was not answered; please report it")

    return app


def wants_json() -> bool:
    return request.path.startswith("/api/")


def _error(status: int, message: str) -> Response:
    if wants_json():
        response = jsonify({"error": {"status": status, "message": message}})
    else:
        response = Response(render_template("error.html", status=status, message=message), mimetype="text/html")
    response.status_code = status
    return response


def error_response(status: int, message: str, **extra: Any) -> Response:
    """An error page (or JSON error under /api) with extra fields such as ``candidates``."""
    if wants_json():
        response = jsonify({"error": {"status": status, "message": message, **extra}})
    else:
        html = render_template("error.html", status=status, message=message, **extra)
        response = Response(html, mimetype="text/html")
    response.status_code = status
    return response
