"""The ``judge`` command (``shared/spec/command-line.md``).

Exit status: 0 answered, 2 malformed input or usage (one line on standard error), 1 an internal error.
"""

from __future__ import annotations

import argparse
import html
import json
import re
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import NoReturn

from judge import __version__, saved_pool
from judge.cards.models import GAMES, Game
from judge.cards.present import card_json, card_summary, card_text, type_line
from judge.cli_bttcg_play import add_bttcg_commands, cmd_bttcg_play
from judge.cli_common import UsageError, _emit, _load_pool
from judge.cli_play import cmd_domination_balance, cmd_domination_play, cmd_quiz, cmd_scenario_convert, cmd_simulate
from judge.importers import ImportReport, PoolFileError, read_card_file
from judge.pool import CardLookupError, CardPool, builtin_files
from judge.rulings.loader import RulingsFileError
from judge.saved_pool import import_card_file


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        command = self.prog.removeprefix("judge").strip()
        raise UsageError(f"{command}: {message}" if command else message)


def _pool_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--pool",
        action="append",
        default=[],
        metavar="FILE",
        type=Path,
        help="a card file to load as well (repeatable): LackeyCCG setinfo.txt, Commander's Edition spoiler list "
        "or project card file; JUDGE_POOL adds more (paths separated by ':')",
    )


