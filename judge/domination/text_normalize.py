"""Domination card text, normalised for ``grammar/domination.lark``: typography evened out, the card's own name
(:func:`self_names`) replaced by ``~``, white space collapsed; every character remembers where it came from in the text
as given, so that parse issues report the printed line and column."""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class _Normalized:
    text: str
    origin: tuple[int, ...]
    """``origin[i]`` is the index in the given text of ``text[i]``; one extra entry for the end."""

    def position(self, index: int) -> int:
        return self.origin[min(max(index, 0), len(self.origin) - 1)]


def _sub(current: _Normalized, pattern: str, replacement: str) -> _Normalized:
    pieces: list[str] = []
    origin: list[int] = []
    last = 0
    for match in re.finditer(pattern, current.text):
        pieces.append(current.text[last : match.start()])
        origin.extend(current.origin[last : match.start()])
        pieces.append(replacement)
        origin.extend([current.origin[match.start()]] * len(replacement))
        last = match.end()
    pieces.append(current.text[last:])
    origin.extend(current.origin[last:])
    return _Normalized("".join(pieces), tuple(origin))


def self_names(name: str | None) -> list[str]:
    """The ways a card names itself in its text: its full name, and for "Daishi (Dire Wolf)" also "Daishi" and
    "Dire Wolf"; longest first."""
    if not name or not name.strip():
        return []
    names = {name.strip()}
    match = re.fullmatch(r"\s*(.+?)\s*\((.+)\)\s*", name)
    if match:
        names.update({match.group(1), match.group(2)})
    return sorted((n for n in names if len(n) > 1), key=len, reverse=True)


def normalize(text: str, name: str | None = None) -> _Normalized:
    """The text ready for the grammar: curly quotes and dashes evened out, the card's own name replaced by ``~``,
    runs of white space (line breaks included) made one space. Every character remembers where it came from."""
    current = _Normalized(text, tuple(range(len(text) + 1)))
    current = _sub(current, "[’‘`]", "'")
    current = _sub(current, "[“”]", '"')
    current = _sub(current, "[–—−]", "-")
    for own in self_names(name):
        current = _sub(current, r"(?<![\w'])" + re.escape(own) + r"(?![\w'])", "~")
    return _sub(current, r"\s+", " ")
