"""A random card (issue 22 item 4): /random goes to a card's page, /random?q= to a card matching the query, each with
its JSON twin /api/random."""

from __future__ import annotations

from flask.testing import FlaskClient


def test_random_goes_to_a_card_page(client: FlaskClient) -> None:
    response = client.get("/random")
    assert response.status_code == 302 and response.headers["Cache-Control"] == "no-store"
    location = response.headers["Location"]
    assert location.startswith("/cards/") and client.get(location).status_code == 200


def _all_ids(client: FlaskClient, q: str) -> set[str]:
    found: set[str] = set()
    page = 1
    while True:
        data = client.get("/api/search", query_string={"q": q, "limit": "100", "page": str(page)}).get_json()
        found |= {hit["id"] for hit in data["results"]}
        if page >= data["pages"]:
            return found
        page += 1


def test_random_with_a_query_draws_only_from_its_matches(client: FlaskClient) -> None:
    missions = _all_ids(client, "t:mission kind:card")
    assert missions
    for _ in range(15):
        data = client.get("/api/random?q=t:mission").get_json()
        assert data["query"] == "t:mission" and data["url"] == f"/cards/{data['card']['slug']}"
        assert data["card"]["slug"] in missions and data["matches"] == len(missions)


def test_a_named_card_query_has_one_match(client: FlaskClient) -> None:
    data = client.get('/api/random?q=name:"forged mission orders"').get_json()
    assert data["matches"] == 1 and data["card"]["slug"] == "forged-mission-orders"
    response = client.get('/random?q=name:"forged mission orders"')
    assert response.headers["Location"] == "/cards/forged-mission-orders"


def test_random_refuses_a_bad_query_and_says_when_nothing_matches(client: FlaskClient) -> None:
    bad = client.get("/api/random?q=colour:red")
    assert bad.status_code == 400 and "unknown field 'colour'" in bad.get_json()["error"]["message"]
    assert bad.get_json()["error"]["column"] == 1
    none = client.get("/api/random?q=zzyzxq")
    assert none.status_code == 404 and "no card matches" in none.get_json()["error"]["message"]
    assert client.get("/random?q=zzyzxq").status_code == 404
    assert client.get("/api/random?q=" + "x" * 501).status_code == 400
