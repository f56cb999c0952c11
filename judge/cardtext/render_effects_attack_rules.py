"""A Unit's own rules on what it may attack and how it blocks, and cards no player may repair, in plain English
(:mod:`judge.dsl.effects_attack_rules`, ``grammar/rules.lark``)."""

from __future__ import annotations

from judge.cardtext.render_selectors import _target
from judge.dsl import models as m


def _only(only: m.Target) -> str:
    """What alone the cards may attack; a kind named bare ("Vehicles", "Units of the same speed") as it reads."""
    if isinstance(only, m.Selector) and only == m.Selector(
        quantifier="all", noun=only.noun, same_speed=only.same_speed
    ):
        plural = _target(m.Selector(quantifier="all", noun=only.noun)).removeprefix("all ")
        return plural + (" of the same speed" if only.same_speed else "")
    return _target(only)


def effect_text(effect: m.Effect) -> str | None:
    """The English of an effect of :mod:`judge.dsl.effects_attack_rules`; ``None`` for a form it has none for."""
    match effect:
        case m.AttackOnly(target=target, only=only):
            return f"{_target(target)} may attack only {_only(only)}"
        case m.BlocksWithoutTapping(target=target, only_guarding=only_guarding):
            return f"{_target(target)} does not tap to block" + (" while guarding" if only_guarding else "")
        case m.CannotBeRepaired(target=target):
            return f"{_target(target)} cannot be repaired"
    return None
