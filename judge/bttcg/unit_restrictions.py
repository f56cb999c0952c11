"""What a Unit's own text, or the text of a Pilot or Enhancement on it, forbids when a mission is declared: "This card
cannot block unless guarding." (``cannot_block``), "~ cannot attack." (``cannot_attack``), "'Mech piloted by Maverick
Mechjock cannot attack or block in a group." / "... cannot attack or block alone." (``cannot_attack_or_block``). A
card's text makes exceptions to the rules (rulebook p.9); the attacking and blocking groups are the mission's
(rulebook p.24-25; Glossary, Group).

Only continuous abilities without conditions, about the card itself or the Unit the Pilot or Enhancement is on, are
checked here (:func:`restriction`); anything else stays refused by :func:`judge.bttcg.stats.check_supported`."""

from __future__ import annotations

from judge.bttcg import attack_bans, enhance_bans
from judge.bttcg import rules as r
from judge.bttcg import turn_rules as t
from judge.bttcg.scenario import MissionSpec
from judge.bttcg.state import Battle, Position
from judge.bttcg.unit_types import UNIT_NOUNS, noun_fits
from judge.dsl import models as m

Restriction = m.CannotBlock | m.CannotAttackOrBlock | m.CannotAttack
_ON_IT = (m.This, m.PilotedUnit, m.Enhanced, m.ThatOne)
_AGAINST = frozenset({"kind", "quantifier", "noun", "owner", "states"})
"""The fields of the Units a card "may attack regardless of their speed" checked here."""


def _checked(effect: m.Effect) -> bool:
    """A restriction :func:`check` enforces, or an exception to the speed rule of targets (rulebook p.24: "provided
    that each attacking Unit is faster than the target Unit"): "may attack Units regardless of their speed"; or
    "That card cannot be attacked." (Hidden Location)."""
    if isinstance(effect, Restriction):
        return True
    if isinstance(effect, m.CannotBeAttacked):  # by anyone, or by the Units a selector chooses (attack_bans.py)
        return effect.by is None or attack_bans.chosen(effect.by) is not None
    if isinstance(effect, m.IgnoreSpeed) and effect.action == "attack":
        against = effect.against
        return (
            isinstance(against, m.Selector)
            and against.noun in UNIT_NOUNS
            and set(against.model_dump(exclude_defaults=True)) <= _AGAINST
            and set(against.states) <= {"tapped"}
        )
    return False


def restriction_effect(effect: m.Effect, attached: bool) -> bool:
    """Whether the effect restricts how its Unit attacks, blocks or is attacked, in a way :func:`check` enforces: on
    the card itself (``attached`` false: "This card ...") or on the Unit a Pilot or Enhancement is on; or how it is
    enhanced ("~ cannot be enhanced": checked as an Enhancement is activated, ``enhance_bans.py``)."""
    if enhance_bans.bars(effect, attached):
        return True
    on_it = (m.PilotedUnit, m.Enhanced, m.ThatOne) if attached else (m.This,)
    return _checked(effect) and isinstance(getattr(effect, "target", None), on_it)


def restriction(ability: m.Ability, attached: bool) -> bool:
    """Whether the ability is always on and only has such restrictions (:func:`restriction_effect`)."""
    if not isinstance(ability, m.Static) or ability.conditions or ability.used or not ability.effects:
        return False
    return all(restriction_effect(e, attached) for e in ability.effects)


def _restrictions(pos: Position, unit: str) -> list[tuple[str, m.Effect]]:
    """The restrictions on a Unit (or a site), with the card whose text says each."""
    found: list[tuple[str, m.Effect]] = []
    sources = [(unit, False)] + [
        (c, True) for c, s in pos.cards.items() if s.on == unit and s.zone not in ("hand", "scrapheap", "stockpile")
    ]
    for card_id, attached in sources:
        for ability in pos.faces[card_id].abilities:
            if isinstance(ability, m.Static) and not ability.conditions and not ability.used:
                found += [(card_id, e) for e in ability.effects if restriction_effect(e, attached)]
    return found


def attacks_regardless(pos: Position, unit: str, target: str) -> bool:
    """Whether the Unit's text, or a Pilot's or Enhancement's on it, lets it attack ``target`` whatever their speeds
    ("'Mech piloted by Vlad of the Wards may attack Units regardless of their speed"; rulebook p.9)."""
    face, state = pos.faces[target], pos.cards[target]
    for _, effect in _restrictions(pos, unit):
        if not isinstance(effect, m.IgnoreSpeed) or not isinstance(effect.against, m.Selector):
            continue
        against = effect.against
        kind = face.kind == "unit" and noun_fits(against.noun, face.unit_type)  # CE rulings: Types of Units
        owner = against.owner != "you" or pos.owners[target] == pos.owners[unit]
        if against.owner == "opponent":
            owner = pos.owners[target] != pos.owners[unit]
        if kind and owner and ("tapped" not in against.states or state.tapped):
            return True
    return False


