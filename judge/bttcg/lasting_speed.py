"""A lasting change of a Unit's speed for attacking or blocking: a chosen 'Mech that may attack as one speed faster
for the rest of the turn (Strana Mechty; DSL ``lasting`` of ``shift_speed``), kept in
``Position.lasting`` with the other lasting effects (judge/bttcg/lasting.py ends it with the turn or mission) and
read where the rules compare speeds for a mission (judge/bttcg/block_exceptions.py: a Unit attacks only Units
slower than it, rulebook p.24; a patrolling Unit blocks only attackers no faster than it, rulebook p.25). Being
faster never narrows what a Unit may do there, so the "may" needs no answer; a speed beyond fast is refused where it
decides the answer, as the Units' own shifts are. Rulebook p.9: the card's text makes the exception."""

from __future__ import annotations

from judge.bttcg.state import Position
from judge.dsl import models as m

_ROLES = ("attack", "block")


def stat_name(role: str) -> str:
    """The lasting "stat" of a shift counting when the Unit attacks or blocks (``role``), or always (``any``)."""
    return f"speed shift to {role}"


def shift_problem(effect: m.ShiftSpeed) -> str | None:
    """Why a lasting shift of speed cannot be executed yet, or ``None``."""
    if not set(effect.only_for) <= set(_ROLES):
        return "a lasting change of speed other than to attack or block"
    return None


def in_battle_problem(effect: m.Lasting) -> str | None:
    """In a battle the speeds were compared as the mission was declared (rulebook p.24-25): a lasting shift begun
    then is not executed yet."""
    if any(isinstance(e, m.ShiftSpeed) for e in effect.effects):
        return "a lasting change of speed begun during a mission"
    return None


def stats_of(effect: m.ShiftSpeed) -> list[str]:
    """The lasting stats the shift is kept as: one per role it counts for (all when it names none)."""
    roles: list[str] = list(effect.only_for) or ["any"]
    return [stat_name(role) for role in roles]


def lasting_shift(pos: Position, card_id: str, role: str) -> int:
    """How many speeds faster the lasting effects in force make the Unit when it ``role``s (``attack``, ``block``,
    else none)."""
    wanted = {stat_name("any")} | ({stat_name(role)} if role in _ROLES else set())
    return sum(b.amount for b in pos.lasting if b.card_id == card_id and b.stat in wanted)


__all__ = ["in_battle_problem", "lasting_shift", "shift_problem", "stat_name", "stats_of"]
