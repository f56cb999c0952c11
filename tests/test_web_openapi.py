"""The OpenAPI document (``/api/openapi.json``) describes every JSON route, and real answers match it."""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import quote

import pytest
from flask import Flask
from flask.testing import FlaskClient
from jsonschema import Draft202012Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

SKIPPED_METHODS = {"HEAD", "OPTIONS"}


def _document(client: FlaskClient) -> dict[str, Any]:
    response = client.get("/api/openapi.json")
    assert response.status_code == 200
    data = response.get_json()
    assert isinstance(data, dict)
    return data


def _api_routes(app: Flask) -> set[tuple[str, str]]:
    routes = set()
    for rule in app.url_map.iter_rules():
        if not rule.rule.startswith("/api") or rule.rule == "/api/":
            continue
        path = re.sub(r"<(?:[a-z]+:)?([a-z_]+)>", r"{\1}", rule.rule)
        for method in (rule.methods or set()) - SKIPPED_METHODS:
            routes.add((path, method.lower()))
    return routes


def test_every_api_route_is_described(app: Flask, client: FlaskClient) -> None:
    described = {(path, method) for path, item in _document(client)["paths"].items() for method in item}
    missing = _api_routes(app) - described
    assert not missing, f"routes without an OpenAPI description: {sorted(missing)}"


def test_every_described_route_exists(app: Flask, client: FlaskClient) -> None:
    described = {(path, method) for path, item in _document(client)["paths"].items() for method in item}
    extra = described - _api_routes(app)
    assert not extra, f"described but not served: {sorted(extra)}"


def test_every_schema_of_the_document_is_a_valid_json_schema(client: FlaskClient) -> None:
    for name, schema in _document(client)["components"]["schemas"].items():
        try:
            Draft202012Validator.check_schema(schema)
        except Exception as exc:  # the schema's name makes the failure readable
            pytest.fail(f"components.schemas.{name}: {exc}")


def _pointer(*parts: str) -> str:
    return "/".join(part.replace("~", "~0").replace("/", "~1") for part in parts)


def _validator(document: dict[str, Any], path: str, method: str, status: int) -> Draft202012Validator | None:
    """A validator of the response schema, read in place in the document so that its references resolve."""
    response = document["paths"][path][method]["responses"][str(status)]
    if "schema" not in response["content"]["application/json"]:
        return None
    resource = Resource.from_contents(document, default_specification=DRAFT202012)
    registry: Registry[Any] = Registry().with_resource("urn:judge-openapi", resource)
    pointer = _pointer("paths", path, method, "responses", str(status), "content", "application/json", "schema")
    return Draft202012Validator({"$ref": f"urn:judge-openapi#/{pointer}"}, registry=registry)


def check(document: dict[str, Any], path: str, method: str, status: int, body: Any) -> None:
    """``body`` matches the document's schema for that route and status."""
    validator = _validator(document, path, method, status)
    assert validator is not None, f"{method} {path} {status} has no schema"
    errors = sorted(validator.iter_errors(body), key=lambda e: list(e.absolute_path))
    assert not errors, f"{method} {path} {status}: " + "; ".join(
        f"{'/'.join(map(str, e.absolute_path))}: {e.message[:200]}" for e in errors[:5]
    )


GETS = [
    ("/api", "/api", 200),
    ("/api/search", "/api/search?q=armor&limit=5", 200),
    ("/api/search", "/api/search?q=name:(", 400),
    ("/api/search", "/api/search?q=Forged+Misson+Orders", 200),
    ("/api/search", "/api/search?q=is+ecm+cumulative%3F", 200),
    ("/api/search/help", "/api/search/help", 200),
    ("/api/autocomplete", "/api/autocomplete?q=for", 200),
    ("/api/autocomplete", "/api/autocomplete?q=heavy+t%3Ami", 200),
    ("/api/autocomplete", "/api/autocomplete?q=", 400),
    ("/api/random", "/api/random", 200),
    ("/api/rules", "/api/rules", 200),
    ("/api/search/advanced", "/api/search/advanced?name=heavy&type=mission&attack_op=%3E%3D&attack=5", 200),
    ("/api/search/advanced", "/api/search/advanced?attack=many", 400),
    ("/api/random", "/api/random?q=t:mission", 200),
    ("/api/random", "/api/random?q=colour:red", 400),
    ("/api/random", "/api/random?q=zzyzxq", 404),
    ("/api/cards", "/api/cards?game=mechchess", 200),
    ("/api/cards", "/api/cards?page=0", 400),
    ("/api/cards/{slug}", "/api/cards/mechchess-atlas", 200),
    ("/api/cards/{slug}", "/api/cards/domination-atlas", 200),
    ("/api/cards/{slug}", "/api/cards/no-such-card-anywhere", 404),
    ("/api/rules/{record_id}", "/api/rules/rulebook/resolving-damage", 200),
    ("/api/rules/{record_id}", "/api/rules/ce-rulings/anti-missile", 200),
    ("/api/rules/{record_id}", "/api/rules/rulebook/nothing-here", 404),
    ("/api/ask", "/api/ask", 200),
    ("/api/ask", "/api/ask?example=mechchess", 200),
    ("/api/ask", "/api/ask?example=domination", 200),
    ("/api/ask", "/api/ask?card=mechchess-atlas", 200),
    ("/api/ask", "/api/ask?example=no-such-example", 404),
    ("/api/ask", "/api/ask?s=zzz", 400),
    ("/api/ask", "/api/ask?example=bttcg&spelling=text", 200),
    ("/api/ask", "/api/ask?example=bttcg&spelling=x", 400),
    ("/api/ask/help", "/api/ask/help", 200),
    ("/api/ask/builder", "/api/ask/builder", 200),
    ("/api/scenario", "/api/scenario", 200),
    ("/api/validate", "/api/validate", 200),
    ("/api/coverage", "/api/coverage?game=domination", 200),
    ("/api/coverage", "/api/coverage?game=chess", 400),
    ("/api/openapi.json", "/api/openapi.json", 200),
    ("/api/quiz", "/api/quiz?count=2&seed=3", 200),
    ("/api/quiz", "/api/quiz?count=0", 400),
    ("/api/quiz", "/api/quiz?game=chess", 400),
    ("/api/quiz/q/{question_id}", "/api/quiz/q/" + "x" * 300, 404),
    ("/api/quiz/score", "/api/quiz/score", 200),
]


