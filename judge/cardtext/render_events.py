"""the triggers in plain English (``grammar/triggers.lark``): the game's own
moments and events (:mod:`judge.cardtext.transform_events`)."""

from __future__ import annotations

from judge.cardtext.render_conditions import _PHASES, _restrictions
from judge.cardtext.render_effects import _effects, _riders, _split_riders
from judge.cardtext.render_selectors import _target
from judge.dsl import models as m

_HOLDERS = {"your": "your", "any": "each player's", "opponent": "each opponent's"}


_EVENTS = {
    "unit_attacked": "is attacked",
    "unit_blocked": "is blocked",
    "unit_unblocked": "attacks and is not blocked",
    "unit_attacks_alone": "attacks alone",
    "unit_scraps": "scraps",
    "unit_survives": "survives a battle",
}
"""A Unit's events in a battle as its trigger (rulebook p.26-30)."""
_ACTS = {"unit_attacks": "attacks", "unit_blocks": "blocks", "unit_attacks_or_blocks": "attacks or blocks"}
"""A Unit's own act, said of any Unit of a kind ("Whenever a Unit you control attacks")."""


def _phase_name(phase: str) -> str:
    return "End of Turn" if phase == "end" else _PHASES[phase]


def event_triggered(ability: m.Triggered) -> str | None:
    """The English of such a trigger, or ``None`` for the others (:func:`render_triggers._triggered`)."""
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
        case m.Triggered(trigger=str() as trigger, watched=watched, effects=effects) if trigger in _EVENTS or (
            trigger in _ACTS and isinstance(watched, m.Selector)
        ):
            main, riders = _split_riders(effects)
            conditions = list(ability.conditions)
            event = _EVENTS.get(trigger) or _ACTS[trigger]
            if conditions and isinstance(facing := conditions[0], m.Facing):
                conditions.pop(0)
                event = f"{event} by" if trigger == "unit_blocked" else event
                event = f"{event} {_target(facing.target)}"
            lead = f"Whenever {_watched(watched)} {event}, {_effects(main, capital=False)}."
            return lead + _riders(riders) + _restrictions(conditions)
        case m.Triggered(trigger="uses_option", watched=m.This(), option=str() as option, effects=effects):
            main, riders = _split_riders(effects)
            lead = f"Whenever this card uses its {option} option, {_effects(main, capital=False)}."
            return lead + _riders(riders) + _restrictions(ability.conditions)
        case m.Triggered(trigger="you_deploy", watched=m.This(), effects=effects, conditions=conditions):
            main, riders = _split_riders(effects)
            lead = f"When you deploy this card, {_effects(main, capital=False)}."
            return lead + _riders(riders) + _restrictions(conditions)
    return None


def _watched(watched: m.Target | None) -> str:
    if isinstance(watched, m.PilotedUnit):
        return "the 'Mech piloted by this card"
    if watched is None or isinstance(watched, m.This):
        return "this card"
    return _target(watched)
