"""The conditions of an ability used in a battle that are about the Unit the ability belongs to: "only if that 'Mech
is fast or moderate" (``speed_is``), "only if that 'Mech is attacking" (``that_is_in``), "when 'Mech piloted by this
card attacks or blocks alone" (``unit_role``). On a Pilot or Enhancement, "that 'Mech" is the Unit it is on; on a
Unit, the Unit itself. They are checked when the ability is used: "if you play an ability that can only be played
under certain conditions, the effect will apply even if the condition ceases to be true" (CE General Rulings,
Abilities). A role is the Unit's in this battle (Glossary, Group: the attacking Units are one group, the blocking
Units another). "Only if that 'Mech is faster than an engaged opposing 'Mech" (``speed_compared``, Kamikaze
MechWarrior): one of the opposing side's 'Mechs still in the battle is slower (Glossary, Engaged: "Units involved in a
battle"; the speeds slow < moderate < fast, rulebook p.24, as blocking compares them)."""

from __future__ import annotations

from judge.bttcg.faces import SPEED_RANK
from judge.bttcg.speeds import speed_of
from judge.bttcg.state import Battle, Position, UnsupportedError
from judge.bttcg.unit_types import noun_fits
from judge.dsl import models as m

CHECKED = (m.PilotedSpeed, m.ThatIsIn, m.UnitRole, m.SpeedCompared)
"""The kinds of condition this module checks."""


def static_problem(condition: m.Condition) -> str | None:
    """Why this module cannot check the condition (static, for the benchmark), or ``None`` when it can."""
    if isinstance(condition, m.ThatIsIn) and condition.that_mission:
        return "a condition on the role a Unit had in an earlier mission"
    if isinstance(condition, m.SpeedCompared) and _engaged_opponent(condition.than) is None:
        return "comparing speeds other than a tapped blocker's with the attackers', or a Unit's with an engaged one's"
    if isinstance(condition, CHECKED):
        return None
    return f"the condition '{condition.kind}'"


def _engaged_opponent(than: m.Target) -> m.Selector | None:
    """ "an engaged opposing 'Mech": the selector, else ``None``."""
    if not isinstance(than, m.Selector) or than.quantifier not in ("a", "any", "one") or than.owner != "opponent":
        return None
    plain = set(than.model_dump(exclude_defaults=True)) <= {"kind", "quantifier", "noun", "owner", "states"}
    return than if plain and than.states == ["engaged"] and than.noun in ("unit", "mech", "vehicle") else None


def _speed_compared(pos: Position, battle: Battle, unit: str, condition: m.SpeedCompared) -> str | None:
    than = _engaged_opponent(condition.than)
    assert than is not None  # static_problem says so
    mine = SPEED_RANK.get(speed_of(pos, unit) or "slow", 0)
    holds: list[bool] = []
    for fighter in battle.active():
        if fighter.player == battle.fighters[unit].player:
            continue
        if not noun_fits(than.noun, pos.faces[fighter.card_id].unit_type):
            continue
        theirs = SPEED_RANK.get(speed_of(pos, fighter.card_id) or "slow", 0)
        holds.append((mine > theirs) if condition.faster else (mine < theirs))
    word = "faster" if condition.faster else "slower"
    if any(holds) and not all(holds):  # "... than engaged 'Mech opponent controls, ... damage to engaged 'Mech ..."
        raise UnsupportedError(
            f"{pos.name(unit)} is {word} than some engaged opposing {than.noun}s only: whether the card's effects may "
            "then reach the others is not settled by the rules documents"
        )
    if any(holds):
        return None
    return f"if {pos.name(unit)} is {word} than an engaged opposing {than.noun.replace('_', ' ')}"


def unit_of(pos: Position, card_id: str) -> str | None:
    """The Unit an ability's "that 'Mech" / "'Mech piloted by this card" is: the card a Pilot or Enhancement is on,
    or the Unit itself."""
    on = pos.cards[card_id].on
    if on is not None:
        return on
    return card_id if pos.faces[card_id].kind == "unit" else None


def _roles(battle: Battle, unit: str) -> dict[str, bool]:
    active = {f.card_id for f in battle.active()}
    attacking = unit in battle.group and unit in active
    return {
        "attacking": attacking,
        "blocking": unit in battle.blockers and unit in active,
        "blocked": attacking and battle.blocked,
        "unblocked": attacking and not battle.blocked,
        "attacked": unit == battle.target and unit in active,
    }


def _alone(battle: Battle, unit: str) -> bool:
    """Alone in its group: no other Unit of its side left in the battle."""
    return [f.card_id for f in battle.side(battle.fighters[unit].player)] == [unit]


def problem(pos: Position, battle: Battle, card_id: str, condition: m.Condition) -> str | None:
    """What the condition asks when it does not hold now (in words), or ``None`` when it holds."""
    unit = unit_of(pos, card_id)
    if unit is None or unit not in battle.fighters or battle.fighters[unit].removed:
        return "while the Unit it belongs to is in the battle"
    if isinstance(condition, m.PilotedSpeed):
        speed = speed_of(pos, unit)
        if speed in condition.speeds:
            return None
        return f"if {pos.name(unit)} is {' or '.join(condition.speeds)} (it is {speed})"
    if isinstance(condition, m.SpeedCompared):
        return _speed_compared(pos, battle, unit, condition)
    if isinstance(condition, m.ThatIsIn | m.UnitRole):
        roles = [condition.role] if isinstance(condition, m.ThatIsIn) else list(condition.roles)
        now = _roles(battle, unit)
        if any(now[role] for role in roles) and (not condition.alone or _alone(battle, unit)):
            return None
        alone = " alone" if condition.alone else ""
        return f"if {pos.name(unit)} is {' or '.join(roles)}{alone}"
    raise ValueError(condition.kind)  # pragma: no cover - callers pass only CHECKED kinds
