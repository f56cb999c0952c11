"""Cards no Enhancement can be played on: "Hollow Crown cannot be enhanced." (``cannot_be_enhanced``, the card's own
text), "Enhanced 'Mech cannot be enhanced." (an Enhancement's, of the card it is on), checked as an Enhancement is
activated onto a card (``attach.placement_misfit``, from ``deploy.activate``).

Rules: Enhancements are played on Units or sites (rulebook p.12, Command Cards: "Enhancements ... you put on 'Mechs
and other Units ... or on your sites"; Glossary, Enhancement); a card's text makes exceptions to the rules (rulebook
p.9). A Pilot is no Enhancement (rulebook p.12: "Enhancements and Pilots"; Glossary, Pilot): it still goes on such a
'Mech. Only continuous abilities without conditions are executed here (``unit_restrictions.restriction`` passes
them in a battle, where they do nothing); any other ("'Mechs cannot be enhanced" on a Command card in play) stays
refused.
"""

from __future__ import annotations

from judge.bttcg.faces import CardFace
from judge.bttcg.state import Position
from judge.dsl import models as m

_OWN = (m.This,)
_ON_IT = (m.Enhanced, m.PilotedUnit, m.ThatOne)


def bars(effect: m.Effect, attached: bool) -> bool:
    """ "~ cannot be enhanced" of the card itself (``attached`` false), or of the card a Pilot or Enhancement is on."""
    return isinstance(effect, m.CannotBeEnhanced) and isinstance(effect.target, _ON_IT if attached else _OWN)


def _barred_by(pos: Position, on: str) -> str | None:
    """The card whose text says ``on`` cannot be enhanced (itself, or a card on it), or ``None``."""
    sources = [(on, False)] + [
        (c, True) for c, s in pos.cards.items() if s.on == on and s.zone not in ("hand", "scrapheap", "stockpile")
    ]
    for card_id, attached in sources:
        for ability in pos.faces[card_id].abilities:
            plain = isinstance(ability, m.Static) and not ability.conditions and not ability.used
            if plain and any(bars(e, attached) for e in ability.effects):  # type: ignore[union-attr]
                return card_id
    return None


def misfit(pos: Position, face: CardFace, on: str) -> str | None:
    """Why the Enhancement ``face`` cannot go on ``on`` by that card's text (or a card on it), or ``None``."""
    if face.kind != "command" or not face.has_keyword("Enhancement") or on.endswith(".stockpile"):
        return None
    if on not in pos.faces:
        return None
    source = _barred_by(pos, on)
    if source is None:
        return None
    said = "" if source == on else f" ({pos.name(source)})"
    return f"{pos.name(on)} cannot be enhanced{said}: {face.name} cannot be played on it"
