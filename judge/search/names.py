"""Card names, looked up the way players type them (issue 22, items 1 and 3).

:class:`NameTable` is built once per process from the pool (the corpus is read-only) and answers two questions:

- :meth:`NameTable.match`: the card a query names, Scryfall's fuzzy lookup style: the name itself, a unique prefix
  of it, or a name within a small edit distance (a typo, a dropped or doubled letter, two letters swapped), tolerant
  of case, accents, apostrophes (``steal mech`` is *Steal 'Mech*) and of the model code (``sunder`` is
  *Sunder (SD1-OB)*; ``atlas as7-d`` is *Atlas (AS7-D)*). A query close to two different names matches neither.
- :meth:`NameTable.complete`: the names starting with what is typed (or with a word starting with its last word),
  for autocomplete.

Candidates come from the names' words: each query word is looked up exactly, as a prefix, or through a table of the
name words with one letter deleted (SymSpell's idea: two words within one edit share a deletion), so a query never
compares itself with every name.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable
from dataclasses import dataclass

from judge.cards.models import Card
from judge.cards.names import fold, split_code

MIN_PREFIX = 4
"""A prefix names a card only from this many characters (``sund`` → Sunder; ``sun`` names nothing)."""


def norm(text: str) -> str:
    """Case, accents and apostrophes folded, every other non-alphanumeric character a space: ``"Steal 'Mech"`` →
    ``"steal mech"``, ``"Sunder (SD1-OB)"`` → ``"sunder sd1 ob"``."""
    return " ".join(re.sub(r"[^a-z0-9]+", " ", fold(text).replace("'", "")).split())


def allowed_edits(length: int) -> int:
    """Edits a typed name of ``length`` characters may be away from the name: 1 up to 8 characters, 2 up to 16,
    then 3 (none under 4 characters: ``fog`` is not a typo of ``for``)."""
    if length < MIN_PREFIX:
        return 0
    return 1 if length <= 8 else 2 if length <= 16 else 3


def distance(a: str, b: str, limit: int) -> int:
    """The optimal-string-alignment distance (insertions, deletions, substitutions, adjacent swaps) of ``a`` and
    ``b``, or ``limit + 1`` when it is more than ``limit``."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    previous2: list[int] = []
    previous = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        current = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                value = min(value, previous2[j - 2] + 1)
            current[j] = value
        if min(current) > limit:
            return limit + 1
        previous2, previous = previous, current
    return previous[-1] if previous[-1] <= limit else limit + 1


@dataclass(frozen=True)
class NameEntry:
    name: str
    slug: str
    game: str
    key: str
    """The whole name, normalised (``sunder sd1 ob``)."""
    base: str
    """The name without its model code (``sunder``)."""


@dataclass(frozen=True)
class NameMatch:
    """The cards a query names: every card of the name matched (printings, games, model codes of one stem)."""

    name: str
    """The name as the cards spell it (the stem when the query named the stem)."""
    slugs: tuple[str, ...]
    exact: bool
    """The query is the name (folded), not a prefix or a near spelling of it."""


def _deletions(word: str) -> set[str]:
    return {word[:i] + word[i + 1 :] for i in range(len(word))}


