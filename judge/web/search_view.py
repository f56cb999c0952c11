"""The search page's data: the request read and bounded, the answer of :class:`SearchIndex` dressed for the page and
its JSON twin (safe snippets, sources, facet links that narrow the query, applied filters, pages).

The query language is the one way to filter: a facet link is the query with ``kind:X`` or ``src:Y`` added, and
removing a filter is the query without it.
"""

from __future__ import annotations

import html
import math
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from markupsafe import Markup, escape

from judge.cards.models import BtCard, slugify
from judge.knowledge import KnowledgeBase
from judge.search.complete import DEFAULT_SUGGESTIONS, MAX_SUGGESTIONS
from judge.search.complete import MAX_TEXT as MAX_COMPLETED
from judge.search.index import SearchIndex, SearchResult
from judge.search.query import MAX_QUERY, And, Condition, Or, Query, QueryError, explain, parse_query, query_text
from judge.web.search_help import GAME_LABELS, source_labels

DEFAULT_LIMIT = 20
MAX_LIMIT = 100
MAX_PAGE = 1000
FACET_FIELDS = ("kind", "src")

_NUMBER = re.compile(r"[0-9]{1,6}")
_PLAIN_VALUE = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.'-]*")
_MARK = re.compile(r'<mark class="hl t[0-9]{1,2}">|</mark>')


class SearchInputError(ValueError):
    """A search request that cannot be answered: the status, the message and, for the query, its column."""

    def __init__(self, message: str, *, status: int = 400, column: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.status = status
        self.column = column

    def extra(self) -> dict[str, int]:
        """``line`` and ``column`` for a JSON error about the query text (a query is one line)."""
        return {} if self.column is None else {"line": 1, "column": self.column}


@dataclass(frozen=True)
class SearchRequest:
    text: str
    page: int = 1
    limit: int = DEFAULT_LIMIT
    literal: bool = False
    """The query as typed: no correction when it finds nothing, no question read into it, no name looked up."""

    @property
    def limit_param(self) -> int | None:
        """``limit`` as a URL parameter: ``None`` (left out) when it is the default."""
        return None if self.limit == DEFAULT_LIMIT else self.limit


def _whole_number(args: Mapping[str, str], name: str, default: int, high: int) -> int:
    value = args.get(name)
    if value is None or value == "":
        return default
    if not _NUMBER.fullmatch(value) or not 1 <= int(value) <= high:
        raise SearchInputError(f"{name} must be a whole number from 1 to {high}, not {value[:20]!r}")
    return int(value)


def read_request(args: Mapping[str, str]) -> SearchRequest:
    """The search request in ``args`` (``q``, ``page``, ``limit``), bounded.

    :raises SearchInputError: for a query longer than :data:`MAX_QUERY` characters, or a ``page`` or ``limit`` that
        is not a whole number in range.
    """
    text = args.get("q", "")
    if len(text) > MAX_QUERY:
        raise SearchInputError(f"q is {len(text)} characters long; queries are limited to {MAX_QUERY}")
    page = _whole_number(args, "page", 1, MAX_PAGE)
    limit = _whole_number(args, "limit", DEFAULT_LIMIT, MAX_LIMIT)
    literal = args.get("literal", "")
    if literal not in ("", "0", "1"):
        raise SearchInputError(f"literal must be 1 (the query as typed) or 0, not {literal[:20]!r}")
    return SearchRequest(text=text, page=page, limit=limit, literal=literal == "1")


@dataclass(frozen=True)
class CompleteRequest:
    text: str
    limit: int
    names_only: bool


def read_complete_request(args: Mapping[str, str]) -> CompleteRequest:
    """The autocomplete request in ``args`` (``q``, ``limit``, ``only``), bounded.

    :raises SearchInputError: for a missing, empty or overlong ``q``, a ``limit`` out of range or an unknown
        ``only``.
    """
    text = args.get("q", "")
    if not text.strip():
        raise SearchInputError("q is missing: give the text typed so far in q")
    if len(text) > MAX_COMPLETED:
        raise SearchInputError(f"q is {len(text)} characters long; autocomplete completes at most {MAX_COMPLETED}")
    limit = _whole_number(args, "limit", DEFAULT_SUGGESTIONS, MAX_SUGGESTIONS)
    only = args.get("only", "")
    if only not in ("", "names"):
        raise SearchInputError(f"only must be 'names' (card names only), not {only[:20]!r}")
    return CompleteRequest(text=text, limit=limit, names_only=only == "names")


def safe_snippet(snippet: str) -> Markup:
    """A snippet as markup where only the highlight marks (``<mark class="hl tN">``, balanced) are tags and every
    other character is text, escaped: card and ruling text can never become HTML."""
    parts: list[str] = []
    last = 0
    open_mark = False
    for match in _MARK.finditer(snippet):
        parts.append(str(escape(html.unescape(snippet[last : match.start()]))))
        tag = match.group(0)
        if tag == "</mark>" and open_mark:
            parts.append(tag)
            open_mark = False
        elif tag != "</mark>" and not open_mark:
            parts.append(tag)
            open_mark = True
        last = match.end()
    parts.append(str(escape(html.unescape(snippet[last:]))))
    if open_mark:
        parts.append("</mark>")
    return Markup("".join(parts))


@dataclass(frozen=True)
class HitView:
    kind: str
    id: str
    title: str
    url: str
    snippet: Markup
    score: float
    source: str
    current: bool | None
    """For rules and rulings: in force, or superseded; ``None`` for cards."""

    def as_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "id": self.id,
            "title": self.title,
            "url": self.url,
            "snippet": str(self.snippet),
            "score": self.score,
            "source": self.source,
            "current": self.current,
        }


