"""(issue 18): abilities that hold only while the mission under way targets some kind of card
(:class:`~judge.dsl.conditions.MissionTarget`; ``grammar/conditions.lark`` and ``grammar/cardtext.lark``, their
sections): "~ gets +2 attack while the mission's target is a Vehicle" (rulebook p.23: a mission's target is an
opposing Unit or site)."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

from judge.dsl import models as m


def _kind(target: Any) -> m.Selector:
    if not isinstance(target, m.Selector) or target.noun not in ("unit", "mech", "vehicle", "battle_armor", "site"):
        raise ValueError("a mission's target is a Unit or a site")
    return target


@v_args(inline=True)
class MissionTargetTimingMixin(Transformer[Token, Any]):
    """The timing "while the mission's target is <a kind of card>" (conditions.lark)."""

    def mission_target(self, target: Any) -> m.MissionTarget:
        return m.MissionTarget(target=_kind(target))


@v_args(inline=True)
class MissionTargetStaticsMixin(Transformer[Token, Any]):
    """The statements "<effects> while the mission's target is <a kind>" and "While ..., <effects>" (cardtext.lark)."""

    def while_mission_target(self, effects: list[Any], target: Any) -> m.Static:
        return m.Static(effects=effects, conditions=[m.MissionTarget(target=_kind(target))])

    def while_mission_target_before(self, target: Any, effects: list[Any]) -> m.Static:
        return m.Static(effects=effects, conditions=[m.MissionTarget(target=_kind(target))])

    def while_attacking_a(self, effects: list[Any], target: Any) -> m.Static:
        """ "~ gets +1 attack when attacking a site": while it attacks, on a mission against such a card."""
        if {type(getattr(e, "target", None)) for e in effects} != {m.This}:
            raise ValueError("'when attacking a site' is about the card the effects change: this card")
        role = m.UnitRole(unit="this", roles=["attacking"])
        return m.Static(effects=effects, conditions=[role, m.MissionTarget(target=_kind(target))])
