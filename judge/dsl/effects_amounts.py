"""Effects (``grammar/amounts.lark``) on amounts written the other ways card sets write them: damage halved (issue 18
item 3 d). Stat pairs ("+2/+1") and numbers in words read as the nodes of the same meaning
(:class:`~judge.dsl.effects_core.ModifyStat`, :class:`~judge.dsl.effects_core.DealDamage`)."""

from __future__ import annotations

from typing import Literal

from judge.dsl.core import Node
from judge.dsl.selectors import Target


class HalveDamage(Node):
    """The damage dealt to the cards (``dealt_by``: the damage they deal) is halved ("Halve the damage dealt to
    target Unit, rounded up."; "Prevent half the damage dealt to ~, rounded down."; "Target 'Mech deals half its
    damage."). ``round_up``: the damage left is rounded up (``False``: down; ``None``: the card does not say, which
    the rules leave open). "Prevent half, rounded down" leaves the larger half: ``round_up`` true."""

    kind: Literal["halve_damage"] = "halve_damage"
    target: Target
    dealt_by: bool = False
    round_up: bool | None = None


__all__ = ["HalveDamage"]