@dataclass(frozen=True)
class FacetView:
    value: str
    label: str
    count: int
    query: str | None
    """The query narrowed to this value; ``None`` when it is applied already or would not fit."""
    applied: bool


@dataclass(frozen=True)
class AppliedFilter:
    field: str
    value: str
    without: str
    """The query without this filter (empty when it was the whole query)."""


@dataclass
class SearchPage:
    """One page of answers to a query, as the page and its JSON twin show it."""

    request: SearchRequest
    normalized: str
    explanation: str
    total: int
    pages: int
    hits: list[HitView]
    facets: dict[str, list[FacetView]]
    applied: list[AppliedFilter]
    did_you_mean: str | None
    window: list[int | None] = field(default_factory=list)
    corrected: str | None = None
    """The correction whose answers are shown (the query as typed found nothing)."""
    searched: str | None = None
    """For a question: the query searched (its words and their synonyms)."""
    question: str | None = None
    """For a question: what was searched, in words."""
    any_of: bool = False
    """No answer had every word: the words were searched as alternatives (as a question's)."""

    @property
    def first(self) -> int:
        """The position of the first hit on this page (1-based; 0 when there are none)."""
        return (self.request.page - 1) * self.request.limit + 1 if self.hits else 0

    @property
    def last(self) -> int:
        return self.first + len(self.hits) - 1 if self.hits else 0

    def as_json(self) -> dict[str, Any]:
        return {
            "query": self.request.text,
            "normalized": self.normalized,
            "explain": self.explanation,
            "total": self.total,
            "results": [hit.as_json() for hit in self.hits],
            "facets": {name: {f.value: f.count for f in facets} for name, facets in self.facets.items()},
            "narrow": {name: {f.value: f.query for f in facets if f.query} for name, facets in self.facets.items()},
            "applied": [{"field": a.field, "value": a.value, "without": a.without} for a in self.applied],
            "did_you_mean": self.did_you_mean,
            "showing_results_for": self.corrected,
            "searched": self.searched,
            "question": self.question,
            "any_of": self.any_of,
            "page": self.request.page,
            "pages": self.pages,
            "limit": self.request.limit,
        }


def _conjuncts(parsed: Query) -> list[Query]:
    return list(parsed.queries) if isinstance(parsed, And) else [parsed]


def _filter_key(field_name: str, value: str) -> tuple[str, str]:
    return field_name, value.lower() if field_name == "kind" else slugify(value)


def _is_filter(query: Query) -> bool:
    return isinstance(query, Condition) and query.field in FACET_FIELDS and query.operator in (":", "=")


def applied_filters(parsed: Query) -> list[AppliedFilter]:
    """The ``kind:`` and ``src:`` conditions that every answer must meet (the query's top-level conjuncts), each with
    the query that drops it."""
    conjuncts = _conjuncts(parsed)
    result = []
    for position, query in enumerate(conjuncts):
        if not isinstance(query, Condition) or not _is_filter(query):
            continue
        rest = conjuncts[:position] + conjuncts[position + 1 :]
        without = "" if not rest else query_text(rest[0] if len(rest) == 1 else And(queries=rest))
        result.append(AppliedFilter(field=query.field, value=query.value, without=without))
    return result


