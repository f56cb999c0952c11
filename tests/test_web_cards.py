"""Card pages and rule pages through Flask's test client: printed vs current text with errata cited, parsed effects,
rulings in order, relations, links, JSON twins, and every error path.

Most tests serve invented cards and invented rulings (written to a temporary folder), so they run without
``../shared``; the tests about the community's cards skip (``need``) without it.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from markupsafe import escape

from judge.cards.models import BtCard
from judge.cardtext.parser import MAX_TEXT, TextError, parse_card_text
from judge.cardtext.render import render_ability
from judge.knowledge import KnowledgeBase
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from judge.web import card_text_view, create_app
from judge.web.card_text_view import MAX_DIFF_TOKENS, error_json, same_wording, word_diff
from judge.web.pool import get_knowledge
from tests.conftest import LACKEY, SPOILER, need, without_own_scripts
from tests.test_web import body, html_error, json_error, twin_link

INVENTED_CARDS = """\
game: bttcg
source: {document: invented-cards.yaml, title: Invented test cards}
cards:
  - name: Zorblax Walker (ZB-1)
    card_type: Unit
    keywords: ["'Mech", Unique, Inner Sphere, Davion]
    cost: 4+2A+1T
    speed: moderate
    attack: 3
    armor: 2
    structure: 7
    text: "Overheat 2: +2 attack"
    set: Unlimited
  - name: Zorblax Walker (ZB-1)
    card_type: Unit
    keywords: ["'Mech", Unique, Inner Sphere, Davion]
    cost: 4+2A+1T
    speed: moderate
    attack: 3
    armor: 2
    structure: 7
    text: |
      Overheat 1: +1 attack
      Jump (-1 attack: +1 initiative)
    set: Commander's Edition
  - name: Quibble Orders
    card_type: Mission
    text: Play only when blocked. Draw a card.
    set: Commander's Edition
  - name: Glorp Gambit
    card_type: Mission
    text: Play only when blocked. Draw a crad.
    set: Commander's Edition
  - name: Sneaky <script>alert('name')</script>
    card_type: Command
    keywords: [Enhancement]
    cost: "1"
    text: "<script>alert('text')</script> Draw a card. Deal <b>2</b> damage."
    set: Unlimited
  - name: Sneaky <script>alert('name')</script>
    card_type: Command
    keywords: [Enhancement]
    cost: "1"
    text: "Draw a card. <img src=x onerror=alert(1)>"
    set: Commander's Edition
  - name: Verbose Walker
    card_type: Command
    cost: "2"
    text: "VERBOSE"
    set: Commander's Edition
"""

INVENTED_RULINGS = """\
document: 002
id: invented
title: Invented rulings for the web tests
date: 1998

= Individual Card Rulings
== Zorblax Walker

* errata
  Zorblax Walker has a base cost of 3. This replaces invented-1997/zorblax-walker.
  @cards: Zorblax Walker (ZB-1)
  @erratum: base-cost 3
  @supersedes: invented-1997/zorblax-walker

* clarification #jumping
  Zorblax Walker may jump during any mission <script>alert('ruling')</script>.
  @cards: Zorblax Walker (ZB-1); Nobody Such Card
  @see: invented/quibble-orders
  @param: zorblax.jumps = true
  @date: 1998-05-01

* example #walkthrough
  Brian attacks with Zorblax Walker.
  @cards: Zorblax Walker (ZB-1)

== Quibble Orders

