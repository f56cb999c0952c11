"""A roll whose result is an amount, and the damage of "that much" (Death from Above: on 2-6, one die is rolled, or
two for a Unit of 60 tons or more, and the two chosen Units each receive the total).

- A roll replaced or added to on a tonnage condition ("roll a die; if ... 60 tons or more, roll 2 dice instead" /
  "roll an additional die"): read as one roll whose number of dice the condition decides, the condition checked
  first (:func:`fold`), so that each die is rolled once, from the scenario's ``dice`` or enumerated (1997 rulings,
  Order of Resolving Effects During Missions, 1: die rolls resolve as the card is played). Folded where a die
  roll's branch runs its effects (``die_rolls``); elsewhere such a roll stays refused.
- "that much" damage: the total of the last roll this card made without branches (``Context.amount_rolled``),
  dealt when damage resolves (rulebook p.29-30). When the card made no such roll but rolled for its branches, the
  sentence follows the one branch that rolls it ("1: ...; 2-6: roll a die ... that much damage"): in the other
  branches no amount was rolled and no damage is dealt (said in the trace). With no roll at all: refused. In "Your
  Unit and that Unit each receive that much damage", after a choice of one of the player's Units and one opposing
  Unit, "that Unit" is the chosen card "your Unit" did not name."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.bttcg import rules as r
from judge.bttcg.state import UnsupportedError
from judge.dsl import models as m

if TYPE_CHECKING:
    from judge.bttcg.interpret_targets import Context


def _plain(roll: m.Effect) -> bool:
    return isinstance(roll, m.RollDie) and not (roll.branches or roll.second or roll.delayed)


def _changed_roll(effect: m.Effect) -> m.RollDie | None:
    """ "if your Unit is 60 tons or more, roll 2 dice instead" (or "an additional die"): the new roll, else ``None``."""
    if not isinstance(effect, m.IfTons) or effect.otherwise or len(effect.effects) != 1:
        return None
    roll = effect.effects[0]
    if not isinstance(roll, m.RollDie) or not _plain(roll) or roll.instead == roll.additional:
        return None
    return roll


def fold(effects: list[m.Effect]) -> list[m.Effect]:
    """The effects with each plain roll followed by a tonnage condition that replaces or adds to it read as one
    tonnage condition choosing how many dice are rolled."""
    found: list[m.Effect] = []
    for effect in effects:
        previous = found[-1] if found else None
        changed = _changed_roll(effect)
        if changed is not None and previous is not None and _plain(previous) and not _changed_roll(previous):
            assert isinstance(effect, m.IfTons) and isinstance(previous, m.RollDie)
            count = changed.count + (previous.count if changed.additional else 0)
            found[-1] = effect.model_copy(
                update={"effects": [m.RollDie(count=count)], "otherwise": [m.RollDie(count=previous.count)]}
            )
            continue
        found.append(effect)
    return found


def handles(effect: m.Effect) -> bool:
    """ "each receive that much damage": damage of the amount the card rolled."""
    q = effect.amount_of if isinstance(effect, m.DealDamage) else None
    return q is not None and q.of == "that_much"


def problem(effect: m.Effect) -> str | None:
    from judge.bttcg.interpret_targets import target_problem

    assert isinstance(effect, m.DealDamage) and effect.amount_of is not None
    q = effect.amount_of
    if q.card is not None or q.times != 1 or q.less or q.divided_by != 1 or effect.divided:
        return "'that much' damage multiplied, divided or less"
    return target_problem(effect.target)


def run(ctx: Context, effect: m.Effect) -> m.DealDamage | None:
    """The damage to deal (the effect with the amount rolled), or ``None`` when no amount was rolled in the branch
    taken (noted)."""
    assert isinstance(effect, m.DealDamage)
    source = ctx.pos.name(ctx.source)
    if ctx.amount_rolled is None:
        if ctx.rolled is None:
            raise UnsupportedError(f"{source}: 'that much' damage with no roll before it")
        ctx.pos.note(
            f"{source}: the result {ctx.rolled} rolled no amount for 'that much' damage: none is dealt",
            r.DIE_ROLLS_AT_ONCE,
        )
        return None
    if isinstance(effect.target, m.ThatOne):
        _the_other(ctx)
    return effect.model_copy(update={"amount": ctx.amount_rolled, "amount_of": None})


def _the_other(ctx: Context) -> None:
    """ "Your Unit and that Unit each receive ...", the card having chosen "one of your Units ... and any opposing
    Unit": "that Unit", after "your Unit" named one of the two cards chosen, is the other one."""
    chosen, last = ctx.chosen, ctx.last
    if len(chosen) == 2 and len(last) == 1 and last[0] in chosen:
        ctx.last = [c for c in chosen if c != last[0]]


__all__ = ["fold", "handles", "problem", "run"]
