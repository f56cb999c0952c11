"""Counters changed in kind or place during the turn (``turn_abilities._plan_effects`` hands these effects here): a
counter replaced by more of its kind ("Replace one counter on that card with two counters of the same type",
Underworld Connections), counters moved from one card to another ("You may transfer one counter from that card to
another card in that region", Hyperpulse Generator), and counters removed before divided among cards as the player
chooses ("Distribute those construction counters in any way you choose among the cards in your Under Construction
region", Financial Collapse).

Rules: a counter is "a marker ... used to keep track of quantities" (rulebook p.19, Glossary: Counter) and lives on
a card (:mod:`judge.bttcg.counters` keeps them); CE rulings, Underworld Connections: any kind of counter may be
replaced (construction, pinned, operation, even damage counters), only counters on cards. Where the text says "one
counter" without its kind, the kind is the one the card has; a card with counters of several kinds asks which (not
taken from a scenario yet: refused), and damage counters put by an effect are refused as :mod:`judge.bttcg.counters`
refuses them (they would have to scrap a Unit at its structure). Choices come from the action's ``choose``, the
distribution from its ``amounts`` (card id: counters; strict mode: every counter placed, on the cards the text
names, never guessed)."""

from __future__ import annotations

from collections.abc import Callable
from typing import NoReturn

from judge.bttcg.counters import CONSTRUCTION, COUNTER, DAMAGE, count, put, take
from judge.bttcg.state import Position, UnsupportedError
from judge.bttcg.turn_plan import _Plan
from judge.dsl import models as m

UNDERWORLD_CONNECTIONS = "ce-rulings/underworld-connections"
"""CE rulings, Underworld Connections: any kind of counter may be replaced; only counters on cards."""
RULE_IDS = (COUNTER, UNDERWORLD_CONNECTIONS)

CounterMove = m.ReplaceCounters | m.MoveCounters | m.DistributeCounters
Choice = Callable[[m.Target], str]
"""The next card of ``choose`` checked against a selector (``turn_choices.take_choice``)."""
Every = Callable[[m.Selector], list[str]]
"""Every card in play a selector reaches (``turn_steps.every_card``)."""
Refuse = Callable[[str, str], NoReturn]
"""Records a violation (message, rule) and raises: the action does nothing."""
Step = Callable[[], None]


def _that(target: m.Target | None) -> bool:
    return isinstance(target, m.ThatOne) and target.index is None and target.among is None and not target.plural


def counter_move_problem(effect: CounterMove) -> str | None:
    """Why the turn cannot execute this effect yet, or ``None`` (its cards are checked when it runs)."""
    if isinstance(effect, m.ReplaceCounters):
        if not (_that(effect.target) or isinstance(effect.target, m.This | m.Selector)):
            return "replacing counters on cards not chosen"
        return None if effect.replacement > effect.count else "replacing counters with as many or fewer"
    if isinstance(effect, m.MoveCounters):
        if effect.resources_each or effect.count is None:
            return "moving counters for resources each, or as many as wished"
        if not _that(effect.source) or not isinstance(effect.to, m.Selector):
            return "moving counters from a card not chosen before, or onto cards not chosen by a selector"
        return None
    among = effect.among
    if not (isinstance(among, m.Selector) and among.quantifier in ("all", "each")):
        return "distributing counters among cards not named by 'all'"
    return None


def _one_kind(pos: Position, name: str, card_id: str, wanted: str | None, refuse: Refuse) -> str:
    """The kind of counter "one counter" means on this card: the one kind it has (or the kind the text names)."""
    state = pos.cards[card_id]
    kinds = [k for k in (CONSTRUCTION, DAMAGE, *state.other_counters) if count(state, k) > 0]
    if wanted is not None:
        kinds = [k for k in kinds if k == wanted]
    if not kinds:
        what = f"{wanted} counter" if wanted else "counter"
        refuse(f"{name}: {pos.name(card_id)} has no {what} to take", COUNTER)
    if len(kinds) > 1:
        raise UnsupportedError(
            f"{name}: {pos.name(card_id)} has counters of several kinds ({', '.join(kinds)}): which one the player "
            "takes is not read from the scenario yet"
        )
    if kinds[0] == DAMAGE:
        raise UnsupportedError(
            f"{name}: the engine does not execute damage counters put on a card by an effect yet (they would have "
            "to scrap a Unit at its structure)"
        )
    return kinds[0]


def _counters(n: int, kind: str) -> str:
    return f"{n} {kind} counter{'s' if n != 1 else ''}"


def removed(pos: Position, effect: m.RemoveCounters, cards: list[str]) -> int:
    """How many counters the effect removes from these cards (counted before it runs): "those counters" after it."""
    have = [count(pos.cards[c], effect.counter) for c in cards if not c.endswith(".stockpile")]
    return sum(have) if effect.all_counters else sum(min(effect.count, n) for n in have)


