"""What the quiz pages (:mod:`judge.web.quiz`) need besides Flask's routes: the request's parameters read and bounded,
the one place the quiz service (:mod:`judge.quiz.generate`) is called, the session's score, and the JSON of
questions and answers.

A quiz is not kept on the server: its parameters (``count``, ``seed``, ``game``, ``kind``, ``difficulty``), the
index ``n`` of the question and the ids of the quiz's questions (``q``, sealed with the application's secret key in
``qm``) travel in the question's URL, so a page survives a reload, any worker answers it, and the next question
costs one question, not the quiz made again (issue 20). A link without the ids (or whose seal does not hold: another
key) regenerates the quiz from its parameters, which always give the same quiz.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import re
import secrets
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from werkzeug.datastructures import MultiDict

from judge.knowledge import KnowledgeBase
from judge.misrulings import REGISTRY
from judge.quiz.generate import QuizError, generate_quiz, question_by_id
from judge.quiz.models import DIFFICULTIES, KINDS, Difficulty, Option, Question, QuestionKind, Quiz

GAMES = ("bttcg", "mechchess", "domination")
"""The games the quiz asks about, as the ``game`` parameter names them."""
MIN_COUNT = 1
MAX_COUNT = 20
DEFAULT_COUNT = 10
MAX_SEED = 2**32 - 1
RANDOM_SEEDS = 1_000_000
"""A seed left out is drawn below this, short enough to read and type again."""
MAX_QUESTION_ID = 256
"""Longer question ids are refused before the service sees them."""
SCORE_MEMORY = 1000
"""How many answered questions a session's score remembers (to count each once): fifty quizzes of twenty."""
CONTEXT_PARAMS = ("count", "seed", "game", "kind", "difficulty", "n")
IDS_PARAM, SEAL_PARAM = "q", "qm"
"""The quiz's question ids (comma-separated) and their seal, in a question's URL."""
_ANY = ("", "any")
_QUESTION_ID = re.compile(r"[^\x00-\x1f\x7f]+")
_DIGITS = re.compile(r"[0-9]{1,20}")


