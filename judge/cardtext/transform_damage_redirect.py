"""(issue 18 item 3): damage dealt to one card dealt to another instead, and one amount of damage dealt to two
cards or groups, in other words (``grammar/amounts.lark``): the nodes of "Redirect all damage dealt
to X to Y" (:class:`~judge.dsl.models.RedirectAllDamage`) and "Deal 1 damage to ..." (a
:class:`~judge.dsl.models.DealDamage` each), and :class:`~judge.dsl.models.RedirectSomeDamage` for so much of it; a
mixin of the amounts transformer."""

from __future__ import annotations

import re
from typing import Any

from lark import Token, Transformer, v_args

from judge.dsl import models as m


def _cards(parts: tuple[Any, ...]) -> list[Any]:
    return [p for p in parts if p is not None and not isinstance(p, Token)]


def _some(words: str, source: Any, to: Any) -> m.RedirectSomeDamage:
    amount = int(re.findall(r"[0-9]+", words)[0])
    return m.RedirectSomeDamage(source=source, to=to, amount=amount, up_to="up to" in words.lower())


@v_args(inline=True)
class DamageRedirectTransformer(Transformer[Token, Any]):
    """Damage redirected and dealt to two groups (rulebook p.27-29: assigning and resolving damage)."""

    def redirect_all_d9(self, _words: Token, source: Any, to: Any) -> m.RedirectAllDamage:
        return m.RedirectAllDamage(source=source, to=to)

    def redirect_passive_d9(self, words: Token, *parts: Any) -> m.RedirectAllDamage | m.RedirectSomeDamage:
        source, to = _cards(parts)
        if str(words).startswith("All"):
            return m.RedirectAllDamage(source=source, to=to)
        return _some(str(words), source, to)

    def redirect_some_d9(self, words: Token, source: Any, to: Any) -> m.RedirectSomeDamage:
        return _some(str(words), source, to)

    def deal_damage_both(self, amount: Token, *parts: Any) -> list[m.DealDamage]:
        structure = any(isinstance(p, Token) and p.type.endswith("STRUCTURE") for p in parts)
        return [m.DealDamage(target=t, amount=int(amount), structure=structure) for t in _cards(parts)]

    def deal_damage_each_own(self, first: Token, *parts: Any) -> list[m.DealDamage]:
        # "Deal 1 damage to A and 2 damage to B": each amount with the cards after it
        found: list[m.DealDamage] = []
        amount, structure = int(first), False
        for part in parts:
            if isinstance(part, Token) and part.type.endswith("INT"):
                amount, structure = int(part), False
            elif isinstance(part, Token) and part.type.endswith("STRUCTURE"):
                structure = True
            elif part is not None and not isinstance(part, Token):
                found.append(m.DealDamage(target=part, amount=amount, structure=structure))
        return found
