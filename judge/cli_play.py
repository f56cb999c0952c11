"""The ``judge`` commands that answer positions and play: ``simulate``, ``scenario to-text``/``to-yaml``, ``quiz``
and ``domination play`` (``shared/spec/command-line.md``). The parser and the other commands are in
:mod:`judge.cli`."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from judge.cli_common import UsageError, _current_pool, _emit, _load_pool
from judge.pool import CardPool


def _check_strategies(command: str, names: list[str]) -> None:
    """:raises UsageError: for a name that is no built-in strategy, or a priorities file that does not read."""
    from judge.domination.strategies import strategy_factory
    from judge.importers.errors import PoolFileError
    from judge.scenario_input import ScenarioError

    for name in names:
        try:
            strategy_factory(name)
        except KeyError as exc:
            raise UsageError(f"{command}: {exc.args[0]}") from None
        except (PoolFileError, ScenarioError) as exc:
            raise UsageError(f"{command}: strategy {name}: {exc}") from None


def cmd_domination_play(args: argparse.Namespace) -> None:
    from judge.domination.selfplay import MAX_GAMES, build_cards, cpu_count, progress_bar, run_games, run_parallel

    if len(args.strategy) != 2:
        raise UsageError("domination play: give --strategy exactly twice")
    _check_strategies("domination play", args.strategy)
    if not 1 <= args.games <= MAX_GAMES:
        raise UsageError(f"domination play: --games must be 1-{MAX_GAMES}")
    workers = cpu_count() if args.workers == 0 else args.workers
    if not 1 <= workers <= 64:
        raise UsageError("domination play: --workers must be 0-64")
    if args.allegiance or args.pool:
        cards = build_cards(_load_pool(args))
    else:
        cards = build_cards(CardPool.load(include_saved=False, include_env=False))
    allegiances = tuple(c.name for c in cards if c.is_allegiance) if args.allegiance else ()
    if args.allegiance and not allegiances:
        raise UsageError(
            "domination play: --allegiance needs Allegiance cards: the seed lists none; give a card file with "
            "'card_type: Allegiance' cards (--pool FILE, or save it with 'judge cards import')"
        )
    strategies = (args.strategy[0], args.strategy[1])
    if workers == 1:
        progress = None if args.no_progress or args.json else progress_bar(args.games)
        tally = run_games(
            cards, strategies, args.games, args.seed, progress=progress, allegiances=allegiances, supply=args.supply
        )
    else:
        tally = run_parallel(cards, strategies, args.games, args.seed, workers, allegiances, supply=args.supply)
    data = {**tally.as_json(), "supply": args.supply}
    supply = "a random Supply each game" if args.supply == "random" else "the first-game Supply"
    lines = [
        f"{data['games']} games ({supply}), {data['draws']} draws, {data['mean_turns']:.1f} turns a game on average"
    ]
    for result in data["results"]:
        low, high = result["ci95"]
        lines.append(f"  {result['strategy']:10s} {result['rate']:6.1%} wins  (95% interval {low:.1%} to {high:.1%})")
    _emit(args, data, "\n".join(lines))


def cmd_domination_balance(args: argparse.Namespace) -> None:
    from judge.domination.balance import run_balance
    from judge.domination.balance_html import balance_html
    from judge.domination.selfplay import MAX_GAMES, build_cards, progress_bar
    from judge.domination.sweep import SweepError, run_sweep

    names = args.strategy or ["random", "random"]
    if len(names) != 2:
        raise UsageError("domination balance: give --strategy twice, or not at all")
    if not 1 <= args.games <= MAX_GAMES:
        raise UsageError(f"domination balance: --games must be 1-{MAX_GAMES}")
    _check_strategies("domination balance", names)
    html_path = Path(args.html) if args.html else None
    if html_path is not None and not html_path.parent.is_dir():
        raise UsageError(f"domination balance: --html: no folder {str(html_path.parent)!r}")
    cards = build_cards(CardPool.load(include_saved=False, include_env=False))
    progress = None if args.no_progress or args.json else progress_bar(args.games)
    if args.dask is not None:
        if not 1 <= args.workers <= 64:
            raise UsageError("domination balance: --workers must be 1-64")
        try:
            report = run_sweep(
                cards,
                (names[0], names[1]),
                args.games,
                args.seed,
                scheduler=None if args.dask == "local" else args.dask,
                workers=args.workers,
            )
        except SweepError as exc:
            raise UsageError(f"domination balance: {exc}") from None
    else:
        report = run_balance(cards, (names[0], names[1]), args.games, args.seed, progress=progress)
    data = report.as_json()
    if html_path is not None:
        try:
            html_path.write_text(balance_html(data), encoding="utf-8")
        except OSError as exc:
            raise UsageError(f"domination balance: --html: cannot write {str(html_path)!r}: {exc.strerror}") from None
    seats = data["seats"]
    lines = [
        f"{data['games']} games ({' vs '.join(data['strategies'])}, random Supplies): first seat wins "
        f"{seats['first']['rate']:.1%}, second {seats['second']['rate']:.1%}, {seats['draws']} draws",
        "card                          games  bought win rate  not bought win rate  difference",
    ]
    for c in data["cards"]:
        b, n, diff = c["bought"], c["not_bought"], c["difference"]
        bought = "-" if b["rate"] is None else f"{b['rate']:.1%}"
        other = "-" if n["rate"] is None else f"{n['rate']:.1%}"
        lines.append(
            f"{c['card'][:29]:29s} {c['games']:6d}  {bought:>15s}  {other:>19s}  "
            + ("-" if diff is None else f"{diff:+.1%}")
        )
    _emit(args, data, "\n".join(lines))


def cmd_simulate(args: argparse.Namespace) -> None:
    from judge.simulate import SimulateError, simulate_file

    path = None if args.file == "-" else Path(args.file)
    try:
        answer = simulate_file(path, _current_pool(args))
    except SimulateError as exc:
        raise UsageError(f"simulate: {exc}") from None
    lines = [f"legal: {'yes' if answer['legal'] else 'no'}"]
    for violation in answer["violations"]:
        share = f" (in {violation['probability']} of the outcomes)" if "probability" in violation else ""
        lines.append(
            f"  violation (action {violation['action']}){share}: {violation['message']} "
            f"[{', '.join(violation['rules'])}]"
        )
    lines.append("trace:")
    lines += [f"  {step['text']}  [{', '.join(step['rules'])}]" for step in answer["trace"]]
    for attack in answer.get("attacks", []):
        odds = ", ".join(f"{damage}: {p}" for damage, p in attack["damage"].items())
        negated = " (negated)" if attack["negated"] else ""
        lines.append(f"attack {attack['action']}{negated}: damage {odds}; destroys the target: {attack['destroyed']}")
    estimate = answer.get("estimate")
    if estimate:
        lines.append(
            f"estimate: {estimate['samples']} games with seeds {estimate['seeds']}; observed fractions with "
            f"{estimate['confidence']:.0%} Wilson intervals"
        )
    if "initiative" in answer:
        scores = ", ".join(f"{p} {n}" for p, n in answer["initiative"]["scores"].items())
        lines.append(f"initiative: {answer['initiative']['winner']} wins ({scores})")
    rest = answer.get("outcomes_rest", {}).get("count", 0)
    listed = len(answer["outcomes"])
    lines.append(f"outcomes ({listed + rest:,}; the {listed} most likely listed):" if rest else f"outcomes ({listed}):")
    for outcome in answer["outcomes"][:10]:
        if "board" in outcome:
            units = ", ".join(f"{sq} {u['unit']} {u['hits']}" for sq, u in outcome["board"].items())
        elif "stockpiles" in outcome:  # BattleTech: each card's state and the Stockpiles
            units = "; ".join(_bttcg_card(card_id, card) for card_id, card in outcome["cards"].items())
            units += "; Stockpiles " + ", ".join(f"{p} {n}" for p, n in outcome["stockpiles"].items())
        else:  # Domination: each player's score and deployment
            units = "; ".join(
                f"{name} score {p['score']}, deployed {', '.join(p['deployment']) or 'nothing'}"
                for name, p in outcome["players"].items()
            )
        winner = f"; winner {outcome['winner']}" if outcome.get("winner") else ""
        interval = outcome.get("interval")
        spread = f" [{interval[0]:.3f}, {interval[1]:.3f}]" if interval else ""
        lines.append(f"  {outcome['probability']}{spread}: {units}{winner}")
    if answer.get("summary"):
        lines.append(f"verdict: {answer['summary']}")  # the answer in words, last (the lines above keep their places)
    _emit(args, answer, "\n".join(lines))


def cmd_quiz(args: argparse.Namespace) -> None:
    import secrets

    from judge.knowledge import KnowledgeBase
    from judge.quiz.generate import QuizError, generate_quiz
    from judge.quiz.present import quiz_text

    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    try:
        quiz = generate_quiz(
            KnowledgeBase.load(args.pool),
            count=args.count,
            seed=seed,
            games=args.game,
            kinds=args.kind,
            difficulty=args.difficulty,
        )
    except QuizError as exc:
        raise UsageError(f"quiz: {exc}") from None
    _emit(args, quiz.model_dump(mode="json"), quiz_text(quiz, answers=args.answers))


def _bttcg_card(card_id: str, card: dict[str, Any]) -> str:
    state = [
        f"{card['damage']} damage" if card["damage"] else "",
        "depleted" if card["depleted"] else "tapped" if card["tapped"] else "",
    ]
    if card["counters"]:
        state.append(f"{card['counters']} counters")
    details = ", ".join(s for s in state if s)
    return f"{card_id} {card['zone']}" + (f" ({details})" if details else "")


def cmd_scenario_convert(args: argparse.Namespace) -> None:
    from judge.bttcg.convert import convert
    from judge.simulate import SimulateError, read_scenario_file

    path = None if args.file == "-" else Path(args.file)
    command = f"scenario {args.scenario_command}"
    try:
        source, text = read_scenario_file(path)
        sys.stdout.write(convert(text, source, "text" if args.scenario_command == "to-text" else "yaml"))
    except SimulateError as exc:
        raise UsageError(f"{command}: {exc}") from None