def _json_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print one JSON document")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="judge", description="Rules judge for the BattleTech TCG, Domination and Mech chess.")
    parser.add_argument("--version", action="version", version=f"judge {__version__}")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    serve = commands.add_parser("serve", help="run the web service with a production WSGI server")
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=8000)
    serve.add_argument("--workers", type=int, default=2, help="worker processes (default 2)")
    _pool_option(serve)

    card = commands.add_parser("card", help="one card: stats, current and printed text, sources")
    card.add_argument("name", help="the card's name (case-insensitive; set suffixes and model codes optional)")
    card.add_argument("--game", choices=GAMES, help="look only among this game's cards")
    _pool_option(card)
    _json_option(card)

    cards = commands.add_parser("cards", help="the card pool: list, import, doctor")
    cards_commands = cards.add_subparsers(dest="cards_command", required=True, parser_class=_Parser)
    listing = cards_commands.add_parser("list", help="list the loaded cards")
    listing.add_argument("--game", choices=GAMES)
    listing.add_argument("--set", dest="set_name", metavar="SET", help="a BattleTech TCG set, e.g. Unlimited")
    listing.add_argument("--type", dest="card_type", metavar="TYPE", help="card type, e.g. Unit, Mission, Support")
    _pool_option(listing)
    _json_option(listing)
    importing = cards_commands.add_parser("import", help="validate a card file and add it to your saved pool")
    importing.add_argument("file", type=Path)
    _json_option(importing)
    doctor = cards_commands.add_parser(
        "doctor",
        help="rebuild the saved pool's manifest from its files that read and merge (the others moved to damaged/)",
    )
    _json_option(doctor)
    coverage = cards_commands.add_parser(
        "coverage", help="how much of the loaded pool the grammar reads and the engine executes"
    )
    coverage.add_argument("--set", dest="set_name", metavar="SET", help="only the printings of this set")
    coverage.add_argument("--game", choices=GAMES, help="only this game's cards")
    coverage.add_argument("--show", choices=("failed", "partial", "all"), help="list these printings in text output")
    _pool_option(coverage)
    _json_option(coverage)

    search = commands.add_parser(
        "search",
        help="cards, rulings and rules matching a query",
        description=SEARCH_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    search.add_argument("query", nargs="+", help="the query (see above); several arguments are joined by spaces")
    search.add_argument("--limit", type=int, default=20, help="results per page (1-100, default 20)")
    search.add_argument("--page", type=int, default=1)
    search.add_argument("--explain", action="store_true", help="restate the query in English, do not search")
    _pool_option(search)
    _json_option(search)

    domination = commands.add_parser("domination", help="Battletech: Domination: self-play")
    domination_commands = domination.add_subparsers(dest="domination_command", required=True, parser_class=_Parser)
    play = domination_commands.add_parser("play", help="strategies against each other; win rates with 95% intervals")
    play.add_argument(
        "--strategy",
        action="append",
        required=True,
        metavar="STRATEGY",
        help="give it twice: the two strategies (big-money, attack, random, strong, or a priorities file *.yaml: "
        "see strategies/strong.yaml)",
    )
    play.add_argument("--games", type=int, default=1000)
    play.add_argument("--seed", type=int, default=1)
    play.add_argument("--workers", type=int, default=1, help="processes (0: every core)")
    play.add_argument("--no-progress", action="store_true", help="no progress bar on standard error")
    play.add_argument(
        "--supply",
        choices=("first-game", "random"),
        default="first-game",
        help="the Supply of each game: the recommended first-game Supply (default) or a legal random one per game "
        "(seeded): 6 Unit and 6 other piles (domination/the-supply-4, the-supply-5)",
    )
    play.add_argument(
        "--allegiance",
        action="store_true",
        help="play with the Allegiance add-on: the pool's Allegiance cards (from --pool files or saved card files)",
    )
    _pool_option(play)
    _json_option(play)
    balance = domination_commands.add_parser(
        "balance", help="each Supply card's win rate when bought and when not, over random Supplies; seat balance"
    )
    balance.add_argument(
        "--strategy",
        action="append",
        metavar="STRATEGY",
        help="give it twice to choose the two strategies (default: random twice: what a card does, not who buys it)",
    )
    balance.add_argument("--games", type=int, default=2000)
    balance.add_argument("--seed", type=int, default=1)
    balance.add_argument("--no-progress", action="store_true", help="no progress bar on standard error")
    balance.add_argument(
        "--dask",
        nargs="?",
        const="local",
        metavar="ADDRESS",
        help="play the games on Dask's distributed scheduler (the optional 'sweep' extra): a local cluster, or the "
        "scheduler at ADDRESS (tcp://host:8786); the counts are those of the same run in one process",
    )
    balance.add_argument("--workers", type=int, default=2, help="processes of the local Dask cluster (default 2)")
    balance.add_argument(
        "--html", metavar="FILE", help="also write the report as an HTML page: a sortable table and a chart"
    )
    _json_option(balance)

    add_bttcg_commands(commands, _Parser, _pool_option, _json_option)

    deck = commands.add_parser("deck", help="BattleTech TCG deck lists: check")
    deck_commands = deck.add_subparsers(dest="deck_command", required=True, parser_class=_Parser)
    check = deck_commands.add_parser(
        "check",
        help="deck legality (size, Universe Deck Construction, Unique, non-'Mech limit), each problem cited",
        description="Check a BattleTech TCG deck list (a plain list or a LackeyCCG .dek; see the README). "
        "An illegal deck is still an answer (exit status 0, legal: no); a list that does not read or names "
        "an unknown card is malformed input (exit status 2).",
    )
    check.add_argument("file", help="the deck list; '-' reads standard input")
    check.add_argument(
        "--affiliation",
        metavar="NAME",
        help="the deck's chosen affiliation (Davion, Jade Falcon...); replaces an 'Affiliation:' line of the list",
    )
    check.add_argument(
        "--no-universe",
        action="store_true",
        help="casual play: do not apply Universe Deck Construction (affiliation, alignment, non-'Mech Units)",
    )
    check.add_argument("--tournament", action="store_true", help="also report cards banned from tournament play")
    _pool_option(check)
    _json_option(check)

    quiz = commands.add_parser(
        "quiz",
        help="judge-training questions with answers and cited explanations",
        description="Judge-training questions generated from the rules: scenario, ruling and card questions, the "
        "right answer computed by the engine, the wrong ones by the same engine under named misrulings. The same "
        "--seed (and card pool) gives the same quiz; without it a seed is drawn and printed.",
    )
    quiz.add_argument("--count", type=int, default=10, help="how many questions (1-50, default 10)")
    quiz.add_argument("--seed", type=int, help="the quiz's seed (0 or more): the same seed, the same quiz")
    quiz.add_argument("--game", action="append", choices=GAMES, help="only this game's questions (repeatable)")
    quiz.add_argument(
        "--kind", action="append", choices=("scenario", "ruling", "card"), help="only this kind (repeatable)"
    )
    quiz.add_argument("--difficulty", choices=("easy", "medium", "hard"), help="only questions of this difficulty")
    quiz.add_argument("--answers", action="store_true", help="print each answer and its explanations after it")
    _pool_option(quiz)
    _json_option(quiz)

    simulate = commands.add_parser("simulate", help="answer a scenario file (see shared/spec/scenario-format.md)")
    simulate.add_argument("file", help="the scenario (YAML, or plain text for bttcg); '-' reads standard input")
    _pool_option(simulate)
    _json_option(simulate)

    scenario = commands.add_parser("scenario", help="convert a BattleTech scenario between YAML and plain English")
    scenario_commands = scenario.add_subparsers(dest="scenario_command", required=True, parser_class=_Parser)
    for name, spelling in (("to-text", "plain English"), ("to-yaml", "YAML")):
        convert = scenario_commands.add_parser(name, help=f"write a scenario (YAML or plain text) in {spelling}")
        convert.add_argument("file", help="the scenario; '-' reads standard input")

    rule = commands.add_parser("rule", help="one rule, glossary entry or ruling by id, with its citation and links")
    rule.add_argument("id", help="a record id such as rulebook/resolving-damage")
    _json_option(rule)

    validate = commands.add_parser("validate", help="check a custom card file (YAML; see the README)")
    validate.add_argument("file", type=Path)
    _json_option(validate)

    parse = commands.add_parser("parse", help="parse card text into the effect DSL")
    parse.add_argument("text", nargs="?", help="the card text ('-' reads standard input)")
    parse.add_argument("--name", help="the card's own name, as its text may name itself")
    parse.add_argument("--type", dest="card_type", choices=("Unit", "Command", "Mission"), help="the card's type")
    parse.add_argument("--schema", action="store_true", help="print the JSON Schema of the effect DSL instead")
    _json_option(parse)
    return parser


def cmd_card(args: argparse.Namespace) -> None:
    from judge.knowledge import KnowledgeBase
    from judge.rulings.present import record_summary, rulings_text

    knowledge = KnowledgeBase.load(args.pool)
    game: Game | None = args.game
    card = knowledge.pool.lookup(args.name, game, fuzzy=True)
    rulings = knowledge.rulings_for(card)
    data = {"card": card_json(card), "rulings": [record_summary(r) for r in rulings]}
    _emit(args, data, card_text(card) + rulings_text(rulings))


SEARCH_HELP = """\
The query language (as on Scryfall):
  heavy fog                 words: all must match (card names, card text, rulings)
  "missile fired"           a phrase
  name:sunder               the name (card or rule heading)
  o:"anti-missile"          the current text (also text:)
  t:mission  t:pilot        the type line (also type:): Unit Command Mission 'Mech Pilot Unique Clan Kurita ...
  kw:ecm  kw:overheat       keyword abilities and Unit options the card-text grammar finds
  set:unlimited  set:ce     a set                   speed:fast
  attack>=5 armor<2 structure=10 cost<=6            numbers: = != > >= < <= (cost: total with no assets)
  kind:card kind:ruling kind:rule kind:glossary kind:errata kind:clarification kind:tournament kind:example kind:faq
  src:ce-rulings  src:rulebook  src:rulings-1997  src:002   the source document
  card:"Forged Mission Orders"                      rulings about a card
  current:yes  superseded:yes                       rulings still in force, or replaced by a newer one
  game:bttcg game:domination game:mechchess
  -t:mission                a minus negates          a or b    either          ( ... )   groups
  (at most 8 negations, '-x' or 'field!=x', per query; at most 500 characters)
Examples:
  judge search 'kind:ruling card:"Heavy Fog"'
  judge search 'o:"anti-missile" attack>=5 -t:mission'
  judge search --explain '(kind:errata or kind:tournament) src:ce-rulings'
"""


def cmd_search(args: argparse.Namespace) -> None:
    from judge.search.query import QueryError, explain, parse_query, query_text

    text = " ".join(args.query)
    if not 1 <= args.limit <= 100 or not 1 <= args.page <= 1000:
        raise UsageError("search: --limit must be 1-100 and --page 1-1000")
    try:
        if args.explain:
            parsed = parse_query(text)
            _emit(args, {"query": text, "normalized": query_text(parsed), "explain": explain(parsed)}, explain(parsed))
            return
        from judge.knowledge import KnowledgeBase
        from judge.search.index import SearchIndex

        result = SearchIndex.open(KnowledgeBase.load(args.pool)).search(text, limit=args.limit, page=args.page)
    except QueryError as exc:
        raise UsageError(f"search: {exc}") from None
    lines = []
    if result.corrected:
        lines.append(f"showing results for: {result.corrected} (nothing found for {text!r})")
    if result.question and result.any_of:
        lines.append(f"no answer has every word; the answers with the most of them: {result.question}")
    elif result.question:
        lines.append(f"read as a question; searched for: {result.question}")
    if result.did_you_mean:
        lines.append(f"did you mean: {result.did_you_mean}")
    for hit in result.hits:
        snippet = html.unescape(re.sub(r"<[^>]+>", "", hit.snippet))  # the snippet is HTML: as plain text
        lines.append(f"[{hit.kind}] {hit.title}  ({hit.id})\n    {snippet}")
    facets = ", ".join(f"{k} {v}" for k, v in sorted(result.facets.get("kind", {}).items()))
    lines.append(f"{result.total} results" + (f" ({facets})" if facets else ""))
    _emit(args, result.as_json(), "\n".join(lines))


def cmd_deck_check(args: argparse.Namespace) -> None:
    from judge.bttcg.deck import check_deck
    from judge.bttcg.deckfile import MAX_DECK_BYTES, DeckFileError, read_deck_file
    from judge.knowledge import KnowledgeBase

    try:
        if args.file == "-":
            deck = read_deck_file(None, sys.stdin.buffer.read(MAX_DECK_BYTES + 1))
        else:
            deck = read_deck_file(Path(args.file))
        report = check_deck(
            deck,
            KnowledgeBase.load(args.pool),
            universe=not args.no_universe,
            affiliation=args.affiliation,
            tournament=args.tournament,
        )
    except DeckFileError as exc:
        raise UsageError(f"deck check: {exc}") from None
    _emit(args, report.as_json(), report.text())


def cmd_rule(args: argparse.Namespace) -> None:
    from judge.rulings.present import record_json, record_text
    from judge.rulings.store import RulingBase

    rulings = RulingBase.load()
    record = rulings.get(args.id)
    if record is None:
        import difflib

        close = difflib.get_close_matches(args.id.strip(), list(rulings.by_id), n=5, cutoff=0.5)
        hint = f"; closest: {', '.join(close)}" if close else ""
        raise UsageError(f"rule: no rule or ruling with the id {args.id!r}{hint}")
    _emit(args, {"record": record_json(record, rulings)}, record_text(record, rulings))


def cmd_cards_list(args: argparse.Namespace) -> None:
    pool = _load_pool(args)
    found = pool.filter(args.game, args.set_name, args.card_type)
    lines = [f"{c.name}  [{c.game}] {type_line(c)}" for c in found]
    lines.append(f"{len(found)} cards")
    _emit(args, {"total": len(found), "cards": [card_summary(c) for c in found]}, "\n".join(lines))


def _builtins_plus(reports: list[ImportReport]) -> CardPool:
    builtins = [read_card_file(path) for path in builtin_files()]
    return CardPool.from_reports([*builtins, *reports])


def cmd_cards_import(args: argparse.Namespace) -> None:
    report, target = import_card_file(args.file, check=_builtins_plus)
    pool = CardPool.load()
    data = {
        "file": str(args.file),
        "format": report.format,
        "records": report.count,
        "warnings": report.warnings,
        "notes": report.notes,
        "saved_as": str(target),
        "pool_cards": len(pool.cards),
    }
    text = [
        f"{args.file}: {report.format}, {report.count} records; saved as {target}",
        f"the pool now holds {len(pool.cards)} cards",
        *(f"note: {n}" for n in report.notes),
        *(f"warning: {w}" for w in report.warnings),
    ]
    _emit(args, data, "\n".join(text))


def cmd_cards_doctor(args: argparse.Namespace) -> None:
    report = saved_pool.doctor(check=_builtins_plus)  # the whole pool merges, as import checks
    _emit(args, report.as_json(), report.as_text())


def cmd_cards_coverage(args: argparse.Namespace) -> None:
    from judge.cardtext.coverage import measure

    report = measure(_load_pool(args), args.set_name, args.game)
    data = report.as_json()
    total = data["total"] or 1
    lines = [
        f"{data['parsed']} parsed (every sentence read and executed), {data['partial']} partial, {data['failed']} "
        f"failed of {data['total']} printings and cards ({100 * data['parsed'] / total:.1f}% executed; "
        f"{data['read']} read in full by the grammar, {100 * data['read'] / total:.1f}%)"
    ]
    lines += [f"note: {note}" for note in data["notes"]]
    for type_name, counts in data["types"].items():
        lines.append(f"  {type_name}: {counts['parsed']}/{counts['total']} executed, {counts['read']} read")
    for set_name, counts in data["sets"].items():
        size = sum(counts.values())
        lines.append(f"  {set_name}: {counts.get('parsed', 0)}/{size} parsed")
    if args.show:
        for entry in data["cards"]:
            if args.show == "all" or entry["status"] == args.show:
                why = entry["error"] or "; ".join(entry["refused"])
                lines.append(f"{entry['status']:8s} {entry['name']} [{entry['set']}]: {why}")
    _emit(args, data, "\n".join(lines))


def cmd_parse(args: argparse.Namespace) -> None:
    from judge.cardtext.parser import CardTextError, parse_card_text
    from judge.cardtext.render import render_abilities
    from judge.cardtext.text_checks import check_text
    from judge.dsl.models import dsl_schema

    if args.schema:
        json.dump(dsl_schema(), sys.stdout, indent=2)
        sys.stdout.write("\n")
        return
    if args.text is None:
        raise UsageError("parse: give the card text (or '-' to read standard input), or --schema")
    text = sys.stdin.read(1_000_000) if args.text == "-" else args.text
    try:
        result = parse_card_text(text, name=args.name, card_type=args.card_type)
    except CardTextError as exc:
        raise UsageError(f"parse: {exc}") from None
    lines = [render_abilities(result.abilities)] if result.abilities else []
    for error in result.errors:
        lines.append(f"line {error.line}, column {error.column}: {error.message}")
        if error.expected:
            lines.append(f"  expected: {', '.join(error.expected)}")
        if error.suggestion:
            lines.append(f"  did you mean {error.suggestion!r}?")
    problems = check_text(result, args.card_type)
    lines += [f"line {p.line}, column {p.column}: problem: {p.message}" for p in problems]
    data = {**result.as_json(), **({"problems": [p.as_json() for p in problems]} if problems else {})}
    _emit(args, data, "\n".join(lines) or "(no text)")


def cmd_validate(args: argparse.Namespace) -> None:
    from judge.cardtext.render import render_abilities
    from judge.cardtext.validate import validate_file

    reports = validate_file(args.file)
    data = {"file": str(args.file), "ok": all(r.ok for r in reports), "cards": [r.as_json() for r in reports]}
    lines = []
    for report in reports:
        lines.append(f"{report.name or '(unnamed card)'}: {'ok' if report.ok else 'problems'}")
        for p in report.problems:
            where = f"{args.file}:{p.line}" + (f":{p.column}" if p.column else "") if p.line else str(args.file)
            lines.append(f"  {where}: {p.severity}: {p.field}: {p.message}")
        if report.abilities:
            lines += [f"  | {line}" for line in render_abilities(report.abilities).splitlines()]
    _emit(args, data, "\n".join(lines))


def cmd_serve(args: argparse.Namespace) -> None:
    from judge.web.server import serve

    if not 0 < args.port < 65536:
        raise UsageError(f"serve: --port must be 1-65535, not {args.port}")
    if not 1 <= args.workers <= 32:
        raise UsageError(f"serve: --workers must be 1-32, not {args.workers}")
    problem = _port_problem(args.host, args.port)  # before the pool is loaded, and before gunicorn logs its retries
    if problem:
        raise UsageError(f"serve: {problem}")
    serve(args.host, args.port, workers=args.workers, pool_files=args.pool)


def _one_line(message: str) -> str:
    """The contract's one line on standard error, whatever a path or name holds."""
    return message.replace("\r", "\\r").replace("\n", "\\n")


def _os_problem(exc: OSError) -> str:
    """An operating-system refusal in one line: the file, what the system said, and what to do when it is ours."""
    from judge.paths import user_data_dir

    where = f"{exc.filename}: " if exc.filename else ""
    said = f"{where}{exc.strerror or exc}"
    home = str(user_data_dir())
    if exc.filename and str(exc.filename).startswith(home):
        said += f" (judge keeps its data in {home}: set JUDGE_HOME to a folder it can write)"
    return said


def _port_problem(host: str, port: int) -> str | None:
    """Why ``host:port`` cannot be served (in use, not an address of this machine), or ``None``."""
    import socket

    try:
        with socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET, socket.SOCK_STREAM) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            probe.bind((host, port))
    except OSError as exc:
        return f"{host}:{port} cannot be served: {exc.strerror or exc} (choose another --port or --host)"
    return None


