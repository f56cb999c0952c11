"""The search page (``/search?q=``), its help page and their JSON twins (``/api/search``, ``/api/search/help``)."""

from __future__ import annotations

from flask import Blueprint, Response, jsonify, redirect, render_template, request, url_for
from werkzeug.wrappers import Response as BaseResponse

from judge.search.complete import complete
from judge.search.compose import NUMBER_OPERATORS, WORD_FIELDS, ComposeError, compose
from judge.search.query import NUMERIC, explain, parse_query
from judge.web import error_response
from judge.web.pool import get_knowledge, get_search
from judge.web.search_help import EXAMPLES, example_json, field_help, help_data
from judge.web.search_view import SearchInputError, echo, read_complete_request, read_request, run_search

bp = Blueprint("search", __name__)


def _twin(endpoint: str) -> str:
    query = request.query_string.decode("ascii", "replace")
    return url_for(endpoint) + (f"?{query}" if query else "")


def _error_page(exc: SearchInputError, text: str, limit: int | None) -> Response:
    """The search page answering an error: the query stays in the box, the message says where and why."""
    page = render_template(
        "search.html",
        q=text,
        limit=limit,
        error=exc,
        echo=echo(text, exc.column) if exc.column is not None else None,
        view=None,
        twin=_twin("search.api_search"),
    )
    return Response(page, status=exc.status, mimetype="text/html")


@bp.get("/search")
def search_page() -> str | Response:
    text = request.args.get("q", "")
    try:
        search_request = read_request(request.args)
    except SearchInputError as exc:
        return _error_page(exc, text, None)
    if not search_request.text.strip():
        return render_template(
            "search.html",
            q=text,
            limit=search_request.limit_param,
            error=None,
            view=None,
            examples=[example_json(e) for e in EXAMPLES],
            fields=field_help(),
            twin=url_for("search.api_help"),
        )
    try:
        view = run_search(get_search(), search_request)
    except SearchInputError as exc:
        return _error_page(exc, text, search_request.limit_param)
    return render_template(
        "search.html",
        q=text,
        limit=search_request.limit_param,
        error=None,
        view=view,
        twin=_twin("search.api_search"),
    )


@bp.get("/api/search")
def api_search() -> Response:
    try:
        search_request = read_request(request.args)
        if not search_request.text.strip():
            return error_response(400, "q is missing: give a query in q (the query language: /api/search/help)")
        view = run_search(get_search(), search_request)
    except SearchInputError as exc:
        return error_response(exc.status, exc.message, **exc.extra())
    return jsonify(view.as_json())


@bp.get("/api/autocomplete")
def api_autocomplete() -> Response:
    """Suggestions for a search box (the page's script asks as the user types; without it the box is a plain
    search, whose names-first lookup finds a card from the start of its name)."""
    try:
        complete_request = read_complete_request(request.args)
    except SearchInputError as exc:
        return error_response(exc.status, exc.message)
    found = complete(
        get_search().corpus, complete_request.text, complete_request.limit, names_only=complete_request.names_only
    )
    return jsonify([s.as_json() for s in found])


@bp.get("/search/advanced")
def advanced_page() -> str | Response | BaseResponse:
    """The advanced search form: filled in, it goes to the search of the query it writes (shown there in the box,
    to learn the query language from)."""
    form = {k: v for k, v in request.args.items() if v.strip()}
    error = None
    if form:
        try:
            written = compose(form).query
        except ComposeError as exc:
            error = exc
        else:
            if written:
                return redirect(url_for("search.search_page", q=written))
    page = render_template(
        "search_advanced.html",
        form=request.args,
        error=error,
        fields=WORD_FIELDS,
        numeric=NUMERIC,
        operators=NUMBER_OPERATORS,
    )
    return Response(page, status=400 if error else 200, mimetype="text/html")


@bp.get("/api/search/advanced")
def api_advanced() -> Response:
    """The query the advanced form's fields write, restated in English, and the search that runs it."""
    try:
        written = compose(request.args).query
    except ComposeError as exc:
        return error_response(400, str(exc), parameter=exc.field)
    if not written:
        return error_response(400, "no field is filled in: the form writes nothing to search")
    return jsonify(
        {"query": written, "explain": explain(parse_query(written)), "search": url_for("search.api_search", q=written)}
    )


@bp.get("/search/help")
def help_page() -> str:
    return render_template("search_help.html", help=help_data(get_knowledge()))


@bp.get("/api/search/help")
def api_help() -> Response:
    return jsonify(help_data(get_knowledge()))
