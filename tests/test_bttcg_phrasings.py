"""Issue 21, item 2: plain English as players write it. The forty descriptions of ``tests/data/phrasings.txt`` (each
with the outcome its source in the rulebook or a card's text gives) are read as ``judge simulate`` reads a scenario
and answered; the count answered correctly may only go up, and none may be answered wrongly: a description the reader
cannot place is refused, never guessed."""

from __future__ import annotations

import pytest

from judge.pool import CardPool
from tests.phrasings_check import load_cases, run_all

ANSWERED = 40
"""Read and answered as the rules say (0 of 40 before the reader took everyday English)."""


def test_forty_phrasings_with_their_sources() -> None:
    cases = load_cases()
    assert len(cases) == 40
    assert all(case.source and case.expect for case in cases)
    assert all("rulebook p." in case.source or case.source.startswith("card ") for case in cases)


def test_phrasings_are_answered_as_the_rules_say_or_refused(current_pool: CardPool) -> None:
    """rulebook pp.24-33 (missions, blocking, initiative, damage, options, Mission cards): no description is read and
    answered against the rules; at least ANSWERED are answered as they say."""
    results = run_all(current_pool)
    wrong = [f"{r.case.number}: {r.detail}" for r in results if r.status == "wrong"]
    assert not wrong, wrong
    answered = sum(r.status == "answered" for r in results)
    assert answered >= ANSWERED, [f"{r.case.number}: {r.detail}" for r in results if r.status != "answered"]
    if answered > ANSWERED:
        pytest.fail(f"{answered} answered now: raise ANSWERED to {answered}")
