"""The OpenAPI document's part for search (``/api/search``, its help and advanced form, autocomplete, a random card)
and the rule documents' contents (``/api/rules``): their envelopes and paths, merged into :mod:`judge.web.openapi`."""

from __future__ import annotations

from typing import Any

from judge.search.complete import DEFAULT_SUGGESTIONS, MAX_SUGGESTIONS
from judge.search.complete import MAX_TEXT as MAX_COMPLETED
from judge.search.query import MAX_QUERY
from judge.web.openapi import (
    ANY_OBJECT,
    BOOL,
    INT,
    NULLABLE_STRING,
    NUMBER,
    SEARCH_PAGE,
    STRING,
    JsonSchema,
    _array,
    _errors,
    _obj,
    _ok,
    _query,
)


def search_envelopes() -> dict[str, JsonSchema]:
    return {
        "SearchResult": _obj(
            {
                "query": STRING,
                "total": INT,
                "results": _array(
                    _obj(
                        {"kind": STRING, "id": STRING, "title": STRING, "snippet": STRING, "score": NUMBER},
                        {"url": STRING, "source": STRING, "current": {"type": ["boolean", "null"]}},
                    )
                ),
            },
            {
                "normalized": STRING,
                "explain": STRING,
                "page": INT,
                "did_you_mean": NULLABLE_STRING,
                "showing_results_for": NULLABLE_STRING,
                "searched": NULLABLE_STRING,
                "question": NULLABLE_STRING,
                "facets": {
                    "type": "object",
                    "additionalProperties": {"type": "object", "additionalProperties": INT},
                },
            },
        ),
        "RuleContents": _obj(
            {
                "records": INT,
                "documents": _array(
                    _obj(
                        {
                            "document": STRING,
                            "source": STRING,
                            "title": STRING,
                            "records": INT,
                            "sections": _array(
                                _obj(
                                    {
                                        "path": _array(STRING),
                                        "title": STRING,
                                        "records": _array(
                                            _obj(
                                                {"id": STRING, "kind": STRING, "url": STRING, "summary": STRING},
                                                {
                                                    "current": BOOL,
                                                    "date": NULLABLE_STRING,
                                                    "page": {"type": ["integer", "string", "null"]},
                                                },
                                            )
                                        ),
                                    }
                                )
                            ),
                        }
                    )
                ),
            }
        ),
        "ComposedQuery": _obj({"query": STRING, "explain": STRING, "search": STRING}),
        "RandomCard": _obj(
            {
                "card": _obj({"name": STRING, "slug": STRING, "game": STRING, "type": STRING}),
                "url": STRING,
                "query": NULLABLE_STRING,
                "matches": INT,
            }
        ),
        "Autocomplete": _array(
            _obj(
                {
                    "label": STRING,
                    "query": STRING,
                    "kind": {"enum": ["card", "field", "value"]},
                    "slug": NULLABLE_STRING,
                    "url": NULLABLE_STRING,
                },
                {"game": NULLABLE_STRING},
            )
        ),
        "SearchHelp": _obj(
            {"fields": _array(_obj({"name": STRING, "description": STRING})), "examples": _array(ANY_OBJECT)},
            {"operators": _array(ANY_OBJECT), "kinds": {"type": "array"}, "sources": {"type": "array"}},
        ),
    }


def search_paths() -> dict[str, Any]:
    return {
        "/api/search": {
            "get": {
                "summary": "search cards, rules and rulings with the query language of /search/help",
                "parameters": [
                    _query("q", "the query", {"type": "string", "minLength": 1, "maxLength": MAX_QUERY}, required=True),
                    SEARCH_PAGE,
                    _query("limit", "results per page (1-100)", {"type": "integer", "minimum": 1, "maximum": 100}),
                    _query(
                        "literal",
                        "1: the query as typed (no correction, no question read into it, no card name looked up)",
                        {"enum": ["0", "1"]},
                    ),
                ],
                "responses": {
                    "200": _ok("SearchResult", "hits, facets, did-you-mean, showing results for"),
                    **_errors(400, 404),
                },
            }
        },
        "/api/rules": {
            "get": {
                "summary": "the contents of every rule document: its sections and, under each, its records",
                "responses": {"200": _ok("RuleContents", "the documents, their sections and records")},
            }
        },
        "/api/random": {
            "get": {
                "summary": "a card drawn at random: from every card, or from the cards matching the query q",
                "parameters": [
                    _query("q", "a query of /search/help (cards only)", {"type": "string", "maxLength": MAX_QUERY}),
                ],
                "responses": {
                    "200": _ok("RandomCard", "the card drawn, its page and how many it was drawn from"),
                    **_errors(400, 404),
                },
            }
        },
        "/api/search/advanced": {
            "get": {
                "summary": "the query the advanced search form writes (name, text, type, kw, set, speed, game, kind, "
                "src, card; attack, armor, structure, cost with <stat>_op) and the search running it",
                "parameters": [_query("q", "words of the query language, written first")],
                "responses": {"200": _ok("ComposedQuery", "the query, in English, and its search"), **_errors(400)},
            }
        },
        "/api/autocomplete": {
            "get": {
                "summary": "card names, query fields and field values completing what is typed in a search box",
                "parameters": [
                    _query(
                        "q",
                        "what is typed so far",
                        {"type": "string", "minLength": 1, "maxLength": MAX_COMPLETED},
                        required=True,
                    ),
                    _query(
                        "limit",
                        f"most suggestions (1-{MAX_SUGGESTIONS}, default {DEFAULT_SUGGESTIONS})",
                        {"type": "integer", "minimum": 1, "maximum": MAX_SUGGESTIONS},
                    ),
                    _query("only", "names: card names only (a name box)", {"enum": ["names"]}),
                ],
                "responses": {
                    "200": _ok("Autocomplete", "suggestions, card names first, with their slugs and pages"),
                    **_errors(400),
                },
            }
        },
        "/api/search/help": {
            "get": {
                "summary": "the query language: fields, operators and examples with their English",
                "responses": {"200": _ok("SearchHelp", "the query language")},
            }
        },
    }
