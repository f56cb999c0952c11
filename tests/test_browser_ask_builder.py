"""The position builder of /ask on a 390 px phone, by touch alone (issue 21 items 1 and 5): headless Chromium driven
by Playwright with ``has_touch`` (every choice a ``tap``, names and numbers typed on the keyboard as a phone's own),
building the rulebook's Sunder example (rulebook p.30, "Resolving Damage": two 'Mechs deal 7 each to the Sunder, Move
to Partial Cover prevents 2, armor 3 stops 3, 9 counters: the Sunder survives) and reading the verdict; natural
phrasings typed and answered; a broken sentence fixed from its suggestion in one tap."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import LACKEY, need
from tests.live import loaded
from tests.phrasings_check import check, load_cases
from tests.test_browser import base_url, browser  # noqa: F401  (fixtures: the live server, the browser)
from tests.test_browser import playwright_api as _playwright  # noqa: F401  (skips the module without Playwright)

pytestmark = pytest.mark.browser
PHONE = {"width": 390, "height": 844}


def _phone(browser: Any, problems: list[str]) -> Any:  # noqa: F811
    context = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True)
    page = context.new_page()
    page.on("console", lambda msg: problems.append(f"{page.url}: {msg.text}") if msg.type == "error" else None)
    return page


def _settled(page: Any) -> None:
    page.wait_for_selector("#builder:not([aria-busy])", state="attached")


def _tap(page: Any, selector: str) -> None:
    page.tap(selector)
    _settled(page)


def _type(page: Any, selector: str, text: str) -> None:
    """Tap a field and type on the phone's keyboard (what it held erased first)."""
    page.tap(selector)
    for _ in range(len(page.input_value(selector))):
        page.keyboard.press("Backspace")
    page.keyboard.type(text)


def _card(page: Any, owner: str, name: str, zone: str) -> None:
    _tap(page, f"#chip-card-owner-{owner}")
    _type(page, "#b-card-name", name)
    _tap(page, f"#chip-card-zone-{zone}")
    _tap(page, "#b-add-card")


def _unit(page: Any, owner: str, name: str, speed: str, stats: tuple[int, int, int]) -> None:
    _tap(page, f"#chip-card-owner-{owner}")
    _tap(page, "#chip-card-source-unit")
    _type(page, "#b-unit-name", name)
    _tap(page, f"#chip-unit-speed-{speed}")
    for stat, value in zip(("attack", "armor", "structure"), stats, strict=True):
        _type(page, f"#b-{stat}", str(value))
    _tap(page, "#chip-card-zone-patrol")
    _tap(page, "#b-add-card")
    _tap(page, "#chip-card-source-pool")


def _assign(page: Any, by: str, unit: str, amounts: dict[int, int]) -> None:
    _tap(page, f"#chip-action-by-{by}")
    _tap(page, "#chip-action-kind-assign")
    _tap(page, f"#chip-action-unit-{unit}")
    for n, value in amounts.items():
        _type(page, f"#b-amount-{n}", str(value))
        page.keyboard.press("Tab")  # the field's change is taken as it loses focus, as a phone's "next" does
    _tap(page, "#b-add-action")


def test_build_the_rulebook_sunder_example_by_touch_and_read_the_verdict(
    browser: Any,  # noqa: F811
    base_url: str,  # noqa: F811
    tmp_path: Path,
) -> None:
    """rulebook p.30 "Resolving Damage": 14 damage, 2 prevented by Move to Partial Cover, 3 stopped by armor: 9."""
    need(LACKEY)
    problems: list[str] = []
    page = _phone(browser, problems)
    page.goto(base_url + "/ask")
    page.wait_for_selector("#builder:not([hidden])")
    _settled(page)
    _tap(page, "#b-new")
    _tap(page, "#chip-assets-0-T")
    _tap(page, "#chip-assets-1-T")
    _card(page, "Melissa", "Sunder", "patrol")
    _card(page, "Melissa", "Move to Partial Cover", "hand")
    _unit(page, "Brian", "Raider", "fast", (7, 0, 5))
    _unit(page, "Brian", "Wasp", "fast", (7, 0, 5))
    _tap(page, "#chip-attacker-Brian")
    targets = page.locator("[data-menu=target] button").all_inner_texts()
    assert targets == ["Melissa's Stockpile", "Sunder (SD1-OB)"], "a card in hand is no target (rulebook p.24)"
    _tap(page, "#chip-group-raider")
    _tap(page, "#chip-group-wasp")
    _tap(page, "#chip-target-sunder")
    _tap(page, "#chip-action-by-Melissa")
    _tap(page, "#chip-action-kind-play")
    _tap(page, "#chip-action-card-move-to-partial-cover")
    _tap(page, "#chip-action-choose-sunder")
    _tap(page, "#b-add-action")
    _assign(page, "Melissa", "sunder", {0: 3})
    _assign(page, "Brian", "raider", {0: 7})
    _assign(page, "Brian", "wasp", {0: 7})
    text = page.locator("#builder-text").inner_text()
    assert "Melissa plays Move to Partial Cover on Sunder." in text, text
    assert page.input_value("#scenario").strip() == page.locator("#builder-yaml").inner_text().strip()
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"], "no sideways scroll at 390 px"
    page.screenshot(path=str(tmp_path / "builder.png"), full_page=True)
    page.tap("#b-ask")
    loaded(page, "#answer")
    summary = page.locator("#summary").inner_text()
    assert summary.startswith("Legal."), summary
    assert "Sunder" in summary and "survives with 9 damage" in summary, summary
    assert problems == [], problems


