"""The quiz service: :func:`generate_quiz` (a seeded quiz) and :func:`question_by_id` (one question again).

A quiz draws its questions from the templates (:data:`TEMPLATES`), taking the allowed (kind, game) pairs in turn
in an order shuffled by the seed, a template of the pair at random, and a random draw for it; the question's id
records the draw (:mod:`judge.quiz.ids`), so :func:`question_by_id` rebuilds it exactly. The work is bounded: at
most 50 questions, :data:`ATTEMPTS_PER_QUESTION` template runs per question asked for, each template a few drafts
(:data:`judge.quiz.templates.TRIES`), each draft a bounded number of engine runs within the engines' own budgets.
"""

from __future__ import annotations

import random
import threading
from collections import OrderedDict, defaultdict
from collections.abc import Sequence

from judge.budget import WORK_LIMIT, WorkBudgetError, current, own_budget, work_budget
from judge.knowledge import KnowledgeBase
from judge.misrulings import REGISTRY, active
from judge.quiz import bttcg_battles, mechchess_templates, rulings_templates
from judge.quiz import domination_templates as domination
from judge.quiz.bttcg_cards import mission_card_draft
from judge.quiz.bttcg_units import executable_missions
from judge.quiz.errors import QuizError
from judge.quiz.examples import example_draft
from judge.quiz.ids import MAX_DRAW, QuestionId, parse_id
from judge.quiz.kit_bttcg import BttcgKit
from judge.quiz.kit_domination import DominationKit
from judge.quiz.kit_mechchess import MechChessKit
from judge.quiz.models import DIFFICULTIES, KINDS, Difficulty, Question, QuestionKind, Quiz
from judge.quiz.registry import GAMES, load_misrulings
from judge.quiz.templates import Template, from_drafts

MAX_COUNT = 50
MAX_SEED = 2**63 - 1
ATTEMPTS_PER_QUESTION = 8
GIVE_UP_AFTER = 6
"""Failed attempts in a row after which a (kind, game) pair is left out of the quiz being made."""
GIVE_UP_AFTER_FILTERED = 12
"""The same under a difficulty filter: a question of another difficulty is no sign that the pair makes none (the
work stays bounded by the request's budget)."""
CACHE_SIZE = 512
KNOWLEDGE_BASES = 4
"""Knowledge bases whose questions are remembered (the oldest forgotten first)."""

_BTTCG, _MECHCHESS, _DOMINATION = BttcgKit(), MechChessKit(), DominationKit()

TEMPLATES: tuple[Template, ...] = (
    Template("scenario", "bttcg", "example", from_drafts(_BTTCG, example_draft("bttcg"), tries=1), 3),
    Template("scenario", "bttcg", "battle", from_drafts(_BTTCG, bttcg_battles.battle_draft), 4),
    Template("scenario", "bttcg", "fog", from_drafts(_BTTCG, bttcg_battles.fog_draft)),
    Template("scenario", "bttcg", "construction", from_drafts(_BTTCG, bttcg_battles.construction_draft)),
    Template("scenario", "bttcg", "repair", from_drafts(_BTTCG, bttcg_battles.repair_draft)),
    Template("scenario", "mechchess", "example", from_drafts(_MECHCHESS, example_draft("mechchess"), tries=1)),
    Template("scenario", "mechchess", "attack", from_drafts(_MECHCHESS, mechchess_templates.attack_draft), 4),
    Template("scenario", "mechchess", "move", from_drafts(_MECHCHESS, mechchess_templates.move_draft), 2),
    Template("scenario", "domination", "example", from_drafts(_DOMINATION, example_draft("domination"), tries=1)),
    Template("scenario", "domination", "combat", from_drafts(_DOMINATION, domination.combat_draft), 3),
    Template("scenario", "domination", "ability", from_drafts(_DOMINATION, domination.ability_draft), 2),
    Template("scenario", "domination", "endgame", from_drafts(_DOMINATION, domination.endgame_draft), 2),
    Template("scenario", "domination", "placing", from_drafts(_DOMINATION, domination.placing_draft)),
    Template("card", "bttcg", "mission", from_drafts(_BTTCG, mission_card_draft)),
    Template("card", "mechchess", "card", from_drafts(_MECHCHESS, mechchess_templates.card_draft)),
    Template("card", "domination", "card", from_drafts(_DOMINATION, domination.card_draft)),
    Template("ruling", "bttcg", "cumulative", rulings_templates.cumulative("bttcg")),
    Template("ruling", "bttcg", "current", rulings_templates.current("bttcg")),
    Template("ruling", "bttcg", "errata", rulings_templates.errata),
    Template("ruling", "bttcg", "glossary", rulings_templates.glossary("bttcg")),
    Template("ruling", "bttcg", "number", rulings_templates.number("bttcg")),
    Template("ruling", "domination", "glossary", rulings_templates.glossary("domination")),
    Template("ruling", "domination", "faq", rulings_templates.faq("domination")),
    Template("ruling", "domination", "number", rulings_templates.number("domination")),
    Template("ruling", "mechchess", "number", rulings_templates.number("mechchess")),
)
_BY_KEY = {t.key: t for t in TEMPLATES}
_Key = tuple[str, frozenset[str], tuple[str, ...]]
_Built = tuple[Question | None, int]
"""A question (or none) and the work units building it took."""
_CACHE: dict[int, tuple[KnowledgeBase, OrderedDict[_Key, _Built]]] = {}
_LOCK = threading.Lock()


