"""The OpenAPI document's part for set pages (``/api/sets``, ``/api/sets/<name>``): their envelopes and paths, merged
into :mod:`judge.web.openapi`."""

from __future__ import annotations

from typing import Any

from judge.web.openapi import BOOL, INT, NULLABLE_INT, STRING, JsonSchema, _array, _errors, _obj, _ok, _path_param

_SET = {
    "name": STRING,
    "slug": STRING,
    "official": BOOL,
    "release": NULLABLE_INT,
    "cards": INT,
    "types": {"type": "object", "additionalProperties": INT},
    "url": STRING,
}


def sets_envelopes() -> dict[str, JsonSchema]:
    return {
        "SetList": _obj({"sets": _array(_obj(_SET)), "order": STRING}),
        "SetPage": _obj(
            {**_SET, "card_list": _array(_obj({"name": STRING, "slug": STRING, "game": STRING, "type": STRING}))}
        ),
    }


def sets_paths() -> dict[str, Any]:
    return {
        "/api/sets": {
            "get": {
                "summary": "every BattleTech TCG set of the loaded cards, official sets in release order first",
                "responses": {"200": _ok("SetList", "the sets with their card counts")},
            }
        },
        "/api/sets/{name}": {
            "get": {
                "summary": "one set and its cards",
                "parameters": [_path_param("name", "the set's page name (commanders-edition) or a spelling (CE)")],
                "responses": {"200": _ok("SetPage", "the set and its cards by name"), **_errors(404)},
            }
        },
    }
