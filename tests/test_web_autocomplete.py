"""Autocomplete (issue 22 item 3): ``GET /api/autocomplete?q=`` answers card names with their slugs, and the query
language's fields and values, bounded; every search box asks it from a small script and works without it."""

from __future__ import annotations

import re

import pytest
from flask.testing import FlaskClient

from judge.search.complete import MAX_SUGGESTIONS, MAX_TEXT


def suggest(client: FlaskClient, q: str, **params: str) -> list[dict[str, object]]:
    response = client.get("/api/autocomplete", query_string={"q": q, **params})
    assert response.status_code == 200, response.get_data(as_text=True)
    data = response.get_json()
    assert isinstance(data, list)
    return data


def test_card_names_with_their_slugs(client: FlaskClient) -> None:
    found = suggest(client, "forged mi")
    assert found[0] == {
        "label": "Forged Mission Orders",
        "query": "Forged Mission Orders",
        "kind": "card",
        "slug": "forged-mission-orders",
        "url": "/cards/forged-mission-orders",
        "game": "bttcg",
    }
    assert client.get(str(found[0]["url"])).status_code == 200


def test_names_starting_with_the_text_come_before_names_with_a_word_starting_with_it(client: FlaskClient) -> None:
    labels = [s["label"] for s in suggest(client, "fog", only="names")]
    assert labels and all(isinstance(label, str) for label in labels)
    starting = [label for label in labels if str(label).lower().startswith("fog")]
    assert labels[: len(starting)] == starting


def test_fields_and_values_of_the_query_language(client: FlaskClient) -> None:
    assert [s["query"] for s in suggest(client, "heavy t:missi")] == ["heavy t:mission"]
    assert {"kind:rule", "kind:ruling"} <= {str(s["query"]) for s in suggest(client, "kind:r")}
    fields = [s["query"] for s in suggest(client, "fog at") if s["kind"] == "field"]
    assert fields == ["fog attack>="]
    assert all(s["kind"] == "card" for s in suggest(client, "at", only="names"))


def test_the_number_of_suggestions_is_bounded(client: FlaskClient) -> None:
    assert len(suggest(client, "a")) == 10
    assert len(suggest(client, "a", limit="3")) == 3
    assert len(suggest(client, "a", limit=str(MAX_SUGGESTIONS))) <= MAX_SUGGESTIONS
    assert suggest(client, "zzyzxq") == []


@pytest.mark.parametrize(
    ("params", "words"),
    [
        ({}, "q is missing"),
        ({"q": "  "}, "q is missing"),
        ({"q": "x" * (MAX_TEXT + 1)}, f"at most {MAX_TEXT}"),
        ({"q": "a", "limit": "0"}, "limit must be a whole number"),
        ({"q": "a", "limit": str(MAX_SUGGESTIONS + 1)}, "limit must be a whole number"),
        ({"q": "a", "only": "cards"}, "only must be 'names'"),
    ],
)
def test_bad_input_is_a_clear_400(client: FlaskClient, params: dict[str, str], words: str) -> None:
    response = client.get("/api/autocomplete", query_string=params)
    assert response.status_code == 400
    assert words in response.get_json()["error"]["message"]


@pytest.mark.parametrize("path", ["/", "/search", "/search?q=fog", "/cards"])
def test_every_search_box_asks_for_suggestions_and_works_without_script(client: FlaskClient, path: str) -> None:
    text = client.get(path).get_data(as_text=True)
    boxes = re.findall(r"<input[^>]*data-autocomplete=\"(search|names)\"[^>]*>", text)
    assert boxes, path
    assert 'src="/static/autocomplete.js"' in text
    # without the script each box is in a plain GET form that searches (or filters) on its own
    assert re.search(r'<form[^>]*method="get"', text)
    script = client.get("/static/autocomplete.js")
    assert script.status_code == 200 and b"/api/autocomplete" in script.data
