"""The home page, the search page, the query language's help page and their JSON twins, through Flask's test
client: results, facets, pagination, "did you mean", errors located in the query, and snippets that stay text.

Most tests need only the built-in cards and rulings; those about community cards read ``../shared`` in place and
skip without it.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from typing import Any
from urllib.parse import parse_qs, urlencode, urlsplit

import pytest
from flask import Flask
from flask.testing import FlaskClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from markupsafe import escape
from werkzeug.test import TestResponse

from judge.pool import CardPool
from judge.search.index import RULING_KINDS
from judge.search.query import FIELDS, explain, parse_query, query_text
from judge.web import create_app
from judge.web.pool import get_search
from judge.web.search_help import EXAMPLES, HOME_EXAMPLES
from judge.web.search_view import page_window, safe_snippet
from tests.conftest import LACKEY, SPOILER, need, without_own_scripts

FOOTER = re.compile(r"<footer>(.*?)</footer>", re.DOTALL)
HIT_LINK = re.compile(r'<a class="title" href="([^"]*)">')
FACET_LINK = re.compile(r'<a href="([^"]*)" title="[^"]*" data-facet="([^"]*)">')


def esc(text: str) -> str:
    """``text`` as Jinja writes it into a page."""
    return str(escape(text))


def body(response: TestResponse) -> str:
    return response.get_data(as_text=True)


def twin_link(response: TestResponse) -> str:
    footer = FOOTER.search(body(response))
    assert footer, "the page has no footer"
    links = [html.unescape(h) for h in re.findall(r'href="([^"]*)"', footer.group(1)) if "/api" in h]
    assert len(links) == 1, f"expected one /api link in the footer, found {links}"
    return links[0]


def api(client: FlaskClient, q: str, **params: Any) -> dict[str, Any]:
    response = client.get("/api/search", query_string={"q": q, **params})
    assert response.status_code == 200, body(response)
    data = response.get_json()
    assert isinstance(data, dict)
    return data


def json_error(response: TestResponse, status: int) -> dict[str, Any]:
    assert response.status_code == status
    assert response.mimetype == "application/json"
    data = response.get_json()
    assert set(data) == {"error"}
    assert data["error"]["status"] == status
    assert data["error"]["message"]
    return dict(data["error"])


def search_url(q: str, **params: Any) -> str:
    return "/search?" + urlencode({"q": q, **params})


def query_of(href: str) -> str:
    return parse_qs(urlsplit(html.unescape(href)).query)["q"][0]


def linked_queries(text: str) -> set[str]:
    """The queries that the page's links to /search run."""
    return {query_of(href) for href in re.findall(r'href="(/search\?q=[^"]*)"', text)}


# the search page and its twin --------------------------------------------------------------------------------


def test_empty_query_shows_the_box_help_summary_and_examples(client: FlaskClient) -> None:
    response = client.get("/search")
    assert response.status_code == 200
    text = body(response)
    assert 'id="search-q"' in text
    linked = linked_queries(text)
    for example in EXAMPLES:
        assert example in linked
        assert esc(explain(parse_query(example))) in text
    assert 'href="/search/help"' in text
    for name in set(FIELDS.values()):
        assert f'href="/search/help#field-{name}"' in text
    assert twin_link(response) == "/api/search/help"
    assert client.get("/search?q=%20%20").status_code == 200  # blank is empty too


def test_results_show_count_kind_title_source_and_highlighted_snippet(client: FlaskClient) -> None:
    data = api(client, "fog")
    assert data["total"] > 0
    text = body(client.get("/search?q=fog"))
    assert f"{data['total']} results" in text
    assert "Reads as: mentions &#39;fog&#39;." in text
    for hit in data["results"]:
        assert f'<a class="title" href="{hit["url"]}">{esc(hit["title"])}</a>' in text
        assert f'<span class="kind">{hit["kind"]}</span>' in text
        assert hit["source"] and esc(hit["source"]) in text
    assert '<mark class="hl t0">' in text


def test_count_says_no_results_and_one_result(client: FlaskClient) -> None:
    assert "No results" in body(client.get("/search?q=zzyzxqq"))
    single = 'name:"Forged Mission Orders" kind:card'
    assert api(client, single)["total"] == 1
    text = body(client.get(search_url(single)))
    assert re.search(r'id="count">\s*1 result</p>', text)


