"""Card-text parse throughput over the whole pool: texts per second, cold (grammar built in this process) and warm
(grammar cached), against a baseline in the same process: splitting the same texts into sentences only; and the CPU
time of a warm pass, best of five (the figure to compare trees with on a shared machine, issue 18). Every timed pass
starts with no sentence tree kept (:mod:`judge.cardtext.sentence_trees`): it reads the pool once, as a process loading
it does (its repeated sentences are parsed once), never the trees of the pass before.

Run: ``.venv/bin/python benchmarks/parse.py [--quick]``. Needs ../shared/data (skips with a message). Target
(issue 3): the whole pool in under one second on one core. ``--quick`` parses the first 50 printings.
"""

from __future__ import annotations

import sys
import time

from common import Result, absent_message, figure, have_data, pool, result, skipped, standalone

from judge.cards.models import BtCard
from judge.cardtext.coverage import printings_to_measure
from judge.cardtext.normalize import normalize
from judge.cardtext.parser import parse_card_text, split_sentences
from judge.cardtext.sentence_trees import forget_trees
from judge.cardtext.transformers import card_text_transformer
from judge.grammars import lalr_parser


def run(quick: bool) -> Result:
    if not have_data():
        return skipped(absent_message())
    texts = [
        (p.text, c.name, c.card_type) for c in pool().cards if isinstance(c, BtCard) for p in printings_to_measure(c)
    ]
    if quick:
        texts = texts[:50]

    start = time.perf_counter()
    for text, name, _ in texts:
        split_sentences(normalize(text, name).text)
    baseline = time.perf_counter() - start

    lalr_parser.cache_clear()
    card_text_transformer.cache_clear()
    forget_trees()
    start = time.perf_counter()
    for text, name, card_type in texts:
        parse_card_text(text, name, card_type, suggestions=False)
    cold = time.perf_counter() - start

    forget_trees()
    start = time.perf_counter()
    for text, name, card_type in texts:
        parse_card_text(text, name, card_type, suggestions=False)
    warm = time.perf_counter() - start

    # the CPU time of a warm pass, best of five: the figure to compare between trees on a shared, loaded machine
    # (wall-clock time counts the other processes' turns)
    cpu = min(_cpu_pass(texts) for _ in range(2 if quick else 5))

    n = len(texts)
    print(f"{n} printings")
    print(f"baseline: normalise and split only   {baseline * 1000:8.1f} ms  {n / baseline:9.0f} texts/s")
    print(f"parse, cold (grammar built)         {cold * 1000:8.1f} ms  {n / cold:9.0f} texts/s")
    print(f"parse, warm (grammar cached)        {warm * 1000:8.1f} ms  {n / warm:9.0f} texts/s")
    print(f"parse, warm, CPU time (best of 5)   {cpu * 1000:8.1f} ms  {n / cpu:9.0f} texts/s")
    met = warm < 1
    print(
        f"target: whole pool under 1 s warm: {'met' if met else 'NOT met'}{' (quick: a sample only)' if quick else ''}"
    )
    return result(
        {
            "parse cold (grammar built)": figure(n / cold, "texts/s"),
            "parse warm (grammar cached)": figure(n / warm, "texts/s"),
            "parse warm, CPU time (best of 5)": figure(n / cpu, "texts/s"),
            "whole sample warm": figure(warm * 1000, "ms"),
        },
        {"normalise and split only": figure(n / baseline, "texts/s")},
        checks={"printings": n, "target_met": met},
    )


def _cpu_pass(texts: list[tuple[str, str, str]]) -> float:
    """The CPU seconds (this process) of one warm pass over ``texts`` (no sentence tree kept from before)."""
    forget_trees()
    start = time.process_time()
    for text, name, card_type in texts:
        parse_card_text(text, name, card_type, suggestions=False)
    return time.process_time() - start


if __name__ == "__main__":
    sys.exit(standalone(run, __doc__))
