"""Card pages: the list with filters and one page per card, each with its JSON twin."""

from __future__ import annotations

import re
from typing import Any, cast

from flask import Blueprint, Response, jsonify, redirect, render_template, request, url_for
from werkzeug.wrappers import Response as BaseResponse

from judge.cards.models import GAMES, Card, Game
from judge.pool import CardLookupError
from judge.web import error_response, wants_json
from judge.web.card_list import SORTS, Sort, row, set_matches, sorted_cards, type_matches
from judge.web.card_view import candidate_links, card_page_data
from judge.web.pool import get_knowledge, get_pool

bp = Blueprint("cards", __name__)

PAGE_SIZE = 100
MAX_SLUG = 200
_GAME_PREFIXES: dict[str, Game] = {"domination": "domination", "mechchess": "mechchess"}
"""The page names of those games' cards start with the game (``domination-atlas``)."""


def _listing() -> dict[str, Any] | Response:
    game_arg = request.args.get("game") or None
    if game_arg is not None and game_arg not in GAMES:
        return error_response(400, f"unknown game {game_arg!r}; expected one of {', '.join(GAMES)}")
    game: Game | None = game_arg
    set_name = request.args.get("set") or None
    card_type = request.args.get("type") or None
    q = (request.args.get("q") or "").strip().casefold()
    page_arg = request.args.get("page", "1")
    if not re.fullmatch(r"[0-9]{1,6}", page_arg) or int(page_arg) < 1:
        return error_response(400, f"page must be a whole number from 1, not {page_arg!r}")
    page = int(page_arg)
    sort = request.args.get("sort") or "name"
    if sort not in SORTS:
        return error_response(400, f"sort must be one of {', '.join(SORTS)}, not {sort[:20]!r}")
    order = request.args.get("order") or "asc"
    if order not in ("asc", "desc"):
        return error_response(400, f"order must be asc or desc, not {order[:20]!r}")
    found = [
        c
        for c in get_pool().filter(game)
        if q in c.name.casefold()
        and (set_name is None or set_matches(c, set_name))
        and (card_type is None or type_matches(c, card_type))
    ]
    found = sorted_cards(found, cast(Sort, sort), descending=order == "desc")
    start = (page - 1) * PAGE_SIZE
    return {
        "total": len(found),
        "page": page,
        "page_size": PAGE_SIZE,
        "filters": {"game": game, "set": set_name, "type": card_type, "q": q or None},
        "sort": sort,
        "order": order,
        "cards": [row(c) for c in found[start : start + PAGE_SIZE]],
    }


@bp.get("/cards")
def card_list() -> str | Response:
    data = _listing()
    if isinstance(data, Response):
        return data
    query = request.query_string.decode("ascii", "replace")
    twin = url_for("cards.api_card_list") + (f"?{query}" if query else "")
    return render_template("cards.html", data=data, games=GAMES, twin=twin)


@bp.get("/api/cards")
def api_card_list() -> Response:
    data = _listing()
    return data if isinstance(data, Response) else jsonify(data)


def _not_found(message: str, labels: list[str], game: Game | None = None) -> Response:
    """The 404 of an unknown card page name: JSON with the closest names (``candidates``) and their pages
    (``links``), or the page listing those links. ``game``: the game the names are of, if the page name gave one."""
    links = candidate_links(labels, get_pool().filter(game))
    if wants_json():
        return error_response(404, message, candidates=labels, links=links)
    html = render_template("card.html", missing=True, status=404, message=message, links=links)
    return Response(html, status=404, mimetype="text/html")


def _card(slug: str) -> Card | Response:
    if len(slug) > MAX_SLUG:
        return _not_found(f"no card: a card page name is at most {MAX_SLUG} characters, this one has {len(slug)}", [])
    card = get_pool().by_slug.get(slug)
    if card is not None:
        return card
    prefix, _, rest = slug.partition("-")
    game = _GAME_PREFIXES.get(prefix) if rest else None
    name = rest if game else slug
    try:
        found = get_pool().lookup(name.replace("-", " "), game, fuzzy=False)
    except CardLookupError as exc:
        return _not_found(f"no card with the page name {slug!r}", exc.candidates, game)
    return found


@bp.get("/cards/<slug>")
def card_page(slug: str) -> str | Response | BaseResponse:
    card = _card(slug)
    if isinstance(card, Response):
        return card
    if card.slug != slug:
        return redirect(url_for("cards.card_page", slug=card.slug))
    return render_template("card.html", data=card_page_data(card, get_knowledge()))


@bp.get("/api/cards/<slug>")
def api_card(slug: str) -> Response | BaseResponse:
    card = _card(slug)
    if isinstance(card, Response):
        return card
    if card.slug != slug:
        return redirect(url_for("cards.api_card", slug=card.slug))
    return jsonify(card_page_data(card, get_knowledge()))
