"""Counters of every kind on cards: construction counters (``CardState.counters``), damage counters
(``CardState.damage``) and every other kind a card's text names ("operation", "time", "a +1 attack clubbing limb
counter": ``CardState.other_counters``). A counter is "a marker ... used to keep track of quantities" (rulebook p.19,
Glossary: Counter); the card text says what a kind of counter does, and where it says a counter changes a stat ("a
+1 attack counter") the card it is on has that much more for as long as the counter stays (rulebook p.9: cards make
exceptions to the rules). Counters leave with their card when it is scrapped (the scrapped card's state is reset).

One place for counters: kept and counted here (:func:`count`, :func:`put`, :func:`take`, :func:`stat_bonus`),
executed here in a battle (:func:`counters_problem`, :func:`run_counters`) and planned here during the turn
(:func:`plan_counters`)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import NoReturn

from judge.bttcg import rules as r
from judge.bttcg.beginnings import begin, beginning_problem, is_beginning
from judge.bttcg.game_multipliers import begin as begin_multiplier
from judge.bttcg.game_multipliers import stockpile_factor
from judge.bttcg.interpret_targets import Context, resolve_target, target_problem
from judge.bttcg.state import CardState, Position, UnsupportedError
from judge.dsl import models as m

COUNTER = "rulebook/glossary-index/counter"
"""Rulebook p.19 (Glossary: Counter): what a counter is."""
RULE_IDS = (COUNTER,)

CONSTRUCTION = "construction"
DAMAGE = "damage"
_STAT_COUNTER = re.compile(r"^(?P<amount>[+-]\d+) (?P<stat>attack|armor|initiative|structure)(?: |$)")
"""The name of a counter that changes a stat: ``+1 attack``, ``+1 attack clubbing limb``."""


def counter_name(counter: str | None, stat: str | None = None, amount: int = 0) -> str:
    """The kind of counter as the card names it: ``operation``; ``+1 attack clubbing limb`` for "a +1 attack clubbing
    limb counter" (the stat it changes first, so :func:`stat_bonus` reads it back)."""
    words = [f"{amount:+d} {stat}"] if stat is not None else []
    words += [counter] if counter else []
    return " ".join(words) or "unnamed"


def count(state: CardState, kind: str) -> int:
    """How many counters of the kind are on the card."""
    if kind == CONSTRUCTION:
        return state.counters
    if kind == DAMAGE:
        return state.damage
    return state.other_counters.get(kind, 0)


def put(state: CardState, kind: str, n: int) -> None:
    """Puts ``n`` counters of the kind on the card."""
    if kind == CONSTRUCTION:
        state.counters += n
    elif kind == DAMAGE:
        state.damage += n
    else:
        state.other_counters = {**state.other_counters, kind: state.other_counters.get(kind, 0) + n}


def take(state: CardState, kind: str, n: int | None) -> int:
    """Removes ``n`` counters of the kind (``None``: all of them), as many as there are; returns how many."""
    have = count(state, kind)
    gone = have if n is None else min(n, have)
    if kind == CONSTRUCTION:
        state.counters -= gone
    elif kind == DAMAGE:
        state.damage -= gone
    else:
        left = {k: v for k, v in state.other_counters.items() if k != kind}
        if have - gone:
            left[kind] = have - gone
        state.other_counters = left
    return gone


def stat_bonus(state: CardState, stat: str) -> int:
    """What the card's stat counters ("+1 attack clubbing limb") add to the stat."""
    total = 0
    for kind, n in state.other_counters.items():
        found = _STAT_COUNTER.match(kind)
        if found is not None and found.group("stat") == stat:
            total += int(found.group("amount")) * n
    return total


def changes_stat(kind: str) -> bool:
    """Whether the kind of counter changes a stat ("+1 attack clubbing limb"): its name says what it does."""
    return _STAT_COUNTER.match(kind) is not None


