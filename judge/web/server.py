"""``judge serve``: the application under gunicorn, the card pool loaded once and shared by the workers."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

from flask import Flask
from gunicorn.app.base import BaseApplication

from judge.web import create_app


class _Server(BaseApplication):  # type: ignore[misc]
    def __init__(self, app: Flask, options: dict[str, Any]) -> None:
        self.application = app
        self.options = options
        super().__init__()

    def load_config(self) -> None:
        for key, value in self.options.items():
            self.cfg.set(key, value)

    def load(self) -> Flask:
        return self.application


def serve(host: str, port: int, *, workers: int = 2, pool_files: Iterable[Path] = ()) -> None:
    """Runs the service until interrupted. The pool is loaded before the workers fork (``preload_app``).

    :raises PoolFileError: if a pool file does not read.
    :raises RulingsFileError: if a rulings file does not read.
    """
    from judge.knowledge import KnowledgeBase
    from judge.search.index import SearchIndex

    knowledge = KnowledgeBase.load(pool_files)
    SearchIndex.open(knowledge)  # built here, once, before the workers fork; they only read it
    app = create_app(knowledge=knowledge)
    warm_up(app)
    options = {
        "bind": f"{host}:{port}",
        "workers": workers,
        "preload_app": True,
        "timeout": 30,
        "limit_request_line": 4094,
        "limit_request_fields": 50,
        "accesslog": "-",
    }
    _Server(app, options).run()


def warm_up(app: Flask) -> None:
    """Does once, before the workers fork, what every worker would otherwise do on its first request: build the
    card-text parser and measure the pool's coverage, read and executed (a few seconds). The search index is built
    but not opened here: each worker opens its own searcher, so no file position is shared between processes."""
    from judge.web.coverage_view import measured

    with app.app_context():
        measured(None, None)
