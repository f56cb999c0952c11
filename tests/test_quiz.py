"""The quiz service (issue 9, ``judge/quiz/``): questions generated from templates over the card pool, the built-in
examples and the rulings records; the right answer computed by the engine, the wrong ones by the same engine under
the games' misrulings (:mod:`judge.misrulings`) or with a play left out; every id regenerating its question.

The machinery is checked over the built-in card pool (no community data needed); the misrulings of the game modules
are whatever this installation declares (``judge/<game>/misrulings.py``), so the test that each one changes the
answer of a generated question runs over the real registry."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

import pytest

from judge.knowledge import KnowledgeBase
from judge.pool import CardPool
from judge.quiz import generate
from judge.quiz.generate import TEMPLATES, QuizError, clear_cache, generate_quiz, question_by_id
from judge.quiz.ids import QuestionId, parse_id
from judge.quiz.kit import MAX_OPTION, GameKit, shorten
from judge.quiz.kit_bttcg import BttcgKit
from judge.quiz.kit_domination import DominationKit
from judge.quiz.kit_mechchess import MechChessKit
from judge.quiz.models import KINDS, Question, Quiz
from judge.quiz.registry import GAMES
from judge.simulate import read_scenario, simulate_document

KITS: dict[str, GameKit] = {"bttcg": BttcgKit(), "mechchess": MechChessKit(), "domination": DominationKit()}


@pytest.fixture(scope="module")
def knowledge(builtin_pool: CardPool) -> KnowledgeBase:
    return KnowledgeBase.from_pool(builtin_pool)


@pytest.fixture(scope="module")
def quiz(knowledge: KnowledgeBase) -> Quiz:
    clear_cache()
    return generate_quiz(knowledge, count=24, seed=11)


def simulate(knowledge: KnowledgeBase, question: Question) -> dict[str, Any]:
    assert question.scenario is not None
    return simulate_document(read_scenario(question.scenario, question.id), knowledge.pool, question.id)


# --- determinism and ids ------------------------------------------------------------------------------------------


def test_the_same_seed_gives_the_same_quiz_and_another_seed_other_questions(knowledge: KnowledgeBase) -> None:
    """Issue 9: "with a seed for reproducibility". Built afresh each time (the cache forgotten)."""
    clear_cache()
    first = generate_quiz(knowledge, count=6, seed=5)
    clear_cache()
    again = generate_quiz(knowledge, count=6, seed=5)
    clear_cache()
    other = generate_quiz(knowledge, count=6, seed=6)
    assert first == again
    assert [q.id for q in first.questions] != [q.id for q in other.questions]
    assert first.seed == 5 and len(first.questions) == 6


def test_question_by_id_rebuilds_every_generated_question_identically(knowledge: KnowledgeBase, quiz: Quiz) -> None:
    """The id encodes everything needed (kind, game, template, draw): rebuilt afresh, the same question."""
    clear_cache()
    for question in quiz.questions:
        assert question_by_id(knowledge, question.id) == question


def test_a_quiz_is_the_same_in_another_process(tmp_path_factory: pytest.TempPathFactory) -> None:
    """No set or hash order leaks into a question: two processes with different hash seeds agree."""
    import os
    import subprocess
    import sys

    outputs = []
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        done = subprocess.run(
            [sys.executable, "-m", "judge.cli", "quiz", "--count", "6", "--seed", "3", "--json"],
            capture_output=True,
            text=True,
            env=env,
            check=True,
            timeout=300,
        )
        outputs.append(json.loads(done.stdout))
    assert outputs[0] == outputs[1]


# --- the questions ------------------------------------------------------------------------------------------------


def test_every_question_has_distinct_options_and_exactly_one_right_one(quiz: Quiz) -> None:
    """Issue 9: "Options that coincide are dropped; every question has one right answer"; at least two options."""
    for question in quiz.questions:
        texts = [o.text for o in question.options]
        assert len(texts) == len(set(texts)) >= 2, question.id
        assert [o.key for o in question.options] == list("ABCDEFGH"[: len(texts)])
        right = [o for o in question.options if o.correct]
        assert len(right) == 1 and right[0].key == question.answer, question.id
        assert right[0].misruling is None
        for option in question.options:
            assert option.explanation, (question.id, option.key)
            if not option.correct:
                assert option.rules, (question.id, option.key)


def test_every_kind_and_every_game_appear_in_a_modest_quiz(quiz: Quiz) -> None:
    """Issue 9: scenario, ruling and card questions, for the three games."""
    assert {q.kind for q in quiz.questions} == set(KINDS)
    assert {q.game for q in quiz.questions} == set(GAMES)


def test_every_rule_id_of_every_question_resolves(knowledge: KnowledgeBase, quiz: Quiz) -> None:
    """Issue 9: "explanations cite ids that resolve" (``judge rule ID``): steps, options and sources."""
    for question in quiz.questions:
        cited = [r for step in question.explanation for r in step.rules]
        cited += [r for option in question.options for r in option.rules] + question.sources
        assert question.explanation, question.id
        for rule in cited:
            assert knowledge.rulings.get(rule) is not None, (question.id, rule)


def _facts(text: str) -> set[str]:
    return {fact.strip().casefold() for fact in text.split("; ") if fact.strip()}


def _common(prompt: str) -> str | None:
    """What all the options share, when the prompt says it once."""
    if "All the options agree on this: " not in prompt:
        return None
    return prompt.split("All the options agree on this: ", 1)[1].split(". They differ", 1)[0]


def _agrees(right: str, common: str | None, summary: str) -> bool:
    """Whether the right option (and the line the options share) says what ``summary`` says."""
    if right in (summary, shorten(summary)):
        return True
    if common is None:
        return False
    said = (_facts(right) - {"nothing more"}) | _facts(common)
    return said == _facts(summary) or shorten(right) == shorten(summary)


def test_every_scenario_answers_and_the_right_option_is_the_engines_answer(
    knowledge: KnowledgeBase, quiz: Quiz
) -> None:
    """Issue 9: "The right answer is computed by the engine, never typed by hand"; "no generated question has ... an
    unsolvable scenario": the question's scenario is simulated again, and the right option is what one of the
    questions that can be asked of it (its foci) says of that answer."""
    asked = [q for q in quiz.questions if q.kind in ("scenario", "card")]
    assert asked
    for question in asked:
        answer = simulate(knowledge, question)
        assert (
            answer["legal"]
            or question.prompt.rstrip().endswith("Is this legal, and what happens?")
            or ("Is this legal" in question.prompt)
        ), question.id
        data = read_scenario(question.scenario or "", question.id).data
        kit = KITS[question.game]
        right = next(o.text for o in question.options if o.correct)
        common = _common(question.prompt)
        summaries = [
            f.summarise(answer) for legality in (False, True) for f in kit.foci(data, knowledge.pool, legality)
        ]
        assert any(_agrees(right, common, s) for s in summaries), (question.id, right, summaries)
        for option in question.options:
            assert len(option.text) <= MAX_OPTION + 1


def test_no_engine_failed_while_the_questions_were_made(quiz: Quiz) -> None:
    """An engine failure (a bug, under a misruling or not) costs a question, never the quiz, and is recorded: none
    may have happened while the module's questions were made."""
    from judge.quiz.runner import ENGINE_FAILURES

    assert quiz.questions
    assert list(ENGINE_FAILURES) == []


