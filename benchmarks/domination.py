"""Domination self-play throughput: games per second in one process and on every core, against an in-process
baseline (setting up the same number of games: Supply, starting decks, first hands, no turns played).

Run: ``.venv/bin/python benchmarks/domination.py [--quick]`` (2,000 games; 100 with ``--quick``). Target (issue 6):
>= 1,000 games/s on this 2-core machine.
"""

from __future__ import annotations

import random
import sys
import time

from common import Result, figure, result, standalone

from judge.domination.engine import RECOMMENDED_FIRST_GAME, new_game
from judge.domination.selfplay import build_cards, cpu_count, run_games, run_parallel
from judge.pool import CardPool


def run(quick: bool) -> Result:
    games = 100 if quick else 2000
    cards = build_cards(CardPool.load(include_saved=False, include_env=False))

    rng = random.Random(7)
    start = time.perf_counter()
    for _ in range(games):
        new_game(cards, list(RECOMMENDED_FIRST_GAME), rng)
    baseline = time.perf_counter() - start

    start = time.perf_counter()
    tally = run_games(cards, ("big-money", "attack"), games, seed=7)
    one = time.perf_counter() - start

    workers = cpu_count()
    start = time.perf_counter()
    run_parallel(cards, ("big-money", "attack"), games, seed=7, workers=workers)
    many = time.perf_counter() - start

    met = games / many >= 1000
    print(f"{games} games of big-money against attack ({tally.turns / tally.games:.1f} turns a game)")
    print(f"baseline: set-up only          {games / baseline:9.0f} games/s")
    print(f"self-play, one process         {games / one:9.0f} games/s")
    print(f"self-play, {workers} processes        {games / many:9.0f} games/s")
    print(f"target >= 1,000 games/s on every core: {'met' if met else 'NOT met'}")
    return result(
        {
            "self-play, one process": figure(games / one, "games/s"),
            "self-play, every core": figure(games / many, "games/s"),
        },
        {"set-up only": figure(games / baseline, "games/s")},
        checks={
            "games": games,
            "workers": workers,
            "turns_per_game": round(tally.turns / tally.games, 2),
            "target_met": met,
        },
    )


if __name__ == "__main__":
    sys.exit(standalone(run, __doc__))
