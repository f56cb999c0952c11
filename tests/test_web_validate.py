"""The custom card validator (``/validate``) and the coverage page (``/coverage``), with their JSON twins, through
Flask's test client. Every card text here is invented; the community data is read in place by the ``app`` fixture."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest
from flask import Flask
from flask.testing import FlaskClient
from markupsafe import escape

from judge.cards.models import BtCard
from judge.cardtext.coverage import measure
from judge.cardtext.parser import MAX_TEXT, CardTextError, parse_card_text
from judge.cardtext.validate import MAX_CARDS, MAX_UPLOAD_BYTES
from judge.cli import main
from judge.pool import CardPool
from judge.web import create_app
from judge.web.pool import get_pool
from judge.web.validate_view import EXAMPLES
from tests.conftest import LACKEY, SPOILER, need

BROKEN = "Deal 2 damage to each attacking Unti."
CARD_FILE = """\
name: Zorblax Strider (ZS-2)
type: Unit
keywords: ["'Mech", Inner Sphere, Davion]
cost: 4+2Q
speed: fats
attack: 3
armor: 2
structure: 7
text: |
  Overheat 2: +2 attack
  Draw a crad.
"""
XSS = "<script>alert(1)</script>"


def marks(page: str) -> list[str]:
    """The text of every ``<mark class="err ...">`` on the page, unescaped."""
    return [html.unescape(m) for m in re.findall(r'<mark class="err[^"]*"[^>]*>(.*?)</mark>', page, re.S)]


def marked_sentences(page: str) -> list[tuple[str, str, str]]:
    """Each sentence with a mark as (before, marked, after), unescaped."""
    found = re.findall(r'<p class="text">([^<]*)<mark class="err[^"]*"[^>]*>(.*?)</mark>([^<]*)</p>', page, re.S)
    return [(html.unescape(a), html.unescape(b), html.unescape(c)) for a, b, c in found]


def post_text(client: FlaskClient, text: str, name: str = "", card_type: str = "") -> tuple[int, str]:
    response = client.post("/validate", data={"text": text, "name": name, "type": card_type})
    return response.status_code, response.get_data(as_text=True)


def upload(client: FlaskClient, data: bytes, filename: str = "zorblax.yaml") -> tuple[int, str]:
    from io import BytesIO

    response = client.post(
        "/validate", data={"kind": "file", "file": (BytesIO(data), filename)}, content_type="multipart/form-data"
    )
    return response.status_code, response.get_data(as_text=True)


def run_cli(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, object]:
    assert main(list(argv)) == 0
    out, _ = capsys.readouterr()
    data = json.loads(out)
    assert isinstance(data, dict)
    return data


# --- the form -------------------------------------------------------------------------------------------------------


def test_form_offers_text_and_file_examples_coverage_and_twin(client: FlaskClient, app: Flask) -> None:
    response = client.get("/validate")
    assert response.status_code == 200
    page = response.get_data(as_text=True)
    assert '<textarea id="text" name="text"' in page
    assert 'type="file" name="file"' in page
    for key in EXAMPLES:
        assert f"/validate?example={key}" in page
    assert 'href="/coverage"' in page
    assert 'href="/api/validate">JSON</a>' in page
    assert "Content-Security-Policy" in response.headers
    with app.app_context():
        bt = measure(get_pool(), game="bttcg").as_json()
    assert f"reads {bt['read']} of the {bt['total']} BattleTech TCG printings" in page
    assert f"the engine executes {bt['parsed']} of them in full" in page


def test_examples_are_invented_and_answered(client: FlaskClient, builtin_pool: CardPool) -> None:
    names = {card.name for card in builtin_pool.cards}
    for key, example in EXAMPLES.items():
        assert example.name not in names
        response = client.get(f"/validate?example={key}")
        assert response.status_code == 200
        page = response.get_data(as_text=True)
        assert html.escape(example.text, quote=False) in page.replace("&#39;", "'").replace("&#34;", '"')
        assert f'<option value="{example.card_type}" selected>' in page
    walker = client.get("/validate?example=walker").get_data(as_text=True)
    assert marks(walker) == []
    ambush = client.get("/validate?example=ambush").get_data(as_text=True)
    assert marks(ambush) == ["Untis."]


def test_examples_do_not_come_from_the_community_data() -> None:
    community = need(LACKEY).read_text(encoding="utf-8", errors="replace") + need(SPOILER).read_text(
        encoding="cp1252", errors="replace"
    )
    for example in EXAMPLES.values():
        assert example.name not in community
        for line in example.text.splitlines():
            if len(line) > 40:  # short generic phrases (a keyword) may appear anywhere
                assert line not in community


def test_unknown_example_is_a_400_naming_the_examples(client: FlaskClient) -> None:
    response = client.get("/validate?example=nope")
    assert response.status_code == 400
    page = response.get_data(as_text=True)
    assert "no example &#39;nope&#39;" in page
    assert "walker" in page


# --- a card text ----------------------------------------------------------------------------------------------------


def test_broken_sentence_is_underlined_at_the_unexpected_token(client: FlaskClient) -> None:
    status, page = post_text(client, BROKEN, card_type="Command")
    assert status == 200  # a text that does not parse is an answer
    error = parse_card_text(BROKEN, card_type="Command").errors[0]
    assert (error.line, error.column) == (1, 33)
    assert marked_sentences(page) == [("Deal 2 damage to each attacking ", "Unti.", "")]
    assert "line 1, column 33: not parsed: unexpected" in page
    assert "Did you mean <q>Deal 2 damage to each attacking Unit.</q>?" in page
    assert '<p class="expected">Expected here: <code>' in page
    assert BROKEN in page  # the text stays in the form


def test_mark_follows_the_column_not_a_search(client: FlaskClient) -> None:
    # "Unit" appears twice; only the second, misspelt one is not expected
    text = "Each attacking Unit gets -1 attack. Deal 2 damage to each attacking Unti."
    _, page = post_text(client, text, card_type="Command")
    assert marked_sentences(page) == [("Deal 2 damage to each attacking ", "Unti.", "")]


def test_sentence_that_ends_too_early_gets_an_empty_mark_at_its_end(client: FlaskClient) -> None:
    _, page = post_text(client, "Draw a card. Deal 2 damage to each attacking", card_type="Mission")
    assert marked_sentences(page) == [("Deal 2 damage to each attacking", "", "")]
    assert 'class="err end" title="the sentence ends too early here"' in page


def test_parsed_sentence_shows_english_and_the_dsl_tree(client: FlaskClient) -> None:
    status, page = post_text(client, "Overheat 2: +2 attack", card_type="Unit")
    assert status == 200
    assert marks(page) == []
    assert '<p class="english">Overheat 2: +2 attack</p>' in page
    assert '<summary><span class="dsl-key">DSL</span> <span class="dsl-kind">overheat</span></summary>' in page
    assert '<span class="dsl-key">heat</span>: <span class="dsl-value">2</span>' in page
    assert "1 of 1 sentence read, 1 ability" in page


def test_multiline_text_marks_the_bad_line_two(client: FlaskClient) -> None:
    # a browser sends the lines of a text box ended by CR LF
    status, page = post_text(client, "Draw a card.\r\nDraw a crad.", card_type="Command")
    assert status == 200
    assert marked_sentences(page) == [("Draw a ", "crad.", "")]
    assert "line 2, column 8: not parsed" in page
    assert re.search(r'<span class="status">read</span>\s*line 1, column 1</p>', page)
    assert re.search(r'<span class="status">not read</span>\s*line 2, column 1</p>', page)


def test_rider_is_shown_with_the_ability_it_qualifies(client: FlaskClient) -> None:
    example = EXAMPLES["walker"]
    _, page = post_text(client, example.text, example.name, example.card_type)
    groups = re.findall(r'<li class="group( joined)?">(.*?)</li>\n', page, re.S)
    assert len(groups) == 3
    joined = [body for flag, body in groups if flag]
    assert len(joined) == 1
    assert "Use this ability only during a mission." in joined[0]
    assert joined[0].count('<p class="english">') == 1


def test_empty_text_is_a_400(client: FlaskClient) -> None:
    for text in ("", "   \n "):
        status, page = post_text(client, text)
        assert status == 400
        assert "the card text is empty" in page


def test_missing_text_field_is_a_400(client: FlaskClient) -> None:
    response = client.post("/validate", data={"name": "Zorblax"})
    assert response.status_code == 400
    assert "the card text is empty" in response.get_data(as_text=True)


def test_text_over_the_limit_is_a_400_with_the_parsers_message(client: FlaskClient) -> None:
    text = "Draw a card. " * (MAX_TEXT // 13 + 1)
    with pytest.raises(CardTextError) as refused:
        parse_card_text(text)
    status, page = post_text(client, text)
    assert status == 400
    assert str(escape(str(refused.value))) in page


def test_bad_card_type_is_a_400(client: FlaskClient) -> None:
    status, page = post_text(client, "Draw a card.", card_type="Sorcery")
    assert status == 400
    assert "unknown card type &#39;Sorcery&#39;; the types are Unit, Command, Mission" in page


def test_bad_name_is_a_400(client: FlaskClient) -> None:
    for name in ("Z" * 101, "Zorblax\nWalker"):
        status, page = post_text(client, "Draw a card.", name=name)
        assert status == 400
        assert "one line of at most 100 characters" in page


def test_card_text_and_name_are_escaped(client: FlaskClient) -> None:
    status, page = post_text(client, f"Draw a card. {XSS}", name=f'"><b>{XSS}', card_type="Command")
    assert status == 200
    assert "<script>alert" not in page
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert '"><b>' not in page


# --- a card file ----------------------------------------------------------------------------------------------------


def test_uploaded_file_reports_problems_with_line_and_column(client: FlaskClient) -> None:
    status, page = upload(client, CARD_FILE.encode())
    assert status == 200  # a card with problems is an answer
    rows = re.findall(r"<tr class=\"error\"><td>(\d*)</td><td>(\d*)</td><td>(\w+)</td>", page)
    assert ("4", "4", "cost") in rows  # the cost's column: '4+2Q' goes wrong at its 4th character
    assert ("5", "", "speed") in rows
    assert ("11", "8", "text") in rows
    # the file echoed, the lines with problems marked
    assert re.search(r'<tr class="bad"><th>4</th><td><pre>cost: 4\+2Q</pre>', page)
    assert re.search(r'<tr class="bad"><th>5</th><td><pre>speed: fats</pre>', page)
    assert re.search(r"<tr><th>6</th><td><pre>attack: 3</pre>", page)
    # the card's text sentence by sentence, on the file's lines
    assert marked_sentences(page) == [("Draw a ", "crad.", "")]
    assert "file line 11, column 1 of the text" in page
    assert '<p class="english">Overheat 2: +2 attack</p>' in page
    assert "<h2>zorblax.yaml: problems</h2>" in page


def test_upload_without_a_file_is_a_400(client: FlaskClient) -> None:
    status, page = upload(client, b"", filename="")
    assert status == 400
    assert "choose a card file to upload" in page


ALIAS_BOMB = b"a: &a [x, x, x, x, x, x, x, x, x]\n" + b"".join(
    f"{chr(98 + i)}: &{chr(98 + i)} [{', '.join([f'*{chr(97 + i)}'] * 9)}]\n".encode() for i in range(8)
)
"""Nine aliases of nine aliases of ...: a few hundred bytes standing for millions of values."""


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        (b"name: Zorblax\ntype: Unit\nspeed: \xff\n", "byte 0xff at column 8 is not valid UTF-8 (save th"),
        (b"name: Zorblax\ntype: Unit\nspeed: \xff\n", "(save the file as UTF-8) (line 3, column 8)"),
        (b"name: Zorblax\ntext: [Draw a card.\n", "not valid YAML"),
        (ALIAS_BOMB, "stands for more than 200,000 values (aliases expanded) (line 6"),
        (b"text: " + b"[" * 5000 + b"]" * 5000 + b"\n", "nested deeper than 64 levels (line 1, column 70)"),
        (b"- Zorblax\n- Walker\n", "expected a card (a mapping with name, type...) or &#39;cards:&#39; with a list"),
        (b"name: Z\n" + b"#" * MAX_UPLOAD_BYTES, f"a card file is limited to {MAX_UPLOAD_BYTES}"),
        (
            b"cards:\n" + b"- {name: a}\n" * (MAX_CARDS + 1),
            f"at most {MAX_CARDS} cards in one file, found {MAX_CARDS + 1}",
        ),
    ],
)
def test_bad_upload_is_a_400_saying_where(client: FlaskClient, data: bytes, expected: str) -> None:
    status, page = upload(client, data)
    assert status == 400
    assert expected in page


def test_yaml_error_names_line_and_column(client: FlaskClient) -> None:
    status, page = upload(client, b"name: Zorblax\ntype: [Unit\ntext: x\n")
    assert status == 400
    assert re.search(r"not valid YAML: [^(]*\(line \d+, column \d+\)", page)


def test_uploaded_file_and_its_name_are_escaped(client: FlaskClient) -> None:
    data = f"name: '{XSS}'\ntype: Command\ncost: '2'\ntext: 'Draw a card. {XSS}'\n".encode()
    status, page = upload(client, data, filename=f"{XSS}.yaml")
    assert status == 200
    assert "<script>alert" not in page
    assert page.count("&lt;script&gt;alert(1)&lt;/script&gt;") >= 4  # name, filename, text, echoed file


# --- the JSON twin --------------------------------------------------------------------------------------------------


def test_api_describes_what_it_accepts(client: FlaskClient) -> None:
    response = client.get("/api/validate")
    assert response.status_code == 200
    data = response.get_json()
    assert "application/json" in data["post"]
    assert any("application/yaml" in key for key in data["post"])
    assert data["card_types"] == ["Unit", "Command", "Mission"]
    assert set(data["examples"]) == set(EXAMPLES)


@pytest.mark.parametrize(
    ("text", "name", "card_type"),
    [
        (BROKEN, None, "Command"),
        ("Missile 1\nOverhaet 1: +3 attack", None, "Unit"),
        (EXAMPLES["walker"].text, EXAMPLES["walker"].name, "Unit"),
        ("Scrap Zorblax Raid when it is revealed. Draw a card.", "Zorblax Raid", "Mission"),
    ],
)
def test_api_text_answer_is_judge_parse_json_with_sentences(
    client: FlaskClient, capsys: pytest.CaptureFixture[str], text: str, name: str | None, card_type: str
) -> None:
    body: dict[str, str] = {"text": text, "type": card_type} | ({"name": name} if name else {})
    response = client.post("/api/validate", json=body)
    assert response.status_code == 200
    data = response.get_json()
    sentences = data.pop("sentences")
    argv = ["parse", text, "--json", "--type", card_type, *(["--name", name] if name else [])]
    assert data == run_cli(capsys, *argv)
    # every sentence, in order, with what became of it
    assert [s["span"] for s in sentences] == sorted(s["span"] for s in sentences)
    assert {tuple(s["error"]["span"]) for s in sentences if s["error"]} == {tuple(e["span"]) for e in data["errors"]}
    used = sorted({i for s in sentences for i in s["abilities"]})
    assert used == list(range(len(data["abilities"])))
    for sentence in sentences:
        assert text[sentence["span"][0] : sentence["span"][1]] == sentence["text"]
        assert sentence["dsl"] == [data["abilities"][i] for i in sentence["abilities"]]
        assert sentence["status"] == ("error" if sentence["error"] else "parsed")


def test_api_sentences_tell_which_share_an_ability(client: FlaskClient) -> None:
    example = EXAMPLES["walker"]
    data = client.post("/api/validate", json={"text": example.text, "type": "Unit"}).get_json()
    rider = data["sentences"][3]
    assert rider["text"] == "Use this ability only during a mission."
    assert rider["abilities"] == [2] and rider["with"] == [2]
    assert data["sentences"][2]["with"] == [3]
    assert rider["english"] == [data["sentences"][2]["english"][0]]


def test_api_error_found_span_is_the_unexpected_token(client: FlaskClient) -> None:
    data = client.post("/api/validate", json={"text": BROKEN}).get_json()
    error = data["sentences"][0]["error"]
    assert BROKEN[error["found"][0] : error["found"][1]] == "Unti."


def test_api_file_answer_is_judge_validate_json_with_sentences(
    client: FlaskClient, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "zorblax.yaml"
    path.write_text(CARD_FILE, encoding="utf-8")
    expected = run_cli(capsys, "validate", str(path), "--json")
    for content_type in ("application/yaml", "text/yaml", "text/plain"):
        response = client.post("/api/validate", data=CARD_FILE.encode(), content_type=content_type)
        assert response.status_code == 200
        data = response.get_json()
        assert data["file"] == "request body"
        sentences = [card.pop("sentences") for card in data["cards"]]
        assert {**data, "file": expected["file"]} == expected
        assert [s["status"] for s in sentences[0]] == ["parsed", "error"]


@pytest.mark.parametrize(
    ("body", "content_type", "message", "where"),
    [
        (b'{"text": "Draw a card.",\n "type": }', "application/json", "not valid JSON", (2, 10)),
        (b'{"text": "\xff"}', "application/json", "the body is not UTF-8", (1, 11)),
        (b'["Draw a card."]', "application/json", "expected a JSON object", None),
        (b'{"text": "Draw a card.", "cost": 3}', "application/json", "unknown field 'cost'", None),
        (b'{"name": "Zorblax"}', "application/json", "'text' must be the card text", None),
        (b'{"text": 3}', "application/json", "'text' must be the card text", None),
        (b'{"text": " "}', "application/json", "the card text is empty", None),
        (b'{"text": "Draw a card.", "type": "Sorcery"}', "application/json", "unknown card type", None),
        (b'{"text": "Draw a card.", "name": 7}', "application/json", "'name' must be the card's name", None),
        (json.dumps({"text": "x" * (MAX_TEXT + 1)}).encode(), "application/json", "limited to 4000", None),
        (b"[" * 100_000 + b"]" * 100_000, "application/json", "nested deeper than 64 levels", (1, 65)),
        (b"name: Zorblax\ntype: [Unit\n", "application/yaml", "not valid YAML", (3, 1)),
        (b"name: \xff\n", "text/yaml", "not valid UTF-8", (1, 7)),
        (b"- a\n- b\n", "text/plain", "expected a card", (1, None)),
    ],
)
def test_api_bad_input_is_a_json_400_with_line_and_column(
    client: FlaskClient, body: bytes, content_type: str, message: str, where: tuple[int, int | None] | None
) -> None:
    response = client.post("/api/validate", data=body, content_type=content_type)
    assert response.status_code == 400
    error = response.get_json()["error"]
    assert error["status"] == 400
    assert message in error["message"]
    if where is not None:
        assert (error["line"], error.get("column")) == where


def test_api_refuses_other_content_types_with_415(client: FlaskClient) -> None:
    for content_type in ("application/x-www-form-urlencoded", "image/png", None):
        response = client.post("/api/validate", data=b"text=Draw", content_type=content_type)
        assert response.status_code == 415
        assert "is not accepted; send one of application/json" in response.get_json()["error"]["message"]


def test_api_json_escapes_nothing_it_should_not(client: FlaskClient) -> None:
    response = client.post("/api/validate", json={"text": XSS})
    assert response.status_code == 200
    assert response.mimetype == "application/json"
    assert response.get_json()["text"] == XSS


# --- coverage -------------------------------------------------------------------------------------------------------


def test_api_coverage_is_judge_cards_coverage_json(client: FlaskClient, capsys: pytest.CaptureFixture[str]) -> None:
    expected = run_cli(capsys, "cards", "coverage", "--pool", str(need(LACKEY)), "--pool", str(need(SPOILER)), "--json")
    response = client.get("/api/coverage")
    assert response.status_code == 200
    assert response.get_json() == expected


def test_api_coverage_filters_equal_measure(client: FlaskClient, app: Flask) -> None:
    with app.app_context():
        pool = get_pool()
        sets = sorted({p.set for c in pool.cards if isinstance(c, BtCard) for p in c.printings if p.set})
        cases = [({"game": "domination"}, None, "domination"), ({"game": "mechchess"}, None, "mechchess")]
        if sets:
            cases.append(({"set": sets[0].upper()}, sets[0], None))
        for params, set_name, game in cases:
            expected = measure(pool, set_name, game).as_json()
            assert client.get("/api/coverage", query_string=params).get_json() == expected
        whole = measure(pool).as_json()
    failed = client.get("/api/coverage?status=failed").get_json()
    assert {k: failed[k] for k in ("total", "parsed", "partial", "failed", "sets")} == {
        k: whole[k] for k in ("total", "parsed", "partial", "failed", "sets")
    }
    assert failed["cards"] == [c for c in whole["cards"] if c["status"] == "failed"]
    both = client.get("/api/coverage?status=failed,partial").get_json()
    assert both["cards"] == [c for c in whole["cards"] if c["status"] in ("failed", "partial")]


@pytest.mark.parametrize(
    ("query", "message", "known"),
    [
        ("set=Nowhere", "unknown set 'Nowhere'; the sets are", True),
        ("game=chess", "unknown game 'chess'; the games are bttcg, domination, mechchess", True),
        ("status=broken", "unknown status 'broken'; the statuses are parsed, partial, failed", True),
        ("page=0", "page must be a whole number from 1", False),
        ("page=x", "page must be a whole number from 1", False),
    ],
)
def test_coverage_bad_filters_are_400_with_the_known_values(
    client: FlaskClient, query: str, message: str, known: bool
) -> None:
    response = client.get(f"/api/coverage?{query}")
    assert response.status_code == 400
    error = response.get_json()["error"]
    assert message in error["message"]
    assert ("known" in error) == known
    page = client.get(f"/coverage?{query}")
    assert page.status_code == 400
    assert str(escape(message)) in page.get_data(as_text=True)


def test_coverage_page_shows_totals_sets_and_failed_cards(client: FlaskClient, app: Flask) -> None:
    with app.app_context():
        whole = measure(get_pool()).as_json()
    page = client.get("/coverage").get_data(as_text=True)
    assert f"<strong>{whole['parsed']}</strong> of {whole['total']} executed" in page
    assert f"{whole['partial']} partial, {whole['failed']} failed; <strong>{whole['read']}</strong> read" in page
    for name in whole["sets"]:
        assert f"<tr><td>{escape(name)}</td>" in page
    for name, counts in whole["types"].items():  # issue 17: both figures, per card type
        assert f"<tr><td>{escape(name)}</td><td>{counts['total']}</td><td>{counts['read']}</td>" in page
    listed = [c for c in whole["cards"] if c["status"] in ("failed", "partial")][:100]
    for card in listed:
        assert f'<a href="/cards/{card["slug"]}">{escape(card["name"])}</a>' in page
        assert card["unparsed"] or card["refused"], card  # a card not executed says why
        if card["unparsed"]:
            assert str(escape(card["unparsed"][0])) in page
        for reason in card["refused"]:
            assert f"<li>{escape(reason)}</li>" in page
    assert f"{len([c for c in whole['cards'] if c['status'] in ('failed', 'partial')])} card" in page
    assert 'href="/api/coverage?status=partial%2Cfailed">JSON</a>' in page


def test_coverage_page_is_paginated(client: FlaskClient, app: Flask) -> None:
    with app.app_context():
        parsed = [c for c in measure(get_pool()).as_json()["cards"] if c["status"] == "parsed"]
    if len(parsed) <= 100:
        pytest.skip("the loaded pool has 100 parsed cards or fewer: one page")
    first = client.get("/coverage?status=parsed").get_data(as_text=True)
    second = client.get("/coverage?status=parsed&page=2").get_data(as_text=True)
    assert first.count('<tr class="parsed">') == 100
    assert str(escape(parsed[100]["name"])) in second
    assert 'rel="prev" href="/coverage?page=1&amp;status=parsed"' in second
    assert 'rel="next"' in first


def test_coverage_is_measured_once_per_app_and_filters(monkeypatch: pytest.MonkeyPatch) -> None:
    import judge.web.coverage_view as view

    calls: list[tuple[str | None, str | None]] = []

    def counted(pool: CardPool, set_name: str | None = None, game: str | None = None) -> object:
        calls.append((set_name, game))
        return measure(pool, set_name, game)

    monkeypatch.setattr(view, "measure", counted)
    fresh = create_app(pool=CardPool.load(include_saved=False, include_env=False), TESTING=True)
    client = fresh.test_client()
    for url in ("/api/coverage", "/coverage", "/api/coverage?status=failed", "/api/coverage"):
        assert client.get(url).status_code == 200
    assert calls == [(None, None)]
    client.get("/api/coverage?game=domination")
    client.get("/coverage?game=domination")
    client.get("/validate")
    client.get("/validate")
    assert calls == [(None, None), (None, "domination"), (None, "bttcg")]


def test_form_says_when_no_printing_is_loaded_to_measure() -> None:
    bare = create_app(pool=CardPool.load(include_saved=False, include_env=False), TESTING=True)
    page = bare.test_client().get("/validate").get_data(as_text=True)
    assert "No BattleTech TCG printings are loaded here" in page
    assert 'href="/coverage"' in page
