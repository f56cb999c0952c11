"""The position builder's endpoint (issue 21 item 1): POST /api/ask/builder gives the scenario model, both spellings
and what fits, computed by the engine's checks (judge/scenario_builder.py): rulebook p.24 "Sending Units on a Mission"
(only the attacker's untapped Units on patrol attack; targets: an opposing site, a slower opposing Unit, a depleted
card), p.24-25 "Blocking" (patrolling blockers at least as fast as the slowest attacker, guards for their site),
p.32 (Mission cards played from the hand), p.31 (a Unit's options), p.28-29 (damage goes to the other side's
fighters). Bad input is a clear 400, never a 500."""

from __future__ import annotations

import html
import json
import re
from typing import Any

import pytest
from flask.testing import FlaskClient

from judge.bttcg.convert import read_bttcg
from tests.conftest import LACKEY, need
from tests.test_web import json_error

BATTLE = """\
Brian has Tactics. Melissa has Tactics.
Brian has a fast 'Mech Raider with attack 7, armor 0 and structure 5 on patrol.
Brian has a slow 'Mech Crawler with attack 2, armor 1 and structure 4 on patrol.
Brian has a fast 'Mech Tired with attack 2, armor 1 and structure 4 on patrol, tapped.
Melissa has a moderate 'Mech Guard with attack 3, armor 3 and structure 10 on patrol.
Melissa has a slow 'Mech Slowpoke with attack 1, armor 1 and structure 3 on patrol.
Melissa has a fast 'Mech Jumper with attack 2, armor 0, structure 3 and text "Jump (-1 attack: +1 initiative)"
  on patrol.
Melissa has a slow 'Mech Wall with attack 1, armor 1 and structure 3 on guard over Melissa's Stockpile.
Melissa has a Mission card "Dig In" with text "Prevent up to 3 damage to one of your 'Mechs." in hand.
"""


def _post(client: FlaskClient, body: Any) -> Any:
    return client.post("/api/ask/builder", data=json.dumps(body), content_type="application/json")


def test_the_menus_offer_only_what_fits_rulebook_p24(client: FlaskClient) -> None:
    """rulebook p.24: only untapped Units on patrol attack; a Unit is a target only for Units faster than it."""
    data = _post(client, {"text": BATTLE, "draft": {"attacker": "Brian", "group": ["raider"]}}).get_json()
    menus = data["fits"]["mission"]
    assert menus["group"] == ["raider", "crawler"], "Tired is tapped; Melissa's Units are not Brian's"
    assert menus["targets"] == ["Melissa.stockpile", "guard", "slowpoke", "wall"], "Jumper is as fast as Raider"
    slow = _post(client, {"text": BATTLE, "draft": {"attacker": "Brian", "group": ["crawler"]}}).get_json()
    assert slow["fits"]["mission"]["targets"] == ["Melissa.stockpile"], "a slow Unit attacks no undepleted Unit"
    assert data["fits"]["hand"] == {"Brian": [], "Melissa": ["dig-in"]}
    assert data["fits"]["cards"]["jumper"]["options"] == ["Jump"]
    assert data["scenario"]["cards"]["raider"]["unit"]["attack"] == 7
    assert data["text"].startswith("The players are Brian and Melissa.") and data["yaml"].startswith("game: bttcg")


def test_blockers_and_recipients_come_from_the_battle_rulebook_p25(client: FlaskClient) -> None:
    """rulebook p.24-25 "Blocking": a patrolling Unit blocks only if at least as fast as the slowest attacker; a
    guard only for its site. p.28: each side's fighters assign damage to the other side's."""
    model = read_bttcg(BATTLE + "Brian attacks Melissa's Stockpile with Raider.\n", "t")
    body = {"scenario": model.model_dump(mode="json", by_alias=True, exclude_defaults=True)}
    body["scenario"]["game"] = "bttcg"
    data = _post(client, body).get_json()
    assert data["fits"]["mission"]["blockers"] == ["jumper", "wall"], "Guard and Slowpoke are slower than Raider"
    assert data["fits"]["recipients"] == {"raider": ["Melissa.stockpile"]}, "unblocked: the Stockpile"
    body["scenario"]["mission"]["blockers"] = ["jumper"]
    blocked = _post(client, body).get_json()
    assert blocked["fits"]["recipients"] == {"raider": ["jumper"], "jumper": ["raider"]}


def test_a_half_chosen_mission_and_a_pool_card_answer(client: FlaskClient) -> None:
    need(LACKEY)
    data = _post(
        client,
        {
            "scenario": {
                "game": "bttcg",
                "players": {"Brian": {}, "Melissa": {}},
                "cards": {"s": {"owner": "Melissa", "card": "Sunder"}},
            },
            "draft": {"attacker": "Brian", "group": [], "target": ""},
        },
    )
    assert data.status_code == 200
    assert data.get_json()["fits"]["cards"]["s"]["options"] == ["Missile"], "the Sunder's printed Missile"


