"""Fuzzing the four parsers with hypothesis (strategies: ``tests/fuzz_strategies.py``): the card-text grammar, the
rulings-file reader, scenarios (YAML and plain English, read and answered on the built-in pool) and the search query
language (parsed, and searched on the built-in knowledge's index).

For every generated input:

- only the documented error escapes (``CardTextError``, ``RulingsFileError``, ``SimulateError``, ``QueryError``);
  anything else fails with the input;
- no state leaks: each example draws two inputs A and B and reads A, B, then A again; A's two answers (or errors,
  message included) must be equal;
- the time of every call is measured; the slowest is reported per target, and in the long run a call over
  ``JUDGE_FUZZ_TIME_BOUND`` seconds (default 5) fails. ``make test`` runs a few hundred examples per target and
  asserts no wall time (a loaded CI machine is slow): there, the size limits are checked structurally, by making the
  expensive step fail if it is reached (the ``test_*_refused_before_*`` tests).

``make fuzz`` is the long run: ``JUDGE_FUZZ_EXAMPLES=100000`` examples per target (200,000 inputs, each read twice or
more), printing per target the inputs, the errors by type and the slowest input.
"""

from __future__ import annotations

import json
import os
import time
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judge.cardtext import parser as cardtext_parser
from judge.cardtext.parser import MAX_TEXT, CardTextError, parse_card_text
from judge.inputs import JsonInputError, load_json
from judge.knowledge import KnowledgeBase
from judge.pool import CardPool
from judge.rulings.loader import RulingsFileError, read_rulings_file
from judge.search import index as index_module
from judge.search import query as query_module
from judge.search.index import SearchIndex
from judge.search.query import MAX_NEGATIONS, MAX_QUERY, QueryError, parse_query, query_text
from judge.simulate import MAX_SCENARIO_BYTES, SimulateError, read_scenario, simulate_document
from tests import fuzz_strategies as fs

LONG_EXAMPLES = int(os.environ.get("JUDGE_FUZZ_EXAMPLES", "0"))
"""Examples per target in the long run (``make fuzz``); 0: the short run of ``make test``."""
TIME_BOUND = float(os.environ.get("JUDGE_FUZZ_TIME_BOUND", "5"))
"""Seconds one call may take in the long run (not asserted in the short run)."""
REPORT = os.environ.get("JUDGE_FUZZ_REPORT")
"""Where the long run writes its figures as JSON (optional)."""


def fuzz_settings(short: int, long: int | None = None) -> settings:
    """``short`` examples in ``make test``; ``JUDGE_FUZZ_EXAMPLES`` (or ``long``, if smaller) in the long run."""
    examples = min(LONG_EXAMPLES, long or LONG_EXAMPLES) if LONG_EXAMPLES else short
    return settings(
        max_examples=examples,
        deadline=None,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much],
    )


# --- measuring -------------------------------------------------------------------------------------------------------


@dataclass
class Stats:
    """One target's figures: inputs read, outcomes by type, the slowest call."""

    inputs: int = 0
    outcomes: Counter[str] = field(default_factory=Counter)
    slowest: float = 0.0
    slowest_input: str = ""
    seconds: float = 0.0
    """Time spent in the calls (not in generating the inputs)."""

    def line(self, name: str) -> str:
        shown = ", ".join(f"{k} {v}" for k, v in self.outcomes.most_common())
        return (
            f"fuzz {name}: {self.inputs} inputs, {self.seconds:.1f} s in the parser; {shown}; "
            f"slowest {self.slowest * 1000:.1f} ms on {self.slowest_input[:80]!r}"
        )

    def as_json(self) -> dict[str, Any]:
        return {
            "inputs": self.inputs,
            "outcomes": dict(self.outcomes),
            "slowest_seconds": round(self.slowest, 4),
            "slowest_input": self.slowest_input[:400],
            "seconds": round(self.seconds, 1),
        }


STATS: dict[str, Stats] = {}


@pytest.fixture(scope="module", autouse=True)
def _report(request: pytest.FixtureRequest) -> Iterator[None]:
    """Prints each target's figures after the module (shown without ``-s``), and writes them to
    ``JUDGE_FUZZ_REPORT``."""
    yield
    reporter = request.config.pluginmanager.get_plugin("terminalreporter")
    capture = request.config.pluginmanager.get_plugin("capturemanager")
    if reporter is not None and capture is not None:
        with capture.global_and_fixture_disabled():
            reporter.write_line("")
            for name, stats in STATS.items():
                reporter.write_line(stats.line(name))
    if REPORT:
        Path(REPORT).write_text(json.dumps({n: s.as_json() for n, s in STATS.items()}, indent=2) + "\n")


Outcome = tuple[str, str]
"""``("ok", the answer as JSON)`` or ``(error type, message)``."""


