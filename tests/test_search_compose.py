"""The advanced search form (issue 22 item 4): its fields write a query in the query language, and the form goes
to the search of that query; its JSON twin answers the query written."""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient

from judge.search.compose import ComposeError, compose
from judge.search.query import parse_query, query_text


@pytest.mark.parametrize(
    ("form", "query"),
    [
        ({"name": "heavy", "type": "mission"}, "name:heavy t:mission"),
        ({"name": "forged mission orders"}, 'name:"forged mission orders"'),
        ({"text": "anti-missile", "attack": "5", "attack_op": ">="}, "o:anti-missile attack>=5"),
        ({"q": "fog or ecm", "kind": "ruling"}, "(fog or ecm) kind:ruling"),
        ({"q": "-t:mission", "cost": "3", "cost_op": "<="}, "-t:mission cost<=3"),
        ({"set": "ul", "type": "'Mech"}, 't:"\'Mech" set:ul'),
        ({"armor": "0"}, "armor>=0"),
        ({}, ""),
    ],
)
def test_the_form_writes_the_query_language(form: dict[str, str], query: str) -> None:
    written = compose(form).query
    assert written == query
    if written:
        assert query_text(parse_query(written))  # it reads


@pytest.mark.parametrize(
    ("form", "field"),
    [
        ({"attack": "many"}, "attack"),
        ({"attack": "5", "attack_op": "=>"}, "attack_op"),
        ({"name": 'say "hi"'}, "name"),
        ({"name": "x" * 101}, "name"),
        ({"q": "(fog"}, "q"),
        ({"q": "colour:red"}, "q"),
    ],
)
def test_what_cannot_be_written_is_refused_naming_the_field(form: dict[str, str], field: str) -> None:
    with pytest.raises(ComposeError) as info:
        compose(form)
    assert info.value.field == field


def test_the_form_goes_to_the_search_of_its_query(client: FlaskClient) -> None:
    assert client.get("/search/advanced").status_code == 200
    response = client.get("/search/advanced", query_string={"name": "heavy", "type": "mission"})
    assert response.status_code == 302
    assert response.headers["Location"] == "/search?q=name:heavy+t:mission"
    bad = client.get("/search/advanced", query_string={"attack": "many"})
    assert bad.status_code == 400 and "attack: a whole number" in bad.get_data(as_text=True)
    assert 'aria-invalid="true"' in bad.get_data(as_text=True)


def test_the_json_twin_answers_the_query_and_its_english(client: FlaskClient) -> None:
    data = client.get("/api/search/advanced", query_string={"name": "heavy", "type": "mission"}).get_json()
    assert data["query"] == "name:heavy t:mission"
    assert data["explain"] == "name has 'heavy' and type line has 'mission'"
    assert client.get(data["search"]).get_json()["total"] >= 1
    empty = client.get("/api/search/advanced")
    assert empty.status_code == 400 and "no field is filled in" in empty.get_json()["error"]["message"]
    bad = client.get("/api/search/advanced?attack=many").get_json()["error"]
    assert bad["parameter"] == "attack"
