"""Removing counters from the card itself to pay for its ability ("Remove a supply counter from Field Depot: ...",
"Remove three salvage counters from this card: ...": DSL cost ``remove_counters_cost``), in a battle
(``battle.BattleRunner.use_ability``) and during the turn (``costs.plan_costs``).

Rules: counters are markers kept on a card (rulebook Glossary, Counter); a cost is paid as the ability is used, in
full, before its effects (rulebook p.27, One Player Goes First: using abilities; CE General Rulings, Abilities), so a
card with fewer counters of that kind than the cost names cannot use the ability (a violation naming the shortfall,
never a partial payment). Refused out loud: a card whose "When the last ... counter has been removed" ability the
payment would fire (not executed for a cost yet)."""

from __future__ import annotations

from judge.bttcg.counters import COUNTER, count, counter_name, last_removed_effects, take
from judge.bttcg.state import Position, UnsupportedError
from judge.dsl import models as m

RULE_IDS = (COUNTER,)


def kind_of(cost: m.RemoveCountersCost) -> str:
    """The kind of counter, as the card state keeps it."""
    return counter_name(cost.counter)


def shortfall(pos: Position, card_id: str, costs: list[m.AbilityCost]) -> str | None:
    """Why the card cannot pay its counter costs now (``None``: it can).

    :raises UnsupportedError: when paying would remove the card's last counter of a kind and the card has an
        ability for that moment.
    """
    state = pos.cards[card_id]
    name = pos.name(card_id)
    for cost in costs:
        if not isinstance(cost, m.RemoveCountersCost):
            continue
        kind = kind_of(cost)
        have = count(state, kind)
        if have < cost.count:
            return f"{name} has {have} {kind} counter(s): its ability costs {cost.count} to remove"
        if have == cost.count and last_removed_effects(pos, card_id) is not None:
            raise UnsupportedError(
                f"{name}: removing its last {kind} counter to pay for its ability (what the card does then is not "
                "executed for a cost yet)"
            )
    return None


def pays(cost: m.AbilityCost) -> bool:
    """Whether the cost is counters removed from the card (paid here)."""
    return isinstance(cost, m.RemoveCountersCost)


def paid(pos: Position, index: int, card_id: str, costs: list[m.AbilityCost], by: str) -> bool:
    """In a battle: the counters removed, or a violation recorded (``False``) when the card has too few."""
    from judge.bttcg import rules as r

    short = shortfall(pos, card_id, costs)
    if short is not None:
        pos.violate(index, short, COUNTER, r.ABILITY_ONCE_PER_BATTLE)
        return False
    remove(pos, card_id, costs, by)
    return True


def remove(pos: Position, card_id: str, costs: list[m.AbilityCost], by: str) -> None:
    """Removes the counters the costs name (checked by :func:`shortfall` first)."""
    state = pos.cards[card_id]
    for cost in costs:
        if isinstance(cost, m.RemoveCountersCost):
            kind = kind_of(cost)
            take(state, kind, cost.count)
            pos.note(
                f"{by} removes {cost.count} {kind} counter(s) from {pos.name(card_id)} to pay for its ability "
                f"({count(state, kind)} left)",
                COUNTER,
            )
