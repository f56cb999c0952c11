"""What a Unit's own text, or the text of a Pilot or Enhancement on it, forbids when a mission is declared: "This card
cannot block unless guarding." (``cannot_block``), "'Mech piloted by Maverick Mechjock cannot attack or block in a
group." / "... cannot attack or block alone." (``cannot_attack_or_block``). A card's text makes exceptions to the
rules (rulebook p.9); the attacking and blocking groups are the mission's (rulebook p.24-25; Glossary, Group).

Only continuous abilities without conditions, about the card itself or the Unit the Pilot or Enhancement is on, are
checked here (:func:`restriction`); anything else stays refused by :func:`judge.bttcg.stats.check_supported`."""

from __future__ import annotations

from judge.bttcg import rules as r
from judge.bttcg import turn_rules as t
from judge.bttcg.scenario import MissionSpec
from judge.bttcg.state import Position
from judge.dsl import models as m

Restriction = m.CannotBlock | m.CannotAttackOrBlock
_ON_IT = (m.This, m.PilotedUnit, m.Enhanced, m.ThatOne)


def restriction(ability: m.Ability, attached: bool) -> bool:
    """Whether the ability only restricts how its Unit attacks or blocks, in a way :func:`check` enforces: on the
    card itself (``attached`` false: "This card ...") or on the Unit a Pilot or Enhancement is on."""
    if not isinstance(ability, m.Static) or ability.conditions or ability.used or not ability.effects:
        return False
    on_it = (m.PilotedUnit, m.Enhanced, m.ThatOne) if attached else (m.This,)
    return all(isinstance(e, Restriction) and isinstance(e.target, on_it) for e in ability.effects)


def _restrictions(pos: Position, unit: str) -> list[tuple[str, Restriction]]:
    """The restrictions on a Unit, with the card whose text says each."""
    found: list[tuple[str, Restriction]] = []
    sources = [(unit, False)] + [
        (c, True) for c, s in pos.cards.items() if s.on == unit and s.zone not in ("hand", "scrapheap", "stockpile")
    ]
    for card_id, attached in sources:
        for ability in pos.faces[card_id].abilities:
            if restriction(ability, attached):
                assert isinstance(ability, m.Static)
                found += [(card_id, e) for e in ability.effects if isinstance(e, Restriction)]
    return found


def check(pos: Position, spec: MissionSpec) -> None:
    """Records a violation for each Unit of the attacking or blocking group that its text forbids there."""
    for role, group in (("attack", spec.group), ("block", spec.blockers)):
        units = [c for c in group if c in pos.faces and pos.faces[c].kind == "unit"]
        for unit in units:
            for source, effect in _restrictions(pos, unit):
                why = _forbidden(pos, role, unit, len(units), effect)
                if why is not None:
                    said = "" if source == unit else f" ({pos.name(source)})"
                    cited = (r.BLOCKING,) if role == "block" else (r.MISSION,)
                    pos.violate(None, f"{pos.name(unit)} {why}{said}", t.RULES_MAKE_EXCEPTIONS, *cited)


def _forbidden(pos: Position, role: str, unit: str, size: int, effect: Restriction) -> str | None:
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
