"""The quiz pages (/quiz) and their JSON twins (/api/quiz).

Most tests run the pages over invented questions: the quiz service (``judge.quiz.generate``) is replaced in
``judge.web.quiz_view`` by a fake that serves them, so that what the pages do with a question (ask it, mark the
answer, explain it, keep the score) is checked on its own. The end-to-end tests at the end run the real service.
"""

from __future__ import annotations

import html
import json
import pathlib
import random
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any
from urllib.parse import parse_qs, quote, urlsplit

import pytest
from flask import Flask
from flask.testing import FlaskClient
from werkzeug.test import TestResponse

from judge.knowledge import KnowledgeBase
from judge.misrulings import REGISTRY, Misruling
from judge.quiz.models import Option, Question, Quiz, Step
from judge.web import create_app, quiz_view
from judge.web.ask import example_scenario
from judge.web.ask_permalink import decode
from judge.web.quiz_view import SCORE_MEMORY, QuizService, Score

RULE_LINK = re.compile(r'<a class="cite" href="(/rules/[^"]+)">')
HREF = re.compile(r'href="([^"]*)"')
SCRIPT = "<script>alert('quiz')</script>"
MISRULING = "bttcg/test-armor-per-source"

SCENARIO = example_scenario("bttcg")
"""The README's BattleTech example (invented cards): a scenario "What happens?" answers."""
SCENARIO_TITLE = "title: A slow &#39;Mech takes damage from two raiders"


class FakeQuizError(ValueError):
    """The fake service's QuizError."""


def _option(key: str, text: str, correct: bool, misruling: str | None = None, rules: Sequence[str] = ()) -> Option:
    explanation = "The rules as written." if correct else f"The mistake of {misruling}: see rulebook/resolving-damage."
    return Option(key=key, text=text, correct=correct, misruling=misruling, explanation=explanation, rules=list(rules))


def _questions() -> list[Question]:
    """Invented questions of each kind (their answers are part of the invention: no engine computed them)."""
    return [
        Question(
            id="test/scenario/bttcg/1",
            kind="scenario",
            game="bttcg",
            difficulty="easy",
            prompt="Zorblax Walker takes 5 damage from two sources. What happens to it?",
            scenario=SCENARIO,
            options=[
                _option("A", "Zorblax Walker survives with 3 damage", True),
                _option("B", "Zorblax Walker is scrapped", False, MISRULING, ["rulebook/resolving-damage"]),
                _option("C", "Zorblax Walker takes no damage", False, "bttcg/test-other", ["ce-rulings/anti-missile"]),
            ],
            answer="A",
            explanation=[
                Step(text="Armor is subtracted once from the total damage.", rules=["rulebook/resolving-damage"]),
                Step(text="The Walker has 3 damage, less than its structure.", rules=[]),
            ],
            sources=["rulebook/resolving-damage", "Zorblax Walker"],
        ),
        Question(
            id="test/ruling/bttcg/2",
            kind="ruling",
            game="bttcg",
            difficulty="medium",
            prompt="Is Anti-Missile cumulative?",
            options=[
                _option("A", "No", False, "bttcg/test-stacking", ["rulings-1997/anti-missile"]),
                _option("B", "Yes", True, rules=["ce-rulings/anti-missile"]),
            ],
            answer="B",
            explanation=[
                Step(text="ce-rulings/anti-missile says it is cumulative.", rules=["ce-rulings/anti-missile"])
            ],
            sources=["ce-rulings/anti-missile"],
        ),
        Question(
            id="test/card/mechchess/3",
            kind="card",
            game="mechchess",
            difficulty="hard",
            prompt=f"What does {SCRIPT} do here?",
            scenario=f"game: mechchess\ntitle: {SCRIPT}\n",
            options=[
                _option("A", f"{SCRIPT} hits", True),
                _option("B", f"{SCRIPT} misses", False, "mechchess/test-miss", ["mechchess/dice"]),
            ],
            answer="A",
            explanation=[Step(text=f"{SCRIPT} rolls a die.", rules=["mechchess/dice"])],
            sources=["mechchess/dice"],
        ),
    ]


@dataclass
class FakeService:
    """Serves the invented questions: a quiz is ``count`` of them (those of the games, kinds and difficulty asked),
    starting at ``seed`` modulo their number."""

    questions: list[Question] = field(default_factory=_questions)
    calls: list[dict[str, Any]] = field(default_factory=list)

    def generate_quiz(
        self,
        knowledge: KnowledgeBase,
        *,
        count: int = 10,
        seed: int = 0,
        games: Sequence[str] | None = None,
        kinds: Sequence[str] | None = None,
        difficulty: str | None = None,
    ) -> Quiz:
        assert isinstance(knowledge, KnowledgeBase)
        self.calls.append({"count": count, "seed": seed, "games": games, "kinds": kinds, "difficulty": difficulty})
        if games == ["domination"]:
            raise FakeQuizError("no Domination question can be made from this pool")
        chosen = [
            q
            for q in self.questions
            if (not games or q.game in games)
            and (not kinds or q.kind in kinds)
            and (difficulty is None or q.difficulty == difficulty)
        ]
        if not chosen:
            return Quiz(seed=seed, questions=[])
        start = seed % len(chosen)
        rotated = chosen[start:] + chosen[:start]
        return Quiz(seed=seed, questions=rotated[:count])

    def question_by_id(self, knowledge: KnowledgeBase, question_id: str) -> Question:
        for question in self.questions:
            if question.id == question_id:
                return question
        raise FakeQuizError(f"no question {question_id!r}")

    def service(self) -> QuizService:
        return QuizService(self.generate_quiz, self.question_by_id, FakeQuizError)


