"""Terrain that changes how damage resolves in a mission whose target is in its region (Deep Lake: in such a mission no
'Mech receives Overheat damage, and each 'Mech that took 3 or more structure damage is scrapped at the mission's end).

Rules: rulebook p.26 (Terrain affects only a mission whose target is in the region it enhances; CE rulings, Single
Combat: "Terrain pertains only to the region in which the target of an attack is placed"); rulebook p.9 (a card's text
makes the exception); rulebook p.29-30 (damage resolves all at once at the end of the battle: prevention, then armor
once; the damage that gets through is structure damage, counted in damage counters; glossary, Armor and Structure). The
end of the battle is the end of the mission here (``interpret_later``), so a 'Mech whose structure damage from the
mission's one damage resolution is 3 or more is scrapped with that resolution.

Executed, for an active Terrain card whose region is the target's (judge/bttcg/terrain.py; a Terrain card whose region
is not given is refused there): no Overheat damage to any 'Mech (``Battle.no_overheat``), and each 'Mech that received
at least that much structure damage scrapped. Any other wording stays refused (``stats`` and the coverage's checks)."""

from __future__ import annotations

from judge.bttcg import rules as r
from judge.bttcg import terrain
from judge.bttcg.state import Battle, Position, is_active
from judge.dsl import models as m

RULE_IDS = ("rulebook/about-this-rulebook-2", r.RESOLVE_DAMAGE, terrain.TERRAIN_IN_BATTLE)

_ALL_MECHS = frozenset({"kind", "quantifier", "noun"})
_DAMAGED_MECHS = frozenset({"kind", "quantifier", "noun", "min_damage_received", "structure_damage"})


def _fields(target: m.Target) -> set[str]:
    return set(target.model_dump(exclude_defaults=True))


def _during_mission(condition: m.Condition) -> bool:
    return (
        isinstance(condition, m.During)
        and condition.mission
        and condition.whose == "any"
        and condition.phase is None
        and not (condition.battle or condition.at_end or condition.not_during_mission or condition.unless)
    )


def _no_overheat(ability: m.Ability) -> bool:
    """No 'Mech receives Overheat damage during a mission."""
    if not isinstance(ability, m.Static) or ability.used or len(ability.effects) != 1:
        return False
    if not all(_during_mission(c) or terrain.is_region_timing(c) for c in ability.conditions):
        return False
    effect = ability.effects[0]
    target = effect.target if isinstance(effect, m.NoOptionDrawback) else None
    return (
        isinstance(effect, m.NoOptionDrawback)
        and effect.option == "Overheat"
        and isinstance(target, m.Selector)
        and target.noun == "mech"
        and target.quantifier in ("all", "each")
        and _fields(target) <= _ALL_MECHS
    )


def _threshold(ability: m.Ability) -> int | None:
    """Each 'Mech with at least N structure damage from the mission scrapped at its end (used only during a mission
    whose target is in its region): N, else ``None``."""
    if not isinstance(ability, m.Static) or not ability.conditions or len(ability.effects) != 1:
        return None
    if not all(terrain.is_region_timing(c) for c in ability.conditions):
        return None
    at_end = ability.effects[0]
    if not isinstance(at_end, m.AtTheEnd) or at_end.of != "mission" or len(at_end.effects) != 1:
        return None
    scrap = at_end.effects[0]
    target = scrap.target if isinstance(scrap, m.Scrap) else None
    if (
        not isinstance(scrap, m.Scrap)
        or not isinstance(target, m.Selector)
        or _fields(target) | {"kind"} != _DAMAGED_MECHS
    ):
        return None
    if target.noun != "mech" or target.quantifier not in ("all", "each") or not target.structure_damage:
        return None
    return target.min_damage_received


def executed(ability: m.Ability) -> bool:
    """Whether a Terrain card's ability is one of this module's (executed as damage resolves)."""
    return _no_overheat(ability) or _threshold(ability) is not None


def _in_force(pos: Position, battle: Battle) -> list[tuple[str, m.Ability]]:
    """The abilities of this module of the active Terrain cards whose region is the target's."""
    found: list[tuple[str, m.Ability]] = []
    for card_id, state in pos.cards.items():
        face = pos.faces[card_id]
        if not terrain.is_terrain(face) or not is_active(state):
            continue
        abilities = [a for a in face.abilities if executed(a)]
        if abilities and terrain.target_in_region(pos, battle, card_id):
            found += [(card_id, a) for a in abilities]
    return found


def at_resolution(pos: Position, battle: Battle) -> int | None:
    """As damage resolves: the 'Mechs in the battle receive no Overheat damage where such a card says so (noted);
    the least structure damage that scraps a 'Mech, or ``None``."""
    least: int | None = None
    for card_id, ability in _in_force(pos, battle):
        if _no_overheat(ability):
            mechs = [f for f in battle.fighters if pos.faces[f].unit_type == "mech" and f not in battle.no_overheat]
            battle.no_overheat.extend(mechs)
            if any(battle.fighters[f].overheat for f in mechs):
                pos.note(f"{pos.name(card_id)}: 'Mechs do not receive Overheat damage in this mission", *RULE_IDS)
        threshold = _threshold(ability)
        if threshold is not None:
            least = threshold if least is None else min(least, threshold)
            pos.note(
                f"{pos.name(card_id)}: each 'Mech that receives {threshold} or more structure damage in this mission "
                "is scrapped at its end",
                *RULE_IDS,
            )
    return least


__all__ = ["RULE_IDS", "at_resolution", "executed"]