def describe(state: CardState) -> str:
    """``2 operation counters, 1 +1 attack clubbing limb counter`` (empty: none)."""
    return ", ".join(f"{n} {k} counter{'s' if n != 1 else ''}" for k, n in sorted(state.other_counters.items()))


# --- in a battle ------------------------------------------------------------------------------------------------------


def counters_problem(effect: m.AddCounters | m.RemoveCounters) -> str | None:
    """Why the engine cannot put or remove these counters in a battle yet, or ``None`` when it can."""
    return _damage_counters(effect) or target_problem(effect.target)


def _damage_counters(effect: m.AddCounters | m.RemoveCounters) -> str | None:
    """Damage counters put by an effect would have to scrap the card at its structure (rulebook p.29): refused."""
    if isinstance(effect, m.AddCounters) and effect.counter == DAMAGE:
        return "damage counters put on a card by an effect"
    return None


def run_counters(ctx: Context, effect: m.AddCounters | m.RemoveCounters) -> None:
    """ "Put a static counter on each attacking Unit", "Remove all static counters from that Unit": at once, as the
    card resolves (a Mission card affects cards in the battle: rulebook p.32); a counter that changes a stat
    changes it at once."""
    pos = ctx.pos
    source = pos.name(ctx.source)
    for card_id in resolve_target(ctx, effect.target):
        if card_id.endswith(".stockpile"):
            ctx.violate(f"{source}: a Stockpile takes no counters", COUNTER, r.MISSION_CARDS_AFFECT)
            return
        state = pos.cards[card_id]
        if isinstance(effect, m.AddCounters):
            kind = counter_name(effect.counter, effect.stat, effect.stat_amount)
            put(state, kind, effect.count)
            pos.note(
                f"{source} puts {_counters(effect.count, kind)} on {pos.name(card_id)} (now {count(state, kind)})",
                COUNTER,
                r.MISSION_CARDS_AFFECT,
            )
            fighter = ctx.battle.fighters.get(card_id)
            if effect.stat == "attack" and fighter is not None and ctx.attack_changed is not None:
                ctx.attack_changed(card_id, effect.stat_amount * effect.count, ctx.action)
        else:
            have = count(state, effect.counter)
            if last_removed_effects(pos, card_id) is not None and 0 < have <= (
                have if effect.all_counters else effect.count
            ):
                raise UnsupportedError(
                    f"{source}: removing the last {effect.counter} counter from {pos.name(card_id)} in a battle "
                    "triggers its 'When the last counter has been removed' ability, which the engine does not "
                    "execute in a battle yet"
                )
            gone = take(state, effect.counter, None if effect.all_counters else effect.count)
            pos.note(
                f"{source} removes {_counters(gone, effect.counter)} from {pos.name(card_id)} "
                f"({count(state, effect.counter)} left)",
                COUNTER,
                r.MISSION_CARDS_AFFECT,
            )


def _counters(n: int, kind: str) -> str:
    return f"{n} {kind} counter{'s' if n != 1 else ''}"


def last_removed_effects(pos: Position, card_id: str) -> list[m.Effect] | None:
    """The effects of the card's "When the last operation counter has been removed, ..." ability, or ``None``."""
    if card_id.endswith(".stockpile"):
        return None
    for ability in pos.faces[card_id].abilities:
        if isinstance(ability, m.Triggered) and ability.trigger == "last_counter_removed":
            return list(ability.effects)
    return None


def counted(pos: Position, card_id: str, kind: str | None) -> int:
    """ "equal to the number of time counters on this card": counted when the effect happens."""
    if kind is None or card_id.endswith(".stockpile"):
        return 0
    return count(pos.cards[card_id], kind)


# --- during the turn --------------------------------------------------------------------------------------------------


Choice = Callable[[m.Target], str]
"""Takes the next card of the action's ``choose`` for a selector (recording a violation and raising when there is
none or it does not fit)."""
Refuse = Callable[[str, str], NoReturn]
"""Records a violation (message, rule) and raises: the action does nothing."""