@pytest.mark.parametrize(("path", "url", "status"), GETS, ids=[url for _, url, _ in GETS])
def test_answers_match_the_document(client: FlaskClient, path: str, url: str, status: int) -> None:
    document = _document(client)
    response = client.get(url)
    assert response.status_code == status, response.get_data(as_text=True)[:300]
    check(document, path, "get", status, response.get_json())


MECHCHESS_EXAMPLE = "/api/ask?example=mechchess"

POSTS: list[tuple[str, dict[str, Any], int]] = [
    ("/api/validate", {"json": {"text": "Overheat 1: +2 attack\nZorp the blorp."}}, 200),
    ("/api/validate", {"json": {"text": ""}}, 400),
    ("/api/validate", {"data": "name: Zorblax\ntype: Unit\ntext: Zorp.\n", "content_type": "text/yaml"}, 200),
    ("/api/validate", {"data": "x", "content_type": "image/png"}, 415),
    ("/api/ask", {"data": "game: bttcg\nplayers: 3\n", "content_type": "text/yaml"}, 400),
    ("/api/scenario", {"data": "game: bttcg\nplayers: 3\n", "content_type": "text/yaml"}, 400),
    ("/api/quiz/reset", {}, 200),
    ("/api/ask/builder", {"json": {"text": "Brian has Tactics. Melissa has Tactics."}}, 200),
    ("/api/ask/builder", {"json": {"text": "Brian atacks."}}, 400),
]


@pytest.mark.parametrize(("path", "request_args", "status"), POSTS, ids=[f"{p}-{s}" for p, _, s in POSTS])
def test_posted_answers_match_the_document(
    client: FlaskClient, path: str, request_args: dict[str, Any], status: int
) -> None:
    document = _document(client)
    response = client.post(path, **request_args)
    assert response.status_code == status, response.get_data(as_text=True)[:300]
    check(document, path, "post", status, response.get_json())


@pytest.mark.parametrize("path", ["/api/ask", "/api/scenario"])
def test_an_answered_example_matches_the_answer_schema(client: FlaskClient, path: str) -> None:
    document = _document(client)
    scenario = client.get(MECHCHESS_EXAMPLE).get_json()["scenario"]
    response = client.post(path, data=scenario, content_type="text/yaml")
    assert response.status_code == 200
    check(document, path, "post", 200, response.get_json())


def test_a_quiz_question_and_its_answer_match_the_document(client: FlaskClient) -> None:
    """A real question (the quiz service's), asked and answered, right and with a bad choice."""
    document = _document(client)
    question = client.get("/api/quiz?count=1&seed=3").get_json()["questions"][0]
    url = "/api/quiz/q/" + quote(question["id"], safe="/")
    path = "/api/quiz/q/{question_id}"
    asked = client.get(url)
    assert asked.status_code == 200
    check(document, path, "get", 200, asked.get_json())
    answered = client.post(url, json={"choice": question["options"][0]["key"]})
    assert answered.status_code == 200
    check(document, path, "post", 200, answered.get_json())
    refused = client.post(url, json={"choice": "no such option"})
    assert refused.status_code == 400
    check(document, path, "post", 400, refused.get_json())
    check(document, path, "post", 404, client.post("/api/quiz/q/" + "x" * 300, json={"choice": "A"}).get_json())


def test_a_schema_violation_is_caught(client: FlaskClient) -> None:
    """The check itself can fail: an answer without ``legal`` does not match."""
    document = _document(client)
    scenario = client.get(MECHCHESS_EXAMPLE).get_json()["scenario"]
    answer = client.post("/api/ask", data=scenario, content_type="text/yaml").get_json()
    del answer["legal"]
    with pytest.raises(AssertionError, match="legal"):
        check(document, "/api/ask", "post", 200, answer)
