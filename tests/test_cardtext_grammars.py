"""The card-text grammar files and their transformers: each sub-language grammar stands on its own, the composed
grammar holds every rule once, and every node of its trees goes to the transformer of the grammar that defines it."""

from __future__ import annotations

import multiprocessing
import os
import re
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from lark import Lark

from judge.cardtext import transformers
from judge.cardtext.parser import parse_card_text
from judge.cardtext.transformers import card_text_transformer
from judge.grammars import lalr_parser
from judge.paths import data_dir

# the chain of %import, bottom first, and the transformer class of each grammar
CHAIN = ("selectors", "conditions", "effects", "rules", "amounts", "players", "triggers", "cardtext")
TRANSFORMERS = {
    "options": "OptionsTransformer",
    "keywords": "KeywordsTransformer",
    "selectors": "SelectorsTransformer",
    "conditions": "ConditionsTransformer",
    "effects": "EffectsTransformer",
    "rules": "RulesTransformer",
    "amounts": "AmountsTransformer",
    "players": "PlayersTransformer",
    "triggers": "TriggersTransformer",
    "cardtext": "CardTextTransformer",
}


def _strip(name: str) -> str:
    return name.rsplit("__", 1)[-1]


SUB_LANGUAGES = (
    ("selectors", "target"),
    ("conditions", "timing"),
    ("effects", "effects"),
    ("rules", "effects"),
    ("amounts", "effects"),
    ("players", "effects"),
    ("triggers", "triggered"),
)


def _build_file(path: Path, start: str) -> str | None:
    """Builds the LALR parser of a grammar file: ``None``, or the error that refused it."""
    try:
        Lark.open(str(path), parser="lalr", start=start)
    except Exception as exc:  # reported by the test of that grammar, with its message
        return f"{type(exc).__name__}: {exc}"
    return None


def _build(grammar: str, start: str) -> str | None:
    """Builds one sub-language grammar on its own (``grammar/<grammar>.lark`` from ``start``)."""
    return _build_file(data_dir("grammar") / f"{grammar}.lark", start)


@pytest.fixture(scope="module")
def sub_language_builds() -> dict[tuple[str, str], str | None]:
    """Every sub-language grammar built on its own, the builds spread over the machine's processors (each takes
    seconds of Lark's LALR analysis: built one after the other they were most of the suite's time)."""
    workers = max(1, min(len(SUB_LANGUAGES), os.cpu_count() or 1))
    if workers == 1:
        return {case: _build(*case) for case in SUB_LANGUAGES}
    with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn")) as pool:
        # the largest grammars first: the processors stay busy to the end
        order = sorted(SUB_LANGUAGES, key=lambda case: case[1] != "effects")
        futures = {case: pool.submit(_build, *case) for case in order}
        return {case: future.result() for case, future in futures.items()}


@pytest.mark.parametrize(("grammar", "start"), SUB_LANGUAGES)
def test_each_sub_language_grammar_is_a_grammar_of_its_own(
    grammar: str, start: str, sub_language_builds: dict[tuple[str, str], str | None]
) -> None:
    assert sub_language_builds[(grammar, start)] is None, sub_language_builds[(grammar, start)]


def test_a_grammar_that_does_not_build_is_reported(tmp_path: Path) -> None:
    # the build reports an error rather than raising: an invented grammar with a reduce/reduce conflict
    (tmp_path / "broken.lark").write_text('start: a | b\na: "x"\nb: "x"\n')
    error = _build_file(tmp_path / "broken.lark", "start")
    assert error is not None and "Reduce/Reduce" in error


def test_the_composed_grammar_holds_every_rule_once() -> None:
    # a rule reaching cardtext.lark along two lines of %import would be there twice, under two prefixes
    names: defaultdict[str, set[str]] = defaultdict(set)
    for rule in lalr_parser("cardtext").rules:
        if not rule.origin.name.startswith("__"):
            names[_strip(rule.origin.name)].add(rule.origin.name)
    assert {short: full for short, full in names.items() if len(full) > 1} == {}


def _defined_in(name: str) -> str:
    """The grammar file that defines a rule or an alias of that name."""
    pattern = re.compile(rf"^(%extend )?\??{re.escape(name)}:|->\s*{re.escape(name)}\b", re.MULTILINE)
    found = [g for g in TRANSFORMERS if pattern.search((data_dir("grammar") / f"{g}.lark").read_text())]
    assert len(found) == 1, (name, found)
    return found[0]


def _made_of(transformer: str) -> set[str]:
    """A grammar's transformer class and the mixins it is made of (``transform_effects.py``: one per models module)."""
    cls = vars(transformers)[transformer]
    return {c.__name__ for c in cls.__mro__ if c.__module__.startswith("judge.")}


def test_every_tree_node_goes_to_the_transformer_of_its_grammar() -> None:
    transformer = card_text_transformer("Unit")
    for rule in lalr_parser("cardtext").rules:
        name = rule.alias or rule.origin.name
        if name.startswith("_"):
            continue
        method: Any = getattr(transformer, name, None)
        if method is None:
            assert rule.options.expand1, f"no transformer method for {name}"  # a ?rule of one child: no node
            continue
        # a prefix says which grammar imported the rule, not which defines it: names are unique across the grammars
        grammar = _defined_in(_strip(name))
        owner = method.base_func.__qualname__.split(".")[0]
        assert owner in _made_of(TRANSFORMERS[grammar]), (name, owner)


def test_errors_name_the_terminals_of_the_imported_grammars() -> None:
    # a duration (durations.lark, imported by effects.lark) may follow "Draw a card": the parser keeps its terminal
    # as "triggers__DURING_THIS_MISSION", which Lark's own list of expected terminals leaves out (the error lists the
    # few expected words that fit: a misspelling of one of them lists it)
    error = parse_card_text("Draw a card durin this mission.").errors[0]
    assert "'during this mission'" in error.expected
    assert not any("__" in e for e in error.expected)


def test_errors_name_the_words_behind_anonymous_terminals() -> None:
    # words written with a pattern inside a rule become terminals Lark names __ANON_N: the error names the word
    errors = [parse_card_text(text).errors[0] for text in ("During the zorblax.", "The zorblax.")]
    for error in errors:
        assert error.expected
        assert not any("ANON" in e for e in error.expected), error.expected


def test_a_sentence_that_ends_too_early_is_reported_at_its_end() -> None:
    # (a whole sentence without its full stop reads: gramC7, parser._with_full_stop)
    text = "Deal 2 damage to each attacking"
    (error,) = parse_card_text(text, card_type="Mission").errors
    assert error.message == f"not parsed: {text!r} ends too early"
    assert error.column == len(text) + 1
    assert error.found == (len(text), len(text))