@pytest.fixture
def fake(monkeypatch: pytest.MonkeyPatch) -> FakeService:
    service = FakeService()
    monkeypatch.setattr(quiz_view, "service", service.service)
    monkeypatch.setitem(
        REGISTRY,
        MISRULING,
        Misruling(
            id=MISRULING,
            game="bttcg",
            title="Armor subtracted per source",
            mistake="subtracts armor from each source of damage",
            breaks=("rulebook/resolving-damage",),
        ),
    )
    return service


@pytest.fixture
def quiz_app(app: Flask, fake: FakeService) -> Flask:
    """An application of its own over the shared knowledge base, with the fake service."""
    knowledge = app.extensions["judge.knowledge"]
    return create_app(knowledge=knowledge, TESTING=True)


@pytest.fixture
def qc(quiz_app: Flask) -> Iterator[FlaskClient]:
    with quiz_app.test_client() as test_client:
        yield test_client


def text(response: TestResponse) -> str:
    return response.get_data(as_text=True)


def start(client: FlaskClient, query: str) -> tuple[str, dict[str, list[str]]]:
    """Starts a quiz: the first question's path and its query."""
    response = client.get("/quiz/start?" + query)
    assert response.status_code == 303, text(response)[:300]
    location = urlsplit(response.headers["Location"])
    return location.path, parse_qs(location.query)


def json_error(response: TestResponse, status: int) -> dict[str, Any]:
    assert response.status_code == status, text(response)[:300]
    assert response.mimetype == "application/json"
    error = response.get_json()["error"]
    assert error["status"] == status
    assert error["message"]
    return dict(error)


def options_of(page: str) -> list[tuple[str, str]]:
    """The (key, text) of a question page's radio buttons."""
    found = re.findall(
        r'name="choice" value="([^"]*)" required>\s*<span class="key">[^<]*</span> <span class="text">([^<]*)</span>',
        page,
    )
    return [(html.unescape(k), html.unescape(t)) for k, t in found]


# --- the start page ---------------------------------------------------------------------------------------------


def test_the_start_page_offers_games_kinds_difficulty_count_and_seed(qc: FlaskClient) -> None:
    response = qc.get("/quiz")
    assert response.status_code == 200
    page = text(response)
    for game in ("bttcg", "mechchess", "domination"):
        assert f'name="game" value="{game}" checked' in page
    for kind in ("scenario", "ruling", "card"):
        assert f'name="kind" value="{kind}" checked' in page
    assert '<select id="difficulty" name="difficulty">' in page
    assert 'id="count" name="count" type="number" min="1" max="20"' in page
    assert 'id="seed" name="seed"' in page
    assert "No question answered yet." in page
    assert 'action="/quiz/reset"' in page
    assert 'href="/api/quiz/score">JSON</a>' in page


def test_every_page_links_the_quiz_in_the_navigation(qc: FlaskClient) -> None:
    assert '<a href="/quiz">Quiz</a>' in text(qc.get("/"))


def test_start_goes_to_the_first_question_with_the_quiz_in_its_url(qc: FlaskClient, fake: FakeService) -> None:
    path, query = start(qc, "count=2&seed=1&game=bttcg&kind=scenario&kind=ruling&difficulty=any")
    assert path == "/quiz/q/test/ruling/bttcg/2"  # the fake's quiz of seed 1 starts with its second question
    seal = query.pop("qm")
    assert query == {
        "count": ["2"],
        "seed": ["1"],
        "game": ["bttcg"],
        "kind": ["scenario", "ruling"],
        "n": ["0"],
        "q": ["test/ruling/bttcg/2,test/scenario/bttcg/1"],  # the quiz's question ids, sealed
    }
    assert len(seal) == 1 and len(seal[0]) == 24
    assert fake.calls[-1] == {
        "count": 2,
        "seed": 1,
        "games": ["bttcg"],
        "kinds": ["scenario", "ruling"],
        "difficulty": None,
    }


def test_a_quiz_without_a_seed_gets_one_and_the_question_shows_it(qc: FlaskClient) -> None:
    path, query = start(qc, "count=3&seed=")
    seed = query["seed"][0]
    assert seed.isdigit()
    page = text(qc.get(path, query_string=query))
    assert f'<code id="quiz-seed">{seed}</code>' in page
    assert "Question <strong>1</strong> of 3" in page


