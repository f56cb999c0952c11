"""gramA7's triggers in plain English (``grammar/triggers.lark``, the section marked gramA7): the game's own
moments and events (:mod:`judge.cardtext.transform_events`)."""

from __future__ import annotations

from judge.cardtext.render_conditions import _PHASES, _restrictions
from judge.cardtext.render_effects import _effects, _riders, _split_riders
from judge.dsl import models as m

_HOLDERS = {"your": "your", "any": "each player's", "opponent": "each opponent's"}


def _phase_name(phase: str) -> str:
    return "End of Turn" if phase == "end" else _PHASES[phase]


def event_triggered(ability: m.Triggered) -> str | None:
    """The English of a gramA7 trigger, or ``None`` for the others (:func:`render_triggers._triggered`)."""
    match ability:
        case m.Triggered(
            trigger="phase_start" | "phase_end" as trigger,
            effects=effects,
            conditions=[m.During(phase=str() as phase, whose=whose, at_end=at_end), *rest],
        ) if at_end == (trigger == "phase_end") and not (trigger == "phase_end" and whose == "your"):
            main, riders = _split_riders(effects)
            edge = "end" if at_end else "beginning"
            lead = f"At the {edge} of {_HOLDERS[whose]} {_phase_name(phase)} phase, "
            return lead + _effects(main, capital=False) + "." + _riders(riders) + _restrictions(rest)
    return None