def plan_counters(
    pos: Position,
    source: str,
    effect: m.AddCounters | m.RemoveCounters,
    last: list[str],
    choice: Choice,
    refuse: Refuse,
    scrap: Callable[[str, str], None],
    every: Callable[[m.Selector], list[str]] | None = None,
) -> tuple[Callable[[], None], list[str]]:
    """What putting or removing counters does during the turn (a card's ability used, or a card revealed), settled
    before anything changes: the step to run and the cards "that ..." names after it. Removing counters the card
    does not have is refused (the ability cannot do what it says). Removing the last one from a card whose text
    says "When the last counter has been removed, scrap <it>" scraps it (``scrap(card, source name)``), and what it
    says happens at the beginning of a turn or phase from then on begins to wait for it (judge/bttcg/beginnings.py);
    any other such ability is refused.

    :raises UnsupportedError: for a target the turn does not resolve.
    """
    problem = _damage_counters(effect)
    if problem is not None:
        raise UnsupportedError(f"{pos.name(source)}: the engine does not execute {problem} yet")
    target = effect.target
    if isinstance(target, m.This):
        cards = [source]
    elif isinstance(target, m.ThatOne) and target.index is None and target.among is None and last:
        cards = list(last)
    elif isinstance(target, m.Selector) and target.quantifier in ("all", "each") and target.count is None:
        if every is None:
            raise UnsupportedError(f"{pos.name(source)}: the engine does not change counters on every such card here")
        cards = every(target.model_copy(update={"quantifier": "a"}))  # "from all cards in all opponent's ... regions"
    elif isinstance(target, m.Selector):
        cards = [choice(target)]
    else:
        raise UnsupportedError(
            f"{pos.name(source)}: the engine does not put counters on '{target.kind}' during the turn yet"
        )
    name = pos.name(source)
    if isinstance(effect, m.AddCounters):
        kind = counter_name(effect.counter, effect.stat, effect.stat_amount)

        def add() -> None:
            for card_id in cards:
                state = pos.cards[card_id]
                put(state, kind, effect.count)
                pos.note(
                    f"{name} puts {_counters(effect.count, kind)} on {pos.name(card_id)} (now {count(state, kind)})",
                    COUNTER,
                )

        return add, cards
    wanted = None if effect.all_counters else effect.count
    emptied: list[str] = []
    for card_id in cards:
        have = count(pos.cards[card_id], effect.counter)
        if wanted is not None and have < wanted:
            refuse(
                f"{name}: {pos.name(card_id)} has {have} {effect.counter} counter(s), and {wanted} are to be removed",
                COUNTER,
            )
        then = last_removed_effects(pos, card_id)
        if then is not None and have > 0 and (wanted is None or have == wanted):
            if not all(_done_when_emptied(e) for e in then):
                raise UnsupportedError(
                    f"{name}: removing the last {effect.counter} counter from {pos.name(card_id)} triggers its "
                    "'When the last counter has been removed' ability, which the engine does not execute yet"
                )
            emptied.append(card_id)

    def remove() -> None:
        for card_id in cards:
            state = pos.cards[card_id]
            gone = take(state, effect.counter, wanted)
            pos.note(
                f"{name} removes {_counters(gone, effect.counter)} from {pos.name(card_id)} "
                f"({count(state, effect.counter)} left)",
                COUNTER,
            )
        for card_id in emptied:  # "When the last counter has been removed, scrap Hidden Location."
            pos.note(f"The last counter is removed from {pos.name(card_id)}: its text scraps it", COUNTER)
            for then in last_removed_effects(pos, card_id) or []:
                if isinstance(then, m.Scrap):
                    scrap(card_id, pos.name(card_id))
                elif (factor := stockpile_factor(then)) is not None:  # judge/bttcg/game_multipliers.py
                    begin_multiplier(pos, card_id, factor)
                else:  # "... and draw an additional card at the beginning of your Draw phase until end of game"
                    begin(pos, card_id, pos.owners[card_id], then)

    return remove, cards