BAD_PARAMETERS = [
    ("count=0", "count"),
    ("count=21", "count"),
    ("count=abc", "count"),
    ("count=1&count=2", "count"),
    ("seed=-1", "seed"),
    ("seed=1.5", "seed"),
    (f"seed={2**32}", "seed"),
    ("game=chess", "game"),
    ("game=bttcg,chess", "game"),
    ("kind=trivia", "kind"),
    ("difficulty=insane", "difficulty"),
]


@pytest.mark.parametrize(("query", "parameter"), BAD_PARAMETERS, ids=[q for q, _ in BAD_PARAMETERS])
def test_a_bad_parameter_is_a_400_naming_it(qc: FlaskClient, query: str, parameter: str) -> None:
    error = json_error(qc.get("/api/quiz?" + query), 400)
    assert error["parameter"] == parameter
    assert f"parameter {parameter!r}" in error["message"]
    response = qc.get("/quiz/start?" + query)
    assert response.status_code == 400
    page = text(response)
    assert f"parameter &#39;{parameter}&#39;" in page
    assert 'id="quiz-error"' in page
    assert '<button type="submit" id="start">Start</button>' in page  # the form again, to correct it


def test_the_start_form_keeps_what_was_chosen_when_it_is_refused(qc: FlaskClient) -> None:
    page = text(qc.get("/quiz/start?game=mechchess&kind=card&difficulty=hard&count=99&seed=12"))
    assert 'value="mechchess" checked' in page
    assert 'value="bttcg" checked' not in page
    assert 'value="card" checked' in page
    assert '<option value="hard" selected>' in page
    assert 'value="12"' in page


def test_a_quiz_the_service_cannot_make_is_a_400_with_its_reason(qc: FlaskClient) -> None:
    error = json_error(qc.get("/api/quiz?game=domination"), 400)
    assert "no Domination question can be made" in error["message"]
    response = qc.get("/quiz/start?game=domination")
    assert response.status_code == 400
    assert "no Domination question can be made" in text(response)


def test_a_quiz_without_questions_is_a_400(qc: FlaskClient) -> None:
    error = json_error(qc.get("/api/quiz?game=mechchess&kind=ruling"), 400)
    assert "no question matches" in error["message"]


# --- a question -------------------------------------------------------------------------------------------------


def test_a_question_shows_its_prompt_options_and_scenario_but_not_its_answer(qc: FlaskClient) -> None:
    response = qc.get("/quiz/q/test/scenario/bttcg/1")
    assert response.status_code == 200
    page = text(response)
    assert "Zorblax Walker takes 5 damage from two sources. What happens to it?" in page
    assert options_of(page) == [
        ("A", "Zorblax Walker survives with 3 damage"),
        ("B", "Zorblax Walker is scrapped"),
        ("C", "Zorblax Walker takes no damage"),
    ]
    assert '<details class="scenario" id="scenario">' in page
    assert SCENARIO_TITLE in page
    assert 'action="/quiz/q/test/scenario/bttcg/1"' in page
    assert "A question on its own" in page
    for secret in ("Armor is subtracted once", "The rules as written", "the answer", "Armor subtracted per source"):
        assert secret not in page
    assert 'href="/api/quiz/q/test/scenario/bttcg/1">JSON</a>' in page


def test_the_scenario_opens_in_what_happens(qc: FlaskClient) -> None:
    page = text(qc.get("/quiz/q/test/scenario/bttcg/1"))
    link = re.search(r'<a id="open-ask" href="([^"]+)">', page)
    assert link is not None
    url = urlsplit(html.unescape(link.group(1)))
    assert url.path == "/ask"
    assert decode(parse_qs(url.query)["s"][0]) == SCENARIO


def test_a_scenario_too_long_for_a_link_is_posted_to_what_happens(qc: FlaskClient, fake: FakeService) -> None:
    noise = random.Random(0)
    long_yaml = SCENARIO + "".join(f"# {noise.getrandbits(128):032x}\n" for _ in range(120))  # compresses badly
    fake.questions[0] = fake.questions[0].model_copy(update={"scenario": long_yaml})
    page = text(qc.get("/quiz/q/test/scenario/bttcg/1"))
    assert '<a id="open-ask"' not in page
    assert '<form method="post" action="/ask"><input type="hidden" name="scenario"' in page
    assert '<button type="submit" id="open-ask">' in page


def test_text_from_cards_and_rulings_is_escaped(qc: FlaskClient) -> None:
    page = text(qc.get("/quiz/q/test/card/mechchess/3"))
    assert SCRIPT not in page
    assert "&lt;script&gt;alert(&#39;quiz&#39;)&lt;/script&gt; hits" in page
    result = text(qc.post("/quiz/q/test/card/mechchess/3", data={"choice": "B"}))
    assert SCRIPT not in result
    assert "&lt;script&gt;alert(&#39;quiz&#39;)&lt;/script&gt; rolls a die." in result


