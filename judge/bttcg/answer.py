"""``judge simulate`` for ``game: bttcg``: the scenario's position built, its mission declared and battled, damage
resolved over every die result the scenario does not fix, and the answer in the contract's JSON
(``shared/spec/scenario-format.md``)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from judge.bttcg import rules as r
from judge.bttcg.battle import BattleRunner
from judge.bttcg.damage import Outcome, Resolver, WorkBudgetError, card_json, winner_of
from judge.bttcg.dice import DiceStream, NeedRollError
from judge.bttcg.faces import CardFace, CardFaceError, default_zone, face_of
from judge.bttcg.load import check_scenario
from judge.bttcg.mission import declare
from judge.bttcg.scenario import BtScenario
from judge.bttcg.state import Battle, CardState, Position, UnsupportedError
from judge.bttcg.stats import check_bystanders, check_supported, initiative, initiative_winner
from judge.bttcg.turn import UnknownCardError
from judge.bttcg.turn_scenario import run_turn, send_mission
from judge.cards.models import BtCard
from judge.scenario_input import ScenarioError


def build_position(scenario: BtScenario, pool_cards: dict[str, BtCard]) -> Position:
    """The position the scenario describes.

    :raises ScenarioError: for a card the engine cannot use (its text does not parse), naming the card's field.
    """
    faces: dict[str, CardFace] = {}
    for card_id, spec in scenario.cards.items():
        try:
            faces[card_id] = face_of(card_id, spec, pool_cards.get(card_id))
        except CardFaceError as exc:
            raise ScenarioError(
                f"{exc}; the engine runs a card only through its parsed text", field=f"cards.{card_id}"
            ) from None
    cards = {
        card_id: CardState(
            zone=spec.zone or default_zone(faces[card_id]),
            tapped=spec.tapped or spec.depleted,
            depleted=spec.depleted,
            damage=spec.damage,
            counters=spec.counters,
            guarding=spec.guarding,
            on=spec.on,
            activated=spec.activated,
        )
        for card_id, spec in scenario.cards.items()
    }
    players = tuple(scenario.players)
    return Position(
        players=(players[0], players[1]),
        assets={p: frozenset(spec.assets) for p, spec in scenario.players.items()},
        stockpiles={p: spec.stockpile for p, spec in scenario.players.items()},
        faces=faces,
        owners={card_id: spec.owner for card_id, spec in scenario.cards.items()},
        cards=cards,
    )


class _ModelDocument:
    """A scenario model seen as a document without lines, for the loader's checks."""

    def __init__(self, scenario: BtScenario) -> None:
        self.data = scenario.model_dump(mode="json", by_alias=True, exclude_none=True)

    def line_of(self, loc: Sequence[int | str]) -> int | None:
        return None


MAX_BATTLE_BRANCHES = 1296
"""Battles run once per combination of the dice rolled during them (6^4 at most); beyond, fix them in ``dice``."""


@dataclass
class _Run:
    """One way the battle went: its probability, its position and battle, and the dice it rolled."""

    probability: Fraction
    pos: Position
    battle: Battle
    dice: DiceStream


def answer_scenario(scenario: BtScenario, pool_cards: dict[str, BtCard]) -> dict[str, Any]:
    """The answer to a BattleTech scenario.

    :raises ScenarioError: for a card the engine cannot use, something it does not execute yet, or unfixed dice
        beyond the work budget (each with a clear message; the command exits with status 2).
    """
    check_scenario(_ModelDocument(scenario))  # unknown ids and players are malformed input, whoever calls
    pos = build_position(scenario, pool_cards)  # cards the engine cannot use are refused before anything runs
    try:
        if scenario.mission is None:
            return _no_mission(scenario, pos, pool_cards)
        return _answer(scenario, pool_cards)
    except UnknownCardError as exc:  # pragma: no cover - check_scenario refuses unknown ids first
        raise ScenarioError(str(exc)) from None
    except UnsupportedError as exc:
        raise ScenarioError(f"not answered by this version: {exc}") from None
    except WorkBudgetError as exc:
        raise ScenarioError(str(exc), field="dice") from None


def _no_mission(scenario: BtScenario, pos: Position, pool_cards: dict[str, BtCard]) -> dict[str, Any]:
    """A scenario without a mission: the position as it is, or as the turn's actions leave it."""
    if scenario.uses_turn:
        prefix = run_turn(scenario, pos, pool_cards)
        if prefix.battle_actions:
            raise UnsupportedError(
                f"action {prefix.battle_indices[0]}: battle actions without a mission (give 'mission:')"
            )
    elif scenario.actions:
        raise UnsupportedError("actions outside a mission (the engine answers battles: give 'mission:')")
    cards = {cid: card_json(s) for cid, s in pos.cards.items()}
    outcome = Outcome(Fraction(1), cards, dict(pos.stockpiles), winner_of(pos.players, pos.stockpiles))
    violations = [v.as_json() for v in pos.violations]
    return _json(violations, None, [outcome.as_json()], [step.as_json() for step in pos.trace])