def test_a_difficulty_filter_gives_only_that_difficulty(knowledge: KnowledgeBase) -> None:
    """Issue 9: difficulty levels, computed (judge/quiz/build.py documents the formula)."""
    found = generate_quiz(knowledge, count=4, seed=2, difficulty="easy", games=["mechchess", "domination"])
    assert found.questions and {q.difficulty for q in found.questions} == {"easy"}
    assert {q.game for q in found.questions} <= {"mechchess", "domination"}


def test_kind_and_game_filters(knowledge: KnowledgeBase) -> None:
    found = generate_quiz(knowledge, count=3, seed=4, kinds=["ruling"], games=["domination"])
    assert {(q.kind, q.game) for q in found.questions} == {("ruling", "domination")}


# --- errors -------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ({"count": 0}, "count must be a whole number from 1 to 50"),
        ({"count": 51}, "count must be a whole number from 1 to 50"),
        ({"count": "3"}, "count must be"),
        ({"count": True}, "count must be"),
        ({"seed": -1}, "seed must be"),
        ({"games": ["chess"]}, "unknown game 'chess'"),
        ({"kinds": ["essay"]}, "unknown kind 'essay'"),
        ({"difficulty": "brutal"}, "unknown difficulty 'brutal'"),
    ],
)
def test_bad_arguments_are_refused_with_a_clear_message(
    knowledge: KnowledgeBase, arguments: dict[str, Any], message: str
) -> None:
    with pytest.raises(QuizError, match=message):
        generate_quiz(knowledge, **arguments)


def test_filters_no_question_fits_are_refused_after_bounded_work(knowledge: KnowledgeBase) -> None:
    """Mech chess has only "fill in the blank" ruling questions, all easy: asking for hard ones gives up."""
    with pytest.raises(QuizError, match="no question can be made"):
        generate_quiz(knowledge, count=2, seed=1, games=["mechchess"], kinds=["ruling"], difficulty="hard")