@pytest.mark.parametrize(
    "question_id",
    ["no/such/question", "x" * 300, "has space", "tab\there", "nul\x00"],
    ids=["unknown", "too-long", "space", "tab", "nul"],
)
def test_an_unknown_or_malformed_question_is_a_404(qc: FlaskClient, question_id: str) -> None:
    assert json_error(qc.get(f"/api/quiz/q/{question_id}"), 404)["message"].startswith("no question")
    assert json_error(qc.post(f"/api/quiz/q/{question_id}", json={"choice": "A"}), 404)
    for response in (qc.get(f"/quiz/q/{question_id}"), qc.post(f"/quiz/q/{question_id}", data={"choice": "A"})):
        assert response.status_code == 404
        assert response.mimetype == "text/html"
        assert "no question" in text(response)


@pytest.mark.parametrize(
    ("query", "parameter"),
    [("count=2&seed=0&n=x", "n"), ("count=2&seed=0", "n"), ("seed=0&n=0", "count"), ("count=2&n=0&game=go", "seed")],
)
def test_a_question_page_with_broken_quiz_parameters_is_a_400(qc: FlaskClient, query: str, parameter: str) -> None:
    response = qc.get(f"/quiz/q/test/scenario/bttcg/1?{query}")
    assert response.status_code == 400
    assert f"parameter &#39;{parameter}&#39;" in text(response)


def test_the_next_question_costs_one_question_not_the_quiz_made_again(qc: FlaskClient, fake: FakeService) -> None:
    """Issue 20: the quiz's question ids travel sealed in the URL, so following "next" through a whole quiz makes
    the quiz once (at the start), never again, whatever worker answers; counted by the service's calls."""
    path, query = start(qc, "count=3&seed=0")
    made = len(fake.calls)
    for number in (1, 2, 3):
        page = text(qc.get(path, query_string=query))
        assert f"Question <strong>{number}</strong> of 3" in page
        result = text(qc.post(path, query_string=query, data={"choice": "A"}))
        found = re.findall(r'id="next" href="([^"]+)"', result)
        if number == 3:
            assert not found and 'id="final-score"' in result
            break
        following = urlsplit(html.unescape(found[0]))
        path, query = following.path, parse_qs(following.query)
    assert len(fake.calls) == made  # no quiz made again


def test_ids_whose_seal_does_not_hold_make_the_quiz_again_and_are_not_believed(
    qc: FlaskClient, fake: FakeService
) -> None:
    """Forged ids (another seal, another order) are not taken: the quiz is made from its parameters and the page
    says the question is not the quiz's."""
    path, query = start(qc, "count=3&seed=0")
    made = len(fake.calls)
    forged = {**query, "q": ["test/ruling/bttcg/2,test/scenario/bttcg/1"]}
    page = text(qc.get("/quiz/q/test/ruling/bttcg/2", query_string=forged))
    assert "A question on its own: it is not the question of the quiz its link names" in page
    assert len(fake.calls) == made + 1
    unsealed = {k: v for k, v in query.items() if k not in ("q", "qm")}  # a link from before the ids travelled
    assert "Question <strong>1</strong> of 3" in text(qc.get(path, query_string=unsealed))


def test_a_question_not_in_the_quiz_its_link_names_is_shown_on_its_own(qc: FlaskClient) -> None:
    page = text(qc.get("/quiz/q/test/scenario/bttcg/1?count=2&seed=1&n=0"))  # seed 1 starts with another question
    assert "A question on its own: it is not the question of the quiz its link names" in page
    result = text(qc.post("/quiz/q/test/scenario/bttcg/1?count=2&seed=1&n=0", data={"choice": "A"}))
    assert 'id="next"' not in result
    assert 'id="new-quiz"' in result


# --- answers and the score --------------------------------------------------------------------------------------


def test_a_wrong_answer_shows_the_mistake_the_rules_it_breaks_and_why_the_answer_is_right(qc: FlaskClient) -> None:
    response = qc.post("/quiz/q/test/scenario/bttcg/1", data={"choice": "B"})
    assert response.status_code == 200
    page = text(response)
    assert "Wrong: you chose B; the answer is A." in page
    assert '<li id="option-A" class="option correct">' in page
    assert '<li id="option-B" class="option chosen wrong">' in page
    mistake = page[page.index('id="mistake"') : page.index('id="explanation"')]
    assert "<strong>Armor subtracted per source</strong> <code>bttcg/test-armor-per-source</code>" in mistake
    assert 'It breaks <a class="cite" href="/rules/rulebook/resolving-damage">rulebook/resolving-damage</a>' in mistake
    explanation = page[page.index('id="explanation"') :]
    assert "Armor is subtracted once from the total damage." in explanation
    assert '<a class="cite" href="/rules/rulebook/resolving-damage">' in explanation
    others = page[page.index('id="others"') :]
    assert "C." in others and "ce-rulings/anti-missile" in others


