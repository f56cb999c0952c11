"""The OpenAPI 3.1 document of the JSON API (``/api/openapi.json``).

The schemas of cards, rule records and the effect DSL are the pydantic models' own JSON Schemas, so the document
cannot drift from the data; the envelopes around them are written here, one per endpoint. Every ``/api`` route of
the application is described (a test holds that), and the tests validate real responses against it.
"""

from __future__ import annotations

from typing import Any

from flask import Blueprint, Response, jsonify
from pydantic import BaseModel

from judge import __version__
from judge.cards.models import BtCard, DominationCard, MechChessCard, MechChessUnit
from judge.dsl.models import AbilityList
from judge.quiz.models import Quiz
from judge.rulings.models import RuleRecord
from judge.web.quiz_view import MAX_SEED
from judge.web.search_view import MAX_PAGE

bp = Blueprint("openapi", __name__)

REF = "#/components/schemas/{model}"

JsonSchema = dict[str, Any]


def _ref(name: str) -> JsonSchema:
    return {"$ref": f"#/components/schemas/{name}"}


def _obj(required: dict[str, JsonSchema], optional: dict[str, JsonSchema] | None = None) -> JsonSchema:
    """An object with these properties (more may be added: the API only ever adds fields)."""
    return {
        "type": "object",
        "required": list(required),
        "properties": {**required, **(optional or {})},
    }


STRING: JsonSchema = {"type": "string"}
INT: JsonSchema = {"type": "integer"}
NUMBER: JsonSchema = {"type": "number"}
BOOL: JsonSchema = {"type": "boolean"}
NULLABLE_STRING: JsonSchema = {"type": ["string", "null"]}
NULLABLE_INT: JsonSchema = {"type": ["integer", "null"]}
ANY_OBJECT: JsonSchema = {"type": "object"}


def _array(items: JsonSchema) -> JsonSchema:
    return {"type": "array", "items": items}


def _model_schemas(models: list[type[BaseModel]]) -> dict[str, JsonSchema]:
    """The JSON Schemas of pydantic models and everything they refer to, as OpenAPI components.

    :raises ValueError: if two different models share a name (one would hide the other).
    """
    schemas: dict[str, JsonSchema] = {}
    for model in models:
        schema = model.model_json_schema(ref_template=REF)
        for name, found in [*schema.pop("$defs", {}).items(), (model.__name__, schema)]:
            if schemas.setdefault(name, found) != found:
                raise ValueError(f"two models named {name!r}: the OpenAPI components need distinct names")
    return schemas


