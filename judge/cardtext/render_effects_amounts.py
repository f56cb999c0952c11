"""Amounts written other ways, in plain English (:mod:`judge.dsl.effects_amounts`, ``grammar/amounts.lark``): "halve
the damage dealt to target Unit, rounded up"."""

from __future__ import annotations

from judge.cardtext.render_selectors import _target
from judge.dsl import models as m

_ROUNDED = {None: "", True: ", rounded up", False: ", rounded down"}


def effect_text(effect: m.Effect) -> str | None:
    """The English of an effect of :mod:`judge.dsl.effects_amounts`; ``None`` for a form it has none for."""
    match effect:
        case m.HalveDamage(target=target, dealt_by=False, round_up=round_up):
            return f"halve the damage dealt to {_target(target)}{_ROUNDED[round_up]}"
        case m.HalveDamage(target=target, dealt_by=True, round_up=round_up):
            return f"{_target(target)} deals half its damage{_ROUNDED[round_up]}"
    return None