def test_a_right_answer_says_so_without_a_mistake(qc: FlaskClient) -> None:
    page = text(qc.post("/quiz/q/test/scenario/bttcg/1", data={"choice": "A"}))
    assert "Right: A is the answer." in page
    assert '<li id="option-A" class="option correct chosen">' in page
    assert 'id="mistake"' not in page
    assert 'id="explanation"' in page


def test_an_option_embodies_its_misruling_and_those_giving_the_same_answer(fake: FakeService) -> None:
    """The service may name, besides ``misruling``, the other misrulings that give the same answer (``also``)."""
    option = SimpleNamespace(misruling=MISRULING, also=["bttcg/test-not-loaded"])
    assert quiz_view.embodied(option) == [  # type: ignore[arg-type]
        {"id": MISRULING, "title": "Armor subtracted per source"},
        {"id": "bttcg/test-not-loaded", "title": None},
    ]
    assert quiz_view.embodied(_questions()[0].options[0]) == []  # the right option embodies none


def test_the_right_options_rules_are_cited_once_beside_the_steps(qc: FlaskClient) -> None:
    page = text(qc.post("/quiz/q/test/ruling/bttcg/2", data={"choice": "A"}))
    explanation = page[page.index('id="explanation"') : page.index("</section>", page.index('id="explanation"'))]
    assert "<p>The rules as written.</p>" in explanation  # the option's rule is the step's: not cited again
    assert '<a class="cite" href="/rules/ce-rulings/anti-missile">' in explanation


def test_the_choice_is_read_whatever_its_letter_case(qc: FlaskClient) -> None:
    assert "Right: B is the answer." in text(qc.post("/quiz/q/test/ruling/bttcg/2", data={"choice": "b"}))


@pytest.mark.parametrize("form", [{}, {"choice": ""}, {"choice": "Z"}, {"choice": "A" * 500}])
def test_a_missing_or_unknown_choice_asks_the_question_again(qc: FlaskClient, form: dict[str, str]) -> None:
    response = qc.post("/quiz/q/test/scenario/bttcg/1", data=form)
    assert response.status_code == 400
    page = text(response)
    assert 'id="choice-error"' in page
    assert "A, B, C" in page
    assert len(options_of(page)) == 3
    assert qc.get("/api/quiz/score").get_json()["score"]["answered"] == 0


@pytest.mark.parametrize(
    "request_args",
    [
        {"json": {}},
        {"json": {"choice": "Z"}},
        {"json": {"choice": 1}},
        {"json": ["A"]},
        {"data": "choice=A", "content_type": "application/x-www-form-urlencoded"},
        {"data": "{not json", "content_type": "application/json"},
        {"data": "[" * 100_000, "content_type": "application/json"},
        {"data": '{"choice": ' + "[" * 400 + "]" * 400 + "}", "content_type": "application/json"},
    ],
    ids=["no-choice", "unknown", "number", "list", "form", "broken-json", "deep-json", "deep-choice"],
)
def test_a_bad_choice_in_json_is_a_400(qc: FlaskClient, request_args: dict[str, Any]) -> None:
    json_error(qc.post("/api/quiz/q/test/scenario/bttcg/1", **request_args), 400)


def test_a_sequence_is_scored_each_question_once_and_the_score_resets(qc: FlaskClient, fake: FakeService) -> None:
    path, query = start(qc, "count=3&seed=0")
    first = qc.get(path, query_string=query)
    assert "Question <strong>1</strong> of 3" in text(first)

    # question 1 right
    result = text(qc.post(path, query_string=query, data={"choice": "A"}))
    assert "Right" in result and "Counted in your score." in result
    assert "This session: <strong>1</strong> right of 1 answered." in result
    following = re.search(r'<a class="button" id="next" href="([^"]+)">Next question</a>', result)
    assert following is not None
    second = urlsplit(html.unescape(following.group(1)))
    assert second.path == "/quiz/q/test/ruling/bttcg/2"
    assert parse_qs(second.query)["n"] == ["1"]

    # question 2 wrong
    assert "Question <strong>2</strong> of 3" in text(qc.get(second.path, query_string=second.query))
    result = text(qc.post(second.path, query_string=second.query, data={"choice": "A"}))
    assert "Wrong" in result
    assert "This session: <strong>1</strong> right of 2 answered." in result

    # question 1 again, answered wrong this time: it counted once already
    again = text(qc.post(path, query_string=query, data={"choice": "B"}))
    assert "your score keeps your first answer" in again
    assert "This session: <strong>1</strong> right of 2 answered." in again
    assert "You answered this question right before" in text(qc.get(path, query_string=query))

    # question 3, the last: the quiz's final score
    third = urlsplit(html.unescape(re.findall(r'id="next" href="([^"]+)"', result)[0]))
    result = text(qc.post(third.path, query_string=third.query, data={"choice": "A"}))
    assert 'id="next"' not in result
    assert '<p id="final-score"><strong>2</strong> of 3 right.</p>' in result

    start_page = text(qc.get("/quiz"))
    assert '<p id="score-total"><strong>2</strong> right of 3 answered.</p>' in start_page
    assert '<tr id="score-scenario"><td>Scenarios: what happens?</td><td>1</td><td>1</td></tr>' in start_page
    assert '<tr id="score-ruling"><td>Rulings: what do the rulings say?</td><td>1</td><td>0</td></tr>' in start_page
    assert '<tr id="score-card"><td>Cards: what does this card do here?</td><td>1</td><td>1</td></tr>' in start_page
    assert qc.get("/api/quiz/score").get_json()["score"] == {
        "answered": 3,
        "right": 2,
        "kinds": {
            "card": {"answered": 1, "right": 1},
            "ruling": {"answered": 1, "right": 0},
            "scenario": {"answered": 1, "right": 1},
        },
    }
    assert len({str(call) for call in fake.calls}) == 1  # every page regenerated the one quiz from its URL

    reset = qc.post("/quiz/reset")
    assert reset.status_code == 303 and reset.headers["Location"] == "/quiz"
    assert "No question answered yet." in text(qc.get("/quiz"))
    assert qc.get("/api/quiz/score").get_json()["score"] == {"answered": 0, "right": 0, "kinds": {}}


