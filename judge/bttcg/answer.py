"""``judge simulate`` for ``game: bttcg``: the scenario's position built, its mission declared and battled, damage
resolved over every die result the scenario does not fix, and the answer in the contract's JSON
(``shared/spec/scenario-format.md``)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from fractions import Fraction
from functools import partial
from typing import Any

from judge.bttcg.assets import settle
from judge.bttcg.damage import Outcome, card_json, winner_of
from judge.bttcg.deploy import costs_of
from judge.bttcg.dice import DiceStream, NeedRollError
from judge.bttcg.enumeration import MAX_LISTED_OUTCOMES as MAX_LISTED_OUTCOMES  # re-exported
from judge.bttcg.enumeration import listed_limit
from judge.bttcg.faces import CardFace, CardFaceError, default_zone, face_of
from judge.bttcg.instead_of_scrapheap import refuse_unmoved, watched
from judge.bttcg.load import check_scenario
from judge.bttcg.missions_play import MissionPlay, missions
from judge.bttcg.scenario import BtScenario
from judge.bttcg.state import CardState, Position, UnsupportedError
from judge.bttcg.terrain import spec_problem
from judge.bttcg.turn import UnknownCardError
from judge.bttcg.turn_chance import Way, enumerate_turn
from judge.bttcg.turn_chance import ways_answer as _ways_answer
from judge.bttcg.turn_dice import answer_turn
from judge.bttcg.turn_scenario import battle_part, run_turn, send_mission
from judge.budget import WorkBudgetError, work_budget
from judge.cards.models import BtCard
from judge.scenario_input import ScenarioError


def summarised(outcomes: list[dict[str, Any]]) -> dict[str, Any]:
    """Cuts ``outcomes`` (most probable first) to :func:`~judge.bttcg.enumeration.listed_limit` (100 up to 100 cards:
    :data:`MAX_LISTED_OUTCOMES`) in place and says what was left out:
    ``outcomes_rest`` (how many, and their probability: with the listed ones it sums to 1) and ``card_outcomes``
    (for every card, each state it ends in with its exact probability, over all the outcomes)."""
    per_card: dict[str, dict[str, tuple[Fraction, Any]]] = {}
    for outcome in outcomes:
        probability = Fraction(outcome["probability"])
        for card_id, state in outcome["cards"].items():
            key = json.dumps(state, sort_keys=True)
            seen = per_card.setdefault(card_id, {})
            before = seen.get(key, (Fraction(0), state))[0]
            seen[key] = (before + probability, state)
    limit = listed_limit(len(outcomes[0]["cards"]) if outcomes else 0)
    rest = outcomes[limit:]
    left_out = sum((Fraction(o["probability"]) for o in rest), Fraction(0))
    del outcomes[limit:]
    return {
        "outcomes_rest": {"count": len(rest), "probability": str(left_out), "p": float(left_out)},
        "card_outcomes": {
            card_id: [
                {**state, "probability": str(prob), "p": float(prob)}
                for prob, state in sorted(states.values(), key=lambda pair: -pair[0])
            ]
            for card_id, states in per_card.items()
        },
    }


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
            other_counters=dict(spec.other_counters),
            region=spec.region,
            this_turn=tuple(spec.this_turn),
            chosen_player=spec.chosen_player,
        )
        for card_id, spec in scenario.cards.items()
    }
    for card_id, spec in scenario.cards.items():  # only a Terrain card in play is in a region (terrain.py)
        misfit = spec_problem(faces[card_id], cards[card_id].zone, spec.region)
        if misfit is not None:
            raise ScenarioError(misfit, field=f"cards.{card_id}.region")
    players = tuple(scenario.players)
    pos = Position(
        players=(players[0], players[1]),
        assets={p: frozenset(spec.assets) for p, spec in scenario.players.items()},
        stockpiles={p: spec.stockpile for p, spec in scenario.players.items()},
        faces=faces,
        owners={card_id: spec.owner for card_id, spec in scenario.cards.items()},
        cards=cards,
        costs=costs_of(scenario, pool_cards),
    )
    settle(pos)  # the assets of the cards listed in play, with the declared ones (judge.bttcg.assets)
    return pos


class _ModelDocument:
    """A scenario model seen as a document without lines, for the loader's checks."""

    def __init__(self, scenario: BtScenario) -> None:
        self.data = scenario.model_dump(mode="json", by_alias=True, exclude_none=True)

    def line_of(self, loc: Sequence[int | str]) -> int | None:
        return None


def answer_scenario(scenario: BtScenario, pool_cards: dict[str, BtCard], *, checked: bool = False) -> dict[str, Any]:
    """The answer to a BattleTech scenario; ``checked``: it comes from :func:`judge.bttcg.load.load_scenario`,
    which has already checked its ids and players.

    :raises ScenarioError: for an unknown id or player (unless ``checked``), a card the engine cannot use, something
        it does not execute yet, or unfixed dice beyond the work budget (each with a clear message; the command
        exits with status 2).
    """
    with work_budget():  # the request's budget, or this answer's own (judge.budget)
        return _answer_within_budget(scenario, pool_cards, checked)


