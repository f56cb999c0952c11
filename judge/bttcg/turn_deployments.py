"""Deployments an ability used during the turn makes or uses: "{T}: You may make an additional deployment this turn.
Use this ability only during your Deploy phase." ('Mech Hangar, Theodore Kurita) and "{T}: {R} {R}. Using this ability
counts as one of your deployments." (Heavy Industry).

- "Some cards give you additional deployments, and some cards permit deploying a card without using up a deployment"
  (rulebook p.18, Deploying Cards): the additional deployment is one more left this turn. The deployments are counted
  in the Deploy phase (two a turn, one on the first player's first turn); one given outside it is refused, as the
  engine would lose it when the Deploy phase begins.
- "Using up a deployment is part of the cost of using this ability, so you cannot use it if you have used all of your
  deployments for that turn" (1997 rulings, Heavy Industry): with none left, using it is a violation; otherwise one
  fewer is left. "You get two deployments each turn, during your Deploy phase" (rulebook p.18, Deploying Cards): a
  player has no deployment to use outside their own Deploy phase (an opponent's turn, or another phase of their own),
  so using it then is a violation too.
- A card of the hand put into play without a deployment (Merchant Caste, Solaris Contacts) is
  :mod:`judge.bttcg.put_into_play`'s."""

from __future__ import annotations

from collections.abc import Callable
from typing import NoReturn

from judge.bttcg import turn_rules as t
from judge.bttcg.faces import CardFace
from judge.bttcg.state import UnsupportedError
from judge.bttcg.surcharge import refuse_uncounted
from judge.bttcg.turn import PHASE_NAMES, TurnRunner
from judge.bttcg.turn_plan import _RefusedError
from judge.dsl import models as m

SOLARIS_CONTACTS = "ce-rulings/solaris-contacts"
"""CE rulings, Solaris Contacts: a card put into play this way is not paid for."""
HEAVY_INDUSTRY = "rulings-1997/heavy-industry"
"""1997 rulings, Heavy Industry: using up a deployment is part of the cost."""
RULE_IDS = (t.EXTRA_DEPLOYMENTS, t.DEPLOYMENTS, HEAVY_INDUSTRY, SOLARIS_CONTACTS, t.COMMAND_TO_POST)


def deployment_problem(effect: m.Effect) -> str | None:
    """Why an ability used during the turn cannot make or use a deployment this way (``None``: it can)."""
    if isinstance(effect, m.AdditionalDeployment) and effect.when_revealed:
        return "an additional deployment for deploying a card revealed, as an ability's effect"
    return None


def in_a_mission(name: str, ability: m.Activated) -> str | None:
    """The violation of using, during a mission, an ability that counts as one of its player's deployments: a mission
    is in the Missions phase, and deployments are made only during one's own Deploy phase (rulebook p.18; 1997
    rulings, Heavy Industry: using up a deployment is part of the cost); ``None`` for any other ability."""
    if not any(isinstance(e, m.CountsAsDeployment) for e in ability.effects):
        return None
    return f"{name}: using this ability counts as one of its player's deployments, and none is made during a mission"


def plan_deployment(
    run: TurnRunner,
    index: int | None,
    face: CardFace,
    effect: m.AdditionalDeployment | m.CountsAsDeployment,
    by: str | None = None,
) -> Callable[[], None]:
    """Checks the deployment the effect makes or uses now for ``by`` (the player whose turn it is by default), and
    returns the step that changes the count.

    :raises _RefusedError: after recording a violation (no deployment left to use, none outside one's own Deploy
        phase).
    :raises UnsupportedError: an additional deployment outside the Deploy phase, or for what
        :func:`deployment_problem` names.
    """
    turn, pos = run.turn, run.pos
    by = turn.player if by is None else by
    problem = deployment_problem(effect)
    if problem is not None:
        raise UnsupportedError(f"{face.name}: the engine does not execute {problem} yet")
    if isinstance(effect, m.CountsAsDeployment) and (by != turn.player or turn.phase != "deploy"):
        when = f"{turn.player}'s turn" if by != turn.player else f"the {PHASE_NAMES[turn.phase]} phase"
        _refuse(
            run,
            index,
            f"{face.name}: using this ability counts as one of {by}'s deployments, and {by} has none in {when} "
            f"(deployments are made during one's own Deploy phase)",
            HEAVY_INDUSTRY,
            t.DEPLOYMENTS,
        )
    if turn.phase != "deploy":
        raise UnsupportedError(
            f"{face.name}: a deployment made or used outside the Deploy phase (the engine counts deployments in the "
            "Deploy phase only)"
        )
    if isinstance(effect, m.AdditionalDeployment):

        def more() -> None:
            turn.deployments += 1
            pos.note(f"{face.name}: one additional deployment this turn ({turn.deployments} left)", *RULE_IDS[:2])

        return more
    refuse_uncounted(run, turn.player, f"{face.name}'s ability counting as a deployment")
    if turn.deployments < 1:
        _refuse(
            run,
            index,
            f"{face.name}: using this ability counts as one of {turn.player}'s deployments, and none is left",
            HEAVY_INDUSTRY,
            t.DEPLOYMENTS,
        )

    def use() -> None:
        turn.deployments -= 1
        pos.note(
            f"{face.name}: using it counts as a deployment ({turn.deployments} left)", HEAVY_INDUSTRY, t.DEPLOYMENTS
        )

    return use


def _refuse(run: TurnRunner, index: int | None, message: str, *rules: str) -> NoReturn:
    run.pos.violate(index, message, *rules)
    raise _RefusedError


__all__ = [
    "HEAVY_INDUSTRY",
    "RULE_IDS",
    "deployment_problem",
    "in_a_mission",
    "plan_deployment",
]