def prepare(knowledge: KnowledgeBase) -> None:
    """Computes once, before any request, what every quiz over this pool needs: the pool's Units the battle templates
    plan with and its Mission cards the engine executes (a second or so over the community pool, otherwise paid by
    the first quiz request)."""
    executable_missions(knowledge.pool)


def clear_cache() -> None:
    """Forgets every question built so far (they are remembered per knowledge base, id, misrulings in force and
    misrulings declared)."""
    with _LOCK:
        _CACHE.clear()


def _cache(knowledge: KnowledgeBase) -> OrderedDict[_Key, _Built]:
    entry = _CACHE.get(id(knowledge))
    if entry is None or entry[0] is not knowledge:
        entry = (knowledge, OrderedDict())
        _CACHE.pop(id(knowledge), None)
        _CACHE[id(knowledge)] = entry
        while len(_CACHE) > KNOWLEDGE_BASES:
            del _CACHE[next(iter(_CACHE))]
    return entry[1]


def _build(knowledge: KnowledgeBase, template: Template, qid: QuestionId) -> Question | None:
    """The question of ``qid`` (remembered per knowledge base: a question depends only on its id and the pool).

    Its work is spent from the budget open (the request's or the command's: :mod:`judge.budget`), whether it is
    built now or remembered: a quiz is cut at the same question on a cold worker as on a warm one.

    :raises WorkBudgetError: when the question's work would exceed what is left of that budget (it is then
        abandoned, or, remembered, not spent).
    """
    key = (str(qid), active(), tuple(REGISTRY))
    budget = current()
    with _LOCK:
        cache = _cache(knowledge)
        found = cache.get(key)
        if found is not None:
            cache.move_to_end(key)
    if found is None:
        with own_budget(limit=budget.limit - budget.spent) as meter:  # the engine runs spend it (judge.quiz.runner)
            question = template.build(knowledge, qid, qid.rng())
        found = (question, meter.spent)
        with _LOCK:
            cache[key] = found
            while len(cache) > CACHE_SIZE:
                cache.popitem(last=False)
    budget.spend(found[1], "making the quiz's questions")
    return found[0]


def _check_filters(
    count: int,
    seed: int,
    games: Sequence[str] | None,
    kinds: Sequence[str] | None,
    level: str | None,
) -> None:
    """:raises QuizError: for a count or seed out of bounds, or an unknown game, kind or difficulty."""
    if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= MAX_COUNT:
        raise QuizError(f"count must be a whole number from 1 to {MAX_COUNT}, not {count!r}")
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise QuizError(f"seed must be a whole number from 0 to {MAX_SEED}, not {seed!r}")
    for game in games or ():
        if game not in GAMES:
            raise QuizError(f"unknown game {game!r} (expected {', '.join(GAMES)})")
    for kind in kinds or ():
        if kind not in KINDS:
            raise QuizError(f"unknown kind {kind!r} (expected {', '.join(KINDS)})")
    if level is not None and level not in DIFFICULTIES:
        raise QuizError(f"unknown difficulty {level!r} (expected {', '.join(DIFFICULTIES)})")