class NameTable:
    """The pool's card names, indexed for :meth:`match` and :meth:`complete`."""

    def __init__(self, cards: Iterable[Card]) -> None:
        self.entries: list[NameEntry] = []
        for card in cards:
            stem, _code = split_code(card.name)
            self.entries.append(NameEntry(card.name, card.slug, card.game, norm(card.name), norm(stem)))
        self.entries.sort(key=lambda e: (e.key, e.game, e.slug))
        self._keys = [e.key for e in self.entries]
        self._by_word: dict[str, set[int]] = {}
        for number, entry in enumerate(self.entries):
            for word in entry.key.split():
                self._by_word.setdefault(word, set()).add(number)
        self._words = sorted(self._by_word)
        self._near: dict[str, set[str]] = {}
        for word in self._words:
            if len(word) >= MIN_PREFIX:
                for deleted in _deletions(word):
                    self._near.setdefault(deleted, set()).add(word)

    def _word_candidates(self, word: str) -> set[int]:
        """The names having a word that is ``word``, starts with it, or is one edit from it."""
        found = set(self._by_word.get(word, ()))
        if len(word) >= 3:
            start = bisect.bisect_left(self._words, word)
            for other in self._words[start:]:
                if not other.startswith(word):
                    break
                found |= self._by_word[other]
        if len(word) >= MIN_PREFIX:
            near = set(self._near.get(word, ()))
            for deleted in _deletions(word):
                near |= self._near.get(deleted, set())
                if deleted in self._by_word:
                    near.add(deleted)
            for other in near:
                if distance(word, other, 1) <= 1:
                    found |= self._by_word[other]
        return found

    def match(self, text: str) -> NameMatch | None:
        """The card(s) ``text`` names (see the module's docstring), or ``None``."""
        query = norm(text)
        if not query:
            return None
        words = query.split()
        if not words or len(words) > 8:
            return None
        candidates: set[int] | None = None
        for word in words:
            found = self._word_candidates(word)
            candidates = found if candidates is None else candidates & found
            if not candidates:
                break
        if not candidates:
            return None
        entries = [self.entries[n] for n in sorted(candidates)]
        exact = [e for e in entries if query in (e.key, e.base)]
        if exact:
            return self._named(exact, query, stem=any(query == e.base for e in exact), exact=True)
        prefixed = [e for e in entries if e.key.startswith(query) or e.base.startswith(query)]
        if len({e.base for e in prefixed}) > 1:
            return None  # the start of several names: none of them is meant more than the others
        limit = allowed_edits(len(query))
        scored: list[tuple[int, bool, NameEntry]] = []
        for entry in entries:
            whole, stem = distance(query, entry.key, limit), distance(query, entry.base, limit)
            if min(whole, stem) <= limit:
                scored.append((min(whole, stem), stem < whole, entry))
        if scored:
            best = min(edits for edits, _, _ in scored)
            chosen = [(by_stem, e) for edits, by_stem, e in scored if edits == best]
            return self._named([e for _, e in chosen], query, stem=all(s for s, _ in chosen), exact=False)
        if prefixed and len(query) >= MIN_PREFIX:
            by_stem = all(e.base.startswith(query) for e in prefixed)
            return self._named(prefixed, query, stem=by_stem, exact=False)
        return None

    def _named(self, entries: list[NameEntry], query: str, *, stem: bool, exact: bool) -> NameMatch | None:
        """The match when ``entries`` are one name, or one stem named by its stem (every card of the stem: model
        codes, other games' cards of that name); ``None`` when they are different cards."""
        keys = {e.key for e in entries}
        bases = {e.base for e in entries}
        if len(keys) == 1 and not (stem and entries[0].base != entries[0].key):
            return NameMatch(name=entries[0].name, slugs=tuple(e.slug for e in entries), exact=exact)
        if len(bases) != 1 or not stem:
            return None
        base = entries[0].base
        every = [e for e in self.entries if e.base == base]
        return NameMatch(name=split_code(entries[0].name)[0], slugs=tuple(e.slug for e in every), exact=exact)

    def complete(self, text: str, limit: int) -> list[NameEntry]:
        """Up to ``limit`` names for what is typed: those starting with it first, then those with a word starting
        with its last word (and containing its other words), each in name order."""
        query = norm(text)
        if not query:
            return []
        start = bisect.bisect_left(self._keys, query)
        found: list[int] = []
        for number in range(start, len(self.entries)):
            if not self._keys[number].startswith(query):
                break
            found.append(number)
            if len(found) >= limit:
                return [self.entries[n] for n in found]
        *before, last = query.split()
        seen = set(found)
        more: set[int] = set()
        position = bisect.bisect_left(self._words, last)
        for word in self._words[position:]:
            if not word.startswith(last):
                break
            more |= self._by_word[word]
        for word in before:
            more &= self._by_word.get(word, set())
        found += sorted(more - seen)
        return [self.entries[n] for n in found[:limit]]
