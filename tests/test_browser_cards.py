"""The card and rule pages as a person sees them: headless Chromium (Debian's) driven by Playwright against the
application serving the invented cards and rulings of ``tests/test_web_cards.py`` (no ``../shared`` needed)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.live import chromium, served
from tests.test_web_cards import ZORBLAX, invented_application

playwright_api = pytest.importorskip("playwright.sync_api")
pytestmark = pytest.mark.browser

LAPTOP = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}


@pytest.fixture(scope="module")
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    app = invented_application(tmp_path_factory.mktemp("invented-browser"))
    with served(app) as url:
        yield url


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with chromium() as launched:
        yield launched


def open_page(browser: Any, viewport: dict[str, int]) -> tuple[Any, list[str]]:
    """A new page of that size, and the list its console errors go to (a CSP violation shows there)."""
    page = browser.new_page(viewport=viewport)
    problems: list[str] = []
    page.on("console", lambda msg: problems.append(msg.text) if msg.type == "error" else None)
    page.on("pageerror", lambda exc: problems.append(str(exc)))
    return page, problems


def box(page: Any, selector: str) -> dict[str, float]:
    found = page.locator(selector).first.bounding_box()
    assert found is not None, f"{selector} is not shown"
    return dict(found)


def test_card_page_tree_printings_rulings_and_relations(browser: Any, base_url: str, tmp_path: Path) -> None:
    page, problems = open_page(browser, LAPTOP)
    page.goto(f"{base_url}/cards/{ZORBLAX}")
    assert page.locator("h1").inner_text() == "Zorblax Walker (ZB-1)"
    # the DSL tree is collapsed; opening it shows the nested nodes
    tree = page.locator("ol.abilities > li").first.locator("details.dsl").first
    nested = tree.locator(":scope > ul.dsl > li").first
    assert not nested.is_visible()
    tree.locator(":scope > summary").click()
    assert tree.get_attribute("open") is not None
    assert nested.is_visible()
    assert "heat" in tree.locator(":scope > ul.dsl").inner_text()
    # printed vs current: the Unlimited printing beside the current text, the words that differ marked
    unlimited = page.locator("article.printing", has_text="Unlimited")
    assert "2: +2" in unlimited.locator(".printed del").first.inner_text()
    assert "1: +1" in unlimited.locator(".current ins").first.inner_text()
    printed, current = box(page, "article.printing .printed"), box(page, "article.printing .current")
    assert current["x"] >= printed["x"] + printed["width"] - 1, "on a laptop the columns stand side by side"
    assert abs(current["y"] - printed["y"]) < 2
    erratum = unlimited.locator("a.erratum")
    assert erratum.inner_text() == "invented/zorblax-walker"
    assert erratum.get_attribute("href") == "/rules/invented/zorblax-walker"
    page.screenshot(path=str(tmp_path / "card-laptop.png"), full_page=True)
    # a ruling's link opens its page; a relation there opens the related record
    page.locator("a.ruling-id", has_text="invented/zorblax-walker/jumping").click()
    page.wait_for_url("**/rules/invented/zorblax-walker/jumping")
    assert "Zorblax Walker may jump" in page.locator("blockquote.ruling-text").inner_text()
    page.locator("ul.related a", has_text="invented/quibble-orders").click()
    page.wait_for_url("**/rules/invented/quibble-orders")
    assert page.locator("h1").inner_text() == "Quibble Orders"
    assert page.locator("h2", has_text="Errata").count() == 1
    assert problems == [], f"console errors (a CSP violation shows here): {problems}"
    page.close()


def test_superseded_ruling_points_to_the_current_one(browser: Any, base_url: str) -> None:
    page, problems = open_page(browser, LAPTOP)
    page.goto(f"{base_url}/cards/{ZORBLAX}")
    page.locator("a.ruling-id", has_text="invented-1997/zorblax-walker").click()
    page.wait_for_url("**/rules/invented-1997/zorblax-walker")
    banner = page.locator(".superseded-banner")
    assert "Superseded." in banner.inner_text()
    banner.locator("a.current-record").click()
    page.wait_for_url("**/rules/invented/zorblax-walker")
    assert page.locator(".superseded-banner").count() == 0
    assert problems == [], f"console errors (a CSP violation shows here): {problems}"
    page.close()


def test_unparsed_sentence_is_underlined(browser: Any, base_url: str) -> None:
    page, problems = open_page(browser, LAPTOP)
    page.goto(f"{base_url}/cards/glorp-gambit")
    mark = page.locator("ul.unparsed mark.at")
    assert mark.inner_text() == "crad."
    style = mark.evaluate("e => getComputedStyle(e).textDecorationLine")
    assert "underline" in style
    assert "Draw a card." in page.locator("ul.unparsed .suggestion").inner_text()
    assert problems == [], f"console errors (a CSP violation shows here): {problems}"
    page.close()


def test_card_page_on_a_phone_stacks_the_columns(browser: Any, base_url: str, tmp_path: Path) -> None:
    page, problems = open_page(browser, PHONE)
    page.goto(f"{base_url}/cards/{ZORBLAX}")
    printed, current = box(page, "article.printing .printed"), box(page, "article.printing .current")
    assert current["y"] >= printed["y"] + printed["height"] - 1, "on a phone the current text goes below"
    assert abs(current["x"] - printed["x"]) < 2
    columns = page.eval_on_selector(".side-by-side", "e => getComputedStyle(e).gridTemplateColumns")
    assert len(columns.split()) == 1
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE["width"], f"the page scrolls sideways on a phone ({width}px)"
    page.screenshot(path=str(tmp_path / "card-phone.png"), full_page=True)
    assert problems == [], f"console errors (a CSP violation shows here): {problems}"
    page.close()
