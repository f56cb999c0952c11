"""The search query language: ``parse_query`` reads it (``grammar/query.lark``) into a small AST, ``query_text``
writes it back, ``explain`` restates it in English."""

from __future__ import annotations

import functools
import re
from typing import Annotated, Any, Literal

from lark import Token, Transformer, v_args
from lark.exceptions import UnexpectedInput, VisitError
from pydantic import BaseModel, ConfigDict, Field

from judge.grammars import lalr_parser

MAX_QUERY = 500
MAX_NEGATIONS = 8
"""Most negated terms (``-x``, ``field!=x``) in one query: each is searched as "every document but ...", so their cost
grows faster than their number (found by fuzzing: 50 of them in 500 characters took seconds)."""

FIELDS: dict[str, str] = {
    "name": "name",
    "o": "text",
    "text": "text",
    "t": "type",
    "type": "type",
    "kw": "kw",
    "set": "set",
    "speed": "speed",
    "attack": "attack",
    "armor": "armor",
    "structure": "structure",
    "cost": "cost",
    "kind": "kind",
    "src": "src",
    "card": "card",
    "current": "current",
    "superseded": "superseded",
    "game": "game",
}
"""Every field (aliases: ``o`` is ``text``, ``t`` is ``type``)."""
NUMERIC = ("attack", "armor", "structure", "cost")
Operator = Literal[":", "=", "!=", ">", ">=", "<", "<="]