def _ask(page: Any, text: str) -> None:
    """Tap the scenario box, clear it and type ``text`` as a phone's keyboard would, then tap "What happens?"."""
    page.tap("#scenario")
    page.keyboard.press("Control+A")
    page.keyboard.press("Backspace")
    page.keyboard.insert_text(text)
    page.tap("form.scenario button[type=submit]")
    loaded(page, "#answer")


def test_natural_phrasings_typed_on_a_phone_are_answered(browser: Any, base_url: str) -> None:  # noqa: F811
    """The dispute descriptions of tests/data/phrasings.txt (issue 21 item 2), typed into /ask: the page shows the
    verdict the JSON twin gives, and the answer holds what the rules give (each case cites its rule)."""
    need(LACKEY)
    problems: list[str] = []
    page = _phone(browser, problems)
    page.goto(base_url + "/ask")
    cases = [c for c in load_cases() if c.number in {"01", "03", "04", "05", "06"}]
    assert len(cases) == 5
    for case in cases:
        _ask(page, case.text)
        expected = page.request.post(f"{base_url}/api/ask", data=case.text, headers={"Content-Type": "text/plain"})
        assert expected.ok, (case.number, expected.text())
        answer = expected.json()
        assert page.locator("#summary").inner_text() == answer["summary"], case.number
        data = page.request.post(
            f"{base_url}/api/ask/builder",
            data=json.dumps({"text": case.text}),
            headers={"Content-Type": "application/json"},
        ).json()["scenario"]
        wrong = [p for e in case.expect if (p := check(e, data, answer))]
        assert not wrong, (case.number, wrong)
        assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"], case.number
    assert problems == [], problems
    refused = next(c for c in load_cases() if c.number == "02")
    _ask(page, refused.text)  # a 400, and the builder's load of it a 400 too: Chromium logs both
    assert "The scenario was not read" in page.locator("#answer").inner_text()
    assert "armor" in page.locator("#answer p.error").inner_text(), "it names what is missing"
    assert "armor" in page.locator("#builder-status").inner_text(), "the builder says why it did not load it"


def test_a_broken_sentence_is_fixed_from_its_suggestion_in_one_tap(browser: Any, base_url: str) -> None:  # noqa: F811
    need(LACKEY)
    problems: list[str] = []
    page = _phone(browser, problems)
    page.goto(base_url + "/ask")
    _ask(
        page,
        "Brian's fast 'Mech Raider (7/0/5) attacks Melissa's Sunder. Melissa plyas Move to Partial Cover on the "
        "Sunder.\nBoth players have Tactics. Does the Sunder survive?",
    )
    assert page.locator("#suggestion").inner_text() == "Melissa plays Move to Partial Cover on the Sunder."
    page.tap("#use-suggestion")
    loaded(page, "#summary")
    summary = page.locator("#summary").inner_text()
    assert summary.startswith("Legal.") and "Sunder survives with 2 damage" in summary, summary
    assert "Melissa plays Move to Partial Cover on the Sunder." in page.input_value("#scenario")
    unexpected = [p for p in problems if "status of 400" not in p]  # the broken text's page, and the builder's load
    assert unexpected == [], unexpected


