"""The web service through Flask's test client: pages, their JSON twins under /api, errors and security headers.

The ``app`` fixture serves the built-in cards plus the community files when ``../shared`` is present; tests about
community cards skip (``need``) without them.
"""

from __future__ import annotations

import html
import re
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from markupsafe import escape
from werkzeug.test import TestResponse

from judge.cards.models import Card
from judge.cards.present import card_json
from judge.pool import CardPool
from judge.web.card_text_view import same_wording
from judge.web.pool import get_pool
from tests.conftest import LACKEY, SPOILER, need, without_own_scripts

FOOTER = re.compile(r"<footer>(.*?)</footer>", re.DOTALL)
HREF = re.compile(r'href="([^"]*)"')


def pool_of(app: Flask) -> CardPool:
    with app.app_context():
        return get_pool()


def body(response: TestResponse) -> str:
    return response.get_data(as_text=True)


def twin_link(response: TestResponse) -> str:
    """The JSON twin a page's footer links to."""
    footer = FOOTER.search(body(response))
    assert footer, "the page has no footer"
    links = [html.unescape(h) for h in HREF.findall(footer.group(1)) if "/api" in h]
    assert len(links) == 1, f"expected one /api link in the footer, found {links}"
    return links[0]


def json_error(response: TestResponse, status: int) -> dict[str, Any]:
    assert response.status_code == status
    assert response.mimetype == "application/json"
    data = response.get_json()
    assert set(data) == {"error"}
    assert data["error"]["status"] == status
    assert data["error"]["message"]
    return dict(data["error"])


def html_error(response: TestResponse, status: int) -> str:
    assert response.status_code == status
    assert response.mimetype == "text/html"
    text = body(response)
    assert f"<h1>{status}</h1>" in text
    assert "Traceback" not in text
    return text


# home ---------------------------------------------------------------------------------------------------------


def test_home_page_counts_cards_and_links_its_twin(client: FlaskClient, app: Flask) -> None:
    response = client.get("/")
    assert response.status_code == 200
    assert response.mimetype == "text/html"
    text = body(response)
    assert "<h1>judge</h1>" in text
    games = pool_of(app).cards
    for game in ("domination", "mechchess"):
        assert f'href="/cards?game={game}"' in text
    domination = sum(1 for c in games if c.game == "domination")
    assert f"{domination} cards" in text
    assert twin_link(response) == "/api"


def test_api_home_summary(client: FlaskClient, app: Flask) -> None:
    response = client.get("/api")
    assert response.status_code == 200
    data = response.get_json()
    assert data["cards"]["domination"] == 84
    assert data["cards"]["mechchess"] == 72
    assert data["cards"]["bttcg"] == sum(1 for c in pool_of(app).cards if c.game == "bttcg")
    assert client.get("/api/").get_json() == data


# card list ----------------------------------------------------------------------------------------------------


def test_api_cards_filters_by_game(client: FlaskClient) -> None:
    data = client.get("/api/cards?game=domination").get_json()
    assert data["total"] == 84
    assert data["page"] == 1
    assert len(data["cards"]) == 84
    assert {c["game"] for c in data["cards"]} == {"domination"}
    assert data["filters"] == {"game": "domination", "set": None, "type": None, "q": None}


def test_api_cards_filters_by_type_and_name(client: FlaskClient) -> None:
    data = client.get("/api/cards?game=mechchess&type=unit&q=ATL").get_json()
    assert data["total"] == 1
    stats = {"cost": None, "attack": None, "armor": None, "structure": None}
    assert data["cards"] == [
        {"name": "Atlas", "slug": "mechchess-atlas", "game": "mechchess", "type": "'Mech", "stats": stats}
    ]
    units = client.get("/api/cards?game=mechchess&type=Unit").get_json()
    assert units["total"] == 42


