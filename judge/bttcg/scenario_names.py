"""How the plain-text spelling of a BattleTech scenario names things: card ids derived from card names, and the
words of a sentence ("Sunder", "Raider #2", "Melissa's Stockpile", ``raider2``) resolved to a card id or a
Stockpile. Shared by the reader (:mod:`judge.bttcg.scenario_text`) and the writer (:mod:`judge.bttcg.scenario_write`),
so that what one writes the other reads back.

Card ids: a card's id is its name in lower case with every run of other characters than ``a-z 0-9 _ -`` made one
``-`` (``Move to Partial Cover`` → ``move-to-partial-cover``, ``Rhonda's Highlander`` → ``rhondas-highlander``); the
second card of one name gets ``-2``, the third ``-3``. A card written out without a name takes its kind
(``mech``, ``vehicle``, ``battle-armor``, ``command``, ``mission``). ``(id raider2)`` after the name gives the id
explicitly; explicit ids are never taken by a derived one.

References, tried in this order: ``<player>'s Stockpile`` (or ``<player>.stockpile``); a card id exactly as
written; a card name (case-insensitive, straight or curly apostrophes) when one card of the scenario has it;
``Name #2`` for the second card of that name in the order they are introduced; a name without its model code or
set suffix (``Sunder`` for ``Sunder (SD1-OB)``) when that designates one card.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Sequence
from dataclasses import dataclass

from judge.cards.names import fold, split_code

_STOCKPILE = re.compile(r"^(?P<player>.+?)(?:['’]s\s+stockpile|\.stockpile)$", re.IGNORECASE)
_NUMBERED = re.compile(r"^(?P<name>.*\S)\s+#(?P<n>\d{1,3})$")


class RefError(LookupError):
    """A reference that designates no card or several: why, and the closest references that would work."""

    def __init__(self, message: str, candidates: Sequence[str] = ()) -> None:
        self.candidates = list(candidates)
        hint = f"; closest: {', '.join(self.candidates)}" if self.candidates else ""
        super().__init__(f"{message}{hint}")


@dataclass(frozen=True)
class NamedCard:
    """A card of the scenario as references see it: its id and the name it is written with (``None``: none)."""

    id: str
    label: str | None


def slug_id(name: str) -> str:
    """The id a card of this name gets (before de-duplication): ``"Rhonda's Highlander"`` → ``"rhondas-highlander"``."""
    text = fold(name).replace("'", "")
    text = re.sub(r"[^a-z0-9_-]+", "-", text).strip("-")
    if not text:
        return "card"
    return text if text[0].isalpha() else f"card-{text}"


def derive_ids(entries: Sequence[tuple[str, str | None]]) -> list[str]:
    """The ids of cards given as ``(base name, explicit id or None)`` in the order they are introduced: an explicit
    id as given, else the slug of the base name made unique with ``-2``, ``-3``... (explicit ids are reserved
    first, wherever they stand)."""
    reserved = {explicit for _base, explicit in entries if explicit}
    used: set[str] = set()
    out = []
    for base, explicit in entries:
        if explicit:
            card_id = explicit
        else:
            stem = slug_id(base)
            card_id, number = stem, 2
            while card_id in used or card_id in reserved:
                card_id, number = f"{stem}-{number}", number + 1
        used.add(card_id)
        out.append(card_id)
    return out


def stockpile_of(text: str, players: Sequence[str]) -> str | None:
    """The player whose Stockpile ``text`` names (``Melissa's Stockpile``, ``Melissa.stockpile``), else ``None``."""
    match = _STOCKPILE.match(" ".join(text.split()))
    if not match:
        return None
    wanted = match.group("player")
    if wanted in players:
        return wanted
    folded = [p for p in players if fold(p) == fold(wanted)]
    return folded[0] if len(folded) == 1 else None


def resolve_ref(text: str, cards: Sequence[NamedCard], players: Sequence[str], *, stockpile: bool) -> str:
    """The card id (or ``<player>.stockpile`` where ``stockpile`` allows one) that ``text`` designates.

    :raises RefError: for a reference that designates no card, or several.
    """
    text = " ".join(text.split())
    player = stockpile_of(text, players)
    if player is not None:
        if not stockpile:
            raise RefError(f"{text!r} is a Stockpile: a card is needed here")
        return f"{player}.stockpile"
    if any(card.id == text for card in cards):
        return text
    named = _named(text, cards)
    if len(named) == 1:
        return named[0].id
    if len(named) > 1:
        choices = [f"{text} #{n}" for n in range(1, len(named) + 1)]
        raise RefError(f"{text!r} names {len(named)} cards: say which, e.g. {choices[0]!r} or {choices[1]!r}", choices)
    numbered = _NUMBERED.match(text)
    if numbered:
        same = _named(numbered.group("name"), cards)
        number = int(numbered.group("n"))
        if 1 <= number <= len(same):
            return same[number - 1].id
        if same:
            raise RefError(f"{text!r}: there are {len(same)} cards named {numbered.group('name')!r}")
    stem = fold(split_code(text)[0])
    by_stem = [c for c in cards if c.label is not None and fold(split_code(c.label)[0]) == stem]
    if len(by_stem) == 1:
        return by_stem[0].id
    labels = {c.label: c for c in cards if c.label} | {c.id: c for c in cards}
    if len(by_stem) > 1:
        raise RefError(f"{text!r} matches several cards", [c.label or c.id for c in by_stem])
    close = difflib.get_close_matches(text, list(labels), n=5, cutoff=0.5)
    close += [p + "'s Stockpile" for p in players if stockpile and fold(text).endswith("stockpile")]
    raise RefError(f"no card {text!r} in this scenario", close)


def _named(text: str, cards: Sequence[NamedCard]) -> list[NamedCard]:
    wanted = fold(text)
    return [card for card in cards if card.label is not None and fold(card.label) == wanted]


__all__ = ["NamedCard", "RefError", "derive_ids", "resolve_ref", "slug_id", "stockpile_of"]