def plan_counter_move(
    pos: Position, source: str, effect: CounterMove, plan: _Plan, hooks: tuple[Choice, Every, Refuse]
) -> tuple[Step, list[str]]:
    """The step of the effect, settled before anything changes, and the cards "that ..." names after it.

    :raises UnsupportedError: for what :func:`counter_move_problem` names, or a kind of counter not settled.
    """
    choice, every, refuse = hooks
    name = pos.name(source)
    problem = counter_move_problem(effect)
    if problem is not None:
        raise UnsupportedError(f"{name}: the engine does not execute {problem} during the turn yet")
    if isinstance(effect, m.ReplaceCounters):
        return _plan_replace(pos, name, source, effect, plan.last, choice, refuse)
    if isinstance(effect, m.MoveCounters):
        return _plan_move(pos, name, effect, plan.last, choice, refuse)
    return _plan_distribute(pos, name, effect, plan.removed.get(effect.counter, 0), plan.amounts, every, refuse)


def _plan_replace(
    pos: Position,
    name: str,
    source: str,
    effect: m.ReplaceCounters,
    last: list[str],
    choice: Choice,
    refuse: Refuse,
) -> tuple[Step, list[str]]:
    """ "Replace one counter on that card with two counters of the same type": one more of its kind."""
    target = effect.target
    card_id = source if isinstance(target, m.This) else last[0] if _that(target) and last else choice(target)
    kind = _one_kind(pos, name, card_id, None, refuse)
    if count(pos.cards[card_id], kind) < effect.count:
        refuse(f"{name}: {pos.name(card_id)} has fewer than {effect.count} {kind} counters to replace", COUNTER)

    def step() -> None:
        state = pos.cards[card_id]
        take(state, kind, effect.count)
        put(state, kind, effect.replacement)
        pos.note(
            f"{name} replaces {_counters(effect.count, kind)} on {pos.name(card_id)} with "
            f"{effect.replacement} (now {count(state, kind)})",
            COUNTER,
            UNDERWORLD_CONNECTIONS,
        )

    return step, [card_id]


def _plan_move(
    pos: Position, name: str, effect: m.MoveCounters, last: list[str], choice: Choice, refuse: Refuse
) -> tuple[Step, list[str]]:
    """ "transfer one counter from that card to another card in that region": taken off one card, put on the
    other (the counters stay counters of their kind: only their card changes)."""
    if len(last) != 1:
        raise UnsupportedError(f"{name}: 'that card' names no single card here: not executed")
    (origin,) = last
    kind = _one_kind(pos, name, origin, effect.counter, refuse)
    n = effect.count or 0
    if count(pos.cards[origin], kind) < n:
        refuse(f"{name}: {pos.name(origin)} has fewer than {n} {kind} counters to move", COUNTER)
    to = choice(effect.to)

    def step() -> None:
        moved = take(pos.cards[origin], kind, n)
        put(pos.cards[to], kind, moved)
        pos.note(
            f"{name} moves {_counters(moved, kind)} from {pos.name(origin)} "
            f"({count(pos.cards[origin], kind)} left) to {pos.name(to)} (now {count(pos.cards[to], kind)})",
            COUNTER,
        )

    return step, [to]


def _plan_distribute(
    pos: Position,
    name: str,
    effect: m.DistributeCounters,
    removed: int,
    amounts: dict[str, int],
    every: Every,
    refuse: Refuse,
) -> tuple[Step, list[str]]:
    """ "Distribute those construction counters in any way you choose among the cards in your Under Construction
    region": as many as the card's effects removed before (counted before anything changes), divided as the
    action's ``amounts`` says (every counter placed, on those cards only: strict mode)."""
    assert isinstance(effect.among, m.Selector)  # counter_move_problem says so
    kind = effect.counter
    cards = every(effect.among.model_copy(update={"quantifier": "a"}))
    split = {c: amounts.pop(c) for c in list(amounts) if c in cards}
    if amounts:
        outside = ", ".join(pos.name(c) if c in pos.faces else c for c in amounts)
        refuse(f"{name}: the counters go only among the cards its text names, not on {outside}", COUNTER)
    if removed and not cards:
        raise UnsupportedError(
            f"{name}: {_counters(removed, kind)} to distribute and no card to take them: what becomes of them is not "
            "said by the card or the rules documents, not executed"
        )
    if any(n < 0 for n in split.values()) or sum(split.values()) != removed:
        refuse(
            f"{name}: say in 'amounts' how the {_counters(removed, kind)} removed are divided among "
            f"{', '.join(map(pos.name, cards))} (the amounts add up to {sum(split.values())})",
            COUNTER,
        )

    def step() -> None:
        for card_id, n in split.items():
            state = pos.cards[card_id]
            put(state, kind, n)
            pos.note(f"{name} puts {_counters(n, kind)} on {pos.name(card_id)} (now {count(state, kind)})", COUNTER)
        if not removed:
            pos.note(f"{name}: no {kind} counter was removed: none to distribute", COUNTER)

    return step, list(split)


__all__ = ["RULE_IDS", "CounterMove", "counter_move_problem", "plan_counter_move", "removed"]
