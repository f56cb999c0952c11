"""(issue 18 item 2): one missile die rolled again or changed, in the other words sets use
(``grammar/amounts.lark``, its dice block): the same nodes as the pool's wordings; a mixin of the amounts
transformer."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

from judge.dsl import models as m


@v_args(inline=True)
class DiceMoreTransformer(Transformer[Token, Any]):
    """Missile rolls changed one at a time (rulebook p.31, Missile)."""

    def reroll_missile_one(self, *_parts: Token) -> m.RerollMissile:
        return m.RerollMissile()

    def adjust_missile_either(self, *parts: Token) -> m.AdjustMissileRoll:
        amounts = {int(p) for p in parts if p.type == "INT"}
        if len(amounts) != 1:
            raise ValueError("'add N to or subtract M from' a roll with two amounts is not read")
        return m.AdjustMissileRoll(amount=amounts.pop(), either_way=True)

    def adjust_missile_up(self, amount: Token, _roll: Token) -> m.AdjustMissileRoll:
        return m.AdjustMissileRoll(amount=int(amount))

    def adjust_missile_down(self, amount: Token, _roll: Token) -> m.AdjustMissileRoll:
        return m.AdjustMissileRoll(amount=-int(amount))
