"""A random card (issue 22, item 4): ``/random`` goes to a card's page, ``/random?q=`` to a card matching the query;
the JSON twin ``/api/random`` names the card drawn and how many it was drawn from."""

from __future__ import annotations

import random
from typing import Any

from flask import Blueprint, Response, jsonify, redirect, request, url_for
from werkzeug.wrappers import Response as BaseResponse

from judge.cards.present import card_summary
from judge.search.query import MAX_QUERY, QueryError
from judge.web import error_response
from judge.web.pool import get_pool, get_search

bp = Blueprint("random_card", __name__)


def _draw() -> dict[str, Any] | Response:
    """A card drawn at random from those matching ``q`` (every card without it), with the number drawn from."""
    text = request.args.get("q", "")
    if len(text) > MAX_QUERY:
        return error_response(400, f"q is {len(text)} characters long; queries are limited to {MAX_QUERY}")
    try:
        slugs = get_search().matching_cards(text if text.strip() else None)
    except QueryError as exc:
        return error_response(400, f"q: {exc}", line=1, column=exc.column)
    if not slugs:
        return error_response(404, f"no card matches {text!r}: try /search?q= to see what it finds")
    card = get_pool().by_slug[random.choice(slugs)]
    return {
        "card": card_summary(card),
        "url": url_for("cards.card_page", slug=card.slug),
        "query": text or None,
        "matches": len(slugs),
    }


@bp.get("/random")
def random_page() -> Response | BaseResponse:
    drawn = _draw()
    if isinstance(drawn, Response):
        return drawn
    response = redirect(drawn["url"])
    response.headers["Cache-Control"] = "no-store"
    return response


@bp.get("/api/random")
def api_random() -> Response:
    drawn = _draw()
    if isinstance(drawn, Response):
        return drawn
    response = jsonify(drawn)
    response.headers["Cache-Control"] = "no-store"
    return response
