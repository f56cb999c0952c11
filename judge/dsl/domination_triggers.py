"""The Domination DSL (:mod:`judge.dsl.domination`): the triggers of abilities ("when you deploy this unit")."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from judge.dsl.core import Node
from judge.dsl.domination_selectors import (
    Player,
    Selector,
)

# --- triggers ------------------------------------------------------------------------------------------------------


class YouDeployThis(Node):
    """You deploy this unit (from your hand, using an Action). Putting it into the deployment zone by an effect is not
    a deployment and does not trigger this."""

    kind: Literal["you_deploy_this"] = "you_deploy_this"


class ThisDamaged(Node):
    """This unit is damaged (taken from the deployment zone to its owner's discard pile, whatever caused it)."""

    kind: Literal["this_damaged"] = "this_damaged"


class StartOfCombat(Node):
    """The start of a Combat phase: ``you`` your own (you attack), ``opponent`` your opponent's (you defend),
    ``either`` both. Abilities used then are declared and resolved in the Combat phase's first step, the attacker's
    first, before the Total Attack and Defense Values are summed."""

    kind: Literal["start_of_combat"] = "start_of_combat"
    whose: Literal["you", "opponent", "either"] = "you"


class YouOverrun(Node):
    """You Overrun your opponent: in your Combat phase your Total Attack Value exceeds his Total Defense Value (or an
    effect makes him Overrun)."""

    kind: Literal["you_overrun"] = "you_overrun"


class YouBuyThis(Node):
    """You buy this card in your Buy phase (paying its cost; gaining it does not count)."""

    kind: Literal["you_buy_this"] = "you_buy_this"


class OpponentDeploys(Node):
    """Your opponent deploys a unit matching ``selector`` (from his hand, using an Action)."""

    kind: Literal["opponent_deploys"] = "opponent_deploys"
    selector: Selector


class OpponentPlays(Node):
    """Your opponent plays a card matching ``selector`` from his hand (the event card is that card)."""

    kind: Literal["opponent_plays"] = "opponent_plays"
    selector: Selector


class DuringCombat(Node):
    """Any moment of a Combat phase: ``opponent``, your opponent's (you defend); ``you``, your own."""

    kind: Literal["during_combat"] = "during_combat"
    whose: Player


class UnitDamaged(Node):
    """A unit matching ``selector`` is damaged: ``you``, one of your units; ``opponent``, one of your opponent's
    units; ``either``, one of anybody's. The event card is the damaged unit."""

    kind: Literal["unit_damaged"] = "unit_damaged"
    whose: Literal["you", "opponent", "either"]
    selector: Selector


class YouBuyOrGain(Node):
    """You buy or gain a card matching ``selector`` (the event card is that card)."""

    kind: Literal["you_buy_or_gain"] = "you_buy_or_gain"
    selector: Selector = Field(default_factory=lambda: Selector())


Trigger = Annotated[
    YouDeployThis
    | ThisDamaged
    | StartOfCombat
    | YouOverrun
    | YouBuyThis
    | OpponentDeploys
    | OpponentPlays
    | DuringCombat
    | UnitDamaged
    | YouBuyOrGain,
    Field(discriminator="kind"),
]


for _model in (
    YouDeployThis,
    ThisDamaged,
    StartOfCombat,
    YouOverrun,
    YouBuyThis,
    OpponentDeploys,
    OpponentPlays,
    DuringCombat,
    UnitDamaged,
    YouBuyOrGain,
):
    _model.model_rebuild()
