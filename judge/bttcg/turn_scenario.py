"""The turn in a scenario (an extension of ``shared/spec/scenario-format.md``, documented in the README): where the
scenario starts (``phase``), the turn's bookkeeping so far (``turn``), and the turn's actions (``phase``, ``deploy``,
``tap``, ``construct``, ``activate``, ``reassign``, ``repair``, ``guard``, ``unguard``, ``restock``) run by
:class:`~judge.bttcg.turn.TurnRunner` and :mod:`judge.bttcg.deploy` over the scenario's position, up to the mission.

A scenario that asks nothing of the turn (:attr:`BtScenario.uses_turn` false) never comes here: it is the contract's
mission in progress, answered exactly as before."""

from __future__ import annotations

from dataclasses import dataclass

from judge.bttcg import deploy as d
from judge.bttcg import opponent_plays
from judge.bttcg import turn_rules as t
from judge.bttcg.counter_taps import is_counter_tap, tap_to_remove
from judge.bttcg.counterespionage import cancel_ahead
from judge.bttcg.dice import DiceStream
from judge.bttcg.next_turn import begin_in_force
from judge.bttcg.opponent_plays import answers_activation
from judge.bttcg.pay_repeatedly import is_payment, pay
from judge.bttcg.resources import tap_for_resources
from judge.bttcg.scenario import Action, BtScenario, TurnPhase
from judge.bttcg.state import Position, UnsupportedError
from judge.bttcg.turn import PHASES, Phase, Turn, TurnRunner
from judge.bttcg.turn_abilities import is_ability_use, is_resource_use, use_ability
from judge.bttcg.turn_fired import note_could_attack
from judge.bttcg.upkeep import is_upkeep, pay_upkeep
from judge.cards.models import BtCard

ENGINE_PHASES: dict[TurnPhase, Phase] = {
    "untap": "untap",
    "draw": "draw",
    "deploy": "deploy",
    "repair": "repair_reload",
    "missions": "missions",
    "end": "end",
}


@dataclass
class TurnPrefix:
    """The turn run over a position: its runner, and where the battle's actions begin in ``actions``."""

    runner: TurnRunner
    battle_actions: list[Action]
    battle_indices: list[int]
    """The index in the scenario's ``actions`` of each battle action (violations are reported by these)."""


def start_turn(
    scenario: BtScenario, pos: Position, pool_cards: dict[str, BtCard], dice: DiceStream | None = None
) -> TurnRunner:
    """The active player's turn, at the beginning of the scenario's ``phase`` (its automatic steps run: untapping,
    drawing, the turn's deployments, reloading, Units to patrol), with the bookkeeping of ``turn`` applied. Without
    ``phase`` the turn is in its Missions phase, and nothing is run.

    :raises ScenarioError: for an inline cost that does not read.
    """
    spec = scenario.turn
    turn = Turn(
        scenario.active_player,
        first_turn=spec is not None and spec.first_turn,
        costs=d.costs_of(scenario, pool_cards),
        dice=dice,
    )
    run = TurnRunner(pos, turn)
    if spec is not None and spec.in_force:  # effects from the last turn (judge/bttcg/next_turn.py)
        begin_in_force(run, spec.in_force)
    if scenario.phase is None:
        turn.phase = "missions"
    else:
        phase = ENGINE_PHASES[scenario.phase]
        turn.phase = PHASES[PHASES.index(phase) - 1]
        pos.note(f"The scenario starts at the beginning of {turn.player}'s {_name(scenario.phase)} phase", t.SEQUENCE)
        run.enter(phase)
    if spec is not None:
        if spec.deployments_used and turn.phase == "deploy":
            turn.deployments = max(0, turn.deployments - spec.deployments_used)  # as the phase began: extra too
            pos.note(
                f"{turn.player} has already used {spec.deployments_used} deployment(s): {turn.deployments} left",
                t.DEPLOYMENTS,
            )
        turn.repairs = 1 if spec.repaired else 0
        turn.restocks = 1 if spec.restocked else 0
    return run


def run_turn(
    scenario: BtScenario, pos: Position, pool_cards: dict[str, BtCard], dice: DiceStream | None = None
) -> TurnPrefix:
    """The turn's actions run in order up to the first battle action (``play``, ``use``, ``assign``, ``pass``); the
    battle's actions are returned with their indices. ``dice``: the scenario's dice as the turn rolls them (the
    Untap phase's: untap_rolls.py); without it a die the turn would roll is refused.

    :raises UnsupportedError: for a turn action after the battle began (the answer does not continue the turn after
        a battle yet), or a card whose effect on a step the engine does not execute.
    """
    run = start_turn(scenario, pos, pool_cards, dice)
    battle_actions: list[Action] = []
    indices: list[int] = []
    for index, action in enumerate(scenario.actions):
        if not in_turn(scenario, index):
            battle_actions.append(action)
            indices.append(index)
            continue
        if battle_actions:
            raise UnsupportedError(
                f"action {index}: a turn action after the battle's actions (the answer does not go on with the turn "
                "after a battle yet: put the turn's actions first)"
            )
        if action.activate is not None:  # a card answering this activation as the next action (counterespionage.py)
            after = scenario.actions[index + 1] if index + 1 < len(scenario.actions) else None
            cancel_ahead(run, action, after)
        run_action(run, index, action)
        note_could_attack(run)  # the 'Mechs that could have attacked this turn (Crusader Faction: turn_fired.py)
    return TurnPrefix(run, battle_actions, indices)


