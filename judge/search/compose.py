"""The advanced search form's fields written as the query language (issue 22, item 4): the form is a way to write a
query, never a second way to search (``name=heavy&type=mission&attack_op=>=&attack=5`` →
``name:heavy t:mission attack>=5``)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from judge.search.query import MAX_QUERY, NUMERIC, QueryError, parse_query

WORD_FIELDS: tuple[tuple[str, str], ...] = (
    ("name", "name"),
    ("text", "o"),
    ("type", "t"),
    ("kw", "kw"),
    ("set", "set"),
    ("speed", "speed"),
    ("game", "game"),
    ("kind", "kind"),
    ("src", "src"),
    ("card", "card"),
)
"""(form field, query field): the fields that take words."""
NUMBER_OPERATORS = ("=", ">=", "<=", ">", "<", "!=")
MAX_VALUE = 100
_PLAIN = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.'-]*")


class ComposeError(ValueError):
    """A form field that cannot be written in the query language: which one and why."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.field = field


@dataclass(frozen=True)
class Composed:
    query: str
    """The query in the query language (empty when the form is empty)."""


def _value(field: str, value: str) -> str:
    if len(value) > MAX_VALUE:
        raise ComposeError(field, f"at most {MAX_VALUE} characters")
    if '"' in value:
        raise ComposeError(field, 'a value cannot hold a double quote (")')
    return value if _PLAIN.fullmatch(value) else f'"{value}"'


def compose(form: Mapping[str, str]) -> Composed:
    """The query the form's fields write: the free words (``q``, already the query language) first, then each
    filled field as ``field:value`` and each number as ``field<op>N``.

    :raises ComposeError: for a value that does not fit (too long, a double quote, a number or operator that is
        not one), or a query that does not read or is too long.
    """
    parts: list[str] = []
    words = (form.get("q") or "").strip()
    if words:
        parts.append(f"({words})" if re.search(r"\bor\b", words, re.IGNORECASE) else words)
    for form_field, query_field in WORD_FIELDS:
        value = (form.get(form_field) or "").strip()
        if value:
            parts.append(f"{query_field}:{_value(form_field, value)}")
    for stat in NUMERIC:
        number = (form.get(stat) or "").strip()
        operator = (form.get(f"{stat}_op") or ">=").strip()
        if not number:
            continue
        if operator not in NUMBER_OPERATORS:
            raise ComposeError(f"{stat}_op", f"one of {' '.join(NUMBER_OPERATORS)}, not {operator[:10]!r}")
        if not re.fullmatch(r"[0-9]{1,3}", number):
            raise ComposeError(stat, f"a whole number from 0 to 999, not {number[:10]!r}")
        parts.append(f"{stat}{operator}{int(number)}")
    query = " ".join(parts)
    if len(query) > MAX_QUERY:
        raise ComposeError("q", f"the query written is {len(query)} characters; queries are limited to {MAX_QUERY}")
    if query:
        try:
            parse_query(query)
        except QueryError as exc:
            raise ComposeError("q", str(exc)) from None
    return Composed(query=query)
