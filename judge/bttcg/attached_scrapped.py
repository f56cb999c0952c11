"""An Enhancement (or Pilot) returning to its owner's hand when the card it is on is scrapped: "If enhanced 'Mech is
scrapped, return this card to your hand." (DSL trigger ``scrapped`` watching ``Enhanced`` or ``PilotedUnit``, its
one effect returning the card itself to hand).

Rules: the card's text makes an exception to the rules (rulebook p.9): an Enhancement or Pilot goes to the Scrapheap
with the card it is on (Glossary, Scrap; rulebook p.12, they are played on the card they affect); this one goes to its
owner's hand instead, as damage resolves at the end of the battle (rulebook p.29-30: the cards damage scraps are
scrapped then), once the card it is on is scrapped. Executed as damage resolves (``damage.Resolver``); a card scrapped
by an effect (a Mission card, an ability, damage during the turn) is refused (:func:`refuse_by_effect`), as the
Pilots' rolls are (``pilot_triggers.refuse_scrapped_by_effect``). Other effects, conditions or "instead" stay refused
(``stats._check_attachment``).
"""

from __future__ import annotations

from judge.bttcg.state import CardState, Position, UnsupportedError
from judge.dsl import models as m

CARDS_MAKE_EXCEPTIONS = "rulebook/about-this-rulebook-2"
RULE_IDS = (CARDS_MAKE_EXCEPTIONS,)


def _watches_host(ability: m.Ability) -> bool:
    return (
        isinstance(ability, m.Triggered)
        and ability.trigger == "scrapped"
        and isinstance(ability.watched, m.Enhanced | m.PilotedUnit)
    )


def supported(ability: m.Ability) -> bool:
    """ "If enhanced 'Mech is scrapped, return this card to your hand.": executed as damage resolves."""
    if not _watches_host(ability):
        return False
    assert isinstance(ability, m.Triggered)
    return (
        not ability.conditions
        and not ability.instead
        and len(ability.effects) == 1
        and isinstance(ability.effects[0], m.ReturnToHand)
        and isinstance(ability.effects[0].target, m.This)
        and ability.effects[0].delayed is None
    )


def _on(pos: Position, units: list[str]) -> list[str]:
    return [
        c
        for c, state in pos.cards.items()
        if state.on in units and state.zone not in ("hand", "scrapheap", "stockpile")
    ]


def after_damage(pos: Position, final: dict[str, CardState], scrapped: list[str]) -> list[str]:
    """Moves the cards on the cards damage scrapped (still in the Scrapheap in this outcome, ``final``) that go to
    their owner's hand instead; what happened, in words, for the trace."""
    said: list[str] = []
    for card_id in _on(pos, scrapped):
        host = pos.cards[card_id].on
        assert host is not None
        if final[host].zone != "scrapheap" or not any(map(supported, pos.faces[card_id].abilities)):
            continue
        final[card_id] = CardState(zone="hand")
        said.append(f"{pos.name(host)} is scrapped: {pos.name(card_id)} returns to its owner's hand")
    return said


def refuse_by_effect(pos: Position, unit: str) -> None:
    """:raises UnsupportedError: when an effect scraps a card with such a card on it: only damage resolving at the
    end of a battle executes it."""
    for card_id in _on(pos, [unit]):
        if any(map(_watches_host, pos.faces[card_id].abilities)):
            raise UnsupportedError(
                f"{pos.name(card_id)}: the engine does not execute what it does when {pos.name(unit)} is scrapped by "
                "a card's effect yet (only as damage resolves)"
            )


__all__ = ["RULE_IDS", "after_damage", "refuse_by_effect", "supported"]
