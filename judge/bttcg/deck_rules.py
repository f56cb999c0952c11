"""Cards whose text changes the rules of deck construction for the deck that holds them (``judge deck check``):
"You may have any number of copies of ~ in your deck", "You may have up to six copies of ~ in your deck" (DSL
``deck_copies``), "Your deck may include cards of any House affiliation" (``deck_affiliations``).

Rules: rulebook p.9 (About this Rulebook): "cards often make specific exceptions to the rules"; the rules they change
are rulebook p.13 (Unique Cards: "You may have only one copy of a given Unique card in your deck") and p.36
(Universe Deck Construction: "all the cards that list affiliations must include the affiliation you chose").

- *copies*: a Unique card allowing N copies (or any number) may be in the deck that many times. The rules set no
  copy limit for a card that is not Unique (1997 archive, Deck Construction Rules; no four-copy rule), so a
  number a non-Unique card names does not make a deck illegal: more copies than it names are reported as a note,
  not a problem (a permission read as a limit would be a guess).
- *affiliations*: with such a card in the deck, a card listing only affiliations of that side (the Houses of the
  Inner Sphere, or the Clans; of either with no side named) need not include the chosen affiliation. The alignment
  rule stays ("Your deck can't contain any cards aligned with the other side", p.36): the text speaks of
  affiliations only.

A card whose text does not read in full and speaks of a deck is named in a note: what it says is not applied.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from judge.bttcg.deck_model import Entry, Note
from judge.cards.models import BtCard
from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m

EXCEPTIONS_RULE = "rulebook/about-this-rulebook-2"
"""Rulebook p.9: "cards often make specific exceptions to the rules"."""

ANY = -1
"""A copy limit meaning any number."""


@lru_cache(maxsize=2048)
def _read(text: str, name: str, card_type: str | None) -> tuple[tuple[m.Effect, ...], bool]:
    """The deck-construction effects the card's text reads as, and whether a sentence about a deck did not read."""
    if "deck" not in text.casefold():
        return (), False
    result = parse_card_text(text, name, card_type, suggestions=False)
    found: list[m.Effect] = []
    for ability in result.abilities:
        if isinstance(ability, m.Static) and not ability.conditions:
            found += [e for e in ability.effects if isinstance(e, m.DeckCopies | m.DeckAffiliations)]
    unread = bool(result.errors) and not found
    return tuple(found), unread


def effects(card: BtCard) -> tuple[m.Effect, ...]:
    """The card's deck-construction rules (its text read by the card-text grammar)."""
    return _read(card.text, card.name, card.card_type)[0]


def unread(card: BtCard) -> bool:
    """Whether the card's text speaks of a deck in words the grammar does not read (not applied: say so)."""
    return _read(card.text, card.name, card.card_type)[1]


def copies_allowed(card: BtCard) -> int | None:
    """How many copies of the card its own text allows (:data:`ANY`: any number), or ``None`` when it says none."""
    for effect in effects(card):
        if isinstance(effect, m.DeckCopies):
            return ANY if effect.copies is None else effect.copies
    return None


def open_sides(cards: Iterable[BtCard]) -> dict[str, str]:
    """The sides whose affiliations the deck's cards open to it ("House": the Inner Sphere's, "Clan": the Clans';
    ``"any"``: both), each with the name of a card that does."""
    opened: dict[str, str] = {}
    for card in cards:
        for effect in effects(card):
            if isinstance(effect, m.DeckAffiliations):
                side = {"House": "Inner Sphere", "Clan": "Clan", None: "any"}[effect.side]
                opened.setdefault(side, card.name)
    return opened


def opened_by(opened: dict[str, str], side: str | None) -> str | None:
    """The card that lets a card listing affiliations of ``side`` (``None``: of both or unknown) into the deck
    whatever affiliation it chose, or ``None``."""
    if "any" in opened:
        return opened["any"]
    return opened.get(side) if side is not None else None


def notes(entries: list[Entry]) -> list[Note]:
    """What the deck's reader should know of the cards' own deck rules: a non-Unique card in more copies than its
    text names (the rules set it no limit: not a problem), a text about a deck that does not read (not applied)."""
    found: list[Note] = []
    seen: set[str] = set()
    for entry in entries:
        card = entry.card
        if card.slug in seen:
            continue
        seen.add(card.slug)
        allowed = copies_allowed(card)
        copies = sum(e.line.copies for e in entries if e.card.slug == card.slug)
        if not card.unique and allowed not in (None, ANY) and allowed is not None and copies > allowed:
            found.append(
                Note(
                    f"{copies} copies; its text allows up to {allowed}, but the rules set no copy limit for a card "
                    "that is not Unique (1997 archive, Deck Construction Rules): not counted as a problem",
                    entry.line.line,
                    card.name,
                )
            )
        if unread(card):
            found.append(
                Note(
                    "its text speaks of a deck in words this version does not read: what it changes of the deck "
                    "construction rules is not applied",
                    entry.line.line,
                    card.name,
                )
            )
    return found


__all__ = ["ANY", "EXCEPTIONS_RULE", "copies_allowed", "effects", "notes", "open_sides", "opened_by", "unread"]
