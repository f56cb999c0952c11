"""``judge bttcg play`` (issue 19): whole BattleTech TCG games between two decks, with win rates and their 95% Wilson
intervals, draws, the games the engine refused (each refusal with its count), mean turns, a card census, one game's
cited trace (``--trace``), a playtest of a custom card (``--card``), the games split over processes (``--workers``)
or Dask workers (``--dask``). Exit status as ``shared/spec/command-line.md`` says: every bad input is a usage error."""

from __future__ import annotations

import argparse
import os
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from judge.bttcg.play_runs import (
    DEFAULT_MAX_TURNS,
    MAX_GAMES,
    MAX_TURNS,
    Engine,
    PlayJob,
    default_engine,
    run_games,
)
from judge.bttcg.play_tally import PlayTally, RunTally
from judge.cli_common import UsageError, _emit
from judge.selfplay_common import cpu_count, progress_bar, wilson

MAX_WORKERS = 64
MAX_TRACE_BYTES = 4_000_000
"""The most a ``--trace`` file holds; a longer trace is cut at a line, with a last line saying so."""
RANDOM_DECK = "random:"


def add_bttcg_commands(
    commands: Any,
    parser_class: type[argparse.ArgumentParser],
    pool_option: Callable[[argparse.ArgumentParser], None],
    json_option: Callable[[argparse.ArgumentParser], None],
) -> None:
    """``judge bttcg play``, added to the ``judge`` parser's subcommands."""
    bttcg = commands.add_parser("bttcg", help="BattleTech TCG: whole games between two decks")
    bttcg_commands = bttcg.add_subparsers(dest="bttcg_command", required=True, parser_class=parser_class)
    play = bttcg_commands.add_parser(
        "play",
        help="whole games between two decks: win rates with 95%% intervals, refusals, a card census",
        description="Play whole BattleTech TCG games, from the shuffle to the last Stockpile card, between deck A "
        "and deck B (the first and second --deck). Each game's seed comes from --seed and its number only: the "
        "same --seed gives the same totals whatever --workers.",
    )
    play.add_argument(
        "--deck",
        action="append",
        required=True,
        metavar="DECK",
        help="give it twice: a deck list (the formats 'judge deck check' reads) or random:AFFILIATION (a legal "
        "random deck of that affiliation, drawn from the pool with the run's seed)",
    )
    play.add_argument("--games", type=int, default=100, help=f"how many games (1-{MAX_GAMES:,}, default 100)")
    play.add_argument("--seed", type=int, default=1, help="the run's seed (default 1)")
    play.add_argument(
        "--strategy",
        action="append",
        metavar="STRATEGY",
        help="give it twice (deck A's, then deck B's): random or heuristic (default: random twice)",
    )
    play.add_argument("--workers", type=int, default=1, help="processes (0: every core; default 1)")
    play.add_argument(
        "--max-turns",
        type=int,
        default=DEFAULT_MAX_TURNS,
        help=f"turns after which a game is a draw (1-{MAX_TURNS:,}, default {DEFAULT_MAX_TURNS})",
    )
    play.add_argument("--trace", metavar="FILE", help="write the first game's full cited trace to FILE")
    play.add_argument(
        "--card",
        metavar="FILE",
        help="a playtest: the custom card (a card file, as 'judge validate' reads) added to deck A; its census "
        "and deck A's win rate with and without it over the same seeds",
    )
    play.add_argument("--no-progress", action="store_true", help="no progress bar on standard error")
    play.add_argument(
        "--dask",
        nargs="?",
        const="local",
        metavar="ADDRESS",
        help="play the games on Dask's distributed scheduler (the optional 'sweep' extra): a local cluster of "
        "--workers processes, or the scheduler at ADDRESS (tcp://host:8786); the totals are those of one process",
    )
    pool_option(play)
    json_option(play)


