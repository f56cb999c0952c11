"""The limits, end to end: the largest scenario, the longest text, the widest enumeration and the biggest request are
each refused with a clear message, and before the expensive work — held here by counting the work done before the
refusal (engine runs, enumeration steps, parser calls), never by timing it."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from typing import Any

import pytest
import yaml
from flask.testing import FlaskClient

from judge.bttcg import damage, missions_play
from judge.bttcg.battle import BattleRunner
from judge.cardtext import parser as cardtext_parser
from judge.cardtext.parser import MAX_TEXT, CardTextError, parse_card_text
from judge.pool import CardPool
from judge.search.query import MAX_QUERY, QueryError, parse_query
from judge.simulate import MAX_SCENARIO_BYTES, SimulateError, read_scenario, simulate_document
from judge.web import MAX_QUERY_STRING, MAX_REQUEST_BYTES
from tests.bttcg_helpers import mission_card, unit
from tests.conftest import ROOT


def _simulate(text: str, pool: CardPool) -> dict[str, Any]:
    return simulate_document(read_scenario(text, "s"), pool, "s")


def _refused(text: str, pool: CardPool) -> str:
    with pytest.raises(SimulateError) as caught:
        _simulate(text, pool)
    return str(caught.value)


def _bttcg(cards: dict[str, Any], mission: dict[str, Any] | None, actions: list[Any], compact: bool = False) -> str:
    """A BattleTech scenario in YAML (``compact``: in JSON, which is YAML too, for the largest)."""
    doc: dict[str, Any] = {
        "game": "bttcg",
        "players": {"Brian": {"assets": ["T", "M"], "stockpile": 40}, "Melissa": {"assets": ["T"], "stockpile": 40}},
        "cards": cards,
        "actions": actions,
    }
    if mission is not None:
        doc["mission"] = mission
    return json.dumps(doc, separators=(",", ":")) if compact else yaml.safe_dump(doc, sort_keys=False)


def _missiles(count: int, blockers: int, then_attack: bool = False) -> str:
    """``count`` missiles of one 'Mech spread over ``blockers`` blocking 'Mechs (invented cards); ``then_attack``: a
    second mission follows, played from every end state of the first (so the first is enumerated whole)."""
    cards = {"lrm": unit("Brian", "fast", attack=0, text=f"Missile {count}"), "a2": unit("Brian", "fast")}
    cards |= {f"b{i}": unit("Melissa", "fast", attack=0, structure=40) for i in range(blockers)}
    blocking = [f"b{i}" for i in range(blockers)]
    mission = {"attacker": "Brian", "group": ["lrm"], "target": "Melissa.stockpile", "blockers": blocking}
    fire = {"by": "Brian", "use": "Missile", "unit": "lrm", "at": dict.fromkeys(blocking, count // blockers)}
    second = [{"by": "Brian", "attack": "Melissa.stockpile", "group": ["a2"]}] if then_attack else []
    return _bttcg(cards, mission, [{"by": "Melissa", "pass": True}, fire, *second])


def _rolling_mechs(count: int) -> str:
    """``count`` attacking 'Mechs and a Mission card that rolls a die for each of them during the battle."""
    cards = {f"r{i}": unit("Brian", "fast", attack=2) for i in range(count)}
    cards["victim"] = unit("Melissa", "slow", attack=0, structure=20)
    cards["luck"] = mission_card(
        "Brian", "For each of your 'Mechs, roll a die: 1-3: No effect. 4-6: That 'Mech gets +2 attack."
    )
    mission = {"attacker": "Brian", "group": [f"r{i}" for i in range(count)], "target": "victim"}
    return _bttcg(cards, mission, [{"by": "Brian", "play": "luck"}])


# --- the largest scenario ---------------------------------------------------------------------------------------


