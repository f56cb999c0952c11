"""The "what happens?" page (``/scenario``) and its JSON twin (``/api/scenario``): a scenario answered by simulating it,
exactly as ``judge simulate`` answers it (``shared/spec/scenario-format.md``), with errors that say where and why."""

from __future__ import annotations

import html
import json
import random
import re
from pathlib import Path

import pytest
import yaml
from flask import Flask
from flask.testing import FlaskClient

from judge.simulate import MAX_SCENARIO_BYTES, simulate_file
from judge.web.ask import example_scenario
from judge.web.pool import get_pool
from tests.test_web import body, html_error, json_error, twin_link

TEXTAREA = re.compile(r"<textarea[^>]*>(.*?)</textarea>", re.DOTALL)
CITES = re.compile(r'<a class="cite" href="([^"]+)">')


UNSUPPORTED_BTTCG = (
    "game: bttcg\nplayers: {A: {assets: [T]}, B: {}}\n"
    "cards:\n  r: {owner: A, unit: {type: mech, speed: fast, attack: 1, armor: 0, structure: 2}}\n"
    '  d: {owner: A, mission: {text: "Put a static counter on each attacking Unit."}}\n'
    "mission: {attacker: A, group: [r], target: B.stockpile}\nactions:\n  - {by: A, play: d}\n"
)
"""A BattleTech scenario this version refuses: it plays a card whose effect the engine does not execute yet."""


def expected_answer(app: Flask, text: str, tmp_path: Path) -> dict[str, object]:
    """What ``judge simulate`` answers for ``text`` with the application's card pool."""
    path = tmp_path / "scenario.yaml"
    path.write_text(text, encoding="utf-8")
    with app.app_context():
        return simulate_file(path, None, get_pool())


def variant(**changes: object) -> str:
    """The example scenario with some top-level fields changed."""
    data = yaml.safe_load(example_scenario())
    data.update(changes)
    return yaml.safe_dump(data, sort_keys=False)


def uncertain() -> str:
    """The example with a sturdier target (an Atlas down to 6 hits) and no dice given: the roll is enumerated."""
    data = yaml.safe_load(example_scenario())
    data["board"]["e6"].update(unit="Atlas", hits=6)
    data.pop("dice")
    return yaml.safe_dump(data, sort_keys=False)


def test_form_shows_the_readme_example_and_links_its_twin(client: FlaskClient) -> None:
    response = client.get("/scenario")
    assert response.status_code == 200
    shown = TEXTAREA.search(body(response))
    assert shown and html.unescape(shown.group(1)) == example_scenario()
    assert example_scenario() in Path("README.md").read_text(encoding="utf-8"), "the page shows the README's example"
    help_ = client.get(twin_link(response)).get_json()
    assert help_["example"] == example_scenario()
    assert help_["max_bytes"] == MAX_SCENARIO_BYTES
    assert set(help_["games"]) == {"bttcg", "domination", "mechchess"}
    assert set(help_["examples"]) == {"bttcg", "domination", "mechchess"}
    assert 'href="/scenario"' in body(client.get("/")), "the navigation links the page"


def test_answer_page_shows_verdict_attacks_board_and_cited_trace(
    client: FlaskClient, app: Flask, tmp_path: Path
) -> None:
    expected = expected_answer(app, example_scenario(), tmp_path)
    response = client.post("/scenario", data={"scenario": example_scenario()})
    assert response.status_code == 200
    page = html.unescape(body(response))
    assert "Legal: every action follows the rules." in page
    assert "4: 1/6" in page and "8: 1/3" in page, "the attack's exact damage distribution"
    assert "destroyed: Black's Commando (e6)" in page
    assert 'title="c4: White\'s Catapult, 9 hits"' in page, "the Catapult ends on c4 with its 9 hits"
    assert 'title="e6"' in page and "e6: Black's Commando" not in page, "the destroyed Commando left the board"
    for step in expected["trace"]:  # type: ignore[attr-defined]
        assert step["text"] in page
    cited = set(CITES.findall(body(response)))
    assert {f"/rules/{rule}" for step in expected["trace"] for rule in step["rules"]} == cited  # type: ignore[attr-defined]
    for link in cited:
        assert client.get(link).status_code == 200, f"{link} does not resolve"
    again = TEXTAREA.search(body(response))
    assert again and html.unescape(again.group(1)) == example_scenario(), "the scenario stays in the form"


def test_answer_page_lists_every_outcome_with_its_probability(client: FlaskClient) -> None:
    page = html.unescape(body(client.post("/scenario", data={"scenario": uncertain()})))
    assert "<strong>2/3</strong> (≈ 0.667)" in page
    assert page.count("<strong>1/6</strong>") == 2
    assert 'title="e6: Black\'s Atlas, 2 hits"' in page and 'title="e6: Black\'s Atlas, 1 hits"' in page


