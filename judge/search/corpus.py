"""What is the same for every query over a read-only index, computed once per process (issue 22, item 6): every
document's stored fields, its facet values, the documents by exact title, the name table, the spelling dictionary,
and each document's analysed words (for snippets and for ranking answers to questions).

A :class:`~judge.search.index.SearchIndex` builds one :class:`Corpus` when it opens (each gunicorn worker opens its
own index on its first search, so each worker builds it once, in about a quarter of a second); nothing here
changes afterwards.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator
from typing import Any

from whoosh import fields
from whoosh.searching import Searcher

from judge.cards.names import fold, split_code
from judge.knowledge import KnowledgeBase
from judge.search.highlight import Highlighter, Token
from judge.search.names import NameTable
from judge.search.spelling import Speller

FACET_FIELDS = ("kind", "src")


def _texts(knowledge: KnowledgeBase) -> Iterator[str]:
    for card in knowledge.pool.cards:
        yield card.name
        yield str(getattr(card, "text", None) or getattr(card, "notes", None) or "")
    for record in knowledge.rulings.records:
        yield record.term or record.section[-1]
        yield record.question or ""
        yield record.text


class Corpus:
    """The per-process tables of one opened index."""

    def __init__(self, searcher: Searcher, schema: fields.Schema, knowledge: KnowledgeBase) -> None:
        analyzer = schema["text"].analyzer

        def tokens(text: str) -> list[Token]:
            return [(t.text, t.startchar, t.endchar) for t in analyzer(text, chars=True, mode="index")]

        self.analyze_text = tokens
        self.stored: dict[int, dict[str, Any]] = dict(searcher.reader().iter_docs())
        self.by_id = {fields_["id"]: docnum for docnum, fields_ in self.stored.items()}
        self.facets: dict[int, dict[str, tuple[str, ...]]] = {
            docnum: {
                "kind": (str(stored["kind"]).lower(),),
                # the source id (a record's "source,document": its source; a card's: its game), one per document
                "src": (str(stored.get("src") or "").split(",")[0].strip().lower(),),
            }
            for docnum, stored in self.stored.items()
        }
        titled: dict[str, list[tuple[int, int]]] = {}
        for docnum, stored in self.stored.items():
            title = stored.get("title") or ""
            card = stored["kind"] == "card"
            keys = {fold(title)} | ({fold(split_code(title)[0])} if card else set())
            for key in keys:
                titled.setdefault(key, []).append((0 if card else 1, docnum))
        self.titled = {key: [d for _, d in sorted(found)] for key, found in titled.items()}
        """Folded title (and, for cards, the name without its model code) → its documents, cards first."""
        reader = searcher.reader()
        self.values: dict[str, list[str]] = {
            name: sorted(term.decode("utf-8") for term in reader.lexicon(name))
            for name in ("type", "kw", "set", "speed", "kind", "src", "game")
        }
        """The terms of the fields autocomplete completes (``t:mi`` → ``t:mission``)."""
        self.names = NameTable(knowledge.pool.cards)
        self.speller = Speller(_texts(knowledge))
        self.highlighter = Highlighter(tokens)
        self._stems: dict[int, frozenset[str]] = {}
        for docnum in self.stored:  # every document's words, analysed now (~0.1 s): no query pays for them
            self.stems(docnum)

    def facet_counts(self, docnums: Iterable[int]) -> dict[str, dict[str, int]]:
        counts: dict[str, Counter[str]] = {name: Counter() for name in FACET_FIELDS}
        for docnum in docnums:
            values = self.facets[docnum]
            for name in FACET_FIELDS:
                counts[name].update(values[name])
        return {name: dict(found) for name, found in counts.items()}

    def stems(self, docnum: int) -> frozenset[str]:
        """The analysed words of a document's title and text (as the ``text`` field analyses them)."""
        found = self._stems.get(docnum)
        if found is None:
            stored = self.stored[docnum]
            words = {t[0] for t in self.analyze_text(stored.get("title") or "")}
            words |= {t[0] for t in self.highlighter.tokens_of(stored["id"], stored.get("text") or "")}
            found = self._stems[docnum] = frozenset(words)
        return found

    def snippet(self, docnum: int, terms: Iterable[str]) -> str:
        stored = self.stored[docnum]
        return self.highlighter.snippet(stored["id"], stored.get("text") or "", terms)
