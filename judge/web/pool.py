"""The card pool the application serves."""

from __future__ import annotations

from flask import current_app

from judge.pool import CardPool


def get_pool() -> CardPool:
    pool = current_app.extensions["judge.pool"]
    assert isinstance(pool, CardPool)
    return pool
