"""Whole BattleTech TCG games per second (issue 19, "Benchmark"): random strategies between two seeded random legal
decks (Davion against Steiner, drawn from the full pool), played by ``judge bttcg play``'s own code
(``judge/bttcg/play_runs.py``) in one process and in two, against an in-process baseline: setting the same games up
(both Stockpiles shuffled, the first hands drawn, the first turn begun; no action taken).

Run: ``.venv/bin/python benchmarks/games.py [--quick]`` (8 games; 2 games of at most 2 turns with ``--quick``); it
prints the CPU time per action of the one-process run too.
Target (issue 19): >= 50 games/s on one core.
"""

from __future__ import annotations

import sys
import time

from common import Result, absent_message, figure, have_data, knowledge, result, skipped, standalone

from judge.bttcg.game import new_game
from judge.bttcg.play_runs import PlayJob, default_engine, game_seed, play_one, run_games
from judge.bttcg.play_tally import RunTally

TARGET = 50.0


def run(quick: bool) -> Result:
    if not have_data():
        return skipped(absent_message())
    games = 2 if quick else 8
    max_turns = 2 if quick else 300
    engine = default_engine()
    start = time.perf_counter()
    decks = (engine.random_deck(knowledge(), "Davion", 1), engine.random_deck(knowledge(), "Steiner", 2))
    decks_seconds = time.perf_counter() - start
    job = PlayJob(decks, ("random", "random"), 7, engine, max_turns=max_turns)

    start = time.perf_counter()
    for number in range(games):
        new_game(decks, game_seed(job.seed, number))
    baseline = time.perf_counter() - start

    start, cpu = time.perf_counter(), time.process_time()
    tally, actions = RunTally(), 0
    for number in range(games):  # run_games(job, games, workers=1), the actions of each game counted too
        played = play_one(job, job.decks, number)
        tally.plain.add_game(played)
        actions += getattr(played, "actions", 0)  # a game refused as it is set up has none
    one, one_cpu = time.perf_counter() - start, time.process_time() - cpu

    start = time.perf_counter()
    again = run_games(job, games, workers=2)
    two = time.perf_counter() - start

    plain = tally.plain
    same = plain.as_json(("A", "B"), job.strategies) == again.plain.as_json(("A", "B"), job.strategies)
    met = games / one >= TARGET
    print(f"{games} games, random against random, Davion against Steiner (decks built in {decks_seconds:.1f} s)")
    print(
        f"  finished {plain.finished}, refused {games - plain.finished}, "
        f"{plain.turns / max(1, plain.finished):.1f} turns a finished game"
    )
    print(f"baseline: set-up only          {games / baseline:9.1f} games/s")
    print(f"whole games, one process       {games / one:9.2f} games/s ({one / games:.2f} s a game)")
    print(f"  the same in CPU time          {games / one_cpu:9.2f} games/s (the figure on a shared machine)")
    print(f"  CPU time per action           {1000 * one_cpu / max(1, actions):9.3f} ms ({actions} actions)")
    print(f"whole games, two processes     {games / two:9.2f} games/s")
    print(f"target >= {TARGET:g} games/s on one core: {'met' if met else 'NOT met'}")
    return result(
        {
            "whole games, one process": figure(games / one, "games/s"),
            "whole games, one process, CPU time": figure(games / one_cpu, "games/s"),
            "CPU time per action, one process": figure(1000 * one_cpu / max(1, actions), "ms"),
            "whole games, two processes": figure(games / two, "games/s"),
        },
        {"set-up only": figure(games / baseline, "games/s")},
        checks={
            "games": games,
            "max_turns": max_turns,
            "finished": plain.finished,
            "refused": games - plain.finished,
            "turns_per_finished_game": round(plain.turns / max(1, plain.finished), 2),
            "actions": actions,
            "same_totals_in_two_processes": same,
            "target_met": met,
        },
        ok=same,
    )


if __name__ == "__main__":
    sys.exit(standalone(run, __doc__))
