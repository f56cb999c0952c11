"""A card chosen in the hand just looked at (Alex Mallory's Unlimited printing: "Look at opponent's hand and choose a
card. Opponent restocks that card and draws a card."; its Commander's Edition printing says "choose any card in it").

Rule: the card's own words: the card chosen right after looking at the opponent's hand is one of the cards seen, a
card of that hand (rulebook p.14, Playing Area: the hand). The choice is then a card of the opponent's hand, checked
as any card of a hand is (``turn_moves.zone_misfit``), and "that card" is restocked by its owner
(``restock.restock_chosen``)."""

from __future__ import annotations

from judge.dsl import models as m

_PLAIN = frozenset({"kind", "quantifier", "noun", "owner"})


def hand_choice(before: m.Effect | None, effect: m.Effect) -> m.Choose | None:
    """The choice as a choice of a card of the hand looked at, when ``effect`` is "choose a card" right after "Look
    at opponent's hand"; else ``None``."""
    if not isinstance(before, m.LookAtHand) or not isinstance(effect, m.Choose) or effect.more:
        return None
    target = effect.target
    if not isinstance(target, m.Selector) or set(target.model_dump(exclude_defaults=True)) - _PLAIN:
        return None
    if target.noun != "card" or target.owner != "any" or target.quantifier not in ("a", "one", "any"):
        return None
    mine = target.model_copy(update={"zone": "hand", "their_zone": before.whose == "opponent"})
    return effect.model_copy(update={"target": mine})


def with_hand_choices(effects: list[m.Effect]) -> list[m.Effect]:
    """The effects, each choice right after a look at a hand read as a choice in that hand."""
    found: list[m.Effect] = []
    for effect in effects:
        found.append(hand_choice(found[-1] if found else None, effect) or effect)
    return found


__all__ = ["hand_choice", "with_hand_choices"]
