"""Domination odds under the request's work budget (issue 20): no wall clock decides whether a scenario's shuffles
are enumerated exactly or estimated, so the same scenario gets the same answer on any machine; a scenario whose
estimate would not fit is refused before any game of it is played."""

from __future__ import annotations

import pytest

from judge.budget import own_budget
from judge.domination import scenario_odds
from judge.pool import CardPool
from judge.simulate import SimulateError, read_scenario, simulate_document

SHUFFLED = """\
game: domination
players:
  A: {hand: [Basic Factory, Basic Factory, Basic Factory, Basic Factory, Basic Factory],
      discard: [Basic Factory, Infantry Platoon, Munitions Factory, Basic Factory, Infantry Platoon, Basic Factory]}
  B: {hand: [Basic Factory]}
supply: {Infantry Platoon: 5}
actions: []
"""


def _answer(pool: CardPool) -> dict[str, object]:
    return simulate_document(read_scenario(SHUFFLED, "s.yaml"), pool, "s.yaml")


def test_exact_or_estimate_is_decided_by_work_units_not_time(builtin_pool: CardPool) -> None:
    with own_budget():
        exact = _answer(builtin_pool)
    assert exact["estimate"] is None and exact["outcomes"]
    # room for a few replays only, and for too few games of an estimate: refused
    with own_budget(limit=3_000), pytest.raises(SimulateError, match="over the limit of 3,000"):
        _answer(builtin_pool)


def test_the_estimate_takes_the_games_the_budget_affords(
    builtin_pool: CardPool, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(scenario_odds, "MAX_LEAVES", 2)
    monkeypatch.setattr(scenario_odds, "MIN_SAMPLES", 10)
    with own_budget(limit=200_000):
        estimated = _answer(builtin_pool)
    estimate = estimated["estimate"]
    assert isinstance(estimate, dict)
    assert 10 <= estimate["samples"] <= scenario_odds.SAMPLES
    with own_budget(limit=200_000):
        assert _answer(builtin_pool) == estimated  # the same again: nothing depends on the clock
