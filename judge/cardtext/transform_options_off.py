"""(issue 18 item 2): Unit options switched off or changed, missiles added or fired again, and damage
prevented in other words (``grammar/amounts.lark``): the nodes of the pool's wordings where the
meaning is theirs (:class:`~judge.dsl.models.CannotUseOption`, :class:`~judge.dsl.models.NoOptionDrawback`,
:class:`~judge.dsl.models.PreventDamage`, :class:`~judge.dsl.models.OptionUses`), and
:mod:`judge.dsl.effects_missiles` for the new ones; a mixin of the amounts transformer."""

from __future__ import annotations

import re
from typing import Any, get_args

from lark import Token, Transformer, v_args

from judge.dsl import models as m

_OPTIONS = get_args(m.CannotUseOption.model_fields["option"].annotation)
_OPTION = re.compile("|".join(sorted(_OPTIONS, key=len, reverse=True)))
_NUMBERS = {"one": 1, "two": 2, "three": 3, "an": 1}


def _count(word: str) -> int:
    return _NUMBERS[word] if word in _NUMBERS else int(word)


def options_named(words: str) -> list[str]:
    """The options a list names, in order, once each ("Alpha Strike, Overheat or Missile")."""
    named: list[str] = []
    for found in _OPTION.findall(words):
        if found in named:
            raise ValueError(f"the {found} option named twice")
        named.append(found)
    return named


@v_args(inline=True)
class OptionsOffTransformer(Transformer[Token, Any]):
    """Options switched off or changed (rulebook p.27-31, Unit options)."""

    def cannot_use_options(self, target: Any, words: Token) -> list[m.CannotUseOption]:
        first, *more = options_named(str(words))
        # one card chosen once: the options after the first are "its" ("it cannot use its NARC option")
        again = m.ThatOne() if isinstance(target, m.Selector) and target.quantifier not in ("each", "all") else target
        return [m.CannotUseOption(target=target, option=first)] + [
            m.CannotUseOption(target=again, option=option) for option in more
        ]

    def cannot_fire_missiles(self, target: Any) -> m.CannotUseOption:
        return m.CannotUseOption(target=target, option="Missile")

    def overheat_free(self, target: Any, _words: Token) -> m.NoOptionDrawback:
        return m.NoOptionDrawback(target=target, option="Overheat")

    def prevent_overheat_would(self, _prevent: Token, target: Any, _would: Token) -> m.NoOptionDrawback:
        return m.NoOptionDrawback(target=target, option="Overheat")

    def prevent_overheat_to(self, _prevent: Token, target: Any) -> m.NoOptionDrawback:
        return m.NoOptionDrawback(target=target, option="Overheat")

    def prevent_first_damage(self, _prevent: Token, amount: Token, *rest: Any) -> m.PreventDamage:
        return m.PreventDamage(target=rest[-1], amount=int(amount), up_to=False)

    def prevent_points_damage(self, words: Token, target: Any) -> m.PreventDamage:
        amount = int(re.findall(r"[0-9]+", str(words))[0])
        return m.PreventDamage(target=target, amount=amount, up_to=" up to " in str(words))

    def prevent_per_missile(self, _prevent: Token, amount: Token, _each: Token, target: Any) -> Any:
        return m.PreventMissileDamage(target=target, amount=int(amount))

    def prevent_per_missile_to(self, _prevent: Token, amount: Token, target: Any, _each: Token) -> Any:
        return m.PreventMissileDamage(target=target, amount=int(amount))

    def missile_deals_less(self, _each: Token, target: Any, amount: Token) -> Any:
        return m.PreventMissileDamage(target=target, amount=int(amount))

    def takes_less_per_missile(self, target: Any, _takes: Token, amount: Token, _each: Token) -> Any:
        return m.PreventMissileDamage(target=target, amount=int(amount))

    def extra_missiles(self, target: Any, _fires: Token, words: Token) -> m.ExtraMissiles:
        return m.ExtraMissiles(target=target, count=_count(str(words).split()[0]))

    def extra_missiles_plus(self, target: Any, *parts: Token) -> m.ExtraMissiles:
        return m.ExtraMissiles(target=target, count=int(re.findall(r"[0-9]+", str(parts[-1]))[0]))

    def fire_missiles_twice(self, target: Any, _words: Token) -> m.OptionUses:
        return m.OptionUses(target=target, option="Missile", times=2)

    def use_option_again(self, target: Any, words: Token) -> m.OptionUses:
        return m.OptionUses(target=target, option=options_named(str(words))[0], times=2)

    def missiles_fired_by(self, _words: Token, fired_by: Any, damage: Token) -> m.MissileRule:
        if not isinstance(fired_by, m.This | m.Enhanced):
            raise ValueError("only the missiles of this card, or of the Unit it enhances, are read")
        numbers = [int(n) for n in re.findall(r"[0-9]+", str(damage))]
        if " on a" in str(damage):
            return m.MissileRule(fired_by=fired_by, damage=numbers[0], roll=numbers[1])
        return m.MissileRule(fired_by=fired_by, extra=numbers[0])
