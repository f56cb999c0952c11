"""``judge simulate`` for ``game: bttcg``: the scenario's position built, its mission declared and battled, damage
resolved over every die result the scenario does not fix, and the answer in the contract's JSON
(``shared/spec/scenario-format.md``)."""

from __future__ import annotations

from typing import Any

from judge.bttcg import rules as r
from judge.bttcg.battle import BattleRunner
from judge.bttcg.damage import Resolver, WorkBudgetError
from judge.bttcg.faces import CardFace, CardFaceError, default_zone, face_of
from judge.bttcg.mission import declare
from judge.bttcg.scenario import BtScenario
from judge.bttcg.state import CardState, Position, UnsupportedError
from judge.bttcg.stats import check_supported, initiative, initiative_winner
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


def answer_scenario(scenario: BtScenario, pool_cards: dict[str, BtCard]) -> dict[str, Any]:
    """The answer to a BattleTech scenario.

    :raises ScenarioError: for a card the engine cannot use, something it does not execute yet, or unfixed dice
        beyond the work budget (each with a clear message; the command exits with status 2).
    """
    pos = build_position(scenario, pool_cards)
    try:
        return _answer(scenario, pos)
    except UnsupportedError as exc:
        raise ScenarioError(f"not answered by this version: {exc}") from None
    except WorkBudgetError as exc:
        raise ScenarioError(str(exc), field="dice") from None


def _answer(scenario: BtScenario, pos: Position) -> dict[str, Any]:
    if scenario.mission is None:
        if scenario.actions:
            raise UnsupportedError("actions outside a mission (the engine answers battles: give 'mission:')")
        resolver_outcomes = []
        answer_initiative = None
        outcome = {
            "probability": "1",
            "p": 1.0,
            "cards": {
                cid: {
                    "zone": s.zone,
                    "damage": s.damage,
                    "tapped": s.tapped,
                    "depleted": s.depleted,
                    "counters": s.counters,
                }
                for cid, s in pos.cards.items()
            },
            "stockpiles": dict(pos.stockpiles),
            "winner": None,
        }
        resolver_outcomes.append(outcome)
        return _json(pos, answer_initiative, resolver_outcomes)
    battle = declare(pos, scenario.mission)
    for fighter in list(battle.fighters):
        check_supported(pos, fighter)
    runner = BattleRunner(pos, battle)
    runner.run(scenario.actions)
    scores = {p: initiative(pos, battle, p) for p in pos.players}
    winner = initiative_winner(pos, battle)
    resolver = Resolver(pos, battle, list(scenario.dice))
    pos.note("Damage resolves: all of it at once, at the end of the battle", r.RESOLVE_DAMAGE, r.BATTLE_STEPS)
    outcomes = [o.as_json() for o in resolver.outcomes()]
    for outcome in outcomes:
        for card_id in battle.played:
            outcome["cards"][card_id]["zone"] = "scrapheap"  # type: ignore[index]
    decided = {o["winner"] for o in outcomes if o["winner"]}
    if decided:
        pos.note(
            "A Stockpile ran out: its owner loses (both: a draw), checked after the whole effect",
            r.VICTORY,
            r.STOCKPILE_DAMAGE,
        )
    return _json(pos, {"winner": winner, "scores": scores}, outcomes)


def _json(pos: Position, initiative_answer: dict[str, Any] | None, outcomes: list[dict[str, Any]]) -> dict[str, Any]:
    answer: dict[str, Any] = {
        "legal": not pos.violations,
        "violations": [v.as_json() for v in pos.violations],
    }
    if initiative_answer is not None:
        answer["initiative"] = initiative_answer
    answer["outcomes"] = outcomes
    answer["trace"] = [t.as_json() for t in pos.trace]
    return answer
