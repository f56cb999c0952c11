"""How much of the community pool the battle engine executes: the Mission cards whose text parses and whose every
ability (play restrictions, effects, targets) the interpreter runs, with what the others still need, most common
first; and the Units a scenario can take into a battle, with why the others are refused; the same for the Pilots and
Enhancements on a 'Mech. The baseline is parsing the
same pool's card texts alone (what measuring adds on top of the parse).

Run: ``.venv/bin/python benchmarks/executable.py [--quick]``. Needs ../shared/data (skips with a message); reads it
in place. ``tests/test_bttcg_interpret.py`` holds the figure as a ratchet.
"""

from __future__ import annotations

import sys
import time

from common import Result, absent_message, figure, have_data, knowledge, result, skipped, standalone

from judge.bttcg.executable import measure, measure_activation, measure_attachments, measure_units
from judge.cards.models import BtCard
from judge.cardtext.parser import parse_card_text


def run(quick: bool) -> Result:
    del quick  # one measure of the pool: already short
    if not have_data():
        return skipped(absent_message())
    pool = knowledge(True).pool  # errata applied
    start = time.perf_counter()
    for card in pool.cards:
        if isinstance(card, BtCard) and card.card_type == "Mission" and card.text:
            parse_card_text(card.text, card.name, card.card_type, suggestions=False)
    parse_only = time.perf_counter() - start
    start = time.perf_counter()
    report = measure(pool)
    took = time.perf_counter() - start
    print(f"Mission cards whose every effect the engine executes: {len(report.executed)} of {report.parsed}")
    print(f"(Mission cards whose text parses; measured in {took * 1000:.0f} ms; baseline: parsing the Mission cards'")
    print(f"texts alone {parse_only * 1000:.0f} ms)")
    print("Still refused, by what the cards need (a card counted once per need):")
    for need, count in report.missing.most_common():
        print(f"  {count:3}  {need}")
    units = measure_units(pool)
    print(f"Units a scenario can take into a battle: {len(units.usable)} of {units.total}")
    for why, count in units.refused.most_common():
        print(f"  {count:3}  {why}")
    attachments = measure_attachments(pool)
    usable = len(attachments.usable)
    print(f"Pilots and Enhancements (Terrain aside) a battle takes on a 'Mech: {usable} of {attachments.total}")
    for why, count in attachments.refused.most_common():
        print(f"  {count:3}  {why}")
    print(f"Of those, with every ability their controller uses executed too: {len(attachments.executed)}")
    for why, count in attachments.used_missing.most_common():
        print(f"  {count:3}  {why}")
    activations = measure_activation(pool)
    print(
        f"Pilots and Enhancements the turn activates onto a card: {len(activations.activated)} of {activations.total}"
    )
    for why, count in activations.refused.most_common():
        print(f"  {count:3}  {why}")
    return result(
        {
            "missions executed": figure(len(report.executed), "cards"),
            "units usable": figure(len(units.usable), "cards"),
            "pilots and enhancements usable": figure(len(attachments.usable), "cards"),
            "pilots and enhancements executed": figure(len(attachments.executed), "cards"),
            "pilots and enhancements activated": figure(len(activations.activated), "cards"),
            "measure missions": figure(took * 1000, "ms"),
        },
        {"parse mission texts": figure(parse_only * 1000, "ms")},
        checks={
            "missions_parsed": report.parsed,
            "units_total": units.total,
            "pilots_enhancements_total": attachments.total,
        },
    )


if __name__ == "__main__":
    sys.exit(standalone(run, __doc__))
