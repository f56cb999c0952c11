"""Search: the query language (parse, print back, explain, located errors) and answers over the real pool
(../shared, skipped when absent), in the style of mtg.wtf's tests: per query, what must appear and what must not."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from judge.cli import main
from judge.knowledge import KnowledgeBase
from judge.search.index import SearchIndex
from judge.search.query import QueryError, explain, parse_query, query_text
from tests.conftest import LACKEY, SPOILER, need

QUERIES = Path(__file__).parent / "data" / "queries.txt"


def example_queries() -> list[str]:
    return [line for line in QUERIES.read_text().splitlines() if line.strip() and not line.startswith("#")]


@pytest.mark.parametrize("text", example_queries())
def test_query_round_trip(text: str) -> None:
    parsed = parse_query(text)
    assert parse_query(query_text(parsed)) == parsed
    assert explain(parsed)


@pytest.mark.parametrize(
    ("text", "column", "message"),
    [
        ("colour:red", 1, "unknown field 'colour'"),
        ("attack>=many", 1, "whole numbers"),
        ("(heavy fog", 10, "ends too early"),
        ("heavy )", 7, "unexpected ')'"),
        ("", 1, "empty"),
        ("speed>fast", 1, "takes ':'"),
    ],
)
def test_query_errors_are_located(text: str, column: int, message: str) -> None:
    with pytest.raises(QueryError) as info:
        parse_query(text)
    assert info.value.column == column
    assert message in str(info.value)


def test_explain_restates_in_english() -> None:
    assert explain(parse_query("o:anti-missile attack>=5 -t:mission")) == (
        "text has 'anti-missile' and attack is at least 5 and not (type line has 'mission')"
    )


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=80))
def test_parse_query_raises_only_query_error(text: str) -> None:
    try:
        parsed = parse_query(text)
    except QueryError:
        return
    assert parse_query(query_text(parsed)) == parsed


@pytest.fixture(scope="module")
def index(index_root: Path) -> SearchIndex:
    knowledge = KnowledgeBase.load([need(LACKEY), need(SPOILER)], include_saved=False, include_env=False)
    return SearchIndex.open(knowledge, index_root)


def titles(index: SearchIndex, query: str, limit: int = 50) -> list[str]:
    return [hit.title for hit in index.search(query, limit=limit).hits]


def test_exact_card_name_comes_first(index: SearchIndex) -> None:
    result = index.search("heavy fog")
    assert result.hits[0].kind == "card" and result.hits[0].title == "Heavy Fog"
    assert index.search("sunder").hits[0].title == "Sunder (SD1-OB)"


def test_a_misspelt_card_is_shown_at_once(index: SearchIndex) -> None:
    """Issue 22 item 1: a query that finds nothing, whose correction does, shows the correction's answers."""
    result = index.search("Forged Misson Orders")
    assert result.corrected == "Forged Mission Orders" and result.did_you_mean is None
    assert result.query == "Forged Misson Orders"
    assert result.hits[0].id == "forged-mission-orders"
    assert index.search("Forged Misson Orders", literal=True).total == 0


@pytest.mark.parametrize(
    ("query", "must", "must_not"),
    [
        ("name:sunder", ["Sunder (SD1-OB)"], ["Heavy Fog"]),
        ("kw:ecm", [], ["Heavy Fog"]),
        ("t:mission heavy", ["Heavy Fog"], ["Sunder (SD1-OB)"]),
        ("game:domination atlas", ["Atlas"], ["Atlas (AS7-D)"]),
        ("kind:glossary alpha strike", ["Alpha Strike"], []),
    ],
)
def test_queries_find_what_they_must(index: SearchIndex, query: str, must: list[str], must_not: list[str]) -> None:
    found = titles(index, query)
    assert found, query
    for title in must:
        assert title in found, (query, found)
    for title in must_not:
        assert title not in found, (query, found)


def test_numeric_and_negated_conditions(index: SearchIndex) -> None:
    result = index.search('o:"anti-missile" attack>=5 -t:mission', limit=100)
    assert result.total > 0
    pool = index.knowledge.pool
    for hit in result.hits:
        card = pool.by_slug[hit.id]
        assert card.attack is not None and card.attack >= 5  # type: ignore[union-attr]
        assert "anti-missile" in card.text.lower()  # type: ignore[union-attr]


def test_rulings_about_a_card_and_sources(index: SearchIndex) -> None:
    ids = [hit.id for hit in index.search('kind:ruling card:"Forged Mission Orders"', limit=50).hits]
    assert "ce-rulings/forged-mission-orders" in ids
    assert all(not i.startswith("forged") for i in ids)  # no card pages
    old = index.search("src:rulings-1997 narc", limit=50)
    assert old.total > 0 and all(h.id.startswith("rulings-1997/") for h in old.hits)


def test_facets_count_by_kind_and_source(index: SearchIndex) -> None:
    result = index.search("heavy fog")
    assert sum(result.facets["kind"].values()) == result.total
    assert result.facets["kind"]["card"] >= 1


def test_snippets_are_highlighted(index: SearchIndex) -> None:
    hits = index.search("heavy fog").hits
    assert any('<mark class="hl' in hit.snippet for hit in hits)
    assert all("<script" not in hit.snippet for hit in hits)


def test_index_is_built_once_and_atomically(index: SearchIndex, index_root: Path) -> None:
    assert (index.folder / "READY").exists()
    assert index.folder.parent == index_root
    assert not [p for p in index_root.iterdir() if p.name.startswith(".")]  # no half-built folder left behind
    again = SearchIndex.open(index.knowledge, index_root)
    assert again.folder == index.folder


def test_search_command(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["search", "--explain", "(kind:errata or kind:tournament) src:ce-rulings"])
    out, _ = capsys.readouterr()
    assert code == 0 and "source has 'ce-rulings'" in out
    code = main(["search", "colour:red"])
    _, err = capsys.readouterr()
    assert code == 2 and "unknown field 'colour'" in err and len(err.splitlines()) == 1
    code = main(["search", "name:atlas", "game:mechchess", "--json"])
    out, _ = capsys.readouterr()
    data = json.loads(out)
    assert code == 0 and data["total"] == len(data["results"]) == 1
    assert data["results"][0] == {**data["results"][0], "kind": "card", "title": "Atlas"}


def test_superseded_and_current_rulings(index: SearchIndex) -> None:
    old = {hit.id for hit in index.search("superseded:yes", limit=100).hits}
    assert "rulings-1997/narc" in old
    assert all(i.startswith(("rulings-1997/", "rulebook/")) for i in old)
    current = {hit.id for hit in index.search("current:yes narc", limit=100).hits}
    assert "ce-rulings/narc" in current and "rulings-1997/narc" not in current


def test_search_command_says_what_it_searched(capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 22 items 1 and 2: the command line says when it shows a correction's answers or read a question."""
    assert main(["search", "Forged Misson Orders"]) == 0
    out, _ = capsys.readouterr()
    assert "showing results for: Forged Mission Orders" in out
    assert main(["search", "is", "ecm", "cumulative?"]) == 0
    out, _ = capsys.readouterr()
    assert "read as a question; searched for: ecm; cumulative (or stack)" in out
