"""Effects of a Unit's, Pilot's or Enhancement's own abilities (``grammar/triggers.lark``;
issue 18 item 2 and 3): its options used more often, its missiles' damage and rolls, what it may not be (enhanced,
the target of some cards), and effects counted on the card itself."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import Field

from judge.dsl.core import Node
from judge.dsl.selectors import Target

if TYPE_CHECKING:
    from judge.dsl.effects import Effect


class OptionUses(Node):
    """The Unit may use one of its options more often than the rules allow ("may use its Jump option twice during
    each mission"; rulebook p.27 and p.31: each option once each battle)."""

    kind: Literal["option_uses"] = "option_uses"
    target: Target
    option: Literal["Overheat", "Alpha Strike", "Missile", "Jump", "ECM", "Anti-Missile", "NARC", "C3", "VTOL"]
    times: int = Field(ge=2, le=3)


class MissileRule(Node):
    """A change of the missiles ``fired_by`` fires (rulebook p.31, Missile: a die per missile, 1 damage on a 1 or 2,
    2 on a 3 or 4... ; p.14, Munitions: 3 damage on a roll of 3): ``extra`` damage per missile ("~'s missiles deal 1
    extra damage"), ``roll_bonus`` added to each missile's roll ("Add 1 to each missile roll for enhanced 'Mech"), or
    ``damage`` on a roll of ``roll`` ("deal 3 damage on a roll of 3"), with ``without_munitions`` even when its
    controller has no Munitions."""

    kind: Literal["missile_rule"] = "missile_rule"
    fired_by: Target
    extra: int = Field(default=0, ge=0)
    roll_bonus: int = 0
    roll: int | None = Field(default=None, ge=1, le=6)
    damage: int | None = Field(default=None, ge=0)
    without_munitions: bool = False


class CannotBeEnhanced(Node):
    """No Enhancement can be played on the cards ("~ cannot be enhanced"; rulebook p.12, Enhancements)."""

    kind: Literal["cannot_be_enhanced"] = "cannot_be_enhanced"
    target: Target


class CannotBeTargetOf(Node):
    """The cards cannot be the target of cards of this kind ("~ can't be the target of Mission cards"; glossary,
    Target)."""

    kind: Literal["cannot_be_target_of"] = "cannot_be_target_of"
    target: Target
    card_type: str


class PerOnCard(Node):
    """The effects happen once for each card or damage counter on the card itself ("~ gets +1 armor for each
    Enhancement on it", "... for each damage counter on it"; rulebook p.12, Enhancements and Pilots are put on the
    card they affect; glossary, Damage: damage counters stay until repaired)."""

    kind: Literal["per_on_card"] = "per_on_card"
    counted: Literal["enhancement", "pilot", "damage_counter"]
    effects: list[Effect]


__all__ = ["CannotBeEnhanced", "CannotBeTargetOf", "MissileRule", "OptionUses", "PerOnCard"]