def run(target: str, call: Callable[[Any], Any], value: Any, allowed: type[Exception], shown: str) -> Outcome:
    """``call(value)``, measured; only ``allowed`` may escape (anything else fails the test with the input)."""
    stats = STATS.setdefault(target, Stats())
    stats.inputs += 1
    start = time.perf_counter()
    try:
        outcome: Outcome = ("ok", json.dumps(call(value), sort_keys=True, default=repr))
    except allowed as exc:
        outcome = (type(exc).__name__, str(exc))
    except Exception as exc:  # the finding: report the input
        raise AssertionError(f"{target}: {type(exc).__name__}: {exc} escaped on input {shown!r}") from exc
    elapsed = time.perf_counter() - start
    stats.outcomes[outcome[0]] += 1
    stats.seconds += elapsed
    if elapsed > stats.slowest:
        stats.slowest, stats.slowest_input = elapsed, shown
    if LONG_EXAMPLES:
        assert elapsed < TIME_BOUND, f"{target}: {elapsed:.1f} s on input {shown!r}"
    return outcome


def no_leak(target: str, call: Callable[[Any], Any], a: Any, b: Any, allowed: type[Exception]) -> None:
    """A, B, then A again: A's answers are equal (no cache or global keeps anything of B, or of A's first read)."""
    first = run(target, call, a, allowed, repr(a))
    run(target, call, b, allowed, repr(b))
    again = run(target, call, a, allowed, repr(a))
    assert again == first, f"{target}: A read differently after B: {a!r} then {b!r}"


# --- 1. card text ----------------------------------------------------------------------------------------------------


def _parse_card(args: tuple[str, str | None, str | None]) -> dict[str, Any]:
    text, name, card_type = args
    result = parse_card_text(text, name, card_type)
    return {**result.as_json(), "spans": result.spans, "origins": result.origins, "status": result.status}


card_inputs = st.tuples(fs.card_texts(), fs.card_names(), fs.card_types())


@fuzz_settings(300)
@given(card_inputs, card_inputs)
def test_fuzz_card_text(a: tuple[str, str | None, str | None], b: tuple[str, str | None, str | None]) -> None:
    no_leak("card text", _parse_card, a, b, CardTextError)


