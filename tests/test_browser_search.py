"""Search as a person uses it, in headless Chromium (Debian's, driven by Playwright) against the application served
on loopback: the header box and its suggestions, highlighted results, facets, pages, "showing results for", and a
card opened from a result.
No console errors (a Content-Security-Policy violation would show there)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from flask import Flask

from tests.live import chromium, loaded, served

playwright_api = pytest.importorskip("playwright.sync_api")


@pytest.fixture(scope="module")
def base_url(app: Flask) -> Iterator[str]:
    with served(app) as url:
        yield url


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with chromium() as launched:
        yield launched


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    """A fresh page that records console errors in ``page.problems``."""
    opened = browser.new_page()
    problems: list[str] = []
    opened.on("console", lambda msg: problems.append(msg.text) if msg.type == "error" else None)
    opened.problems = problems
    yield opened
    opened.close()


def _count(page: Any) -> int:
    text = page.locator("#count").inner_text()
    match = re.match(r"(\d+) results?", text)
    assert match, text
    return int(match.group(1))


def _hit_links(page: Any) -> list[str]:
    links: list[str] = page.locator("ol.results a.title").evaluate_all("els => els.map(e => e.getAttribute('href'))")
    return links


def test_search_narrow_by_facet_page_and_open_a_card(page: Any, base_url: str, tmp_path: Path) -> None:
    page.goto(base_url + "/")
    page.fill("#q", "damage")
    page.press("#q", "Enter")
    page.wait_for_url("**/search?q=damage*")
    total = _count(page)
    assert total > 20
    assert page.locator("ol.results li.hit").count() == 20
    assert page.locator("ol.results .snippet mark.hl").count() >= 10
    # the highlight is styled (search.css loaded under the CSP)
    background = page.eval_on_selector("mark.hl", "e => getComputedStyle(e).backgroundColor")
    assert background == "rgb(251, 231, 161)"
    kind_counts = page.locator("aside .facet-kind .n").all_inner_texts()
    assert sum(int(n) for n in kind_counts) == total
    page.set_viewport_size({"width": 390, "height": 844})  # a phone: facets above the results, nothing too wide
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"the page scrolls sideways on a phone ({width}px)"
    page.screenshot(path=str(tmp_path / "search-phone.png"), full_page=True)
    page.set_viewport_size({"width": 1280, "height": 900})

    first_page = _hit_links(page)
    page.click("nav.pages a[rel=next]")
    page.wait_for_url("**page=2*")
    assert page.locator("nav.pages [aria-current=page]").inner_text() == "2"
    assert page.locator("ol.results").get_attribute("start") == "21"
    second_page = _hit_links(page)
    assert second_page and not set(first_page) & set(second_page), "page 2 shows other answers"
    assert _count(page) == total

    facet = page.locator('aside a[data-facet="kind:card"]')
    cards = int(facet.locator("xpath=following-sibling::span[@class='n']").inner_text())
    facet.click()
    page.wait_for_url("**/search?q=damage+kind*card*")
    assert page.input_value("#search-q") == "damage kind:card"
    assert _count(page) == cards
    assert set(page.locator("ol.results .kind").all_text_contents()) == {"card"}
    assert "kind:card" in page.locator("aside .applied").inner_text()

    title = page.locator("ol.results a.title").first
    name = title.inner_text()
    title.click()
    page.wait_for_url("**/cards/**")
    assert page.locator("h1").inner_text() == name
    assert page.problems == [], f"console errors: {page.problems}"


def test_misspelled_query_shows_the_card_at_once(page: Any, base_url: str, tmp_path: Path) -> None:
    """Issue 22 item 1: a misspelt name that finds nothing shows its correction's answers, the card first, with a
    link to search the query as typed."""
    page.goto(base_url + "/search")
    page.fill("#q", "Forged Misson Orders")
    page.press("#q", "Enter")
    loaded(page, ".corrected a")
    assert "Showing results for Forged Mission Orders" in page.locator(".corrected").inner_text()
    page.screenshot(path=str(tmp_path / "showing-results-for.png"), full_page=True)
    first = page.locator("ol.results li.hit").first
    assert first.locator(".kind").text_content() == "card"
    assert first.locator("a.title").inner_text() == "Forged Mission Orders"
    page.click(".corrected a >> nth=1")
    page.wait_for_url("**literal=1*")
    assert "No results" in page.locator("#count").inner_text()
    page.go_back()
    page.locator("ol.results li.hit a.title").first.click()
    page.wait_for_url("**/cards/forged-mission-orders")
    assert page.locator("h1").inner_text() == "Forged Mission Orders"
    assert page.problems == [], f"console errors: {page.problems}"


def test_the_search_box_suggests_card_names_as_you_type(page: Any, base_url: str) -> None:
    """Issue 22 item 3: the header box's datalist fills with /api/autocomplete's names (no console errors: the
    Content-Security-Policy allows the script and its requests)."""
    page.goto(base_url + "/")
    page.fill("#q", "forged mi")
    page.wait_for_function(
        "() => [...document.querySelectorAll('datalist option')].some(o => o.value === 'Forged Mission Orders')"
    )
    assert page.get_attribute("#q", "list")
    assert page.problems == [], f"console errors: {page.problems}"


def test_a_query_error_is_underlined_at_its_column(page: Any, base_url: str, tmp_path: Path) -> None:
    page.goto(base_url + "/search?q=heavy+fog+colour:red")
    assert page.input_value("#search-q") == "heavy fog colour:red"
    assert "unknown field 'colour'" in page.locator(".query-error .error").inner_text()
    mark = page.locator("pre.echo .at")
    assert mark.inner_text() == "c"
    assert mark.get_attribute("title") == "column 11"
    style = page.eval_on_selector("pre.echo .at", "e => getComputedStyle(e).textDecorationLine")
    assert "underline" in style
    page.screenshot(path=str(tmp_path / "query-error.png"), full_page=True)
    # the page itself answers 400, which Chromium reports once; nothing else may be logged
    others = [p for p in page.problems if "status of 400" not in p]
    assert len(page.problems) == 1 and others == [], f"console errors: {page.problems}"


def test_help_examples_run(page: Any, base_url: str) -> None:
    page.goto(base_url + "/search/help")
    page.click("ul.examples a >> text='kind:ruling card:\"Forged Mission Orders\"'")
    page.wait_for_url("**/search?q=kind*")
    assert _count(page) >= 1
    assert set(page.locator("ol.results .kind").all_text_contents()) <= {
        "clarification",
        "errata",
        "tournament",
        "example",
        "faq",
    }
    assert page.problems == [], f"console errors: {page.problems}"
