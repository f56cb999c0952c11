""" "What happens?" as a person uses it: headless Chromium (Debian's, installed by ``make test``) driven by Playwright
against the application served on loopback. Every page is checked for console errors (a CSP violation shows there)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.live import loaded
from tests.test_browser import base_url, browser  # noqa: F401  (fixtures: the live server, the browser)
from tests.test_browser import playwright_api as _playwright  # noqa: F401  (skips the module without Playwright)

pytestmark = pytest.mark.browser
EXAMPLE = "rulebook/using-unit-options-and-abilities-4"
"""A worked example of the rulebook (p.31, Missile) that uses no card of the community pool."""


def _page(chromium: Any, problems: list[str]) -> Any:
    page = chromium.new_page(viewport={"width": 1100, "height": 900})
    page.on("console", lambda msg: problems.append(f"{page.url}: {msg.text}") if msg.type == "error" else None)
    return page


def test_ask_a_worked_example_and_read_the_answer(browser: Any, base_url: str, tmp_path: Path) -> None:  # noqa: F811
    problems: list[str] = []
    page = _page(browser, problems)
    page.goto(base_url + "/")
    page.click("nav >> text=What happens?")
    page.wait_for_url("**/ask")
    page.click(f'details.examples a[data-example="{EXAMPLE}"]')
    page.wait_for_url("**/ask?example=**")
    assert EXAMPLE in page.locator("#from-example").inner_text()
    assert EXAMPLE in page.input_value("#scenario"), "the example's file, its header citing the record"
    page.click("form.scenario button[type=submit]")
    loaded(page, "#answer")
    assert page.locator(".verdict").inner_text() == "Legal: every action follows the rules."
    expected = page.request.get(f"{base_url}/api/ask?example={EXAMPLE}").json()["answer"]
    rows = page.locator("table.outcomes tbody tr")
    assert rows.count() == len(expected["outcomes"]) >= 1
    assert rows.first.locator("td.fraction").inner_text() == expected["outcomes"][0]["probability"]
    assert page.locator("#summary").inner_text() == expected["summary"], "the verdict in words, first"
    bars = page.locator("svg.outcome-chart g.bar rect")
    if rows.count() == 1 and expected["outcomes"][0]["probability"] == "1":
        assert bars.count() == 0, "one certain outcome: no chart (issue 21)"
    else:
        assert bars.count() == rows.count()
        title = page.locator("svg.outcome-chart g.bar title").first.text_content()
        assert title and title.startswith("Outcome 1: "), title
        label = page.locator("svg.outcome-chart").get_attribute("aria-label")
        assert label and label.startswith("Probability of each outcome")
    steps = page.locator("ol.trace li")
    assert steps.count() == len(expected["trace"]) >= 3
    for k, step in enumerate(expected["trace"]):
        assert steps.nth(k).inner_text().startswith(step["text"])
    cite = page.locator("ol.trace a.cite").first
    rule = cite.inner_text()
    cite.click()
    page.wait_for_url(f"**/rules/{rule}")
    assert page.locator("h1").inner_text() not in {"400", "404", "500"}, "the cited rule has a page"
    assert "Commander's Edition rulebook" in page.locator("main").inner_text()
    page.screenshot(path=str(tmp_path / "rule.png"), full_page=True)
    assert problems == [], f"console errors (a CSP violation shows here): {problems}"
    page.close()


def test_a_broken_action_is_highlighted_and_the_permalink_shows_the_same_answer(
    browser: Any,  # noqa: F811
    base_url: str,  # noqa: F811
    tmp_path: Path,
) -> None:
    problems: list[str] = []
    page = _page(browser, problems)
    page.goto(base_url + "/ask?example=bttcg")
    text = page.input_value("#scenario")
    broken = text.replace(
        "{by: Brian, assign: raider, to: {defender: 7}}", "{by: Brian, assign: raider, to: {defender: 9}}"
    )
    assert broken != text
    page.fill("#scenario", broken)
    page.click("form.scenario button[type=submit]")
    loaded(page, "#answer")
    assert "Not legal" in page.locator(".verdict").inner_text()
    highlighted = page.locator("ol.actions > li.violation")
    assert highlighted.count() == 1
    assert highlighted.get_attribute("id") == "action-4"
    assert "Raider deals 7 damage; 9 assigned" in highlighted.inner_text()
    assert "Brian assigns 9 damage from Raider to Defender" in highlighted.inner_text(), "the action in English"
    assert page.locator("#action-3").get_attribute("class") == "action", "the legal actions are not highlighted"
    # the highlight is drawn by the page's own stylesheet (the CSP allows it): a coloured left border
    border = page.eval_on_selector("#action-4", "e => getComputedStyle(e).borderLeftStyle")
    assert border == "solid"
    assert page.input_value("#scenario") == broken, "the edited scenario stays in the form"
    answer = page.locator("#answer").inner_text()
    link = page.locator("#permalink").get_attribute("href")
    assert link and link.startswith("/ask?s=")
    page.screenshot(path=str(tmp_path / "answer.png"), full_page=True)

    shared = _page(browser, problems)
    shared.goto(base_url + link)
    loaded(shared, "#answer")
    assert shared.input_value("#scenario") == broken
    assert shared.locator("#answer").inner_text() == answer
    assert shared.locator("ol.actions > li.violation").get_attribute("id") == "action-4"
    assert problems == [], f"console errors (a CSP violation shows here): {problems}"
    shared.click("footer a")  # the answer's JSON twin
    assert '"legal": false' in shared.locator("body").inner_text().replace('"legal":false', '"legal": false')
    shared.close()
    page.close()


def test_the_page_fits_a_phone(browser: Any, base_url: str) -> None:  # noqa: F811
    problems: list[str] = []
    page = browser.new_page(viewport={"width": 360, "height": 740})
    page.on("console", lambda msg: problems.append(msg.text) if msg.type == "error" else None)
    page.goto(base_url + "/ask?example=bttcg")  # a Missile's die: several outcomes, so a chart
    page.click("form.scenario button[type=submit]")
    loaded(page, "#answer")
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0, f"the page scrolls sideways by {overflow}px on a phone"
    assert page.locator("svg.outcome-chart").bounding_box()["width"] <= 360
    assert problems == []
    page.close()
