"""Who may attack and block, and which options a Unit may use (``grammar/triggers.lark``):
"~ cannot attack", "~ cannot be blocked by more than one Unit", "Target 'Mech can't use its Missile option this
turn". Rulebook p.23 (Missions Phase: the active player declares attacks), p.27 (Blocking: one or more patrolling
Units block a group), p.31 (Using Unit Options and Abilities)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from judge.dsl.core import Node
from judge.dsl.selectors import Target


class CannotAttack(Node):
    """The cards cannot attack ("~ cannot attack", "Target Unit may not attack this turn")."""

    kind: Literal["cannot_attack"] = "cannot_attack"
    target: Target


class BlockerLimit(Node):
    """The cards cannot be blocked by more than ``most`` Units ("~ can't be blocked by more than one Unit")."""

    kind: Literal["blocker_limit"] = "blocker_limit"
    target: Target
    most: int = Field(ge=1)


class CannotUseOption(Node):
    """The cards cannot use this option ("~ cannot use its Missile option"; rulebook p.31)."""

    kind: Literal["cannot_use_option"] = "cannot_use_option"
    target: Target
    option: Literal["Overheat", "Alpha Strike", "Missile", "Jump", "ECM", "Anti-Missile", "NARC", "C3", "VTOL"]


class CannotGuard(Node):
    """The cards cannot be assigned to guard a site ("~ can't guard", "Vehicles can't be assigned to guard";
    rulebook p.33, Guarding a Site: during the Missions phase a player may set untapped Units to guard his or her
    sites)."""

    kind: Literal["cannot_guard"] = "cannot_guard"
    target: Target


class MayActAlone(Node):
    """The cards may attack (and block) alone, as Battle Armor may not ("Battle Armor Units may attack and block
    alone"; rulebook p.24-25: "Battle Armors can't attack alone ... can't block alone"; glossary, Battle Armor)."""

    kind: Literal["may_act_alone"] = "may_act_alone"
    target: Target
    actions: list[Literal["attack", "block"]] = Field(min_length=1)