def _envelopes() -> dict[str, JsonSchema]:
    from judge.web.openapi_ask import ask_envelopes  # it builds on this module's helpers
    from judge.web.openapi_search import search_envelopes
    from judge.web.openapi_sets import sets_envelopes

    record_summary = _obj(
        {
            "id": STRING,
            "kind": STRING,
            "citation": STRING,
            "current": BOOL,
            "superseded_by": _array(STRING),
            "text": STRING,
        },
        {
            "url": STRING,
            "title": STRING,
            "date": NULLABLE_STRING,
            "page": {"type": ["integer", "string", "null"]},
        },
    )
    described = {"type": "object", "description": "a description of what the route accepts"}
    return {
        "Error": _obj(
            {
                "error": _obj(
                    {"status": INT, "message": STRING},
                    {
                        "line": NULLABLE_INT,
                        "column": NULLABLE_INT,
                        "candidates": _array(STRING),
                        "parameter": STRING,
                    },
                )
            }
        ),
        "Home": _obj({"version": STRING, "cards": {"type": "object", "additionalProperties": INT}}),
        **search_envelopes(),
        **sets_envelopes(),
        **ask_envelopes(),
        "CardList": _obj(
            {
                "total": INT,
                "page": INT,
                "page_size": INT,
                "cards": _array(_obj({"name": STRING, "slug": STRING, "game": STRING, "type": STRING})),
            }
        ),
        "CardPage": _obj(
            {
                "card": _obj({"name": STRING, "slug": STRING, "game": STRING}),
                "rulings": _array(record_summary),
            },
            {
                "url": STRING,
                "type_line": STRING,
                "text": {"type": ["object", "null"]},
                "effects": {"type": ["object", "null"]},
                "ask_url": NULLABLE_STRING,
                "bans": _array(
                    _obj(
                        {
                            "label": STRING,
                            "date": STRING,
                            "scope": STRING,
                            "printings": _array(STRING),
                            "current": BOOL,
                            "ruling": STRING,
                            "url": STRING,
                        }
                    )
                ),
            },
        ),
        "RuleRecordSummary": record_summary,
        "RulePage": _obj(
            {"record": _obj({"id": STRING, "kind": STRING, "text": STRING, "citation": STRING, "current": BOOL})},
            {
                "url": STRING,
                "citation": _obj({"text": STRING}),
                "simulate_url": NULLABLE_STRING,
                "cards": _array(ANY_OBJECT),
            },
        ),
        "TextError": _obj(
            {"line": INT, "column": INT, "message": STRING, "expected": _array(STRING)},
            {"span": _array(INT), "suggestion": STRING},
        ),
        "ParseAnswer": _obj(
            {"ok": BOOL, "text": STRING, "abilities": _ref("AbilityList"), "errors": _array(_ref("TextError"))},
            {
                "problems": _array(_ref("TextError")),
                "sentences": _array(
                    _obj(
                        {"text": STRING, "span": _array(INT), "status": STRING},
                        {"english": _array(STRING), "dsl": _ref("AbilityList")},
                    )
                ),
            },
        ),
        "CardFileReport": _obj(
            {
                "ok": BOOL,
                "cards": _array(
                    _obj(
                        {
                            "name": NULLABLE_STRING,
                            "ok": BOOL,
                            "problems": _array(
                                _obj(
                                    {
                                        "line": NULLABLE_INT,
                                        "column": NULLABLE_INT,
                                        "field": STRING,
                                        "message": STRING,
                                        "severity": {"enum": ["error", "warning"]},
                                    }
                                )
                            ),
                            "abilities": _ref("AbilityList"),
                        }
                    )
                ),
            },
            {"file": STRING},
        ),
        "Coverage": _obj(
            {
                "total": INT,
                "parsed": INT,
                "partial": INT,
                "failed": INT,
                "cards": _array(
                    _obj(
                        {
                            "name": STRING,
                            "game": STRING,
                            "set": NULLABLE_STRING,
                            "status": {"enum": ["parsed", "partial", "failed"]},
                            "unparsed": _array(STRING),
                            "error": {"type": ["object", "string", "null"]},
                        },
                        {
                            "type": NULLABLE_STRING,
                            "read": {"enum": ["parsed", "partial", "failed"]},
                            "refused": _array(STRING),
                        },
                    )
                ),
            },
            {
                "sets": {"type": "object", "additionalProperties": {"type": "object", "additionalProperties": INT}},
                "notes": _array(STRING),
                "read": INT,
                "types": {
                    "type": "object",
                    "additionalProperties": _obj({"total": INT, "read": INT, "parsed": INT}),
                },
            },
        ),
        "Answer": _obj(
            {
                "legal": BOOL,
                "violations": _array(
                    _obj({"action": NULLABLE_INT, "message": STRING, "rules": _array(STRING)}),
                ),
                "outcomes": _array(_obj({"probability": STRING, "p": NUMBER})),
                "trace": _array(_obj({"text": STRING, "rules": _array(STRING)})),
            },
            {
                "initiative": {"type": ["object", "null"]},
                "summary": STRING,
                "outcomes_rest": _obj({"count": INT, "probability": STRING, "p": NUMBER}),
                "card_outcomes": {
                    "type": "object",
                    "additionalProperties": _array(_obj({"probability": STRING, "p": NUMBER})),
                },
            },
        ),
        "AskDescription": _obj(
            {"examples": _array(_obj({"id": STRING, "game": STRING, "title": STRING, "url": STRING}))},
            {"games": ANY_OBJECT, "max_bytes": INT},
        ),
        "AskScenario": _obj(
            {"scenario": STRING, "answer": {"oneOf": [{"type": "null"}, _ref("Answer")]}},
            {"example": ANY_OBJECT},
        ),
        "Described": described,
        **_quiz_envelopes(),
    }