def test_a_scenario_over_the_byte_limit_is_refused_before_it_is_read(
    builtin_pool: CardPool, monkeypatch: pytest.MonkeyPatch
) -> None:
    def never(*_: Any) -> None:
        raise AssertionError("the scenario was parsed")

    monkeypatch.setattr("judge.simulate.YamlDocument", never)
    monkeypatch.setattr("judge.bttcg.scenario_text.read_text", never)
    for text in ("game: bttcg\n# " + "x" * MAX_SCENARIO_BYTES, "Brian attacks. " * (MAX_SCENARIO_BYTES // 10)):
        message = _refused(text, builtin_pool)
        assert f"scenarios are limited to {MAX_SCENARIO_BYTES} bytes" in message


def test_thousands_of_cards_or_actions_under_the_byte_limit_are_refused_before_the_engine_runs(
    builtin_pool: CardPool, monkeypatch: pytest.MonkeyPatch
) -> None:
    def never(*_: Any, **__: Any) -> None:
        raise AssertionError("the engine ran")

    monkeypatch.setattr("judge.bttcg.answer.build_position", never)
    cards = {f"u{i}": unit("Brian") for i in range(2000)}
    text = _bttcg(cards, None, [], compact=True)
    assert len(text.encode()) < MAX_SCENARIO_BYTES
    assert "at most 200" in _refused(text, builtin_pool)
    actions = [{"by": "Melissa", "pass": True}] * 5000
    text = _bttcg({"u": unit("Brian")}, None, actions, compact=True)
    assert len(text.encode()) < MAX_SCENARIO_BYTES
    assert "at most 200" in _refused(text, builtin_pool)


def test_a_plain_text_scenario_of_too_many_sentences_is_refused_with_its_line(builtin_pool: CardPool) -> None:
    from judge.bttcg.scenario_text import MAX_SENTENCES

    text = "Melissa's Stockpile has 20 cards.\n" * (MAX_SENTENCES + 1)
    message = _refused(text, builtin_pool)
    assert f"s:{MAX_SENTENCES + 1}: plain-text scenarios are limited to {MAX_SENTENCES} sentences" in message


# --- the longest text ---------------------------------------------------------------------------------------------


def test_card_text_over_its_limit_is_refused_before_the_grammar_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    def never(*_: Any) -> None:
        raise AssertionError("the grammar ran")

    monkeypatch.setattr(cardtext_parser, "lalr_parser", never)
    with pytest.raises(CardTextError, match=f"limited to {MAX_TEXT} characters, this one has {MAX_TEXT + 1}"):
        parse_card_text("x" * (MAX_TEXT + 1))


def test_a_search_query_over_its_limit_is_refused_before_it_is_parsed() -> None:
    with pytest.raises(QueryError, match=f"limited to {MAX_QUERY} characters"):
        parse_query("o:" + "a" * MAX_QUERY)


def test_long_texts_through_the_api_are_clear_400s(client: FlaskClient) -> None:
    long_card = client.post("/api/validate", json={"text": "Draw a card. " * (MAX_TEXT // 10)})
    assert long_card.status_code == 400
    assert f"card text is limited to {MAX_TEXT} characters" in long_card.get_json()["error"]["message"]
    query = client.get("/api/search", query_string={"q": "a" * (MAX_QUERY + 1)})
    assert query.status_code == 400 and f"limited to {MAX_QUERY}" in query.get_json()["error"]["message"]
    # a rulings-like text (a clarification's prose, many sentences) sent as card text: every sentence is reported,
    # none costs more than the grammar's one pass
    ruling = "Q: Can a 'Mech block twice? A: No. It can only block once per mission. " * 40
    answer = client.post("/api/validate", json={"text": ruling[:MAX_TEXT]})
    assert answer.status_code == 200
    found = answer.get_json()
    assert found["ok"] is False and found["errors"], "prose is reported, not guessed"


# --- the widest enumeration ---------------------------------------------------------------------------------------


def test_too_many_missile_dice_are_refused_by_the_count_before_enumerating(
    builtin_pool: CardPool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """12 missiles over 6 'Mechs, a second mission after: 588,240 enumeration steps counted up front (the budget is
    200,000); the refusal comes from the count: not one step of the enumeration is taken."""
    steps: list[int] = []
    real_spend = damage.Resolver._spend

    def spend(self: damage.Resolver, n: int) -> None:
        steps.append(n)
        real_spend(self, n)

    monkeypatch.setattr(damage.Resolver, "_spend", spend)
    message = _refused(_missiles(12, blockers=6, then_attack=True), builtin_pool)
    assert "field 'dice'" in message
    assert steps == []


def test_the_same_missiles_in_the_last_mission_are_answered_by_parts_without_enumerating(
    builtin_pool: CardPool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The same 12 missiles ending the scenario: 7^6 = 117,649 distinct outcomes answered from six parts of 7 states
    (two missiles at each 'Mech, 0 to 3 damage each with Munitions: rulebook p.31), within the work budget; the
    joint enumeration takes no step."""
    steps: list[int] = []
    monkeypatch.setattr(damage.Resolver, "_spend", lambda self, n: steps.append(n))
    answer = _simulate(_missiles(12, blockers=6), builtin_pool)
    assert answer["outcomes_rest"]["count"] == 7**6 - len(answer["outcomes"])
    assert [s["damage"] for s in answer["card_outcomes"]["b0"]][:1] == [0]
    assert steps == []


def test_the_missile_count_is_exactly_the_work_of_the_enumeration(
    builtin_pool: CardPool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The up-front count is not a guess: for scenarios under the budget it equals the steps then taken."""
    counted: list[tuple[int, int]] = []
    real = damage.Resolver.missiles

    def checked(self: damage.Resolver) -> Any:
        predicted = self.missile_work(self._rolled_volleys())
        states = self.joint_states(self._rolled_volleys())
        found = real(self)
        counted.append((predicted, self.work))
        counted.append((states, len(found)))  # the work budget's count of outcomes is exact too
        return found

    monkeypatch.setattr(damage.Resolver, "missiles", checked)
    for count, blockers in ((6, 3), (8, 4), (10, 2)):
        _simulate(_missiles(count, blockers, then_attack=True), builtin_pool)
    assert counted and all(predicted == work for predicted, work in counted), counted


def test_too_many_battle_dice_are_refused_after_a_fraction_of_the_runs(
    builtin_pool: CardPool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Five 'Mechs each rolling during the battle: 6^5 = 7,776 runs, over the budget of 1,296. The combinations are
    explored breadth first, so the refusal comes after fewer than a quarter of the budget's runs (it used to come
    after nearly all of them)."""
    runs = 0
    real_run = BattleRunner.run

    def counted(self: Any, actions: Any) -> Any:
        nonlocal runs
        runs += 1
        return real_run(self, actions)

    monkeypatch.setattr(BattleRunner, "run", counted)
    message = _refused(_rolling_mechs(5), builtin_pool)
    assert f"need more than {missions_play.MAX_BATTLE_BRANCHES} runs: fix some with 'dice:'" in message
    assert runs < missions_play.MAX_BATTLE_BRANCHES // 4, runs


def test_battle_dice_within_the_budget_keep_their_answer(builtin_pool: CardPool) -> None:
    """Breadth first changes only when the refusal comes: the runs are put back in the order of their dice."""
    answer = _simulate(_rolling_mechs(2), builtin_pool)
    found = {o["cards"]["victim"]["damage"]: o["probability"] for o in answer["outcomes"]}
    assert found == {4: "1/4", 6: "1/2", 8: "1/4"}
    first = next(step["text"] for step in answer["trace"] if step["text"].startswith("If "))
    ways = [[int(c) for c in way if c.isdigit()] for way in first.split(":")[0].split(" or ")]
    assert ways == sorted(ways) and ways[:2] == [[1, 1], [1, 2]], first


def test_mech_chess_unknown_rolls_are_refused_before_the_engine_runs(
    builtin_pool: CardPool, monkeypatch: pytest.MonkeyPatch
) -> None:
    from judge.mechchess import scenario as chess

    def never(*_: Any) -> None:
        raise AssertionError("the engine ran")

    monkeypatch.setattr(chess, "_Run", never)
    data = yaml.safe_load((ROOT / "judge" / "web" / "examples" / "mechchess.yaml").read_text(encoding="utf-8"))
    data.pop("dice", None)
    data["actions"] = [{"by": "White", "attack": "c1", "target": "e6"}] * (chess.MAX_ENUMERATED_ROLLS + 1)
    message = _refused(yaml.safe_dump(data), builtin_pool)
    assert f"at most {chess.MAX_ENUMERATED_ROLLS} rolls are enumerated; give the others in 'dice:'" in message


# --- the biggest request ------------------------------------------------------------------------------------------


def test_a_body_over_a_megabyte_is_413_and_a_long_query_string_414(client: FlaskClient) -> None:
    big = client.post("/api/ask", data=b"x" * (MAX_REQUEST_BYTES + 1), content_type="text/plain")
    assert big.status_code == 413 and big.get_json()["error"]["status"] == 413
    long = client.get("/api/search?q=" + "a" * MAX_QUERY_STRING)
    assert long.status_code == 414
    assert f"limited to {MAX_QUERY_STRING} bytes" in long.get_json()["error"]["message"]


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@pytest.fixture(scope="module")
def gunicorn_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """``judge serve`` (gunicorn, one worker, the built-in cards) on loopback."""
    port = _free_port()
    home = tmp_path_factory.mktemp("serve-home")
    env = {"PATH": "/usr/bin:/bin", "JUDGE_HOME": str(home), "JUDGE_INDEX": str(home / "index")}
    env["PYTHONPATH"] = str(ROOT)
    command = [sys.executable, "-m", "judge.cli", "serve", "--host", "127.0.0.1", "--port", str(port)]
    process = subprocess.Popen([*command, "--workers", "1"], env=env, cwd=ROOT, stdout=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(600):
            try:
                with urllib.request.urlopen(f"{url}/api", timeout=5):
                    break
            except OSError:
                if process.poll() is not None:
                    pytest.fail("judge serve exited before it answered")
                time.sleep(0.1)
        yield url
    finally:
        process.terminate()
        process.wait(timeout=30)


def _status(url: str, headers: dict[str, str] | None = None) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(urllib.request.Request(url, headers=headers or {}), timeout=30) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read().decode()


def test_gunicorn_refuses_a_long_request_line_and_too_many_or_too_large_headers(gunicorn_url: str) -> None:
    status, text = _status(f"{gunicorn_url}/api/search?q=" + "a" * 5000)
    assert status == 414 and "Request Line is too large" in text
    status, text = _status(f"{gunicorn_url}/api/search?q=" + "a" * (MAX_QUERY_STRING + 10))
    assert status == 414 and json.loads(text)["error"]["message"].endswith(f"{MAX_QUERY_STRING} bytes")
    status, _ = _status(f"{gunicorn_url}/api", {f"X-Header-{i}": "v" for i in range(60)})
    assert status == 431
    status, _ = _status(f"{gunicorn_url}/api", {"X-Big": "v" * 9000})
    assert status == 431
    assert _status(f"{gunicorn_url}/api")[0] == 200


def test_a_mission_fan_out_is_refused_by_the_work_budget_before_its_outcomes_are_made(
    builtin_pool: CardPool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 20: a 19 KB scenario (tests/hostile/missions-fan-out.json: Missile 7 at 7 blockers, two more missions,
    150 filler units) once ran past gunicorn's timeout. Its first mission ends 2,187 ways of 160 cards each, all
    played on: the work budget refuses it from that count, after one battle run and before one outcome is made."""
    from judge import budget

    runs: list[int] = []
    real_run = BattleRunner.run

    def counted(self: Any, actions: Any) -> Any:
        runs.append(1)
        return real_run(self, actions)

    made: list[int] = []
    real_apply = damage.Resolver._apply

    def applied(self: damage.Resolver, incoming: dict[str, int], used: int) -> Any:
        made.append(1)
        return real_apply(self, incoming, used)

    monkeypatch.setattr(BattleRunner, "run", counted)
    monkeypatch.setattr(damage.Resolver, "_apply", applied)
    text = (ROOT / "tests" / "hostile" / "missions-fan-out.json").read_text(encoding="utf-8")
    message = _refused(text, builtin_pool)
    assert "2,187 distinct ways the dice fall, each an outcome of 160 cards" in message
    assert f"over the limit of {budget.WORK_LIMIT:,} per request" in message
    assert runs == [1] and made == []
