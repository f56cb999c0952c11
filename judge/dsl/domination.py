"""The effect DSL of Battletech: Domination cards (seed ``001``, "Card List (v2.2)"), produced by
``grammar/domination.lark`` (:mod:`judge.domination.text`), never by hand.

Same style as the BattleTech TCG DSL (:mod:`judge.dsl.models`): frozen pydantic nodes tagged by ``kind``, unions
discriminated by it, so a tree goes to JSON and back exactly and has a JSON Schema (:func:`dsl_schema`).

Conventions every node relies on (the rules' glossary, seed 001):

- "you" is the player who controls the card: who plays the Support/Resource card, who deployed the Unit, who holds
  the Reaction. "opponent" is the other player (the game has two). ``player`` fields say who performs an effect.
- Card types: a Unit is a Mech, a Vehicle or an Infantry card; a Support-Attack card is also a Support card.
- A card always moves to a zone of its owner (its owner's hand, deck, discard pile, deployment zone); a gained card is
  owned by the player who gains it.
- "Damage a unit": the performing player takes one of his own deployed units (his deployment zone) and puts it into
  his discard pile. Unless an effect says otherwise, that player chooses which of his qualifying units; with none, it
  does nothing. Only deployed units can be damaged.
- "Discard": put a card into its owner's discard pile; without another zone, from the performer's hand.
- "Scrap": put a card into the Scrapheap (out of the game). "Gain": take a card from the Supply (or where stated)
  without paying its cost and put it into the gainer's discard pile, unless a destination is stated.
- "Reveal": show cards to both players; revealed cards that no later effect of the same ability moves go back where
  they came from (the top of the deck keeps its order).
- Effects of one ability happen in the listed order; an effect that cannot be done does as much as it can.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field, RootModel

from judge.dsl.core import Node
from judge.dsl.domination_effects import (
    BuyBan,
    ByType,
    Cancel,
    CannotBeDamaged,
    ChooseCards,
    ChooseOne,
    CombatBonus,
    Damage,
    Delayed,
    Discard,
    DiscardHand,
    DrawUntil,
    Effect,
    ExtraTurn,
    ForceOverrun,
    ForEachRevealed,
    Gain,
    GainCopy,
    If,
    Instead,
    Lasting,
    May,
    Move,
    NoCleanupDraw,
    OverrunBonus,
    Plus,
    Reveal,
    Scrap,
    SetAside,
    TypeBranch,
    ZeroOverrun,
)
from judge.dsl.domination_selectors import (
    AttackOf,
    BaseCard,
    CardType,
    Compare,
    Condition,
    CostLimit,
    CostOf,
    Count,
    Did,
    DiscardedAny,
    EmptySupplyPiles,
    Number,
    Pick,
    Player,
    Ref,
    RefTarget,
    Resource,
    Selector,
    Value,
    Zone,
)
from judge.dsl.domination_triggers import (
    DuringCombat,
    OpponentDeploys,
    OpponentPlays,
    StartOfCombat,
    ThisDamaged,
    Trigger,
    UnitDamaged,
    YouBuyOrGain,
    YouBuyThis,
    YouDeployThis,
    YouOverrun,
)

__all__ = [
    "Ability",
    "Activated",
    "AttackOf",
    "BaseCard",
    "BuyBan",
    "ByType",
    "Cancel",
    "CannotBeDamaged",
    "CardType",
    "ChooseCards",
    "ChooseOne",
    "CombatBonus",
    "Compare",
    "Condition",
    "CostLimit",
    "CostOf",
    "Count",
    "Damage",
    "Delayed",
    "DeployRestriction",
    "Did",
    "Discard",
    "DiscardHand",
    "DiscardedAny",
    "DominationAbilityList",
    "DrawUntil",
    "DuringCombat",
    "Effect",
    "EmptySupplyPiles",
    "ExtraTurn",
    "ForEachRevealed",
    "ForceOverrun",
    "Gain",
    "GainCopy",
    "If",
    "Instead",
    "Lasting",
    "May",
    "Move",
    "NoCleanupDraw",
    "Number",
    "OpponentDeploys",
    "OpponentPlays",
    "OverrunBonus",
    "Pick",
    "Player",
    "Plus",
    "Reaction",
    "Ref",
    "RefTarget",
    "Replacement",
    "Resolution",
    "Resource",
    "Reveal",
    "Scrap",
    "Selector",
    "SetAside",
    "StartOfCombat",
    "Static",
    "ThisDamaged",
    "Trigger",
    "Triggered",
    "TypeBranch",
    "UnitDamaged",
    "Value",
    "YouBuyOrGain",
    "YouBuyThis",
    "YouDeployThis",
    "YouOverrun",
    "ZeroOverrun",
    "Zone",
    "dsl_schema",
]

# --- abilities ------------------------------------------------------------------------------------------------------


class Static(Node):
    """Always on while this unit is in its owner's deployment zone (and ``condition``, when given, holds at the
    moment it matters): its effects are :class:`Plus` attack/defense bonuses and :class:`CannotBeDamaged`."""

    kind: Literal["static"] = "static"
    name: str | None = None
    """The ability's label as printed ("INSPRIRING", "ECM"), for every ability kind."""
    condition: Condition | None = None
    effects: list[Effect]


