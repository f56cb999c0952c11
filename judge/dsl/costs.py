"""The costs of activated abilities (the ``cost`` rule of ``grammar/conditions.lark``): {T}, {R}, scrapping cards,
putting the card back into your hand, removing counters."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from judge.dsl.core import Node
from judge.dsl.selectors import CardKind


class TapCost(Node):
    kind: Literal["tap_cost"] = "tap_cost"


class ResourceCost(Node):
    kind: Literal["resource_cost"] = "resource_cost"
    count: int = 1


class ScrapCost(Node):
    """Scrap cards to pay: from your hand or the top of your Stockpile (``count`` cards), or this card itself."""

    kind: Literal["scrap_cost"] = "scrap_cost"
    source: Literal["hand", "stockpile", "this", "play"] = "hand"
    count: int = 1
    card_type: CardKind | None = None
    """Only cards of this type ("Scrap a Resource card from your hand to ...")."""


class ReturnToHandCost(Node):
    """Put this card from play into your hand to pay ("Put ~ into your hand to ...")."""

    kind: Literal["return_to_hand_cost"] = "return_to_hand_cost"


class RemoveCountersCost(Node):
    """Remove counters of the kind from this card to pay ("Remove a deposit counter from this card to ...")."""

    kind: Literal["remove_counters_cost"] = "remove_counters_cost"
    counter: str
    count: int = Field(default=1, ge=1)


AbilityCost = Annotated[
    TapCost | ResourceCost | ScrapCost | ReturnToHandCost | RemoveCountersCost, Field(discriminator="kind")
]
