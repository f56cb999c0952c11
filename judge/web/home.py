"""The home page and its JSON twin."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

from flask import Blueprint, Response, jsonify, render_template

from judge import __version__
from judge.cards.models import GAMES
from judge.web.pool import get_pool

bp = Blueprint("home", __name__)


def _summary() -> dict[str, Any]:
    pool = get_pool()
    counts = Counter(card.game for card in pool.cards)
    return {
        "version": __version__,
        "cards": {game: counts.get(game, 0) for game in GAMES},
        "files": [{"file": Path(r.path).name, "format": r.format, "records": r.count} for r in pool.reports],
    }


@bp.get("/")
def index() -> str:
    return render_template("home.html", summary=_summary())


@bp.get("/api/")
@bp.get("/api")
def api_index() -> Response:
    return jsonify(_summary())