def test_the_final_score_counts_questions_not_answered(qc: FlaskClient) -> None:
    _, query = start(qc, "count=2&seed=0")
    last = {**query, "n": ["1"]}
    page = text(qc.post("/quiz/q/test/ruling/bttcg/2", query_string=last, data={"choice": "B"}))
    assert '<p id="final-score"><strong>1</strong> of 2 right (1 not answered).</p>' in page


def test_json_answers_count_in_the_same_score(qc: FlaskClient) -> None:
    answer = qc.post("/api/quiz/q/test/ruling/bttcg/2", json={"choice": "A"}).get_json()
    assert answer["counted"] is True
    assert answer["score"] == {"answered": 1, "right": 0, "kinds": {"ruling": {"answered": 1, "right": 0}}}
    again = qc.post("/api/quiz/q/test/ruling/bttcg/2", json={"choice": "B"}).get_json()
    assert again["counted"] is False and again["correct"] is True
    assert again["score"]["answered"] == 1
    assert qc.post("/api/quiz/reset").get_json()["score"] == {"answered": 0, "right": 0, "kinds": {}}


def test_the_session_remembers_a_bounded_number_of_answers() -> None:
    score = Score()
    questions = [_questions()[0].model_copy(update={"id": f"test/{i}"}) for i in range(SCORE_MEMORY + 10)]
    for question in questions:
        assert score.record(question, True)
    assert score.answered == SCORE_MEMORY + 10
    assert len(score.seen) == SCORE_MEMORY
    assert score.outcome(questions[-1].id) is True
    assert score.outcome(questions[0].id) is None  # forgotten: the oldest ones
    assert Score.load(score.dump()) == score


@pytest.mark.parametrize(
    "data", [None, "junk", {"answered": "1"}, {"answered": 1, "right": 0, "kinds": {}, "seen": [1]}, [1, 2]]
)
def test_a_session_that_holds_no_score_reads_as_a_fresh_one(data: object) -> None:
    assert Score.load(data) == Score()


def test_the_session_cookie_is_http_only_same_site_lax_and_small(qc: FlaskClient) -> None:
    response = qc.post("/api/quiz/q/test/ruling/bttcg/2", json={"choice": "B"})
    cookie = response.headers["Set-Cookie"]
    assert cookie.startswith("session=")
    assert "HttpOnly" in cookie
    assert "SameSite=Lax" in cookie
    assert len(cookie) < 1000


def test_the_session_key_comes_from_the_environment_or_is_drawn(app: Flask, monkeypatch: pytest.MonkeyPatch) -> None:
    knowledge = app.extensions["judge.knowledge"]
    monkeypatch.setenv("JUDGE_SECRET_KEY", "a key shared by every server of the service")
    assert create_app(knowledge=knowledge).secret_key == "a key shared by every server of the service"
    monkeypatch.delenv("JUDGE_SECRET_KEY")
    drawn = [create_app(knowledge=knowledge).secret_key for _ in range(2)]
    assert all(isinstance(key, str) and re.fullmatch(r"[0-9a-f]{64}", key) for key in drawn)
    assert drawn[0] != drawn[1]


def test_a_score_signed_with_another_key_is_not_read(quiz_app: Flask, app: Flask) -> None:
    with quiz_app.test_client() as first:
        first.post("/api/quiz/q/test/ruling/bttcg/2", json={"choice": "B"})
        cookie = first.get_cookie("session")
        assert cookie is not None
    other = create_app(knowledge=app.extensions["judge.knowledge"], TESTING=True)
    with other.test_client() as second:
        second.set_cookie("session", cookie.value)
        assert second.get("/api/quiz/score").get_json()["score"]["answered"] == 0


# --- the JSON twins ---------------------------------------------------------------------------------------------


