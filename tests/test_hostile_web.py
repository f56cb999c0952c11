"""Nested and run-on input sent to the service is refused with a 400 that says where, never a 500 from a
``RecursionError`` (once: a JSON scenario nested 400 levels, in ``yaml.safe_dump``; 100,000 ``[``, in ``json.loads``;
a plain-English sentence with a 500-word name, in the transformer)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from flask.testing import FlaskClient


def _nested(levels: int) -> Any:
    value: Any = "x"
    for _ in range(levels):
        value = {"a": [value]}
    return value


@pytest.mark.parametrize(
    "body",
    [
        json.dumps({"game": "bttcg", "players": _nested(200)}),
        "[" * 100_000,
        '{"game": "bttcg", "x": ' + "{" * 5_000,
    ],
    ids=["400-levels", "100k-brackets", "5k-objects"],
)
def test_deep_json_scenario_is_a_400_saying_where(client: FlaskClient, body: str) -> None:
    response = client.post("/api/ask", data=body, content_type="application/json")
    assert response.status_code == 400
    error = response.get_json()["error"]
    assert "nested deeper than 64 levels" in error["message"]
    assert error["line"] == 1 and error["column"] > 1


def test_deep_json_card_text_is_a_400(client: FlaskClient) -> None:
    response = client.post("/api/validate", data='{"text": ' + "[" * 100_000, content_type="application/json")
    assert response.status_code == 400
    assert "nested deeper than 64 levels" in response.get_json()["error"]["message"]


def test_a_run_on_name_in_plain_english_is_a_400_saying_where(client: FlaskClient) -> None:
    text = "The players are Brian and Melissa.\nBrian has " + " ".join(["Sunder"] * 500) + " on patrol.\n"
    response = client.post("/api/ask", data=text, content_type="text/plain")
    assert response.status_code == 400
    error = response.get_json()["error"]
    assert "a name of 500 words" in error["message"] and error["line"] == 2
    assert len(error["message"]) < 300  # the name is not echoed whole


def test_a_long_name_within_the_bound_still_reads() -> None:
    from judge.bttcg.scenario_text import MAX_NAME_WORDS, ScenarioTextError, read_text

    words = " ".join(["Zorblax"] * MAX_NAME_WORDS)
    with pytest.raises(ScenarioTextError, match="a name of 21 words"):
        read_text(f"The players are Brian and Melissa.\nBrian has {words} Zorblax on patrol.\n")
    read_text(f"The players are Brian and Melissa.\nBrian has {words} on patrol.\n")  # 20 words: a name


def test_a_json_scenario_error_names_the_field_not_a_line_of_rewritten_yaml(client: FlaskClient) -> None:
    scenario = {"game": "bttcg", "players": {"a": {}, "b": {}}, "cards": {"raider": {"owner": "a", "unit": {}}}}
    error = client.post("/api/ask", json=scenario).get_json()["error"]
    assert "field 'cards.raider" in error["message"]
    assert error["line"] is None and "line " not in error["message"]


def test_a_wide_distribution_is_summarised_and_still_sums_to_one() -> None:
    """Issue 20: a 21 KB scenario once answered with an 84 MB body. Eight missiles, one at each of eight blockers,
    end in 3^8 = 6,561 distinct ways: the 100 most likely are listed, the rest counted, each card's own distribution
    given whole (rulebook p.31: a missile deals 1 or 2 on a roll of 1 or 2, nothing on 4-6; 3 needs Munitions)."""
    from fractions import Fraction

    from judge.bttcg.enumeration import MAX_LISTED_OUTCOMES
    from judge.pool import CardPool
    from judge.simulate import read_scenario, simulate_document

    lines = ["The players are Brian and Melissa.", "Brian has Tactics.", "Melissa has Tactics."]
    lines.append('Brian has a fast \'Mech (id lrm) with attack 0, armor 0, structure 5 and text "Missile 8".')
    lines += [f"Melissa has a fast 'Mech (id b{i}) with attack 0, armor 0, structure 5." for i in range(1, 9)]
    lines += [
        "Brian attacks Melissa's Stockpile with lrm.",
        "Melissa blocks with b1, b2, b3, b4, b5, b6, b7 and b8.",
        "Melissa passes.",
        "Brian uses Missile with lrm, " + ", ".join(f"1 at b{i}" for i in range(1, 8)) + " and 1 at b8.",
    ]
    pool = CardPool.load(include_saved=False, include_env=False)
    answer = simulate_document(read_scenario("\n".join(lines) + "\n", "wide"), pool, "wide")
    assert len(answer["outcomes"]) == MAX_LISTED_OUTCOMES
    assert answer["outcomes_rest"]["count"] == 3**8 - MAX_LISTED_OUTCOMES
    listed = sum(Fraction(o["probability"]) for o in answer["outcomes"])
    assert listed + Fraction(answer["outcomes_rest"]["probability"]) == 1
    b1 = {card["damage"]: Fraction(card["probability"]) for card in answer["card_outcomes"]["b1"]}
    assert b1 == {0: Fraction(2, 3), 1: Fraction(1, 6), 2: Fraction(1, 6)}
    assert len(json.dumps(answer)) < 500_000


def test_card_texts_repeated_through_an_alias_are_refused_before_any_is_parsed(
    client: FlaskClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 20: 200 cards sharing one 4,000-character text through a YAML alias took 30 s and answered a 500."""
    from judge.cardtext import validate

    text = ("Deal 1 damage to target 'Mech. " * 130)[:3990]
    body = 'cards:\n  - &c\n    name: Zorblax\n    type: Command\n    cost: 1\n    text: "' + text + '"\n'
    body += "  - *c\n" * 199

    def no_parsing(*_args: object, **_kwargs: object) -> None:
        raise AssertionError("a text was parsed before the file's size of text was checked")

    monkeypatch.setattr(validate, "parse_card_text", no_parsing)
    response = client.post("/api/validate", data=body, content_type="application/yaml")
    assert response.status_code == 400
    assert "texts add up to 798,000 characters" in response.get_json()["error"]["message"]