@pytest.mark.parametrize(
    ("body", "says"),
    [
        (b"not json", "not JSON"),
        (b"[]", "send"),
        (b'{"scenario": 3}', "a scenario is a mapping"),
        (b'{"scenario": {"game": "chess"}}', "builds bttcg, mechchess and domination"),
        (b'{"scenario": {"game": "bttcg", "players": {"A": {}}}}', "exactly two players"),
        (b'{"text": "Brian atacks."}', "did you mean"),
        (b'{"text": ""}', "field 'text'"),
        (b'{"text": "x.", "scenario": {}}', "send"),
        (b'{"text": "Brian has Tactics. Melissa has Tactics.", "draft": {"attacker": "Zed"}}', "draft.attacker"),
        (
            b'{"text": "Brian has Tactics. Melissa has Tactics.", "draft": {"attacker": "Brian", "group": ["x"]}}',
            "draft.group",
        ),
    ],
)
def test_bad_input_is_a_clear_400(client: FlaskClient, body: bytes, says: str) -> None:
    error = json_error(client.post("/api/ask/builder", data=body, content_type="application/json"), 400)
    assert says in error["message"]


def test_an_unknown_card_still_gives_both_spellings_and_says_why(client: FlaskClient) -> None:
    data = _post(client, {"text": "Brian has Tactics. Melissa has Zorblax the Unreal on patrol."}).get_json()
    assert data["fits"] is None and "Zorblax" in data["problem"]["message"]
    assert "Zorblax the Unreal" in data["text"] and "card: Zorblax the Unreal" in data["yaml"]


def test_the_page_has_the_builder_only_with_javascript(client: FlaskClient) -> None:
    page = client.get("/ask").get_data(as_text=True)
    assert '<section class="builder" id="builder" hidden' in page, "without JavaScript the page is today's form"
    assert "/static/ask_builder.js" in page
    assert client.get("/api/ask/builder").status_code == 200


def test_a_suggested_sentence_is_offered_as_a_one_click_fix(client: FlaskClient) -> None:
    """The reader's suggestion (never a card or verb the sentence lacks) put in the broken sentence's place."""
    from judge.web.ask_fix import suggested_fix

    text = "Brian has Tactics.\nMelissa plyas Move to Partial Cover on the Sunder.\nMelissa has Tactics."
    page = client.post("/ask", data={"scenario": text})
    assert page.status_code == 400
    shown = html.unescape(page.get_data(as_text=True))
    assert '<q id="suggestion">Melissa plays Move to Partial Cover on the Sunder.</q>' in shown
    fixed = re.search(r'<textarea name="scenario" hidden>(.*?)</textarea>', shown, re.S)
    assert fixed is not None
    assert fixed.group(1) == text.replace("plyas", "plays"), "only the broken sentence changes"
    placeholder = "scenario:1: column 9: unexpected 'x'; did you mean '<player> attacks <target> with <Units>.'?"
    assert suggested_fix("Brian x.", placeholder, 1, 9) is None, "a form with placeholders is not a fix"
    assert suggested_fix("Brian x.", "no suggestion here", 1, 1) is None


def test_a_mech_chess_board_is_checked_by_the_games_loader(client: FlaskClient) -> None:
    """seed 003 "Unit Table": the board's units come from the unit table, each with its hits; the loader refuses a
    square off the 8x8 board and more hits than the table gives, naming the square."""
    model = {
        "game": "mechchess",
        "players": {"White": {"leader": "d1"}, "Black": {}},
        "board": {"d1": {"owner": "White", "unit": "Atlas"}, "e6": {"owner": "Black", "unit": "Commando", "hits": 2}},
    }
    data = _post(client, {"scenario": model}).get_json()
    assert data["problem"] is None and data["text"] is None
    assert data["yaml"].startswith("game: mechchess\nplayers:\n  White: {leader: d1}\n")
    assert "  e6: {owner: Black, unit: Commando, hits: 2}\n" in data["yaml"]
    units = {u["name"]: u["hits"] for u in data["fits"]["units"]}
    assert units["Atlas"] == 13 and len(data["fits"]["squares"]) == 64 and data["fits"]["cards"]
    answered = client.post("/api/ask", data=data["yaml"], content_type="text/yaml")
    assert answered.status_code == 200, "the board's YAML is a scenario the page answers"
    model["board"]["i9"] = {"owner": "White", "unit": "Atlas"}
    assert "'i9' is not a square" in _post(client, {"scenario": model}).get_json()["problem"]["message"]
    del model["board"]["i9"]
    model["board"]["d1"]["hits"] = 14
    assert "13 hits" in _post(client, {"scenario": model}).get_json()["problem"]["message"]
    loaded = _post(client, {"text": client.get("/api/ask?example=mechchess").get_json()["scenario"]}).get_json()
    assert loaded["scenario"]["board"]["c1"] == {"owner": "White", "unit": "Catapult"}, "the form's YAML loads"


def test_domination_zones_are_checked_by_the_games_loader(client: FlaskClient) -> None:
    """seed 001: each player's deck, hand, discard and deployment hold cards of the card list; an unknown card is
    named with its zone."""
    model = {
        "game": "domination",
        "players": {"A": {"hand": ["Basic Factory"], "deployment": ["Uziel"]}, "B": {}},
        "supply": {"Basic Factory": 20},
    }
    data = _post(client, {"scenario": model}).get_json()
    assert data["problem"] is None and data["fits"]["zones"] == ["deck", "hand", "discard", "deployment", "aside"]
    assert "Infantry Platoon" in data["fits"]["cards"]
    assert "  A: {hand: [Basic Factory], deployment: [Uziel]}\n" in data["yaml"]
    model["players"]["B"]["discard"] = ["Zorblax"]
    problem = _post(client, {"scenario": model}).get_json()["problem"]
    assert "Zorblax" in problem["message"] and problem["field"] == "players.B.discard.0"