def generate_quiz(
    knowledge: KnowledgeBase,
    *,
    count: int = 10,
    seed: int = 0,
    games: Sequence[str] | None = None,
    kinds: Sequence[QuestionKind] | None = None,
    difficulty: Difficulty | None = None,
) -> Quiz:
    """A quiz of ``count`` questions (fewer only when the filters leave too few to make over this card pool), the
    same for the same arguments and pool.

    The questions' work is spent from the budget open (:mod:`judge.budget`: the request's or the command's): when
    the next question would exceed it, the quiz stops there, its ``note`` saying so (the same quiz for the same
    arguments, whichever questions were remembered from before).

    :raises QuizError: for a count outside 1-50, a seed outside 0..2**63-1, an unknown game, kind or difficulty, or
        filters under which no question can be made (or none within the budget).
    """
    _check_filters(count, seed, games, kinds, difficulty)
    load_misrulings()
    with work_budget():
        return _generate(knowledge, count, seed, games, kinds, difficulty)


def _generate(
    knowledge: KnowledgeBase,
    count: int,
    seed: int,
    games: Sequence[str] | None,
    kinds: Sequence[QuestionKind] | None,
    difficulty: Difficulty | None,
) -> Quiz:
    allowed = [t for t in TEMPLATES if (not games or t.game in games) and (not kinds or t.kind in kinds)]
    pairs: dict[tuple[str, str], list[Template]] = defaultdict(list)
    for template in allowed:
        pairs[(template.kind, template.game)].append(template)
    rng = random.Random(seed)
    order = sorted(pairs)
    rng.shuffle(order)
    questions: list[Question] = []
    seen: set[str] = set()
    failures: dict[tuple[str, str], int] = defaultdict(int)
    turn = 0
    note = None
    for _ in range(count * ATTEMPTS_PER_QUESTION):
        if len(questions) >= count or not order:
            break
        pair = order[turn % len(order)]
        template = rng.choices(pairs[pair], weights=[t.weight for t in pairs[pair]])[0]
        qid = QuestionId(template.kind, template.game, template.name, rng.randrange(MAX_DRAW + 1))
        try:
            question = _build(knowledge, template, qid)
        except WorkBudgetError:
            note = _cut(len(questions), count)
            break
        fits = question is not None and (difficulty is None or question.difficulty == difficulty)
        if question is None or not fits or _signature(question) in seen:
            failures[pair] += 1
            if failures[pair] >= (GIVE_UP_AFTER if difficulty is None else GIVE_UP_AFTER_FILTERED):
                order.remove(pair)
            continue
        failures[pair] = 0
        turn += 1
        seen.add(_signature(question))
        questions.append(question)
    if not questions:
        raise QuizError(note or "no question can be made with these filters over the loaded card pool")
    return Quiz(seed=seed, questions=questions, note=note)


def _cut(made: int, count: int) -> str:
    return (
        f"{made} of the {count} questions asked for: making more would take over the work one request may do "
        f"({WORK_LIMIT:,} units, about 2 s here); ask for fewer, or another seed"
    )


def _signature(question: Question) -> str:
    """Two questions alike to a reader (same prompt and options) count once in a quiz."""
    return question.prompt + "\x00" + "\x00".join(sorted(o.text for o in question.options))


def question_by_id(knowledge: KnowledgeBase, question_id: str) -> Question:
    """The question ``question_id`` names, built again (identical to the one a quiz gave over the same pool).

    :raises QuizError: for a malformed id, one naming no template, one whose draw makes no question over this card
        pool (the pool it was made over had more cards), or one that would take more work than the budget open.
    """
    qid = parse_id(question_id)
    template = _BY_KEY.get(f"{qid.kind}.{qid.game}.{qid.template}")
    if template is None:
        raise QuizError(
            f"unknown question id {question_id!r}: no {qid.kind} template {qid.template!r} for the game {qid.game!r}"
        )
    load_misrulings()
    try:
        with work_budget():
            question = _build(knowledge, template, qid)
    except WorkBudgetError as exc:
        raise QuizError(f"question {question_id!r}: {exc}") from None
    if question is None:
        raise QuizError(f"unknown question id {question_id!r}: it names no question over the loaded card pool")
    return question


__all__ = ["TEMPLATES", "QuizError", "clear_cache", "generate_quiz", "prepare", "question_by_id"]
