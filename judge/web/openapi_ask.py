"""The OpenAPI document's part for the "What happens?" page's helpers (``/api/ask/help``, ``/api/ask/builder``):
their envelopes and paths, merged into :mod:`judge.web.openapi`."""

from __future__ import annotations

from typing import Any

from judge.web.openapi import ANY_OBJECT, NULLABLE_STRING, STRING, JsonSchema, _array, _errors, _obj, _ok

_FORM = _obj(
    {
        "id": STRING,
        "kind": STRING,
        "reader": STRING,
        "pattern": STRING,
        "gives": STRING,
        "examples": _array(STRING),
        "try": _array(NULLABLE_STRING),
    },
    {"given": NULLABLE_STRING},
)


def ask_envelopes() -> dict[str, JsonSchema]:
    return {
        "AskBuilt": _obj(
            {
                "scenario": ANY_OBJECT,
                "yaml": STRING,
                "text": STRING,
                "fits": {"type": ["object", "null"]},
                "problem": {"type": ["object", "null"]},
            }
        ),
        "AskHelp": _obj(
            {
                "groups": _array(
                    _obj({"id": STRING, "title": STRING, "intro": STRING, "forms": _array(_FORM)}),
                ),
            },
            {"players": STRING, "note": STRING},
        ),
    }


def ask_paths() -> dict[str, Any]:
    request = _obj({}, {"scenario": ANY_OBJECT, "text": STRING, "draft": ANY_OBJECT})
    return {
        "/api/ask/builder": {
            "get": {
                "summary": "what POST accepts",
                "responses": {"200": _ok("Described", "a description")},
            },
            "post": {
                "summary": "the position builder: a BattleTech scenario (its fields, or its text in either spelling) "
                "answered with its model, YAML, plain English and what fits (the engine's menus)",
                "requestBody": {"required": True, "content": {"application/json": {"schema": request}}},
                "responses": {"200": _ok("AskBuilt", "the scenario, both spellings and the menus"), **_errors(400)},
            },
        },
        "/api/ask/help": {
            "get": {
                "summary": "every sentence form the plain-English reader of BattleTech scenarios accepts, each with "
                "examples (read by the reader's tests) and the link that asks each",
                "responses": {"200": _ok("AskHelp", "the forms by group")},
            }
        },
    }
