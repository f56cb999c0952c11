"""A die rolled by a card's ability during the turn (Alex Mallory, scrapped to roll a die in its player's Deploy
phase: "1-6, gain +(1-6) resources").

Rules: the die shows 1 to 6, each as likely, unless the scenario fixes it (scenario format: ``dice``, "die results,
used in the order dice are rolled"; without them "the judge enumerates every result and answers with the exact
probability of each distinct outcome": judge/bttcg/turn_chance.py); the resources it makes are spent at once, on the
next action, or lost (CE General Rulings: Resources; ``turn_steps.gain``)."""

from __future__ import annotations

from judge.bttcg import turn_rules as t
from judge.bttcg.turn import TurnRunner
from judge.bttcg.turn_after_roll import refuse_if_watched
from judge.bttcg.turn_chance import roll
from judge.bttcg.turn_plan import _Plan
from judge.bttcg.turn_steps import gain
from judge.dsl import models as m

RULE_IDS = (t.RESOURCES_AT_ONCE,)
_RESOURCES_SHOWN = [m.DieBranch(low=1, high=6, effects=[m.AddResources(count=1, from_roll=True)])]


def roll_problem(effect: m.RollDie) -> str | None:
    """Why the turn cannot roll this die yet, or ``None``."""
    one = effect.count == 1 and not (effect.second or effect.additional or effect.instead)
    if not one or effect.branches != _RESOURCES_SHOWN:
        return "a die rolled during the turn other than for as many resources as it shows"
    return None


def plan_roll(run: TurnRunner, source: str, effect: m.RollDie, plan: _Plan) -> None:
    """The step that rolls the die and makes as many resources as it shows (checked by :func:`roll_problem`)."""
    assert roll_problem(effect) is None
    pos = run.pos
    name = pos.name(source)
    refuse_if_watched(pos, pos.owners[source], f"{name}'s die")  # judge/bttcg/turn_after_roll.py

    def step() -> None:
        what = f"{name}'s die"  # the turn's dice, one stream with the battle's (turn_dice.py), else turn_chance.py
        shown = run.turn.dice.roll(what) if run.turn.dice is not None else roll(what)
        gain(run, shown)
        pos.note(
            f"{name}: the die shows {shown}: {shown} resource(s) ({run.turn.resources} to spend at once)",
            t.RESOURCES_AT_ONCE,
        )

    plan.steps.append(step)


__all__ = ["RULE_IDS", "plan_roll", "roll_problem"]
