"""Effects (``grammar/amounts.lark``) on amounts written the other ways card sets write them: damage halved (issue 18
item 3 d). Stat pairs ("+2/+1") and numbers in words read as the nodes of the same meaning
(:class:`~judge.dsl.effects_core.ModifyStat`, :class:`~judge.dsl.effects_core.DealDamage`)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from judge.dsl.core import Node
from judge.dsl.selectors import Noun, Target


class HalveDamage(Node):
    """The damage dealt to the cards (``dealt_by``: the damage they deal) is halved ("Halve the damage dealt to
    target Unit, rounded up."; "Prevent half the damage dealt to ~, rounded down."; "Target 'Mech deals half its
    damage."). ``round_up``: the damage left is rounded up (``False``: down; ``None``: the card does not say, which
    the rules leave open). "Prevent half, rounded down" leaves the larger half: ``round_up`` true."""

    kind: Literal["halve_damage"] = "halve_damage"
    target: Target
    dealt_by: bool = False
    round_up: bool | None = None


class DamageAgainst(Node):
    """(issue 18 item 3 d): the damage the cards deal to cards of one kind is raised ("~ deals +2 damage to
    Vehicles", "deals 1 additional damage to sites") or multiplied ("deals double damage to sites"; rulebook p.29:
    a Unit deals damage equal to its attack)."""

    kind: Literal["damage_against"] = "damage_against"
    target: Target
    against: Noun
    amount: int = 0
    times: int = Field(default=1, ge=1, le=3)


class MultiplyStat(Node):
    """(issue 18 item 3): a card's stat now multiplied ("Double the attack of target Unit", "Target 'Mech's
    armor is doubled"; rulebook p.26-29: a Unit's attack and armor now, with every change that applies)."""

    kind: Literal["multiply_stat"] = "multiply_stat"
    target: Target
    stat: Literal["attack", "armor"]
    times: int = Field(ge=2, le=3)


class SwapStats(Node):
    """(issue 18 item 3): a card's attack and armor now exchanged ("Switch the attack and armor of target
    Unit", "Swap target 'Mech's attack and armor")."""

    kind: Literal["swap_stats"] = "swap_stats"
    target: Target


__all__ = ["DamageAgainst", "HalveDamage", "MultiplyStat", "SwapStats"]