def test_the_json_question_has_no_answer(qc: FlaskClient) -> None:
    data = qc.get("/api/quiz/q/test/scenario/bttcg/1").get_json()
    assert set(data) == {"id", "kind", "game", "difficulty", "prompt", "scenario", "options", "url"}
    assert data["options"] == [
        {"key": "A", "text": "Zorblax Walker survives with 3 damage"},
        {"key": "B", "text": "Zorblax Walker is scrapped"},
        {"key": "C", "text": "Zorblax Walker takes no damage"},
    ]
    assert data["url"] == "/quiz/q/test/scenario/bttcg/1"


def test_the_json_quiz_asks_every_question_and_gives_no_answer_away(qc: FlaskClient, fake: FakeService) -> None:
    """Issue 20: GET /api/quiz once returned every right answer; answers come only from answering."""
    data = qc.get("/api/quiz?count=2&seed=4&kind=scenario,ruling").get_json()
    made = fake.generate_quiz(
        qc.application.extensions["judge.knowledge"], count=2, seed=4, kinds=["scenario", "ruling"]
    )
    assert data["seed"] == made.seed
    assert [q["id"] for q in data["questions"]] == [q.id for q in made.questions]
    for asked, question in zip(data["questions"], made.questions, strict=True):
        assert asked == qc.get(f"/api/quiz/q/{question.id}").get_json()
        assert [(o["key"], o["text"]) for o in asked["options"]] == [(o.key, o.text) for o in question.options]
    body = json.dumps(data)
    for word in ('"correct"', '"answer"', '"explanation"', '"misruling"', '"sources"'):
        assert word not in body


def test_the_question_page_and_its_json_agree(qc: FlaskClient) -> None:
    for question in _questions():
        data = qc.get(f"/api/quiz/q/{question.id}").get_json()
        page = text(qc.get(f"/quiz/q/{question.id}"))
        assert options_of(page) == [(o["key"], o["text"]) for o in data["options"]]
        assert html.escape(data["prompt"], quote=True).replace("&#x27;", "&#39;") in page


def test_the_answer_page_and_its_json_agree(qc: FlaskClient) -> None:
    for question in _questions():
        for option in question.options:
            data = qc.post(f"/api/quiz/q/{question.id}", json={"choice": option.key}).get_json()
            page = text(qc.post(f"/quiz/q/{question.id}", data={"choice": option.key}))
            verdict = re.search(r'<p class="verdict (right|wrong)"', page)
            assert verdict is not None and (verdict.group(1) == "right") == data["correct"]
            assert data["answer"] == question.answer
            assert f'<li id="option-{data["answer"]}" class="option correct' in page
            explanation = page[page.index('id="explanation"') :]
            for step in data["explanation"]:
                first_id = next((r for r in step["rules"]), None)
                if first_id:
                    assert f'href="/rules/{first_id}"' in explanation
            if not data["correct"]:
                mistake = page[page.index('id="mistake"') : page.index('id="explanation"')]
                for rule in data["chosen"]["rules"]:
                    assert f'href="/rules/{rule}"' in mistake


def test_the_json_answer_explains_every_option(qc: FlaskClient) -> None:
    data = qc.post("/api/quiz/q/test/scenario/bttcg/1", json={"choice": "B"}).get_json()
    assert data["correct"] is False
    assert data["answer"] == "A"
    assert data["chosen"]["misruling"] == MISRULING
    assert data["chosen"]["misruling_title"] == "Armor subtracted per source"
    assert [o["key"] for o in data["options"]] == ["A", "B", "C"]
    assert [o["correct"] for o in data["options"]] == [True, False, False]
    assert data["explanation"][0]["rules"] == ["rulebook/resolving-damage"]
    assert data["sources"] == ["rulebook/resolving-damage", "Zorblax Walker"]


def test_the_rule_links_of_a_result_resolve(qc: FlaskClient) -> None:
    for question in _questions():
        page = text(qc.post(f"/quiz/q/{question.id}", data={"choice": question.options[-1].key}))
        links = set(RULE_LINK.findall(page))
        assert links
        for link in links:
            assert qc.get(link).status_code == 200, link


# --- end to end: the real quiz service (judge.quiz.generate) ---------------------------------------------------


@pytest.fixture(scope="module")
def real_quiz(app: Flask) -> dict[str, Any]:
    """A real quiz, made by the service over the application's knowledge base (its JSON)."""
    from judge.quiz.generate import generate_quiz  # the service: an ImportError here means it is not installed

    with app.test_client() as client:
        response = client.get("/api/quiz?count=6&seed=11")
        assert response.status_code == 200, text(response)[:500]
        asked = response.get_json()
    made = generate_quiz(app.extensions["judge.knowledge"], count=6, seed=11)
    assert [q["id"] for q in asked["questions"]] == [q.id for q in made.questions]
    return dict(made.model_dump(mode="json"))  # with the answers: the service's own, not the API's