@pytest.mark.parametrize(
    ("question_id", "message"),
    [
        ("nonsense", "malformed question id 'nonsense'"),
        ("scenario.bttcg.battle", "malformed question id"),
        ("scenario.bttcg.battle.x1", "malformed question id"),
        ("scenario.bttcg.battle.007", "malformed question id"),
        ("essay.bttcg.battle.1", "unknown kind 'essay'"),
        ("scenario.bttcg.battle.9999999999", "at most 2147483647"),
        ("scenario.bttcg.battle.99999999999", "malformed question id"),
        ("scenario.bttcg." + "x" * 200 + ".1", "longer than 120 characters"),
        ("scenario.bttcg.nothing.1", "no scenario template 'nothing' for the game 'bttcg'"),
        ("scenario.chess.battle.1", "no scenario template 'battle' for the game 'chess'"),
    ],
)
def test_malformed_and_unknown_ids_are_refused(knowledge: KnowledgeBase, question_id: str, message: str) -> None:
    with pytest.raises(QuizError, match=message):
        question_by_id(knowledge, question_id)


def test_an_id_naming_no_question_over_this_pool_is_refused(knowledge: KnowledgeBase) -> None:
    """The built-in pool has no BattleTech Mission card the engine executes (the community's do): no card question."""
    with pytest.raises(QuizError, match="names no question over the loaded card pool"):
        question_by_id(knowledge, "card.bttcg.mission.3")


def test_ids_round_trip() -> None:
    qid = QuestionId("scenario", "bttcg", "battle", 42)
    assert parse_id(str(qid)) == qid
    assert qid.rng().random() == QuestionId("scenario", "bttcg", "battle", 42).rng().random()
    assert qid.rng().random() != QuestionId("scenario", "bttcg", "battle", 43).rng().random()


def test_every_template_key_is_unique_and_well_formed() -> None:
    keys = [t.key for t in TEMPLATES]
    assert len(keys) == len(set(keys))
    for template in TEMPLATES:
        assert parse_id(f"{template.key}.0") == QuestionId(template.kind, template.game, template.name, 0)