class QuizRequestError(ValueError):
    """A request the quiz cannot serve: its HTTP status, the message, and the parameter at fault (if one is)."""

    def __init__(self, status: int, message: str, parameter: str | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.parameter = parameter

    def extra(self) -> dict[str, Any]:
        """The fields the JSON error carries besides status and message."""
        return {"parameter": self.parameter} if self.parameter else {}


# --- parameters ------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class QuizParams:
    """What makes a quiz: the service's arguments. Empty ``games``/``kinds`` and ``difficulty`` None mean any."""

    count: int
    seed: int
    games: tuple[str, ...] = ()
    kinds: tuple[QuestionKind, ...] = ()
    difficulty: Difficulty | None = None

    def query(self) -> dict[str, Any]:
        """The parameters as ``url_for`` takes them (a list repeats a parameter; None leaves it out)."""
        return {
            "count": self.count,
            "seed": self.seed,
            "game": list(self.games) or None,
            "kind": list(self.kinds) or None,
            "difficulty": self.difficulty,
        }


def _shown(value: str) -> str:
    return repr(value if len(value) <= 40 else value[:40] + "…")


def _number(args: MultiDict[str, str], name: str, low: int, high: int) -> int | None:
    """The whole number ``name`` (None when absent or blank).

    :raises QuizRequestError: for anything else than a whole number from ``low`` to ``high``.
    """
    values = args.getlist(name)
    if len(values) > 1:
        raise QuizRequestError(400, f"parameter {name!r}: give it once, not {len(values)} times", name)
    if not values or not values[0].strip():
        return None
    text = values[0].strip()
    if _DIGITS.fullmatch(text) is None or not low <= int(text) <= high:
        raise QuizRequestError(
            400, f"parameter {name!r}: expected a whole number from {low} to {high}, got {_shown(text)}", name
        )
    return int(text)


T = TypeVar("T", bound=str)


def _names(args: MultiDict[str, str], name: str, allowed: Sequence[T]) -> tuple[T, ...]:
    """The values of a repeatable parameter (also comma-separated), each one of ``allowed``, in ``allowed`` order;
    none when all are given.

    :raises QuizRequestError: for a value that is not one of ``allowed``.
    """
    given: set[str] = set()
    for value in args.getlist(name)[: len(allowed) + 8]:
        for part in value.split(",")[: len(allowed) + 8]:
            word = part.strip().lower()
            if word in _ANY:
                continue
            if word not in allowed:
                raise QuizRequestError(
                    400, f"parameter {name!r}: {_shown(part.strip())} is not one of {', '.join(allowed)}", name
                )
            given.add(word)
    if given == set(allowed):
        return ()  # all of them: the same as none
    return tuple(a for a in allowed if a in given)


def _difficulty(args: MultiDict[str, str]) -> Difficulty | None:
    """:raises QuizRequestError: for a difficulty that is not easy, medium, hard or any."""
    values = args.getlist("difficulty")
    if len(values) > 1:
        raise QuizRequestError(400, f"parameter 'difficulty': give it once, not {len(values)} times", "difficulty")
    word = values[0].strip().lower() if values else ""
    if word in _ANY:
        return None
    for difficulty in DIFFICULTIES:
        if word == difficulty:
            return difficulty
    choices = ", ".join((*DIFFICULTIES, "any"))
    raise QuizRequestError(400, f"parameter 'difficulty': {_shown(values[0])} is not one of {choices}", "difficulty")


def read_params(args: MultiDict[str, str]) -> QuizParams:
    """The quiz a start request asks for: ``count`` (default :data:`DEFAULT_COUNT`), ``seed`` (default random),
    ``game`` and ``kind`` (repeated or comma-separated; default any), ``difficulty`` (default any).

    :raises QuizRequestError: 400 naming the parameter that does not read.
    """
    count = _number(args, "count", MIN_COUNT, MAX_COUNT)
    seed = _number(args, "seed", 0, MAX_SEED)
    return QuizParams(
        count=DEFAULT_COUNT if count is None else count,
        seed=secrets.randbelow(RANDOM_SEEDS) if seed is None else seed,
        games=_names(args, "game", GAMES),
        kinds=_names(args, "kind", KINDS),
        difficulty=_difficulty(args),
    )


@dataclass(frozen=True)
class Place:
    """Where a question stands in its quiz: the quiz's parameters and the question's index (from 0), with the ids of
    the quiz's questions and their seal when the URL gives them."""

    params: QuizParams
    index: int
    ids: tuple[str, ...] = ()
    seal: str = ""


def seal(secret: str | bytes, params: QuizParams, ids: Sequence[str]) -> str:
    """The seal of a quiz's question ids: an HMAC with the application's secret key over the parameters and ids."""
    key = secret.encode("utf-8") if isinstance(secret, str) else secret
    message = json.dumps([params.query(), list(ids)], sort_keys=True).encode("utf-8")
    return hmac.new(key, message, hashlib.sha256).hexdigest()[:24]


def sealed_ids(secret: str | bytes, params: QuizParams, ids: Sequence[str]) -> dict[str, Any]:
    """The URL parameters that carry a quiz's question ids (:data:`IDS_PARAM`, :data:`SEAL_PARAM`)."""
    return {IDS_PARAM: ",".join(ids), SEAL_PARAM: seal(secret, params, ids)}


def _ids(args: MultiDict[str, str]) -> tuple[tuple[str, ...], str]:
    """The quiz's question ids and their seal as the URL gives them (none when absent; bounded before split)."""
    given = args.get(IDS_PARAM, "")
    if not given or len(given) > MAX_COUNT * (MAX_QUESTION_ID + 1):
        return (), ""
    ids = tuple(given.split(",", MAX_COUNT))
    if len(ids) > MAX_COUNT:
        return (), ""
    return ids, args.get(SEAL_PARAM, "")[:64]


def read_place(args: MultiDict[str, str]) -> Place | None:
    """The quiz a question page belongs to (None for a question on its own: no quiz parameter given).

    :raises QuizRequestError: 400 naming the parameter when some are given and one does not read or is missing.
    """
    if not any(name in args for name in CONTEXT_PARAMS):
        return None
    count = _number(args, "count", MIN_COUNT, MAX_COUNT)
    seed = _number(args, "seed", 0, MAX_SEED)
    index = _number(args, "n", 0, MAX_COUNT - 1)
    for name, value in (("count", count), ("seed", seed), ("n", index)):
        if value is None:
            raise QuizRequestError(
                400, f"parameter {name!r} is missing: a quiz's question needs count, seed and n", name
            )
    assert count is not None and seed is not None and index is not None
    params = QuizParams(count, seed, _names(args, "game", GAMES), _names(args, "kind", KINDS), _difficulty(args))
    ids, given_seal = _ids(args)
    return Place(params, index, ids, given_seal)


def check_question_id(question_id: str) -> str:
    """``question_id`` if it may name a question.

    :raises QuizRequestError: 404 for an id too long or with control characters.
    """
    if len(question_id) > MAX_QUESTION_ID:
        raise QuizRequestError(404, f"no question with that id: an id is at most {MAX_QUESTION_ID} characters")
    if _QUESTION_ID.fullmatch(question_id) is None:
        raise QuizRequestError(404, f"no question with the id {_shown(question_id)}: ids have no control characters")
    return question_id


# --- the quiz service ------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class QuizService:
    """The quiz service's three names (:mod:`judge.quiz.generate`)."""

    generate_quiz: Callable[..., Quiz]
    question_by_id: Callable[[KnowledgeBase, str], Question]
    error: type[Exception]


def service() -> QuizService:
    """The quiz service (:mod:`judge.quiz.generate`): the one place this package reaches it, and the seam the page
    tests replace with invented questions. The service keeps the questions it made, so pages regenerate a quiz from
    its URL in well under a millisecond."""
    return QuizService(generate_quiz, question_by_id, QuizError)


def make_quiz(knowledge: KnowledgeBase, params: QuizParams) -> Quiz:
    """The quiz of ``params``.

    :raises QuizRequestError: 400 with the service's message when it cannot make that quiz (no question of that
        game, kind and difficulty, say), or when it makes one without questions.
    """
    svc = service()
    try:
        quiz = svc.generate_quiz(
            knowledge,
            count=params.count,
            seed=params.seed,
            games=list(params.games) or None,
            kinds=list(params.kinds) or None,
            difficulty=params.difficulty,
        )
    except svc.error as exc:
        raise QuizRequestError(400, f"no quiz: {exc}") from None
    if not quiz.questions:
        raise QuizRequestError(400, "no question matches these games, kinds and difficulty: choose more of them")
    return quiz


def find_question(knowledge: KnowledgeBase, question_id: str) -> Question:
    """The question with this id.

    :raises QuizRequestError: 404 for an id that is malformed or names no question.
    """
    check_question_id(question_id)
    svc = service()
    try:
        question = svc.question_by_id(knowledge, question_id)
    except svc.error as exc:
        raise QuizRequestError(404, f"no question with the id {_shown(question_id)}: {exc}") from None
    return question


@dataclass(frozen=True)
class Sequel:
    """A question seen in its quiz: where it stands and the ids of the quiz's questions."""

    place: Place
    ids: tuple[str, ...]

    @property
    def number(self) -> int:
        return self.place.index + 1

    @property
    def total(self) -> int:
        return len(self.ids)

    @property
    def next_id(self) -> str | None:
        """The next question's id (None after the last)."""
        following = self.place.index + 1
        return self.ids[following] if following < self.total else None


def in_quiz(knowledge: KnowledgeBase, question_id: str, place: Place | None, secret: str | bytes) -> Sequel | None:
    """The question's place in its quiz when ``place`` really is where it stands (else None: the page shows the
    question on its own). Ids sealed with ``secret`` are taken as they are (no question is built); without them the
    quiz is made again from its parameters.

    :raises QuizRequestError: 400 when the quiz of ``place`` cannot be made.
    """
    if place is None:
        return None
    if place.ids and hmac.compare_digest(place.seal, seal(secret, place.params, place.ids)):
        ids = place.ids
    else:
        ids = tuple(q.id for q in make_quiz(knowledge, place.params).questions)
    if place.index >= len(ids) or ids[place.index] != question_id:
        return None
    return Sequel(place, ids)


def pick(question: Question, choice: object) -> Option:
    """The option chosen (its key, letter case ignored).

    :raises QuizRequestError: 400 for a choice that is missing or is no option's key.
    """
    keys = ", ".join(o.key for o in question.options)
    if not isinstance(choice, str) or not choice.strip():
        raise QuizRequestError(400, f"choose one of the options: 'choice' is one of {keys}", "choice")
    wanted = choice.strip()
    for option in question.options:
        if option.key == wanted:
            return option
    folded = [o for o in question.options if o.key.casefold() == wanted.casefold()]
    if len(folded) == 1:
        return folded[0]
    raise QuizRequestError(400, f"'choice' {_shown(wanted)} is not an option of this question: choose {keys}", "choice")


# --- the session's score ---------------------------------------------------------------------------------------


def _mark(question_id: str) -> str:
    return hashlib.sha256(question_id.encode("utf-8")).hexdigest()[:12]


@dataclass
class Score:
    """The session's score: questions answered and answered right, in all and per kind. Each question counts once,
    at its first answer; the last :data:`SCORE_MEMORY` questions answered are remembered (as short hashes of their
    ids, with whether the answer was right) to know that."""

    answered: int = 0
    right: int = 0
    kinds: dict[str, list[int]] = field(default_factory=dict)
    seen: list[str] = field(default_factory=list)

    @classmethod
    def load(cls, data: object) -> Score:
        """The score kept in the session (a fresh one for anything that is not a score)."""
        if not isinstance(data, Mapping):
            return cls()
        answered, right, kinds, seen = (data.get(k) for k in ("answered", "right", "kinds", "seen"))
        if not (isinstance(answered, int) and isinstance(right, int) and isinstance(kinds, Mapping)):
            return cls()
        if not isinstance(seen, list) or not all(isinstance(s, str) for s in seen):
            return cls()
        tallies: dict[str, list[int]] = {}
        for kind, pair in kinds.items():
            if isinstance(pair, list) and len(pair) == 2 and all(isinstance(n, int) for n in pair):
                tallies[str(kind)] = [pair[0], pair[1]]
        return cls(answered, right, tallies, [str(s) for s in seen][-SCORE_MEMORY:])

    def dump(self) -> dict[str, Any]:
        """What the session keeps."""
        return {"answered": self.answered, "right": self.right, "kinds": self.kinds, "seen": self.seen}

    def outcome(self, question_id: str) -> bool | None:
        """Whether the question was answered right, wrong, or (None) not yet (or too long ago to remember)."""
        mark = _mark(question_id)
        for entry in self.seen:
            if entry[:-1] == mark:
                return entry[-1] == "1"
        return None

    def record(self, question: Question, right: bool) -> bool:
        """Counts an answer; False (nothing counted) when the question was answered before."""
        if self.outcome(question.id) is not None:
            return False
        self.answered += 1
        self.right += int(right)
        tally = self.kinds.setdefault(question.kind, [0, 0])
        tally[0] += 1
        tally[1] += int(right)
        self.seen = [*self.seen, _mark(question.id) + ("1" if right else "0")][-SCORE_MEMORY:]
        return True

    def as_json(self) -> dict[str, Any]:
        return {
            "answered": self.answered,
            "right": self.right,
            "kinds": {kind: {"answered": a, "right": r} for kind, (a, r) in sorted(self.kinds.items())},
        }


def quiz_score(score: Score, ids: Sequence[str]) -> dict[str, int]:
    """How one quiz went (its questions' ids): its questions, those answered, those answered right."""
    outcomes = [score.outcome(question_id) for question_id in ids]
    return {
        "questions": len(outcomes),
        "answered": sum(o is not None for o in outcomes),
        "right": sum(o is True for o in outcomes),
    }


# --- JSON ------------------------------------------------------------------------------------------------------


def question_json(question: Question) -> dict[str, Any]:
    """A question as it is asked: without which option is right, the answer or any explanation."""
    return {
        "id": question.id,
        "kind": question.kind,
        "game": question.game,
        "difficulty": question.difficulty,
        "prompt": question.prompt,
        "scenario": question.scenario,
        "options": [{"key": o.key, "text": o.text} for o in question.options],
    }


def misruling_title(option: Option) -> str | None:
    """The title of the misruling a wrong option embodies (None for the right one, or a misruling not loaded)."""
    found = REGISTRY.get(option.misruling) if option.misruling else None
    return found.title if found else None


def embodied(option: Option) -> list[dict[str, str | None]]:
    """The misrulings a wrong option embodies (``misruling``, then any others that give the same answer, which the
    service may list in ``also``), each with its title (None for one not loaded)."""
    if not option.misruling:
        return []
    others: list[str] = [str(m) for m in getattr(option, "also", None) or []]
    found = [REGISTRY.get(m) for m in (option.misruling, *others)]
    return [{"id": m, "title": f.title if f else None} for m, f in zip((option.misruling, *others), found, strict=True)]


def option_json(option: Option) -> dict[str, Any]:
    return {**option.model_dump(mode="json"), "misruling_title": misruling_title(option)}


def result_json(question: Question, chosen: Option, counted: bool, score: Score) -> dict[str, Any]:
    """The answer to a question: whether the choice is right, the right option, why, and what each wrong option
    gets wrong."""
    return {
        "question": question.id,
        "choice": chosen.key,
        "correct": chosen.correct,
        "answer": question.answer,
        "chosen": option_json(chosen),
        "options": [option_json(o) for o in question.options],
        "explanation": [s.model_dump(mode="json") for s in question.explanation],
        "sources": list(question.sources),
        "counted": counted,
        "score": score.as_json(),
    }


def right_option(question: Question) -> Option:
    """The option keyed by ``question.answer``.

    :raises ValueError: if the question has none (a bug of the service).
    """
    for option in question.options:
        if option.key == question.answer:
            return option
    raise ValueError(f"question {question.id!r}: no option has the answer's key {question.answer!r}")


def describe() -> dict[str, Any]:
    """What the quiz offers (the start page's choices)."""
    return {
        "games": list(GAMES),
        "kinds": list(KINDS),
        "difficulties": list(DIFFICULTIES),
        "count": {"min": MIN_COUNT, "max": MAX_COUNT, "default": DEFAULT_COUNT},
        "seed": {"min": 0, "max": MAX_SEED},
    }