class _Node(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Word(_Node):
    kind: Literal["word"] = "word"
    text: str


class Phrase(_Node):
    kind: Literal["phrase"] = "phrase"
    text: str


class Condition(_Node):
    kind: Literal["condition"] = "condition"
    field: str
    operator: Operator
    value: str
    quoted: bool = False


class Not(_Node):
    kind: Literal["not"] = "not"
    query: Query


class And(_Node):
    kind: Literal["and"] = "and"
    queries: list[Query]


class Or(_Node):
    kind: Literal["or"] = "or"
    queries: list[Query]


Query = Annotated[Word | Phrase | Condition | Not | And | Or, Field(discriminator="kind")]
for _model in (Not, And, Or):
    _model.model_rebuild()


class QueryError(ValueError):
    """A query that does not read: where (1-based column) and why."""

    def __init__(self, query: str, column: int, message: str) -> None:
        self.query = query
        self.column = column
        super().__init__(f"column {column}: {message}")


@v_args(inline=True)
class QueryTransformer(Transformer[Token, Any]):
    """``grammar/query.lark`` → query AST."""

    def word(self, token: Token) -> Word:
        return Word(text=str(token))

    def phrase(self, token: Token) -> Phrase:
        return Phrase(text=str(token)[1:-1])

    def plain(self, token: Token) -> tuple[str, bool]:
        return str(token), False

    def quoted(self, token: Token) -> tuple[str, bool]:
        return str(token)[1:-1], True

    def condition(self, name: Token, operator: Token, value: tuple[str, bool]) -> Condition:
        field = FIELDS[str(name).lower()]
        text, quoted = value
        op = str(operator)
        if field in NUMERIC:
            if op == ":":
                op = "="
            if not re.fullmatch(r"\d{1,3}", text):
                raise ValueError(f"{field} compares whole numbers, not {text!r}")
        elif op not in (":", "=", "!="):
            raise ValueError(f"{field} takes ':' (a word), not {op!r}")
        return Condition(field=field, operator=op, value=text, quoted=quoted)

    def negated(self, query: Query) -> Not:
        return Not(query=query)

    def and_query(self, *queries: Query) -> And:
        return And(queries=list(queries))

    def or_query(self, *queries: Query) -> Or:
        return Or(queries=list(queries))


_UNKNOWN_FIELD = re.compile(r"(?:^|(?<=[\s(\-]))([A-Za-z_]+)(?=:|>=|<=|!=|=|>|<)")


@functools.lru_cache(maxsize=1024)
def parse_query(text: str) -> Query:
    """Parses a query (kept: a request parses its query more than once, and the same queries come back; the
    answer is shared, so it must not be changed).

    :raises QueryError: for an empty or overlong query, an unknown field, bad syntax, a non-numeric comparison or
        more than :data:`MAX_NEGATIONS` negated terms, with the column.
    """
    if len(text) > MAX_QUERY:
        raise QueryError(text[:40], 1, f"queries are limited to {MAX_QUERY} characters")
    if not text.strip():
        raise QueryError(text, 1, "empty query")
    outside = re.sub(r'"[^"]*"', lambda m: " " * len(m.group(0)), text)
    for match in _UNKNOWN_FIELD.finditer(outside):
        if match.group(1).lower() not in FIELDS:
            raise QueryError(
                text, match.start(1) + 1, f"unknown field {match.group(1)!r}; fields: {', '.join(sorted(FIELDS))}"
            )
    try:
        tree = lalr_parser("query").parse(text)
        parsed: Query = QueryTransformer().transform(tree)
    except UnexpectedInput as exc:
        position = exc.pos_in_stream
        if getattr(getattr(exc, "token", None), "type", None) == "$END" or position is None:
            raise QueryError(text, len(text), "the query ends too early (an unclosed '(' or '\"'?)") from None
        found = text[position : position + 10]
        raise QueryError(text, position + 1, f"unexpected {found!r}") from None
    except VisitError as exc:
        raise QueryError(text, 1, str(exc.orig_exc)) from None
    if _negations(parsed) > MAX_NEGATIONS:
        found = list(_NEGATION.finditer(outside))
        column = found[MAX_NEGATIONS].start() + 1 if len(found) > MAX_NEGATIONS else 1
        raise QueryError(text, column, f"a query negates at most {MAX_NEGATIONS} terms ('-x' or 'field!=x')")
    return parsed


_NEGATION = re.compile(r"(?:^|(?<=[\s(]))-|!=")


def _negations(query: Query) -> int:
    """How many terms ``query`` negates."""
    match query:
        case Not(query=inner):
            return 1 + _negations(inner)
        case Condition(operator=operator):
            return 1 if operator == "!=" else 0
        case And(queries=queries) | Or(queries=queries):
            return sum(_negations(q) for q in queries)
    return 0


def query_text(query: Query) -> str:
    """The query in the query language (``parse_query(query_text(q)) == q``)."""
    match query:
        case Word(text=text):
            return text
        case Phrase(text=text):
            return f'"{text}"'
        case Condition(field=field, operator=operator, value=value, quoted=quoted):
            shown = f'"{value}"' if quoted else value
            return f"{field}{operator}{shown}"
        case Not(query=inner):
            return "-" + _grouped(inner)
        case And(queries=queries):
            return " ".join(_grouped(q, inside_and=True) for q in queries)
        case Or(queries=queries):
            return " or ".join(_grouped(q) for q in queries)
    raise ValueError(f"not a query: {query!r}")


def _grouped(query: Query, inside_and: bool = False) -> str:
    if isinstance(query, Or) or (isinstance(query, And) and not inside_and):
        return f"({query_text(query)})"
    if isinstance(query, And):
        return f"({query_text(query)})"
    return query_text(query)


_FIELD_WORDS = {
    "name": "name",
    "text": "text",
    "type": "type line",
    "kw": "keyword abilities",
    "set": "sets",
    "speed": "speed",
    "kind": "kind",
    "src": "source",
    "card": "cards it is about",
    "game": "game",
}
_COMPARE = {
    "=": "is",
    "!=": "is not",
    ">": "is more than",
    ">=": "is at least",
    "<": "is less than",
    "<=": "is at most",
}


def explain(query: Query) -> str:
    """The query in English: ``attack>=5 -t:mission`` → "attack is at least 5 and not (type line has mission)"."""
    match query:
        case Word(text=text):
            return f"mentions {text!r}"
        case Phrase(text=text):
            return f"mentions the phrase {text!r}"
        case Condition(field="current"):
            return "is current" if query.value.lower() in ("yes", "true", "1") else "is superseded"
        case Condition(field="superseded"):
            return "is superseded" if query.value.lower() in ("yes", "true", "1") else "is current"
        case Condition(field=field, operator=operator, value=value) if field in NUMERIC:
            return f"{field} {_COMPARE[operator]} {value}"
        case Condition(field=field, operator="!=", value=value):
            return f"{_FIELD_WORDS.get(field, field)} does not have {value!r}"
        case Condition(field=field, value=value):
            return f"{_FIELD_WORDS.get(field, field)} has {value!r}"
        case Not(query=inner):
            return f"not ({explain(inner)})"
        case And(queries=queries):
            return " and ".join(f"({explain(q)})" if isinstance(q, Or) else explain(q) for q in queries)
        case Or(queries=queries):
            return "either " + " or ".join(explain(q) for q in queries)
    raise ValueError(f"not a query: {query!r}")