def check(pos: Position, spec: MissionSpec) -> None:
    """Records a violation for each Unit of the attacking or blocking group that its text forbids there, and for a
    target that cannot be attacked."""
    if not spec.target.endswith(".stockpile") and spec.target in pos.faces:
        for source, effect in _restrictions(pos, spec.target):
            if isinstance(effect, m.CannotBeAttacked):
                by = effect.by
                barred = [u for u in spec.group if by is not None and attack_bans.attacker_fits(pos, source, by, u)]
                if by is not None and not barred:
                    continue
                said = f" by {', '.join(map(pos.name, barred))}" if barred else ""
                pos.violate(
                    None,
                    f"{pos.name(spec.target)} cannot be attacked{said} ({pos.name(source)})",
                    t.RULES_MAKE_EXCEPTIONS,
                    r.MISSION,
                )
    for role, group in (("attack", spec.group), ("block", spec.blockers)):
        units = [c for c in group if c in pos.faces and pos.faces[c].kind == "unit"]
        for unit in units:
            for source, effect in _restrictions(pos, unit):
                why = _forbidden(pos, role, unit, len(units), effect)
                if why is not None:
                    said = "" if source == unit else f" ({pos.name(source)})"
                    cited = (r.BLOCKING,) if role == "block" else (r.MISSION,)
                    pos.violate(None, f"{pos.name(unit)} {why}{said}", t.RULES_MAKE_EXCEPTIONS, *cited)


def may_attack_in(pos: Position, unit: str, size: int) -> bool:
    """Whether the Unit's text, or a Pilot's or Enhancement's on it, lets it attack in a group of ``size`` (1:
    alone)."""
    return all(_forbidden(pos, "attack", unit, size, effect) is None for _, effect in _restrictions(pos, unit))


def _forbidden(pos: Position, role: str, unit: str, size: int, effect: m.Effect) -> str | None:
    if not isinstance(effect, Restriction):
        return None
    if isinstance(effect, m.CannotAttack):  # "~ cannot attack." (its own text, or its Pilot's or Enhancement's)
        return "cannot attack" if role == "attack" else None
    if isinstance(effect, m.CannotBlock):
        if role != "block":
            return None
        if effect.unless_guarding and pos.cards[unit].zone == "guard":
            return None
        return "cannot block unless guarding" if effect.unless_guarding else "cannot block"
    if effect.how == "alone" and size == 1:
        return f"cannot {role} alone"
    if effect.how == "in_group" and size > 1:
        return f"cannot {role} in a group"
    return None


def alone_trigger(ability: m.Ability) -> bool:
    """ "If 'Mech piloted by Morgan Kell attacks alone, it cannot be blocked, but put this card into your hand after
    the mission." (``piloted_attacks_alone``): executed by :func:`check` and :func:`returning`."""
    if not isinstance(ability, m.Triggered) or ability.trigger != "piloted_attacks_alone" or ability.conditions:
        return False
    return bool(ability.effects) and all(
        (
            isinstance(e, m.CannotBeBlocked)
            and isinstance(e.target, m.ThatOne | m.PilotedUnit)
            and e.by is None
            and e.except_by is None
        )
        or (isinstance(e, m.ReturnToHand) and isinstance(e.target, m.This) and e.delayed == "mission")
        for e in ability.effects
    )


def _alone_triggers(pos: Position, spec: MissionSpec) -> list[tuple[str, m.Triggered]]:
    """The triggers of the Pilots on the one Unit attacking alone."""
    units = [c for c in spec.group if c in pos.faces and pos.faces[c].kind == "unit"]
    if len(units) != 1:
        return []
    found: list[tuple[str, m.Triggered]] = []
    for card_id, state in pos.cards.items():
        if state.on == units[0] and state.zone not in ("hand", "scrapheap", "stockpile"):
            for ability in pos.faces[card_id].abilities:
                if alone_trigger(ability) and isinstance(ability, m.Triggered):
                    found.append((card_id, ability))
    return found


def check_unblockable(pos: Position, spec: MissionSpec) -> None:
    """A Unit attacking alone whose Pilot says it cannot be blocked then: a block is a violation (rulebook p.9)."""
    for card_id, ability in _alone_triggers(pos, spec):
        if spec.blockers and any(isinstance(e, m.CannotBeBlocked) for e in ability.effects):
            pos.violate(
                None,
                f"{pos.name(spec.group[0])} attacks alone and cannot be blocked ({pos.name(card_id)})",
                t.RULES_MAKE_EXCEPTIONS,
                r.BLOCKING,
            )


def returning(pos: Position, spec: MissionSpec, battle: Battle) -> None:
    """The Pilot that goes back to its owner's hand after the mission its 'Mech attacks alone in (its text): kept
    with the battle's other cards returning to hand."""
    for card_id, ability in _alone_triggers(pos, spec):
        if any(isinstance(e, m.ReturnToHand) for e in ability.effects):
            battle.returning.append(card_id)
            pos.note(
                f"{pos.name(card_id)}: {pos.name(spec.group[0])} attacks alone; {pos.name(card_id)} goes to "
                f"{pos.owners[card_id]}'s hand after the mission",
                t.RULES_MAKE_EXCEPTIONS,
            )
