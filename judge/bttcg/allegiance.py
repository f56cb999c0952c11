"""A card's allegiance printed in its text as a keyword ("Inner Sphere.", "Clan", "Mercenary", "Steiner"): the
card's alignment or one of its affiliations, as when the card list's column names it.

Sources: rulebook glossary, Keyword ("alignment (such as Clan or Inner Sphere)") and Affiliation ("the association of
a card with one or more Houses or Clans"); CE General Rulings, the House and Clan lists ("Mercenary, Wolf's Dragoons,
and Periphery do not count as Houses"). The printed word adds to what the card list says; it never takes anything
away (a card whose column already names an alignment keeps it)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal, get_args

from judge.dsl import models as m

ALIGNMENT_WORDS: tuple[Literal["Clan", "Inner Sphere"], ...] = ("Clan", "Inner Sphere")
ALLEGIANCES = frozenset(str(a) for a in get_args(m.AllegianceName))


def _printed(abilities: Iterable[m.Ability]) -> list[str]:
    return [a.name for a in abilities if isinstance(a, m.Keyword) and a.name in ALLEGIANCES]


def printed_alignment(
    abilities: Iterable[m.Ability], listed: Literal["Clan", "Inner Sphere"] | None
) -> Literal["Clan", "Inner Sphere"] | None:
    """The card's alignment: the listed one, else the one its text prints."""
    if listed is not None:
        return listed
    return next((a for a in ALIGNMENT_WORDS if a in _printed(abilities)), None)


def printed_affiliations(abilities: Iterable[m.Ability], listed: Iterable[str]) -> frozenset[str]:
    """The card's affiliations: the listed ones and those its text prints (an alignment is not an affiliation)."""
    return frozenset(listed) | {a for a in _printed(abilities) if a not in ALIGNMENT_WORDS}
