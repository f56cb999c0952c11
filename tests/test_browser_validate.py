"""The validator as a person uses it: headless Chromium (Debian's) driven by Playwright against the application served
on loopback. The card texts are invented."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from flask import Flask

from tests.live import chromium, loaded, served

playwright_api = pytest.importorskip("playwright.sync_api")

BROKEN = "Deal 2 damage to each attacking Unti."
FIXED = "Deal 2 damage to each attacking Unit."
CARD_FILE = b"""\
name: Zorblax Strider (ZS-2)
type: Unit
cost: 4+2A
speed: fats
attack: 3
armor: 2
structure: 7
text: |
  Overheat 2: +2 attack
  Draw a crad.
"""


@pytest.fixture(scope="module")
def base_url(app: Flask) -> Iterator[str]:
    with served(app) as url:
        yield url


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with chromium() as launched:
        yield launched


def test_validate_a_broken_text_fix_it_and_upload_a_card_file(browser: Any, base_url: str, tmp_path: Path) -> None:
    page = browser.new_page()
    problems: list[str] = []
    page.on("console", lambda msg: problems.append(msg.text) if msg.type == "error" else None)
    page.on("pageerror", lambda exc: problems.append(str(exc)))
    page.goto(base_url + "/")
    page.click("text=Validate a card")
    page.wait_for_url("**/validate")

    # a broken text: the underline is on the token the grammar did not expect, with the suggestion
    page.fill("#text", "Play only when blocking.\n" + BROKEN)
    page.select_option("#type", "Command")
    page.click("#check-text")
    loaded(page, "#report")
    mark = page.locator("#report mark.err")
    assert mark.count() == 1
    assert mark.inner_text() == "Unti."
    assert "underline" in mark.evaluate("e => getComputedStyle(e).textDecorationLine")  # validate.css loaded
    error_sentence = page.locator(".sentence.error")
    assert "line 2, column 1" in error_sentence.locator(".where").inner_text()
    assert f"Did you mean {FIXED}?" in error_sentence.locator(".suggestion").inner_text().replace("\u201c", "")
    assert page.input_value("#text") == "Play only when blocking.\n" + BROKEN, "the text stays in the form"

    # fix it with the suggestion (validate.js puts it in the text box), check again, open the DSL tree
    use = error_sentence.locator("button.use-suggestion")
    assert use.is_visible()
    use.click()
    assert page.input_value("#text") == "Play only when blocking.\n" + FIXED
    page.click("#check-text")
    loaded(page, "#report")
    assert page.locator("#report mark.err").count() == 0
    english = page.locator("#report .ability .english")
    assert english.all_inner_texts() == ["Play only when blocking.", FIXED]
    tree = page.locator("#report .ability").nth(1).locator(":scope > details.dsl")
    assert tree.get_attribute("open") is None
    assert not tree.locator("text=amount").first.is_visible()
    tree.locator("summary").first.click()
    assert tree.get_attribute("open") is not None
    effects = tree.locator(":scope > ul > li > details", has_text="effects").first
    effects.locator("summary").first.click()
    effects.locator("ol > li > details > summary").first.click()
    assert tree.locator(".dsl-kind", has_text="deal_damage").first.is_visible()
    assert tree.locator(".dsl-key", has_text="amount").first.is_visible()
    page.screenshot(path=str(tmp_path / "validate-text.png"), full_page=True)

    # a card file: its problems with their lines, the file echoed with those lines marked
    page.set_input_files("#file", files=[{"name": "zorblax.yaml", "mimeType": "application/yaml", "buffer": CARD_FILE}])
    page.click("#check-file")
    loaded(page, "table.problems")
    rows = page.locator("table.problems tbody tr").all_inner_texts()
    assert any(row.startswith("4\t") and "speed" in row for row in rows), rows
    assert any(row.startswith("10\t8\ttext") for row in rows), rows
    assert page.locator("table.echo tr.bad th").all_inner_texts() == ["4", "10"]
    assert page.locator(".file-report mark.err").inner_text() == "crad."

    # on a phone: nothing wider than the screen
    page.set_viewport_size({"width": 375, "height": 800})
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    page.screenshot(path=str(tmp_path / "validate-file-phone.png"), full_page=True)
    assert problems == [], f"console errors (a CSP violation shows here): {problems}"
    page.close()


def test_coverage_page_lists_cards_with_links(browser: Any, base_url: str) -> None:
    page = browser.new_page()
    problems: list[str] = []
    page.on("console", lambda msg: problems.append(msg.text) if msg.type == "error" else None)
    page.goto(base_url + "/validate")
    page.click("text=see which ones it does not")
    page.wait_for_url("**/coverage")
    totals = page.locator(".totals").inner_text()
    assert "executed (" in totals and "read in full by the grammar" in totals  # issue 17: both figures
    links = page.locator("table.coverage-cards a")
    if links.count():
        href = links.first.get_attribute("href")
        assert href is not None and href.startswith("/cards/")
        links.first.click()
        page.wait_for_url("**/cards/**")
        assert page.locator("h1").count() == 1
    assert problems == [], f"console errors (a CSP violation shows here): {problems}"
    page.close()
