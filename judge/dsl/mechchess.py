"""The effect DSL of Mech chess cards (seed 003, card list "Notes"), produced by ``grammar/mechchess.lark``.

Same style as the BattleTech TCG DSL (:mod:`judge.dsl.models`): frozen pydantic nodes tagged by ``kind``.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, RootModel

from judge.dsl.core import Node

RangeName = Literal["cr", "mr", "lr", "er"]


# --- when a Defense card may be used -----------------------------------------------------------------------------


class RangeIs(Node):
    """``MR or LR only``: the attack being negated is at one of these ranges."""

    kind: Literal["range_is"] = "range_is"
    ranges: list[RangeName]


class SmallerThanAttacker(Node):
    """``Use by smaller Mech vs larger Mech``: the defender has fewer starting hits than the attacker."""

    kind: Literal["smaller_than_attacker"] = "smaller_than_attacker"


class MoveAtLeast(Node):
    """``Use by Mech with move of 3+`` (``exact``: ``move of 5``)."""

    kind: Literal["move_at_least"] = "move_at_least"
    move: int
    exact: bool = False


class JumpCapable(Node):
    kind: Literal["jump_capable"] = "jump_capable"


class StartingHitsAtLeast(Node):
    kind: Literal["starting_hits_at_least"] = "starting_hits_at_least"
    hits: int


Requirement = Annotated[
    RangeIs | SmallerThanAttacker | MoveAtLeast | JumpCapable | StartingHitsAtLeast, Field(discriminator="kind")
]


# --- what cards do ---------------------------------------------------------------------------------------------


class MoveRange(Node):
    """``Range = Max Move +1`` (the Jump move card): moves up to the unit's move rating plus ``plus``."""

    kind: Literal["move_range"] = "move_range"
    plus: int


class DerivedRating(Node):
    """``Damage Rating: ER = (LR – 2)``: the rating at this card's range comes from another range's."""

    kind: Literal["derived_rating"] = "derived_rating"
    rating: RangeName
    source: RangeName
    minus: int


class LookAtHand(Node):
    kind: Literal["look_at_hand"] = "look_at_hand"


class Draw(Node):
    kind: Literal["draw"] = "draw"
    count: int


class DamageBonus(Node):
    """``Damage +2``; ``CR attack does +2 Dam by Mech with Jump`` (a range and a jump-capable attacker)."""

    kind: Literal["damage_bonus"] = "damage_bonus"
    amount: int
    at_range: RangeName | None = None
    attacker_jump_capable: bool = False


class Destroy(Node):
    """``Hit Mech is destroyed``."""

    kind: Literal["destroy"] = "destroy"


class PermanentMove(Node):
    """``Mech move is permanently –1``."""

    kind: Literal["permanent_move"] = "permanent_move"
    amount: int


class PermanentRatings(Node):
    """``Mech Damage Ratings are permanently –1``."""

    kind: Literal["permanent_ratings"] = "permanent_ratings"
    amount: int


class CannotMove(Node):
    """``Mech cannot move next turn`` (``next_turn``) or ``Mech can no longer move``."""

    kind: Literal["cannot_move"] = "cannot_move"
    next_turn_only: bool


class NoMoveAndAttack(Node):
    """``Unit cannot Move & Attack in same turn``."""

    kind: Literal["no_move_and_attack"] = "no_move_and_attack"


class HitIfMovedAndAttacked(Node):
    """``Unit that just moved & attacked takes 1 Hit``."""

    kind: Literal["hit_if_moved_and_attacked"] = "hit_if_moved_and_attacked"
    hits: int


class NegateMove(Node):
    """``Negate Move card just played``."""

    kind: Literal["negate_move"] = "negate_move"


Effect = Annotated[
    MoveRange
    | DerivedRating
    | LookAtHand
    | Draw
    | DamageBonus
    | Destroy
    | PermanentMove
    | PermanentRatings
    | CannotMove
    | NoMoveAndAttack
    | HitIfMovedAndAttacked
    | NegateMove,
    Field(discriminator="kind"),
]


class CardNote(Node):
    """A card's note as data: the requirements for using it and what it does."""

    requires: list[Requirement] = Field(default_factory=list)
    effects: list[Effect] = Field(default_factory=list)


class CardNoteList(RootModel[list[CardNote]]):
    pass
