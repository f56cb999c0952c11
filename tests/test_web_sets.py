"""Set pages (issue 22, item 4): ``/sets`` lists every set in release order (rulebook pp.40-43, "Playing with Older
Card Printings": the sets printed before Commander's Edition), official or not; ``/sets/<name>`` lists its cards;
both have their JSON twin."""

from __future__ import annotations

from flask.testing import FlaskClient

from judge.cards.models import BtCard
from judge.cards.set_listing import find_set, pool_sets
from judge.importers.sets import SET_ORDER


def _card(name: str, *sets: str, card_type: str = "Command") -> BtCard:
    printings = [{"set": s, "name": name, "source": {"document": "invented"}} for s in sets]
    return BtCard.model_validate({"name": name, "card_type": card_type, "printings": printings})


def test_sets_in_release_order_rulebook_p40_fan_sets_after() -> None:
    cards = [
        _card("Invented Gambit", "Commander's Edition", "Unlimited"),
        _card("Invented Drill", "Counterstrike"),
        _card("Invented Fan Raid", "Aardvark Fan Set"),
        _card("Invented Walker", "Unlimited", card_type="Unit"),
    ]
    entries = pool_sets(cards)  # type: ignore[arg-type]
    assert [e.name for e in entries] == ["Unlimited", "Counterstrike", "Commander's Edition", "Aardvark Fan Set"]
    assert [e.official for e in entries] == [True, True, True, False]
    assert entries[0].release == SET_ORDER.index("Unlimited") + 1 and entries[-1].release is None
    assert [c.name for c in entries[0].cards] == ["Invented Gambit", "Invented Walker"]
    assert entries[0].types == {"Unit": 1, "Command": 1}


def test_a_set_is_found_by_any_of_its_spellings() -> None:
    entries = pool_sets([_card("Invented Gambit", "Commander's Edition", "Unlimited")])  # type: ignore[list-item]
    for spelling in ("commanders-edition", "CE", "CommandersEdition", "commander's edition"):
        found = find_set(entries, spelling)
        assert found is not None and found.name == "Commander's Edition", spelling
    ul = find_set(entries, "ul")
    assert ul is not None and ul.name == "Unlimited"
    assert find_set(entries, "mercenaries") is None


def test_sets_page_and_its_json_twin(client: FlaskClient) -> None:
    data = client.get("/api/sets").get_json()
    names = [s["name"] for s in data["sets"]]
    releases = [s["release"] for s in data["sets"] if s["official"]]
    assert releases == sorted(releases)
    page = client.get("/sets")
    assert page.status_code == 200
    html = page.get_data(as_text=True)
    for s in data["sets"]:
        assert s["url"] in html and s["name"].replace("'", "&#39;") in html
    assert 'href="/api/sets"' in html
    if names:  # the community files are present
        one = client.get(data["sets"][0]["url"])
        assert one.status_code == 200
        twin = client.get("/api" + data["sets"][0]["url"]).get_json()
        assert len(twin["card_list"]) == twin["cards"] == data["sets"][0]["cards"]


def test_an_unknown_set_is_a_404_naming_the_sets(client: FlaskClient) -> None:
    response = client.get("/api/sets/no-such-set")
    assert response.status_code == 404
    assert "no set 'no-such-set'" in response.get_json()["error"]["message"]
    assert client.get("/sets/" + "x" * 300).status_code == 404


def test_with_no_battletech_file_loaded_the_page_says_how_to_load_one() -> None:
    from judge.pool import CardPool
    from judge.web import create_app

    app = create_app(pool=CardPool.load(include_saved=False, include_env=False), TESTING=True)
    with app.test_client() as client:
        assert client.get("/api/sets").get_json()["sets"] == []
        html = client.get("/sets").get_data(as_text=True)
    assert "No BattleTech TCG card file is loaded" in html and "judge cards import FILE" in html
