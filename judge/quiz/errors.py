"""The one error of the quiz service."""

from __future__ import annotations


class QuizError(ValueError):
    """A quiz request that cannot be answered: a count out of bounds, an unknown game, kind or difficulty, a
    malformed question id or one that names no question over the loaded card pool. The message says which and why
    (the command line exits with status 2, the web pages answer 4xx)."""
