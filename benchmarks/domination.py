"""Domination self-play throughput: games per second in one process and on every core, against an in-process
baseline (setting up the same number of games: Supply, starting decks, first hands, no turns played).

Run: ``.venv/bin/python benchmarks/domination.py [--games N]``. Target (issue 6): >= 1,000 games/s on this 2-core
machine.
"""

from __future__ import annotations

import argparse
import random
import sys
import time

from judge.domination.engine import RECOMMENDED_FIRST_GAME, new_game
from judge.domination.selfplay import build_cards, cpu_count, run_games, run_parallel
from judge.pool import CardPool


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=2000)
    args = parser.parse_args()
    cards = build_cards(CardPool.load(include_saved=False, include_env=False))

    rng = random.Random(7)
    start = time.perf_counter()
    for _ in range(args.games):
        new_game(cards, list(RECOMMENDED_FIRST_GAME), rng)
    baseline = time.perf_counter() - start

    start = time.perf_counter()
    tally = run_games(cards, ("big-money", "attack"), args.games, seed=7)
    one = time.perf_counter() - start

    workers = cpu_count()
    start = time.perf_counter()
    run_parallel(cards, ("big-money", "attack"), args.games, seed=7, workers=workers)
    many = time.perf_counter() - start

    print(f"{args.games} games of big-money against attack ({tally.turns / tally.games:.1f} turns a game)")
    print(f"baseline: set-up only          {args.games / baseline:9.0f} games/s")
    print(f"self-play, one process         {args.games / one:9.0f} games/s")
    print(f"self-play, {workers} processes        {args.games / many:9.0f} games/s")
    print(f"target >= 1,000 games/s on every core: {'met' if args.games / many >= 1000 else 'NOT met'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