def _battle_runs(scenario: BtScenario, pool_cards: dict[str, BtCard]) -> list[_Run]:
    """The battle run once for each combination of the dice rolled during it that the scenario does not fix."""
    assert scenario.mission is not None
    runs: list[_Run] = []
    todo: list[tuple[tuple[int, ...], Fraction]] = [((), Fraction(1))]
    while todo:
        branch, probability = todo.pop()
        pos = build_position(scenario, pool_cards)
        actions, indices = list(scenario.actions), list(range(len(scenario.actions)))
        if scenario.uses_turn:  # the turn's actions first (they roll no dice), then the mission from where they left
            prefix = run_turn(scenario, pos, pool_cards)
            send_mission(prefix.runner, scenario.mission.attacker)
            actions, indices = prefix.battle_actions, prefix.battle_indices
        dice = DiceStream(list(scenario.dice), branch)
        battle = declare(pos, scenario.mission)
        for fighter in list(battle.fighters):
            check_supported(pos, fighter)
        check_bystanders(pos, battle)
        before = len(pos.violations)
        try:
            BattleRunner(pos, battle, dice).run(actions)
        except NeedRollError:
            if len(runs) + len(todo) + 6 > MAX_BATTLE_BRANCHES:
                raise WorkBudgetError(
                    f"the dice rolled during this battle need more than {MAX_BATTLE_BRANCHES} runs: "
                    "fix some with 'dice:'"
                ) from None
            todo.extend(((*branch, face), probability / 6) for face in range(6, 0, -1))
            continue
        if scenario.uses_turn:  # the battle numbers its actions from 0: back to the scenario's indices
            pos.violations[before:] = [
                v if v.action is None else replace(v, action=indices[v.action]) for v in pos.violations[before:]
            ]
        runs.append(_Run(probability, pos, battle, dice))
    return runs


def _label(run: _Run) -> str:
    return ", ".join(f"{source} rolls {value}" for source, value in run.dice.enumerated)


def _answer(scenario: BtScenario, pool_cards: dict[str, BtCard]) -> dict[str, Any]:
    runs = _battle_runs(scenario, pool_cards)
    merged: dict[str, tuple[Fraction, dict[str, Any]]] = {}
    for run in runs:
        pos, battle = run.pos, run.battle
        pos.note("Damage resolves: all of it at once, at the end of the battle", r.RESOLVE_DAMAGE, r.BATTLE_STEPS)
        resolved = Resolver(pos, battle, run.dice.rest).outcomes()
        for outcome in resolved:
            shown = outcome.as_json()
            key = json.dumps([shown["cards"], shown["stockpiles"], shown["winner"]], sort_keys=True)
            probability = run.probability * outcome.probability + (merged[key][0] if key in merged else 0)
            merged[key] = (probability, shown)
        if any(o.winner for o in resolved):
            pos.note(
                "A Stockpile ran out: its owner loses (both: a draw), checked after the whole effect",
                r.VICTORY,
                r.STOCKPILE_DAMAGE,
            )
    outcomes = []
    for probability, shown in sorted(merged.values(), key=lambda item: -item[0]):
        shown["probability"] = str(probability)
        shown["p"] = float(probability)
        outcomes.append(shown)
    likeliest = max(runs, key=lambda run: run.probability)
    scores = {p: initiative(likeliest.pos, likeliest.battle, p) for p in likeliest.pos.players}
    winner = initiative_winner(likeliest.pos, likeliest.battle)
    violations = _merge_steps([(run, [v.as_json() for v in run.pos.violations]) for run in runs], "message")
    trace = _merge_steps([(run, [t.as_json() for t in run.pos.trace]) for run in runs], "text")
    return _json(violations, {"winner": winner, "scores": scores}, outcomes, trace)


def _merge_steps(per_run: list[tuple[_Run, list[dict[str, Any]]]], text_key: str) -> list[dict[str, Any]]:
    """Violations or trace steps of every run of the battle: those common to all once, the others once per group of
    runs that share them, saying on which rolls they happen."""
    if len(per_run) == 1:
        return per_run[0][1]
    keyed = [[json.dumps(step, sort_keys=True) for step in steps] for _, steps in per_run]
    common = set(keyed[0]).intersection(*keyed[1:])
    merged: list[dict[str, Any]] = []
    labels: dict[str, list[str]] = {}
    steps_by_key: dict[str, dict[str, Any]] = {}
    for (run, steps), keys in zip(per_run, keyed, strict=True):
        for step, key in zip(steps, keys, strict=True):
            if key in common:
                if key not in steps_by_key:
                    steps_by_key[key] = step
                    merged.append(step)
                continue
            if key not in labels:
                labels[key] = []
                steps_by_key[key] = step
                merged.append(step)
            labels[key].append(_label(run))
    for key, when in labels.items():
        step = steps_by_key[key]
        step[text_key] = f"If {' or '.join(when)}: {step[text_key]}"
    return merged


def _json(
    violations: list[dict[str, Any]],
    initiative_answer: dict[str, Any] | None,
    outcomes: list[dict[str, Any]],
    trace: list[dict[str, Any]],
) -> dict[str, Any]:
    answer: dict[str, Any] = {"legal": not violations, "violations": violations}
    if initiative_answer is not None:
        answer["initiative"] = initiative_answer
    answer["outcomes"] = outcomes
    answer["trace"] = trace
    return answer
