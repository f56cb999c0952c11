"""A card's own effects in plain English (:mod:`judge.dsl.effects_own`, ``grammar/triggers.lark``):
"this card may use its Jump option twice during each mission", "this card's missiles deal 1 extra damage", "this
card cannot be enhanced"."""

from __future__ import annotations

from judge.cardtext.render_effects import _effects
from judge.cardtext.render_selectors import _target
from judge.dsl import models as m

_TIMES = {2: "twice", 3: "three times"}
_COUNTED = {"enhancement": "Enhancement", "pilot": "Pilot", "damage_counter": "damage counter"}


def _missiles_of(fired_by: m.Target) -> str:
    """The possessive the grammar reads before "missiles" (``MISSILES_OF``)."""
    match fired_by:
        case m.This():
            return "this Unit's"
        case m.Enhanced():
            return "enhanced Unit's"
    raise ValueError(f"no English for the missiles of {fired_by!r}")


def effect_text(effect: m.Effect) -> str | None:
    """The English of an effect of :mod:`judge.dsl.effects_own`; ``None`` for a form it has none for."""
    match effect:
        case m.OptionUses(target=target, option=option, times=times):
            return f"{_target(target)} may use its {option} option {_TIMES[times]} during each mission"
        case m.MissileRule(fired_by=fired_by, extra=extra, roll_bonus=0, roll=None, damage=None) if extra:
            return f"{_missiles_of(fired_by)} missiles deal {extra} extra damage"
        case m.MissileRule(fired_by=fired_by, extra=0, roll_bonus=bonus, roll=None, damage=None) if bonus > 0:
            return f"add {bonus} to each missile roll for {_target(fired_by)}"
        case m.MissileRule(fired_by=fired_by, extra=0, roll_bonus=bonus, roll=None, damage=None) if bonus < 0:
            return f"subtract {-bonus} from each missile roll for {_target(fired_by)}"
        case m.MissileRule(fired_by=fired_by, extra=0, roll_bonus=0, roll=int() as roll, damage=int() as damage):
            even = " even without Munitions" if effect.without_munitions else ""
            return f"{_missiles_of(fired_by)} missiles deal {damage} damage on a roll of {roll}{even}"
        case m.CannotBeEnhanced(target=target):
            return f"{_target(target)} cannot be enhanced"
        case m.CannotBeTargetOf(target=target, card_type=card_type):
            return f"{_target(target)} cannot be the target of {card_type} cards"
        case m.PerOnCard(counted=counted, effects=effects):
            return f"{_effects(effects, capital=False)} for each {_COUNTED[counted]} on it"
    return None