def _quiz_envelopes() -> dict[str, JsonSchema]:
    """The quiz's answers besides :class:`~judge.quiz.models.Quiz` itself (the model's schema)."""
    option = _obj(
        {
            "key": STRING,
            "text": STRING,
            "correct": BOOL,
            "misruling": NULLABLE_STRING,
            "explanation": STRING,
            "rules": _array(STRING),
        },
        {"misruling_title": NULLABLE_STRING},
    )
    tally = _obj({"answered": INT, "right": INT})
    return {
        "QuizQuestion": _obj(
            {
                "id": STRING,
                "kind": {"enum": ["scenario", "ruling", "card"]},
                "game": STRING,
                "difficulty": {"enum": ["easy", "medium", "hard"]},
                "prompt": STRING,
                "scenario": NULLABLE_STRING,
                "options": _array(_obj({"key": STRING, "text": STRING})),
            },
            {"url": STRING},
        ),
        "QuizAsked": _obj({"seed": INT, "questions": _array(_ref("QuizQuestion"))}),
        "QuizOption": option,
        "QuizScore": _obj({"answered": INT, "right": INT, "kinds": {"type": "object", "additionalProperties": tally}}),
        "QuizAnswer": _obj(
            {
                "question": STRING,
                "choice": STRING,
                "correct": BOOL,
                "answer": STRING,
                "chosen": _ref("QuizOption"),
                "options": _array(_ref("QuizOption")),
                "explanation": _array(_ref("Step")),
                "sources": _array(STRING),
                "counted": BOOL,
                "score": _ref("QuizScore"),
            }
        ),
        "QuizSession": _obj(
            {
                "score": _ref("QuizScore"),
                "games": _array(STRING),
                "kinds": _array(STRING),
                "difficulties": _array(STRING),
                "count": _obj({"min": INT, "max": INT, "default": INT}),
                "seed": _obj({"min": INT, "max": INT}),
            }
        ),
    }


def _query(name: str, description: str, schema: JsonSchema = STRING, required: bool = False) -> JsonSchema:
    return {"name": name, "in": "query", "required": required, "description": description, "schema": schema}


def _path_param(name: str, description: str) -> JsonSchema:
    return {"name": name, "in": "path", "required": True, "description": description, "schema": STRING}


def _ok(schema_name: str, description: str) -> JsonSchema:
    return {"description": description, "content": {"application/json": {"schema": _ref(schema_name)}}}


def _ok_one_of(description: str, *schema_names: str) -> JsonSchema:
    schema = {"oneOf": [_ref(name) for name in schema_names]}
    return {"description": description, "content": {"application/json": {"schema": schema}}}


def _errors(*statuses: int) -> dict[str, JsonSchema]:
    reasons = {
        400: "malformed input: the message says where and why (line and column for text)",
        404: "not found; close candidates where there are some",
        413: "request body too large",
        414: "query string too long",
        415: "a content type the route does not read",
        503: "the service cannot keep what it must (the message names the file and why)",
    }
    return {
        str(status): {"description": reasons[status], "content": {"application/json": {"schema": _ref("Error")}}}
        for status in statuses
    }


PAGE = _query("page", "page number, from 1", {"type": "integer", "minimum": 1, "maximum": 999_999})
SEARCH_PAGE = _query("page", f"page number, 1-{MAX_PAGE}", {"type": "integer", "minimum": 1, "maximum": MAX_PAGE})
GAME_ENUM: JsonSchema = {"enum": ["bttcg", "domination", "mechchess"]}
SCENARIO_BODY = {
    "required": True,
    "content": {
        "text/yaml": {"schema": STRING},
        "text/plain": {"schema": STRING},
        "application/json": {"schema": ANY_OBJECT},
    },
}


