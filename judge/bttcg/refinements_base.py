"""What every selector refinement of ``refinements.py`` and ``refinements_battle.py`` is measured against
(:class:`Where`), and the helpers they share: the card's face, the one card "that" names, a noun in words."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from judge.bttcg.faces import CardFace
from judge.bttcg.state import Battle, Position, UnsupportedError
from judge.dsl import models as m


@dataclass(frozen=True)
class Where:
    """What a refinement is measured against: the position, the player whose card's text it is, that card, the
    battle under way (``None`` during the turn) and the cards the text chose before."""

    pos: Position
    by: str
    source: str | None = None
    battle: Battle | None = None
    chosen: tuple[str, ...] = ()
    that: tuple[str, ...] = ()
    """The card or cards "that ..." names when the selector is resolved (the one chosen or named last)."""


Check = Callable[[Where, m.Selector, str], str | None]
"""Why the card (an id; ``<player>.stockpile`` for a Stockpile) does not fit the word, or ``None``."""


def face_of(where: Where, card_id: str) -> CardFace | None:
    """The card's face; ``None`` for a Stockpile (a site, never a card)."""
    return None if card_id.endswith(".stockpile") else where.pos.faces[card_id]


_WORDS = {"mech": "'Mech", "unit": "Unit", "vehicle": "Vehicle", "battle_armor": "Battle Armor"}
_WORDS |= {"command_card": "Command card", "mission_card": "Mission card", "pilot": "Pilot"}


def an(word: str) -> str:
    """ "a 'Mech", "an Enhancement": the noun as the cards print it, with its article."""
    word = _WORDS.get(word, word.replace("_", " "))
    vowel = word[:1] in "AEIOUaeiou" and not word.casefold().startswith(("uni", "use"))  # "a Unit", "a Unique card"
    return f"{'an' if vowel else 'a'} {word}"


def the_one(where: Where, word: str) -> str:
    """The one card "that" names.

    :raises UnsupportedError: when it names none, or several."""
    if len(where.that) != 1:
        raise UnsupportedError(f"the engine does not resolve '{word}' when 'that' names no single card")
    return where.that[0]


__all__ = ["Check", "Where", "an", "face_of", "the_one"]