def last_counter_problem(ability: m.Triggered) -> str | None:
    """Why removing the card's last counter cannot do what its "When the last counter has been removed, ..." says
    (:func:`plan_counters` refuses it), or ``None`` when it can."""
    if ability.conditions or not all(_done_when_emptied(e) for e in ability.effects):
        return "what a card does when its last counter is removed, other than scrapping itself"
    return None


def _done_when_emptied(effect: m.Effect) -> bool:
    """What :func:`plan_counters` does as the last counter is removed: the card scraps itself; effects at the
    beginning of a turn or phase begin (Blockade, Open Supply Lines); damage to every Stockpile multiplied until the
    end of the game (Accelerate Conflict)."""
    if isinstance(effect, m.Scrap):
        return isinstance(effect.target, m.This)
    if stockpile_factor(effect) is not None:  # Accelerate Conflict (judge/bttcg/game_multipliers.py)
        return True
    return is_beginning(effect) and beginning_problem(effect) is None


def plan_per_counter(
    pos: Position, source: str, effect: m.PerCounter, gain: Callable[[int], int]
) -> Callable[[], None]:
    """ "{T}: Gain {R} for each investment counter on this card" (ComStar Investment): as many resources as there
    are counters of the kind on the card when the ability is used (``gain(n)`` adds them and returns the resources
    to spend now). Other effects per counter are refused.

    :raises UnsupportedError: for effects other than plain resources.
    """
    simple = all(isinstance(e, m.AddResources) and not e.from_roll and e.amount_of is None for e in effect.effects)
    if not simple:
        raise UnsupportedError(f"{pos.name(source)}: the engine does not execute these effects per counter yet")
    each = sum(e.count for e in effect.effects if isinstance(e, m.AddResources))

    def step() -> None:
        n = count(pos.cards[source], effect.counter)
        total = gain(each * n)
        pos.note(
            f"{pos.name(source)}: {_counters(n, effect.counter)}, {each * n} resource(s) ({total} to spend at once)",
            COUNTER,
        )

    return step


def plan_per_counter_removed(
    pos: Position,
    source: str,
    effect: m.PerCounterRemoved,
    amounts: dict[str, int],
    gain: Callable[[int], int],
    refuse: Refuse,
) -> Callable[[], None]:
    """ "Remove any number of booty counters from this card to gain {R}{R} for each counter removed": how many is
    the player's choice, given in the action's ``amounts`` for this card (strict mode: missing, or more than the
    card has, is a violation); the resources are spent at once. Other effects per counter removed are refused.

    :raises UnsupportedError: for effects other than plain resources.
    """
    name = pos.name(source)
    simple = all(isinstance(e, m.AddResources) and not e.from_roll and e.amount_of is None for e in effect.effects)
    if not simple:
        raise UnsupportedError(f"{name}: the engine does not execute these effects per counter removed yet")
    each = sum(e.count for e in effect.effects if isinstance(e, m.AddResources))
    state = pos.cards[source]
    have = count(state, effect.counter)
    n = amounts.get(source)
    if n is None:
        refuse(f"{name}: say how many {effect.counter} counters are removed (amounts: {{{source}: n}})", COUNTER)
    if n > have:
        refuse(f"{name} has {_counters(have, effect.counter)}: {n} cannot be removed", COUNTER)

    def step() -> None:
        take(state, effect.counter, n)
        total = gain(each * n)
        pos.note(
            f"{name}: {_counters(n, effect.counter)} removed ({have - n} left), {each * n} resource(s) ({total} to "
            "spend at once)",
            COUNTER,
        )

    return step


__all__ = [
    "COUNTER",
    "count",
    "counted",
    "counter_name",
    "counters_problem",
    "describe",
    "last_counter_problem",
    "plan_counters",
    "plan_per_counter",
    "plan_per_counter_removed",
    "put",
    "run_counters",
    "stat_bonus",
    "take",
]
