"""Question templates: each builds one question from a random number generator (seeded by the question id), or
none when its draw makes no good question (the generator then draws again, a bounded number of times)."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from judge.knowledge import KnowledgeBase
from judge.quiz.build import Draft, scenario_question
from judge.quiz.ids import QuestionId
from judge.quiz.kit import GameKit
from judge.quiz.models import Question, QuestionKind

Build = Callable[[KnowledgeBase, QuestionId, random.Random], Question | None]
DraftMaker = Callable[[KnowledgeBase, random.Random, int], Draft | None]
"""Makes a draft from the generator and ``pick``, the id's draw plus the attempt: a template that goes through a
list (the examples, the cards) takes its item ``pick`` modulo the list's length, so that consecutive draws go
through all of it; the others draw everything from the generator."""
TRIES = 4
"""Drafts one scenario template tries for one id before it gives up (each is a few engine runs)."""


@dataclass(frozen=True)
class Template:
    kind: QuestionKind
    game: str
    name: str
    build: Build
    weight: int = 1
    """How often the template is drawn, against the other templates of its (kind, game)."""

    @property
    def key(self) -> str:
        return f"{self.kind}.{self.game}.{self.name}"


def from_drafts(kit: GameKit, make: DraftMaker, tries: int = TRIES) -> Build:
    """A template that asks the question of the first of ``tries`` drafts that makes one."""

    def build(knowledge: KnowledgeBase, qid: QuestionId, rng: random.Random) -> Question | None:
        for attempt in range(tries):
            draft = make(knowledge, rng, qid.draw + attempt)
            if draft is None:
                continue
            question = scenario_question(kit, knowledge, draft, qid, rng)
            if question is not None:
                return question
        return None

    return build
