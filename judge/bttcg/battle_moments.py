"""Abilities timed to a moment of a battle, used during the turn with no mission under way: the DSL conditions
``after_roll`` of a missile die ("Use this ability only immediately after rolling the missile die roll"),
``before_blockers`` ("only before assigning blockers"), ``declaring_attack`` ("only when declaring an attack"),
``unit_role`` ("when 'Mech piloted by this card
blocks") and ``during`` a mission or battle (also "a mission whose target is in the region enhanced by this card"),
wherever they stand among the ability's conditions. Outside a mission that moment cannot come, so the use is a
violation (the ability's own timing, rulebook
p.9: card text makes the exception to "any time of your turn", CE rulings: Abilities), never a refusal; during a
mission the battle engine uses them (``rerolls.py``, ``before_blockers.py``, ``ability_conditions.py``).

Rules: rulebook p.31, "Missile Y" (Using Unit Options and Abilities): missile dice are rolled "when damage resolves
at the end of the battle"; rulebook p.24, Blocking: blockers are assigned by the defender in a mission; a Unit
attacks, blocks or is blocked only in a mission and its battle (rulebook p.24-26)."""

from __future__ import annotations

from judge.bttcg import rules as r
from judge.bttcg import turn_rules as t
from judge.dsl import models as m


def battle_moment(condition: m.Condition) -> tuple[str, tuple[str, ...]] | None:
    """The moment of a battle the condition waits for, in words, with the rules that place it in a mission; ``None``
    for a condition that can hold outside a mission (a die rolled during the turn, a phase)."""
    if isinstance(condition, m.AfterRoll) and condition.missile:
        return "immediately after a missile die roll, made as a battle's damage resolves", (r.MISSILE,)
    if isinstance(condition, m.BeforeBlockers):
        return "before blockers are assigned in a mission", (r.BLOCKING,)
    if isinstance(condition, m.DeclaringAttack):  # an attack is declared as its mission is sent (rulebook p.24)
        return "when an attack is declared, as a mission is sent", (r.MISSION,)
    if isinstance(condition, m.UnitRole):
        return f"when a Unit is {' or '.join(condition.roles)} in a mission", (r.BLOCKING,)
    if isinstance(condition, m.During) and (condition.mission or condition.battle) and condition.unless is None:
        words = "during a mission" if condition.mission else "during battle"
        if condition.target_in_enhanced_region:
            words += " whose target is in the region this card enhances"
        return words, ()
    return None


def outside_a_mission(name: str, condition: m.Condition) -> tuple[str, tuple[str, ...]] | None:
    """The violation of using, with no mission under way, an ability timed to a moment of a battle: its message and
    rules; ``None`` when the condition is not such a moment."""
    moment = battle_moment(condition)
    if moment is None:
        return None
    words, rules = moment
    message = f"{name}'s ability is used only {words}, and no mission is under way"
    return message, (t.ABILITY_ANY_TIME_OF_YOUR_TURN, *rules)
