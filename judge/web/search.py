"""The search page (``/search?q=``), its help page and its JSON twin ``/api/search``."""

from __future__ import annotations

from flask import Blueprint

bp = Blueprint("search", __name__)
