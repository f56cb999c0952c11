"""(issue 18): every player's cards ("Each player's Battle Armor Units", "all players' 'Mechs";
``grammar/selectors.lark`` ``each_players``): all of them, whoever controls them."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

from judge.dsl import models as m


@v_args(inline=True)
class EachPlayersMixin(Transformer[Token, Any]):
    """The callback of ``each_players`` (it builds the selector with the core mixin's ``_selector`` and ``noun``)."""

    def each_players(self, _each: Token, *words: Any) -> m.Selector:
        *adjectives, noun = words
        if not str(noun).endswith("s"):
            raise ValueError("'each player's' names cards in the plural")
        core: Any = self
        selector: m.Selector = core._selector(("all", None), (*adjectives, core.noun(noun)), "any")
        return selector
