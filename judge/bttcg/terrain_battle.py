"""The continuous abilities of Terrain cards in a mission whose target is in the region they enhance (Glossary:
Terrain; rulebook p.26: "Terrain cards in the region containing the target ... can affect the battle"; regions:
judge/bttcg/terrain.py):

- a group limit, checked as the mission is declared (Narrow Valley: "No group containing more than two Units can
  attack a target in the region enhanced by this card and no group containing more than two Units can block an
  attack against a target in the region enhanced by this card"): a larger attacking or blocking group is a
  violation (rulebook p.9: cards make exceptions to the rules; p.24-25: the attacking and blocking groups);
- attacking Units one speed slower (Difficult Terrain: "All attacking Units are one speed slower. This ability
  applies only during a mission whose target is in the region enhanced by this card."), as the attackers' speed
  decides which Unit they may attack and which may block them (rulebook p.24-25), a slow Unit staying slow (CE
  rulings, Difficult Terrain: "Slow is as slow as it gets"). Speed decides more than that (cards naming a speed,
  Hand-to-Hand): a mission where a card of the scenario looks at speeds while the attackers are slowed is refused.

A Terrain card whose region is not the target's cannot affect the battle at all (:func:`bystander_skipped`); one
whose region the scenario does not give is refused where that region decides.
"""

from __future__ import annotations

from collections.abc import Sequence

from judge.bttcg import rules as r
from judge.bttcg import terrain
from judge.bttcg.executes import nodes
from judge.bttcg.face_index import ids_whose_face
from judge.bttcg.scenario import MissionSpec
from judge.bttcg.state import Battle, Position, UnsupportedError, is_active
from judge.bttcg.unit_types import noun_fits
from judge.dsl import models as m

DIFFICULT_TERRAIN_SLOW = "ce-rulings/difficult-terrain-2"
"""CE rulings, Difficult Terrain: the speed of a slow Unit attacking would still be slow."""
RULE_IDS = (DIFFICULT_TERRAIN_SLOW,)

_PLAIN_TARGET = frozenset({"kind", "quantifier", "noun", "in_enhanced_region"})
_PLAIN_ATTACKERS = frozenset({"kind", "quantifier", "noun", "states"})


def _limit(effect: m.Effect) -> bool:
    """ "No group containing more than N Units can attack (block an attack against) a target in the region enhanced
    by this card"."""
    if not isinstance(effect, m.GroupLimit) or effect.player != "any":
        return False
    against = effect.against
    return (
        isinstance(against, m.Selector)
        and against.noun == "target"
        and against.in_enhanced_region
        and set(against.model_dump(exclude_defaults=True)) <= _PLAIN_TARGET
    )


def _slowed(effect: m.Effect) -> bool:
    """ "All attacking Units are one speed slower" (every attacking Unit of a kind, for all purposes)."""
    if not isinstance(effect, m.ShiftSpeed) or effect.only_for:
        return False
    target = effect.target
    return (
        isinstance(target, m.Selector)
        and target.states == ["attacking"]
        and target.quantifier in ("all", "each")
        and set(target.model_dump(exclude_defaults=True)) <= _PLAIN_ATTACKERS
    )


def limits(ability: m.Ability) -> bool:
    """Whether the ability is always on and only has group limits :func:`check_group_limits` enforces."""
    if not isinstance(ability, m.Static) or ability.used or ability.conditions or not ability.effects:
        return False
    return all(map(_limit, ability.effects))


def slows(ability: m.Ability) -> bool:
    """Whether the ability only slows the attacking Units during a mission whose target is in its region."""
    if not isinstance(ability, m.Static) or ability.used or not ability.effects:
        return False
    timed = [c for c in ability.conditions if terrain.is_region_timing(c)]
    return len(timed) == len(ability.conditions) == 1 and all(map(_slowed, ability.effects))


def bystander_executed(ability: m.Ability) -> bool:
    """Whether a Terrain card's continuous ability is executed here (``stats.check_bystanders`` passes it)."""
    return limits(ability) or slows(ability)


def bystander_skipped(pos: Position, battle: Battle, card_id: str) -> bool:
    """Whether the card is a Terrain card whose region is not the target's: it cannot affect the battle (rulebook
    p.26; CE rulings, Single Combat: "Terrain pertains only to the region in which the target of an attack is
    placed").

    :raises UnsupportedError: for a Terrain card whose region the scenario does not give.
    """
    return terrain.is_terrain(pos.faces[card_id]) and not terrain.target_in_region(pos, battle, card_id)


