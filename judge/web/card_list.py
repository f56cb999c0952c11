"""The card list's filters, sorting and stat columns (issue 22, item 4): a filter accepts what the table shows and
what the query language accepts (type ``Mech`` for ``Unit - 'Mech``, ``Kurita`` for an affiliation; set ``ul``,
``CE``, ``unlimited`` or ``Commander's Edition``), and the list sorts by name or by a stat."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Literal, get_args

from judge.cards.models import BtCard, Card, DominationCard, slugify
from judge.cards.present import card_summary, type_line
from judge.pool import card_type_of
from judge.search.translate import SET_ALIASES

Sort = Literal["name", "cost", "attack", "armor", "structure", "type", "game"]
SORTS: tuple[str, ...] = get_args(Sort)
STATS = ("cost", "attack", "armor", "structure")


def set_matches(card: Card, wanted: str) -> bool:
    """Whether a BattleTech TCG card is in the set ``wanted``: its name in any spelling (``Commander's Edition``,
    ``commanders edition``) or the query language's short name (``ce``, ``ul``, ``cs``, ``mw``)."""
    if not isinstance(card, BtCard):
        return False
    slug = slugify(wanted)
    slug = SET_ALIASES.get(slug, slug)
    return any(slugify(s) == slug for s in card.sets)


def type_matches(card: Card, wanted: str) -> bool:
    """Whether ``wanted`` is one of the card's type-line keywords (``Mech``, ``Omni``, ``Kurita``, ``Enhancement``),
    the start of its type line (``Unit - 'Mech``), or the start of its card type (``un`` for Unit, as before)."""
    slug = slugify(wanted)
    if not slug:
        return True
    line = type_line(card)
    parts = {slugify(p) for p in line.split(" - ")} | {slugify(card_type_of(card))}
    if isinstance(card, DominationCard):
        parts |= {slugify(p) for p in card.card_type.split(" - ")}
    return slug in parts or slugify(line).startswith(slug) or slugify(card_type_of(card)).startswith(slug)


def stats(card: Card) -> dict[str, int | None]:
    """The stat columns: total construction cost (Domination: industry), attack, armor, structure."""
    if isinstance(card, BtCard):
        return {
            "cost": card.total_cost(),
            "attack": card.attack,
            "armor": card.armor,
            "structure": card.structure,
        }
    if isinstance(card, DominationCard):
        return {"cost": card.industry, "attack": card.attack, "armor": None, "structure": None}
    return {"cost": None, "attack": None, "armor": None, "structure": None}


def sorted_cards(cards: Iterable[Card], sort: Sort, descending: bool) -> list[Card]:
    """The cards by name, or by a stat (cards without it last either way, then by name), type line or game."""
    named = sorted(cards, key=lambda c: (c.name.casefold(), c.game, c.slug))
    if sort == "name":
        return named[::-1] if descending else named
    if sort in STATS:
        having = [c for c in named if stats(c)[sort] is not None]
        without = [c for c in named if stats(c)[sort] is None]
        having.sort(key=lambda c: stats(c)[sort] or 0, reverse=descending)
        return having + without
    key = (lambda c: type_line(c).casefold()) if sort == "type" else (lambda c: c.game)
    return sorted(named, key=key, reverse=descending)


def row(card: Card) -> dict[str, Any]:
    """A row of the list: the card's summary and its stats."""
    return {**card_summary(card), "stats": stats(card)}
