"""The keyword line of a BattleTech TCG card, split into type, subtypes, ``Unique``, alignment and affiliations.

The Commander's Edition prints it as ``Unit - 'Mech - Omni - Clan - Wolf``; the LackeyCCG list keeps a type column
and a space-separated keyword column (``Mech Omni Clan Wolf``, ``Comstar Inner Sphere``, ``Wolfs Dragoons``).
Both spellings come out the same.

The affiliations are those of the CE General Rulings ("Universe Rules": eight Houses; five Clans, Steel Viper the
newest), plus the keywords that rulings names as no House (Mercenary, Wolf's Dragoons, Periphery): the rulings'
``@param affiliations.*`` records are the reference, and a test holds this list to them. A word that is no known
keyword is kept (as an affiliation where it follows the alignment, as the keyword lines print affiliations last;
as a subtype otherwise) and reported with the closest known keyword.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field

CARD_TYPES = ("Unit", "Command", "Mission")
ALIGNMENTS = ("Clan", "Inner Sphere")
AFFILIATIONS = (
    "Davion",
    "Kurita",
    "Liao",
    "Marik",
    "Steiner",
    "St. Ives",
    "Rasalhague",
    "ComStar",
    "Wolf's Dragoons",
    "Wolf",
    "Jade Falcon",
    "Ghost Bear",
    "Smoke Jaguar",
    "Steel Viper",
    "Periphery",
)
SUBTYPES = (
    "'Mech",
    "Omni",
    "Vehicle",
    "Battle Armor",
    "VTOL",
    "Resource",
    "Support",
    "Pilot",
    "Enhancement",
    "Terrain",
    "Subterfuge",
    "Mercenary",
    "Artillery",
    "Operation",
    "Faction",
)

_CANONICAL: dict[str, str] = {}
for _word in (*CARD_TYPES, *ALIGNMENTS, *AFFILIATIONS, *SUBTYPES, "Unique"):
    _CANONICAL[re.sub(r"[^a-z]", "", _word.lower())] = _word
_CANONICAL["mech"] = "'Mech"
_CANONICAL["mechs"] = "'Mech"
# Rulebook, Glossary: "'Mechs: Short for BattleMech".
_CANONICAL["battlemech"] = "'Mech"
_CANONICAL["battlemechs"] = "'Mech"

# Phrases of several words, longest first, as the space-separated spelling writes them.
_PHRASES = sorted(
    (w for w in _CANONICAL.values() if " " in w),
    key=lambda w: -len(w.split()),
)


@dataclass
class KeywordLine:
    card_type: str | None = None
    subtypes: list[str] = field(default_factory=list)
    unique: bool = False
    alignment: str | None = None
    affiliations: list[str] = field(default_factory=list)
    unknown: list[str] = field(default_factory=list)
    """Words that are no known keyword; kept as subtypes too, and reported by the importers."""
    unknown_affiliations: list[str] = field(default_factory=list)
    """Unknown words after the alignment: kept as affiliations too, and reported by the importers."""

    def warnings(self) -> list[str]:
        """One warning per unknown keyword or affiliation, naming the closest known one where there is one."""
        out = []
        for kind, words, kept in (
            ("keyword", self.unknown, "a subtype"),
            ("affiliation", self.unknown_affiliations, "an affiliation"),
        ):
            for word in words:
                close = closest_keyword(word, affiliation=kind == "affiliation")
                hint = f" (closest known: {close!r})" if close else ""
                out.append(f"unknown {kind} {word!r} kept as {kept}{hint}")
        return out


def closest_keyword(word: str, *, affiliation: bool = False) -> str | None:
    """The known keyword (or affiliation) closest to a misspelt one: ``"Steel Vipr"`` → ``"Steel Viper"``."""
    known = list(AFFILIATIONS if affiliation else _CANONICAL.values())
    by_key = {re.sub(r"[^a-z]", "", k.lower()): k for k in known}
    close = difflib.get_close_matches(re.sub(r"[^a-z]", "", word.lower()), list(by_key), n=1, cutoff=0.7)
    return by_key[close[0]] if close else None


def canonical_keyword(word: str) -> str | None:
    """``"Comstar"`` → ``"ComStar"``, ``"Wolfs Dragoons"`` → ``"Wolf's Dragoons"``; ``None`` if unknown."""
    return _CANONICAL.get(re.sub(r"[^a-z]", "", word.lower()))


def _space_separated(text: str) -> list[str]:
    words = text.split()
    out: list[str] = []
    i = 0
    while i < len(words):
        for phrase in _PHRASES:
            n = len(phrase.split())
            if canonical_keyword(" ".join(words[i : i + n])) == phrase and n > 1:
                out.append(phrase)
                i += n
                break
        else:
            out.append(words[i])
            i += 1
    return out


def _join_unknown_runs(words: list[str]) -> list[str]:
    """Unknown words in a row after the alignment are one name (``Clan Nova Cat``: ``Nova Cat``)."""
    out: list[str] = []
    aligned = False
    for word in words:
        known = canonical_keyword(word)
        if known is None and aligned and out and canonical_keyword(out[-1]) is None:
            out[-1] += " " + word
            continue
        aligned = aligned or known in ALIGNMENTS
        out.append(word)
    return out


def _allegiance_words(allegiance: str) -> list[str]:
    """The words of a column that holds only the alignment and affiliations: unknown words in a row are one
    affiliation's name (``Steel Vipper``, ``Nova Cat``), whether or not an alignment comes first."""
    out: list[str] = []
    for word in _space_separated(allegiance):
        if canonical_keyword(word) is None and out and canonical_keyword(out[-1]) is None:
            out[-1] += " " + word
        else:
            out.append(word)
    return out


def split_keywords(line: str, card_type: str | None = None, allegiance: str = "") -> KeywordLine:
    """Splits a keyword line. ``line`` is either dash-separated (``Unit - 'Mech - Inner Sphere``) or
    space-separated (``Mech Inner Sphere``); ``card_type`` is the type when it is given apart; ``allegiance`` holds
    alignment and affiliations given apart (the LackeyCCG ``Alliegence`` column), read after the line, its unknown
    words as affiliations."""
    if " - " in line or line.strip() in CARD_TYPES:
        words = [w.strip() for w in line.split(" - ") if w.strip()]
    else:
        words = _join_unknown_runs(_space_separated(line))
    result = KeywordLine(card_type=card_type)
    given_apart = _allegiance_words(allegiance)
    for index, raw in enumerate([*words, *given_apart]):
        word = canonical_keyword(raw)
        if word is None and (result.alignment is not None or index >= len(words)):
            result.unknown_affiliations.append(raw)
            result.affiliations.append(raw)
        elif word is None:
            result.unknown.append(raw)
            result.subtypes.append(raw)
        elif word in CARD_TYPES and result.card_type is None:
            result.card_type = word
        elif word in CARD_TYPES:
            continue
        elif word == "Unique":
            result.unique = True
        elif word in ALIGNMENTS and result.alignment is None:
            result.alignment = word
        elif word in ALIGNMENTS or word in AFFILIATIONS:
            if word not in result.affiliations:
                result.affiliations.append(word)
        elif word not in result.subtypes:
            result.subtypes.append(word)
    return result
