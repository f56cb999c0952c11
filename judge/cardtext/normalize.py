"""Card text made ready for the grammar, with a map back to the printed text's columns.

The printings differ in typography (curly apostrophes, ``{T}:Deal``, ``+1 armor.)AP``) and a card names itself in
its text ("Scrap Ambush! when it is revealed"). Normalising replaces the card's own name by ``~`` and evens out the
typography; every character of the result remembers where it came from, so errors point into the printed text.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from judge.cards.names import split_code


@dataclass(frozen=True)
class Normalized:
    text: str
    origin: tuple[int, ...]
    """``origin[i]`` is the index in the printed text of ``text[i]``; one extra entry for the end."""

    def position(self, index: int) -> int:
        return self.origin[min(max(index, 0), len(self.origin) - 1)]


def _sub(
    current: Normalized, pattern: str | re.Pattern[str], replacement: str | Callable[[re.Match[str]], str]
) -> Normalized:
    matches = list(re.finditer(pattern, current.text))
    if not matches:
        return current
    pieces: list[str] = []
    origin: list[int] = []
    last = 0
    for match in matches:
        pieces.append(current.text[last : match.start()])
        origin.extend(current.origin[last : match.start()])
        if callable(replacement):
            new = replacement(match)
        else:
            new = match.expand(replacement) if "\\" in replacement else replacement
        pieces.append(new)
        origin.extend([current.origin[match.start()]] * len(new))
        last = match.end()
    pieces.append(current.text[last:])
    origin.extend(current.origin[last:])
    return Normalized("".join(pieces), tuple(origin))


def self_names(name: str | None) -> list[str]:
    """The ways a card names itself: its full name and, for a 'Mech with a model code, the name before it
    (``Atlas (AS7-D)`` is "Atlas" in its own text, and so is ``Atlas Revised (AS7-K)``); each also with the
    spellings the printings vary in: ``Mech``/``'Mech``, a run-together name split at its capital (``UrbanMech`` is
    "Urban Mech", ``DropShip`` is "Drop Ship"), and a name ending in 'Mech without it (``Zorblax 'Mech`` is
    "Zorblax")."""
    if not name:
        return []
    names = [name]
    stem, code = split_code(name)
    if code and stem not in names:
        names.append(stem)
    # "Atlas Revised (AS7-K)" calls itself "Atlas"
    if stem.endswith(" Revised"):
        names.append(stem.removesuffix(" Revised"))
    for own in list(names):
        spellings = {
            re.sub(r"(?<=[a-z])(?=[A-Z])", " ", own),
            re.sub(r"(?<![\w'])Mech", "'Mech", own),
            own.replace("'Mech", "Mech"),
        }
        if own.endswith(" 'Mech") and own.removesuffix(" 'Mech").strip():
            spellings.add(own.removesuffix(" 'Mech"))
        names.extend(sorted(s for s in spellings if s not in names))
    return sorted(names, key=len, reverse=True)


@lru_cache(maxsize=8192)
def _own_name(own: str) -> re.Pattern[str]:
    """The pattern of one spelling of the card's name: a name of several words in any case (``Jump into Cover`` is
    also "Jump Into Cover"). Compiled once per spelling: a pool's names are more patterns than ``re`` keeps."""
    pattern = r"(?<![\w'])" + re.escape(own) + r"(?![\w'])"
    return re.compile(f"(?i:{pattern})" if " " in own.strip() else pattern)


_REMINDER_AFTER_STOP = (
    r"(?:(?<=\bECM)|(?<=\bC3)|(?<=\bNARC)|(?<=\bNarc)|(?<=\bAP)|(?<=Anti-[Mm]issile))"
    r"\.(?= \([^()\n]*\.\)[ \t]*(?:\n|$))"
)


def normalize(text: str, name: str | None = None) -> Normalized:
    """The text ready for ``grammar/cardtext.lark``."""
    current = Normalized(text, tuple(range(len(text) + 1)))
    current = _sub(current, r"[’‘`]", "'")
    current = _sub(current, r"[–−]", "-")
    current = _sub(current, r"\?(?=Mech)", "'")
    # the seeds' transcription lost the tap symbol to "(T)"
    current = _sub(current, r"(?:(?<=^)|(?<=[\s,]))\(T\)(?=[:,\s])", "{T}")
    # the community list's "n/a" for a card with no text
    current = _sub(current, r"^\s*\(?n/a\)?\s*$", "")
    for own in self_names(name):
        current = _sub(current, _own_name(own), "~")
    current = _sub(current, r"\b[Tt]his card\b", "~")
    current = _sub(current, r"(\{[TR]\})(?=[^\s,:{])", r"\1 ")  # "{T}:Deal" keeps its colon; "{R}x" gets a space
    current = _sub(current, r":(?=[^\s])", ": ")
    current = _sub(current, r"(?<=\S)\+(?=\d)", " +")
    current = _sub(current, r"\.\)(?=\S)", ".) ")
    # a die-roll branch run into the full stop of the branch before it ("... +1 attack.4-6: ...")
    current = _sub(current, r"(?<=[a-z)'])\.(?=[1-6](?: ?- ?[1-6])?:)", ". ")
    # a keyword's reminder printed after the full stop of its sentence, at the end of a line ("... gains C3. (Each
    # Unit with C3 ... gets +2 attack.)"): the reminder belongs to the keyword
    current = _sub(current, _REMINDER_AFTER_STOP, "")
    # an example printed in parentheses ("(For example, you may scrap a Puma A to search for a Puma Prime, A, B,
    # etc.)") illustrates the sentence before it and says nothing of its own
    current = _sub(current, r"[ \t]*\(For example, [^()\n]*\)", "")
    return _sub(current, r"[ \t][ \t]+|\t", " ")  # a run of blanks, or a tab: one space (a lone space stays as it is)
