"""Mission-card effects that wait for the battle's damage to resolve and happen with it (Reactor Breach, CE rulings
errata: "When damage is resolved, if that Unit is still in the battle, scrap it and roll a die for each other Unit",
and on 3-6 "That Unit receives damage equal to the scrapped Unit's tonnage" divided by 10, rounded up).

Sources: rulebook p.29, Resolving Damage: "All damage is resolved simultaneously at the end of the battle, regardless
of the source of the damage ... you wait to resolve damage dealt by Mission cards until the end of the battle", and
armor applies once to the total (p.29-30); rulebook p.32: a Unit scrapped or removed from battle neither deals nor
receives damage; CE rulings, Reactor Breach (errata, quoted above); 1997 rulings, Order of Resolving Effects During
Missions: a card whose dice rely on what is known only later rolls them then.

How the engine reads it: the card's effect is kept when it is played (``interpret_later.defer``) and settled when
the battle's steps are over (:func:`at_resolution`, from ``interpret_later.settle``): if the Unit chosen is still in
the battle then (not scrapped or removed from battle), it is scrapped as damage resolves, with the rest of the
damage (``ScrapWatch`` with threshold 0: whatever it receives), so the damage it was assigned is still dealt (all
damage resolves at once); a die is rolled for each other Unit in the battle then (fixed by the scenario's ``dice``
after the dice of the battle's steps and before the missiles', or enumerated), and the damage it deals is received
with the battle's other damage (prevention and armor once on the total). "The scrapped Unit" is the one the card
scrapped (``Context.scrapped``)."""

from __future__ import annotations

from collections.abc import Callable

from judge.bttcg import rules as r
from judge.bttcg.interpret_later import defer
from judge.bttcg.interpret_targets import Context, resolve_target, target_problem
from judge.bttcg.state import ScrapWatch
from judge.dsl import models as m

REACTOR_BREACH = "ce-rulings/reactor-breach"
"""CE rulings, Reactor Breach (errata): the Unit is scrapped when damage is resolved if still in the battle, and a
die rolled for each other Unit in the battle."""

RULE_IDS = (
    REACTOR_BREACH,
    r.RESOLVE_DAMAGE,
    r.REMOVED_FROM_BATTLE,
    r.DIE_ROLLS_AT_ONCE,
    r.MISSION_CARD_STAYS_IN_EFFECT,
)

Problem = Callable[[m.Effect], "str | None"]
Run = Callable[[Context, list[m.Effect]], None]


def handles(effect: m.Effect) -> bool:
    """Whether this module executes the effect."""
    return isinstance(effect, m.WhenDamageResolved)


def _scraps_that(effect: m.Effect) -> bool:
    """ "scrap it": the card named before, by the card's own player."""
    return isinstance(effect, m.Scrap) and effect.player == "you" and isinstance(effect.target, m.ThatOne)


def _each_other(effect: m.Effect) -> bool:
    """ "for each other Unit in the battle": the Units still in the battle but the one named before."""
    return (
        isinstance(effect, m.ForEach)
        and isinstance(effect.each, m.Selector)
        and effect.each.other
        and effect.each.in_group_with is None
    )


def problem(effect: m.Effect, effect_problem: Problem) -> str | None:
    """Why the engine cannot execute this effect yet, or ``None``."""
    assert isinstance(effect, m.WhenDamageResolved)
    watched = effect.still_in_battle
    if watched is not None and not (isinstance(watched, m.ThatOne) and watched.index is None and not watched.among):
        return "a condition on a card still in the battle other than the one chosen before"
    for inner in effect.effects:
        if _scraps_that(inner):
            continue
        if _each_other(inner):
            assert isinstance(inner, m.ForEach) and isinstance(inner.each, m.Selector)
            found = target_problem(inner.each.model_copy(update={"other": False})) or next(
                (p for p in map(effect_problem, inner.effects) if p), None
            )
        elif isinstance(inner, m.Scrap):
            found = "scrapping, as damage resolves, a card other than the one chosen before"
        else:
            found = effect_problem(inner)
        if found is not None:
            return found
    return None


def run(ctx: Context, effect: m.Effect) -> None:
    """Keeps the effect for the end of the battle, with the card "that Unit" names now."""
    defer(ctx, effect)


def at_resolution(ctx: Context, effect: m.WhenDamageResolved, run_effects: Run) -> None:
    """The effect as the battle's steps are over and damage resolves (``ctx.roll``: the battle's dice)."""
    pos, battle = ctx.pos, ctx.battle
    source = pos.name(ctx.source)
    named = list(ctx.last)
    if effect.still_in_battle is not None:
        gone = [c for c in named if c not in battle.fighters or battle.fighters[c].removed]
        gone += [c for c in named if c not in gone and pos.cards[c].zone == "scrapheap"]
        if gone or not named:
            who = ", ".join(map(pos.name, gone)) or "no card"
            pos.note(f"{source}: {who} is no longer in the battle when damage resolves: no effect", REACTOR_BREACH)
            return
    for inner in effect.effects:
        if ctx.failed:
            return
        if _scraps_that(inner):
            for card_id in named:
                battle.watches.append(ScrapWatch(card_id, card_id, 0))  # scrapped whatever it receives
                ctx.scrapped = [*ctx.scrapped, card_id]
                pos.note(
                    f"{source}: {pos.name(card_id)} is scrapped as damage resolves (the damage assigned to and by it "
                    "resolves at the same time)",
                    REACTOR_BREACH,
                    r.RESOLVE_DAMAGE,
                )
        elif _each_other(inner):
            assert isinstance(inner, m.ForEach) and isinstance(inner.each, m.Selector)
            each = inner.each.model_copy(update={"other": False})
            others = [c for c in resolve_target(ctx, each) if c not in named]
            for card_id in others:
                ctx.last = [card_id]
                run_effects(ctx, inner.effects)
            ctx.last = named
        else:
            run_effects(ctx, [inner])


__all__ = ["RULE_IDS", "at_resolution", "handles", "problem", "run"]
