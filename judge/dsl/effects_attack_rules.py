"""(issue 18): a Unit's own rules on what it may attack and how it blocks, and cards no player may repair
(``grammar/rules.lark``). Rulebook p.23 (Missions phase: a mission's target is an opposing Unit
or site), p.25 (blocking with a Unit requires its controller to tap it), p.29 (Repair/Reload phase: repairing)."""

from __future__ import annotations

from typing import Literal

from judge.dsl.core import Node
from judge.dsl.selectors import Target


class AttackOnly(Node):
    """The cards may attack only these ("~ can attack only sites", "~ may only attack Units of the same speed";
    rulebook p.23: a mission's target is any opposing Unit or site)."""

    kind: Literal["attack_only"] = "attack_only"
    target: Target
    only: Target


class BlocksWithoutTapping(Node):
    """The cards do not tap to block ("~ doesn't tap when it blocks", "~ does not tap to block while guarding";
    rulebook p.25: "Blocking with a Unit requires your opponent to tap that Unit")."""

    kind: Literal["blocks_without_tapping"] = "blocks_without_tapping"
    target: Target
    only_guarding: bool = False
    """Only when it blocks while guarding a site (rulebook p.33)."""


class CannotBeRepaired(Node):
    """No damage on the cards may be repaired ("Players can't repair 'Mechs", "~ cannot be repaired"; rulebook p.29,
    Repair/Reload phase)."""

    kind: Literal["cannot_be_repaired"] = "cannot_be_repaired"
    target: Target
