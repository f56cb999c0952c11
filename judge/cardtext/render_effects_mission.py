"""Mission cards' effects in other sets' words in plain English (:mod:`judge.dsl.effects_mission`, their
sections in ``grammar/triggers.lark`` and ``cardtext.lark``): "if the mission is unblocked, draw a card", "skip your
next Untap phase"."""

from __future__ import annotations

from judge.cardtext.render_conditions import _PHASES
from judge.cardtext.render_effects import _effects
from judge.dsl import models as m

_ROLE_WORDS = {
    "blocked": "if the mission is blocked",
    "unblocked": "if the mission is unblocked",
    "attacking": "if you are attacking",
    "blocking": "if you are blocking",
}
"""The condition of :class:`~judge.dsl.effects_mission.IfBattleRole`, as the grammar reads it back."""


def effect_text(effect: m.Effect) -> str | None:
    """The English of an effect of :mod:`judge.dsl.effects_mission`; ``None`` for a form it has none for."""
    match effect:
        case m.IfBattleRole(role=role, effects=effects):
            return f"{_ROLE_WORDS[role]}, {_effects(effects, capital=False)}"
        case m.SkipNextPhase(phase=phase, player="you"):
            return f"skip your next {_PHASES[phase]} phase"
        case m.SkipNextPhase(phase=phase, player="opponent"):
            return f"your opponent skips his or her next {_PHASES[phase]} phase"
    return None
