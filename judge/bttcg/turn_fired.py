"""Triggered abilities executed in the turn where they fire, outside a battle (issue 17):

- "Whenever you deploy a Subterfuge card, you may show that card to all players to draw a card, and also may make an
  additional deployment this turn." (Steiner High Command): the trigger fires as its controller deploys a card it
  watches, after the deployment (rulebook p.18: deploying a card puts it under construction, using a deployment;
  "Some cards give you additional deployments"). "That card" is the card deployed; the player's "may" is the deploy
  action's ``may`` answer (strict mode, scenario-format.md: a missing answer is a violation, never a guess). Showing
  is not revealing (Glossary, "Show"): the card stays face down where it is.
- "At the end of your Missions phase, scrap Crusader Faction if any of your patrolling 'Mechs could have attacked this
  turn but did not." (Crusader Faction): :func:`at_phase_end`.

The variants these do not execute (conditions on the trigger, effects the turn does not run, a watched card the engine
cannot read) are refused out loud by :mod:`judge.bttcg.turn_triggers`, naming the card and its sentence."""

from __future__ import annotations

from collections.abc import Callable

from judge.bttcg import turn_rules as t
from judge.bttcg.may import CARDS_MAKE_EXCEPTIONS
from judge.bttcg.refusals import unsupported
from judge.bttcg.state import is_active
from judge.bttcg.turn import TurnRunner
from judge.bttcg.turn_abilities import _plan_effects
from judge.bttcg.turn_plan import _Plan, _RefusedError
from judge.bttcg.turn_triggers import deploy_trigger_problem, watches
from judge.dsl import models as m


def plan_on_deploy(
    run: TurnRunner, index: int | None, by: str, card_id: str, may: list[bool] | None
) -> Callable[[], None] | None:
    """What the cards ``by`` has in play do when ``by`` deploys ``card_id``, settled before the deployment with the
    action's ``may`` answers; the step to run once the card is deployed, or ``None`` (the violation recorded: a
    missing answer, or one the cards never ask for).

    :raises UnsupportedError: for a trigger it fires whose variant :func:`deploy_trigger_problem` names.
    """
    pos = run.pos
    deployed = pos.faces[card_id]
    answers = list(may or [])
    plans: list[tuple[str, _Plan]] = []
    for other, state in pos.cards.items():
        if other == card_id or pos.owners[other] != by or not is_active(state):
            continue
        face = pos.faces[other]
        for ability in face.abilities:
            if not (isinstance(ability, m.Triggered) and ability.trigger == "you_deploy"):
                continue
            if not watches(ability, deployed):  # a selector it cannot read is refused by the problem below
                continue
            problem = deploy_trigger_problem(ability)
            if problem is not None:
                raise unsupported(face.name, ability, problem)
            plan = _Plan(last=[card_id], may=answers)
            try:
                _plan_effects(run, index, by, other, list(ability.effects), plan)
            except _RefusedError:
                return None
            plans.append((face.name, plan))
    if answers:
        pos.violate(
            index,
            f"deploying {deployed.name} asks fewer 'may' answers: {len(answers)} left over",
            CARDS_MAKE_EXCEPTIONS,
        )
        return None

    def fire() -> None:
        for name, plan in plans:
            pos.note(f"{name}: {by} deployed {deployed.name}, and its ability fires", t.DEPLOY, CARDS_MAKE_EXCEPTIONS)
            for step in plan.steps:
                step()

    return fire


__all__ = ["plan_on_deploy"]