def test_json_twin_has_the_search_result_and_more(client: FlaskClient) -> None:
    data = api(client, 'o:"anti-missile" or fog', limit=3)
    assert list(data) == [
        "query",
        "normalized",
        "explain",
        "total",
        "results",
        "facets",
        "narrow",
        "applied",
        "did_you_mean",
        "showing_results_for",
        "searched",
        "question",
        "any_of",
        "page",
        "pages",
        "limit",
    ]
    parsed = parse_query('o:"anti-missile" or fog')
    assert data["normalized"] == query_text(parsed) == 'text:"anti-missile" or fog'
    assert data["explain"] == explain(parsed)
    assert data["limit"] == 3 and data["page"] == 1
    assert data["pages"] == -(-data["total"] // 3)
    assert len(data["results"]) == min(3, data["total"])
    for hit in data["results"]:
        assert set(hit) == {"kind", "id", "title", "url", "snippet", "score", "source", "current"}
        assert hit["url"] == (f"/cards/{hit['id']}" if hit["kind"] == "card" else f"/rules/{hit['id']}")
        assert client.get(hit["url"]).status_code == 200


@pytest.mark.parametrize("q", ["fog", "kind:ruling", "atlas", "game:domination -kind:card"])
@pytest.mark.parametrize("page", [1, 2])
def test_page_and_json_twin_agree(client: FlaskClient, q: str, page: int) -> None:
    data = api(client, q, page=page, limit=5) if api(client, q, limit=5)["pages"] >= page else None
    if data is None:
        assert client.get(search_url(q, page=page, limit=5)).status_code == 404
        return
    response = client.get(search_url(q, page=page, limit=5))
    assert [html.unescape(u) for u in HIT_LINK.findall(body(response))] == [h["url"] for h in data["results"]]
    twin = twin_link(response)
    assert twin.startswith("/api/search?")
    assert client.get(twin).get_json() == data


def test_kind_ruling_about_a_card_finds_its_rulings(client: FlaskClient) -> None:
    data = api(client, 'kind:ruling card:"Heavy Fog"', limit=100)
    assert data["total"] >= 3
    assert {hit["kind"] for hit in data["results"]} <= set(RULING_KINDS)
    ids = {hit["id"] for hit in data["results"]}
    assert {"ce-rulings/heavy-fog", "rulings-1997/heavy-fog"} <= ids
    assert api(client, "kind:ruling", limit=1)["total"] > data["total"], "card: narrows"
    sources = {hit["id"].split("/")[0] for hit in data["results"]}
    assert {"ce-rulings", "rulings-1997"} <= sources
    superseded = [hit for hit in data["results"] if hit["current"] is False]
    assert superseded, "the 1997 archive's Heavy Fog ruling is superseded"
    text = body(client.get(search_url('kind:ruling card:"Heavy Fog"', limit=100)))
    assert text.count('<span class="flag">superseded</span>') == len(superseded)
    assert f'<a class="cite" href="/rules/{superseded[0]["id"]}">{superseded[0]["id"]}</a>' in text


# did you mean -------------------------------------------------------------------------------------------------


def test_showing_results_for_the_correction_and_search_instead(client: FlaskClient) -> None:
    """Issue 22 item 1: a query that finds nothing, whose correction finds something, shows the correction's
    answers ("Showing results for ...; search instead for ...")."""
    data = api(client, "Forged Misson Orders")
    assert data["showing_results_for"] == "Forged Mission Orders" and data["did_you_mean"] is None
    assert data["query"] == "Forged Misson Orders"
    assert data["results"][0]["url"] == "/cards/forged-mission-orders"
    text = body(client.get(search_url("Forged Misson Orders")))
    assert HIT_LINK.findall(text)[0] == "/cards/forged-mission-orders"
    shown = re.search(r'Showing results for <a href="([^"]*)"><strong>Forged Mission Orders</strong></a>', text)
    instead = re.search(r'search instead for <a href="([^"]*)">Forged Misson Orders</a>', text)
    assert shown and instead
    literal = client.get(html.unescape(instead.group(1)))
    assert "No results" in body(literal) and "Showing results for" not in body(literal)
    assert api(client, "Forged Misson Orders", literal="1")["total"] == 0


def test_no_suggestion_that_finds_nothing(client: FlaskClient) -> None:
    """Issue 22 item 1: "did you mean" and "showing results for" only offer what finds something."""
    for q in ("zzyzx qqqqqq", "heavy zzyzx", "heavy fogg zzyzx"):
        data = api(client, q)
        assert data["total"] == 0 and data["did_you_mean"] is None and data["showing_results_for"] is None, q


def test_literal_must_be_0_or_1(client: FlaskClient) -> None:
    response = client.get("/api/search?q=fog&literal=yes")
    assert response.status_code == 400 and "literal" in response.get_json()["error"]["message"]


def test_no_did_you_mean_when_the_query_finds_what_it_names(client: FlaskClient) -> None:
    assert api(client, "Forged Mission Orders")["did_you_mean"] is None
    assert "Did you mean" not in body(client.get(search_url("Forged Mission Orders")))


# facets ------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("q", ["fog", "kind:ruling", "damage", "-kind:card unit"])
def test_facet_counts_sum_to_the_total(client: FlaskClient, q: str) -> None:
    data = api(client, q)
    for name in ("kind", "src"):
        assert sum(data["facets"][name].values()) == data["total"], name


@pytest.mark.parametrize("q", ["damage", "fog or atlas"])
def test_facet_links_narrow_the_query(client: FlaskClient, q: str) -> None:
    data = api(client, q)
    text = body(client.get(search_url(q)))
    links = {facet: query_of(href) for href, facet in FACET_LINK.findall(text)}
    expected = {f"{name}:{value}" for name in ("kind", "src") for value in data["facets"][name]}
    assert set(links) == expected, "every facet value is a link"
    assert len(links) >= 3
    for facet, narrowed in links.items():
        name, value = facet.split(":", 1)
        assert narrowed == data["narrow"][name][value]
        assert narrowed.endswith(f" {facet}")
        if " or " in q:
            assert narrowed.startswith(f"({q}) ")
        answer = api(client, narrowed, limit=100)
        assert answer["total"] == data["facets"][name][value], facet
        if name == "kind":
            assert {hit["kind"] for hit in answer["results"]} == {value}


def test_an_applied_facet_shows_as_applied_and_can_be_removed(client: FlaskClient) -> None:
    q = "fog kind:clarification"
    data = api(client, q)
    assert data["applied"] == [{"field": "kind", "value": "clarification", "without": "fog"}]
    assert "clarification" not in data["narrow"]["kind"]
    text = body(client.get(search_url(q)))
    assert '<span class="on" title="clarification">clarification</span>' in text
    assert re.search(r'<a class="remove" href="/search\?q=fog"\s+title="remove kind:clarification">', text)
    assert api(client, "fog")["total"] > data["total"]


def test_removing_the_only_filter_leaves_the_empty_search(client: FlaskClient) -> None:
    data = api(client, "src:ce-rulings")
    assert data["applied"] == [{"field": "src", "value": "ce-rulings", "without": ""}]
    text = body(client.get("/search?q=src:ce-rulings"))
    assert re.search(r'<a class="remove" href="/search"\s+title="remove src:ce-rulings">', text)


def test_filters_inside_an_or_are_not_offered_for_removal(client: FlaskClient) -> None:
    assert api(client, "kind:errata or kind:tournament")["applied"] == []


# pagination --------------------------------------------------------------------------------------------------


def test_pages_differ_and_cover_the_total(client: FlaskClient) -> None:
    first = api(client, "kind:ruling", limit=40)
    assert first["pages"] >= 3
    seen: list[str] = []
    for page in range(1, first["pages"] + 1):
        data = api(client, "kind:ruling", limit=40, page=page)
        ids = [hit["id"] for hit in data["results"]]
        assert not set(ids) & set(seen), f"page {page} repeats an earlier answer"
        assert len(ids) == (40 if page < first["pages"] else first["total"] - 40 * (first["pages"] - 1))
        seen += ids
    assert len(seen) == first["total"]


def test_pagination_links(client: FlaskClient) -> None:
    data = api(client, "kind:ruling", limit=10, page=5)
    text = body(client.get(search_url("kind:ruling", limit=10, page=5)))
    assert '<a rel="prev" href="/search?q=kind:ruling&amp;page=4&amp;limit=10">previous</a>' in text
    assert '<a rel="next" href="/search?q=kind:ruling&amp;page=6&amp;limit=10">next</a>' in text
    assert '<span class="current" aria-current="page">5</span>' in text
    last = data["pages"]
    assert f'<a href="/search?q=kind:ruling&amp;page={last}&amp;limit=10">{last}</a>' in text
    assert '<span class="gap">…</span>' in text
    assert f"41–50 shown (page 5 of {last})" in text
    on_last = body(client.get(search_url("kind:ruling", limit=10, page=last)))
    assert 'rel="next"' not in on_last
    assert 'rel="prev"' not in body(client.get(search_url("kind:ruling", limit=10)))
    assert 'class="pages"' not in body(client.get(search_url("Forged Mission Orders", limit=100)))


def test_page_window() -> None:
    assert page_window(1, 1) == []
    assert page_window(1, 3) == [1, 2, 3]
    assert page_window(5, 20) == [1, None, 3, 4, 5, 6, 7, None, 20]
    assert page_window(1, 20) == [1, 2, 3, None, 20]
    assert page_window(20, 20) == [1, None, 18, 19, 20]


# errors ------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("params", "names"),
    [
        ({"page": "0"}, "page"),
        ({"page": "-1"}, "page"),
        ({"page": "two"}, "page"),
        ({"page": "1.5"}, "page"),
        ({"page": "²"}, "page"),
        ({"page": "1001"}, "page"),
        ({"page": "9" * 40}, "page"),
        ({"limit": "0"}, "limit"),
        ({"limit": "101"}, "limit"),
        ({"limit": "ten"}, "limit"),
    ],
)
def test_bad_page_or_limit_is_a_400(client: FlaskClient, params: dict[str, str], names: str) -> None:
    response = client.get("/search", query_string={"q": "fog", **params})
    assert response.status_code == 400
    assert response.mimetype == "text/html"
    assert f"{names} must be a whole number from 1 to" in body(response)
    assert 'value="fog"' in body(response), "the query stays in the box"
    error = json_error(client.get("/api/search", query_string={"q": "fog", **params}), 400)
    assert error["message"].startswith(f"{names} must be a whole number")


