"""Question ids: ``<kind>.<game>.<template>.<draw>``, e.g. ``scenario.bttcg.battle.1843207715``.

The id is all it takes to regenerate a question: the template builds it from a random number generator seeded with
the template and the draw, so the same id always gives the same question over the same card pool. Ids use only
letters, digits, ``.`` and ``-``: they are safe in URLs and file names.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from judge.quiz.errors import QuizError
from judge.quiz.models import KINDS, QuestionKind

MAX_DRAW = 2**31 - 1
MAX_ID = 120
_ID = re.compile(r"(?P<kind>[a-z]+)\.(?P<game>[a-z]+)\.(?P<template>[a-z][a-z0-9-]*)\.(?P<draw>0|[1-9][0-9]{0,9})")


@dataclass(frozen=True)
class QuestionId:
    kind: QuestionKind
    game: str
    template: str
    draw: int

    def __str__(self) -> str:
        return f"{self.kind}.{self.game}.{self.template}.{self.draw}"

    def rng(self) -> random.Random:
        """The generator the template draws from (a string seed is hashed the same way on every run)."""
        return random.Random(str(self))


def parse_id(text: str) -> QuestionId:
    """The parts of a question id.

    :raises QuizError: for text that is not ``<kind>.<game>.<template>.<draw>`` with a known kind and a draw in
        0..2**31-1.
    """
    shown = text if len(text) <= 60 else text[:60] + "…"
    if len(text) > MAX_ID:
        raise QuizError(f"malformed question id {shown!r}: longer than {MAX_ID} characters")
    match = _ID.fullmatch(text)
    if match is None:
        raise QuizError(
            f"malformed question id {shown!r}: expected <kind>.<game>.<template>.<number>, "
            "e.g. scenario.bttcg.battle.12345"
        )
    kind = next((k for k in KINDS if k == match.group("kind")), None)
    if kind is None:
        raise QuizError(
            f"malformed question id {shown!r}: unknown kind {match.group('kind')!r} (expected {', '.join(KINDS)})"
        )
    draw = int(match.group("draw"))
    if draw > MAX_DRAW:
        raise QuizError(f"malformed question id {shown!r}: the number must be at most {MAX_DRAW}")
    return QuestionId(kind, match.group("game"), match.group("template"), draw)
