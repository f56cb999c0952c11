"""The custom card validator (``/validate``) and the grammar's coverage (``/coverage``), with their JSON twins."""

from __future__ import annotations

from flask import Blueprint

bp = Blueprint("validate", __name__)
