"""Dice rolled by a card's effect in a battle: one die or several together ("roll two dice"), its branches ("1-2:
...") or a result used by the effects after it ("additional attack equal to the first roll and additional armor
equal to the second", Contract with Black Thorns). Rolls made as a card is played resolve at once (1997 rulings,
Order of Resolving Effects During Missions, 1): each die comes from the scenario's ``dice`` or is enumerated (the
battle runs again once for each face, judge/bttcg/dice.py), so the answer is the exact distribution."""

from __future__ import annotations

from collections.abc import Callable

from judge.bttcg import rules as r
from judge.bttcg.interpret_targets import Context
from judge.bttcg.roll_amounts import fold
from judge.bttcg.state import UnsupportedError
from judge.dsl import models as m


def roll_problem(effect: m.RollDie, effects_problem: Callable[[list[m.Effect]], str | None]) -> str | None:
    """Why the engine cannot execute this roll yet, or ``None``: an additional, a replacing or a delayed roll are
    refused (but for one on a tonnage condition that a branch reads as a single roll: roll_amounts.fold); a second
    roll ("Roll a second die. 1-6: ...") is a roll like the first, its branches its own; a roll without branches is
    executed, what uses its result checking its own part."""
    if effect.additional or effect.instead or effect.delayed:
        return "an additional, a replacing or a delayed roll"
    if effect.count != 1 and effect.branches and not _on_the_total(effect):
        return "branches on a roll of several dice"
    for branch in effect.branches:
        problem = effects_problem(fold(branch.effects))  # "roll a die; if ..., roll 2 dice instead": roll_amounts
        if problem is not None:
            return problem
    return None


def _on_the_total(effect: m.RollDie) -> bool:
    """ "Roll two dice: 2-12, deal +(2-12) damage" (Kamikaze MechWarrior): branches that cover every total of the dice
    and only those, one of them above a single die's 6, are on the total (:func:`run_roll` adds the dice)."""
    low, high = effect.count, 6 * effect.count
    faces = sorted(n for b in effect.branches for n in range(b.low, b.high + 1))
    return faces == list(range(low, high + 1)) and any(b.high > 6 for b in effect.branches)


def run_roll(ctx: Context, effect: m.RollDie, run_effects: Callable[[Context, list[m.Effect]], None]) -> None:
    """Rolls the dice (each one at once: 1997 rulings, Order of Resolving Effects During Missions) and runs the
    branch the result falls in; the dice are kept for the effects after it (:func:`from_roll`)."""
    source = ctx.pos.name(ctx.source)
    if ctx.roll is None:
        raise UnsupportedError(f"{source}: a die roll outside a battle")
    dice = [ctx.roll(source) for _ in range(effect.count)]
    ctx.rolled, ctx.dice_rolled = sum(dice), dice
    if not effect.branches:
        ctx.amount_rolled = sum(dice)  # its result is an amount ("that much": roll_amounts.py)
    shown = ", ".join(str(d) for d in dice)
    ctx.pos.note(f"{source}: the {'dice roll' if len(dice) > 1 else 'die rolls'} {shown}", r.DIE_ROLLS_AT_ONCE)
    branch = next((b for b in effect.branches if b.low <= sum(dice) <= b.high), None)
    if branch is not None:
        run_effects(ctx, fold(branch.effects))


def from_roll(ctx: Context, effect: m.ModifyStat) -> int:
    """The bonus "+(1-6) attack" / "equal to the first roll": the die just rolled, or the ``roll``-th of the dice
    rolled together.

    :raises UnsupportedError: when no roll (or not that many dice) came before it."""
    source = ctx.pos.name(ctx.source)
    if ctx.rolled is None:
        raise UnsupportedError(f"{source}: a bonus from a die roll with no roll before it")
    if effect.roll is None:
        return ctx.rolled
    if effect.roll > len(ctx.dice_rolled):
        raise UnsupportedError(f"{source}: a bonus from die {effect.roll} of a roll of {len(ctx.dice_rolled)}")
    return ctx.dice_rolled[effect.roll - 1]
