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
from judge.bttcg.executes import nodes
from judge.bttcg.may import CARDS_MAKE_EXCEPTIONS
from judge.bttcg.refusals import unsupported
from judge.bttcg.state import UnsupportedError, is_active
from judge.bttcg.turn import IN_PLAY, TurnRunner
from judge.bttcg.turn_abilities import _plan_effects
from judge.bttcg.turn_plan import _Plan, _RefusedError
from judge.bttcg.turn_steps import scrap_card
from judge.bttcg.turn_triggers import ATTACK_RESTRICTIONS, deploy_trigger_problem, ends, phase_end_problem, watches
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


# --- at the end of a phase ------------------------------------------------------------------------------------------


def _patrolling_mechs(run: TurnRunner, player: str) -> list[str]:
    """The player's 'Mechs on patrol (rulebook p.23: "Only Units in your Patrol region can attack")."""
    pos = run.pos
    return [
        c
        for c, state in pos.cards.items()
        if state.zone == "patrol"
        and pos.owners[c] == player
        and pos.faces[c].kind == "unit"
        and pos.faces[c].unit_type == "mech"
    ]


def note_could_attack(run: TurnRunner) -> None:
    """During the Missions phase, after each action: the active player's 'Mechs patrolling and untapped now could
    attack now (rulebook p.23: only Units in the Patrol region attack, and attacking taps them; any opposing site,
    such as the Stockpile, is a target for any of them; 1997 rulings, Treachery!: "able to attack" is "untapped and
    not prevented from attacking by some other effect")."""
    turn = run.turn
    if turn.phase != "missions" or turn.could_attack is None:
        return
    turn.could_attack |= {c for c in _patrolling_mechs(run, turn.player) if not run.pos.cards[c].tapped}


def _could_have_attacked(run: TurnRunner, face_name: str, ability: m.Triggered) -> list[str]:
    """The player's patrolling 'Mechs that could have attacked this turn but did not (Crusader Faction).

    The engine runs no mission before the turn's Missions phase ends (a mission's actions end the turn's: a turn
    action after them is refused), so none of them attacked this turn; one could have when it was seen patrolling
    and untapped during the phase (:func:`note_could_attack`).

    :raises UnsupportedError: when the engine did not see the Missions phase begin (the scenario starts in it without
        ``phase``), or a card in play changes which Units can attack.
    """
    turn, pos = run.turn, run.pos
    if turn.could_attack is None:
        raise unsupported(face_name, ability, "which 'Mechs could have attacked before the scenario's turn began")
    for card_id, state in pos.cards.items():
        if state.zone not in IN_PLAY:
            continue
        for other in pos.faces[card_id].abilities:
            found = [
                str(getattr(n, "kind", "")) for n in nodes(other) if getattr(n, "kind", None) in ATTACK_RESTRICTIONS
            ]
            if found:
                raise unsupported(
                    face_name, ability, f"whether a 'Mech could have attacked with {pos.name(card_id)} in play"
                )
    note_could_attack(run)
    return [c for c in _patrolling_mechs(run, turn.player) if c in turn.could_attack]


def at_phase_end(run: TurnRunner, phase: str) -> None:
    """What the cards in play do at the end of the active player's ``phase`` ("At the end of your Missions phase,
    scrap Crusader Faction if any of your patrolling 'Mechs could have attacked this turn but did not."): the card
    scraps itself (rulebook p.9: a card's text makes an exception to the rules; p.12: scrapped, to the Scrapheap
    with what is on it), when the condition holds.

    :raises UnsupportedError: for such an ability the engine does not execute (:func:`phase_end_problem`).
    """
    pos, player = run.pos, run.turn.player
    for card_id, state in list(pos.cards.items()):
        if not is_active(state):
            continue
        face = pos.faces[card_id]
        for ability in face.abilities:
            if not (
                isinstance(ability, m.Triggered)
                and ability.trigger == "phase_end"
                and ends(ability, phase, pos.owners[card_id] == player)
            ):
                continue
            problem = phase_end_problem(ability)
            if problem is not None:
                raise unsupported(face.name, ability, problem)
            if pos.owners[card_id] != player:  # "your": the phase of its owner's turn (turn_triggers.ends)
                raise UnsupportedError(f"{face.name}: an opponent's phase ending (the engine runs one turn)")
            effect = ability.effects[0]
            if isinstance(effect, m.IfCouldHaveAttacked):
                could = _could_have_attacked(run, face.name, ability)
                if not could:
                    pos.note(
                        f"{face.name}: none of {player}'s patrolling 'Mechs could have attacked this turn and did "
                        f"not: it stays",
                        CARDS_MAKE_EXCEPTIONS,
                    )
                    continue
                names = ", ".join(pos.name(c) for c in could)
                pos.note(
                    f"{face.name}: {names} could have attacked this turn but did not (patrolling, untapped in the "
                    "Missions phase)",
                    CARDS_MAKE_EXCEPTIONS,
                    t.MISSIONS_PHASE,
                )
            if pos.cards[card_id].zone not in ("hand", "scrapheap", "stockpile"):
                scrap_card(pos, card_id, face.name)


__all__ = ["at_phase_end", "note_could_attack", "plan_on_deploy"]