class Triggered(Node):
    """When ``trigger`` happens while this unit is in its owner's deployment zone (for :class:`YouDeployThis`,
    :class:`YouBuyThis` and :class:`ThisDamaged`, as this unit is deployed, bought or damaged), the effects happen
    in order. An ability used at the start of a Combat phase is used then or not at all; using an ability does not
    use an Action."""

    kind: Literal["triggered"] = "triggered"
    name: str | None = None
    trigger: Trigger
    effects: list[Effect]


class Activated(Node):
    """Once per turn during your Action phase you may use it (without an Action, while this unit is in your
    deployment zone): the effects happen in order. Once per turn for the ability, however many units with it you
    have deployed (rules FAQ)."""

    kind: Literal["activated"] = "activated"
    name: str | None = None
    effects: list[Effect]


class Replacement(Node):
    """When ``event`` would put this card into your discard pile (it is damaged, or bought), it goes to ``to``
    instead (with ``optional``, if you choose so then)."""

    kind: Literal["replacement"] = "replacement"
    name: str | None = None
    event: ThisDamaged | YouBuyThis
    optional: bool = False
    to: Zone


class DeployRestriction(Node):
    """This unit can be deployed only while ``condition`` holds (checked as you would deploy it)."""

    kind: Literal["deploy_restriction"] = "deploy_restriction"
    name: str | None = None
    condition: Condition


class Reaction(Node):
    """While this card is in your hand, when ``when`` happens (or during it, for :class:`DuringCombat`), you may
    reveal it (with ``discard``, then discard it); if you do, the effects happen. Playing a Reaction does not use an
    Action."""

    kind: Literal["reaction"] = "reaction"
    name: str | None = None
    when: Trigger
    discard: bool = False
    effects: list[Effect]


class Resolution(Node):
    """What a Support card does when played in the Action phase (using an Action), or a Resource card when played in
    the Buy phase: its effects, top to bottom, fully resolved before anything else."""

    kind: Literal["resolution"] = "resolution"
    name: str | None = None
    effects: list[Effect]


Ability = Annotated[
    Static | Triggered | Activated | Replacement | DeployRestriction | Reaction | Resolution,
    Field(discriminator="kind"),
]


for _model in (
    Static,
    Triggered,
    Activated,
    Replacement,
    DeployRestriction,
    Reaction,
    Resolution,
):
    _model.model_rebuild()


class DominationAbilityList(RootModel[list[Ability]]):
    """A Domination card's abilities, in printed order."""


def dsl_schema() -> dict[str, Any]:
    """The JSON Schema of a Domination card's abilities."""
    return DominationAbilityList.model_json_schema()
