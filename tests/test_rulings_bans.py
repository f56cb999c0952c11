"""Tournament bans read from the rulings' ``@ban`` lines (CE Individual Card Rulings, "Tournament Ruling"), for the
card page's badge (issue 22, item 5)."""

from __future__ import annotations

from typing import Any

import pytest

from judge.rulings.bans import card_bans, parse_ban
from judge.rulings.models import RuleRecord


def _record(record_id: str, cards: list[str], bans: list[str], **extra: Any) -> RuleRecord:
    return RuleRecord(
        id=record_id,
        kind="tournament",
        document="judge-002",
        source="ce-rulings",
        source_title="invented",
        section=["Invented"],
        text="Tournament Ruling: invented.",
        cards=cards,
        bans=bans,
        file="invented.rules",
        line=1,
        **extra,
    )


def test_ban_names_date_scope_and_the_printings_of_the_ruling_ce_rulings_tournament() -> None:
    records = [
        _record("x/gambit-ban", ["Invented Gambit (Limited, Unlimited)"], ["1997-05-02 tournament"]),
        _record("x/other-ban", ["Other Card"], ["1997-06-01"]),
        _record("x/no-ban", ["Invented Gambit"], []),
    ]
    bans = card_bans(records, {"Invented Gambit"})
    assert [(b.date, b.scope, b.printings, b.record) for b in bans] == [
        ("1997-05-02", "tournament", ("Limited", "Unlimited"), "x/gambit-ban")
    ]
    assert bans[0].label == "Banned from tournament play as of 1997-05-02 (Limited, Unlimited printings)"
    assert card_bans(records, {"Other Card"})[0].label == "Banned from tournament play as of 1997-06-01"


def test_a_superseded_ban_stays_shown_after_the_current_one() -> None:
    records = [
        _record("x/old", ["Invented Gambit"], ["1997-01-01 tournament"], superseded_by=["x/new"]),
        _record("x/new", ["Invented Gambit"], ["1998-01-01 tournament"]),
    ]
    assert [(b.record, b.current) for b in card_bans(records, {"Invented Gambit"})] == [
        ("x/new", True),
        ("x/old", False),
    ]


def test_an_empty_ban_line_is_an_error() -> None:
    with pytest.raises(ValueError, match="needs a date"):
        parse_ban("  ")
