"""The plain-English phrasings of ``tests/data/phrasings.txt`` (issue 21): each read as ``judge simulate`` reads a
scenario and answered, then held against the outcome the rules give. A case is *answered* when the text reads and
every expectation holds (or, for ``refused: <word>``, when the reader refuses it saying so), *refused* when the text
does not read (an honest refusal, with where and why), and *wrong* when it reads but the answer is not the rules'
(the worst answer: a confident wrong one).

Run ``.venv/bin/python -m tests.phrasings_check`` for the figure (needs ../shared/data for the pool cards).
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any

from judge.bttcg.scenario_names import NamedCard, RefError, resolve_ref
from judge.pool import CardPool
from judge.simulate import SimulateError, read_scenario, simulate_document

PHRASINGS = Path(__file__).resolve().parent / "data" / "phrasings.txt"

_HEADER = re.compile(r"^## (?P<number>\d+) (?P<source>.*)$")
_SURVIVES = re.compile(r"^(?P<card>.+?) survives(?: with (?P<damage>\d+) damage)?$")
_SCRAPPED = re.compile(r"^(?P<card>.+?) scrapped(?: with probability (?P<p>[\d/]+))?$")
_STOCKPILE = re.compile(r"^(?P<player>\S+)['’]s Stockpile (?P<n>\d+)(?: with probability (?P<p>[\d/]+))?$")


@dataclass
class Case:
    number: str
    source: str
    text: str
    expect: list[str]


@dataclass
class Result:
    case: Case
    status: str
    """``answered``, ``refused`` or ``wrong``."""
    detail: str = ""
    answer: dict[str, Any] = field(default_factory=dict)


def load_cases(path: Path = PHRASINGS) -> list[Case]:
    cases: list[Case] = []
    current: Case | None = None
    for line in path.read_text(encoding="utf-8").splitlines():
        header = _HEADER.match(line)
        if header:
            current = Case(header["number"], header["source"], "", [])
            cases.append(current)
        elif current is None or line.startswith("# ") or line == "#":
            continue
        elif line.startswith("=> "):
            current.expect = [e.strip() for e in line[3:].split(";") if e.strip()]
        elif line.strip():
            current.text += line + "\n"
    return cases


def _card_ids(data: dict[str, Any]) -> tuple[list[NamedCard], list[str]]:
    named = []
    for card_id, spec in (data.get("cards") or {}).items():
        label = spec.get("card")
        for kind in ("unit", "command", "mission"):
            if isinstance(spec.get(kind), dict):
                label = spec[kind].get("name")
        named.append(NamedCard(card_id, label))
    return named, list(data.get("players") or {})


def _share(outcomes: list[dict[str, Any]], test: Any) -> Fraction:
    return sum((Fraction(str(o["probability"])) for o in outcomes if test(o)), Fraction(0))


def check(expectation: str, data: dict[str, Any], answer: dict[str, Any]) -> str | None:
    """Why ``expectation`` does not hold of ``answer`` (``None``: it holds)."""
    outcomes: list[dict[str, Any]] = answer.get("outcomes") or []
    named, players = _card_ids(data)

    def card(text: str) -> str:
        return resolve_ref(text, named, players, stockpile=False)

    try:
        if expectation in ("legal", "illegal"):
            ok = answer.get("legal") is (expectation == "legal")
            return None if ok else f"expected {expectation}, the answer says legal={answer.get('legal')}"
        if expectation.startswith("initiative "):
            winner = (answer.get("initiative") or {}).get("winner")
            return None if winner == expectation.split()[1] else f"initiative won by {winner}"
        if expectation.startswith("winner "):
            winners = {o.get("winner") for o in outcomes}
            return None if winners == {expectation.split()[1]} else f"winners {winners}"
        if not outcomes:
            return "no outcomes"
        if match := _SURVIVES.match(expectation):
            cid = card(match["card"])
            states = [o["cards"][cid] for o in outcomes]
            if any(s["zone"] == "scrapheap" for s in states):
                return f"{match['card']} is scrapped in some outcome"
            if match["damage"] is not None and {s["damage"] for s in states} != {int(match["damage"])}:
                return f"{match['card']} has damage {sorted({s['damage'] for s in states})}"
            return None
        if match := _SCRAPPED.match(expectation):
            cid = card(match["card"])
            share = _share(outcomes, lambda o: o["cards"][cid]["zone"] == "scrapheap")
            wanted = Fraction(match["p"] or "1")
            return None if share == wanted else f"{match['card']} scrapped with probability {share}"
        if match := _STOCKPILE.match(expectation):
            n, wanted = int(match["n"]), Fraction(match["p"] or "1")
            share = _share(outcomes, lambda o: o["stockpiles"].get(match["player"]) == n)
            return None if share == wanted else f"{match['player']}'s Stockpile {n} with probability {share}"
    except (RefError, KeyError) as exc:
        return f"{expectation}: {exc}"
    raise ValueError(f"unknown expectation {expectation!r}")


def run_case(case: Case, pool: CardPool) -> Result:
    refusal = next((e.split(":", 1)[1].strip() for e in case.expect if e.startswith("refused:")), None)
    try:
        doc = read_scenario(case.text, f"case {case.number}")
        answer = simulate_document(doc, pool, f"case {case.number}")
    except SimulateError as exc:
        if refusal is not None and refusal.casefold() in str(exc).casefold():
            return Result(case, "answered", str(exc))
        return Result(case, "refused", str(exc))
    if refusal is not None:
        return Result(case, "wrong", "read, though the rules give no answer without " + refusal, answer)
    asked = "?" in case.text
    if asked and not doc.data.get("question"):
        return Result(case, "wrong", "the question was not taken as the question", answer)
    problems = [p for e in case.expect if (p := check(e, doc.data, answer))]
    if problems:
        return Result(case, "wrong", "; ".join(problems), answer)
    return Result(case, "answered", "", answer)


def run_all(pool: CardPool) -> list[Result]:
    return [run_case(case, pool) for case in load_cases()]


def main() -> int:  # pragma: no cover - a measuring script
    from judge.knowledge import KnowledgeBase
    from tests.conftest import LACKEY, SPOILER

    if not LACKEY.exists():
        print(f"{LACKEY} is absent: the measure reads ../shared in place")
        return 0
    pool = KnowledgeBase.from_pool(CardPool.load([LACKEY, SPOILER], include_saved=False, include_env=False)).pool
    results = run_all(pool)
    for result in results:
        print(f"{result.case.number} {result.status:9} {result.detail[:150]}")
    counts = {s: sum(r.status == s for r in results) for s in ("answered", "refused", "wrong")}
    print(
        f"read and answered correctly: {counts['answered']} of {len(results)}; refused {counts['refused']}; "
        f"wrong {counts['wrong']}"
    )
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
