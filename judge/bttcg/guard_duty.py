"""Whether a Unit may be put on guard duty at a site, or taken off it, now (rulebook p.14, p.33; CE General Rulings:
only during your Missions phase, any number of times while the Unit is untapped): one pure check of the position and
the turn, :func:`guard_problem`, that the engine's :meth:`~judge.bttcg.turn.TurnRunner.guard` records as its
violation and that a whole game's legality asks without a trial (issue 19, speed: judge/bttcg/game/turns.py). One
rule in one place: the two cannot disagree."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.bttcg import turn_rules as t

if TYPE_CHECKING:
    from judge.bttcg.turn import Problem, TurnRunner


def guard_problem(run: TurnRunner, by: str, unit_id: str, site: str | None) -> Problem | None:
    """Why ``by`` may not put ``unit_id`` on guard duty at ``site`` (or, with ``site`` ``None``, take it off guard
    duty, back to patrol) now, as the violation's message and rules; ``None`` when he or she may. Both cards are
    known to the position (the caller checks)."""
    acting = run.acting_problem(by, "missions", "assign Units to guard", t.GUARD_ONLY_IN_MISSIONS, t.GUARD_OFF)
    if acting is not None:
        return acting
    pos = run.pos
    face = pos.faces[unit_id]
    if pos.owners[unit_id] != by:
        return f"{face.name} is not {by}'s", (t.GUARD,)
    state = pos.cards[unit_id]
    if face.kind != "unit":
        return f"{face.name} is not a Unit: only Units guard", (t.GUARD,)
    if state.zone not in ("patrol", "guard"):
        rules = (t.END_NO_GUARD, t.UNITS_WAIT) if state.zone == "construction" and state.activated else (t.GUARD,)
        return f"{face.name} is not on patrol or guard ({state.zone})", rules
    if state.tapped or state.depleted:
        return f"{face.name} is tapped: only untapped Units change guard duty", (t.GUARD,)
    if site is None:
        if state.zone == "patrol":
            return f"{face.name} is not guarding anything", (t.GUARD_OFF,)
        return None
    problem = run.not_own_site(by, site)
    if problem:
        return f"{face.name} cannot guard {pos.name(site)}: {problem}", (t.GUARD, t.SITES)
    return None


__all__ = ["guard_problem"]
