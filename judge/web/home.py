"""The home page and its JSON twin: the search box with example queries, what the service offers, and the cards
loaded."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

from flask import Blueprint, Response, current_app, jsonify, render_template, url_for

from judge import __version__
from judge.cards.models import GAMES
from judge.web.pool import get_pool
from judge.web.search_help import HOME_EXAMPLES, example_json

bp = Blueprint("home", __name__)


def _sections() -> list[dict[str, str | None]]:
    """What the service offers: each page with its JSON twin."""
    return [
        {
            "name": "Search",
            "url": url_for("search.search_page"),
            "api": url_for("search.api_help"),
            "about": "cards, rules, glossary and rulings in one box, with a query language",
        },
        {
            "name": "Cards",
            "url": url_for("cards.card_list"),
            "api": url_for("cards.api_card_list"),
            "about": "every card: stats, printed and current text with errata, parsed effects, rulings",
        },
        {
            "name": "What happens?",
            "url": url_for("ask.scenario_form"),
            "api": url_for("ask.api_scenario_help"),
            "about": "write a situation in plain English or YAML: legality, outcomes and a cited trace",
        },
        {
            "name": "Validate a card",
            "url": url_for("validate.validate_form"),
            "api": url_for("validate.api_validate_help"),
            "about": "custom card text: each sentence parsed, or the error shown at its column",
        },
    ]


def _summary() -> dict[str, Any]:
    pool = get_pool()
    counts = Counter(card.game for card in pool.cards)
    examples = [
        {
            **example_json(text),
            "url": url_for("search.search_page", q=text),
            "api": url_for("search.api_search", q=text),
        }
        for text in HOME_EXAMPLES
    ]
    return {
        "version": __version__,
        "cards": {game: counts.get(game, 0) for game in GAMES},
        "files": [{"file": Path(r.path).name, "format": r.format, "records": r.count} for r in pool.reports],
        "search": {"url": url_for("search.search_page"), "api": url_for("search.api_search"), "examples": examples},
        "sections": _sections(),
    }


@bp.get("/")
def index() -> str:
    return render_template("home.html", summary=_summary())


@bp.get("/api/")
@bp.get("/api")
def api_index() -> Response:
    return jsonify(_summary())


@bp.get("/favicon.ico")
def favicon() -> Response:
    """Browsers ask for /favicon.ico on pages that name no icon (the JSON twins): the site's icon."""
    return current_app.send_static_file("favicon.svg")
