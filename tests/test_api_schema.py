"""The JSON API against its own OpenAPI document (``/api/openapi.json``), with schemathesis: the application served
live on loopback, every operation of the document called with generated requests (valid and invalid), and every
response checked: no 5xx, a documented status code and content type, a body that conforms to the schema.

This is the short run of ``make test`` (a few examples per operation); ``make api-check`` is the long run, against
``judge serve`` with two workers (``tests/api_check.py``)."""

from __future__ import annotations

import json
import urllib.request
from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask

from judge.web.openapi import openapi_document
from tests.live import served

schemathesis = pytest.importorskip("schemathesis")

from hypothesis import HealthCheck, settings  # noqa: E402
from schemathesis import checks  # noqa: E402

CHECKS = [
    checks.not_a_server_error,
    checks.response_schema_conformance,
    checks.status_code_conformance,
    checks.content_type_conformance,
]
MAX_EXAMPLES = 6


@pytest.fixture(scope="module")
def live_url(app: Flask) -> Iterator[str]:
    with served(app) as url:
        yield url


schema = schemathesis.openapi.from_dict(openapi_document())
"""The document as the service builds it; :func:`test_the_service_serves_the_document_tested` holds that it is the
one ``/api/openapi.json`` serves."""


SLOW = {"path": "/api/quiz", "method": "GET"}
"""A quiz is computed by the engines (up to 20 questions, seconds each under load): fewer examples for it."""


def _settings(examples: int) -> Any:
    return settings(max_examples=examples, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))


@schema.exclude(**SLOW).parametrize()  # type: ignore[untyped-decorator]
@_settings(MAX_EXAMPLES)  # type: ignore[untyped-decorator]
def test_every_operation_conforms_to_the_document(case: Any, live_url: str) -> None:
    case.call_and_validate(base_url=live_url, checks=CHECKS, timeout=60)


@schema.include(**SLOW).parametrize()  # type: ignore[untyped-decorator]
@_settings(2)  # type: ignore[untyped-decorator]
def test_the_quiz_conforms_to_the_document(case: Any, live_url: str) -> None:
    case.call_and_validate(base_url=live_url, checks=CHECKS, timeout=60)


def test_the_service_serves_the_document_tested(live_url: str) -> None:
    with urllib.request.urlopen(f"{live_url}/api/openapi.json", timeout=30) as response:
        served = json.load(response)
    assert served == json.loads(json.dumps(openapi_document()))
    assert len(list(schema.get_all_operations())) == sum(len(methods) for methods in served["paths"].values())