def cmd_bttcg_play(args: argparse.Namespace) -> None:
    command = "bttcg play"
    decks_given: list[str] = args.deck
    if len(decks_given) != 2:
        raise UsageError(f"{command}: give --deck exactly twice (deck A, then deck B)")
    names = args.strategy or ["random", "random"]
    if len(names) != 2:
        raise UsageError(f"{command}: give --strategy twice (deck A's, then deck B's), or not at all")
    if not 1 <= args.games <= MAX_GAMES:
        raise UsageError(f"{command}: --games must be 1-{MAX_GAMES}")
    if not 0 <= args.workers <= MAX_WORKERS:
        raise UsageError(f"{command}: --workers must be 0-{MAX_WORKERS} (0: every core)")
    if not 1 <= args.max_turns <= MAX_TURNS:
        raise UsageError(f"{command}: --max-turns must be 1-{MAX_TURNS}")
    trace_path = _trace_path(command, args.trace)
    engine = default_engine()
    for name in names:
        try:
            engine.strategy_factory(name)
        except KeyError as exc:  # its message names the strategies there are
            raise UsageError(f"{command}: --strategy: {exc.args[0] if exc.args else name}") from None
    pool = _knowledge(args.pool)  # the cards as they play now: the rulings' errata applied
    decks = (
        _deck(command, engine, decks_given[0], pool, args.seed, 0),
        _deck(command, engine, decks_given[1], pool, args.seed, 1),
    )
    tested = None
    card_name = None
    if args.card is not None:
        card = _engine_call(command, f"--card {args.card}", lambda: engine.custom_card(Path(args.card)))
        card_name = str(card.name)
        tested = (_engine_call(command, "--card", lambda: engine.with_card(decks[0], card)), decks[1])
    job = PlayJob(
        decks,
        (names[0], names[1]),
        args.seed,
        engine,
        max_turns=args.max_turns,
        tested=tested,
        trace=trace_path is not None,
    )
    workers = cpu_count() if args.workers == 0 else args.workers
    if args.dask is not None:
        tally = _dask(command, job, args)
    else:
        show = not (args.no_progress or args.json) and sys.stderr.isatty()
        tally = run_games(job, args.games, workers, progress_bar(args.games) if show else None)
    if trace_path is not None:
        _write_trace(command, trace_path, tally.trace or ())
    labels = (_label(decks_given[0]), _label(decks_given[1]))
    data = _answer(tally, labels, job, card_name)
    if trace_path is not None:
        data["trace"] = str(trace_path)
    _emit(args, data, _text(data))


def _knowledge(files: list[Path]) -> Any:
    from judge.knowledge import KnowledgeBase

    return KnowledgeBase.load(files)


def _label(given: str) -> str:
    return given if given.startswith(RANDOM_DECK) else Path(given).name


def deck_seed(seed: int, index: int) -> int:
    """The seed of deck ``index``'s random deck (``random:AFFILIATION``) in the run of seed ``seed``."""
    return random.Random(f"bttcg-deck:{seed}:{index}").getrandbits(31)


def _engine_call(command: str, what: str, call: Callable[[], Any]) -> Any:
    """A deck or card built by ``judge.bttcg.game.decks``: a deck or card that is not right is a usage error."""
    try:
        return call()
    except (ValueError, LookupError) as exc:  # DeckFileError, PoolFileError and ScenarioError are ValueErrors
        message = exc.args[0] if isinstance(exc, KeyError) and exc.args else exc
        raise UsageError(f"{command}: {what}: {message}") from None
    except OSError as exc:
        raise UsageError(f"{command}: {what}: cannot read it: {exc.strerror or exc}") from None


def _deck(command: str, engine: Engine, given: str, pool: Any, seed: int, index: int) -> Any:
    player = "AB"[index]
    if given.startswith(RANDOM_DECK):
        affiliation = given.removeprefix(RANDOM_DECK).strip()
        if not affiliation:
            raise UsageError(f"{command}: --deck {given!r}: name the affiliation (random:Davion, random:Jade Falcon)")
        return _engine_call(
            command,
            f"deck {player} ({given})",
            lambda: engine.random_deck(pool, affiliation, deck_seed(seed, index)),
        )
    path = Path(given)
    if not path.is_file():
        raise UsageError(f"{command}: deck {player}: no file {given!r} (a deck list, or random:AFFILIATION)")
    return _engine_call(command, f"deck {player} ({given})", lambda: engine.deck_from_file(path, pool))


def _trace_path(command: str, given: str | None) -> Path | None:
    """``--trace FILE`` checked before any game is played: never a folder, in a folder that exists and may be
    written."""
    if given is None:
        return None
    path = Path(given)
    if path.is_dir():
        raise UsageError(f"{command}: --trace: {given!r} is a folder (give a file to write)")
    folder = path.parent
    if not folder.is_dir():
        raise UsageError(f"{command}: --trace: no folder {str(folder)!r}")
    if (path.exists() and not os.access(path, os.W_OK)) or not os.access(folder, os.W_OK):
        raise UsageError(f"{command}: --trace: {given!r} cannot be written (no permission)")
    return path


