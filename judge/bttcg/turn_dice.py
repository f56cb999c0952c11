"""A scenario with a turn and no mission whose turn rolls dice (a die rolled as a card would untap: untap_rolls.py):
the turn is run once for each face of every die the scenario's ``dice`` do not fix, each run as likely as its dice,
and the outcomes that end alike are merged, as the battle's are (judge/bttcg/missions_play.py; dice are rolled when
the rules roll them, 1997 rulings, Order of Resolving Effects; ``dice:`` fixes them in that order).
A turn that rolls no die is run once, as before."""

from __future__ import annotations

import json
from collections import deque
from collections.abc import Callable
from fractions import Fraction
from typing import Any

from judge.bttcg.damage import Outcome, card_json, winner_of
from judge.bttcg.dice import DiceStream, NeedRollError
from judge.bttcg.missions_play import merge_steps
from judge.bttcg.scenario import BtScenario
from judge.bttcg.state import Position, UnsupportedError
from judge.bttcg.turn_scenario import run_turn
from judge.cards.models import BtCard

MAX_TURN_RUNS = 216
"""Most runs of a turn whose dice are not fixed (three dice): past it the answer asks for ``dice:``."""


def turn_runs(
    scenario: BtScenario, first: Position, build: Callable[[], Position], pool_cards: dict[str, BtCard]
) -> list[tuple[Fraction, tuple[str, ...], Position]]:
    """Each way the turn goes: its probability, the dice it enumerated (in words) and the position it leaves.

    :raises UnsupportedError: for battle actions without a mission, or more than :data:`MAX_TURN_RUNS` runs.
    """
    runs: list[tuple[tuple[int, ...], Fraction, tuple[str, ...], Position]] = []
    todo: deque[tuple[tuple[int, ...], Fraction]] = deque([((), Fraction(1))])
    while todo:
        branch, p = todo.popleft()
        pos = first if not branch else build()
        dice = DiceStream(list(scenario.dice), branch)
        try:
            prefix = run_turn(scenario, pos, pool_cards, dice)
        except NeedRollError as need:
            if len(runs) + len(todo) + need.faces > MAX_TURN_RUNS:
                raise UnsupportedError(
                    f"the dice rolled during this turn need more than {MAX_TURN_RUNS} runs: fix some with 'dice:'"
                ) from None
            todo.extend(((*branch, face), p / need.faces) for face in range(1, need.faces + 1))
            continue
        if prefix.battle_actions:
            raise UnsupportedError(
                f"action {prefix.battle_indices[0]}: battle actions without a mission (give 'mission:')"
            )
        runs.append((branch, p, tuple(dice.enumerated), pos))
    return [(p, labels, pos) for _, p, labels, pos in sorted(runs, key=lambda run: run[0])]


def answer_turn(
    scenario: BtScenario, first: Position, build: Callable[[], Position], pool_cards: dict[str, BtCard]
) -> tuple[list[dict[str, Any]], list[dict[str, Any]], list[dict[str, Any]]]:
    """The violations, the outcomes (most likely first, equal ones merged) and the trace of the turn's runs."""
    runs = turn_runs(scenario, first, build, pool_cards)
    merged: dict[str, tuple[Fraction, dict[str, Any]]] = {}
    for p, _, pos in runs:
        cards = {cid: card_json(s) for cid, s in pos.cards.items()}
        shown = Outcome(p, cards, dict(pos.stockpiles), winner_of(pos.players, pos.stockpiles)).as_json()
        key = json.dumps([shown["cards"], shown["stockpiles"], shown["winner"]], sort_keys=True)
        total = p + (merged[key][0] if key in merged else 0)
        merged[key] = (total, shown)
    outcomes = []
    for total, shown in sorted(merged.values(), key=lambda item: -item[0]):
        shown["probability"] = str(total)
        shown["p"] = float(total)
        outcomes.append(shown)
    violations = merge_steps([(labels, [v.as_json() for v in pos.violations]) for _, labels, pos in runs], "message")
    trace = merge_steps([(labels, [t.as_json() for t in pos.trace]) for _, labels, pos in runs], "text")
    return violations, outcomes, trace


__all__ = ["MAX_TURN_RUNS", "answer_turn", "turn_runs"]
