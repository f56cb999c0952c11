"""A card's continuous halving of the damage dealt to it: "Halve all damage dealt to Cinderfall, rounded down." (DSL
``halve_damage`` of the card itself, a Unit's or a site's own text), "Halve all damage dealt to enhanced 'Mech,
rounded up." (an Enhancement's or Pilot's, of the card it is on): in every battle, the damage the card receives is
halved as its text rounds it, as a Mission card's halving is (``damage_changes.halve``).

Rules: a card's text makes exceptions to the rules (rulebook p.9); a continuous ability is always on while its card
is in play (Glossary); damage resolves at the end of the battle, all at once: what a card receives is counted, then
prevention, then armor (rulebook p.29-30, Resolving Damage). A halving that does not say how to round (the rules
leave it open), of the damage a card deals, or with conditions stays refused; where the card's damage is also
multiplied or prevented, ``damage_changes.halve`` refuses (which comes first is not settled)."""

from __future__ import annotations

from judge.bttcg import rules as r
from judge.bttcg.state import Battle, Position, is_active
from judge.dsl import models as m

_OWN = (m.This,)
_ON_IT = (m.Enhanced, m.PilotedUnit, m.ThatOne)


def _halving(effect: m.Effect, attached: bool) -> bool:
    return (
        isinstance(effect, m.HalveDamage)
        and not effect.dealt_by
        and effect.round_up is not None
        and isinstance(effect.target, _ON_IT if attached else _OWN)
    )


def supported(ability: m.Ability, attached: bool) -> bool:
    """Whether the ability is always on and only halves the damage dealt to its card (``attached``: to the card a
    Pilot or Enhancement is on)."""
    if not isinstance(ability, m.Static) or ability.conditions or ability.used or not ability.effects:
        return False
    return all(_halving(e, attached) for e in ability.effects)


def start(pos: Position, battle: Battle) -> None:
    """A mission declared: the halvings of the cards in play, for its battle."""
    for card_id, state in pos.cards.items():
        if not is_active(state):
            continue
        attached = state.on is not None
        receiver = state.on if attached else card_id
        if receiver is None or receiver not in pos.cards:
            continue
        for ability in pos.faces[card_id].abilities:
            if not isinstance(ability, m.Static) or not supported(ability, attached):
                continue
            for effect in ability.effects:
                assert isinstance(effect, m.HalveDamage) and effect.round_up is not None  # supported() says so
                battle.halved.setdefault(receiver, []).append(effect.round_up)
                if receiver not in (*battle.group, *battle.blockers, battle.target):
                    continue  # outside the battle: said only if it receives damage in it
                pos.note(
                    f"{pos.name(card_id)}: the damage {pos.name(receiver)} receives is halved, rounded "
                    f"{'up' if effect.round_up else 'down'} (its text; before prevention and armor)",
                    r.PREVENTION_AND_ARMOR,
                )
