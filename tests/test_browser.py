"""The pages as a person sees them: headless Chromium (Debian's, installed by ``make test``) driven by Playwright
against the application served on loopback."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from flask import Flask

from tests.live import chromium, served

playwright_api = pytest.importorskip("playwright.sync_api")


@pytest.fixture(scope="module")
def base_url(app: Flask) -> Iterator[str]:
    with served(app) as url:
        yield url


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    with chromium() as launched:
        yield launched


def test_find_a_card_and_open_its_page(browser: object, base_url: str, tmp_path: Path) -> None:
    page = browser.new_page()  # type: ignore[attr-defined]
    problems: list[str] = []
    page.on("console", lambda msg: problems.append(msg.text) if msg.type == "error" else None)
    page.goto(base_url + "/")
    page.fill("#q", "Atlas")
    page.press("#q", "Enter")
    page.wait_for_url("**/search?q=Atlas*")
    link = page.locator('ol.results a.title[href="/cards/domination-atlas"]')
    assert link.count() == 1
    link.click()
    page.wait_for_url("**/cards/domination-atlas")
    assert page.locator("h1").inner_text() == "Atlas"
    assert "HEAVY ARMOR" in page.locator(".card-text").inner_text()
    # the stylesheet loads under the Content-Security-Policy: the header has its accent border
    border = page.eval_on_selector("header.site", "e => getComputedStyle(e).borderBottomStyle")
    assert border == "solid"
    page.screenshot(path=str(tmp_path / "card.png"), full_page=True)
    assert problems == [], f"console errors (a CSP violation shows here): {problems}"
    page.close()


def test_json_twin_link_on_the_card_page(browser: object, base_url: str) -> None:
    page = browser.new_page()  # type: ignore[attr-defined]
    page.goto(base_url + "/cards/mechchess-atlas")
    with page.expect_navigation() as navigation:
        page.click("footer a")
    assert page.url == base_url + "/api/cards/mechchess-atlas"
    body = page.locator("body").inner_text()
    assert '"hits": 13' in body.replace('"hits":13', '"hits": 13')
    data = navigation.value.json()
    assert data["url"] == "/cards/mechchess-atlas"  # the twin of the page the link was on
    assert data["card"]["hits"] == 13
    assert data["ask_url"] is None
    page.close()