def test_api_cards_pages(client: FlaskClient, app: Flask) -> None:
    total = len(pool_of(app).cards)
    first = client.get("/api/cards").get_json()
    assert first["total"] == total
    assert len(first["cards"]) == min(total, first["page_size"])
    last_page = -(-total // first["page_size"])
    last = client.get(f"/api/cards?page={last_page}").get_json()
    assert len(last["cards"]) == total - (last_page - 1) * first["page_size"]
    beyond = client.get(f"/api/cards?page={last_page + 1}").get_json()
    assert beyond["cards"] == []
    assert beyond["total"] == total


@pytest.mark.shared
def test_api_cards_filters_by_set(client: FlaskClient) -> None:
    need(LACKEY)
    data = client.get("/api/cards?set=Unlimited&type=Mission&q=heavy").get_json()
    assert "heavy-fog" in {c["slug"] for c in data["cards"]}
    assert all("Unlimited" in c["sets"] for c in data["cards"])
    assert all(c["type"].startswith("Mission") for c in data["cards"])


def test_cards_page_lists_filtered_cards_and_links_its_twin(client: FlaskClient) -> None:
    response = client.get("/cards?game=domination&q=atlas")
    assert response.status_code == 200
    text = body(response)
    assert '<a href="/cards/domination-atlas">Atlas</a>' in text
    assert "mechchess-atlas" not in text
    twin = twin_link(response)
    assert twin.startswith("/api/cards?")
    assert "game=domination" in twin
    assert "q=atlas" in twin
    data = client.get(twin).get_json()
    assert [c["slug"] for c in data["cards"]] == ["domination-atlas"]
    assert f"{data['total']} cards" in text


def test_cards_page_without_filters(client: FlaskClient) -> None:
    response = client.get("/cards")
    assert response.status_code == 200
    assert twin_link(response) == "/api/cards"
    assert 'rel="next"' in body(response)  # more cards than one page


# one card ----------------------------------------------------------------------------------------------------


def test_builtin_card_page_shows_name_stats_and_source(client: FlaskClient, app: Flask) -> None:
    response = client.get("/cards/domination-atlas")
    assert response.status_code == 200
    text = body(response)
    assert "<h1>Atlas</h1>" in text
    assert "<dt>Cost</dt><dd>8 Industry</dd>" in text
    assert "<dt>Attack</dt><dd>3</dd>" in text
    assert "<dt>Defense</dt><dd>4</dd>" in text
    card = pool_of(app).by_slug["domination-atlas"]
    assert str(escape(card.text)) in text
    assert str(escape(card.source.cite())) in text
    assert twin_link(response) == "/api/cards/domination-atlas"


def test_builtin_card_json_twin_is_the_same_card(client: FlaskClient, app: Flask) -> None:
    response = client.get("/api/cards/domination-atlas")
    assert response.status_code == 200
    assert response.mimetype == "application/json"
    data = response.get_json()
    assert data["card"] == card_json(pool_of(app).by_slug["domination-atlas"])
    assert data["rulings"] == []
    assert (data["card"]["industry"], data["card"]["attack"], data["card"]["defense"]) == (8, 3, 4)


def test_mech_chess_unit_page(client: FlaskClient) -> None:
    response = client.get("/cards/mechchess-atlas")
    assert response.status_code == 200
    assert "<dt>Hits</dt><dd>13</dd>" in body(response)
    assert client.get("/api/cards/mechchess-atlas").get_json()["card"]["hits"] == 13


def test_page_name_without_game_prefix_redirects(client: FlaskClient) -> None:
    response = client.get("/cards/close-range")
    assert response.status_code in (301, 302, 303, 307, 308)
    assert response.headers["Location"].endswith("/cards/mechchess-close-range")
    api = client.get("/api/cards/close-range")
    assert api.status_code in (301, 302, 303, 307, 308)
    assert api.headers["Location"].endswith("/api/cards/mechchess-close-range")


def sunder(app: Flask) -> Card:
    need(LACKEY)
    card = pool_of(app).by_slug.get("sunder-sd1-ob")
    assert card is not None
    return card


@pytest.mark.shared
def test_sunder_page_shows_stats_current_text_and_printings(client: FlaskClient, app: Flask) -> None:
    card = sunder(app)
    response = client.get("/cards/sunder-sd1-ob")
    assert response.status_code == 200
    text = body(response)
    assert "<h1>Sunder (SD1-OB)</h1>" in text
    for label, value in (("Cost", "6+3A+3M+3T"), ("Speed", "slow"), ("Attack", "3"), ("Armor", "3")):
        assert f"<dt>{label}</dt><dd>{value}</dd>" in text
    assert "<dt>Structure</dt><dd>10</dd>" in text
    assert "Current text" in text
    for line in card.text.splitlines():
        assert f"<p>{escape(line)}</p>" in text
    assert "Printed and current text" in text
    for printing in card.printings:
        assert str(escape(printing.source.cite())) in text
    assert "MechWarrior" in text
    assert twin_link(response) == "/api/cards/sunder-sd1-ob"


@pytest.mark.shared
def test_sunder_json_twin_is_the_same_card(client: FlaskClient, app: Flask) -> None:
    card = sunder(app)
    data = client.get("/api/cards/sunder-sd1-ob").get_json()
    assert data["card"] == card_json(card)
    assert isinstance(data["rulings"], list)
    got = data["card"]
    assert got["name"] == "Sunder (SD1-OB)"
    assert got["cost_text"] == "6+3A+3M+3T"
    assert (got["speed"], got["armor"], got["structure"], got["attack"]) == ("slow", 3, 10, 3)


@pytest.mark.shared
def test_sunder_without_model_code_redirects(client: FlaskClient, app: Flask) -> None:
    sunder(app)
    response = client.get("/cards/sunder")
    assert response.status_code in (301, 302, 303, 307, 308)
    assert response.headers["Location"].endswith("/cards/sunder-sd1-ob")
    followed = client.get("/cards/sunder", follow_redirects=True)
    assert followed.status_code == 200
    assert "<h1>Sunder (SD1-OB)</h1>" in body(followed)
    api = client.get("/api/cards/sunder", follow_redirects=True)
    assert api.get_json()["card"]["name"] == "Sunder (SD1-OB)"


@pytest.mark.shared
def test_heavy_fog_page_shows_printed_text_differing_from_current(client: FlaskClient, app: Flask) -> None:
    need(LACKEY)
    need(SPOILER)
    card = pool_of(app).by_slug["heavy-fog"]
    unlimited = [p for p in card.printings if p.set == "Unlimited"]
    assert unlimited
    assert any(p.text != card.text for p in unlimited)
    text = body(client.get("/cards/heavy-fog"))
    for line in card.text.splitlines():
        assert f"<p>{escape(line)}</p>" in text
    # each printed text stands in its own column beside the current text, the words that differ marked
    printed = re.findall(r'<div class="printed"><h4>Printed</h4><div class="diff">(.*?)</div>', text, re.DOTALL)
    shown = [html.unescape(re.sub(r"</?del>", "", column)) for column in printed]
    for printing in unlimited:
        if not same_wording(printing.text, card.text):
            assert printing.text.strip() in shown
    data = client.get("/api/cards/heavy-fog").get_json()["card"]
    assert data["card_type"] == "Mission"
    assert {p["set"] for p in data["printings"]} >= {"Unlimited", "Commander's Edition"}


# errors -------------------------------------------------------------------------------------------------------


def test_unknown_card_is_a_404_page_with_candidates(client: FlaskClient) -> None:
    text = html_error(client.get("/cards/atlsa"), 404)
    assert "atlsa" in text
    assert '<a href="/cards/domination-atlas">Atlas (domination)</a>' in text
    assert '<a href="/cards/mechchess-atlas">Atlas (mechchess)</a>' in text


def test_unknown_card_json_error_has_candidates(client: FlaskClient) -> None:
    error = json_error(client.get("/api/cards/atlsa"), 404)
    assert "Atlas (domination)" in error["candidates"]
    assert "Atlas (mechchess)" in error["candidates"]


def test_ambiguous_page_name_is_a_404_with_candidates(client: FlaskClient) -> None:
    error = json_error(client.get("/api/cards/atlas"), 404)
    assert {"Atlas (domination)", "Atlas (mechchess)"} <= set(error["candidates"])


@pytest.mark.parametrize(
    ("path", "status"),
    [
        ("/cards?page=0", 400),
        ("/cards?page=-1", 400),
        ("/cards?page=two", 400),
        ("/cards?page=1.5", 400),
        ("/cards?game=chess", 400),
        ("/cards/" + "x" * 300, 404),
        ("/cards/%00", 404),
        ("/no/such/page", 404),
        ("/cards?q=" + "a" * 3000, 414),
    ],
)
def test_bad_requests_are_answered_as_html_errors(client: FlaskClient, path: str, status: int) -> None:
    html_error(client.get(path), status)
    api = client.get("/api" + path)
    json_error(api, status)


def test_unknown_game_error_names_the_games(client: FlaskClient) -> None:
    error = json_error(client.get("/api/cards?game=chess"), 400)
    assert "'chess'" in error["message"]
    assert "domination" in error["message"]


@pytest.mark.parametrize("path", ["/cards?page=%C2%B2", "/api/cards?page=%C2%B2"])
def test_unicode_superscript_page_number_is_a_400(client: FlaskClient, path: str) -> None:
    assert client.get(path).status_code == 400


@pytest.mark.parametrize("query", ["endpoint=x", "_method=POST"])
def test_cards_page_with_reserved_query_keys_is_not_a_500(client: FlaskClient, query: str) -> None:
    assert client.get(f"/cards?{query}").status_code < 500


def test_method_not_allowed_keeps_allow_header(client: FlaskClient) -> None:
    response = client.post("/cards")
    assert response.status_code == 405
    assert "GET" in response.headers.get("Allow", "")


def test_method_not_allowed_is_a_405(client: FlaskClient) -> None:
    html_error(client.post("/cards"), 405)
    json_error(client.delete("/api/cards/domination-atlas"), 405)


# security --------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("GET", "/"),
        ("GET", "/api"),
        ("GET", "/cards"),
        ("GET", "/api/cards?game=mechchess"),
        ("GET", "/cards/domination-atlas"),
        ("GET", "/api/cards/domination-atlas"),
        ("GET", "/cards/close-range"),
        ("GET", "/cards/no-such-card"),
        ("GET", "/api/cards/no-such-card"),
        ("GET", "/cards?page=0"),
        ("GET", "/api/cards?q=" + "a" * 3000),
        ("GET", "/static/style.css"),
        ("POST", "/cards"),
        ("HEAD", "/cards"),
    ],
)
def test_security_headers_on_every_response(client: FlaskClient, method: str, path: str) -> None:
    response = client.open(path, method=method)
    assert response.status_code < 500
    csp = response.headers.get("Content-Security-Policy", "")
    assert "default-src 'self'" in csp
    assert "unsafe-inline" not in csp
    assert response.headers.get("X-Content-Type-Options") == "nosniff"


