"""The query AST (:mod:`judge.search.query`) as a Whoosh query over the index's fields (:mod:`judge.search.index`)."""

from __future__ import annotations

from whoosh import fields
from whoosh import query as wq

from judge.cards.models import slugify
from judge.cards.names import fold
from judge.search.query import And, Condition, Not, Or, Phrase, Query, Word

RULING_KINDS = ("clarification", "errata", "tournament", "example", "faq")


def _words(schema: fields.Schema, field_name: str, text: str) -> list[str]:
    return [t.text for t in schema[field_name].analyzer(text, mode="query")]


def _any_field(schema: fields.Schema, text: str, phrase: bool) -> wq.Query:
    parts: list[wq.Query] = []
    for name in ("title", "text"):
        tokens = _words(schema, name, text)
        if not tokens:
            continue
        if phrase and len(tokens) > 1:
            parts.append(wq.Phrase(name, tokens))
        else:
            parts.append(wq.And([wq.Term(name, t) for t in tokens]) if len(tokens) > 1 else wq.Term(name, tokens[0]))
    return wq.Or(parts) if parts else wq.NullQuery


SET_ALIASES = {"ce": "commanders-edition", "cs": "counterstrike", "mw": "mechwarrior", "ul": "unlimited"}
"""Short names of sets (``set:ul``), as the card list's set filter also reads them."""
_TRUE = ("yes", "true", "1", "y")


def _condition(schema: fields.Schema, c: Condition) -> wq.Query:
    value = c.value
    if c.field in ("attack", "armor", "structure", "cost"):
        number = int(value)
        ranges = {
            "=": (number, number, False, False),
            "!=": (number, number, False, False),
            ">": (number, None, True, False),
            ">=": (number, None, False, False),
            "<": (None, number, False, True),
            "<=": (None, number, False, False),
        }
        low, high, excl_low, excl_high = ranges[c.operator]
        q: wq.Query = wq.NumericRange(c.field, low, high, startexcl=excl_low, endexcl=excl_high)
    elif c.field in ("name", "text"):
        target = "title" if c.field == "name" else "text"
        tokens = _words(schema, target, value)
        if not tokens:
            q = wq.NullQuery
        elif c.quoted and len(tokens) > 1:
            q = wq.Phrase(target, tokens)
        else:
            q = wq.And([wq.Term(target, t) for t in tokens])
    elif c.field in ("type", "kw", "src"):
        q = wq.Term(c.field, slugify(value))
    elif c.field == "set":
        slug = slugify(value)
        q = wq.Term("set", SET_ALIASES.get(slug, slug))
    elif c.field in ("speed", "game"):
        q = wq.Term(c.field, value.lower())
    elif c.field == "kind":
        kind = value.lower()
        q = (
            wq.Or([wq.Term("kind", k) for k in RULING_KINDS])
            if kind in ("ruling", "rulings")
            else wq.Term("kind", kind)
        )
    elif c.field == "card":
        q = wq.Term("card", fold(value))
    elif c.field in ("current", "superseded"):
        wanted = (value.lower() in _TRUE) == (c.field == "current")
        q = wq.Term("current", wanted)
    else:  # pragma: no cover - parse_query admits only the fields above
        raise ValueError(c.field)
    return wq.And([wq.Every(), wq.Not(q)]) if c.operator == "!=" else q


def to_whoosh(query: Query, schema: fields.Schema) -> wq.Query:
    """The Whoosh query for a parsed query."""
    match query:
        case Word(text=text):
            return _any_field(schema, text, phrase=False)
        case Phrase(text=text):
            return _any_field(schema, text, phrase=True)
        case Condition():
            return _condition(schema, query)
        case Not(query=inner):
            return wq.And([wq.Every(), wq.Not(to_whoosh(inner, schema))])
        case And(queries=queries):
            return wq.And([to_whoosh(q, schema) for q in queries])
        case Or(queries=queries):
            return wq.Or([to_whoosh(q, schema) for q in queries])
    raise ValueError(f"not a query: {query!r}")
