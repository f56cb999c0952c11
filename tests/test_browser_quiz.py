"""The quiz as a judge in training plays it: headless Chromium (Debian's) driven by Playwright against the application
served on loopback. One test plays a quiz of the real quiz service; the other plays the invented questions of
``tests/test_web_quiz.py`` (the service replaced by its fake), so that the pages themselves are checked on their
own."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask
from werkzeug.datastructures import MultiDict

from judge.web import create_app, quiz_view
from tests.live import chromium, loaded, served
from tests.test_web_quiz import FakeService

playwright_api = pytest.importorskip("playwright.sync_api")

SEED = 5
COUNT = 3


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with chromium() as launched:
        yield launched


def _serve(app: Flask) -> Iterator[str]:
    with served(app) as url:
        yield url


@pytest.fixture(scope="module")
def base_url(app: Flask) -> Iterator[str]:
    yield from _serve(app)


@pytest.fixture
def fake_url(app: Flask, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """An application of its own whose quiz is the fake service's."""
    monkeypatch.setattr(quiz_view, "service", FakeService().service)
    yield from _serve(create_app(knowledge=app.extensions["judge.knowledge"], TESTING=True))


def _watch(page: Any) -> list[str]:
    problems: list[str] = []
    page.on("console", lambda msg: problems.append(msg.text) if msg.type == "error" else None)
    page.on("pageerror", lambda exc: problems.append(str(exc)))
    return problems


def _start(page: Any, base_url: str) -> None:
    page.goto(base_url + "/")
    page.click("header.site nav >> text=Quiz")
    page.wait_for_url("**/quiz")
    assert page.locator("#score-total").inner_text() == "No question answered yet."
    page.fill("#count", str(COUNT))
    page.fill("#seed", str(SEED))
    page.click("#start")
    page.wait_for_url("**/quiz/q/**")
    assert page.locator("#quiz-place").inner_text().startswith(f"Question 1 of {COUNT}")
    assert page.locator("#quiz-seed").inner_text() == str(SEED)


def _play(page: Any, base_url: str, quiz: dict[str, Any]) -> None:
    """Starts the quiz of :data:`SEED`, answers its first question wrongly and its second rightly."""
    first, second = quiz["questions"][:2]
    _start(page, base_url)
    assert page.locator("#prompt").inner_text().strip() == first["prompt"].strip()

    wrong = next(o for o in first["options"] if not o["correct"])
    page.check(f'input[name="choice"][value="{wrong["key"]}"]')
    page.click("#answer")
    loaded(page, "#verdict")
    assert page.locator("#verdict").inner_text() == f"Wrong: you chose {wrong['key']}; the answer is {first['answer']}."
    # the right option is highlighted (quiz.css loaded under the CSP), the chosen one marked wrong
    right = page.locator(f"#option-{first['answer']}")
    assert "correct" in (right.get_attribute("class") or "")
    assert right.evaluate("e => getComputedStyle(e).borderTopWidth") == "2px"
    assert "wrong" in (page.locator(f"#option-{wrong['key']}").get_attribute("class") or "")
    mistake = page.locator("#mistake")
    for rule in wrong["rules"]:
        assert mistake.locator(f'a.cite[href="/rules/{rule}"]').count() >= 1
    cited = [rule for step in first["explanation"] for rule in step["rules"]]
    links = page.locator("#explanation a.cite")
    assert links.count() >= len(set(cited)) > 0 or not cited
    for href in {links.nth(i).get_attribute("href") for i in range(links.count())}:
        assert page.request.get(base_url + href).status == 200, href  # every rule link resolves

    page.click("#next")
    page.wait_for_url("**/quiz/q/**")
    assert page.locator("#quiz-place").inner_text().startswith(f"Question 2 of {COUNT}")
    assert page.locator("#prompt").inner_text().strip() == second["prompt"].strip()
    page.check(f'input[name="choice"][value="{second["answer"]}"]')
    page.click("#answer")
    loaded(page, "#verdict")
    assert page.locator("#verdict").inner_text() == f"Right: {second['answer']} is the answer."
    assert page.locator("#mistake").count() == 0
    assert page.locator("#score-total").inner_text() == "This session: 1 right of 2 answered."

    page.goto(base_url + "/quiz")
    assert page.locator("#score-total").inner_text() == "1 right of 2 answered."
    page.click("#reset")
    page.wait_for_url("**/quiz")
    assert page.locator("#score-total").inner_text() == "No question answered yet."


def _quiz(page: Any, base_url: str, app: Flask) -> dict[str, Any]:
    """The quiz of :data:`SEED` with its answers, from the service itself (the JSON twin gives none away), checked
    to be the quiz the JSON twin asks."""
    response = page.request.get(f"{base_url}/api/quiz?count={COUNT}&seed={SEED}")
    assert response.status == 200, response.text()[:300]
    asked = response.json()
    params = quiz_view.read_params(MultiDict({"count": str(COUNT), "seed": str(SEED)}))
    made = quiz_view.make_quiz(app.extensions["judge.knowledge"], params)
    assert [q["id"] for q in asked["questions"]] == [q.id for q in made.questions]
    return dict(made.model_dump(mode="json"))


def test_play_a_quiz_of_the_real_service(browser: Any, base_url: str, app: Flask) -> None:
    page = browser.new_page()
    problems = _watch(page)
    _play(page, base_url, _quiz(page, base_url, app))
    assert problems == [], f"console errors (a CSP violation shows here): {problems}"
    page.close()


def test_play_a_quiz_of_invented_questions(browser: Any, fake_url: str, app: Flask) -> None:
    page = browser.new_page()
    problems = _watch(page)
    _play(page, fake_url, _quiz(page, fake_url, app))
    # the scenario opens in "What happens?"
    page.goto(fake_url + "/quiz/q/test/scenario/bttcg/1")
    page.click("#scenario summary")
    page.click("#open-ask")
    page.wait_for_url(re.compile(r".*/ask\?s=.*"))
    assert "A slow 'Mech takes damage from two raiders" in page.locator("#scenario").input_value()
    assert page.locator("#answer").count() == 1  # answered
    assert problems == [], f"console errors (a CSP violation shows here): {problems}"
    page.close()