def test_the_builder_by_keyboard_and_loaded_from_the_form(browser: Any, base_url: str) -> None:  # noqa: F811
    """Keyboard: every menu is buttons (Enter and Space choose), focus stays on the choice after the panel redraws;
    a card removed leaves the mission and the actions that named it. Both ways: the form's YAML loads into the
    builder, whose plain English is the converter's."""
    need(LACKEY)
    problems: list[str] = []
    page = _phone(browser, problems)
    page.goto(base_url + "/ask?example=rulebook-sunder-partial-cover")
    _settled(page)
    page.focus("#b-load")
    page.keyboard.press("Enter")
    _settled(page)
    expected = page.request.post(
        f"{base_url}/api/ask/builder",
        data=json.dumps({"text": page.input_value("#scenario")}),
        headers={"Content-Type": "application/json"},
    ).json()
    assert page.locator("#builder-text").inner_text().strip() == expected["text"].strip()
    assert page.locator("#chip-group-raider2").get_attribute("aria-pressed") == "true"
    page.focus("#chip-assets-0-M")
    page.keyboard.press("Enter")
    _settled(page)
    assert page.evaluate("document.activeElement.id") == "chip-assets-0-M", "focus stays on the choice"
    assert page.locator("#chip-assets-0-M").get_attribute("aria-pressed") == "true"
    assert "assets: [M, T]" in page.input_value("#scenario"), "the form's YAML follows"
    page.keyboard.press(" ")
    _settled(page)
    assert page.locator("#chip-assets-0-M").get_attribute("aria-pressed") == "false"
    for chip in (
        "#chip-action-by-Brian",
        "#chip-action-kind-use",
        "#chip-action-unit-raider2",
        "#chip-action-option-Jump",
    ):
        page.focus(chip)
        page.keyboard.press("Enter")
        _settled(page)
    assert page.locator("[data-menu=action-option] button").all_inner_texts() == ["Jump"], "raider2's option (p.31)"
    page.focus("#b-add-action")
    page.keyboard.press("Enter")
    _settled(page)
    assert "Brian uses Jump with raider2." in page.locator("#builder-text").inner_text()
    page.focus('button[aria-label="Remove raider2"]')
    page.keyboard.press("Enter")
    _settled(page)
    text = page.locator("#builder-text").inner_text()
    assert "raider2" not in text and "Brian attacks Sunder with raider." in text, "its mission place and action go"
    assert "#chip-group-raider2" not in page.content()
    assert problems == [], problems


def test_place_units_on_the_mech_chess_board_by_touch(browser: Any, base_url: str) -> None:  # noqa: F811
    """seed 003 "Unit Table": the board of the builder places units of the table (their hits shown), a Leader; the
    form's YAML follows and is answered."""
    problems: list[str] = []
    page = _phone(browser, problems)
    page.goto(base_url + "/ask")
    _settled(page)
    _tap(page, "#chip-game-mechchess")
    assert page.locator(".board-grid button.square").count() == 64
    _tap(page, "#sq-d1")
    _tap(page, "#chip-piece-unit-Atlas")
    _tap(page, "#chip-piece-role-leader")
    _tap(page, "#b-place")
    assert page.locator("#sq-d1").get_attribute("aria-label") == "d1: White's Atlas, 13 hits, Leader"
    _tap(page, "#sq-e6")
    _tap(page, "#chip-piece-owner-Black")
    _tap(page, "#chip-piece-unit-Commando")
    _type(page, "#b-hits", "2")
    _tap(page, "#b-place")
    assert page.locator("#sq-e6").get_attribute("aria-label") == "e6: Black's Commando, 2 hits"
    yaml_text = page.input_value("#scenario")
    assert "  White: {leader: d1}\n" in yaml_text and "  e6: {owner: Black, unit: Commando, hits: 2}\n" in yaml_text
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"], "the board fits a 390 px phone"
    page.tap("#b-ask")
    loaded(page, "#answer")
    assert "Legal" in page.locator("p.verdict").inner_text()
    assert problems == [], problems


def test_domination_zones_per_player_by_touch(browser: Any, base_url: str) -> None:  # noqa: F811
    """seed 001: a player's hand, deck and deployment filled from the card list; the form's YAML follows, answered."""
    problems: list[str] = []
    page = _phone(browser, problems)
    page.goto(base_url + "/ask")
    _settled(page)
    _tap(page, "#chip-game-domination")
    _tap(page, "#chip-zone-name-deployment")
    _type(page, "#b-zone-card", "Infantry Platoon")
    _tap(page, "#b-add-zone-card")
    _tap(page, "#chip-zone-player-B")
    _tap(page, "#chip-zone-name-hand")
    _type(page, "#b-zone-card", "Basic Factory")
    _tap(page, "#b-add-zone-card")
    _type(page, "#b-zone-card", "Zorblax")
    _tap(page, "#b-add-zone-card")
    assert "Zorblax" in page.locator("#builder-status").inner_text(), "the loader names the unknown card"
    _tap(page, "#zone-1-hand-1")  # remove it again
    yaml_text = page.input_value("#scenario")
    assert "  A: {deployment: [Infantry Platoon]}\n  B: {hand: [Basic Factory]}\n" in yaml_text, yaml_text
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    page.tap("#b-ask")
    loaded(page, "#answer")
    assert page.locator("#summary").inner_text().startswith("Legal."), page.locator("#summary").inner_text()
    assert problems == [], problems