def narrowed(text: str, parsed: Query, field_name: str, value: str) -> str | None:
    """``text`` with the condition ``field:value`` added (the query grouped first when it is an ``or``), or ``None``
    when that would not fit :data:`MAX_QUERY`."""
    condition = f"{field_name}:{value}" if _PLAIN_VALUE.fullmatch(value) else f'{field_name}:"{value}"'
    if '"' in value:
        return None
    base = f"({text.strip()})" if isinstance(parsed, Or) else text.strip()
    result = f"{base} {condition}"
    # a query that read reads with a condition added (not parsed again: this runs for every facet value)
    return None if len(result) > MAX_QUERY else result


def page_window(page: int, pages: int, width: int = 2) -> list[int | None]:
    """The page numbers to offer: the first, the last, and ``width`` either side of ``page``; ``None`` marks a
    gap; empty when there is one page or none."""
    if pages <= 1:
        return []
    shown = sorted({1, pages, *range(max(1, page - width), min(pages, page + width) + 1)})
    window: list[int | None] = []
    for number in shown:
        if window and isinstance(window[-1], int) and number > window[-1] + 1:
            window.append(None)
        window.append(number)
    return window


def _source(hit_kind: str, hit_id: str, knowledge: KnowledgeBase) -> tuple[str, bool | None]:
    if hit_kind == "card":
        card = knowledge.pool.by_slug.get(hit_id)
        if card is None:
            return "", None
        sets = f": {', '.join(card.sets)}" if isinstance(card, BtCard) and card.sets else ""
        return GAME_LABELS[card.game] + sets, None
    record = knowledge.rulings.by_id.get(hit_id)
    return (record.cite(), record.current) if record is not None else ("", None)


def present(request: SearchRequest, parsed: Query, result: SearchResult, knowledge: KnowledgeBase) -> SearchPage:
    """The page for one answer.

    :raises SearchInputError: (404) for a page past the last page of answers.
    """
    pages = math.ceil(result.total / request.limit)
    if request.page > max(pages, 1):
        raise SearchInputError(
            f"page {request.page} is past the last page ({pages}) of answers to this query", status=404
        )
    shown = result.corrected or result.searched or request.text
    applied = applied_filters(parsed)
    applied_keys = {_filter_key(a.field, a.value) for a in applied}
    labels = {"src": _source_labels(knowledge), "kind": {}}
    facets: dict[str, list[FacetView]] = {}
    for name in FACET_FIELDS:
        counts = sorted(result.facets.get(name, {}).items(), key=lambda item: (-item[1], item[0]))
        views = []
        for value, count in counts:
            is_applied = _filter_key(name, value) in applied_keys
            query = None if is_applied else narrowed(shown, parsed, name, value)
            views.append(FacetView(value, labels[name].get(value, value), count, query, is_applied))
        facets[name] = views
    hits = []
    for hit in result.hits:
        source, current = _source(hit.kind, hit.id, knowledge)
        hits.append(
            HitView(hit.kind, hit.id, hit.title, hit.url, safe_snippet(hit.snippet), hit.score, source, current)
        )
    return SearchPage(
        request=request,
        normalized=query_text(parsed),
        explanation=explain(parsed),
        total=result.total,
        pages=pages,
        hits=hits,
        facets=facets,
        applied=applied,
        did_you_mean=result.did_you_mean,
        window=page_window(request.page, pages),
        corrected=result.corrected,
        searched=result.searched,
        question=result.question,
        any_of=result.any_of,
    )


def run_search(index: SearchIndex, request: SearchRequest) -> SearchPage:
    """Answers a (non-empty) search request.

    :raises SearchInputError: for a query that does not read (with its column), or a page past the last.
    """
    try:
        result = index.search(request.text, limit=request.limit, page=request.page, literal=request.literal)
        parsed = parse_query(result.corrected or result.searched or request.text)
    except QueryError as exc:
        raise SearchInputError(str(exc), column=exc.column) from None
    return present(request, parsed, result, index.knowledge)


_LABELS: dict[int, tuple[KnowledgeBase, dict[str, str]]] = {}


def _source_labels(knowledge: KnowledgeBase) -> dict[str, str]:
    """:func:`source_labels`, once per knowledge base and process (the same for every request)."""
    found = _LABELS.get(id(knowledge))
    if found is None or found[0] is not knowledge:
        found = _LABELS[id(knowledge)] = (knowledge, source_labels(knowledge))
    return found[1]


@dataclass(frozen=True)
class QueryEcho:
    """The query with the character at the error's column set apart, to underline it."""

    before: str
    at: str
    after: str
    column: int


def echo(text: str, column: int) -> QueryEcho:
    """``text`` split around ``column`` (1-based); past the end, the mark falls on a space after it."""
    index = max(0, min(column - 1, len(text)))
    return QueryEcho(text[:index], text[index : index + 1] or " ", text[index + 1 :], column)