def test_a_page_past_the_last_is_a_404(client: FlaskClient) -> None:
    pages = api(client, "fog", limit=5)["pages"]
    response = client.get(search_url("fog", limit=5, page=pages + 1))
    assert response.status_code == 404
    assert f"past the last page ({pages})" in body(response)
    error = json_error(client.get("/api/search", query_string={"q": "fog", "limit": 5, "page": pages + 1}), 404)
    assert f"past the last page ({pages})" in error["message"]


def test_an_overlong_query_is_a_400(client: FlaskClient) -> None:
    q = "fog " * 130
    response = client.get(search_url(q))
    assert response.status_code == 400
    assert f"q is {len(q)} characters long; queries are limited to 500" in body(response)
    error = json_error(client.get("/api/search", query_string={"q": q}), 400)
    assert "limited to 500" in error["message"]
    assert client.get(search_url("fog " * 600)).status_code == 414  # past the query-string bound


@pytest.mark.parametrize(
    ("q", "column", "at", "message"),
    [
        ("(heavy fog", 10, "g", "ends too early"),
        ("heavy )", 7, ")", "unexpected &#39;)&#39;"),
        ("fog colour:red", 5, "c", "unknown field &#39;colour&#39;"),
        ("attack>=many", 1, "a", "whole numbers"),
    ],
)
def test_a_query_that_does_not_read_is_a_400_with_the_column_underlined(
    client: FlaskClient, q: str, column: int, at: str, message: str
) -> None:
    response = client.get(search_url(q, limit=7))
    assert response.status_code == 400
    text = body(response)
    assert f'value="{esc(q)}"' in text, "the query stays in the box"
    assert message in text
    before = esc(q[: column - 1])
    assert f'<code>{before}<span class="at" title="column {column}">{esc(at)}</span>' in text
    assert '<input type="hidden" name="limit" value="7">' in text
    error = json_error(client.get("/api/search", query_string={"q": q}), 400)
    assert (error["line"], error["column"]) == (1, column)


