"""The custom card validator (``/validate``) and the grammar's coverage (``/coverage``), with their JSON twins.

``/validate`` is a form (GET, ``?example=`` fills it with an invented card) and its answer (POST: the form fields
``text``, ``name`` and ``type``, or an uploaded card file ``file``). ``/api/validate`` is the twin: GET describes what
it accepts, POST answers JSON ``{"text", "name"?, "type"?}`` as ``judge parse --json`` does, or a YAML card file as
``judge validate --json`` does. A text or card that does not parse is an answer (200); only input that cannot be read
is an error (400, with the line and column where they are known).
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

from flask import Blueprint, Response, jsonify, render_template, request, url_for

from judge.cardtext.present import CARD_TYPES
from judge.cardtext.validate import MAX_UPLOAD_BYTES
from judge.web import error_response
from judge.web.coverage_view import PAGE_SIZE, STATUSES, coverage_answer, coverage_query, measured, percent
from judge.web.validate_view import (
    EXAMPLE_FILE,
    EXAMPLES,
    YAML_TYPES,
    InputError,
    TextInput,
    api_description,
    json_text_input,
    read_file,
    read_text,
    source_name,
    text_input,
)

bp = Blueprint("validate", __name__)

LISTED = ("failed", "partial")
"""The cards the coverage page lists unless asked for others."""


def _page(status: int = 200, **context: Any) -> Response:
    bt = measured(None, "bttcg")
    html = render_template(
        "validate.html",
        examples=EXAMPLES,
        example_file=EXAMPLE_FILE,
        card_types=CARD_TYPES,
        max_upload=MAX_UPLOAD_BYTES,
        pool_coverage={
            "parsed": bt["read"],
            "executed": bt["parsed"],
            "total": bt["total"],
            "percent": percent(bt["read"], bt["total"]),
        },
        **{"form": TextInput(), "report": None, "file": None, "error": None, **context},
    )
    response = Response(html, mimetype="text/html")
    response.status_code = status
    return response


@bp.get("/validate")
def validate_form() -> Response:
    key = request.args.get("example")
    if key is None:
        return _page()
    example = EXAMPLES.get(key)
    if example is None:
        return _page(400, error=InputError(f"no example {key[:40]!r}; the examples are {', '.join(EXAMPLES)}"))
    given = TextInput(example.text, example.name, example.card_type)
    return _page(form=given, report=read_text(given))


@bp.post("/validate")
def validate_answer() -> Response:
    if "file" in request.files or request.form.get("kind") == "file":
        upload = request.files.get("file")
        if upload is None or not upload.filename:
            return _page(400, error=InputError("choose a card file to upload (YAML)"))
        try:
            view = read_file(upload.stream.read(MAX_UPLOAD_BYTES + 1), source_name(upload.filename))
        except InputError as exc:
            return _page(400, error=exc)
        return _page(file=view)
    # a browser sends a text box's lines ended by CR LF: read them as the box shows them
    text = request.form.get("text", "").replace("\r\n", "\n")
    form = TextInput(text, request.form.get("name", "")[:200], request.form.get("type", "")[:40])
    try:
        given = text_input(form.text, form.name, form.card_type)
        return _page(form=form, report=read_text(given))
    except InputError as exc:
        return _page(400, error=exc, form=form)


@bp.get("/api/validate")
def api_validate_help() -> Response:
    return jsonify(api_description())


@bp.post("/api/validate")
def api_validate() -> Response:
    try:
        if request.mimetype == "application/json":
            return jsonify(read_text(json_text_input(request.get_data(cache=False))).as_json())
        if request.mimetype in YAML_TYPES:
            return jsonify(read_file(request.get_data(cache=False), "request body").as_json())
    except InputError as exc:
        return error_response(400, exc.message, **exc.extra())
    given = request.mimetype or "none"
    accepted = ", ".join(("application/json", *YAML_TYPES))
    return error_response(415, f"Content-Type {given[:60]!r} is not accepted; send one of {accepted}")


@bp.get("/coverage")
def coverage_page() -> Response | str:
    try:
        query = coverage_query(request.args, LISTED)
    except InputError as exc:
        return error_response(400, exc.message)
    data = coverage_answer(query)
    start = (query.page - 1) * PAGE_SIZE
    return render_template(
        "coverage.html",
        data=data,
        query=query,
        statuses=STATUSES,
        listed=data["cards"][start : start + PAGE_SIZE],
        start=start,
        page_size=PAGE_SIZE,
        percent=percent,
        twin=url_for("validate.api_coverage") + (f"?{urlencode(params)}" if (params := query.params()) else ""),
    )


@bp.get("/api/coverage")
def api_coverage() -> Response:
    try:
        query = coverage_query(request.args)
    except InputError as exc:
        return error_response(400, exc.message, **exc.extra())
    return jsonify(coverage_answer(query))
