"""Domination strategies written as priorities (issue 23): a YAML file a designer writes without Python
(``judge/domination/priorities.py``), the built-in ``strong`` one among them."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from judge.cli import main
from judge.domination.engine import RECOMMENDED_FIRST_GAME, new_game
from judge.domination.priorities import PrioritySpec, PriorityStrategy, read_priorities
from judge.domination.selfplay import build_cards, run_games
from judge.domination.strategies import STRATEGIES, strategy_factory
from judge.paths import data_dir
from judge.pool import CardPool
from judge.scenario_input import ScenarioError


def test_the_built_in_strong_strategy_is_a_priorities_file() -> None:
    spec = read_priorities(data_dir("strategies") / "strong.yaml")
    assert spec.name == "strong" and spec.buy
    assert isinstance(STRATEGIES["strong"](random.Random(1)), PriorityStrategy)


def test_strong_beats_random_and_big_money(builtin_pool: CardPool) -> None:
    """Issue 23's bar: ``strong`` beats random in at least 95% and big-money in at least 80% of games (here 200
    games each, seeded, on random Supplies: the first-game Supply is checked by ``make bench`` figures)."""
    cards = build_cards(builtin_pool)
    for other, bar in (("random", 0.95), ("big-money", 0.80)):
        tally = run_games(cards, ("strong", other), 200, 11, supply="random")
        assert tally.wins[0] / tally.games >= bar, (other, tally)


def test_the_first_rule_that_fits_decides_what_is_bought(builtin_pool: CardPool) -> None:
    cards = build_cards(builtin_pool)
    game = new_game(cards, list(RECOMMENDED_FIRST_GAME), random.Random(2), names=("0", "1"))
    me = game.players[0]
    units_first = PrioritySpec(name="u", buy=[{"kind": "unit", "prefer": ["attack"]}, {"kind": "resource"}])
    factories_first = PrioritySpec(name="f", buy=[{"kind": "resource", "prefer": ["industry"]}, {"kind": "unit"}])
    bought = PriorityStrategy(random.Random(1), units_first).buy(game, me, 8, 0)
    assert bought is not None and cards[bought].is_unit
    affordable = [c for c in cards if c.industry_cost <= 8 and c.lostech_cost == 0 and game.supply.get(c.index, 0)]
    best = max(c.attack for c in affordable if c.is_unit)
    assert cards[bought].attack == best
    factory = PriorityStrategy(random.Random(1), factories_first).buy(game, me, 8, 0)
    assert factory is not None and cards[factory].is_resource
    rich_only = PrioritySpec(name="r", buy=[{"kind": "unit", "min_industry": 9}])
    assert PriorityStrategy(random.Random(1), rich_only).buy(game, me, 8, 0) is None


def test_a_wrong_key_in_a_strategy_file_names_its_line(tmp_path: Path) -> None:
    path = tmp_path / "mine.yaml"
    path.write_text("name: mine\nbuy:\n  - {kind: unit, prefer: [speed]}\n", encoding="utf-8")
    with pytest.raises(ScenarioError) as raised:
        read_priorities(path)
    assert raised.value.line == 3 and raised.value.field == "buy.0.prefer.0"
    with pytest.raises(KeyError, match="unknown strategy 'cautious'"):
        strategy_factory("cautious")


def test_a_strategy_file_plays_from_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "builder.yaml"
    path.write_text("name: builder\nbuy:\n  - {kind: resource, prefer: [industry]}\n", encoding="utf-8")
    args = ["domination", "play", "--strategy", str(path), "--strategy", "strong", "--games", "6", "--json"]
    assert main(args) == 0
    data = json.loads(capsys.readouterr().out)
    assert [r["strategy"] for r in data["results"]] == [str(path), "strong"]
    path.write_text("name: builder\nbuy: []\n", encoding="utf-8")
    assert main(args) == 2
    assert "strategy" in capsys.readouterr().err
