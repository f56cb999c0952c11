"""Lasting effects for the rest of the battle under way: "Target 'Mech gets +2 attack until the end of the battle",
"All engaged 'Mechs get -1 armor this battle", "Prevent the next 3 damage to target Unit this battle", "Target 'Mech
deals no damage this battle", "Prevent all Overheat damage to that Unit during this mission" (DSL ``lasting`` with
``until`` ``end_of_battle``, or ``end_of_mission`` for effects that act only as damage resolves).

Rules:

- all damage is resolved at once at the end of the battle (rulebook p.29, Resolving Damage), and nothing the engine
  applies after it in the same mission reads a stat or deals damage (``interpret_later``: drawing, depleting,
  untapping, scrapping, counters); the mission ends with it (rulebook p.13, Mission Cards: their effects "last only
  until the end of that mission"). So within a battle "until the end of the battle" and "until the end of the
  mission" are the same span: a change of attack or armor is kept as the mission's lasting change
  (``lasting.run_lasting``: a Unit that joins the battle later has it too), ended with the mission;
- prevention (of damage received or dealt, of Overheat damage) acts only as damage resolves at the end of the battle
  (rulebook p.29-30, prevention before armor): the battle keeps it as it keeps the same effect without a duration
  (its shields, the Units dealing no damage, those taking no Overheat damage), so "this battle" or "during this
  mission" adds nothing to it once a battle is under way, and the engine runs the effect itself.

Outside a battle (a card used during the turn) "until the end of the battle" names no battle: refused there by
``lasting.lasting_problem`` (the table of ``executes.py``). Any other effect lasting until the end of the battle is
refused by :func:`problem`, in its own words.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from judge.bttcg import rules as r
from judge.dsl import models as m

if TYPE_CHECKING:
    from judge.bttcg.interpret_targets import Context

RESOLVING_DAMAGE = "rulebook/resolving-damage"
"""Rulebook p.29: all damage is resolved simultaneously at the end of the battle."""
MISSION_EFFECTS_END = "rulebook/mission-cards"
"""Rulebook p.13: Mission cards' effects last only until the end of that mission."""
RULE_IDS = (RESOLVING_DAMAGE, MISSION_EFFECTS_END, r.PREVENTION_AND_ARMOR)

_AT_RESOLUTION = (m.PreventDamage, m.PreventAllDamage, m.NoOptionDrawback)
"""The effects that act only as damage resolves, kept on the battle (its shields, no damage dealt, no Overheat
damage)."""
_UNTIL = frozenset({"end_of_battle", "end_of_mission"})


def _stat(inner: m.Effect) -> bool:
    return isinstance(inner, m.ModifyStat)


def handles(effect: m.Effect) -> bool:
    """A lasting effect this module runs in a battle: until the end of the battle, of changes of a stat or effects
    acting as damage resolves; until the end of the mission, of effects acting as damage resolves (a change of a stat
    until then is ``lasting.py``'s, a flag kept for later missions ``lasting_flags.py``'s)."""
    if not isinstance(effect, m.Lasting) or effect.until not in _UNTIL or not effect.effects:
        return False
    if effect.until == "end_of_mission":
        from judge.bttcg import lasting_flags

        if lasting_flags.handles(effect) or any(map(_stat, effect.effects)):
            return False
        return all(isinstance(e, _AT_RESOLUTION) for e in effect.effects)
    return all(_stat(e) or isinstance(e, _AT_RESOLUTION) for e in effect.effects)


def _as_mission_change(inner: m.Effect) -> m.Lasting:
    return m.Lasting(until="end_of_mission", effects=[inner])


def problem(effect: m.Lasting) -> str | None:
    """Why a battle does not execute this lasting effect yet (``None``: it does): the problem of each effect, as the
    mission's lasting change of a stat or as the battle's own effect."""
    from judge.bttcg.interpret_problems import effect_problem
    from judge.bttcg.lasting import lasting_problem

    for inner in effect.effects:
        found = lasting_problem(_as_mission_change(inner)) if _stat(inner) else effect_problem(inner)
        if found is not None:
            return found
    return None


def run(ctx: Context, effect: m.Lasting, run_effects: Callable[[Context, list[m.Effect]], None]) -> None:
    """Each effect in order: a change of a stat kept until the end of the mission (one span with the battle's, above),
    any other run as the battle's own."""
    from judge.bttcg.lasting import run_lasting

    words = "the battle" if effect.until == "end_of_battle" else "the mission"
    ctx.pos.note(
        f"{ctx.pos.name(ctx.source)}: its effect lasts until the end of {words}; damage resolves at the end of the "
        "battle and nothing after it in this mission reads a stat, so the battle keeps it to its end",
        RESOLVING_DAMAGE,
        MISSION_EFFECTS_END,
    )
    for inner in effect.effects:
        if ctx.failed:
            return
        if _stat(inner):
            run_lasting(ctx, _as_mission_change(inner))
        else:
            run_effects(ctx, [inner])


__all__ = ["RULE_IDS", "handles", "problem", "run"]
