"""``judge quiz [--count N] [--seed S] [--json]`` (shared/spec/command-line.md): lettered questions in text, the
``Quiz`` as one JSON document, ``--answers`` with the explanations; exit status 2 with one line for bad usage. And
the BattleTech questions that need the community card pool (read in place, skipped without it)."""

from __future__ import annotations

import json
import re

import pytest

from judge.cards.models import BtCard
from judge.cli import main
from judge.knowledge import KnowledgeBase
from judge.pool import CardPool
from judge.quiz.generate import clear_cache, generate_quiz, question_by_id
from judge.quiz.models import Quiz
from judge.simulate import read_scenario, simulate_document


def test_quiz_text_lists_lettered_options_without_the_answers(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["quiz", "--count", "3", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Judge training quiz: 3 questions (seed 2)")
    assert "Question 1 of 3" in out and "Question 3 of 3" in out
    assert "\n  A. " in out and "\n  B. " in out
    assert "Answer:" not in out


def test_quiz_answers_print_the_answer_why_and_each_mistake(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["quiz", "--count", "3", "--seed", "2", "--answers"]) == 0
    out = capsys.readouterr().out
    assert out.count("Answer: ") == 3 and out.count("Why:") == 3
    assert re.search(r"\[breaks\s", out)


def test_quiz_json_is_the_quiz_and_agrees_with_the_text(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["quiz", "--count", "3", "--seed", "2", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    quiz = Quiz.model_validate(data)
    assert quiz.seed == 2 and len(quiz.questions) == 3
    assert main(["quiz", "--count", "3", "--seed", "2"]) == 0
    text = capsys.readouterr().out
    for question in quiz.questions:
        assert f"(id {question.id})" in text


def test_quiz_filters(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["quiz", "--count", "2", "--seed", "1", "--game", "domination", "--kind", "ruling", "--json"]) == 0
    quiz = Quiz.model_validate(json.loads(capsys.readouterr().out))
    assert {(q.kind, q.game) for q in quiz.questions} == {("ruling", "domination")}


def test_quiz_without_a_seed_prints_the_seed_it_drew(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["quiz", "--count", "1", "--kind", "ruling", "--json"]) == 0
    seed = json.loads(capsys.readouterr().out)["seed"]
    assert isinstance(seed, int) and seed >= 0


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["--count", "0"], "judge: error: quiz: count must be a whole number from 1 to 50, not 0"),
        (["--count", "99"], "judge: error: quiz: count must be a whole number from 1 to 50, not 99"),
        (["--count", "many"], "judge: error: quiz: argument --count: invalid int value: 'many'"),
        (["--seed", "-4"], "judge: error: quiz: seed must be a whole number"),
        (["--game", "chess"], "judge: error: quiz: argument --game: invalid choice: 'chess'"),
        (["--difficulty", "brutal"], "judge: error: quiz: argument --difficulty: invalid choice: 'brutal'"),
    ],
)
def test_quiz_usage_errors_exit_2_with_one_line(
    capsys: pytest.CaptureFixture[str], arguments: list[str], message: str
) -> None:
    assert main(["quiz", *arguments]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith(message) and captured.err.count("\n") == 1


# --- the BattleTech questions that need the community card pool ---------------------------------------------------


@pytest.fixture(scope="module")
def community(current_pool: CardPool) -> KnowledgeBase:
    return KnowledgeBase.from_pool(current_pool)


def test_battletech_card_questions_play_a_pool_mission_card(community: KnowledgeBase) -> None:
    """Issue 9, card questions: "what does this card's text do in this situation?" — a pool Mission card the engine
    executes, played in a generated battle; the answer without the card is offered (when it differs)."""
    clear_cache()
    quiz = generate_quiz(community, count=4, seed=9, games=["bttcg"], kinds=["card"])
    assert quiz.questions
    for question in quiz.questions:
        assert question.kind == "card" and "'s text do in this situation?" in question.prompt
        assert question.scenario is not None
        answer = simulate_document(read_scenario(question.scenario, "q"), community.pool, "q")
        assert answer["legal"], question.id
        assert question_by_id(community, question.id) == question
        for rule in [r for s in question.explanation for r in s.rules] + [r for o in question.options for r in o.rules]:
            assert community.rulings.get(rule) is not None


def test_errata_questions_offer_the_printed_text_against_the_current_one(community: KnowledgeBase) -> None:
    """Issue 9, ruling questions from errata: "What is <card>'s current text?" printed vs current, the wrong
    options the printed texts (Bait and Switch: ce-rulings/bait-and-switch)."""
    for draw in range(6):
        question = question_by_id(community, f"ruling.bttcg.errata.{draw}")
        name = question.prompt.removeprefix("What is the current text of ").removesuffix("?")
        card = community.pool.lookup(name, "bttcg")
        assert isinstance(card, BtCard)
        right = next(o for o in question.options if o.correct)
        assert right.text.rstrip("…") in " ".join(card.text.split())
        assert all("replaced by the erratum" in o.explanation for o in question.options if not o.correct)
