"""Amounts written other ways, in plain English (:mod:`judge.dsl.effects_amounts`, ``grammar/amounts.lark``): "halve
the damage dealt to target Unit, rounded up"."""

from __future__ import annotations

from judge.cardtext.render_selectors import _NOUNS, _target
from judge.dsl import models as m

_TIMES = {2: "double", 3: "triple"}
_ROUNDED = {None: "", True: ", rounded up", False: ", rounded down"}


def effect_text(effect: m.Effect) -> str | None:
    """The English of an effect of :mod:`judge.dsl.effects_amounts`; ``None`` for a form it has none for."""
    match effect:
        case m.HalveDamage(target=target, dealt_by=False, round_up=round_up):
            return f"halve the damage dealt to {_target(target)}{_ROUNDED[round_up]}"
        case m.HalveDamage(target=target, dealt_by=True, round_up=round_up):
            return f"{_target(target)} deals half its damage{_ROUNDED[round_up]}"
        case m.DamageAgainst(target=target, against=against, amount=amount, times=1):
            return f"{_target(target)} {_deals(target)} {amount:+d} damage to {_NOUNS[against][1]}"
        case m.DamageAgainst(target=target, against=against, amount=0, times=2 | 3 as times):
            return f"{_target(target)} {_deals(target)} {_TIMES[times]} damage to {_NOUNS[against][1]}"
        case m.MultiplyStat(target=target, stat=stat, times=times):
            return f"{_TIMES[times]} the {stat} of {_target(target)}"
        case m.SwapStats(target=target):
            return f"switch the attack and armor of {_target(target)}"
    return None


def _deals(target: m.Target) -> str:
    """ "deals" after one card, "deal" after several ("all attacking 'Mechs deal")."""
    many = isinstance(target, m.Selector) and (target.quantifier in ("all", "any_number") or (target.count or 1) > 1)
    return "deal" if many else "deals"
