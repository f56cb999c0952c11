"""Effects for each counter removed from a card, in a battle (Davion High Command, in substance: tap it and remove
as many innovation counters as its player likes, for that much initiative, only during a mission; DSL
``per_counter_removed`` around "you get +1 initiative", the bonus of one of your Units: "that much" is one point for
each counter removed). The resources such an ability gives during the turn are :mod:`judge.bttcg.counters`'.

Rules: a counter is "a marker ... used to keep track of quantities", and the card says what its counters do (rulebook
p.19, Glossary: Counter; p.9: cards make exceptions to the rules); a player's initiative score is typically his or
her Units and their Pilots, and cards change it (rulebook p.27, Determine who wins initiative). How many counters are
removed ("any number") is the player's choice: the action's ``amounts`` for the card (``{<card id>: n}``), strict
mode: missing, or more than the card has, is a violation and nothing happens. Effects per counter other than
changes of a stat are refused (:func:`removed_problem`)."""

from __future__ import annotations

from collections.abc import Callable

from judge.bttcg import rules as r
from judge.bttcg.counters import COUNTER, count, take
from judge.bttcg.interpret_targets import Context
from judge.dsl import models as m

RULE_IDS = (COUNTER, r.INITIATIVE_SCORE)


def removed_problem(effect: m.PerCounterRemoved, problem: Callable[[m.Effect], str | None]) -> str | None:
    """Why the battle cannot do these effects per counter removed (``problem``: the battle's check of one effect),
    or ``None`` when it can: plain changes of attack, armor or initiative, multiplied by the counters removed."""
    for inner in effect.effects:
        plain = isinstance(inner, m.ModifyStat) and not (inner.from_roll or inner.amount_from or inner.only_against)
        if not plain:
            return "effects per counter removed other than resources or a change of a stat"
        named = problem(inner)
        if named is not None:
            return named
    return None


def run_removed(ctx: Context, effect: m.PerCounterRemoved, run: Callable[[Context, list[m.Effect]], None]) -> None:
    """The counters removed (the action's ``amounts`` for the card), then each change of a stat that many times
    over ("that much initiative"), run by ``run`` (``interpret.run_effects``)."""
    pos = ctx.pos
    name = pos.name(ctx.source)
    state = pos.cards[ctx.source]
    have = count(state, effect.counter)
    n = ctx.amounts.get(ctx.source)
    if n is None:
        ctx.violate(
            f"{name}: say how many {effect.counter} counters are removed (amounts: {{{ctx.source}: n}})", COUNTER
        )
        return
    if n < 0 or n > have:
        ctx.violate(f"{name} has {have} {effect.counter} counter(s): {n} cannot be removed", COUNTER)
        return
    take(state, effect.counter, n)
    pos.note(f"{name}: {n} {effect.counter} counter(s) removed ({have - n} left)", COUNTER)
    if n == 0:
        return
    scaled: list[m.Effect] = []
    for inner in effect.effects:
        assert isinstance(inner, m.ModifyStat)  # removed_problem says so
        scaled.append(inner.model_copy(update={"amount": inner.amount * n}))
    run(ctx, scaled)


__all__ = ["RULE_IDS", "removed_problem", "run_removed"]
