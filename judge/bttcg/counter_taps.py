"""A player tapping cards to remove a counter whose rules live on another card (Trapped!: a pinned counter, and in
"any player's Missions phase, but not during a mission, that player may tap two Units ... to remove" it).

The card that put the counter, usually a Mission card already in the Scrapheap, stays the rule for that counter as
long as it is there (rulebook p.19 and Glossary, Counter; rulebook p.9: a card's text makes the exception). During
the turn, the action ``{by: P, use: ability, card: <that card>, choose: [<the Unit with the counter>, <the cards
tapped>...]}`` (an extension of scenario-format.md, in the README) does it: in the phase the card names, of the
player it names (the player whose turn it is: "any player's" phase is that player's own, "the controller's" is the
turn of the controller of the Unit with the counter), not during a mission (the turn's actions come before the
mission: rulebook p.23), tapping untapped Units of that player in play (a player taps only cards he or she controls:
rulebook p.17, Untap Phase; Glossary, Tap), as many as the card says; then the counter is removed (one of them, or
all as the card says). In a battle, the sentence only states that rule: the card's other effects put the counter.
"""

from __future__ import annotations

from judge.bttcg import turn_rules as t
from judge.bttcg.counters import count, take
from judge.bttcg.scenario import Action
from judge.bttcg.state import Position, UnsupportedError, is_active
from judge.bttcg.turn import TurnRunner, card
from judge.bttcg.unit_types import noun_fits
from judge.dsl import models as m

COUNTER_RULE = "rulebook/glossary-index/counter"
"""Rulebook p.19 (Glossary: Counter) with p.9: the card that put the counter says what it does."""
RULE_IDS = (COUNTER_RULE, t.SEQUENCE)

_TAP_FIELDS = frozenset({"kind", "quantifier", "noun", "count", "owner", "states"})


def _removal(effects: list[m.Effect]) -> m.RemoveCounters | None:
    """ "to remove this pinned counter": the one effect, removing counters of one kind from the card named."""
    if len(effects) != 1 or not isinstance(effects[0], m.RemoveCounters):
        return None
    removed = effects[0]
    return removed if isinstance(removed.target, m.ThatOne) else None


def problem(effect: m.PlayerMayTap) -> str | None:
    """Why the engine cannot execute this rule yet (in a battle, a statement; during the turn, the action), or
    ``None``."""
    tap = effect.tap
    if _removal(effect.effects) is None:
        return "tapping cards for an effect other than removing a counter from the card named"
    if not isinstance(tap, m.Selector) or set(tap.model_dump(exclude_defaults=True)) - _TAP_FIELDS:
        return "tapping cards chosen other than by their kind and number"
    if tap.owner == "opponent" or set(tap.states) - {"untapped"}:
        return "tapping cards an opponent controls, or in some state"
    during = effect.during
    if during.phase is None or during.mission or during.battle or during.unless or during.at_end:
        return "tapping cards for an effect other than during a phase"
    return None


def in_battle(effect: m.PlayerMayTap) -> str:
    """What the sentence means when the card is played in a battle: a rule for later turns."""
    removed = _removal(effect.effects)
    assert removed is not None
    return f"a player may later tap cards to remove the {removed.counter} counter (during the turn)"


def rule_of(pos: Position, card_id: str) -> m.PlayerMayTap | None:
    """The card's "that player may tap ... to remove this counter" rule, if it has one."""
    if card_id not in pos.faces:
        return None
    found = [
        e for a in pos.faces[card_id].abilities for e in getattr(a, "effects", []) if isinstance(e, m.PlayerMayTap)
    ]
    return found[0] if len(found) == 1 else None


def is_counter_tap(pos: Position, action: Action) -> bool:
    """``use: ability`` on a card whose text is such a rule (not one of its own activated abilities)."""
    card_id = action.card or ""
    return action.ability_number == 1 and rule_of(pos, card_id) is not None and pos.faces[card_id].activated(1) is None


def tap_to_remove(run: TurnRunner, index: int | None, action: Action) -> None:
    """The action: checks the phase, the player, the Unit with the counter and the cards tapped; taps them and
    removes the counter."""
    pos, by = run.pos, action.by
    rule_card = action.card or ""
    rule = rule_of(pos, rule_card)
    assert rule is not None
    found = problem(rule)
    name = pos.faces[rule_card].name
    if found is not None:
        raise UnsupportedError(f"{name}: the engine does not execute this yet ({found})")
    removal = _removal(rule.effects)
    assert removal is not None and isinstance(rule.tap, m.Selector) and rule.during.phase is not None
    what = f"tap cards to remove a {removal.counter} counter ({name})"
    phase = rule.during.phase
    if not run.acting(index, by, phase, what, COUNTER_RULE, t.SEQUENCE):
        return
    picks = list(action.choose or [])
    if not picks or picks[0] not in pos.cards:
        pos.violate(
            index, f"{name}: choose the card with the {removal.counter} counter first in 'choose'", COUNTER_RULE
        )
        return
    holder, tapped = picks[0], picks[1:]
    if count(pos.cards[holder], removal.counter) == 0:
        pos.violate(index, f"{name}: {pos.name(holder)} has no {removal.counter} counter", COUNTER_RULE)
        return
    if rule.player == "controller" and pos.owners[holder] != by:
        pos.violate(index, f"{name}: only {pos.name(holder)}'s controller may do this, in their turn", COUNTER_RULE)
        return
    needed = rule.tap.count or 1
    if len(tapped) != needed or len(set(tapped)) != needed:
        pos.violate(index, f"{name}: tap exactly {needed} different cards (the rest of 'choose')", COUNTER_RULE)
        return
    for card_id in tapped:
        misfit = _misfit(pos, by, card_id, rule.tap)
        if misfit is not None:
            pos.violate(index, f"{name}: {pos.name(card_id)} {misfit}", COUNTER_RULE, t.SEQUENCE)
            return
    for card_id in tapped:
        pos.cards[card_id].tapped = True
    gone = take(pos.cards[holder], removal.counter, None if removal.all_counters else removal.count)
    pos.note(
        f"{by} taps {', '.join(map(pos.name, tapped))} to remove {gone} {removal.counter} counter(s) from "
        f"{pos.name(holder)} ({name})",
        COUNTER_RULE,
    )


def _misfit(pos: Position, by: str, card_id: str, tap: m.Selector) -> str | None:
    """Why the card cannot be one of those tapped, or ``None``."""
    if card_id not in pos.cards:
        return "is not a card of the scenario"
    state, face = pos.cards[card_id], card(pos, card_id)
    if pos.owners[card_id] != by:
        return f"is not {by}'s: a player taps only cards he or she controls"
    if face.kind != "unit" or not noun_fits(tap.noun, face.unit_type) or state.zone not in ("patrol", "guard"):
        return f"is not a {tap.noun.replace('_', ' ')} in play"
    if state.tapped or not is_active(state):
        return "is already tapped"
    return None


__all__ = ["RULE_IDS", "in_battle", "is_counter_tap", "problem", "rule_of", "tap_to_remove"]
