"""Every page on a 390 px phone (issue 22, item 5): no page scrolls sideways, and every piece of text has a contrast
of at least 4.5:1 against the background it is drawn on (WCAG 2.1, success criterion 1.4.3 "Contrast (Minimum)",
the ratio of relative luminances). Headless Chromium (Debian's) driven by Playwright against the application over
the built-in cards and, when ../shared is present, the community files."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask

from tests.live import chromium, served

playwright_api = pytest.importorskip("playwright.sync_api")
pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}
MIN_CONTRAST = 4.5

# The contrast of each element that draws text of its own: its colour (with its alpha and its ancestors' opacity)
# over the background of it and its ancestors down to the first opaque one (white when none); WCAG's relative
# luminance.
CONTRASTS = """() => {
  const rgba = s => { const m = s.match(/rgba?\\(([^)]+)\\)/); if (!m) return null;
    const p = m[1].split(',').map(Number); return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1]; };
  const lum = c => { const f = v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]); };
  const background = el => { const layers = [];
    for (let e = el; e; e = e.parentElement) { const b = rgba(getComputedStyle(e).backgroundColor);
      if (b && b[3] > 0) { layers.push(b); if (b[3] >= 1) break; } }
    let c = [255, 255, 255];
    for (const b of layers.reverse()) c = c.map((v, i) => b[i] * b[3] + v * (1 - b[3]));
    return c; };
  const out = [];
  for (const el of document.body.querySelectorAll('*')) {
    const own = [...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
    if (!own) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none' || el.getClientRects().length === 0) continue;
    let opacity = 1;
    for (let e = el; e; e = e.parentElement) opacity *= parseFloat(getComputedStyle(e).opacity);
    const bg = background(el); const fg = rgba(style.color); const alpha = fg[3] * opacity;
    const color = fg.slice(0, 3).map((v, i) => v * alpha + bg[i] * (1 - alpha));
    const [a, b] = [lum(color), lum(bg)].sort((x, y) => y - x);
    out.push({tag: el.tagName.toLowerCase(), cls: el.className, text: el.textContent.trim().slice(0, 40),
              ratio: (a + 0.05) / (b + 0.05)});
  }
  return out;
}"""


def _routes(app: Flask) -> list[str]:
    """Every page's address: the routes without parameters, and one real value for each route that takes one (the
    card with the most errata and printings, a superseded ruling: the pages with the most kinds of text)."""
    pool = app.extensions["judge.knowledge"].pool
    rulings = app.extensions["judge.knowledge"].rulings
    cards = pool.filter(None)
    card = max(cards, key=lambda c: (len(getattr(c, "errata", ())), len(getattr(c, "printings", ()))))
    superseded = next((r for r in rulings.records if r.current is False), rulings.records[0])
    values = {"slug": card.slug, "record_id": superseded.id, "name": "unlimited"}
    with_sets = any(getattr(c, "printings", None) for c in cards)
    pages = {"/search?q=ecm", "/search?q=sundr", "/cards?sort=attack", f"/rules/{rulings.records[0].id}"}
    for rule in app.url_map.iter_rules():
        if "GET" not in (rule.methods or set()) or rule.rule.startswith(("/api", "/static")):
            continue
        if rule.rule in ("/favicon.ico", "/random", "/quiz/reset", "/quiz/start"):
            continue  # an icon, and redirects whose targets are listed
        if "<" not in rule.rule:
            pages.add(rule.rule)
        elif rule.rule == "/sets/<name>" and not with_sets:
            continue
        elif all(arg in values for arg in rule.arguments):
            pages.add(rule.build(values, append_unknown=False)[1])
    return sorted(pages)


@pytest.fixture(scope="module")
def base_url(app: Flask) -> Iterator[str]:
    with served(app) as url:
        yield url


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with chromium() as launched:
        yield launched


def test_no_page_scrolls_sideways_on_a_390px_phone_and_text_contrast_wcag_1_4_3(
    app: Flask, browser: Any, base_url: str
) -> None:
    page = browser.new_page(viewport=PHONE)
    wide: list[str] = []
    faint: list[str] = []
    routes = _routes(app)
    assert {"/", "/cards", "/rules", "/sets", "/ask", "/validate", "/quiz", "/coverage"} <= set(routes)
    for route in routes:
        response = page.goto(base_url + route)
        assert response is not None and response.status == 200, f"{route}: {response and response.status}"
        width = page.evaluate("document.documentElement.scrollWidth")
        if width > PHONE["width"]:
            wide.append(f"{route} ({width}px)")
        for item in page.evaluate(CONTRASTS):
            if item["ratio"] < MIN_CONTRAST:
                faint.append(f"{route}: <{item['tag']} class={item['cls']!r}> {item['text']!r} {item['ratio']:.2f}:1")
    page.close()
    assert not wide, f"pages wider than a 390 px phone: {wide}"
    assert not faint, "text under 4.5:1 contrast:\n" + "\n".join(sorted(set(faint))[:40])
