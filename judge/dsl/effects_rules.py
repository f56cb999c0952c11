"""Effects (``grammar/rules.lark``) that change the rules of the game for some cards (issue 18 item 3 g, h): cards
made to attack or block, cards that cost more or less, and the rules of deck construction a card changes."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from judge.dsl.core import Node
from judge.dsl.selectors import Target


class MustAct(Node):
    """The cards must attack (or block) if they are able to ("Target Unit must attack this turn if able."): the
    choice the rules leave to their controller (rulebook p.23, Missions phase) is taken away; "this turn" is a
    :class:`~judge.dsl.durations.Lasting` around it."""

    kind: Literal["must_act"] = "must_act"
    target: Target
    action: Literal["attack", "block"]
    if_able: bool = False


class CostChange(Node):
    """The cards cost ``amount`` more (or less) resources when they are deployed, activated, played or revealed
    ("Command cards cost 1 more to activate."; rulebook p.18, Deploy Phase: a card's construction cost)."""

    kind: Literal["cost_change"] = "cost_change"
    target: Target
    amount: int = Field(ge=1)
    less: bool = False
    step: Literal["deploy", "activate", "play", "reveal", "construct"]
    """``construct``: the construction cost paid for the card (rulebook p.19, Constructing Cards)."""
    minimum: int | None = Field(default=None, ge=0)
    """ "to a minimum of 1": the least the card costs after the change."""


class DeckCopies(Node):
    """A deck may hold this many copies of this card (``None``: any number), where the rules of deck construction
    set another limit (rulebook p.35, Deck Construction)."""

    kind: Literal["deck_copies"] = "deck_copies"
    copies: int | None = Field(default=None, ge=1)


class DeckAffiliations(Node):
    """A deck with this card may hold cards of any affiliation of the ``side`` (``None``: of any at all), not only
    of the deck's own: rulebook p.36 (Universe Deck Construction): "you must choose an affiliation for it ... all
    the cards that list affiliations must include the affiliation you chose"."""

    kind: Literal["deck_affiliations"] = "deck_affiliations"
    side: Literal["House", "Clan"] | None = None


__all__ = ["CostChange", "DeckAffiliations", "DeckCopies", "MustAct"]
