"""The sets of the BattleTech TCG: the official ones this version knows, in release order, and how a set nobody
told it about is read.

Official sets (rulebook pp.40-43, "Playing with Older Card Printings": First Edition, Counterstrike, Mercenaries,
MechWarrior and Arsenal were printed before *Commander's Edition*; the CE Individual Card Rulings call the first
printing "Limited" and its reprint "Unlimited"). The newest official printing's wording is a card's current text.

A set that is not in this list (a fan-made set, or an official set newer than this list) is read as it is, under the
name the file gives it. It ranks *below* every official set when printings compete for the current text: a fan-made
set never overrides an official wording, and a card only such a set prints takes its text from it. Listings order
such sets after the official ones (by name).
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class OfficialSet:
    name: str
    """The set's name as the project writes it (``Commander's Edition``)."""
    spellings: tuple[str, ...] = ()
    """Other names the community's files, the rulings and the query language give it (LackeyCCG's
    ``CommandersEdition``, ``set:ul``)."""
    suffix: str | None = None
    """The code the LackeyCCG list appends to the names of the set's cards (``Sunder (SD1-OB) (CE)``)."""


OFFICIAL_SETS: tuple[OfficialSet, ...] = (
    OfficialSet("Limited", ("First Edition",)),
    OfficialSet("Unlimited", ("UL",)),
    OfficialSet("Counterstrike", ("CS",)),
    OfficialSet("Mercenaries"),
    OfficialSet("MechWarrior", ("MW",)),
    OfficialSet("Arsenal"),
    OfficialSet("DCI Promo", ("DCI",)),
    OfficialSet("Commander's Edition", ("CE",), suffix="CE"),
)
"""In order of release, oldest first."""

SET_ORDER: tuple[str, ...] = tuple(s.name for s in OFFICIAL_SETS)


def _key(name: str) -> str:
    return re.sub(r"[^a-z0-9]", "", name.casefold())


_BY_KEY: dict[str, OfficialSet] = {}
for _set in OFFICIAL_SETS:
    for _spelling in (_set.name, *_set.spellings):
        _BY_KEY[_key(_spelling)] = _set


def official_set(name: str) -> OfficialSet | None:
    """The official set ``name`` spells (``CommandersEdition``, ``commander's edition``, ``DCI``), or ``None``."""
    return _BY_KEY.get(_key(name))


def set_rank(name: str | None) -> int:
    """Precedence of a set's wording (higher wins): official sets by release order, above every set this version
    does not know, above a quotation without a set (0)."""
    if not name:
        return 0
    known = official_set(name)
    return SET_ORDER.index(known.name) + 2 if known else 1


def release_key(name: str) -> tuple[int, str]:
    """Sort key for listing sets: the official sets in release order, then the others by name."""
    known = official_set(name)
    if known:
        return SET_ORDER.index(known.name), ""
    return len(SET_ORDER), name.casefold()


_SUFFIX = re.compile(r" \((?P<code>[A-Z0-9]{2,5})\)$")
_MAJORITY = 0.5


def set_suffixes(rows: list[tuple[str, str, str]]) -> dict[str, str]:
    """The code each set of a file appends to its cards' names, from ``(set, name, image file)`` rows.

    A set's code is its known suffix (``CE``), or a parenthesised code of 2-5 capitals and digits that ends the
    names of more than half of the set's rows (at least two), or that begins the image file names of the rows it
    ends. A model code (``(SD1-OB)``) is not one: it differs from card to card and has no place in the image file.
    """
    names: dict[str, list[tuple[str, str]]] = {}
    for set_name, name, image in rows:
        names.setdefault(set_name, []).append((name, image))
    out: dict[str, str] = {}
    for set_name, members in names.items():
        known = official_set(set_name)
        if known and known.suffix:
            out[set_name] = known.suffix
            continue
        counts: dict[str, int] = {}
        imaged: set[str] = set()
        for name, image in members:
            match = _SUFFIX.search(name)
            if match:
                code = match.group("code")
                counts[code] = counts.get(code, 0) + 1
                if image.upper().startswith(code):
                    imaged.add(code)
        for code, count in sorted(counts.items(), key=lambda item: -item[1]):
            if (count >= 2 and count > _MAJORITY * len(members)) or code in imaged:
                out[set_name] = code
                break
    return out


def drop_suffix(name: str, code: str | None) -> str:
    """``"Sunder (SD1-OB) (CE)"`` with code ``CE`` → ``"Sunder (SD1-OB)"``; any other name as it is."""
    if code and name.endswith(f" ({code})"):
        return name[: -len(code) - 3].rstrip()
    return name