@pytest.mark.parametrize(
    "path",
    [
        "/cards?q=<script>alert(1)</script>",
        "/cards?set=<script>alert(1)</script>",
        '/cards?type="><script>alert(1)</script>',
        "/cards?game=<script>alert(1)</script>",
        "/cards/<script>alert(1)",
        "/cards?page=<script>alert(1)</script>",
        "/?q=<script>alert(1)</script>",
    ],
)
def test_user_text_is_escaped(client: FlaskClient, path: str) -> None:
    response = client.get(path)
    assert response.status_code < 500
    assert response.mimetype == "text/html"
    text = body(response)
    assert "<script>alert(1)" not in text
    assert "<script" not in without_own_scripts(text)
    assert "&lt;script&gt;alert(1)" in text  # echoed, but escaped


def test_json_errors_keep_user_text_as_data(client: FlaskClient) -> None:
    error = json_error(client.get("/api/cards?game=<b>x</b>"), 400)
    assert "'<b>x</b>'" in error["message"]
    response = client.get("/api/cards?q=<script>")
    assert response.mimetype == "application/json"
    assert response.get_json()["filters"]["q"] == "<script>"


def test_favicon_ico_answers_with_the_site_icon(client: FlaskClient) -> None:
    response = client.get("/favicon.ico")
    assert response.status_code == 200
    assert response.mimetype == "image/svg+xml"
    assert b"<svg" in response.data[:300]


@pytest.mark.parametrize("path", ["/", "/search?q=fog", "/cards", "/rules", "/cards/forged-mission-orders"])
def test_every_page_opens_with_a_skip_link_to_its_content(client: FlaskClient, path: str) -> None:
    """Issue 22 item 5: the first link of every page skips the header to the content (keyboard and screen readers)."""
    text = body(client.get(path))
    after_body = text.split("<body>", 1)[1]
    first_link = re.search(r"<a [^>]*>", after_body)
    assert first_link and first_link.group(0) == '<a class="skip" href="#content">'
    assert '<div id="content" tabindex="-1">' in text.split("<main>", 1)[1]