def battle_part(scenario: BtScenario) -> tuple[list[Action], list[int]]:
    """The battle's actions of a scenario with a turn, and their indices in ``actions``, without running the turn."""
    indices = [index for index in range(len(scenario.actions)) if not in_turn(scenario, index)]
    return [scenario.actions[index] for index in indices], indices


def in_turn(scenario: BtScenario, index: int) -> bool:
    """Whether the action is the turn's: a turn verb, or a card's activated ability used while no battle is under
    way (``use: ability``: in a scenario without a mission, or before a later turn action, the mission being sent
    after the last of them). Otherwise it is the battle's."""
    action = scenario.actions[index]
    if action.is_turn_action:
        return True
    if not is_ability_use(action) and not is_upkeep(action) and not is_payment(action):
        return False
    return scenario.mission is None or any(a.is_turn_action for a in scenario.actions[index + 1 :])


def run_action(run: TurnRunner, index: int, action: Action) -> None:
    """One turn action (:data:`judge.bttcg.scenario.TURN_VERBS`, or a card's ability used during the turn)."""
    by = action.by
    if is_upkeep(action):
        pay_upkeep(run, index, action)
    elif is_payment(action):  # "you may pay {R} as often as you wish and ..." (judge/bttcg/pay_repeatedly.py)
        pay(run, index, action)
    elif action.use is not None and is_counter_tap(run.pos, action):
        tap_to_remove(run, index, action)  # "that player may tap two Units ... to remove this counter" (Trapped!)
    elif action.use is not None and is_resource_use(run.pos, action):
        tap_for_resources(run, index, by, action.card or action.unit or "")
    elif action.use is not None:
        use_ability(run, index, action)
    elif action.phase is not None:
        if by != run.turn.player:
            run.pos.violate(index, f"it is {run.turn.player}'s turn: {by} cannot move it on", t.SEQUENCE)
            return
        run.enter(ENGINE_PHASES[action.phase], index)
    elif action.deploy is not None:
        d.deploy(run, index, by, action.deploy, revealed=bool(action.revealed), may=action.may)
    elif action.tap is not None:
        for card_id in action.tap:
            tap_for_resources(run, index, by, card_id)
    elif action.construct_ is not None:
        d.construct(run, index, by, action.construct_)
    elif action.activate is not None and answers_activation(run.pos.faces[action.activate].abilities):
        if action.choose or action.may or action.on or action.patrol is not None:  # it asks for nothing
            run.pos.violate(index, f"{run.pos.name(action.activate)} chooses nothing as it is activated", t.ACTIVATE)
            return
        opponent_plays.activate(run, index, by, action.activate, run.turn.activated_at.get(index - 1))
    elif action.activate is not None:
        choose, may, before = action.choose, action.may, len(run.turn.activated)
        d.activate(
            run,
            index,
            by,
            action.activate,
            on=action.on,
            choose=choose,
            patrol=action.patrol,
            may=may,
            either=action.either,
            region=action.region,
            amounts=action.amounts,
        )
        if len(run.turn.activated) > before:  # what an opponent's card may answer (opponent_plays.py)
            run.turn.activated_at[index] = action.activate
    elif action.reassign is not None:
        assert action.on is not None  # the model requires it
        d.reassign_pilot(run, index, by, action.reassign, action.on)
    elif action.repair is not None:
        run.repair(index, by, action.repair)
    elif action.guard is not None:
        run.guard(index, by, action.guard, action.site)
    elif action.unguard is not None:
        run.guard(index, by, action.unguard, None)
    elif action.restock is not None:
        run.restock(index, by, action.restock)


def send_mission(run: TurnRunner, attacker: str) -> None:
    """The turn moves on to the Missions phase if it is earlier (running the phases between), and the mission is
    sent: by the active player, in that phase (rulebook p.23). A violation is the mission's (``action: null``)."""
    if PHASES.index(run.turn.phase) < PHASES.index("missions"):
        run.enter("missions", None)
    run.may_send_mission(None, attacker)


def _name(phase: TurnPhase) -> str:
    return {"repair": "Repair/Reload", "end": "End of Turn"}.get(phase, phase.capitalize())


__all__ = [
    "ENGINE_PHASES",
    "TurnPrefix",
    "battle_part",
    "in_turn",
    "run_action",
    "run_turn",
    "send_mission",
    "start_turn",
]
