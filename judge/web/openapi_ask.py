"""The OpenAPI document's part for the "What happens?" page's helpers (``/api/ask/help``, ``/api/ask/builder``):
their envelopes and paths, merged into :mod:`judge.web.openapi`."""

from __future__ import annotations

from typing import Any

from judge.web.openapi import NULLABLE_STRING, STRING, JsonSchema, _array, _obj, _ok

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
    return {
        "/api/ask/help": {
            "get": {
                "summary": "every sentence form the plain-English reader of BattleTech scenarios accepts, each with "
                "examples (read by the reader's tests) and the link that asks each",
                "responses": {"200": _ok("AskHelp", "the forms by group")},
            }
        },
    }
