"""The Domination DSL (:mod:`judge.dsl.domination`): which cards (selectors, references, picks), numbers and
conditions."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from judge.dsl.core import Node

Player = Literal["you", "opponent"]
"""Who does something, relative to the card's controller."""

CardType = Literal["unit", "mech", "vehicle", "infantry", "support", "resource", "reaction"]
"""``unit`` is any Unit card (Mech, Vehicle or Infantry); ``support`` includes Support-Attack cards."""

BaseCard = Literal["Infantry Platoon", "Basic Factory", "Munitions Factory", "Advanced Factory"]
"""The base cards, whose piles are in the Supply of every game."""

Zone = Literal["hand", "deck_top", "discard_pile", "deployment_zone", "scrapheap", "supply"]
"""Where cards go or are looked for: a player's hand, the top of his draw deck, his discard pile, his deployment zone;
the Scrapheap; the Supply (its pile of the card's name)."""

Resource = Literal["cards", "actions", "buys", "industry", "lostech", "attack", "defense"]


# --- which cards: selectors and references ------------------------------------------------------------------------


class CostLimit(Node):
    """A limit on a card's cost. ``at_most``: its Industry cost is at most ``industry`` (plus the Industry cost of
    ``relative_to`` when given), and it has LosTech in its cost only if the limit has: never for a plain number
    ("costing 5 Industry or less", "costing up to 4 Industry"), and only when ``relative_to`` has LosTech in its cost
    ("up to the cost of the card you discarded") -- the rules' FAQ: references to cards costing "up to" some cost
    include LosTech only if LosTech is in the given cost. ``at_least``: its Industry cost is at least ``industry``
    (LosTech in its cost does not matter)."""

    kind: Literal["cost_limit"] = "cost_limit"
    op: Literal["at_most", "at_least"]
    industry: int = Field(ge=0)
    relative_to: Ref | None = None


class Selector(Node):
    """Which cards qualify: all conditions hold. ``types``: the card is of one of these types (empty: any card);
    ``name``: a card of this name; ``cost``: within the limit; ``owner`` and ``zone``: a card in that player's zone
    (``deployment_zone`` or ``hand``), or anywhere the effect looks when not given; ``without_ability``: not a card
    whose text has an ability of this name ("not including units with the ECM ability"); ``highest_cost``: among the
    cards that otherwise qualify, only those with the highest Industry cost (LosTech not compared; when several tie,
    any of them qualifies)."""

    kind: Literal["selector"] = "selector"
    types: list[CardType] = Field(default_factory=list)
    name: BaseCard | None = None
    cost: CostLimit | None = None
    owner: Player | None = None
    zone: Literal["hand", "deployment_zone"] | None = None
    without_ability: str | None = None
    highest_cost: bool = False


RefTarget = Literal[
    "this",
    "event",
    "revealed",
    "other_revealed",
    "chosen",
    "each",
    "gained",
    "discarded",
    "scrapped",
    "damaged",
    "set_aside",
]


class Ref(Node):
    """Cards an earlier part of the same ability singled out (the ability's text names them: "it", "that unit",
    "the other cards"). ``to``:

    - ``this``: this card itself;
    - ``event``: the card the ability's trigger is about (the unit being damaged, the Support card being played, the
      card being bought or gained, the unit being deployed); for a trigger about this card, this card;
    - ``revealed``: the cards revealed by the latest Reveal of this ability; with ``filter``, only those of them that
      match it ("the revealed Unit cards"; after revealing until a Mech or Vehicle unit, that unit);
    - ``other_revealed``: those revealed cards that no effect since the Reveal has chosen, moved or discarded;
    - ``chosen``: the cards chosen by the latest ChooseCards; ``each``: in a ForEachRevealed, the current card;
    - ``gained``, ``discarded``, ``scrapped``, ``damaged``, ``set_aside``: the cards the latest Gain, Discard (or
      DiscardHand), Scrap, Damage or SetAside of this ability moved.

    A reference to cards that do not exist (nothing was revealed, the opponent damaged nothing) is to no card: an
    effect on it does nothing and a comparison with it is false."""

    kind: Literal["ref"] = "ref"
    to: RefTarget
    filter: Selector | None = None


class Pick(Node):
    """``count`` cards matching ``selector``, chosen by the player who performs the effect (unless the effect names
    another chooser) from the zone the selector (or the effect) names; fewer if fewer match. ``all``: every matching
    card. A :class:`CostOf` count is computed when the effect happens."""

    kind: Literal["pick"] = "pick"
    count: int | Literal["all"] | CostOf = 1
    selector: Selector = Field(default_factory=lambda: Selector())


# --- numbers and conditions ------------------------------------------------------------------------------------


class Count(Node):
    """The number of cards matching ``selector`` (its ``owner`` and ``zone`` say where to count)."""

    kind: Literal["count"] = "count"
    selector: Selector


class CostOf(Node):
    """The Industry cost of the referenced card divided by ``divided_by``, rounded down. Without such a card it is 0
    as a count of units to damage, and a :class:`Compare` with it is false."""

    kind: Literal["cost_of"] = "cost_of"
    card: Ref
    divided_by: int = Field(default=1, ge=1)


class AttackOf(Node):
    """The printed Attack Value of the referenced unit."""

    kind: Literal["attack_of"] = "attack_of"
    card: Ref


class EmptySupplyPiles(Node):
    """The number of Supply piles that are empty now."""

    kind: Literal["empty_supply_piles"] = "empty_supply_piles"


class Number(Node):
    """A fixed number, as printed ("two or more empty Supply piles", "costs 0 Industry")."""

    kind: Literal["number"] = "number"
    value: int = Field(ge=0)


Value = Annotated[Count | CostOf | AttackOf | EmptySupplyPiles | Number, Field(discriminator="kind")]


class Compare(Node):
    """True when ``left`` compares to ``right`` by ``op`` (``lt`` <, ``le`` <=, ``eq`` =, ``ge`` >=, ``gt`` >),
    both measured when the condition is checked. A value about a missing card makes the comparison false."""

    kind: Literal["compare"] = "compare"
    left: Value
    op: Literal["lt", "le", "eq", "ge", "gt"]
    right: Value


class Did(Node):
    """ "If you do" (``negated``: "If he doesn't"): whether the player of the effect just before this one (a
    :class:`May` or any effect) did it, in full. A May that was declined, or an effect that could not be done
    completely (two cards to discard and only one in hand), was not done."""

    kind: Literal["did"] = "did"
    negated: bool = False


class DiscardedAny(Node):
    """ "If you discarded any cards in this way": the Discard or DiscardHand just before this put at least one card
    into the discard pile."""

    kind: Literal["discarded_any"] = "discarded_any"


Condition = Annotated[Compare | Did | DiscardedAny, Field(discriminator="kind")]


for _model in (
    CostLimit,
    Selector,
    Ref,
    Pick,
    Count,
    CostOf,
    AttackOf,
    EmptySupplyPiles,
    Number,
    Compare,
    Did,
    DiscardedAny,
):
    _model.model_rebuild()
