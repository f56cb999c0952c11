"""Hidden information made open (``grammar/amounts.lark``; issue 18 item 4): hands played face up
("Each player plays with his or her hand revealed"; rulebook p.10: a player's hand is hidden from the others)."""

from __future__ import annotations

from typing import Literal

from judge.dsl.core import Node


class HandsRevealed(Node):
    """The players named play with their hands face up, for all to see."""

    kind: Literal["hands_revealed"] = "hands_revealed"
    players: Literal["each", "opponents", "you"]


__all__ = ["HandsRevealed"]
