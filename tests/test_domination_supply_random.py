"""``judge domination play --supply random`` (issue 23): a legal random Supply per game, drawn from the seeded
generator (domination/the-supply-4 and the-supply-5: 6 Unit piles and 6 other piles; the 4 base piles in every
game); the recommended first-game Supply stays the default."""

from __future__ import annotations

import json
from typing import Any

import pytest

from judge.cli import main
from judge.domination import selfplay
from judge.domination.engine import RECOMMENDED_FIRST_GAME
from judge.domination.selfplay import build_cards, run_games
from judge.domination.supply import check_supply
from judge.pool import CardPool


def _supplies(monkeypatch: pytest.MonkeyPatch, builtin_pool: CardPool, **kwargs: Any) -> list[list[str]]:
    seen: list[list[str]] = []
    real = selfplay.new_game

    def spy(cards: Any, piles: list[str], *args: Any, **kw: Any) -> Any:
        seen.append(list(piles))
        return real(cards, piles, *args, **kw)

    monkeypatch.setattr(selfplay, "new_game", spy)
    run_games(build_cards(builtin_pool), ("random", "random"), 12, 5, **kwargs)
    return seen


def test_random_supplies_are_legal_and_vary_domination_the_supply_4_5(
    monkeypatch: pytest.MonkeyPatch, builtin_pool: CardPool
) -> None:
    cards = build_cards(builtin_pool)
    supplies = list(_supplies(monkeypatch, builtin_pool, supply="random"))
    assert len(supplies) == 12
    for piles in supplies:
        assert check_supply(cards, piles) == [], piles
    assert len({tuple(sorted(p)) for p in supplies}) > 6
    assert _supplies(monkeypatch, builtin_pool, supply="random") == supplies  # seeded: the same again


def test_the_first_game_supply_stays_the_default(monkeypatch: pytest.MonkeyPatch, builtin_pool: CardPool) -> None:
    supplies = _supplies(monkeypatch, builtin_pool)
    assert all(p == list(RECOMMENDED_FIRST_GAME) for p in supplies)


def test_the_command_says_which_supply(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["domination", "play", "--strategy", "random", "--strategy", "random", "--games", "4", "--no-progress"]
    assert main([*args, "--supply", "random", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["supply"] == "random" and data["games"] == 4
    assert main(args) == 0
    assert "(the first-game Supply)" in capsys.readouterr().out
