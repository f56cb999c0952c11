"""Rule and ruling pages and their JSON twins: ``/rules/<id>`` and ``/api/rules/<id>``; the documents' contents:
``/rules`` and ``/api/rules``."""

from __future__ import annotations

import difflib

from flask import Blueprint, Response, jsonify, render_template

from judge.rulings.models import RuleRecord
from judge.web import error_response, wants_json
from judge.web.pool import get_knowledge
from judge.web.rule_view import MAX_RECORD_ID, rule_page_data, rule_url
from judge.web.rules_index import contents

bp = Blueprint("rules", __name__)


def _not_found(message: str, close: list[str]) -> Response:
    """The 404 of an unknown record id: JSON with the closest ids (``candidates``) and their pages (``links``), or
    the page listing those links."""
    links = [{"label": i, "url": rule_url(i)} for i in close]
    if wants_json():
        return error_response(404, message, candidates=close, links=links)
    html = render_template("rule.html", missing=True, status=404, message=message, links=links)
    return Response(html, status=404, mimetype="text/html")


def _record(record_id: str) -> RuleRecord | Response:
    rulings = get_knowledge().rulings
    if len(record_id) > MAX_RECORD_ID:
        return _not_found(
            f"no rule or ruling: an id is at most {MAX_RECORD_ID} characters, this one has {len(record_id)}", []
        )
    record = rulings.get(record_id)
    if record is None:
        close = difflib.get_close_matches(record_id, list(rulings.by_id), n=5, cutoff=0.5)
        return _not_found(f"no rule or ruling with the id {record_id!r}", close)
    return record


@bp.get("/rules")
def rules_index() -> str:
    return render_template("rules_index.html", data=contents(get_knowledge()))


@bp.get("/api/rules")
def api_rules_index() -> Response:
    return jsonify(contents(get_knowledge()))


@bp.get("/rules/<path:record_id>")
def rule_page(record_id: str) -> str | Response:
    record = _record(record_id)
    if isinstance(record, Response):
        return record
    return render_template("rule.html", data=rule_page_data(record, get_knowledge()))


@bp.get("/api/rules/<path:record_id>")
def api_rule(record_id: str) -> Response:
    record = _record(record_id)
    if isinstance(record, Response):
        return record
    return jsonify(rule_page_data(record, get_knowledge()))