def test_the_cache_is_bounded(knowledge: KnowledgeBase, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(generate, "CACHE_SIZE", 3)
    clear_cache()
    for draw in range(6):
        generate._build(
            knowledge, generate._BY_KEY["ruling.mechchess.number"], QuestionId("ruling", "mechchess", "number", draw)
        )
    assert len(generate._cache(knowledge)) == 3


def test_ruling_questions_take_their_options_from_the_records(knowledge: KnowledgeBase) -> None:
    """Issue 9, ruling questions: "Is Anti-Missile cumulative?" (CE General Rulings: Unit Options/Anti-Missile),
    "Which ruling is current?"; the wrong options come from the records (the superseded ruling), the explanation
    is the record with its citation."""
    rng = random.Random(0)
    for draw in rng.sample(range(10_000), 12):
        question = question_by_id(knowledge, f"ruling.bttcg.cumulative.{draw}")
        name = question.prompt.rsplit("Is ", 1)[1].removesuffix(" cumulative?")
        record = knowledge.rulings.get(question.sources[0])
        assert record is not None
        value = next(v for k, v in record.params.items() if k.endswith(".cumulative"))
        right = next(o for o in question.options if o.correct)
        assert right.text.startswith("Yes" if value == "true" else "No"), (name, record.id)
    for draw in rng.sample(range(10_000), 6):
        question = question_by_id(knowledge, f"ruling.bttcg.current.{draw}")
        current = knowledge.rulings.get(question.sources[0])
        assert current is not None and current.current and current.supersedes
        right = next(o for o in question.options if o.correct)
        assert right.text == shorten(current.text, 260)
        for option in question.options:
            if not option.correct:
                olds = [knowledge.rulings.get(i) for i in current.supersedes]
                assert any(o is not None and shorten(o.text, 260) == option.text for o in olds)
        assert any(current.id in step.rules for step in question.explanation)


# --- the misrulings machinery, with test-only misrulings ----------------------------------------------------------

EXTRA = "bttcg/quiz-test-extra-damage"
EXTRA_AGAIN = "bttcg/quiz-test-extra-damage-again"
NOTHING = "bttcg/quiz-test-nothing"
BREAKS = ("rulebook/resolving-damage",)


@pytest.fixture
def test_misrulings(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Three misrulings of the BattleTech TCG that no engine honours: the answer function is wrapped instead. Two
    add a damage counter to every damaged card (the same mistake twice), one changes nothing."""
    from judge.misrulings import REGISTRY, declare, misruled
    from judge.quiz import runner

    for name in (EXTRA, EXTRA_AGAIN, NOTHING):
        declare(name, "bttcg", f"Test mistake {name}", f"does what {name} says", BREAKS)
    real = simulate_document

    def wrapped(doc, pool, source):  # type: ignore[no-untyped-def]
        answer = real(doc, pool, source)
        if misruled(EXTRA) or misruled(EXTRA_AGAIN):
            for outcome in answer.get("outcomes", []):
                for card in outcome.get("cards", {}).values():
                    if card.get("damage"):
                        card["damage"] += 1
        return answer

    monkeypatch.setattr(runner, "simulate_document", wrapped)
    clear_cache()
    yield
    for name in (EXTRA, EXTRA_AGAIN, NOTHING):
        del REGISTRY[name]
    clear_cache()


def _battles(knowledge: KnowledgeBase, count: int) -> list[Question]:
    found = []
    for draw in range(count):
        try:
            found.append(question_by_id(knowledge, f"scenario.bttcg.battle.{draw}"))
        except QuizError:
            continue
    return found


def test_a_misruling_that_changes_the_answer_becomes_a_wrong_option(
    knowledge: KnowledgeBase, test_misrulings: None
) -> None:
    """Issue 9: wrong options "by running the same scenario under named misrulings"; "Options that coincide are
    dropped": the two misrulings that give the same answer are one option naming both; the misruling that changes
    nothing is never an option; the option's explanation is the mistake, its rules what the misruling breaks."""
    questions = _battles(knowledge, 30)
    offered = [o for q in questions for o in q.options if o.misruling in (EXTRA, EXTRA_AGAIN)]
    assert offered, "no battle question offered the test misruling"
    for option in offered:
        assert not option.correct
        assert {option.misruling, *option.also} >= {EXTRA, EXTRA_AGAIN}
        assert f"does what {option.misruling} says" in option.explanation
        assert set(BREAKS) <= set(option.rules)
    named = {m for q in questions for o in q.options for m in [o.misruling, *o.also]}
    assert NOTHING not in named


def test_the_right_option_is_unchanged_by_a_test_misruling(knowledge: KnowledgeBase, test_misrulings: None) -> None:
    """The misruling is in force only while its option is computed: the right option is the engine's answer."""
    for question in _battles(knowledge, 12):
        answer = simulate(knowledge, question)
        data = read_scenario(question.scenario or "", question.id).data
        summaries = [f.summarise(answer) for f in KITS["bttcg"].foci(data, knowledge.pool, False)]
        right = next(o.text for o in question.options if o.correct)
        common = _common(question.prompt)
        assert any(_agrees(right, common, s) for s in summaries), (question.id, right)


# --- the test over the real registry ----------------------------------------------------------------------


def test_each_declared_misruling_changes_the_answer_of_a_generated_question(knowledge: KnowledgeBase) -> None:
    """Issue 9: "each misruling really changes the answer in at least one generated question". Over the misrulings
    the game modules of this installation declare (judge/<game>/misrulings.py): for each game, its scenario and card
    templates are drawn (a bounded number of times, stopping once every misruling has shown) and every misruling
    must be offered as a wrong option — by itself, not only made together with another."""
    from judge.misrulings import misrulings_of
    from judge.quiz.registry import load_misrulings

    games = load_misrulings()
    assert sorted(games) == ["bttcg", "domination", "mechchess"], "every game declares its misrulings"
    clear_cache()
    for game in games:
        wanted = {m.id for m in misrulings_of(game)}
        seen: set[str] = set()
        templates = [t for t in TEMPLATES if t.game == game and t.kind != "ruling"]
        next_draw = dict.fromkeys((t.key for t in templates), 0)
        for patience in (10, 60):  # a first pass over every template, then more draws where some are still missing
            for template in templates:
                empty = quiet = 0  # draws in a row without a question; questions in a row offering nothing new
                while next_draw[template.key] < 100 and not (wanted <= seen or empty >= 10 or quiet >= patience):
                    qid = QuestionId(template.kind, game, template.name, next_draw[template.key])
                    next_draw[template.key] += 1
                    question = generate._build(knowledge, template, qid)
                    empty = empty + 1 if question is None else 0
                    before = len(seen)
                    for option in question.options if question else []:
                        if option.misruling and "Made together with" not in option.explanation:
                            seen |= {option.misruling, *option.also}
                    quiet = 0 if len(seen) > before else quiet + 1
        assert wanted <= seen, f"{game}: never offered: {sorted(wanted - seen)}"
    from judge.quiz.runner import ENGINE_FAILURES

    assert list(ENGINE_FAILURES) == [], "an engine failed under a misruling"
