"""Repairs at the beginning of a turn: "At the beginning of your turn, repair 1 damage to each of your Units." (DSL
trigger ``turn_start`` with ``repair`` of the card itself or of every Unit a selector chooses), done as the Untap
phase begins (``turn_start.at_turn_start``), before the player's cards untap.

Rules: the Untap phase is "the phase at the beginning of a turn" (Glossary, Untap phase); a repair removes damage
counters (Glossary, Repair; Structure: damage counters stay until repaired), a card's repair besides the one the
Repair/Reload phase allows (CE rulings, Repair/Reload phase); a card's text makes exceptions to the rules (rulebook
p.9). A Unit without damage gets nothing (there is nothing to repair); no choice is made (a chosen Unit, "up to",
stays refused by ``turn_start.turn_start_problem``)."""

from __future__ import annotations

from collections.abc import Callable

from judge.bttcg import attack_bans, continuous
from judge.bttcg import turn_rules as t
from judge.bttcg.state import Position, is_active
from judge.dsl import models as m


def executed(effect: m.Effect) -> bool:
    """A repair at the beginning of the turn this module does: of the card itself, or of each Unit a selector
    chooses, of an amount or all damage."""
    if not isinstance(effect, m.Repair) or effect.up_to or (effect.amount <= 0 and not effect.all_damage):
        return False
    return isinstance(effect.target, m.This) or attack_bans.chosen(effect.target) is not None


def beginning(ability: m.Ability) -> bool:
    """ "Repair 1 damage to Vapor Hound at the beginning of your turn.": a continuous ability, without conditions,
    whose every effect happens at the beginning of each of its controller's turns (``at_the_beginning``, not only the
    next) and is a repair :func:`executed` answers for; done as a ``turn_start`` trigger is."""
    if not isinstance(ability, m.Static) or ability.conditions or ability.used or not ability.effects:
        return False
    return all(
        isinstance(e, m.AtTheBeginning)
        and e.whose == "you"
        and e.of == "turn"
        and not e.next
        and bool(e.effects)
        and all(map(executed, e.effects))
        for e in ability.effects
    )


def beginning_repairs(ability: m.Ability) -> list[m.Repair]:
    """The repairs of such an ability (:func:`beginning`), else none."""
    if not beginning(ability):
        return []
    inner = [x for e in getattr(ability, "effects", []) if isinstance(e, m.AtTheBeginning) for x in e.effects]
    return [x for x in inner if isinstance(x, m.Repair)]


def _repaired(pos: Position, source: str, target: m.Target) -> list[str]:
    if isinstance(target, m.This):
        return [source]
    selector = attack_bans.chosen(target)
    assert selector is not None  # executed() says so
    return [
        c
        for c, s in pos.cards.items()
        if is_active(s) and pos.faces[c].kind == "unit" and continuous.reaches(pos, None, source, selector, c)
    ]


def plan(pos: Position, source: str, effect: m.Repair) -> Callable[[], None]:
    """The step repairing the Units the effect reaches (each Unit's damage settled as the step runs)."""

    def step() -> None:
        for unit in _repaired(pos, source, effect.target):
            state = pos.cards[unit]
            amount = state.damage if effect.all_damage else min(effect.amount, state.damage)
            if amount <= 0:
                continue
            state.damage -= amount
            pos.note(
                f"{pos.name(source)} repairs {amount} damage to {pos.name(unit)} ({state.damage} left)",
                t.REPAIRING,
                t.CARDS_REPAIR,
                t.REPAIR_BY_CARDS,
            )

    return step