def test_api_search_without_a_query_is_a_400(client: FlaskClient) -> None:
    error = json_error(client.get("/api/search"), 400)
    assert "q is missing" in error["message"]
    json_error(client.get("/api/search?q=+"), 400)


def test_post_is_not_allowed(client: FlaskClient) -> None:
    assert client.post("/search").status_code == 405
    json_error(client.post("/api/search"), 405)


@pytest.mark.parametrize(
    "path",
    ["/search", "/search?q=fog", "/search?q=(", "/search/help", "/api/search?q=fog", "/api/search/help", "/"],
)
def test_security_headers_on_search_pages(client: FlaskClient, path: str) -> None:
    response = client.get(path)
    assert "script-src 'self'" in response.headers["Content-Security-Policy"]
    assert response.headers["X-Content-Type-Options"] == "nosniff"


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.text(max_size=60), st.sampled_from(["/search", "/api/search"]))
def test_any_query_is_answered_or_refused_never_a_500(client: FlaskClient, q: str, path: str) -> None:
    response = client.get(path, query_string={"q": q})
    assert response.status_code in (200, 400, 404), (q, body(response)[:300])
    if path == "/search":
        assert "<script" not in body(response).split("<main>")[1].lower()


# user text and card text stay text ---------------------------------------------------------------------------


