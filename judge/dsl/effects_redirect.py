"""So much damage dealt to one card dealt to another instead (``grammar/amounts.lark``; issue 18
item 3): "Redirect up to 2 damage assigned to one of your Units to ~" (rulebook p.27-28: damage assigned, then dealt
when it resolves, p.29)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from judge.dsl.core import Node
from judge.dsl.selectors import Target


class RedirectSomeDamage(Node):
    """``amount`` (``up_to``: at most, as you choose) of the damage assigned to ``source`` is dealt to ``to``
    instead."""

    kind: Literal["redirect_some_damage"] = "redirect_some_damage"
    source: Target
    to: Target
    amount: int = Field(ge=1, le=99)
    up_to: bool = False


__all__ = ["RedirectSomeDamage"]
