"""A quiz under the work budget (issue 20: "a work budget for every request and command ... an answer in under
about 2 s here"): each engine run of a question is counted (:data:`judge.budget.SCENARIO_RUN` besides the engine's
own units), a quiz stops at the question that would exceed the budget and says so, the same whether its questions
were made now or remembered; and the BattleTech card questions are drafted in the battle their Mission card's play
restriction asks for (CE General Rulings: Abilities), so fewer drafts are run for nothing."""

from __future__ import annotations

import random

import pytest

from judge.bttcg.faces import face_of_pool_card
from judge.bttcg.scenario_write import _flow
from judge.budget import SCENARIO_RUN, own_budget
from judge.cards.models import BtCard
from judge.dsl import models as m
from judge.knowledge import KnowledgeBase
from judge.pool import CardPool
from judge.quiz import generate
from judge.quiz.bttcg_battles import ATTACKER, DEFENDER
from judge.quiz.bttcg_cards import CARD_ID, _fit, mission_card_draft
from judge.quiz.bttcg_units import executable_missions
from judge.quiz.generate import QuizError, clear_cache, generate_quiz, question_by_id
from judge.quiz.ids import QuestionId
from judge.quiz.runner import Runner

KINDS = ["scenario"]


@pytest.fixture(scope="module")
def knowledge(builtin_pool: CardPool) -> KnowledgeBase:
    return KnowledgeBase.from_pool(builtin_pool)


def _work(knowledge: KnowledgeBase) -> int:
    """The units the unbounded quiz spends (its questions made now)."""
    clear_cache()
    with own_budget(limit=10**12) as budget:
        generate_quiz(knowledge, count=8, seed=5, kinds=KINDS)
    return budget.spent


def test_a_quiz_stops_at_the_work_budget_and_says_so_issue_20(knowledge: KnowledgeBase) -> None:
    """Issue 20: a request's work is bounded; a quiz past it has fewer questions, with a note saying why."""
    whole = generate_quiz(knowledge, count=8, seed=5, kinds=KINDS)
    assert whole.note is None
    limit = _work(knowledge) // 2
    with own_budget(limit=limit) as budget:
        cut = generate_quiz(knowledge, count=8, seed=5, kinds=KINDS)
    assert 1 <= len(cut.questions) < len(whole.questions)
    assert [q.id for q in cut.questions] == [q.id for q in whole.questions[: len(cut.questions)]]
    assert cut.note is not None and f"{len(cut.questions)} of the 8 questions" in cut.note
    assert budget.spent <= limit


def test_a_cut_quiz_is_the_same_from_a_cold_or_a_warm_cache_issue_20(knowledge: KnowledgeBase) -> None:
    """Remembered questions are charged what they cost to make: the quiz of a URL never depends on the worker."""
    limit = _work(knowledge) // 2
    quizzes = []
    for cold in (True, False, True):
        if cold:
            clear_cache()
        with own_budget(limit=limit):
            quizzes.append(generate_quiz(knowledge, count=8, seed=5, kinds=KINDS))
    assert quizzes[0] == quizzes[1] == quizzes[2]


def test_no_question_within_the_budget_is_a_clear_refusal_issue_20(knowledge: KnowledgeBase) -> None:
    quiz = generate_quiz(knowledge, count=2, seed=5, kinds=KINDS)
    for cold in (True, False):
        if cold:
            clear_cache()
        with own_budget(limit=SCENARIO_RUN), pytest.raises(QuizError, match="over the work one request may do"):
            generate_quiz(knowledge, count=2, seed=5, kinds=KINDS)
        with own_budget(limit=SCENARIO_RUN), pytest.raises(QuizError, match="over the limit of 2,500 per request"):
            question_by_id(knowledge, quiz.questions[0].id)


def test_a_scenario_run_counts_its_setup_once_issue_20(knowledge: KnowledgeBase) -> None:
    quiz = generate_quiz(knowledge, count=1, seed=5, kinds=KINDS)
    text = quiz.questions[0].scenario
    assert text is not None
    runner = Runner(knowledge.pool)
    with own_budget() as budget:
        assert runner.answer(text) is not None
        first = budget.spent
        runner.answer(text)  # remembered: no work
    assert first >= SCENARIO_RUN
    assert budget.spent == first


def test_yaml_flow_values_keep_their_types_through_the_memo() -> None:
    assert [_flow(v) for v in (1, True, "1", 1.0, None, "yes", [1, "a"], {"a": 1})] == [
        "1",
        "true",
        "'1'",
        "1.0",
        "null",
        "'yes'",
        "[1, a]",
        "{a: 1}",
    ]
    assert _flow("1") == "'1'"  # a second time, from the memo


def _roles(card: BtCard) -> list[list[str]]:
    face = face_of_pool_card(card)
    found = []
    for condition in (c for a in face.abilities if isinstance(a, m.PlayRestriction) for c in a.conditions):
        roles = getattr(condition, "roles", None)
        if roles:
            found.append(list(roles))
    return found


def test_mission_card_drafts_fit_the_play_restriction_ce_rulings_abilities(full_pool: CardPool) -> None:
    """CE General Rulings, Abilities: a Mission card's "Play only when blocked / unblocked / attacking with exactly
    four 'Mechs" is where it may be played; the card question drafts that battle, the card's player first."""
    knowledge = KnowledgeBase.from_pool(full_pool)
    checked = 0
    for pick, name in enumerate(executable_missions(knowledge.pool)):
        card = knowledge.pool.lookup(name, "bttcg")
        assert isinstance(card, BtCard)
        roles = _roles(card)
        fit = _fit(card)
        if not roles:
            assert fit.blocked is None and fit.attackers == 1 and fit.player is None
            continue
        for seed in range(3):
            draft = mission_card_draft(knowledge, random.Random(seed), pick)
            assert draft is not None
            first = draft.variants[0]
            blocked = bool(first["mission"].get("blockers"))
            if all(set(r) <= {"blocked", "blocking"} for r in roles):
                assert blocked, name
            if any(set(r) == {"unblocked"} for r in roles):
                assert not blocked, name
            assert len(first["mission"]["group"]) == fit.attackers
            played = next(a for a in first["actions"] if a.get("play") == CARD_ID)
            expected = {"blocked": ATTACKER, "unblocked": ATTACKER, "attacking": ATTACKER, "blocking": DEFENDER}
            first_role = next(r[0] for r in roles if r[0] in expected or r[0] == "attacked")
            assert played["by"] == expected.get(first_role, DEFENDER), name
            checked += 1
    assert checked >= 30  # the pool's restricted Mission cards, three drafts each


def test_the_fitted_drafts_make_more_card_questions_issue_20(full_pool: CardPool) -> None:
    """Fewer drafts run for nothing: over the pool's executable Mission cards, most make a question in the battle
    their restriction asks for (before the fit, a card restricted to blocked battles failed every unblocked draft)."""
    knowledge = KnowledgeBase.from_pool(full_pool)
    names = executable_missions(knowledge.pool)
    template = generate._BY_KEY["card.bttcg.mission"]
    made = 0
    for pick in range(len(names)):
        qid = QuestionId("card", "bttcg", "mission", pick)
        if template.build(knowledge, qid, qid.rng()) is not None:
            made += 1
    assert made >= 54, (made, len(names))  # 51 of 62 before the fit, 56 after
