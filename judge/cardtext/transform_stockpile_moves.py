"""(issue 18 item 4): cards moved to an end of a Stockpile, an opponent's hand looked at, and hands played face
up, in other words (``grammar/amounts.lark``): the nodes of the pool's wordings
(:class:`~judge.dsl.models.PutOnStockpile`, :class:`~judge.dsl.models.ReturnToOwner`,
:class:`~judge.dsl.models.LookAtHand`) and :class:`~judge.dsl.models.HandsRevealed`; a mixin of the amounts
transformer."""

from __future__ import annotations

import re
from typing import Any

from lark import Token, Transformer, v_args

from judge.dsl import models as m


@v_args(inline=True)
class StockpileMovesTransformer(Transformer[Token, Any]):
    """Stockpiles and hands (rulebook p.10-11: the Stockpile is a player's deck, the hand hidden)."""

    def stockpile_end(self, *parts: Any) -> m.PutOnStockpile | m.ReturnToOwner:
        target, end = parts[-2], str(parts[-1])
        bottom = "bottom" in end
        if "owner" in end:
            return m.ReturnToOwner(target=target, to="stockpile_bottom" if bottom else "stockpile_top")
        return m.PutOnStockpile(target=target, bottom=bottom, any_order=end.endswith(" in any order"))

    def look_at_opponents_hand(self, _words: Token) -> m.LookAtHand:
        return m.LookAtHand()

    def hands_revealed(self, words: Token) -> m.HandsRevealed:
        who = re.split(r" (?:plays?|must play) with\b", str(words))[0].lower()
        if who in ("each player", "all players", "players"):
            return m.HandsRevealed(players="each")
        if who == "you":
            return m.HandsRevealed(players="you")
        return m.HandsRevealed(players="opponents")

    def rearrange_top(self, _words: Token, *parts: Any) -> list[m.Effect]:
        count, whose = (parts[0], parts[-1]) if len(parts) == 2 else (None, parts[-1])
        again = m.PutOnStockpile(target=m.ThatOne(plural=True), stockpile="that")
        return [m.LookAtTop(count=count or 1, whose=whose), again]

    def rearrange_them(self, *parts: Any) -> m.PutOnStockpile:
        target = next(p for p in parts if not isinstance(p, Token))
        if target != m.ThatOne(plural=True):
            raise ValueError("only the cards just looked at are put back in an order")
        return m.PutOnStockpile(target=target, stockpile="that")
