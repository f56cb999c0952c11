"""(issue 18 item 3 d): damage reduced and prevented in other words, and a card's stat now as an amount
(``grammar/effects.lark``, its last block); a mixin of :mod:`.transform_effects`."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

from judge.cardtext.transform_helpers import die_range_of
from judge.dsl import models as m


@v_args(inline=True)
class EffectsB7Transformer(Transformer[Token, Any]):
    """Damage reduced ("takes 2 less damage", "is reduced by 1", "the next 3 damage"): so much damage prevented
    (rulebook glossary, Prevent: damage prevented is never dealt); a card's attack or armor now as an amount."""

    def prevent_next_damage(self, amount: Token, *rest: Any) -> m.PreventDamage:
        return m.PreventDamage(target=rest[-1], amount=int(amount), up_to=False)

    def takes_less_damage(self, target: Any, *rest: Any) -> m.PreventDamage:
        amount = next(t for t in rest if isinstance(t, Token) and t.type == "INT")
        return m.PreventDamage(target=_each(target), amount=int(amount), up_to=False)

    def damage_reduced_by(self, target: Any, amount: Token) -> m.PreventDamage:
        return m.PreventDamage(target=_each(target), amount=int(amount), up_to=False)

    def reduce_damage_by(self, target: Any, amount: Token) -> m.PreventDamage:
        return m.PreventDamage(target=_each(target), amount=int(amount), up_to=False)

    def missile_roll_malus(self, _subtract: Token, amount: Token, _each: Token, target: Any) -> m.MissileRule:
        return m.MissileRule(fired_by=target, roll_bonus=-int(amount))

    def die_branch_inline_on(self, first: Token, second: Token | None, effects: list[Any]) -> m.DieBranch:
        """ "Roll a die: on a 5 or 6, draw a card": the branch for that run of results (rulebook glossary, Die)."""
        low, high = die_range_of(first)
        if second is not None:
            low_2, high = die_range_of(second)
            if low_2 != die_range_of(first)[1] + 1:
                raise ValueError(f"'{first} or {second}' is not one run of die results")
        return m.DieBranch(low=low, high=high, effects=effects)

    def damage_against_plus(self, target: Any, amount: Token, against: str) -> m.DamageAgainst:
        return m.DamageAgainst(target=target, against=against, amount=int(str(amount).replace("+", "")))

    def damage_against_extra(self, target: Any, amount: Token, _extra: Token, against: str) -> m.DamageAgainst:
        return m.DamageAgainst(target=target, against=against, amount=int(amount))

    def damage_against_double(self, target: Any, times: Token, against: str) -> m.DamageAgainst:
        return m.DamageAgainst(target=target, against=against, times=2 if str(times).lower() == "double" else 3)

    def quantity_its_attack(self) -> m.Quantity:
        return m.Quantity(of="attack")

    def quantity_its_armor(self) -> m.Quantity:
        return m.Quantity(of="armor")

    def quantity_stat_of_self(self, card: Any, stat: Token) -> m.Quantity:
        return m.Quantity(of=_stat(str(stat)), card=card)

    def quantity_attack_of(self, card: Any) -> m.Quantity:
        return m.Quantity(of="attack", card=card)

    def quantity_armor_of(self, card: Any) -> m.Quantity:
        return m.Quantity(of="armor", card=card)


def _stat(words: str) -> Any:
    """ "attack" or "armor" of "~'s attack" (a structure or initiative is not an amount here)."""
    words = words.lower()
    if "attack" in words:
        return "attack"
    if "armor" in words:
        return "armor"
    raise ValueError("only a card's attack or armor is an amount here")


def _each(target: Any) -> Any:
    """ "Attacking 'Mechs take 1 less damage": each of them has the damage prevented (as "receive 2 less damage")."""
    if isinstance(target, m.Selector) and target.quantifier == "all":
        return target.model_copy(update={"quantifier": "each"})
    return target