* errata
  Card text should read: "Play only when blocked. Draw two cards."
  @cards: Quibble Orders (Commander's Edition)
  @erratum: text "Play only when blocked. Draw two cards."

* faq
  It draws the cards at once.
  @question: When does Quibble Orders draw?
  @cards: Quibble Orders
"""

INVENTED_1997 = """\
document: 004
id: invented-1997
title: Invented 1997 rulings for the web tests
date: 1997

= Card Rulings
== Zorblax Walker

* clarification
  Zorblax Walker costs 4.
  @cards: Zorblax Walker (ZB-1)
  @date: 1997-06-23
"""

ZORBLAX = "zorblax-walker-zb-1"
SNEAKY = "sneaky-script-alert-name-script"
LONG_TEXT = "Draw a card. " * (MAX_TEXT // 13 + 10)


def invented_application(folder: Path) -> Flask:
    """The application over the built-in cards plus the invented ones, with only the invented rulings (files written
    to ``folder``)."""
    cards = folder / "invented-cards.yaml"
    cards.write_text(INVENTED_CARDS.replace('"VERBOSE"', repr(LONG_TEXT)), encoding="utf-8")
    rulings = folder / "rulings"
    rulings.mkdir()
    (rulings / "invented.rules").write_text(INVENTED_RULINGS, encoding="utf-8")
    (rulings / "invented-1997.rules").write_text(INVENTED_1997, encoding="utf-8")
    pool = CardPool.load([cards], include_saved=False, include_env=False)
    knowledge = KnowledgeBase.from_pool(pool, RulingBase.load(rulings))
    return create_app(knowledge=knowledge, TESTING=True)


@pytest.fixture(scope="module")
def invented_app(tmp_path_factory: pytest.TempPathFactory) -> Flask:
    return invented_application(tmp_path_factory.mktemp("invented"))


@pytest.fixture
def invented(invented_app: Flask) -> Iterator[FlaskClient]:
    with invented_app.test_client() as test_client:
        yield test_client


def api(client: FlaskClient, path: str) -> dict[str, Any]:
    response = client.get(path)
    assert response.status_code == 200, body(response)
    assert response.mimetype == "application/json"
    data = response.get_json()
    assert isinstance(data, dict)
    return data


def page(client: FlaskClient, path: str) -> str:
    response = client.get(path)
    assert response.status_code == 200, body(response)
    assert response.mimetype == "text/html"
    return body(response)


def section(text: str, css_class: str) -> str:
    """The HTML of the first ``<section class="...">`` of that class."""
    match = re.search(rf'<section class="{css_class}">(.*?)</section>', text, re.DOTALL)
    assert match, f"no section {css_class!r}"
    return match.group(1)


def printings_html(text: str) -> list[str]:
    """The HTML of each printing's block, in order."""
    return re.findall(r'<article class="printing">(.*?)</article>', section(text, "printings"), re.DOTALL)


def plain(fragment: str) -> str:
    """Text of an HTML fragment: tags dropped, entities decoded."""
    return html.unescape(re.sub(r"<[^>]+>", "", fragment))


# the card: identity and cost --------------------------------------------------------------------------------


def test_card_page_shows_stats_cost_meaning_and_identity(invented: FlaskClient) -> None:
    text = page(invented, f"/cards/{ZORBLAX}")
    assert "<h1>Zorblax Walker (ZB-1)</h1>" in text
    # the erratum (base-cost 3) changed the cost; the stats are the current ones
    for label, value in (("Cost", "3+2A+1T"), ("Speed", "moderate"), ("Attack", "3"), ("Structure", "7")):
        assert f"<dt>{label}</dt><dd>{value}</dd>" in text
    assert "<dt>Unique</dt><dd>yes</dd>" in text
    assert "<dt>Alignment</dt><dd>Inner Sphere</dd>" in text
    assert "<dt>Affiliations</dt><dd>Davion</dd>" in text
    meaning = plain(re.search(r'<p class="cost-meaning">(.*?)</p>', text, re.DOTALL).group(1))  # type: ignore[union-attr]
    assert "base cost 3" in meaning
    assert "+2 unless Assembly (A) is available to you" in meaning
    assert "+1 unless Tactics (T) is available to you" in meaning
    assert "Total construction cost 6 with none of these assets, 3 with all of them" in " ".join(meaning.split())


def test_card_json_twin_has_cost_meaning_and_identity(invented: FlaskClient) -> None:
    data = api(invented, f"/api/cards/{ZORBLAX}")
    cost = data["cost"]
    assert cost["printed"] == "3+2A+1T" == data["card"]["cost_text"]
    assert cost["base"] == 3
    assert cost["assets"] == [
        {"asset": "A", "name": "Assembly", "amount": 2},
        {"asset": "T", "name": "Tactics", "amount": 1},
    ]
    assert cost["total"] == {"no_assets": 6, "all_assets": 3}
    assert cost["rule"] is None  # the invented rulings have no "Constructing Cards" rule to cite
    assert data["identity"] == {
        "type": "Unit",
        "subtypes": ["'Mech"],
        "unique": True,
        "alignment": "Inner Sphere",
        "affiliations": ["Davion"],
    }


def test_cost_cites_the_constructing_cards_rule(client: FlaskClient, app: Flask) -> None:
    with app.app_context():
        card = next(c for c in get_knowledge().pool.cards if isinstance(c, BtCard) and c.cost and c.cost.assets)
    data = api(client, f"/api/cards/{card.slug}")
    assert data["cost"]["rule"] == "rulebook/constructing-cards"
    assert data["cost"]["total"]["no_assets"] == card.cost.total()  # type: ignore[union-attr]
    text = page(client, f"/cards/{card.slug}")
    assert '<a class="cite" href="/rules/rulebook/constructing-cards">rulebook/constructing-cards</a>' in text


# printed vs current text ---------------------------------------------------------------------------------------


def test_printed_and_current_text_side_by_side_with_the_erratum_cited(invented: FlaskClient) -> None:
    text = page(invented, "/cards/quibble-orders")
    [block] = printings_html(text)
    assert "Commander&#39;s Edition" in block
    assert '<div class="side-by-side">' in block
    printed, current = re.findall(r'<div class="diff">(.*?)</div>', block, re.DOTALL)
    assert printed == "Play only when blocked. Draw <del>a card.</del>"
    assert current == "Play only when blocked. Draw <ins>two cards.</ins>"
    assert block.index('<div class="printed"><h4>Printed</h4>') < block.index('<div class="current"><h4>Current</h4>')
    assert '<a class="erratum" href="/rules/invented/quibble-orders">invented/quibble-orders</a>' in block
    assert "(Commander&#39;s Edition)" in block
    assert "applied to the current text" in block


def test_printed_vs_current_in_the_json_twin(invented: FlaskClient) -> None:
    data = api(invented, "/api/cards/quibble-orders")["text"]
    assert data["current"] == "Play only when blocked. Draw two cards."
    [printing] = data["printings"]
    assert printing["printed"] == "Play only when blocked. Draw a card."
    assert printing["set"] == "Commander's Edition"
    assert printing["same_as_current"] is False
    assert printing["diff"]["printed"] == [
        {"text": "Play only when blocked. Draw ", "changed": False},
        {"text": "a card.", "changed": True},
    ]
    assert printing["diff"]["current"][-1] == {"text": "two cards.", "changed": True}
    [erratum] = printing["errata"]
    assert erratum["record"] == "invented/quibble-orders"
    assert erratum["url"] == "/rules/invented/quibble-orders"
    assert erratum["sets"] == ["Commander's Edition"]
    assert erratum["applied"] is True
    assert data["errata"] == [erratum]


def test_each_printing_is_compared_with_the_current_text(invented: FlaskClient) -> None:
    data = api(invented, f"/api/cards/{ZORBLAX}")["text"]
    by_set = {p["set"]: p for p in data["printings"]}
    assert by_set["Commander's Edition"]["same_as_current"] is True
    unlimited = by_set["Unlimited"]
    assert unlimited["same_as_current"] is False
    assert "".join(s["text"] for s in unlimited["diff"]["printed"]) == "Overheat 2: +2 attack"
    assert "".join(s["text"] for s in unlimited["diff"]["current"]) == data["current"].strip()
    # the base-cost erratum names no set: it concerns every printing
    assert [e["record"] for e in unlimited["errata"]] == ["invented/zorblax-walker"]
    text = page(invented, f"/cards/{ZORBLAX}")
    blocks = printings_html(text)
    assert len(blocks) == 2
    same = [b for b in blocks if "The printed text is the same as the current text" in b]
    differ = [b for b in blocks if '<div class="side-by-side">' in b]
    assert len(same) == 1 and len(differ) == 1
    assert "Unlimited" in differ[0] and "Commander&#39;s Edition" in same[0]
    assert "<del>2: +2</del>" in differ[0]
    assert "<ins>1: +1</ins>" in differ[0]


def test_same_printed_text_is_said_once_not_shown_twice(invented: FlaskClient) -> None:
    text = page(invented, "/cards/glorp-gambit")
    [block] = printings_html(text)
    assert "The printed text is the same as the current text." in block
    assert "side-by-side" not in block
    assert "Draw a crad." not in plain(block)
    [printing] = api(invented, "/api/cards/glorp-gambit")["text"]["printings"]
    assert printing["same_as_current"] is True
    assert printing["diff"] is None


def test_word_diff_marks_only_changed_words() -> None:
    diff = word_diff("Deal 2 damage to\none Unit.", "Deal 3 damage to one 'Mech.")
    assert diff is not None
    assert diff["printed"] == [
        {"text": "Deal ", "changed": False},
        {"text": "2", "changed": True},
        {"text": " damage to\none ", "changed": False},
        {"text": "Unit.", "changed": True},
    ]
    assert [s["text"] for s in diff["current"] if s["changed"]] == ["3", "'Mech."]


def test_word_diff_ignores_spacing_dashes_and_curly_quotes() -> None:
    assert same_wording("Roll a die: 1-2: Draw.\nThe ’Mech", "Roll a die:  1–2: Draw. The 'Mech")
    assert not same_wording("Draw a card.", "draw a card.")
    diff = word_diff("1-2: Draw a card.", "1–2: Draw two cards.")
    assert diff is not None
    assert diff["printed"][0] == {"text": "1-2: Draw ", "changed": False}  # the printed spelling is kept
    assert diff["current"][0] == {"text": "1–2: Draw ", "changed": False}


def test_word_diff_is_bounded() -> None:
    long_text = "word " * (MAX_DIFF_TOKENS // 2 + 1)
    assert word_diff(long_text, "word") is None
    assert word_diff("word", "word word") is not None


# parsed effects --------------------------------------------------------------------------------------------------


def test_effects_in_plain_english_with_a_dsl_tree(invented: FlaskClient, invented_app: Flask) -> None:
    with invented_app.app_context():
        card = get_knowledge().pool.by_slug[ZORBLAX]
    assert isinstance(card, BtCard)
    parsed = parse_card_text(card.text, card.name, card.card_type)
    assert parsed.abilities and not parsed.errors
    effects = api(invented, f"/api/cards/{ZORBLAX}")["effects"]
    assert effects["status"] == "parsed"
    assert effects["errors"] == []
    assert [a["english"] for a in effects["abilities"]] == [render_ability(a) for a in parsed.abilities]
    assert [a["dsl"] for a in effects["abilities"]] == [a.model_dump(mode="json") for a in parsed.abilities]
    fx = section(page(invented, f"/cards/{ZORBLAX}"), "effects")
    for ability in effects["abilities"]:
        assert f'<p class="english">{escape(ability["english"])}</p>' in fx
        kind = ability["dsl"]["kind"]
        assert f'<summary><span class="dsl-key">DSL</span> <span class="dsl-kind">{kind}</span></summary>' in fx
    assert fx.count('<details class="dsl">') >= len(effects["abilities"])


def test_unparsed_sentence_is_shown_with_its_column_marked_and_a_suggestion(invented: FlaskClient) -> None:
    source = "Play only when blocked. Draw a crad."
    effects = api(invented, "/api/cards/glorp-gambit")["effects"]
    assert effects["status"] == "partial"
    assert [a["english"] for a in effects["abilities"]] == ["Play only when blocked."]
    [error] = effects["errors"]
    assert error["line"] == 1
    assert error["column"] == source.index("crad.") + 1
    assert error["span"] == [source.index("Draw"), len(source)]
    assert error["suggestion"] == "Draw a card."
    assert (error["before"], error["at"], error["after"]) == ("Draw a ", "crad.", "")
    assert error["before"] + error["at"] + error["after"] == error["sentence"]
    fx = section(page(invented, "/cards/glorp-gambit"), "effects")
    assert "The engine cannot use this sentence" in fx
    assert f"(line 1, column {error['column']})" in fx
    assert f'Draw a <mark class="at" title="column {error["column"]}">crad.</mark>' in fx
    assert "<q>Draw a card.</q>" in fx


def test_ability_without_english_still_shows_its_dsl(invented: FlaskClient, monkeypatch: pytest.MonkeyPatch) -> None:
    def no_english(ability: object) -> str:
        raise ValueError("no English for it")

    monkeypatch.setattr(card_text_view, "render_ability", no_english)
    card_text_view._parsed.cache_clear()
    try:
        effects = api(invented, f"/api/cards/{ZORBLAX}")["effects"]
        fx = section(page(invented, f"/cards/{ZORBLAX}"), "effects")
    finally:
        card_text_view._parsed.cache_clear()
    assert effects["abilities"] and all(a["english"] is None and a["dsl"] for a in effects["abilities"])
    assert fx.count("(no plain-English rendering of this ability yet") == len(effects["abilities"])
    assert fx.count('<span class="dsl-key">DSL</span>') == len(effects["abilities"])


def test_error_mark_finds_the_column_on_its_own_line() -> None:
    source = "Draw a card.\n  Deal 2 damage to each attackng Unit."
    [error] = parse_card_text(source, "Zorblax", "Mission").errors
    assert error.line == 2
    marked = error_json(source, error)
    assert (marked["before"], marked["at"], marked["after"]) == ("Deal 2 damage to each ", "attackng", " Unit.")
    assert marked["sentence"] == source[error.span[0] : error.span[1]]


def test_error_mark_at_the_end_of_a_sentence_marks_nothing_but_the_place() -> None:
    source = "Play only when"
    error = TextError(line=1, column=len(source) + 1, span=(0, len(source)), message="not parsed: it ends too soon")
    marked = error_json(source, error)
    assert (marked["before"], marked["at"], marked["after"]) == (source, "", "")
    assert marked["suggestion"] is None


def test_text_too_long_to_parse_is_said_so(invented: FlaskClient) -> None:
    effects = api(invented, "/api/cards/verbose-walker")["effects"]
    assert effects["status"] == "failed"
    assert effects["refused"] and str(MAX_TEXT) in effects["refused"]
    assert f"Not parsed: card text is limited to {MAX_TEXT} characters" in page(invented, "/cards/verbose-walker")


def test_card_without_text_has_nothing_to_parse(client: FlaskClient, app: Flask) -> None:
    with app.app_context():
        card = next((c for c in get_knowledge().pool.cards if isinstance(c, BtCard) and not c.text.strip()), None)
    if card is None:
        pytest.skip("every BattleTech TCG card of the pool has text")
    assert api(client, f"/api/cards/{card.slug}")["effects"]["status"] == "empty"
    assert "No text to parse." in page(client, f"/cards/{card.slug}")


# rulings -----------------------------------------------------------------------------------------------------------


def test_rulings_come_current_first_then_superseded(invented: FlaskClient) -> None:
    rulings = api(invented, f"/api/cards/{ZORBLAX}")["rulings"]
    ids = [r["id"] for r in rulings]
    assert set(ids) == {
        "invented/zorblax-walker",
        "invented/zorblax-walker/jumping",
        "invented/zorblax-walker/walkthrough",
        "invented-1997/zorblax-walker",
    }
    assert [r["current"] for r in rulings] == [True, True, True, False]
    old = rulings[-1]
    assert old["superseded_by"] == ["invented/zorblax-walker"]
    assert old["superseding"] == [
        {
            "id": "invented/zorblax-walker",
            "url": "/rules/invented/zorblax-walker",
            "citation": "Invented rulings for the web tests, Individual Card Rulings / Zorblax Walker",
        }
    ]
    assert old["date"] == "1997-06-23"
    assert all(r["url"] == f"/rules/{r['id']}" for r in rulings)
    text = section(page(invented, f"/cards/{ZORBLAX}"), "rulings")
    positions = [text.index(f'<a class="ruling-id" href="/rules/{i}">{i}</a>') for i in ids]
    assert positions == sorted(positions)
    assert text.index("Current (3)") < positions[0] < positions[2] < text.index("Superseded (1)") < positions[3]
    superseded = text[text.index("Superseded (1)") :]
    assert "Superseded by" in superseded and 'href="/rules/invented/zorblax-walker"' in superseded


def test_ruling_text_on_the_card_page_links_rule_ids_and_is_escaped(invented: FlaskClient) -> None:
    text = section(page(invented, f"/cards/{ZORBLAX}"), "rulings")
    assert '<a class="cite" href="/rules/invented-1997/zorblax-walker">invented-1997/zorblax-walker</a>' in text
    assert "<script>alert('ruling')" not in text
    assert "&lt;script&gt;alert(&#39;ruling&#39;)&lt;/script&gt;" in text


@pytest.mark.shared
def test_community_card_with_superseded_rulings_lists_them_last(client: FlaskClient, app: Flask) -> None:
    need(LACKEY)
    with app.app_context():
        knowledge = get_knowledge()
        card = next(
            c
            for c in knowledge.pool.cards
            if isinstance(c, BtCard)
            and any(not r.current for r in knowledge.rulings_for(c))
            and any(r.current for r in knowledge.rulings_for(c))
        )
    rulings = api(client, f"/api/cards/{card.slug}")["rulings"]
    flags = [r["current"] for r in rulings]
    assert flags == sorted(flags, reverse=True) and not all(flags) and any(flags)
    text = section(page(client, f"/cards/{card.slug}"), "rulings")
    first_superseded = next(r for r in rulings if not r["current"])
    assert text.index("Superseded (") < text.index(f'href="{first_superseded["url"]}"')


# ask link ----------------------------------------------------------------------------------------------------------


def test_ask_about_this_card_links_to_the_scenario_page(invented: FlaskClient) -> None:
    assert api(invented, f"/api/cards/{ZORBLAX}")["ask_url"] == f"/ask?card={ZORBLAX}"
    text = page(invented, f"/cards/{ZORBLAX}")
    assert f'<a class="button ask" href="/ask?card={ZORBLAX}">Ask about this card</a>' in text


def test_cards_of_the_other_games_have_no_ask_link(client: FlaskClient) -> None:
    for slug in ("domination-atlas", "mechchess-atlas"):
        data = api(client, f"/api/cards/{slug}")
        assert data["ask_url"] is None
        assert data["text"] is None and data["effects"] is None
        assert "Ask about this card" not in page(client, f"/cards/{slug}")


# the JSON twin agrees with the page --------------------------------------------------------------------------------


@pytest.mark.parametrize("slug", [ZORBLAX, "quibble-orders", "glorp-gambit", SNEAKY, "domination-atlas"])
def test_card_page_and_json_twin_agree(invented: FlaskClient, slug: str) -> None:
    response = invented.get(f"/cards/{slug}")
    text = body(response)
    assert twin_link(response) == f"/api/cards/{slug}"
    data = api(invented, f"/api/cards/{slug}")
    assert data["url"] == f"/cards/{slug}"
    assert f"<h1>{escape(data['card']['name'])}</h1>" in text
    for row in data["stats"]:
        assert f"<dt>{escape(row['label'])}</dt><dd>{escape(row['value'])}</dd>" in text
    for ruling in data["rulings"]:
        assert f'href="{ruling["url"]}">{ruling["id"]}</a>' in text
    if data["text"] is None:
        assert str(escape(data["source"])) in text
        return
    blocks = printings_html(text)
    assert len(blocks) == len(data["text"]["printings"])
    for block, printing in zip(blocks, data["text"]["printings"], strict=True):
        assert str(escape(printing["source"])) in block
        for erratum in printing["errata"]:
            assert f'<a class="erratum" href="{erratum["url"]}">' in block
        if printing["diff"]:
            shown = re.findall(r'<div class="diff">(.*?)</div>', block, re.DOTALL)
            assert [plain(s) for s in shown] == [
                "".join(s["text"] for s in printing["diff"]["printed"]),
                "".join(s["text"] for s in printing["diff"]["current"]),
            ]
    fx = section(text, "effects")
    for ability in data["effects"]["abilities"]:
        assert str(escape(ability["english"])) in fx
    for error in data["effects"]["errors"]:
        assert str(escape(error["message"])) in fx


# escaping ----------------------------------------------------------------------------------------------------------


def test_card_text_and_rendered_effects_are_escaped(invented: FlaskClient) -> None:
    response = invented.get(f"/cards/{SNEAKY}")
    assert response.status_code == 200
    text = body(response)
    assert "<script" not in without_own_scripts(text)
    assert "<b>2</b>" not in text
    assert "<img" not in text
    assert "&lt;script&gt;alert(&#39;name&#39;)&lt;/script&gt;" in text  # the name, escaped
    assert "&lt;script&gt;alert(&#39;text&#39;)&lt;/script&gt;" in text  # the printed text, escaped
    assert "&lt;img src=x onerror=alert(1)&gt;" in text  # the current text, escaped
    fx = section(text, "effects")
    assert '<mark class="at"' in fx  # the unparsed markup is shown as text, underlined
    data = api(invented, f"/api/cards/{SNEAKY}")
    assert data["card"]["name"] == "Sneaky <script>alert('name')</script>"  # JSON keeps it as data
    assert data["text"]["current"] == "Draw a card. <img src=x onerror=alert(1)>"


# rule pages ----------------------------------------------------------------------------------------------------


def test_rule_page_shows_citation_text_cards_params_and_relations(invented: FlaskClient) -> None:
    response = invented.get("/rules/invented/zorblax-walker/jumping")
    assert response.status_code == 200
    text = body(response)
    assert twin_link(response) == "/api/rules/invented/zorblax-walker/jumping"
    assert "<dt>Document</dt><dd>002 BattleTech TCG Commander&#39;s Edition General and Individual" in text
    assert "<dt>Section</dt><dd>Individual Card Rulings / Zorblax Walker</dd>" in text
    assert "<dt>Date</dt><dd>1998-05-01</dd>" in text
    assert "&lt;script&gt;alert(&#39;ruling&#39;)&lt;/script&gt;" in text and "<script" not in without_own_scripts(text)
    assert f'<a href="/cards/{ZORBLAX}">Zorblax Walker (ZB-1)</a>' in text
    assert '<li>Nobody Such Card <span class="note">(not in the loaded pool)</span></li>' in text
    assert "<code>zorblax.jumps = true</code>" in text
    see_also = text[text.index("<h2>See also</h2>") :]
    assert '<a href="/rules/invented/quibble-orders">invented/quibble-orders</a>' in see_also
    assert "Invented rulings for the web tests, Individual Card Rulings / Quibble Orders" in see_also
    assert "Simulate this example" not in text
    assert "Superseded." not in text


def test_rule_json_twin_has_urls_for_cards_and_related_records(invented: FlaskClient) -> None:
    data = api(invented, "/api/rules/invented/zorblax-walker/jumping")
    assert data["url"] == "/rules/invented/zorblax-walker/jumping"
    assert data["record"]["id"] == "invented/zorblax-walker/jumping"
    assert data["record"]["text"].startswith("Zorblax Walker may jump")
    assert data["cards"] == [
        {
            "reference": "Zorblax Walker (ZB-1)",
            "name": "Zorblax Walker (ZB-1)",
            "sets": [],
            "slug": ZORBLAX,
            "url": f"/cards/{ZORBLAX}",
        },
        {"reference": "Nobody Such Card", "name": "Nobody Such Card", "sets": [], "slug": None, "url": None},
    ]
    [see] = data["record"]["related"]["see_also"]
    assert (see["id"], see["url"]) == ("invented/quibble-orders", "/rules/invented/quibble-orders")
    assert data["citation"]["document"] == "002"
    assert data["citation"]["section"] == ["Individual Card Rulings", "Zorblax Walker"]
    assert data["citation"]["date"] == "1998-05-01"
    assert data["record"]["params"] == {"zorblax.jumps": "true"}
    assert data["simulate_url"] is None
    assert data["current_records"] == []


def test_superseded_rule_says_so_at_the_top_with_the_current_one(invented: FlaskClient) -> None:
    text = page(invented, "/rules/invented-1997/zorblax-walker")
    banner = re.search(r'<p class="superseded-banner">(.*?)</p>', text, re.DOTALL)
    assert banner, "no superseded banner"
    assert text.index("superseded-banner") < text.index("<h1>")
    current = '<a class="current-record" href="/rules/invented/zorblax-walker">invented/zorblax-walker</a>'
    assert current in banner.group(1)
    assert "<h2>Superseded by</h2>" in text
    data = api(invented, "/api/rules/invented-1997/zorblax-walker")
    assert data["record"]["current"] is False
    assert [r["id"] for r in data["current_records"]] == ["invented/zorblax-walker"]
    newer = page(invented, "/rules/invented/zorblax-walker")
    assert "superseded-banner" not in newer
    supersedes = newer[newer.index("<h2>Supersedes</h2>") :]
    assert '<a href="/rules/invented-1997/zorblax-walker">invented-1997/zorblax-walker</a>' in supersedes
    assert '<a class="cite" href="/rules/invented-1997/zorblax-walker">' in newer  # the id in the text is a link


def test_errata_record_lists_its_changes(invented: FlaskClient) -> None:
    text = page(invented, "/rules/invented/quibble-orders")
    assert "<h2>Errata</h2>" in text
    assert "<code>text &#34;Play only when blocked. Draw two cards.&#34;</code>" in text
    assert '<a href="/cards/quibble-orders">Quibble Orders (Commander&#39;s Edition)</a>' in text


def test_faq_ruling_on_the_card_page_shows_its_question(invented: FlaskClient) -> None:
    [faq] = [r for r in api(invented, "/api/cards/quibble-orders")["rulings"] if r["kind"] == "faq"]
    assert faq["question"] == "When does Quibble Orders draw?"
    text = section(page(invented, "/cards/quibble-orders"), "rulings")
    assert '<p class="question"><strong>Q:</strong> When does Quibble Orders draw?</p>' in text
    assert "<p><strong>A:</strong> It draws the cards at once.</p>" in text


def test_faq_record_shows_its_question(invented: FlaskClient) -> None:
    text = page(invented, "/rules/invented/quibble-orders-2")
    assert '<p class="question"><strong>Q:</strong> When does Quibble Orders draw?</p>' in text
    assert "<strong>A:</strong> It draws the cards at once." in text


def test_an_example_without_a_scenario_file_has_no_simulation_link(invented: FlaskClient) -> None:
    assert api(invented, "/api/rules/invented/zorblax-walker/walkthrough")["simulate_url"] is None
    assert "Simulate this example" not in page(invented, "/rules/invented/zorblax-walker/walkthrough")


def test_every_bttcg_worked_example_links_to_its_simulation_which_loads(client: FlaskClient, app: Flask) -> None:
    with app.app_context():
        records = get_knowledge().rulings.records
    bttcg = [r for r in records if r.kind == "example" and r.document in ("000", "002", "004")]
    assert len(bttcg) >= 30
    for record in bttcg:
        url = f"/ask?example={record.id}"
        assert api(client, f"/api/rules/{record.id}")["simulate_url"] == url, record.id
        assert f'<a class="button simulate" href="{url}">Simulate this example</a>' in page(
            client, f"/rules/{record.id}"
        )
        assert client.get(url).status_code == 200, record.id


def test_a_rule_that_is_no_worked_example_has_no_simulation_link(client: FlaskClient) -> None:
    assert api(client, "/api/rules/rulebook/resolving-damage")["simulate_url"] is None
    assert "Simulate this example" not in page(client, "/rules/rulebook/resolving-damage")


def test_every_record_page_answers_with_its_relations_linked(client: FlaskClient, app: Flask) -> None:
    with app.app_context():
        records = get_knowledge().rulings.records
    assert len(records) > 500
    for record in records:
        response = client.get(f"/rules/{record.id}")
        assert response.status_code == 200, record.id
        text = body(response)
        for other in (*record.supersedes, *record.superseded_by, *record.see_also):
            assert f'<a href="/rules/{other}">{other}</a>' in text, (record.id, other)
        assert twin_link(response) == f"/api/rules/{record.id}"


@pytest.mark.shared
def test_rule_page_links_the_cards_it_names(client: FlaskClient) -> None:
    need(LACKEY)
    need(SPOILER)
    data = api(client, "/api/rules/ce-rulings/forged-mission-orders")
    [card] = data["cards"]
    assert card["slug"] == "forged-mission-orders"
    assert card["sets"] == ["Limited", "Unlimited"]
    assert f'<a href="{card["url"]}">{escape(card["reference"])}</a>' in page(
        client, "/rules/ce-rulings/forged-mission-orders"
    )


# errata on the community's cards (../shared) ---------------------------------------------------------------------


@pytest.mark.shared
def test_community_card_with_a_text_erratum_shows_and_cites_it(client: FlaskClient, app: Flask) -> None:
    need(LACKEY)
    need(SPOILER)
    with app.app_context():
        cards = [c for c in get_knowledge().pool.cards if isinstance(c, BtCard)]
    # a card whose current text an erratum rewrote, with a printing that still reads otherwise
    card, erratum = next(
        (c, e)
        for c in cards
        for e in c.errata
        if e.applied and e.change.startswith("text ") and any(not same_wording(p.text, c.text) for p in c.printings)
    )
    data = api(client, f"/api/cards/{card.slug}")
    changed = [p for p in data["text"]["printings"] if not p["same_as_current"]]
    assert changed
    cited = [p for p in changed if erratum.record in {e["record"] for e in p["errata"]}]
    assert cited, f"no printing of {card.name} cites {erratum.record}"
    assert any(s["changed"] for s in cited[0]["diff"]["current"])
    text = page(client, f"/cards/{card.slug}")
    blocks = [b for b in printings_html(text) if f'href="/rules/{erratum.record}"' in b and "<ins>" in b]
    assert blocks, "no printing block shows the diff with the erratum linked"
    assert f'<a class="erratum" href="/rules/{erratum.record}">{erratum.record}</a>' in section(text, "printings")


# errors ------------------------------------------------------------------------------------------------------------


def test_unknown_card_page_links_the_closest_cards(client: FlaskClient) -> None:
    text = html_error(client.get("/cards/atlsa"), 404)
    assert "no card with the page name &#39;atlsa&#39;" in text
    assert '<a href="/cards/domination-atlas">Atlas (domination)</a>' in text
    assert '<a href="/cards/mechchess-atlas">Atlas (mechchess)</a>' in text
    error = json_error(client.get("/api/cards/atlsa"), 404)
    assert "Atlas (domination)" in error["candidates"]
    assert {"label": "Atlas (domination)", "url": "/cards/domination-atlas"} in error["links"]
    assert len(error["links"]) == len(error["candidates"])


def test_unknown_page_name_of_one_game_offers_that_games_cards(client: FlaskClient) -> None:
    text = html_error(client.get("/cards/domination-atlsa"), 404)
    assert '<a href="/cards/domination-atlas">Atlas</a>' in text
    error = json_error(client.get("/api/cards/mechchess-atlsa"), 404)
    assert {"label": "Atlas", "url": "/cards/mechchess-atlas"} in error["links"]
    assert all(link["url"].startswith("/cards/mechchess-") for link in error["links"])


@pytest.mark.parametrize("prefix", ["/cards/", "/api/cards/"])
def test_over_long_card_name_is_a_404_saying_why(client: FlaskClient, prefix: str) -> None:
    response = client.get(prefix + "z" * 201)
    assert response.status_code == 404
    assert "at most 200 characters" in body(response)


def test_unknown_rule_id_links_the_closest_ids(client: FlaskClient) -> None:
    text = html_error(client.get("/rules/rulebook/resolving-damge"), 404)
    assert "no rule or ruling with the id &#39;rulebook/resolving-damge&#39;" in text
    assert '<a href="/rules/rulebook/resolving-damage">rulebook/resolving-damage</a>' in text
    assert "/cards?q=" not in text
    error = json_error(client.get("/api/rules/rulebook/resolving-damge"), 404)
    assert "rulebook/resolving-damage" in error["candidates"]
    assert {"label": "rulebook/resolving-damage", "url": "/rules/rulebook/resolving-damage"} in error["links"]


@pytest.mark.parametrize("prefix", ["/rules/", "/api/rules/"])
def test_over_long_rule_id_is_a_404_saying_why(client: FlaskClient, prefix: str) -> None:
    response = client.get(prefix + "r" * 301)
    assert response.status_code == 404
    assert "at most 300 characters" in body(response)


@pytest.mark.parametrize(
    "path",
    [
        "/rules/<script>alert(1)</script>",
        "/rules/rulebook/<script>alert(1)</script>",
        "/cards/<script>alert(1)",
        "/cards/domination-<script>alert(1)",
    ],
)
def test_unknown_ids_are_echoed_escaped(client: FlaskClient, path: str) -> None:
    text = html_error(client.get(path), 404)
    assert "<script" not in without_own_scripts(text)
    assert "&lt;script&gt;alert(1)" in text


@pytest.mark.parametrize("path", ["/rules/", "/api/rules/"])
def test_rule_route_without_an_id_is_a_404(client: FlaskClient, path: str) -> None:
    assert client.get(path).status_code == 404


@pytest.mark.parametrize("path", ["/rules/rulebook/resolving-damage", "/api/rules/rulebook/resolving-damage"])
def test_rule_pages_refuse_other_methods(client: FlaskClient, path: str) -> None:
    response = client.post(path)
    assert response.status_code == 405
    assert "GET" in response.headers.get("Allow", "")


@pytest.mark.parametrize("path", [f"/cards/{ZORBLAX}", "/rules/invented/zorblax-walker", "/cards/nope-nope"])
def test_card_and_rule_pages_carry_the_security_headers(invented: FlaskClient, path: str) -> None:
    response = invented.get(path)
    assert "script-src 'self'" in response.headers["Content-Security-Policy"]
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    assert ' style="' not in body(response)  # no inline style under the CSP


def test_every_card_page_answers_with_its_twin(client: FlaskClient, app: Flask) -> None:
    with app.app_context():
        slugs = [c.slug for c in get_knowledge().pool.cards]
    assert len(slugs) > 150
    for slug in slugs:
        response = client.get(f"/cards/{slug}")
        assert response.status_code == 200, slug
        assert twin_link(response) == f"/api/cards/{slug}"
        assert client.get(f"/api/cards/{slug}").status_code == 200, slug


def test_rulings_on_the_card_page_are_titled_in_words_with_the_id_as_a_small_link(invented: FlaskClient) -> None:
    """Issue 22 item 5: a ruling is titled by its section path in words; its id stays, as a small link."""
    data = invented.get(f"/api/cards/{ZORBLAX}").get_json()
    text = section(page(invented, f"/cards/{ZORBLAX}"), "rulings")
    for ruling in data["rulings"]:
        assert ruling["title"] and "/" not in ruling["title"].replace(" / ", "")
        title = f'<a class="ruling-title" href="{ruling["url"]}">{html.escape(ruling["title"])}</a>'
        assert title in text and f'<a class="ruling-id" href="{ruling["url"]}">{ruling["id"]}</a>' in text


def test_a_banned_card_shows_its_ban_with_date_and_ruling_ce_rulings_tournament(client: FlaskClient) -> None:
    """CE Individual Card Rulings, Effective Groundwork: "Tournament Ruling: ... banned from tournament play as of
    April 15, 1997" (the ruling's ``@ban``): the card page shows a badge with the date, the printings the ruling names
    and a link to it; the JSON twin lists it under ``bans``."""
    data = client.get("/api/cards/effective-groundwork")
    if data.status_code == 404:
        pytest.skip("Effective Groundwork is not loaded: this test reads ../shared/data in place")
    bans = data.get_json()["bans"]
    assert [(b["date"], b["scope"], b["printings"], b["current"]) for b in bans] == [
        ("1997-04-15", "tournament", ["Limited", "Unlimited"], True)
    ]
    html = client.get("/cards/effective-groundwork").get_data(as_text=True)
    assert "Banned from tournament play as of 1997-04-15 (Limited, Unlimited printings)" in html
    assert f'href="{bans[0]["url"]}"' in html
    unbanned = client.get("/api/cards/domination-atlas").get_json()
    assert unbanned["bans"] == []


def _pool_card(client: FlaskClient, slug: str) -> dict[str, Any]:
    response = client.get(f"/api/cards/{slug}")
    if response.status_code == 404:
        pytest.skip(f"{slug} is not loaded: this test reads ../shared/data in place")
    data = response.get_json()
    assert isinstance(data, dict)
    return data


def test_a_document_naming_a_card_is_a_quotation_not_a_diff_rulebook_p29(client: FlaskClient) -> None:
    """The rulebook's example (p.29, Resolving Damage) names the Sunder without giving its text: the page shows the
    passage as a quotation, never an empty "printed" box with the whole current text marked as added."""
    data = _pool_card(client, "sunder-sd1-ob")
    [quoted] = [p for p in data["text"]["printings"] if p["set"] is None and not p["printed"]]
    assert quoted["wording"] == "quotation" and quoted["diff"] is None and quoted["quote"]
    html = client.get("/cards/sunder-sd1-ob").get_data(as_text=True)
    block = next(b for b in printings_html(html) if "Quoted by a document" in b)
    assert '<blockquote class="quotation">' in block and "side-by-side" not in block and "<ins>" not in block
    assert "gives no card text to compare" in block


def test_a_printing_listed_with_its_erratum_applied_says_so_ce_rulings_forged_mission_orders(
    client: FlaskClient,
) -> None:
    """CE Individual Card Rulings, Forged Mission Orders: errata for the Limited and Unlimited printings. The card
    list gives the Unlimited printing's text already corrected (marked "Errata"): the page must not call that the
    printed wording; it says the original is not in the loaded sources."""
    data = _pool_card(client, "forged-mission-orders")
    unlimited = next(p for p in data["text"]["printings"] if p["set"] == "Unlimited")
    assert unlimited["wording"] == "corrected" and unlimited["errata"]
    ce = next(p for p in data["text"]["printings"] if p["set"] == "Commander's Edition")
    assert ce["wording"] == "printed"
    html = client.get("/cards/forged-mission-orders").get_data(as_text=True)
    block = next(b for b in printings_html(html) if "<h3>Unlimited" in b)
    assert "with the erratum below already applied" in block
    assert "The printed text is the same" not in block
