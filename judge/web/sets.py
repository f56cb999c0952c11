"""Set pages (issue 22, item 4): ``/sets`` lists every BattleTech TCG set of the loaded pool in release order, official
or not, with its card counts; ``/sets/<name>`` lists one set's cards. ``/api/sets`` and ``/api/sets/<name>`` are their
JSON twins. The listing itself is :mod:`judge.cards.set_listing`."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, Response, jsonify, render_template, url_for

from judge.cards.set_listing import SetEntry, find_set, pool_sets
from judge.web import error_response
from judge.web.card_list import row
from judge.web.pool import get_pool

bp = Blueprint("sets", __name__)

MAX_SET_NAME = 100


def _summary(entry: SetEntry) -> dict[str, Any]:
    return {
        "name": entry.name,
        "slug": entry.slug,
        "official": entry.official,
        "release": entry.release,
        "cards": len(entry.cards),
        "types": entry.types,
        "url": url_for("sets.set_page", name=entry.slug),
    }


def _listing() -> dict[str, Any]:
    entries = pool_sets(get_pool().filter(None))
    return {
        "sets": [_summary(e) for e in entries],
        "order": "official sets in release order (rulebook pp.40-43), then sets this version does not know, by name",
    }


def _one(name: str) -> dict[str, Any] | Response:
    if len(name) > MAX_SET_NAME:
        return error_response(404, f"no set: a set name is at most {MAX_SET_NAME} characters, this one has {len(name)}")
    entries = pool_sets(get_pool().filter(None))
    entry = find_set(entries, name)
    if entry is None:
        known = ", ".join(e.slug for e in entries)
        return error_response(404, f"no set {name!r} in the loaded cards; the sets are: {known}")
    return {**_summary(entry), "card_list": [row(c) for c in entry.cards]}


@bp.get("/sets")
def sets_page() -> str | Response:
    return render_template("sets.html", data=_listing())


@bp.get("/api/sets")
def api_sets() -> Response:
    return jsonify(_listing())


@bp.get("/sets/<name>")
def set_page(name: str) -> str | Response:
    data = _one(name)
    if isinstance(data, Response):
        return data
    return render_template("set.html", data=data)


@bp.get("/api/sets/<name>")
def api_set(name: str) -> Response:
    data = _one(name)
    return data if isinstance(data, Response) else jsonify(data)
