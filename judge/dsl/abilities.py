"""A card's abilities (``grammar/cardtext.lark``, the sentences and the abilities they make): static, activated,
triggered, upkeep, play restrictions and a Mission's resolution; the JSON Schema of the whole DSL."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field, RootModel

from judge.cards.models import Cost
from judge.dsl.conditions import Condition
from judge.dsl.core import Node
from judge.dsl.costs import AbilityCost
from judge.dsl.effects import Effect
from judge.dsl.keywords import Keyword
from judge.dsl.options import AlphaStrike, Jump, Missile, Overheat
from judge.dsl.triggers import Triggered


class Static(Node):
    """An ability that is always on while the card is in play."""

    kind: Literal["static"] = "static"
    effects: list[Effect]
    conditions: list[Condition] = Field(default_factory=list)
    used: bool = False
    """Qualified by ``Use this ability only ...``: an ability its controller uses (plays) when the conditions allow,
    once each battle, rather than one always on (CE General Rulings, Abilities: "if you play an ability that can only
    be played under certain conditions"; rulebook p.27: "Each ability can be used only once each battle")."""
    label: str | None = None
    """The name the card prints before the ability ("Targeting Computer: ...", "Evasive - ..."): kept to be
    shown, never a rule (rulebook p.31: "Option names are printed in bold on the card")."""


class Activated(Node):
    """``{T}: ...``: pay the cost, get the effects, within the timing restrictions."""

    kind: Literal["activated"] = "activated"
    cost: list[AbilityCost]
    effects: list[Effect]
    conditions: list[Condition] = Field(default_factory=list)
    label: str | None = None
    """The name the card prints before the ability ("Targeting Computer: ...", "Evasive - ..."): kept to be
    shown, never a rule (rulebook p.31: "Option names are printed in bold on the card")."""


class Upkeep(Node):
    """``During your Repair/Reload phase, pay 1+2P; otherwise, tap this card and your opponent gains control of
    it.``"""

    kind: Literal["upkeep"] = "upkeep"
    cost: Cost
    otherwise: list[Literal["tap", "opponent_gains_control", "scrap"]]
    """What happens if the upkeep is not paid; the opponent chosen then gains control of the card at once, or at the
    end of your turn with ``control_at_end_of_turn``."""
    control_at_end_of_turn: bool = False


class PlayRestriction(Node):
    """``Play only during battle.`` / ``Play only when blocked.``: when a Mission card may be played; with
    ``activate``, when a Command card may be activated ("You may activate this card only when attacked.")."""

    kind: Literal["play_restriction"] = "play_restriction"
    conditions: list[Condition]
    activate: bool = False
    reveal: bool = False
    """When a Command card may be revealed ("Reveal this card when opponent attacks.")."""


class Resolve(Node):
    """What a Mission card does when it is played (its effects in order)."""

    kind: Literal["resolve"] = "resolve"
    effects: list[Effect]
    conditions: list[Condition] = Field(default_factory=list)
    """When its effects may be used, as for an ability ("Use this ability immediately after rolling the die roll.")."""
    label: str | None = None
    """The name the card prints before the ability ("Targeting Computer: ...", "Evasive - ..."): kept to be
    shown, never a rule (rulebook p.31: "Option names are printed in bold on the card")."""


Ability = Annotated[
    Overheat
    | AlphaStrike
    | Missile
    | Jump
    | Keyword
    | Static
    | Activated
    | Triggered
    | PlayRestriction
    | Resolve
    | Upkeep,
    Field(discriminator="kind"),
]


class AbilityList(RootModel[list[Ability]]):
    """A card's abilities, in printed order."""


def dsl_schema() -> dict[str, Any]:
    """The JSON Schema of a card's abilities (``judge parse --schema``)."""
    return AbilityList.model_json_schema()
