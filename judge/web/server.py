"""``judge serve``: the application under gunicorn, the card pool loaded once and shared by the workers.

Slow clients cannot take the service. The workers are gunicorn's threaded ones (:data:`THREADS` threads each; a
connection waits in the worker's poller, not in a thread, until it sends something). Every read from a connection
gives up after :data:`~judge.web.READ_TIMEOUT` seconds without a byte, or :data:`REQUEST_DEADLINE` seconds after the
request began: a body declared longer than what is sent is a 408, not a thread held until gunicorn kills the worker.
The main thread of a worker keeps answering gunicorn's heartbeat while a thread computes, so no worker is killed
under a request. gunicorn's own error answers (a request line or headers too long, a malformed request) carry the
same JSON shape and security headers as the application's."""

from __future__ import annotations

import json
import socket
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import gunicorn.util
from flask import Flask
from gunicorn.app.base import BaseApplication
from gunicorn.workers.gthread import ThreadWorker

from judge.web import READ_TIMEOUT, SECURITY_HEADERS, create_app

THREADS = 16
"""Threads of each worker: requests answered at once by one worker (CPU-bound work shares the process's core; a
slow client holds a thread for at most :data:`REQUEST_DEADLINE` seconds)."""

REQUEST_DEADLINE = 20.0
"""Seconds a request (its line, headers and body) may take to arrive in all."""


def write_error(sock: Any, status: int, reason: str, message: str) -> None:
    """gunicorn's error answer in the application's shape: ``{"error": {"status", "message"}}`` with the security
    headers (gunicorn writes these itself, before any request reaches the application)."""
    body = json.dumps({"error": {"status": status, "message": message or reason}}).encode("utf-8")
    head = [
        f"HTTP/1.1 {status} {reason}",
        "Connection: close",
        "Content-Type: application/json",
        f"Content-Length: {len(body)}",
        *(f"{name}: {value}" for name, value in SECURITY_HEADERS.items()),
    ]
    gunicorn.util.write_nonblock(sock, ("\r\n".join(head) + "\r\n\r\n").encode("latin-1") + body)


class DeadlineSocket:
    """A connection's socket whose reads give up after :data:`~judge.web.READ_TIMEOUT` seconds without a byte, or
    when the request has taken :data:`REQUEST_DEADLINE` seconds in all (a client sending a byte now and then would
    otherwise hold its thread for ever); everything else is the socket's own."""

    def __init__(self, sock: socket.socket) -> None:
        self._sock = sock
        self.deadline = time.monotonic() + REQUEST_DEADLINE

    def recv(self, size: int, *flags: int) -> bytes:
        left = self.deadline - time.monotonic()
        if left <= 0:
            raise TimeoutError(f"the request took more than {REQUEST_DEADLINE:g} s to arrive")
        self._sock.settimeout(min(READ_TIMEOUT, left))
        return self._sock.recv(size, *flags)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._sock, name)


class JudgeWorker(ThreadWorker):  # type: ignore[misc]
    """gunicorn's threaded worker with a deadline on every request's reads and the application's error shape."""

    def init_process(self) -> None:
        gunicorn.util.write_error = write_error  # read by the base worker's handle_error, in this process only
        super().init_process()

    def handle(self, conn: Any) -> Any:
        """Each request of a connection (a kept-alive one included) comes here first: its deadline starts now."""
        if not isinstance(conn.sock, DeadlineSocket):
            conn.sock = DeadlineSocket(conn.sock)  # before the parser takes the socket (conn.init)
        conn.sock.deadline = time.monotonic() + REQUEST_DEADLINE
        return super().handle(conn)


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
        "worker_class": "judge.web.server.JudgeWorker",
        "threads": THREADS,
        "preload_app": True,
        "timeout": 30,
        "limit_request_line": 4094,
        "limit_request_fields": 50,
        "accesslog": "-",
    }
    _Server(app, options).run()


def warm_up(app: Flask) -> None:
    """Does once, before the workers fork, what every worker would otherwise do on its first request: build the
    card-text parser, measure the pool's coverage, read and executed, and find what the quiz templates draw from (a
    few seconds). The search index is built but not opened here: each worker opens its own searcher, so no file
    position is shared between processes."""
    from judge.quiz.generate import prepare
    from judge.web.coverage_view import measured
    from judge.web.pool import get_knowledge

    with app.app_context():
        measured(None, None)
        prepare(get_knowledge())
