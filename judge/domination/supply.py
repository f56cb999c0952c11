"""Choosing the Supply (domination/the-supply): 4 base piles in every game, 6 Unit piles and 6 piles of Support,
Support-Attack, Reaction and/or Resource cards, chosen by the players or at random."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from judge.domination.engine import BASE_PILES, CardInfo

UNIT_PILES = 6  # domination/the-supply-4 (supply.unit-piles)
SUPPORT_PILES = 6  # domination/the-supply-5 (supply.support-piles)


@dataclass(frozen=True)
class SupplyProblem:
    """One way a choice of Supply piles breaks the set-up rules, with the rules it breaks."""

    message: str
    rules: tuple[str, ...]


def pile_kind(info: CardInfo) -> str:
    """``base``, ``unit`` or ``support``: which part of the Supply a card's pile belongs to. Reaction cards and
    Resource cards other than the three Factories fill Support piles (domination/set-up-faq, set-up-faq-2);
    Support-Attack cards are Support cards (domination/set-up-faq-3)."""
    if info.name in BASE_PILES:
        return "base"
    return "unit" if info.is_unit else "support"


def check_supply(cards: Sequence[CardInfo], piles: Sequence[str]) -> list[SupplyProblem]:
    """The problems with ``piles`` (card names) as the game's 12 Supply piles; empty when they follow the rules.

    :raises KeyError: never; unknown names are problems too.
    """
    by_name = {c.name.casefold(): c for c in cards}
    problems: list[SupplyProblem] = []
    counts = {"unit": 0, "support": 0}
    seen: set[str] = set()
    for name in piles:
        info = by_name.get(name.casefold())
        if info is None:
            problems.append(SupplyProblem(f"{name!r} is not a card of the Domination card list", ()))
            continue
        if info.name in seen:
            problems.append(
                SupplyProblem(f"{info.name} is chosen twice: each pile is one card", ("domination/the-supply-4",))
            )
            continue
        seen.add(info.name)
        kind = pile_kind(info)
        if kind == "base":
            problems.append(
                SupplyProblem(
                    f"{info.name} is a base card, used in every game: it is not one of the 12 Supply piles",
                    ("domination/the-supply-2", "domination/the-supply-3", "domination/set-up-faq-2"),
                )
            )
            continue
        counts[kind] += 1
    for kind, wanted, rule in (
        ("unit", UNIT_PILES, "domination/the-supply-4"),
        ("support", SUPPORT_PILES, "domination/the-supply-5"),
    ):
        if counts[kind] != wanted:
            what = "Unit" if kind == "unit" else "Support, Support-Attack, Reaction or Resource"
            problems.append(SupplyProblem(f"{counts[kind]} {what} piles chosen; the Supply has {wanted}", (rule,)))
    return problems


def random_supply(cards: Sequence[CardInfo], rng: random.Random) -> list[str]:
    """12 Supply piles chosen at random (domination/the-supply-4, the-supply-5): 6 Unit and 6 other piles."""
    units = sorted(c.name for c in cards if pile_kind(c) == "unit")
    others = sorted(c.name for c in cards if pile_kind(c) == "support")
    return rng.sample(units, UNIT_PILES) + rng.sample(others, SUPPORT_PILES)


__all__ = ["SUPPORT_PILES", "UNIT_PILES", "SupplyProblem", "check_supply", "pile_kind", "random_supply"]