def _ask(alias: bool = False) -> dict[str, Any]:
    note = " (the older address of /api/ask, kept working)" if alias else ""
    return {
        "get": {
            "summary": "without parameters, what POST accepts and the worked examples; with one, a scenario and its "
            "answer" + note,
            "deprecated": alias,
            "parameters": [
                _query("example", "a worked example's id (a record id such as ce-rulings/..., or a README name)"),
                _query("card", "a card's page name: a scenario with that card on the board"),
                _query("s", "a permalink's encoded scenario"),
                _query("spelling", "with example: yaml (the default) or text (plain English, BattleTech only)"),
            ],
            "responses": {
                "200": _ok_one_of("the description, or a scenario and its answer", "AskDescription", "AskScenario"),
                **_errors(400, 404),
            },
        },
        "post": {
            "summary": "answer a scenario (shared/spec/scenario-format.md): YAML or plain text, or JSON" + note,
            "deprecated": alias,
            "requestBody": SCENARIO_BODY,
            "responses": {"200": _ok("Answer", "the answer"), **_errors(400, 413)},
        },
    }


def _quiz_paths() -> dict[str, Any]:
    question_id = _path_param("question_id", "a question's id (from /api/quiz); the same id is the same question")
    return {
        "/api/quiz": {
            "get": {
                "summary": "a quiz: questions generated from the rules, each with its options (the right one computed "
                "by an engine, the wrong ones by the same engine under named misrulings), as they are asked: no answer "
                "is given here; POST a choice to /api/quiz/q/{question_id} for it",
                "parameters": [
                    _query("count", "questions, 1-20 (default 10)", {"type": "integer", "minimum": 1, "maximum": 20}),
                    _query(
                        "seed",
                        "the quiz's seed (default random; the answer gives it)",
                        {"type": "integer", "minimum": 0, "maximum": MAX_SEED},
                    ),
                    _query("game", "bttcg, mechchess or domination; repeated or comma-separated (default all)"),
                    _query("kind", "scenario, ruling or card; repeated or comma-separated (default all)"),
                    _query("difficulty", "easy, medium or hard (default any)"),
                ],
                "responses": {"200": _ok("QuizAsked", "the quiz's questions, without their answers"), **_errors(400)},
            }
        },
        "/api/quiz/q/{question_id}": {
            "get": {
                "summary": "one question as it is asked: its prompt, scenario and options, without the answer",
                "parameters": [question_id],
                "responses": {"200": _ok("QuizQuestion", "the question"), **_errors(404)},
            },
            "post": {
                "summary": "answer a question: whether the choice is right, the answer and why, what each wrong option "
                "gets wrong; counted once in the session's score",
                "parameters": [question_id],
                "requestBody": {
                    "required": True,
                    "content": {"application/json": {"schema": _obj({"choice": STRING})}},
                },
                "responses": {
                    "200": _ok("QuizAnswer", "the answer and its explanations"),
                    **_errors(400, 404, 503),
                },
            },
        },
        "/api/quiz/score": {
            "get": {
                "summary": "the session's score (each question counted at its first answer) and the quiz's choices",
                "responses": {"200": _ok("QuizSession", "the score"), **_errors(503)},
            }
        },
        "/api/quiz/reset": {
            "post": {
                "summary": "reset the session's score",
                "responses": {"200": _ok("QuizSession", "the score, reset"), **_errors(503)},
            }
        },
    }