def _write_trace(command: str, path: Path, lines: tuple[str, ...]) -> None:
    """The trace, one step a line, cut at a line once it reaches :data:`MAX_TRACE_BYTES`."""
    kept: list[str] = []
    size = 0
    for number, line in enumerate(lines):
        size += len(line.encode("utf-8")) + 1
        if size > MAX_TRACE_BYTES:
            kept.append(
                f"... the trace is cut here: {len(lines) - number} more lines (at most {MAX_TRACE_BYTES:,} bytes)"
            )
            break
        kept.append(line)
    try:
        path.write_text("".join(f"{line}\n" for line in kept), encoding="utf-8")
    except OSError as exc:
        raise UsageError(f"{command}: --trace: cannot write {str(path)!r}: {exc.strerror or exc}") from None


def _dask(command: str, job: PlayJob, args: argparse.Namespace) -> RunTally:
    from judge.bttcg.play_sweep import SweepError, run_sweep

    if not 1 <= args.workers <= MAX_WORKERS:
        raise UsageError(f"{command}: --workers must be 1-{MAX_WORKERS} with --dask (the local cluster's processes)")
    try:
        return run_sweep([job], args.games, None if args.dask == "local" else args.dask, args.workers)[0]
    except SweepError as exc:
        raise UsageError(f"{command}: {exc}") from None


def _answer(tally: RunTally, labels: tuple[str, str], job: PlayJob, card: str | None) -> dict[str, Any]:
    data = {
        "seed": job.seed,
        "max_turns": job.max_turns,
        **tally.plain.as_json(labels, job.strategies),
    }
    if tally.tested is not None and card is not None:
        data["playtest"] = _playtest(tally, labels, job, card)
    return data


def _playtest(tally: RunTally, labels: tuple[str, str], job: PlayJob, card: str) -> dict[str, Any]:
    """Deck A with and without the card over the same seeds: both win rates with their intervals, the difference,
    and the paired games whose winner the card changed."""
    tested = tally.tested or PlayTally()
    with_rate, with_low, with_high = tested.rate(0)
    without_rate, without_low, without_high = tally.plain.rate(0)
    played, abilities = tested.census.get(card, [0, 0])
    changed = tally.pairs.won_only_with + tally.pairs.won_only_without
    low, high = wilson(tally.pairs.won_only_with, changed)
    return {
        "card": card,
        "played": played,
        "abilities": abilities,
        "with": {"rate": with_rate, "ci95": [with_low, with_high]},
        "without": {"rate": without_rate, "ci95": [without_low, without_high]},
        "difference": with_rate - without_rate,
        "pairs": {
            "won_only_with": tally.pairs.won_only_with,
            "won_only_without": tally.pairs.won_only_without,
            "share_with": tally.pairs.won_only_with / changed if changed else None,
            "ci95": [low, high],
        },
        "with_card": tested.as_json((f"{labels[0]} + {card}", labels[1]), job.strategies),
    }


def _text(data: dict[str, Any]) -> str:
    lines = [
        f"{data['games']} games (seed {data['seed']}): {data['wins']['draw']} draws, {data['errors']['games']} "
        f"refused by the engine, {data['mean_turns']:.1f} turns a finished game on average"
    ]
    for player in data["players"]:
        low, high = player["ci95"]
        lines.append(
            f"  {player['player']}  {player['deck'][:28]:28s} {player['strategy']:10s} {player['rate']:6.1%} wins "
            f"(95% interval {low:.1%} to {high:.1%})"
        )
    if data["errors"]["messages"]:
        lines.append("refused (games, refusal):")
        lines += [f"  {e['count']:5d}  {e['message']}" for e in data["errors"]["messages"]]
    if data["ends"]:
        lines.append("ends: " + ", ".join(f"{end} {count}" for end, count in data["ends"].items()))
    playtest = data.get("playtest")
    if playtest is not None:
        pairs = playtest["pairs"]
        lines.append(
            f"playtest of {playtest['card']} in deck A: played {playtest['played']} times, abilities executed "
            f"{playtest['abilities']} times"
        )
        for key in ("with", "without"):
            low, high = playtest[key]["ci95"]
            lines.append(f"  {key:7s} it: A wins {playtest[key]['rate']:6.1%} (95% interval {low:.1%} to {high:.1%})")
        lines.append(
            f"  difference {playtest['difference']:+.1%}; over the same seeds A won {pairs['won_only_with']} games "
            f"only with it and {pairs['won_only_without']} only without it"
        )
    lines.append("cards (times played, abilities executed):")
    lines += [f"  {c['card'][:40]:40s} {c['played']:7d} {c['abilities']:7d}" for c in data["cards"]]
    if "trace" in data:
        lines.append(f"the first game's trace: {data['trace']}")
    return "\n".join(lines)
