"""Paying for each point by which one cost exceeds another during the turn (OmniMech-Pod Cache: "For each point by
which the base construction cost of the new configuration exceeds that of the old, pay {R} or scrap one card from
your Stockpile"; ``omni.plan_search`` hands the effect here with the number of points).

Rules:

- each point is paid one way or the other, as the player chooses: the next answer of the action's ``either`` per
  point (1: pay {R}, 2: scrap a card from the Stockpile; strict mode: a missing answer is a violation, nothing
  happens; ``one_of.take_option``);
- {R} is a resource: resources are made by tapping cards and spent at once, on the action they are made for
  (rulebook p.19, Resources; CE General Rulings: Resources); the resources are those made before the ability is used
  and not spent on its cost; too few is a violation (rulebook p.19);
- scrapping a card from the Stockpile puts its top card on the Scrapheap: one card fewer there (rulebook Glossary:
  Stockpile, Scrap); a Stockpile that runs out ends the game (CE General Rulings: Victory Conditions).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NoReturn

from judge.bttcg import stockpile_cards
from judge.bttcg import turn_rules as t
from judge.bttcg.one_of import take_option
from judge.bttcg.turn import TurnRunner
from judge.bttcg.turn_plan import _Plan
from judge.dsl import models as m

RULE_IDS = (t.STOCKPILE, t.RESOURCES_AT_ONCE)
Refuse = Callable[[str, str], NoReturn]


def _stockpile_card(effect: m.Effect) -> bool:
    """ "scrap one card from your Stockpile"."""
    if not isinstance(effect, m.Scrap) or effect.player != "you" or not isinstance(effect.target, m.Selector):
        return False
    fields = set(effect.target.model_dump(exclude_defaults=True))
    target = effect.target
    plain = fields <= {"kind", "quantifier", "noun", "owner", "zone"} and target.quantifier in ("a", "one")
    return plain and target.noun == "card" and target.zone == "stockpile" and target.owner in ("any", "you")


def _options(effect: m.PerCostPoint) -> bool:
    """ "pay {R} or scrap one card from your Stockpile", each point."""
    if len(effect.effects) != 1 or not isinstance(effect.effects[0], m.OneOf):
        return False
    options = effect.effects[0].options
    pay = [m.PayResources(count=1)]
    return len(options) == 2 and options[0] == pay and len(options[1]) == 1 and _stockpile_card(options[1][0])


def cost_point_problem(effect: m.PerCostPoint) -> str | None:
    """Why the turn cannot pay for each point this way yet, or ``None``."""
    return None if _options(effect) else "paying for each point of a cost other than {R} or a card of the Stockpile"


def plan_cost_points(
    run: TurnRunner, by: str, source: str, points: int, effect: m.PerCostPoint, plan: _Plan, refuse: Refuse
) -> None:
    """The way each of ``points`` points is paid (``plan.either``), checked now; the resources are spent with the
    ability (``plan.spend``, ``turn_abilities.use_ability``), the Stockpile's cards scrapped by the step.

    :raises UnsupportedError: for what :func:`cost_point_problem` names (never here: checked before).
    """
    pos = run.pos
    name = pos.name(source)
    assert _options(effect), cost_point_problem(effect)
    choice = effect.effects[0]
    assert isinstance(choice, m.OneOf)
    paid = scrapped = 0
    for _ in range(points):
        option, said = take_option(pos, by, source, choice, plan.either, refuse)
        plan.steps.append(said)
        if isinstance(option[0], m.PayResources):
            paid += 1
        else:
            scrapped += 1
    if plan.spend + paid > run.turn.resources:
        refuse(
            f"{name}: paying {paid} {{R}} for the cost's points needs {paid} resource(s) made before the ability is "
            f"used ({by} has {run.turn.resources} unspent)",
            t.RESOURCES_AT_ONCE,
        )
    if scrapped > pos.stockpiles[by]:
        refuse(f"{name}: {by}'s Stockpile has {pos.stockpiles[by]} card(s), not {scrapped} to scrap", t.STOCKPILE)
    plan.spend += paid

    def step() -> None:
        pos.note(
            f"{name}: {points} point(s) of base cost above the old 'Mech's: {by} pays {paid} {{R}} and scraps "
            f"{scrapped} card(s) from the Stockpile",
            t.RESOURCES_AT_ONCE,
            t.STOCKPILE,
        )
        if scrapped:
            stockpile_cards.scrap_top(pos, by, scrapped)
            run.check_stockpiles()

    plan.steps.append(step)


__all__ = ["RULE_IDS", "cost_point_problem", "plan_cost_points"]
