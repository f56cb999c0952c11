"""The speed a kind of counter gives a Unit, as the card that puts it says ("A 'Mech with a hindrance counter ... its
speed is slow": Hip Shattered), for as long as the counter stays on the Unit; the card is usually a Mission card
already in the Scrapheap. :mod:`judge.bttcg.speeds` asks this module for a Unit's speed now.

Rulebook p.19 and Glossary, Counter: a counter's meaning is written on the card that put it, and stays the rule for as
long as the counter stays, wherever that card now is (as :mod:`judge.bttcg.counter_rules` reads what such a counter
forbids); rulebook p.9: a card's text makes the exception to the rules (speed decides who may attack and block,
p.24-25). The cards read are the scenario's: a counter no card of the scenario explains changes no speed. Kept apart
from ``counter_rules`` so that ``speeds`` needs nothing that resolves targets (no import cycle)."""

from __future__ import annotations

from judge.bttcg.state import Position
from judge.bttcg.unit_types import noun_fits
from judge.dsl import models as m

_FIELDS = frozenset({"kind", "quantifier", "noun", "owner", "with_counters"})


def of_counters(target: m.Target) -> m.Selector | None:
    """ "A 'Mech with a hindrance counter": a selector of Units by a kind of counter on them, nothing more (the
    cards a counter's rule is about: here and in :mod:`judge.bttcg.counter_rules`)."""
    if not isinstance(target, m.Selector) or not target.with_counters:
        return None
    if set(target.model_dump(exclude_defaults=True)) - _FIELDS or target.owner == "you":
        return None
    return target


def is_speed_rule(effect: m.Effect) -> bool:
    """Whether the effect sets the speed of the Units with a kind of counter ("its speed is slow")."""
    return isinstance(effect, m.SetSpeed) and of_counters(effect.target) is not None


def _rules(pos: Position) -> list[tuple[str, m.Selector, str]]:
    """The scenario's cards' "<Units> with a <kind> counter: speed is <speed>", with the card saying each."""
    found: list[tuple[str, m.Selector, str]] = []
    for card_id, face in pos.faces.items():
        for ability in face.abilities:
            if isinstance(ability, m.Resolve | m.Static) and not ability.conditions:
                for effect in ability.effects:
                    if isinstance(effect, m.SetSpeed) and (selector := of_counters(effect.target)) is not None:
                        found.append((card_id, selector, effect.speed))
    return found


def counter_speeds(pos: Position, card_id: str) -> set[str]:
    """The speeds the counters on the card give it by the scenario's cards (empty: none)."""
    face, state = pos.faces[card_id], pos.cards[card_id]
    if face.kind != "unit" or not state.other_counters:
        return set()
    found: set[str] = set()
    for _, selector, speed in _rules(pos):
        assert selector.with_counters is not None
        if noun_fits(selector.noun, face.unit_type) and state.other_counters.get(selector.with_counters, 0) > 0:
            found.add(speed)
    return found


__all__ = ["counter_speeds", "is_speed_rule", "of_counters"]
