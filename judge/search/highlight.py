"""Snippets: a window of a document's text around the words a query matched, those words marked.

Whoosh's highlighter analyses the stored text of every hit on every query (most of a query's time on the full
corpus). The corpus is read-only, so each document's tokens (stem, start, end) are computed once per process, on
first need, and a snippet is then a window over them: the :data:`WINDOW` characters holding the most matched words,
starting :data:`BEFORE` characters before the first of them. The text is escaped; only the marks
(``<mark class="hl tN">``, N the matched term's order of appearance) are tags.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

WINDOW = 160
BEFORE = 60
Token = tuple[str, int, int]
"""A token of a text: its analysed form (the index's), its start and end offsets."""


@dataclass
class Highlighter:
    """Snippets over one read-only corpus; ``tokens`` analyses a text as the index's ``text`` field does (its
    results are kept by document key: a document's text never changes while the index is open)."""

    tokens: Callable[[str], list[Token]]
    _cache: dict[str, list[Token]] = field(default_factory=dict)

    def tokens_of(self, key: str, text: str) -> list[Token]:
        found = self._cache.get(key)
        if found is None:
            found = self._cache[key] = self.tokens(text)
        return found

    def snippet(self, key: str, text: str, terms: Iterable[str]) -> str:
        """The snippet of ``text`` (the document ``key``) for the analysed ``terms``; the opening of the text when
        none of them is in it."""
        wanted = set(terms)
        matched = [t for t in self.tokens_of(key, text) if t[0] in wanted] if wanted else []
        if not matched:
            return _cut(text, 0)
        # the window holding the most matches, ties to the earliest
        best, best_count, right = 0, 0, 0
        for left in range(len(matched)):
            right = max(right, left)
            while right + 1 < len(matched) and matched[right + 1][2] - matched[left][1] <= WINDOW - BEFORE:
                right += 1
            if right - left + 1 > best_count:
                best, best_count = left, right - left + 1
        first = matched[best][1]
        start = 0 if first <= BEFORE else min(first, _word_start(text, first - BEFORE))
        end = min(len(text), start + WINDOW)
        if end < len(text):
            end = max(_word_end(text, end), matched[best][2])
        order: dict[str, int] = {}
        parts = ["…" if start else ""]
        position = start
        for stem, begin, finish in matched:
            if begin < start or finish > end:
                continue
            number = order.setdefault(stem, len(order))
            parts.append(html.escape(text[position:begin], quote=False))
            parts.append(f'<mark class="hl t{number}">{html.escape(text[begin:finish], quote=False)}</mark>')
            position = finish
        parts.append(html.escape(text[position:end], quote=False))
        if end < len(text):
            parts.append("…")
        return "".join(parts)


def _word_start(text: str, at: int) -> int:
    """``at`` moved forward to the start of a word (past a partial word and the spaces after it)."""
    while at < len(text) and not text[at].isspace() and at > 0 and not text[at - 1].isspace():
        at += 1
    while at < len(text) and text[at].isspace():
        at += 1
    return at


def _word_end(text: str, at: int) -> int:
    """``at`` moved back to the end of a word (a word cut in two is left out)."""
    while at > 0 and not text[at - 1].isspace() and at < len(text) and not text[at].isspace():
        at -= 1
    return at


def _cut(text: str, start: int) -> str:
    end = min(len(text), start + WINDOW)
    return html.escape(text[start:end], quote=False)