def _answer_within_budget(scenario: BtScenario, pool_cards: dict[str, BtCard], checked: bool) -> dict[str, Any]:
    if not checked:  # unknown ids and players are malformed input, whoever calls
        check_scenario(_ModelDocument(scenario))
    try:
        pos = build_position(scenario, pool_cards)  # cards the engine cannot use are refused before anything runs
        restocking = watched(pos)  # "restock it instead" (instead_of_scrapheap.py)
        found = _no_mission(scenario, pos, pool_cards) if scenario.mission is None else _answer(scenario, pool_cards)
        refuse_unmoved(pos, restocking, found.get("outcomes", []))
        return found
    except UnknownCardError as exc:  # pragma: no cover - check_scenario refuses unknown ids first
        raise ScenarioError(str(exc)) from None
    except UnsupportedError as exc:
        raise ScenarioError(f"not answered by this version: {exc}") from None
    except WorkBudgetError as exc:
        raise ScenarioError(str(exc), field="dice") from None


def _no_mission(scenario: BtScenario, pos: Position, pool_cards: dict[str, BtCard]) -> dict[str, Any]:
    """A scenario without a mission: the position as it is, or as the turn's actions leave it."""
    if scenario.uses_turn:
        first = [pos]

        def once() -> Position:  # each way chance goes during the turn, run afresh (judge/bttcg/turn_chance.py)
            here = first.pop() if first else build_position(scenario, pool_cards)
            prefix = run_turn(scenario, here, pool_cards, DiceStream(list(scenario.dice)))
            if prefix.battle_actions:
                raise UnsupportedError(
                    f"action {prefix.battle_indices[0]}: battle actions without a mission (give 'mission:')"
                )
            return here

        try:
            ways = enumerate_turn(once)
        except NeedRollError:  # a die the scenario does not fix: once for each face (judge/bttcg/turn_dice.py)
            build = partial(build_position, scenario, pool_cards)
            violations, outcomes, trace = answer_turn(scenario, build(), build, pool_cards)
            return _json(violations, None, outcomes, trace)
        if len(ways) > 1:
            return _json(*_ways(ways))
    elif scenario.actions:
        raise UnsupportedError("actions outside a mission (the engine answers battles: give 'mission:')")
    cards = {cid: card_json(s) for cid, s in pos.cards.items()}
    outcome = Outcome(Fraction(1), cards, dict(pos.stockpiles), winner_of(pos.players, pos.stockpiles))
    violations = [v.as_json() for v in pos.violations]
    return _json(violations, None, [outcome.as_json()], [step.as_json() for step in pos.trace])


def _ways(ways: list[tuple[Way, Position]]) -> tuple[list[dict[str, Any]], None, list[dict[str, Any]], list[Any]]:
    violations, outcomes, trace = _ways_answer(ways)
    return violations, None, outcomes, trace


def _answer(scenario: BtScenario, pool_cards: dict[str, BtCard]) -> dict[str, Any]:
    assert scenario.mission is not None
    actions, indices = list(scenario.actions), list(range(len(scenario.actions)))
    if scenario.uses_turn:  # the turn's actions first, then the missions from where they left
        actions, indices = battle_part(scenario)

    def start(dice: DiceStream) -> Position:
        """The position as the mission is sent, the turn run first (its dice the first of ``dice``)."""
        pos = build_position(scenario, pool_cards)
        if scenario.uses_turn:
            assert scenario.mission is not None
            send_mission(run_turn(scenario, pos, pool_cards, dice).runner, scenario.mission.attacker)
        return pos

    play = MissionPlay(missions(scenario.mission, actions, indices))
    play.play(0, start, list(scenario.dice), Fraction(1), ())
    return _json(*play.answer(), summary=play.summary)


def _json(
    violations: list[dict[str, Any]],
    initiative_answer: dict[str, Any] | None,
    outcomes: list[dict[str, Any]],
    trace: list[dict[str, Any]],
    initiatives: list[dict[str, Any]] | None = None,
    summary: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """The answer's JSON; ``summary``: the summary of a wide distribution answered from its parts
    (:mod:`judge.bttcg.enumeration`), whose likeliest ``outcomes`` are listed."""
    answer: dict[str, Any] = {"legal": not violations, "violations": violations}
    if initiative_answer is not None:
        answer["initiative"] = initiative_answer
    answer["outcomes"] = outcomes
    if summary is not None:
        answer.update(summary)
    elif outcomes and len(outcomes) > listed_limit(len(outcomes[0]["cards"])):
        answer.update(summarised(outcomes))
    answer["trace"] = trace
    if initiatives is not None:
        answer["initiatives"] = initiatives
    return answer