def main(argv: Sequence[str] | None = None) -> int:
    try:
        args = build_parser().parse_args(argv)
        grouped = args.command in ("bttcg", "cards", "deck", "domination", "scenario")
        handler = {
            "serve": cmd_serve,
            "card": cmd_card,
            "cards:list": cmd_cards_list,
            "cards:import": cmd_cards_import,
            "cards:doctor": cmd_cards_doctor,
            "cards:coverage": cmd_cards_coverage,
            "parse": cmd_parse,
            "validate": cmd_validate,
            "rule": cmd_rule,
            "search": cmd_search,
            "simulate": cmd_simulate,
            "quiz": cmd_quiz,
            "deck:check": cmd_deck_check,
            "scenario:to-text": cmd_scenario_convert,
            "scenario:to-yaml": cmd_scenario_convert,
            "domination:play": cmd_domination_play,
            "domination:balance": cmd_domination_balance,
            "bttcg:play": cmd_bttcg_play,
        }[args.command + (f":{getattr(args, args.command + '_command')}" if grouped else "")]
        handler(args)
    except (UsageError, PoolFileError, CardLookupError, RulingsFileError) as exc:
        print(_one_line(f"judge: error: {exc}"), file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0
    except OSError as exc:  # the machine refused (a read-only or full disk, no permission): said, with the file
        print(_one_line(f"judge: error: {_os_problem(exc)}"), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # a bug: never for any input
        print(f"judge: internal error: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
