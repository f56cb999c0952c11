"""A quiz as data: questions with their options, the right one computed by an engine, the wrong ones by the same
engine under named misrulings (:mod:`judge.misrulings`), each explained with the rules it follows or breaks."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

QuestionKind = Literal["scenario", "ruling", "card"]
Difficulty = Literal["easy", "medium", "hard"]
KINDS: tuple[QuestionKind, ...] = ("scenario", "ruling", "card")
DIFFICULTIES: tuple[Difficulty, ...] = ("easy", "medium", "hard")


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Step(_Frozen):
    """One step of an explanation: what happened or what the ruling says, and the ids of the rules behind it."""

    text: str
    rules: list[str]


class Option(_Frozen):
    """One answer offered. The right option has no misruling; a wrong one names the misruling that gives it and
    the rules that misruling breaks (``rules``), and ``explanation`` says what mistake it embodies."""

    key: str
    """"A", "B", ... in the order shown."""
    text: str
    correct: bool
    misruling: str | None = None
    explanation: str
    rules: list[str]
    also: list[str] = Field(default_factory=list)
    """Other misrulings that give the same wrong answer (the option names the first in ``misruling``; its
    explanation and ``rules`` cover them all)."""


class Question(_Frozen):
    """One question. ``id`` regenerates it: the same id always gives the same question over the same card pool."""

    id: str
    kind: QuestionKind
    game: str
    difficulty: Difficulty
    prompt: str
    scenario: str | None = None
    """The scenario (YAML) the question is about, for scenario and card questions."""
    options: list[Option]
    answer: str
    """The key of the one right option."""
    explanation: list[Step]
    """Why the right answer is right: the engine's trace (scenario and card questions) or the ruling (ruling
    questions), every step with its rule ids."""
    sources: list[str]
    """The records the question comes from (worked examples, rulings, cards)."""


class Quiz(_Frozen):
    seed: int
    questions: list[Question]
    note: str | None = None
    """Why the quiz has fewer questions than asked for, when that is the work budget (:mod:`judge.budget`)."""
