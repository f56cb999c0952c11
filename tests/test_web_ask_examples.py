"""Examples you can run (issue 21 item 4): one click on an example shows its answer; every BattleTech example in both
spellings, the plain English written from the YAML by judge/bttcg/scenario_write.py, and both give the same answer;
/ask/help lists every sentence form of judge/bttcg/scenario_forms.py (the list the reader's tests iterate over), each
example one click from its answer."""

from __future__ import annotations

import html
import re
from typing import Any

import pytest
from flask.testing import FlaskClient

from judge.bttcg.scenario_forms import FORMS
from tests.conftest import LACKEY, need
from tests.test_web import body, html_error, json_error, twin_link

TEXTAREA = re.compile(r"<textarea[^>]*>(.*?)</textarea>", re.DOTALL)


def _shown(response: Any) -> str:
    found = TEXTAREA.search(body(response))
    assert found is not None
    return html.unescape(found.group(1))


def test_one_click_on_an_example_shows_its_answer(client: FlaskClient) -> None:
    need(LACKEY)
    listing = body(client.get("/ask"))
    assert 'id="answer"' not in listing, "the bare form is today's form"
    href = re.search(r'<a href="([^"]+)" data-example="rulebook/resolving-damage-9">', listing)
    assert href is not None
    page = client.get(html.unescape(href.group(1)))
    assert page.status_code == 200
    text = html.unescape(body(page))
    assert 'id="answer"' in text and 'id="summary"' in text, "the answer is on the page the link opens"
    expected = client.get("/api/ask?example=rulebook/resolving-damage-9").get_json()["answer"]
    assert expected["summary"] in text


def _bttcg_examples(client: FlaskClient) -> list[str]:
    return [e["id"] for e in client.get("/api/ask").get_json()["examples"] if e["game"] == "bttcg"]


def _same(a: dict[str, Any], b: dict[str, Any]) -> None:
    assert a["legal"] == b["legal"]
    assert a["outcomes"] == b["outcomes"]
    assert a.get("summary") == b.get("summary")
    assert [v["message"] for v in a["violations"]] == [v["message"] for v in b["violations"]]


def test_every_bttcg_example_in_both_spellings_gives_the_same_answer(client: FlaskClient) -> None:
    """The plain English is written from the example's YAML (scenario_write.to_text), never kept beside it."""
    need(LACKEY)
    ids = _bttcg_examples(client)
    assert len(ids) >= 40
    for example in ids:
        data = client.get("/api/ask", query_string={"example": example}).get_json()
        both = data["spellings"]
        assert both["yaml"] == data["scenario"], "the YAML spelling is the example's file"
        assert not both["text"].lstrip("#").lstrip().startswith("game:"), example
        answers = [client.post("/api/ask", data=both[s], content_type="text/plain") for s in ("yaml", "text")]
        assert [a.status_code for a in answers] == [200, 200], (example, answers[1].get_json())
        _same(answers[0].get_json(), answers[1].get_json())
        assert data["answer"] == answers[0].get_json(), "the twin's answer is the YAML's"
        text_twin = client.get("/api/ask", query_string={"example": example, "spelling": "text"}).get_json()
        assert text_twin["scenario"] == both["text"]
        _same(text_twin["answer"], data["answer"])


def test_the_example_page_offers_both_spellings(client: FlaskClient) -> None:
    need(LACKEY)
    page = client.get("/ask?example=bttcg")
    assert 'data-spelling="text"' in body(page) and 'aria-current="true">YAML<' in body(page)
    text_page = client.get("/ask?example=bttcg&spelling=text")
    assert text_page.status_code == 200 and 'aria-current="true">plain English<' in body(text_page)
    shown = _shown(text_page)
    assert shown.startswith("# Two 'Mechs attack a slow 'Mech"), "the example's header comment is kept"
    assert "game: bttcg" not in shown and "Brian has" in shown
    assert 'data-example-text="bttcg"' in body(client.get("/ask")), "the list links each spelling"
    assert client.get("/api/ask").get_json()["examples"][-1]["text_url"] is None, "Domination has no plain English"


def test_a_bad_spelling_is_a_clear_400(client: FlaskClient) -> None:
    assert "parameter 'spelling'" in html.unescape(html_error(client.get("/ask?example=bttcg&spelling=klingon"), 400))
    refused = json_error(client.get("/api/ask?example=mechchess&spelling=text"), 400)
    assert "no plain-English spelling" in refused["message"]
    mech = client.get("/ask?example=mechchess")
    assert mech.status_code == 200 and 'id="spellings"' not in body(mech) and 'id="answer"' in body(mech)


def test_the_help_page_lists_every_form_and_its_twin(client: FlaskClient) -> None:
    page = client.get("/ask/help")
    assert page.status_code == 200
    text = html.unescape(body(page))
    for form in FORMS:
        assert f'id="form-{form.id}"' in text and form.pattern in text, form.id
        for example in form.examples:
            assert example in text, example
    data = client.get(twin_link(page)).get_json()
    listed = [f["id"] for g in data["groups"] for f in g["forms"]]
    assert listed == [f.id for f in FORMS]
    assert 'href="/ask/help"' in body(client.get("/ask")), "the form links its help"


@pytest.mark.parametrize("form", FORMS, ids=[f.id for f in FORMS])
def test_each_help_example_is_one_click_from_its_answer(client: FlaskClient, form: Any) -> None:
    need(LACKEY)
    data = client.get("/api/ask/help").get_json()
    entry = next(f for g in data["groups"] for f in g["forms"] if f["id"] == form.id)
    for example, link in zip(entry["examples"], entry["try"], strict=True):
        assert link, example
        page = client.get(link)
        assert page.status_code == 200, (example, html.unescape(body(page))[-600:])
        assert example in _shown(page)