def test_answer_page_shows_violations_with_their_rules(client: FlaskClient) -> None:
    illegal = example_scenario().replace("move: c1, to: c4", "move: c1, to: c8")
    response = client.post("/scenario", data={"scenario": illegal})
    assert response.status_code == 200
    page = html.unescape(body(response))
    assert "Not legal" in page
    assert "action 1: Average Move moves exactly 3 squares; c1 to c8 is 7" in page
    assert 'href="/rules/mechchess/move-phase-3"' in body(response)


def test_malformed_scenario_is_a_400_that_says_where_and_keeps_the_text(client: FlaskClient) -> None:
    broken = example_scenario().replace("\n  c1:", "\n\tc1:", 1)
    response = client.post("/scenario", data={"scenario": broken})
    assert response.status_code == 400
    page = html.unescape(body(response))
    assert "The scenario was not read" in page and "Traceback" not in page
    assert re.search(r"scenario:\d+: not valid YAML", page)
    shown = TEXTAREA.search(body(response))
    assert shown and html.unescape(shown.group(1)) == broken, "the user's text is not lost"


def test_unknown_unit_names_the_line_and_field(client: FlaskClient) -> None:
    text = example_scenario().replace("unit: Locust", "unit: Locusta")
    page = html.unescape(body(client.post("/scenario", data={"scenario": text})))
    line = next(n for n, row in enumerate(text.splitlines(), 1) if "Locusta" in row)
    assert f"scenario:{line}: field 'board.d8.unit': no card named 'Locusta'; closest: Locust" in page


def test_empty_and_unanswered_games_are_refused_clearly(client: FlaskClient) -> None:
    empty = client.post("/scenario", data={"scenario": "  \n"})
    assert empty.status_code == 400 and "the scenario is empty" in body(empty)
    response = client.post(
        "/scenario",
        data={"scenario": UNSUPPORTED_BTTCG},
    )
    assert response.status_code == 400
    assert "not answered by this version: d: the engine does not execute this effect yet" in html.unescape(
        body(response)
    )
    other = client.post("/scenario", data={"scenario": "game: chess\n"})
    assert "expected bttcg, domination or mechchess" in html.unescape(body(other))


def test_api_answers_yaml_exactly_as_judge_simulate(client: FlaskClient, app: Flask, tmp_path: Path) -> None:
    for text in (example_scenario(), uncertain()):
        response = client.post("/api/scenario", data=text, content_type="application/yaml")
        assert response.status_code == 200
        assert response.get_json() == expected_answer(app, text, tmp_path)
    plain = client.post("/api/scenario", data=uncertain(), content_type="text/plain")
    probabilities = [o["probability"] for o in plain.get_json()["outcomes"]]
    assert probabilities == ["2/3", "1/6", "1/6"]


def test_api_answers_json_scenarios_both_ways(client: FlaskClient, app: Flask, tmp_path: Path) -> None:
    expected = expected_answer(app, example_scenario(), tmp_path)
    as_text = client.post("/api/scenario", json={"scenario": example_scenario()})
    as_data = client.post("/api/scenario", json=yaml.safe_load(example_scenario()))
    assert as_text.get_json() == expected
    assert as_data.get_json() == expected


def test_api_errors_are_json_with_the_reason(client: FlaskClient) -> None:
    cases = [
        (b"game: mechchess\nplayers: [\n", "application/yaml", "scenario:3: not valid YAML"),
        (b'{"game": ', "application/json", "scenario:1: not valid JSON"),
        (b"[1, 2]", "application/json", "a scenario is a mapping"),
        (json.dumps({"scenario": 3}).encode(), "application/json", "field 'scenario'"),
        (b"\xff\xfe", "text/plain", "not UTF-8"),
        (b"scenario=x", "application/x-www-form-urlencoded", "not as a form"),
        (b"", "application/yaml", "the scenario is empty"),
        (
            UNSUPPORTED_BTTCG.encode(),
            "application/yaml",
            "not answered by this version",
        ),
        (b"x" * (MAX_SCENARIO_BYTES + 1), "text/plain", f"limited to {MAX_SCENARIO_BYTES} bytes"),
    ]
    for data, mimetype, reason in cases:
        error = json_error(client.post("/api/scenario", data=data, content_type=mimetype), 400)
        assert reason in error["message"], (mimetype, error)


def test_oversized_requests_and_wrong_methods_are_refused(client: FlaskClient) -> None:
    json_error(client.post("/api/scenario", data=b"x" * (2 * 1024 * 1024), content_type="text/plain"), 413)
    json_error(client.put("/api/scenario", data=b"game: mechchess"), 405)
    html_error(client.delete("/scenario"), 405)