def test_end_to_end_every_question_is_asked_answered_and_its_rule_links_resolve(
    client: FlaskClient, real_quiz: dict[str, Any]
) -> None:
    checked: set[str] = set()
    for index, question in enumerate(real_quiz["questions"]):
        query = {"count": 6, "seed": 11, "n": index}
        path = quote(question["id"], safe="/")
        page = text(client.get(f"/quiz/q/{path}", query_string=query))
        assert f"Question <strong>{index + 1}</strong> of {len(real_quiz['questions'])}" in page
        asked = client.get(f"/api/quiz/q/{path}").get_json()
        assert options_of(page) == [(o["key"], o["text"]) for o in asked["options"]]
        assert len({o["text"] for o in asked["options"]}) == len(asked["options"]) >= 2
        wrong = next(o for o in question["options"] if not o["correct"])
        result = client.post(f"/quiz/q/{path}", query_string=query, data={"choice": wrong["key"]})
        assert result.status_code == 200
        page = text(result)
        assert f"Wrong: you chose {wrong['key']}; the answer is {question['answer']}." in page
        for link in set(RULE_LINK.findall(page)) - checked:
            assert client.get(link).status_code == 200, link
            checked.add(link)
        for rule in wrong["rules"]:
            assert f'href="/rules/{rule}"' in page
        data = client.post(f"/api/quiz/q/{path}", json={"choice": question["answer"]}).get_json()
        assert data["correct"] is True
        assert data["explanation"] == question["explanation"]
    assert checked


def test_end_to_end_a_quiz_starts_and_unknown_ids_are_404(client: FlaskClient, real_quiz: dict[str, Any]) -> None:
    response = client.get("/quiz/start?count=6&seed=11")
    assert response.status_code == 303
    assert urlsplit(response.headers["Location"]).path == "/quiz/q/" + quote(real_quiz["questions"][0]["id"], safe="/")
    json_error(client.get("/api/quiz/q/no-such-question-id"), 404)


# --- the OpenAPI document describes these answers --------------------------------------------------------------


def test_the_quiz_answers_match_the_openapi_document(qc: FlaskClient) -> None:
    from tests.test_web_openapi import check

    document = qc.get("/api/openapi.json").get_json()
    question = "/api/quiz/q/{question_id}"
    check(document, "/api/quiz", "get", 200, qc.get("/api/quiz?count=3&seed=1").get_json())
    check(document, "/api/quiz", "get", 400, qc.get("/api/quiz?count=0").get_json())
    check(document, question, "get", 200, qc.get("/api/quiz/q/test/scenario/bttcg/1").get_json())
    check(document, question, "get", 404, qc.get("/api/quiz/q/no/such").get_json())
    for choice in ("A", "B"):
        answer = qc.post("/api/quiz/q/test/scenario/bttcg/1", json={"choice": choice}).get_json()
        check(document, question, "post", 200, answer)
    check(document, question, "post", 400, qc.post("/api/quiz/q/test/scenario/bttcg/1", json={}).get_json())
    check(document, "/api/quiz/score", "get", 200, qc.get("/api/quiz/score").get_json())
    check(document, "/api/quiz/reset", "post", 200, qc.post("/api/quiz/reset").get_json())
    with pytest.raises(AssertionError, match="correct"):
        wrong = qc.post("/api/quiz/q/test/scenario/bttcg/1", json={"choice": "A"}).get_json()
        del wrong["correct"]
        check(document, question, "post", 200, wrong)


def test_an_answered_question_stays_answered_whatever_cookie_comes_back(qc: FlaskClient) -> None:
    """Issue 20: re-sending the cookie from before a wrong answer once made the question unanswered again, so that a
    second try counted as right. The score is the service's now; the cookie only names the session."""
    first = qc.post("/api/quiz/q/test/ruling/bttcg/2", json={"choice": "A"}).get_json()
    assert first["counted"] is True
    before = qc.get_cookie("session")
    assert before is not None
    asked = next(q for q in _questions() if q.id == "test/scenario/bttcg/1")
    wrong = next(o.key for o in asked.options if not o.correct)
    right = asked.answer
    assert qc.post("/api/quiz/q/test/scenario/bttcg/1", json={"choice": wrong}).get_json()["counted"] is True
    qc.set_cookie("session", before.value)  # the cookie from before the wrong answer
    again = qc.post("/api/quiz/q/test/scenario/bttcg/1", json={"choice": right}).get_json()
    assert again["counted"] is False
    score = qc.get("/api/quiz/score").get_json()["score"]
    assert score["answered"] == 2 and score["right"] == int(first["correct"])


def test_a_score_that_cannot_be_kept_is_a_503_naming_the_file(
    qc: FlaskClient, tmp_path: pathlib.Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the data folder should be")
    monkeypatch.setenv("JUDGE_HOME", str(blocked))
    error = json_error(qc.post("/api/quiz/q/test/ruling/bttcg/2", json={"choice": "A"}), 503)
    assert "quiz-scores.sqlite3" in error["message"] and "cannot be kept" in error["message"]
    response = qc.post("/quiz/q/test/ruling/bttcg/2", data={"choice": "A"})
    assert response.status_code == 503 and "cannot be kept" in response.get_data(as_text=True)
