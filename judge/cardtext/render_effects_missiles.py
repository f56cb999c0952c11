"""Missiles added and missile damage prevented in plain English (:mod:`judge.dsl.effects_missiles`, a
block of ``grammar/amounts.lark``): "one Unit fires 1 additional missile", "prevent 2 damage from any missile fired
at one Unit"."""

from __future__ import annotations

from judge.cardtext.render_selectors import _target
from judge.dsl import models as m


def _plural(target: m.Target) -> bool:
    return isinstance(target, m.Selector) and target.quantifier in ("all", "any_number", "up_to")


def effect_text(effect: m.Effect) -> str | None:
    """The English of an effect of :mod:`judge.dsl.effects_missiles`; ``None`` for a form it has none for."""
    match effect:
        case m.ExtraMissiles(target=target, count=count):
            missiles = "missile" if count == 1 else "missiles"
            fires = "fire" if _plural(target) else "fires"
            return f"{_target(target)} {fires} {count} additional {missiles}"
        case m.PreventMissileDamage(target=target, amount=amount):
            return f"prevent {amount} damage from each missile fired at {_target(target)}"
    return None