def test_domination_example_is_answered_with_every_zone(client: FlaskClient, app: Flask, tmp_path: Path) -> None:
    """The README's Domination example (the seed's detailed turn example) on the page and through the API."""
    text = example_scenario("domination")
    assert text in Path("README.md").read_text(encoding="utf-8")
    form = client.get("/scenario?example=domination")
    shown = TEXTAREA.search(body(form))
    assert shown and html.unescape(shown.group(1)) == text
    expected = expected_answer(app, text, tmp_path)
    api = client.post("/api/scenario", data=text, content_type="application/yaml")
    assert api.status_code == 200 and api.get_json() == expected
    page = html.unescape(body(client.post("/scenario", data={"scenario": text})))
    assert "Legal: every action follows the rules." in page
    assert "Total Attack 3 against Total Defense 2" in page and "Overrun: B 1" in page
    (outcome,) = expected["outcomes"]  # type: ignore[misc]
    for name, zones in outcome["players"].items():
        assert f"<tr><td>{name}</td><td>{zones['score']}</td><td>{', '.join(zones['deployment'])}</td>" in page
    assert client.get("/scenario?example=chess").status_code == 404


JUNK = [
    "",
    "x",
    "-1",
    "99999999999999999999",
    "[]",
    "{}",
    "null",
    "true",
    "a9",
    "[a1, b2]",
    "{by: White}",
    "3.5",
    "[[1]]",
]


@pytest.mark.parametrize("game", ["mechchess", "domination"])
def test_mutated_scenarios_never_cause_a_server_error(client: FlaskClient, game: str) -> None:
    """Bad input gets a clear 400, never a 500: 300 random mutations of each example (deleted, repeated and
    rewritten lines, junk values), seeded so a failure reproduces."""
    rng = random.Random(game)
    base = example_scenario(game).splitlines()
    answered = refused = 0
    for _ in range(300):
        lines = list(base)
        for _ in range(rng.randint(1, 3)):
            k = rng.randrange(len(lines))
            op = rng.random()
            if op < 0.3:
                del lines[k]
            elif op < 0.7 and ":" in lines[k]:
                lines[k] = lines[k].split(":", 1)[0] + ": " + rng.choice(JUNK)
            elif op < 0.85:
                lines.insert(k, rng.choice(lines))
            else:
                j = rng.randrange(len(lines[k]) + 1)
                lines[k] = lines[k][:j] + rng.choice(JUNK) + lines[k][j:]
        text = "\n".join(lines)
        response = client.post("/api/scenario", data=text, content_type="text/plain")
        assert response.status_code in (200, 400), text
        if response.status_code == 400:
            assert json_error(response, 400)["message"].startswith("scenario"), text
            refused += 1
        else:
            answered += 1
    assert answered and refused, "the mutations exercise both answers and refusals"


def test_domination_odds_and_branch_violations_on_the_page(client: FlaskClient) -> None:
    """Without ``seed:`` a reshuffle's odds are exact (domination/clean-up-phase-faq: Uziel drawn 2/3), and a
    violation that happens only in some branches says in how many."""
    from tests.test_domination_scenario import CLEAN_UP_DRAW, RAPID_DEPLOYMENT

    page = html.unescape(body(client.post("/scenario", data={"scenario": CLEAN_UP_DRAW})))
    assert "<strong>2/3</strong> (≈ 0.667)" in page and "<strong>1/3</strong> (≈ 0.333)" in page
    assert "Estimated from" not in page
    branchy = html.unescape(body(client.post("/scenario", data={"scenario": RAPID_DEPLOYMENT})))
    assert "Not legal" in branchy and "(in 1/2 of the outcomes)" in branchy
    assert "(shuffled: order unknown)" in page


def test_domination_estimate_says_its_sample_size(client: FlaskClient, monkeypatch: pytest.MonkeyPatch) -> None:
    """Past the exact budget the page says the answer is an estimate, from how many seeded games, with intervals."""
    from judge.domination import scenario_odds
    from tests.test_domination_scenario import CLEAN_UP_DRAW

    monkeypatch.setattr(scenario_odds, "MAX_LEAVES", 2)
    monkeypatch.setattr(scenario_odds, "SAMPLES", 200)
    page = html.unescape(body(client.post("/scenario", data={"scenario": CLEAN_UP_DRAW})))
    assert "Estimated from 200 games played with seeds 0..199" in page and "95% Wilson interval" in page
    assert re.search(r"<strong>\d+/\d+</strong> \(≈ 0\.\d{3}\) \[0\.\d{3}, 0\.\d{3}\]", page)
