"""What a kind of counter forbids a Unit, as the card that puts it says ("A 'Mech with a hindrance counter cannot
block": Hip Shattered), checked when a mission is declared; the card is usually a Mission card already in the
Scrapheap.

Rulebook p.19 and Glossary, Counter: a counter's meaning is written on the card that put it, and stays the rule for as
long as the counter stays, wherever that card now is (as :mod:`judge.bttcg.untap_counters` reads the counters that
keep a card tapped); rulebook p.9: a card's text makes the exception to the rules of blocking (p.25). The cards read
are the scenario's: a counter no card of the scenario explains forbids nothing it knows of. In the battle the card is
played in, the sentence forbids nothing yet (the blockers are already declared): it is a rule for later missions."""

from __future__ import annotations

from judge.bttcg import rules as r
from judge.bttcg.counter_speeds import is_speed_rule, of_counters
from judge.bttcg.counters import count
from judge.bttcg.scenario import MissionSpec
from judge.bttcg.state import Position
from judge.bttcg.unit_types import noun_fits
from judge.dsl import models as m

COUNTER_RULE = "rulebook/glossary-index/counter"
"""Rulebook p.19 (Glossary: Counter) with p.9: the card that put the counter says what it does."""
RULE_IDS = (COUNTER_RULE, r.BLOCKING)


def _is_block_rule(effect: m.Effect) -> bool:
    """Whether the effect is a blocking restriction on the Units with a kind of counter, which this module checks."""
    return isinstance(effect, m.CannotBlock) and not effect.unless_guarding and of_counters(effect.target) is not None


def is_counter_rule(effect: m.Effect) -> bool:
    """Whether the effect is a rule on the Units with a kind of counter: a blocking restriction (checked here) or
    their speed (``counter_speeds``, asked by ``speeds.speed_of``)."""
    return _is_block_rule(effect) or is_speed_rule(effect)


def _rules(pos: Position) -> list[tuple[str, m.Selector]]:
    """The scenario's cards' "<Units> with a <kind> counter cannot block", with the card saying each."""
    found: list[tuple[str, m.Selector]] = []
    for card_id, face in pos.faces.items():
        for ability in face.abilities:
            if isinstance(ability, m.Resolve | m.Static) and not ability.conditions:
                for effect in ability.effects:
                    if _is_block_rule(effect):
                        assert isinstance(effect, m.CannotBlock)
                        selector = of_counters(effect.target)
                        assert selector is not None
                        found.append((card_id, selector))
    return found


def check_blockers(pos: Position, spec: MissionSpec) -> None:
    """Records a violation for each blocker that has a counter whose card says such Units cannot block."""
    rules = _rules(pos)
    for unit in spec.blockers:
        if unit not in pos.faces or pos.faces[unit].kind != "unit":
            continue
        for card_id, selector in rules:
            assert selector.with_counters is not None
            if noun_fits(selector.noun, pos.faces[unit].unit_type) and count(pos.cards[unit], selector.with_counters):
                said = pos.faces[card_id].name
                pos.violate(
                    None,
                    f"{pos.name(unit)} has a {selector.with_counters} counter and cannot block ({said})",
                    COUNTER_RULE,
                    r.BLOCKING,
                )
                break


__all__ = ["RULE_IDS", "check_blockers", "is_counter_rule"]