def _in_force(pos: Position, target: str, test: type[m.GroupLimit] | type[m.ShiftSpeed]) -> list[tuple[str, m.Effect]]:
    """The Terrain effects of this kind in force in a mission against ``target``, with the card saying each.

    :raises UnsupportedError: for such a card whose region the scenario does not give.
    """
    found: list[tuple[str, m.Effect]] = []
    region = terrain.region_of_site(pos, target)
    if not ids_whose_face(pos, "terrain.is_terrain", terrain.is_terrain):
        return found  # no Terrain card in the position: nothing to look at (asked at every battle step)
    for card_id, state in pos.cards.items():
        face = pos.faces[card_id]
        if not terrain.is_terrain(face) or not is_active(state):
            continue
        effects = [
            e
            for a in face.abilities
            if (limits(a) if test is m.GroupLimit else slows(a))
            for e in a.effects  # type: ignore[union-attr]
        ]
        if effects and region is not None and terrain.enhanced_region(pos, card_id) == region:
            found += [(card_id, e) for e in effects]
    return found


def check_declared(pos: Position, spec: MissionSpec) -> None:
    """As the mission is declared: the group limits (:func:`check_group_limits`); and, while Terrain slows the
    attackers, no card of the scenario may look at speeds otherwise (:func:`attack_shift`).

    :raises UnsupportedError: as :func:`attack_shift`, or for a Terrain card whose region decides and is not given.
    """
    check_group_limits(pos, spec)
    _speeds_only_compared(pos, _in_force(pos, spec.target, m.ShiftSpeed))


def check_group_limits(pos: Position, spec: MissionSpec) -> None:
    """Records a violation for an attacking or blocking group larger than a Terrain card in force allows."""
    for card_id, effect in _in_force(pos, spec.target, m.GroupLimit):
        assert isinstance(effect, m.GroupLimit)
        group = spec.group if effect.action == "attack" else spec.blockers
        units = [c for c in group if c in pos.faces and noun_fits(effect.noun, pos.faces[c].unit_type)]
        if len(units) > effect.most:
            what = "attack" if effect.action == "attack" else "block an attack against"
            pos.violate(
                None,
                f"no group of more than {effect.most} {effect.noun}s can {what} {pos.name(spec.target)} "
                f"({pos.name(card_id)}: its target is in the region it enhances; this group has {len(units)})",
                terrain.TERRAIN_GLOSSARY,
                terrain.CARDS_MAKE_EXCEPTIONS,
                r.BLOCKING if effect.action == "block" else r.MISSION,
            )


def attack_shift(pos: Position, unit: str, target: str) -> int:
    """How many speeds the Terrain cards in force shift an attacking Unit (negative: slower), as the attackers'
    speed is compared with the target's and the blockers' (rulebook p.24-25).

    :raises UnsupportedError: for a shift while a card of the scenario looks at speeds otherwise (see the module).
    """
    shifts = [
        (card_id, e)
        for card_id, e in _in_force(pos, target, m.ShiftSpeed)
        if isinstance(e, m.ShiftSpeed)
        and isinstance(e.target, m.Selector)
        and noun_fits(e.target.noun, pos.faces[unit].unit_type)
    ]
    _speeds_only_compared(pos, shifts)
    return sum(e.steps for _, e in shifts)


def _speeds_only_compared(pos: Position, shifts: Sequence[tuple[str, m.Effect]]) -> None:
    """:raises UnsupportedError: while Terrain slows the attackers, for a card of the scenario whose text looks at
    speeds otherwise than to say who may attack and block."""
    sources = {card_id for card_id, _ in shifts}
    looking = next((c for c in pos.faces if sources and c not in sources and _looks_at_speed(pos, c)), None)
    if looking is not None:
        raise UnsupportedError(
            f"{pos.name(next(iter(sources)))} slows the attacking Units, and {pos.name(looking)}'s text looks at "
            "speeds: the engine applies the slower speed only to who may attack and block"
        )


_SPEED_KINDS = frozenset({"set_speed", "shift_speed", "ignore_speed", "speed_is", "speed_compared", "same_speed_as"})


def _looks_at_speed(pos: Position, card_id: str) -> bool:
    """Whether the card's text names or compares speeds, or gives Hand-to-Hand (its bonus looks at speeds)."""
    for ability in pos.faces[card_id].abilities:
        if isinstance(ability, m.Keyword) and ability.name == "Hand-to-Hand":
            return True
        for node in nodes(ability):
            if str(getattr(node, "kind", "")) in _SPEED_KINDS:
                return True
            if isinstance(node, m.Selector) and (node.speed is not None or node.same_speed or node.or_slower):
                return True
        if "Hand-to-Hand" in ability.model_dump_json():
            return True
    return False


__all__ = [
    "RULE_IDS",
    "attack_shift",
    "bystander_executed",
    "bystander_skipped",
    "check_declared",
    "check_group_limits",
    "limits",
    "slows",
]
