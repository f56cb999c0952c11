"""Rule and ruling pages and their JSON twins: ``/rules/<id>`` and ``/api/rules/<id>``."""

from __future__ import annotations

import difflib

from flask import Blueprint, Response, jsonify, render_template

from judge.rulings.models import RuleRecord
from judge.rulings.present import record_json
from judge.web import error_response
from judge.web.pool import get_knowledge

bp = Blueprint("rules", __name__)


def _record(record_id: str) -> RuleRecord | Response:
    rulings = get_knowledge().rulings
    record = rulings.get(record_id) if len(record_id) <= 300 else None
    if record is None:
        close = difflib.get_close_matches(record_id[:300], list(rulings.by_id), n=5, cutoff=0.5)
        return error_response(404, f"no rule or ruling with the id {record_id[:300]!r}", candidates=close)
    return record


@bp.get("/rules/<path:record_id>")
def rule_page(record_id: str) -> str | Response:
    record = _record(record_id)
    if isinstance(record, Response):
        return record
    rulings = get_knowledge().rulings
    data = record_json(record, rulings)
    cards = []
    for reference in record.cards:
        from judge.rulings.store import DOCUMENT_GAMES, split_card_reference

        name, _sets = split_card_reference(reference)
        try:
            found = get_knowledge().pool.lookup(name, DOCUMENT_GAMES.get(record.document))  # type: ignore[arg-type]
        except LookupError:
            found = None
        cards.append((reference, found.slug if found else None))
    return render_template("rule.html", record=record, data=data, cards=cards)


@bp.get("/api/rules/<path:record_id>")
def api_rule(record_id: str) -> Response:
    record = _record(record_id)
    if isinstance(record, Response):
        return record
    return jsonify({"record": record_json(record, get_knowledge().rulings)})
