"""The quiz's runner (``judge/quiz/runner.py``) does not run a scenario again under misrulings the engine never asked
about (:func:`judge.misrulings.consulting`); the answers must be exactly those of running it."""

from __future__ import annotations

from itertools import combinations

from judge.knowledge import KnowledgeBase
from judge.misrulings import applying, consulting, misruled
from judge.pool import CardPool
from judge.quiz.generate import generate_quiz, load_misrulings
from judge.quiz.registry import game_misrulings
from judge.quiz.runner import Runner


def test_consulting_records_what_the_engine_asked_in_force_or_not() -> None:
    load_misrulings()
    first, second = (m.id for m in game_misrulings("bttcg")[:2])
    with consulting() as asked, applying(second):
        assert misruled(first) is False and misruled(second) is True
    assert asked == {first, second}
    with consulting() as none_asked:
        pass
    assert none_asked == set()
    assert misruled(first) is False  # outside: nothing recorded, nothing raised


def test_answers_known_from_fewer_misrulings_equal_running_them(builtin_pool: CardPool) -> None:
    knowledge = KnowledgeBase.from_pool(builtin_pool)
    quiz = generate_quiz(knowledge, count=6, seed=5, kinds=["scenario", "card"])
    load_misrulings()
    checked = skipped = 0
    for question in quiz.questions:
        assert question.scenario is not None
        ids = [m.id for m in game_misrulings(question.game)]
        shortcut = Runner(knowledge.pool)
        shortcut.answer(question.scenario)
        for combo in [(m,) for m in ids] + list(combinations(ids[:4], 2)):
            fresh = Runner(knowledge.pool)  # no run under fewer misrulings: it runs this one
            assert shortcut.answer(question.scenario, *combo) == fresh.answer(question.scenario, *combo), combo
            assert fresh.known == 0
            checked += 1
        skipped += shortcut.known
    assert checked and skipped, "some misrulings were never asked about: their answers came without a run"
