"""Missiles changed in number and damage prevented missile by missile (``grammar/amounts.lark``;
issue 18 item 2): "Target Unit fires one additional missile", "Prevent 2 damage from any missile fired at target
Unit" (rulebook p.31, Missile Y: Y missiles, a die each; CE General Rulings, Anti-Missile: each missile fired at the
group deals 1 less damage)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from judge.dsl.core import Node
from judge.dsl.selectors import Target


class ExtraMissiles(Node):
    """The cards' Missile option fires ``count`` more missiles than its number ("fires one additional missile",
    "gets Missile +1")."""

    kind: Literal["extra_missiles"] = "extra_missiles"
    target: Target
    count: int = Field(ge=1, le=9)


class PreventMissileDamage(Node):
    """Each missile fired at the cards deals ``amount`` less damage ("Prevent 2 damage from any missile fired at
    target Unit", "Each missile fired at ~ deals 1 less damage")."""

    kind: Literal["prevent_missile_damage"] = "prevent_missile_damage"
    target: Target
    amount: int = Field(ge=1, le=9)


__all__ = ["ExtraMissiles", "PreventMissileDamage"]
