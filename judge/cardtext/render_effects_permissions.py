"""Who may attack and block, and which options a Unit may use, in plain English (:mod:`judge.dsl.effects_permissions`,
``grammar/triggers.lark``)."""

from __future__ import annotations

from judge.cardtext.render_selectors import _COUNT_WORDS, _target
from judge.dsl import models as m


def effect_text(effect: m.Effect) -> str | None:
    """The English of an effect of :mod:`judge.dsl.effects_permissions`; ``None`` for a form it has none for."""
    match effect:
        case m.CannotAttack(target=target):
            return f"{_target(target)} cannot attack"
        case m.BlockerLimit(target=target, most=most):
            units = "Unit" if most == 1 else "Units"
            count = {1: "one", **_COUNT_WORDS}.get(most, str(most))
            return f"{_target(target)} cannot be blocked by more than {count} {units}"
        case m.CannotUseOption(target=target, option=option):
            return f"{_target(target)} cannot use its {option} option"
        case m.CannotGuard(target=target):
            return f"{_target(target)} cannot guard"
        case m.MayActAlone(target=target, actions=actions):
            return f"{_target(target)} may {' and '.join(actions)} alone"
    return None
