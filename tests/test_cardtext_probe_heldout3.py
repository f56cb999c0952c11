"""The third held-out probe of unseen sets (issue 18: "on two sets it has never seen ... >= 85% of printings read
fully, >= 75% executed"): ``tests/data/cardtext/probe-heldout3.txt`` holds 216 invented card texts, two "sets" of 108
in the proportions of a real set (``# === set OF``: the templating of an official 1998 expansion that brings Vehicles,
VTOLs and Battle Armor, with reminder texts and new options; ``# === set FN``: a fan-made set's looser wording, other
card games' habits and new keywords). They were written in one go from the rulebook, its glossary and the rulings,
without reading the grammar, its tests, ``judge/cardtext/``, ``judge/dsl/`` or any other probe's cards, frozen (sha256
below) before anything was measured, and not edited after: they measure the grammar, they are not a list to write it
from. Keep it that way: do not fit the grammar to these sentences, and do not describe them to whoever writes the
grammar (write the general construction from the rules, with invented test sentences of its own).

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

PROBE = Path(__file__).parent / "data" / "cardtext" / "probe-heldout3.txt"

FROZEN_SHA256 = "568de5f40cf488c758be8b55842df40eb79781658f14ef8878448de0897a4ff1"
"""The probe's digest. It was frozen before its first measurement (18e4db8a...) and edited once since, for the
developers' guide's rule that no card data is copied into the repository: four invented Anti-Missile reminders opened
with the printed reminder's first words, word for word; "each missile" is now "any missile" in them. Measured on main
16e109d and cb6c603, each of the four reads and executes the same in both wordings, so no figure changed (56 and 72
read). A held-out probe is never edited after it for any other reason."""

READ_AT_LEAST = 110
"""The ratchet: main (16e109d) read 56 of 216 when the probe was frozen and first measured (OF 29 of 108, FN 27 of 108;
the engine executed 45: OF 22, FN 23); 72 after the merge of the 2026-11-27 helpers, none of whom saw it (OF 41,
FN 31; executed 58); 109 after the merge of the 2026-11-28 helpers (OF 58, FN 51; executed 82), whose grammar
briefs described this probe's failure groups in general terms, so from then on it overstates: probe-heldout4 is the
honest measure. Raise it to what a branch reads."""

SETS = ("OF", "FN")


def _cards() -> list[tuple[str, str, str, str]]:
    return probe_cards(PROBE)


def test_third_heldout_probe_is_unedited_since_it_was_frozen_issue_18() -> None:
    """issue 18 (a fresh, independent measure of unseen card language): the probe is the one frozen before measuring."""
    assert hashlib.sha256(PROBE.read_bytes()).hexdigest() == FROZEN_SHA256


def test_third_heldout_probe_of_unseen_sets_reads_at_least_the_ratchet_issue_18() -> None:
    """issue 18 (unseen sets, >= 85% read fully): the third held-out probe reads at least its ratchet."""
    read, unread = report_read(_cards(), SETS, "third held-out probe")
    assert read >= READ_AT_LEAST, f"{read} read, the ratchet is {READ_AT_LEAST}; now unread (names): {unread}"


def test_third_heldout_probe_is_two_sets_of_108_with_every_card_type() -> None:
    """rulebook, What Do Your Cards Do? (p.10-13): Units, Command cards (Resources, Enhancements, Terrain, Pilots) and
    Mission cards; the two sets hold 108 texts each, as the unseen sets issue 18 names, and each has a Unit with no
    text."""
    assert_two_sets_of_every_card_type(_cards(), SETS)


def test_third_heldout_probe_uses_every_unit_option_and_unit_kind_rulebook_p31_p11() -> None:
    """rulebook p.31 (Overheat, Alpha Strike, Missile, Jump), the CE General Rulings (ECM, Anti-Missile, NARC, VTOL) and
    rulebook p.11 (Vehicles, Battle Armor) all appear in the third held-out probe, in both sets."""
    assert_every_option_and_unit_kind(
        _cards(), SETS, ("Overheat", "Alpha Strike", "Missile", "Jump", "ECM", "Anti-Missile", "NARC", "VTOL")
    )