def _paths() -> dict[str, Any]:
    from judge.web.openapi_ask import ask_paths  # it builds on this module's helpers
    from judge.web.openapi_search import search_paths
    from judge.web.openapi_sets import sets_paths

    return {
        "/api": {
            "get": {
                "summary": "what the service has loaded",
                "responses": {"200": _ok("Home", "card counts per game and the card files read")},
            }
        },
        **search_paths(),
        **sets_paths(),
        "/api/cards": {
            "get": {
                "summary": "the loaded cards, filtered and paginated",
                "parameters": [
                    _query("game", "bttcg, domination or mechchess", GAME_ENUM),
                    _query("set", "a set name"),
                    _query("type", "a card type"),
                    _query("q", "part of the card name"),
                    PAGE,
                ],
                "responses": {"200": _ok("CardList", "one page of cards"), **_errors(400)},
            }
        },
        "/api/cards/{slug}": {
            "get": {
                "summary": "one card: stats, cost, printed and current text, parsed effects, rulings",
                "parameters": [_path_param("slug", "the card's page name")],
                "responses": {"200": _ok("CardPage", "the card and its rulings"), **_errors(404)},
            }
        },
        "/api/rules/{record_id}": {
            "get": {
                "summary": "one rule or ruling record with its citation, relations and cards",
                "parameters": [_path_param("record_id", "the record id, e.g. ce-rulings/anti-missile")],
                "responses": {"200": _ok("RulePage", "the record"), **_errors(404)},
            }
        },
        "/api/ask": _ask(),
        **ask_paths(),
        "/api/scenario": _ask(alias=True),
        "/api/validate": {
            "get": {
                "summary": "what POST accepts",
                "responses": {"200": _ok("Described", "a description")},
            },
            "post": {
                "summary": "parse card text (JSON {text, name?, type?}) or check a custom card file (YAML body)",
                "requestBody": {
                    "required": True,
                    "content": {
                        "application/json": {
                            "schema": _obj({"text": STRING}, {"name": STRING, "type": STRING}),
                        },
                        "application/yaml": {"schema": STRING},
                        "text/yaml": {"schema": STRING},
                        "text/plain": {"schema": STRING},
                    },
                },
                "responses": {
                    "200": _ok_one_of("the parse, or the card file's report", "ParseAnswer", "CardFileReport"),
                    **_errors(400, 413, 415),
                },
            },
        },
        "/api/coverage": {
            "get": {
                "summary": "how much of the loaded pool the grammar reads and the engine executes (status parsed: "
                "every sentence read and executed; read: the grammar alone; refused: the engine's reasons)",
                "parameters": [
                    _query("set", "one set"),
                    _query("game", "one game", GAME_ENUM),
                    _query("status", "only cards of these statuses, comma-separated: parsed, partial, failed"),
                    PAGE,
                ],
                "responses": {"200": _ok("Coverage", "totals and one entry per card"), **_errors(400)},
            }
        },
        "/api/openapi.json": {
            "get": {
                "summary": "this document",
                "responses": {"200": _ok("Described", "OpenAPI 3.1")},
            }
        },
        **_quiz_paths(),
    }


def _with_bounds(paths: dict[str, Any]) -> dict[str, Any]:
    """The application's bounds apply to every route (``judge.web.create_app``): any operation may answer 414 for a
    query string over 2 KB, and any that reads a body 413 for one over 1 MB."""
    for operations in paths.values():
        for operation in operations.values():
            bounds = (413, 414) if "requestBody" in operation else (414,)
            operation["responses"] = {**operation["responses"], **_errors(*bounds)}
    return paths


def openapi_document() -> dict[str, Any]:
    """The OpenAPI 3.1 document of the JSON API."""
    schemas = _model_schemas([AbilityList, BtCard, DominationCard, MechChessUnit, MechChessCard, RuleRecord, Quiz])
    schemas.update(_envelopes())
    return {
        "openapi": "3.1.0",
        "info": {
            "title": "judge",
            "version": __version__,
            "description": "Rules judge for the BattleTech TCG, Battletech: Domination and Mech chess. Every HTML "
            "page has its JSON twin here. Errors are JSON: {error: {status, message}}, plus line and column for "
            "text input.",
        },
        "paths": _with_bounds(_paths()),
        "components": {"schemas": schemas},
    }


@bp.get("/api/openapi.json")
def api_openapi() -> Response:
    return jsonify(openapi_document())