def test_card_text_refused_before_parsing(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_work(*_args: Any) -> Any:
        raise AssertionError("the text was normalised before its length was checked")

    monkeypatch.setattr(cardtext_parser, "normalize", no_work)
    with pytest.raises(CardTextError, match=f"limited to {MAX_TEXT} characters"):
        parse_card_text("Draw a card. " * (MAX_TEXT // 13 + 1))


# --- 2. rulings files ------------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def rulings_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("fuzz-rulings")


rulings_files = st.one_of(
    fs.rulings_texts().map(lambda text: text.encode()),
    fs.rulings_texts().map(lambda text: text.encode("cp1252", errors="replace")),  # not UTF-8 where it is not ASCII
    st.binary(max_size=200),
)


@fuzz_settings(200)
@given(a=rulings_files, b=rulings_files)
def test_fuzz_rulings_file(rulings_dir: Path, a: bytes, b: bytes) -> None:
    def read(data: bytes) -> list[dict[str, Any]]:
        path = rulings_dir / "fuzz.rules"  # one name: the file name is part of each record
        path.write_bytes(data)
        return [record.model_dump(mode="json") for record in read_rulings_file(path)]

    no_leak("rulings", read, a, b, RulingsFileError)


def test_rulings_file_not_utf8_is_a_rulings_file_error(tmp_path: Path) -> None:
    """Found by fuzzing: a rulings file that is not UTF-8 raised the card importers' ``PoolFileError``, not the
    documented ``RulingsFileError``."""
    path = tmp_path / "bad.rules"
    path.write_bytes(b"document: 1\nid: x\ntitle: Caf\xe9\n")
    with pytest.raises(RulingsFileError, match=r"bad.rules:3: byte 0xe9 is not valid utf-8") as info:
        read_rulings_file(path)
    assert info.value.line == 3
    with pytest.raises(RulingsFileError, match="cannot read the file"):
        read_rulings_file(tmp_path / "missing.rules")


# --- 3. scenarios ----------------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def pool() -> CardPool:
    return CardPool.load(include_saved=False, include_env=False)


@fuzz_settings(200)
@given(a=fs.scenario_texts(), b=fs.scenario_texts())
def test_fuzz_scenarios(pool: CardPool, a: str, b: str) -> None:
    def answer(text: str) -> dict[str, Any]:
        return simulate_document(read_scenario(text, "fuzz"), pool, "fuzz")

    no_leak("scenario", answer, a, b, SimulateError)


def test_scenario_refused_before_reading(monkeypatch: pytest.MonkeyPatch) -> None:
    import judge.simulate as simulate

    def no_work(*_args: Any) -> Any:
        raise AssertionError("the scenario was read before its size was checked")

    monkeypatch.setattr(simulate, "looks_like_yaml", no_work)
    monkeypatch.setattr(simulate, "YamlDocument", no_work)
    with pytest.raises(SimulateError, match=f"limited to {MAX_SCENARIO_BYTES} bytes"):
        read_scenario("game: bttcg\n" + "#" * MAX_SCENARIO_BYTES, "big.yaml")


# --- 4. queries ------------------------------------------------------------------------------------------------------


def _parse(text: str) -> dict[str, Any]:
    parsed = parse_query(text)
    assert parse_query(query_text(parsed)) == parsed, f"{text!r} prints back as {query_text(parsed)!r}"
    dumped: dict[str, Any] = parsed.model_dump(mode="json")
    return dumped


@fuzz_settings(400)
@given(a=fs.queries(), b=fs.queries())
def test_fuzz_query_language(a: str, b: str) -> None:
    no_leak("query", _parse, a, b, QueryError)


def test_query_refused_before_parsing(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_work(*_args: Any) -> Any:
        raise AssertionError("the query was parsed before its length was checked")

    monkeypatch.setattr(query_module, "lalr_parser", no_work)
    with pytest.raises(QueryError, match=f"limited to {MAX_QUERY} characters"):
        parse_query("(" * (MAX_QUERY + 1))


def test_query_with_many_negations_is_refused_before_search(
    search_index: SearchIndex, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Found by fuzzing: ``attack!=0 -kw:jump`` repeated to 500 characters (50 negated terms) took seconds to search
    (each negation is "every document but ..."). More than ``MAX_NEGATIONS`` are refused, with the column of the first
    one too many, before any search."""
    assert search_index.search(" ".join(["-kw:jump"] * MAX_NEGATIONS), limit=1).total > 0

    def no_work(*_args: Any) -> Any:
        raise AssertionError("the query was searched before its negations were counted")

    monkeypatch.setattr(index_module, "to_whoosh", no_work)
    text = " ".join(["attack!=0 -kw:jump"] * 25)
    with pytest.raises(QueryError, match=f"negates at most {MAX_NEGATIONS} terms") as info:
        search_index.search(text)
    assert info.value.column == len("attack!=0 -kw:jump ") * (MAX_NEGATIONS // 2) + 7  # the 9th: the 5th '!='
    with pytest.raises(QueryError, match="negates at most"):
        parse_query("-(" * (MAX_NEGATIONS + 1) + "a" + ")" * (MAX_NEGATIONS + 1))


@pytest.fixture(scope="module")
def search_index(pool: CardPool, tmp_path_factory: pytest.TempPathFactory) -> SearchIndex:
    return SearchIndex.open(KnowledgeBase.from_pool(pool), tmp_path_factory.mktemp("fuzz-index"))


@fuzz_settings(100, long=10_000)
@given(a=fs.queries(), b=fs.queries(), page=st.integers(-5, 2000))
def test_fuzz_search(search_index: SearchIndex, a: str, b: str, page: int) -> None:
    def search(text: str) -> dict[str, Any]:
        return search_index.search(text, limit=5, page=page).as_json()

    no_leak("search", search, a, b, QueryError)


# --- 6. deep nesting and long spans: no RecursionError anywhere -------------------------------------------------------

_OPENINGS = ["[", "{a: ", '{"a": ', "- ", "(", "not ", "Sunder ", '"', "\n  "]


@st.composite
def deep_inputs(draw: st.DrawFn) -> str:
    """Nests and runs that recurse in a naive reader: a few thousand to a hundred thousand openings, mixed."""
    parts = draw(st.lists(st.sampled_from(_OPENINGS), min_size=1, max_size=3))
    depth = draw(st.sampled_from([65, 400, 1_001, 5_000, 30_000]))
    head = draw(
        st.sampled_from(["", "game: bttcg\nx: ", "The players are Brian and Melissa.\nBrian has ", '{"game": '])
    )
    return head + "".join(parts) * depth


def _every_reader(text: str) -> list[str]:
    """The text through each reader that takes nested or run-on input; what each said."""
    said = []
    for call, allowed in (
        (load_json, JsonInputError),
        (lambda t: read_scenario(t, "fuzz"), SimulateError),
        (lambda t: parse_card_text(t, None, None), CardTextError),
        (parse_query, QueryError),
    ):
        try:
            call(text)
            said.append("ok")
        except allowed as exc:
            said.append(type(exc).__name__)
    return said


class _NothingElseError(Exception):
    """Each reader's own error is caught above: any other exception escapes and fails the test with its input."""


@fuzz_settings(20)
@given(a=deep_inputs(), b=deep_inputs())
def test_fuzz_deep_nesting_never_recurses(a: str, b: str) -> None:
    no_leak("deep nesting", _every_reader, a, b, _NothingElseError)
