"""The quiz's scores, kept by the service (SQLite, in the user's data folder), not in the cookie.

A score kept in the signed cookie could be replayed: sending back the cookie from before a wrong answer made the
question unanswered again, and a second try could count as right. The cookie now holds only a random session id;
the score itself (which questions were answered, right or wrong, each counted at its first answer) lives here, so
an answered question stays answered whatever cookie comes back. Each answer is a transaction, so the gunicorn
workers (separate processes) share the scores safely. Scores untouched for :data:`KEEP_DAYS` days are forgotten."""

from __future__ import annotations

import json
import secrets
import sqlite3
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TypeVar

from judge.paths import user_data_dir
from judge.web.quiz_view import QuizRequestError, Score

FILE_NAME = "quiz-scores.sqlite3"
KEEP_DAYS = 30
SESSION_ID_KEY = "quiz_session"
"""The cookie's key for the session id (the score is not in the cookie)."""

T = TypeVar("T")


def new_session_id() -> str:
    return secrets.token_urlsafe(18)


def valid_session_id(value: object) -> bool:
    return isinstance(value, str) and 16 <= len(value) <= 64 and value.replace("-", "").replace("_", "").isalnum()


class ScoreStore:
    """The scores of the quiz's sessions, by session id, in one SQLite file."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else user_data_dir() / FILE_NAME

    @contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        """A connection in one immediate transaction (committed, or rolled back on an error).

        :raises QuizRequestError: 503 when the file cannot be created or written (it names the file and why).
        """
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            connection = sqlite3.connect(self.path, timeout=10, isolation_level=None)
        except (OSError, sqlite3.Error) as exc:
            raise self._unavailable(exc) from None
        try:
            connection.execute("BEGIN IMMEDIATE")
            connection.execute(
                "CREATE TABLE IF NOT EXISTS scores (session TEXT PRIMARY KEY, score TEXT NOT NULL, at REAL NOT NULL)"
            )
            yield connection
            connection.execute("COMMIT")
        except sqlite3.Error as exc:
            if connection.in_transaction:
                connection.execute("ROLLBACK")
            raise self._unavailable(exc) from None
        finally:
            connection.close()

    def _unavailable(self, exc: Exception) -> QuizRequestError:
        return QuizRequestError(503, f"the quiz's scores cannot be kept in {self.path}: {exc}")

    @staticmethod
    def _read(connection: sqlite3.Connection, session: str) -> Score:
        row = connection.execute("SELECT score FROM scores WHERE session = ?", (session,)).fetchone()
        if row is None:
            return Score()
        try:
            return Score.load(json.loads(row[0]))
        except ValueError:  # a damaged row: a fresh score rather than a 500
            return Score()

    def score(self, session: str | None) -> Score:
        """The session's score (a fresh one for no session or an unknown one)."""
        if session is None:
            return Score()
        with self._connect() as connection:
            return self._read(connection, session)

    def update(self, session: str, change: Callable[[Score], T]) -> tuple[T, Score]:
        """Applies ``change`` to the session's score in one transaction: what it returned, and the score after."""
        with self._connect() as connection:
            score = self._read(connection, session)
            result = change(score)
            now = time.time()
            connection.execute(
                "INSERT INTO scores (session, score, at) VALUES (?, ?, ?) "
                "ON CONFLICT (session) DO UPDATE SET score = excluded.score, at = excluded.at",
                (session, json.dumps(score.dump()), now),
            )
            connection.execute("DELETE FROM scores WHERE at < ?", (now - KEEP_DAYS * 86_400,))
            return result, score

    def forget(self, session: str | None) -> None:
        """Drops the session's score (a reset)."""
        if session is None:
            return
        with self._connect() as connection:
            connection.execute("DELETE FROM scores WHERE session = ?", (session,))


__all__ = ["KEEP_DAYS", "SESSION_ID_KEY", "ScoreStore", "new_session_id", "valid_session_id"]
