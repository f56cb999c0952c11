"""Spelling corrections of query words against the words of the corpus (issue 22, item 1).

The :class:`Speller` is built once per process from every card name and text and every record's text (the corpus is
read-only). A word that is not in the corpus is corrected to the most frequent corpus word within
:func:`~judge.search.names.allowed_edits` edits (found through one-letter deletions, as in
:class:`~judge.search.names.NameTable`). The index checks that a corrected query finds something before offering
it: a suggestion that finds nothing is never shown.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

from judge.search.names import allowed_edits, distance

_WORD = re.compile(r"[a-z][a-z0-9]+")


def words_of(text: str) -> list[str]:
    """The lower-case words of ``text`` (apostrophes dropped: ``'Mechs`` is ``mechs``)."""
    return _WORD.findall(text.lower().replace("'", "").replace("’", ""))


def _deletions(word: str, depth: int) -> set[str]:
    found = {word}
    frontier = {word}
    for _ in range(depth):
        frontier = {w[:i] + w[i + 1 :] for w in frontier for i in range(len(w))}
        found |= frontier
    return found


class Speller:
    """The corpus's words with their frequencies, indexed by deletions for corrections within two edits."""

    def __init__(self, texts: Iterable[str]) -> None:
        self.frequency: Counter[str] = Counter()
        for text in texts:
            self.frequency.update(words_of(text))
        self._near: dict[str, list[str]] = {}
        for word in self.frequency:
            if len(word) >= 4:
                for deleted in _deletions(word, min(2, allowed_edits(len(word)))):
                    self._near.setdefault(deleted, []).append(word)

    def known(self, word: str) -> bool:
        return word.lower() in self.frequency

    def correct(self, word: str) -> str | None:
        """The corpus word ``word`` most likely meant (the nearest, then the most frequent), or ``None`` when it
        is a corpus word already or nothing is near enough."""
        found = self.corrections(word, 1)
        return found[0] if found else None

    def corrections(self, word: str, count: int) -> list[str]:
        """Up to ``count`` corpus words ``word`` may have meant, the likeliest first (empty when it is a corpus
        word already or nothing is near enough)."""
        lowered = word.lower()
        limit = min(2, allowed_edits(len(lowered)))
        if lowered in self.frequency or limit == 0 or not lowered.isalnum():
            return []
        candidates: set[str] = set()
        for deleted in _deletions(lowered, limit):
            candidates.update(self._near.get(deleted, ()))
            if deleted in self.frequency and len(deleted) >= 2:
                candidates.add(deleted)
        scored = [(distance(lowered, c, limit), -self.frequency[c], c) for c in candidates]
        return [c for _, _, c in sorted(s for s in scored if s[0] <= limit)[:count]]