@pytest.mark.parametrize("q", ["<script>alert(1)</script>", '"<script>alert(1)</script>"', "fog <b>x"])
def test_the_query_is_escaped_wherever_it_is_echoed(client: FlaskClient, q: str) -> None:
    response = client.get(search_url(q))
    assert response.status_code in (200, 400)
    text = body(response)
    assert "<script" not in without_own_scripts(text) and "<b>" not in text
    assert "&lt;" in text


HOSTILE = """\
game: bttcg
cards:
  - name: "Zorblax <i>Snare</i>"
    card_type: Mission
    text: "Snare <script>alert(1)</script> every <b>walker</b> & tank."
  - name: Zorblax Walker
    card_type: Mission
    text: "<img src=x onerror=alert(2)> &amp; <mark class=\\"hl t0\\">not a mark</mark>"
"""


@pytest.fixture(scope="module")
def hostile_client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[FlaskClient]:
    """An application whose pool has invented cards with HTML in their names and text."""
    path = tmp_path_factory.mktemp("hostile") / "hostile.yaml"
    path.write_text(HOSTILE, encoding="utf-8")
    app = create_app(pool=CardPool.load([path], include_saved=False, include_env=False), TESTING=True)
    with app.test_client() as test_client:
        yield test_client


@pytest.mark.parametrize("q", ["snare", "tank", "name:zorblax", "zorblax", "kind:card name:walker"])
def test_card_text_in_snippets_is_escaped(hostile_client: FlaskClient, q: str) -> None:
    data = api(hostile_client, q)
    assert data["total"] >= 1
    text = body(hostile_client.get(search_url(q)))
    main = text.split("<main>")[1]
    for tag in ("<script", "<b>", "<i>", "<img"):
        assert tag not in main and all(tag not in hit["snippet"] for hit in data["results"]), tag
    assert "<mark" not in re.sub(r'<mark class="hl t\d+">[^<]*</mark>', "", main), "only whole highlight marks"
    for hit in data["results"]:
        assert hit["snippet"] in main
        unmarked = re.sub(r"</?mark[^>]*>", "", hit["snippet"])
        if hit["title"].startswith("Zorblax <i>"):
            assert "Snare &lt;script&gt;alert(1)&lt;/script&gt; every &lt;b&gt;walker&lt;/b&gt; &amp; tank" in unmarked
            assert "Zorblax &lt;i&gt;Snare&lt;/i&gt;</a>" in main
        elif hit["title"] == "Zorblax Walker":
            assert "&lt;img src=x onerror=alert(2)&gt; &amp;amp; &lt;mark class=&#34;hl t0&#34;&gt;not" in unmarked


def test_matched_words_are_marked_in_escaped_text(hostile_client: FlaskClient) -> None:
    snippet = api(hostile_client, "snare")["results"][0]["snippet"]
    assert snippet.startswith('<mark class="hl t0">Snare</mark> &lt;script&gt;')


def test_safe_snippet_keeps_only_balanced_highlight_marks() -> None:
    raw = '<mark class="hl t0">a</mark> &lt;i&gt; <script>x</script> </mark><mark class="hl t1"><mark class="hl t2">b'
    assert str(safe_snippet(raw)) == (
        '<mark class="hl t0">a</mark> &lt;i&gt; &lt;script&gt;x&lt;/script&gt; <mark class="hl t1">b</mark>'
    )
    assert str(safe_snippet('<mark class="x">a</mark>')) == "&lt;mark class=&#34;x&#34;&gt;a"


