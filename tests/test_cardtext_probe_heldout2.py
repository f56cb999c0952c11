"""The fourth, second held-out probe of unseen sets (issue 18: "on two sets it has never seen ... >= 85% of printings
read fully, >= 75% executed"): ``tests/data/cardtext/probe-heldout2.txt`` holds 216 invented card texts, two "sets"
of 108 in the proportions of a real set (``# === set OF``: the templating of an official 1998 expansion that brings
Vehicles, VTOLs and Battle Armor, with reminder texts; ``# === set FN``: a fan-made set's looser wording and other card
games' habits). They were written in one go from the rulebook, its glossary and the rulings, without reading the
grammar, its tests, ``judge/cardtext/`` or any other probe, frozen (sha256 below) before anything was measured, and not
edited after: they measure the grammar, they are not a list to write it from. Keep it that way: do not fit the grammar
to these sentences, and do not describe them to whoever writes the grammar (write the general construction from the
rules, with invented test sentences of its own).

The test reports how many texts read fully, per set, and ratchets that number: it never asserts that all of them read,
and a text that stops reading is a regression. The engine's executed share is printed beside it."""

from __future__ import annotations

import hashlib
from pathlib import Path

from tests.probe_helpers import (
    assert_every_option_and_unit_kind,
    assert_two_sets_of_every_card_type,
    probe_cards,
    report_read,
)

PROBE = Path(__file__).parent / "data" / "cardtext" / "probe-heldout2.txt"

FROZEN_SHA256 = "c17870dc451e3322621ce2e01e9873a5c4fc1db787ca1c927b97a4d07dfad071"
"""The probe's digest when it was frozen, before its first measurement: a held-out probe is never edited after it."""

READ_AT_LEAST = 125
"""The ratchet: main (be71ebf) read 63 of 216 when the probe was written (OF 36 of 108, FN 27 of 108; the engine
executed 52: OF 30, FN 22); 116 after the grammar helpers of 2026-11-27 (OF 65, FN 51), who were steered by
this probe's failure groups described in general terms, so it overstates: probe-heldout4 is the honest measure. Raise it
to what a branch reads."""

SETS = ("OF", "FN")


def _cards() -> list[tuple[str, str, str, str]]:
    return probe_cards(PROBE)


def test_second_heldout_probe_is_unedited_since_it_was_frozen_issue_18() -> None:
    """issue 18 (a fresh, independent measure of unseen card language): the probe is the one frozen before measuring."""
    assert hashlib.sha256(PROBE.read_bytes()).hexdigest() == FROZEN_SHA256


def test_second_heldout_probe_of_unseen_sets_reads_at_least_the_ratchet_issue_18() -> None:
    """issue 18 (unseen sets, >= 85% read fully): the second held-out probe reads at least its ratchet."""
    read, unread = report_read(_cards(), SETS, "second held-out probe")
    assert read >= READ_AT_LEAST, f"{read} read, the ratchet is {READ_AT_LEAST}; now unread (names): {unread}"


def test_second_heldout_probe_is_two_sets_of_108_with_every_card_type() -> None:
    """rulebook, What Do Your Cards Do? (p.10-13): Units, Command cards (Resources, Enhancements, Terrain, Pilots) and
    Mission cards; the two sets hold 108 texts each, as the unseen sets issue 18 names, and each has a Unit with no
    text."""
    assert_two_sets_of_every_card_type(_cards(), SETS)


def test_second_heldout_probe_uses_every_unit_option_and_unit_kind_rulebook_p31_p11() -> None:
    """rulebook p.31 (Overheat, Alpha Strike, Missile, Jump), the CE General Rulings (ECM, Anti-Missile, NARC, VTOL) and
    rulebook p.11 (Vehicles, Battle Armor) all appear in the second held-out probe, in both sets."""
    assert_every_option_and_unit_kind(
        _cards(), SETS, ("Overheat", "Alpha Strike", "Missile", "Jump", "ECM", "Anti-Missile", "VTOL")
    )
    assert "NARC" in " ".join(text for *_, text in _cards())
