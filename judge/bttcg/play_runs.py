"""Many whole BattleTech TCG games (issue 19, ``judge bttcg play``): each game's seed derived from the run's seed and
the game's number alone, so that the games split per game across processes (:func:`run_games`, ``--workers``) or Dask
workers (:mod:`judge.bttcg.play_sweep`) give exactly the totals of one process; a playtest plays every seed twice,
with and without the custom card in deck A (paired games).

The games themselves are ``judge.bttcg.game.play_game``'s; this module only deals them out and adds them up
(:mod:`judge.bttcg.play_tally`)."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple, Protocol

from judge.bttcg.faces import CardFaceError
from judge.bttcg.play_tally import CardUseLike, GameResultLike, PlayTally, RunTally
from judge.bttcg.state import UnsupportedError

MAX_GAMES = 100_000
"""The most games of one run (at the target 50 games/s of one core, about half an hour)."""
MAX_TURNS = 10_000
"""The largest ``--max-turns``."""
DEFAULT_MAX_TURNS = 300
CHUNK = 10
"""Games per part handed to a process: small enough for the progress bar and an even share (a game takes seconds
now), large enough that sending the decks costs nothing."""


class PlayGame(Protocol):
    """``judge.bttcg.game.play_game``."""

    def __call__(
        self, decks: tuple[Any, Any], strategies: tuple[Any, Any], seed: int, *, trace: bool = ..., max_turns: int = ...
    ) -> GameResultLike: ...


class Engine(NamedTuple):
    """The whole-game engine and its decks (``judge.bttcg.game`` and ``judge.bttcg.game.decks``), as one bundle so
    that the parts of a run carry it into the processes that play them."""

    play_game: PlayGame
    strategy_factory: Callable[[str], Callable[[random.Random], Any]]
    deck_from_file: Callable[[Path, Any], Any]
    random_deck: Callable[[Any, str, int], Any]
    with_card: Callable[[Any, Any], Any]
    custom_card: Callable[[Path], Any]


def default_engine() -> Engine:
    """The project's engine: ``judge.bttcg.game`` (the games, the strategies) and ``judge.bttcg.game.decks``."""
    from judge.bttcg.game import play_game, strategy_factory
    from judge.bttcg.game.decks import custom_card, deck_from_file, random_deck, with_card

    return Engine(play_game, strategy_factory, deck_from_file, random_deck, with_card, custom_card)


@dataclass(frozen=True)
class PlayJob:
    """One matchup to play: the two decks (A, B), the strategies by name, the run's seed, the turn limit; with
    ``tested`` (deck A with the custom card, and deck B) each seed is also played with those decks; with ``trace``
    the first game (number 0) is played with its cited trace kept."""

    decks: tuple[Any, Any]
    strategies: tuple[str, str]
    seed: int
    engine: Engine
    max_turns: int = DEFAULT_MAX_TURNS
    tested: tuple[Any, Any] | None = None
    trace: bool = False


def game_seed(seed: int, number: int) -> int:
    """Game ``number``'s seed in the run of seed ``seed``: a function of those two alone (SHA-512 of the text, as
    :class:`random.Random` seeds from a string), whichever process plays it."""
    return random.Random(f"bttcg-play:{seed}:{number}").getrandbits(63)


def play_one(job: PlayJob, decks: tuple[Any, Any], number: int, trace: bool = False) -> GameResultLike:
    """Game ``number`` of the job with ``decks``: its seed, and each strategy's own generator seeded from it."""
    seed = game_seed(job.seed, number)
    strategies = tuple(
        job.engine.strategy_factory(name)(random.Random(f"{seed}:{seat}")) for seat, name in enumerate(job.strategies)
    )
    try:
        return job.engine.play_game(decks, (strategies[0], strategies[1]), seed, trace=trace, max_turns=job.max_turns)
    except (UnsupportedError, CardFaceError) as exc:  # refused by raising (a card whose text the engine cannot
        # read is refused as the game is set up): the game counts as an error all the same
        return Refused(f"not answered by this version: {exc}")
    except Exception as exc:  # a bug of the engine (exit status 1): said with the game to replay it by
        raise GameCrashError(
            f"game {number} of the run of seed {job.seed} (play_game seed {seed}): {type(exc).__name__}: {exc}"
        ) from exc


class GameCrashError(RuntimeError):
    """The engine failed inside a game (a bug, never an answer): the game's number and seeds, and the failure."""


@dataclass(frozen=True)
class Refused:
    """A game the engine refused by raising :class:`UnsupportedError` (``GameResult.error`` is the usual way)."""

    error: str
    winner: int | None = None
    turns: int = 0
    census: Mapping[str, CardUseLike] = field(default_factory=dict)
    trace: tuple[str, ...] = ()
    end: str = "refused"


def play_part(job: PlayJob, start: int, count: int) -> RunTally:
    """Games ``start`` to ``start + count - 1`` of the job (both of each pair in a playtest)."""
    tally = RunTally(tested=PlayTally() if job.tested is not None else None)
    for number in range(start, start + count):
        trace = job.trace and number == 0
        plain = play_one(job, job.decks, number, trace)
        tally.plain.add_game(plain)
        if trace:
            tally.trace = plain.trace
        if job.tested is not None and tally.tested is not None:
            tested = play_one(job, job.tested, number)
            tally.tested.add_game(tested)
            if plain.error is None and tested.error is None:
                if tested.winner == 0 and plain.winner != 0:
                    tally.pairs.won_only_with += 1
                elif plain.winner == 0 and tested.winner != 0:
                    tally.pairs.won_only_without += 1
    return tally


def parts(games: int, chunk: int = CHUNK) -> list[tuple[int, int]]:
    """The run's games as (first game, count) parts of at most ``chunk`` games."""
    return [(start, min(chunk, games - start)) for start in range(0, games, chunk)]


def run_games(job: PlayJob, games: int, workers: int = 1, progress: Callable[[int], None] | None = None) -> RunTally:
    """Plays ``games`` games of the job in this process (``workers`` 1) or split per part over ``workers``
    processes; the totals are the same either way. ``progress`` is told the games done after each part."""
    total = RunTally(tested=PlayTally() if job.tested is not None else None)
    done = 0
    if workers <= 1:
        for start, count in parts(games, 1):  # the progress bar told after every game
            total = total.merged(play_part(job, start, count))
            done += count
            if progress is not None:
                progress(done)
        return total
    chunk = max(1, min(CHUNK, games // (workers * 4)))  # every process a share, even of a few games
    with ProcessPoolExecutor(max_workers=workers) as pool:
        pending: set[Future[RunTally]] = {
            pool.submit(play_part, job, start, count) for start, count in parts(games, chunk)
        }
        while pending:
            finished, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in finished:
                part = future.result()
                total = total.merged(part)
                done += part.plain.games
                if progress is not None:
                    progress(done)
    return total