# help page ---------------------------------------------------------------------------------------------------


def test_help_page_documents_every_field_and_runs_every_example(client: FlaskClient) -> None:
    response = client.get("/search/help")
    assert response.status_code == 200
    text = body(response)
    for name in set(FIELDS.values()):
        assert f'<tr id="field-{name}">' in text
    for alias in FIELDS:
        assert f"<code>{alias}</code>" in text
    linked = linked_queries(text)
    for example in EXAMPLES:
        assert example in linked
        assert esc(explain(parse_query(example))) in text
    assert twin_link(response) == "/api/search/help"


def test_help_twin_lists_fields_operators_and_explained_examples(client: FlaskClient) -> None:
    data = client.get("/api/search/help").get_json()
    assert {f["name"] for f in data["fields"]} == set(FIELDS.values())
    assert {a for f in data["fields"] for a in [f["name"], *f["aliases"]]} == set(FIELDS)
    assert [e["query"] for e in data["examples"]] == list(EXAMPLES)
    community = LACKEY.exists() and SPOILER.exists()  # three examples are about community cards
    for example in data["examples"]:
        assert example["explain"] == explain(parse_query(example["query"]))
        total = api(client, example["query"])["total"]
        assert total > 0 or not community, f"the help's example {example['query']!r} finds nothing"
    for entry in [*data["fields"], *data["operators"]]:
        parse_query(entry["example"])
    assert {"ce-rulings", "rulebook", "rulings-1997", "bttcg", "domination", "mechchess"} <= {
        s["src"] for s in data["sources"]
    }


def test_examples_find_something(client: FlaskClient) -> None:
    empty = [e for e in EXAMPLES if api(client, e)["total"] == 0]
    needs_pool = {"kw:overheat attack>6", "t:mission set:unlimited", 'o:"anti-missile" attack>=5 -t:mission'}
    if LACKEY.exists():
        needs_pool = set()
    assert set(empty) <= needs_pool, f"examples that find nothing: {empty}"


# home page ---------------------------------------------------------------------------------------------------


def test_home_has_a_search_box_examples_and_what_the_service_offers(client: FlaskClient) -> None:
    text = body(client.get("/"))
    assert re.search(r'<form class="home-search" action="/search" method="get" role="search">', text)
    assert 'id="home-q" name="q"' in text
    for example in HOME_EXAMPLES:
        assert esc(explain(parse_query(example))) in text
    for href in ("/search", "/cards", "/ask", "/validate"):
        assert f'<a href="{href}">' in text
    data = client.get("/api").get_json()
    assert [e["query"] for e in data["search"]["examples"]] == list(HOME_EXAMPLES)
    for example in data["search"]["examples"]:
        assert f'href="{esc(example["url"])}"' in text
        assert client.get(example["api"]).status_code == 200
    assert [s["url"] for s in data["sections"]] == ["/search", "/cards", "/ask", "/validate"]


def test_the_search_index_is_opened_once(app: Flask, client: FlaskClient) -> None:
    client.get("/search?q=fog")
    with app.app_context():
        first = get_search()
    client.get("/search?q=atlas")
    with app.app_context():
        assert get_search() is first


# the community pool (../shared) --------------------------------------------------------------------------------


def test_community_pool_searches(client: FlaskClient) -> None:
    need(LACKEY)
    need(SPOILER)
    assert api(client, "Forged Misson Orders")["showing_results_for"] == "Forged Mission Orders"
    sundr = api(client, "sundr")
    assert sundr["showing_results_for"] == "Sunder" and sundr["results"][0]["id"] == "sunder-sd1-ob"
    heavy = api(client, "heavy fogg")
    assert heavy["showing_results_for"] == "Heavy Fog" and heavy["results"][0]["id"] == "heavy-fog"
    sunder = api(client, "sunder")
    assert sunder["results"][0]["kind"] == "card" and sunder["results"][0]["title"].startswith("Sunder")
    assert "Commander" in sunder["results"][0]["source"] or "Unlimited" in sunder["results"][0]["source"]
    cards = api(client, "kind:card game:bttcg", limit=100)
    assert cards["total"] > 500
    assert cards["facets"]["kind"] == {"card": cards["total"]}
