"""Autocomplete for the search boxes (issue 22, item 3): card names, and the query language's fields and their
values, for what is typed so far.

The last word typed is completed: ``t:mi`` → ``t:mission``; ``se`` → ``set:``, ``speed:``; the whole text, when it
has no field in it, is also a card name begun (``forged mi`` → *Forged Mission Orders*). Everything answered comes
from tables built once per process (:class:`~judge.search.corpus.Corpus`): no search runs.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Literal

from judge.search.corpus import Corpus
from judge.search.query import FIELDS, NUMERIC

MAX_TEXT = 100
"""The longest text completed (a name or the end of a query; longer is a 400)."""
MAX_SUGGESTIONS = 20
DEFAULT_SUGGESTIONS = 10
VALUE_FIELDS = ("type", "kw", "set", "speed", "kind", "src", "game")
"""The fields whose values are completed (from the index's own terms)."""

_LAST = re.compile(r"(?P<sign>-?)(?P<field>[A-Za-z_]+)(?P<op>:|=|!=)(?P<value>[^\s\"]*)$")


@dataclass(frozen=True)
class Suggestion:
    label: str
    """What the list shows."""
    query: str
    """The search box's text once it is chosen."""
    kind: Literal["card", "field", "value"]
    slug: str | None = None
    url: str | None = None
    game: str | None = None

    def as_json(self) -> dict[str, Any]:
        return {
            "label": self.label,
            "query": self.query,
            "kind": self.kind,
            "slug": self.slug,
            "url": self.url,
            "game": self.game,
        }


def complete(
    corpus: Corpus, text: str, limit: int = DEFAULT_SUGGESTIONS, *, names_only: bool = False
) -> list[Suggestion]:
    """Up to ``limit`` suggestions for ``text``: card names first, then fields and values (none with
    ``names_only``); fields and values take at most half the list when there are names too."""
    language = [] if names_only else _language(corpus, text, limit)
    names: list[Suggestion] = []
    stripped = text.strip()
    if stripped and not re.search(r"[:<>=\"()]", stripped):
        room = limit - min(len(language), limit // 2)
        for entry in corpus.names.complete(stripped, room):
            names.append(Suggestion(entry.name, entry.name, "card", entry.slug, f"/cards/{entry.slug}", entry.game))
    return (names + language)[:limit]


def _language(corpus: Corpus, text: str, limit: int) -> list[Suggestion]:
    """The fields and field values completing the last word of ``text``."""
    if not text.strip() or text.endswith(" "):  # a word ended: nothing to complete
        return []
    head, _, last = text.rpartition(" ")
    prefix = f"{head} " if head else ""
    found: list[Suggestion] = []
    match = _LAST.fullmatch(last)
    if match is not None:
        field = FIELDS.get(match["field"].lower())
        if field in VALUE_FIELDS:
            typed = match["value"].lower()
            start = f"{prefix}{match['sign']}{match['field']}{match['op']}"
            values = sorted({*corpus.values.get(field, ()), *(("ruling",) if field == "kind" else ())})
            for value in values:
                if value.startswith(typed) and value != typed:
                    found.append(Suggestion(f"{match['field']}{match['op']}{value}", start + value, "value"))
                    if len(found) >= limit:
                        break
    elif re.fullmatch(r"-?[A-Za-z_]+", last):
        sign, word = ("-", last[1:]) if last.startswith("-") else ("", last)
        for name in sorted(FIELDS):
            if word and name.startswith(word.lower()):
                operator = ">=" if FIELDS[name] in NUMERIC else ":"
                found.append(Suggestion(f"{name}{operator}", f"{prefix}{sign}{name}{operator}", "field"))
    return found[:limit]
