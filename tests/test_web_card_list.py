"""The card list (issue 22 item 4): filters that accept what the table shows and what the query language accepts,
sorting, and stat columns, in the page and its JSON twin."""

from __future__ import annotations

import re

import pytest
from flask.testing import FlaskClient

from judge.cards.models import BtCard
from judge.web.card_list import set_matches, sorted_cards, stats, type_matches


def listing(client: FlaskClient, **params: str) -> dict[str, object]:
    response = client.get("/api/cards", query_string=params)
    assert response.status_code == 200, response.get_data(as_text=True)
    data = response.get_json()
    assert isinstance(data, dict)
    return data


def _mech(name: str, **fields: object) -> BtCard:
    printing = {"set": "Commander's Edition", "name": name, "source": {"document": "invented"}}
    return BtCard.model_validate(
        {"name": name, "card_type": "Unit", "subtypes": ["'Mech"], "printings": [printing], **fields}
    )


def test_type_filter_accepts_a_type_line_keyword() -> None:
    card = _mech("Zorblax", affiliations=["Kurita"])
    assert "'Mech" in card.type_line
    for wanted in ("Mech", "'Mech", "mech", "Unit", "un", "Unit - 'Mech"):
        assert type_matches(card, wanted), wanted
    assert not type_matches(card, "Mission") and not type_matches(card, "Vehicle")


@pytest.mark.parametrize("wanted", ["Commander's Edition", "commanders edition", "CE", "ce", "commanders-edition"])
def test_set_filter_accepts_the_name_and_the_short_name(wanted: str) -> None:
    assert set_matches(_mech("Zorblax"), wanted)
    assert not set_matches(_mech("Zorblax"), "ul")


def test_sorting_by_a_stat_puts_cards_without_it_last() -> None:
    cards = [_mech("B", attack=3), _mech("A"), _mech("C", attack=5)]
    assert [c.name for c in sorted_cards(cards, "attack", descending=False)] == ["B", "C", "A"]
    assert [c.name for c in sorted_cards(cards, "attack", descending=True)] == ["C", "B", "A"]
    assert [c.name for c in sorted_cards(cards, "name", descending=True)] == ["C", "B", "A"]
    assert stats(cards[0]) == {"cost": None, "attack": 3, "armor": None, "structure": None}


def test_the_filters_find_what_the_table_shows(client: FlaskClient) -> None:
    mechs = listing(client, type="Mech", game="bttcg")
    assert mechs["total"], "type Mech finds the 'Mech Units"
    assert all("'Mech" in str(c["type"]) for c in mechs["cards"])  # type: ignore[attr-defined]
    for short, name in (("ul", "Unlimited"), ("CE", "Commander's Edition")):
        found = listing(client, set=short)
        assert found["total"] == listing(client, set=name)["total"] and found["total"], short


def test_sort_and_order_and_stat_columns(client: FlaskClient) -> None:
    data = listing(client, game="bttcg", sort="attack", order="desc")
    attacks = [c["stats"]["attack"] for c in data["cards"]]  # type: ignore[attr-defined,index]
    numbers = [a for a in attacks if a is not None]
    assert numbers == sorted(numbers, reverse=True) and numbers
    assert data["sort"] == "attack" and data["order"] == "desc"
    page = client.get("/cards?game=bttcg&sort=attack&order=desc").get_data(as_text=True)
    assert 'aria-sort="descending"' in page and re.search(r"<th[^>]*><a href=\"[^\"]*sort=cost", page)


@pytest.mark.parametrize(("params", "words"), [({"sort": "colour"}, "sort must be one of"), ({"order": "up"}, "order")])
def test_bad_sort_is_a_400(client: FlaskClient, params: dict[str, str], words: str) -> None:
    response = client.get("/api/cards", query_string=params)
    assert response.status_code == 400 and words in response.get_json()["error"]["message"]
