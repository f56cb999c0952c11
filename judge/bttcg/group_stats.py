"""Continuous stat changes for a whole group: "Each 'Mech in a group that includes 'Mech piloted by Victor Steiner
Davion gets +2 attack." A group is the attacking Units, or the blocking Units (with the target if it is included),
or an unblocked target Unit by itself (Glossary, Group); only the Units still in the battle count (CE General
Rulings, Removing Units from Battle: "continuous abilities of these Units and their Enhancements and Pilots no longer
apply"). The change applies while the card saying it can affect the battle (rulebook p.26).

Only abilities always on, without conditions, whose group is the one of the card itself ("this 'Mech") or of the
Unit a Pilot or Enhancement is on are executed here (:func:`group_change`); others stay refused.

The same for the Units engaged in battle with the card: "'Mechs engaged in battle with Widowmaker get -1 attack."
(Glossary, Engaged: "Units involved in a battle are said to be engaged in that battle"; engaged *with* a Unit: those it
fights, the other side's Units still in the battle; sites are never engaged) (:func:`engaged_change`)."""

from __future__ import annotations

from collections.abc import Iterator

from judge.bttcg.face_index import states_whose_face
from judge.bttcg.faces import CardFace
from judge.bttcg.state import Battle, Fighter, Position
from judge.bttcg.unit_types import UNIT_NOUNS, noun_fits
from judge.dsl import models as m

_PLAIN = frozenset({"kind", "quantifier", "noun", "in_group_with", "other"})
"""The selector fields a group change may have."""
_ENGAGED = frozenset({"kind", "quantifier", "noun", "engaged_with", "owner", "states"})
"""The selector fields of a change of the Units engaged in battle with a card ("Opposing Units blocking ~ get -1
attack": the opposing Units it fights, in the blocking group; Glossary, Group)."""
_ROLES = frozenset({"attacking", "blocking", "engaged"})


def _change_of(effect: m.Effect, attached: bool, field: str, fields: frozenset[str]) -> bool:
    """Whether the effect is a plain change of attack, armor or initiative of "each" Unit the selector's ``field``
    ties to the card (``attached`` false: "this 'Mech") or to the Unit a Pilot or Enhancement is on ("'Mech piloted
    by this card", "'Mech this card enhances", or "that 'Mech": the one its text plays it on, as in Intimidating
    Paint Job's older printing, "Play ~ only on a 'Mech of 80 tons or more. All 'Mechs engaged in battle with that
    'Mech get -1 attack."). A Unit's initiative modifier counts toward its controller's score while it is in the
    battle (rulebook p.26: "all initiative modifiers provided by all your cards that can affect the battle"), each
    Unit's once (:func:`judge.bttcg.stats.initiative`)."""
    if not isinstance(effect, m.ModifyStat) or effect.stat not in ("attack", "armor", "initiative"):
        return False
    if effect.from_roll or effect.amount_from is not None or effect.only_against is not None:
        return False
    target = effect.target
    if not isinstance(target, m.Selector) or target.quantifier not in ("each", "all"):
        return False
    member = ("piloted_unit", "enhanced", "that") if attached else ("this",)
    return (
        target.noun in UNIT_NOUNS
        and getattr(target, field) in member
        and set(target.model_dump(exclude_defaults=True)) <= fields
    )


def group_change(effect: m.Effect, attached: bool) -> bool:
    """Whether the effect is a group stat change :func:`group_bonus` executes, on a Unit (``attached`` false: "a
    group that includes this 'Mech") or on a Pilot or Enhancement ("... 'Mech piloted by this card")."""
    return _change_of(effect, attached, "in_group_with", _PLAIN)


def engaged_change(effect: m.Effect, attached: bool) -> bool:
    """Whether the effect is a change of the Units engaged in battle with the card (``attached`` false: "this
    'Mech") or with the Unit a Pilot or Enhancement is on, that :func:`engaged_bonus` executes."""
    if not _change_of(effect, attached, "engaged_with", _ENGAGED):
        return False
    assert isinstance(effect, m.ModifyStat) and isinstance(effect.target, m.Selector)
    return set(effect.target.states) <= _ROLES


def _in_role(battle: Battle, selector: m.Selector, card_id: str) -> bool:
    """The fighter engaged with the card is in the roles the selector names (the attacking or the blocking group,
    Glossary, Group) and of its owner (those it fights are always the other player's: "opposing")."""
    if selector.owner == "you":
        return False
    roles = {"attacking": card_id in battle.group, "blocking": card_id in battle.blockers, "engaged": True}
    return all(roles[state] for state in selector.states)


def _changes(pos: Position, member: str) -> Iterator[tuple[m.Effect, bool]]:
    """The effects of the continuous abilities always on of a Unit in the battle and of the cards on it (``True``:
    a Pilot's or Enhancement's)."""
    sources = [(member, False)] + [
        (c, True)
        for c, state in states_whose_face(pos, "group_stats.always_on", _always_on)
        if state.on == member and state.zone not in ("hand", "scrapheap", "stockpile")
    ]
    for source, attached in sources:
        for ability in pos.faces[source].abilities:
            if isinstance(ability, m.Static) and not ability.conditions and not ability.used:
                yield from ((effect, attached) for effect in ability.effects)


def _always_on(face: CardFace) -> bool:
    """A card with a continuous ability always on (without conditions): the only cards on a Unit that
    :func:`_changes` reads anything from (judge/bttcg/face_index.py)."""
    return any(isinstance(a, m.Static) and not a.conditions and not a.used for a in face.abilities)


def engaged_bonus(pos: Position, battle: Battle, fighter: Fighter, stat: str) -> int:
    """What the changes of the Units engaged in battle with the fighter (the other side's, still in the battle) give
    its ``stat``."""
    total = 0
    for member in battle.active():
        if member.player == fighter.player:
            continue
        for effect, attached in _changes(pos, member.card_id):
            if engaged_change(effect, attached) and isinstance(effect, m.ModifyStat) and effect.stat == stat:
                assert isinstance(effect.target, m.Selector)
                if _fits(pos, effect.target.noun, fighter.card_id) and _in_role(battle, effect.target, fighter.card_id):
                    total += effect.amount
    return total


def _fits(pos: Position, noun: str, card_id: str) -> bool:
    return noun_fits(noun, pos.faces[card_id].unit_type)  # CE rulings: Types of Units


def group_bonus(pos: Position, battle: Battle, fighter: Fighter, stat: str) -> int:
    """What the group changes of the fighter's group give its ``stat``."""
    total = 0
    for member in battle.side(fighter.player):
        for effect, attached in _changes(pos, member.card_id):
            if not group_change(effect, attached) or not isinstance(effect, m.ModifyStat):
                continue
            target = effect.target
            assert isinstance(target, m.Selector)
            if effect.stat != stat or not _fits(pos, target.noun, fighter.card_id):
                continue
            if target.other and fighter.card_id == member.card_id:
                continue
            total += effect.amount
    return total
