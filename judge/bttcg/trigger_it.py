""" "It" in an ability triggered as its own card is activated: "When you activate this card, put two study
counters on it." The trigger names this card, and no other card comes before "it" in the sentence, so "it" is this
card (what a card does as it is activated happens then, rulebook p.20; the sentence's only card before "it" is the
one the trigger names). Only a first effect with nothing before it
is read so; "it" after another card was named keeps meaning that card ("that" one)."""

from __future__ import annotations

from judge.dsl import models as m


def _bare_it(target: object) -> bool:
    return isinstance(target, m.ThatOne) and target.noun is None and target.index is None and target.among is None


def on_this_card(effects: list[m.Effect]) -> list[m.Effect]:
    """The effects with the first one's bare "it" read as this card (counters put or removed), the rest unchanged."""
    if not effects:
        return effects
    first = effects[0]
    if isinstance(first, m.AddCounters | m.RemoveCounters) and _bare_it(first.target):
        return [first.model_copy(update={"target": m.This()}), *effects[1:]]
    return effects


__all__ = ["on_this_card"]
