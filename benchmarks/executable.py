"""How much of the community pool the engine executes, per card type (Unit, Mission, Command): the cards whose text
parses, those whose every ability the engine executes (in a battle and during the turn: judge/bttcg/executable.py,
asking the engine's own checks and the table of judge/bttcg/executes.py), and what the others still need, most
common first. The baseline is parsing the same pool's card texts alone (what measuring adds on top of the parse).
Also the Pilots and Enhancements a battle takes on a 'Mech, and those the turn activates onto a card.

Run: ``.venv/bin/python benchmarks/executable.py [--quick]``. Needs ../shared/data (skips with a message); reads it
in place. ``tests/test_bttcg_interpret.py`` holds the figures as ratchets.
"""

from __future__ import annotations

import sys
import time
from typing import Any

from common import Result, absent_message, figure, have_data, knowledge, result, skipped, standalone

from judge.bttcg.executable import CARD_TYPES, measure_activation, measure_attachments, measure_types
from judge.cards.models import BtCard
from judge.cardtext.parser import parse_card_text

TOP = 12
"""How many of the missing reasons are printed per type."""


def run(quick: bool) -> Result:
    del quick  # one measure of the pool: already short
    if not have_data():
        return skipped(absent_message())
    pool = knowledge(True).pool  # errata applied
    start = time.perf_counter()
    for card in pool.cards:
        if isinstance(card, BtCard) and card.card_type in CARD_TYPES and card.text:
            parse_card_text(card.text, card.name, card.card_type, suggestions=False)
    parse_only = time.perf_counter() - start
    start = time.perf_counter()
    report = measure_types(pool)
    took = time.perf_counter() - start
    print(f"Measured in {took * 1000:.0f} ms (baseline: parsing the same texts alone {parse_only * 1000:.0f} ms)")
    figures: dict[str, dict[str, Any]] = {}
    checks: dict[str, int] = {}
    for card_type, found in report.items():
        executed = len(found.executed)
        share = 100 * executed / found.parsed if found.parsed else 0.0
        print(
            f"{card_type}: {executed} of {found.parsed} whose text parses have every ability executed "
            f"({share:.1f}%; {found.total} cards)"
        )
        for need, count in found.missing.most_common(TOP):
            print(f"  {count:3}  {need}")
        figures[f"{card_type.lower()}s executed"] = figure(executed, "cards")
        checks[f"{card_type.lower()}s_parsed"] = found.parsed
    attachments = measure_attachments(pool)
    usable = len(attachments.usable)
    print(f"Pilots and Enhancements (Terrain aside) a battle takes on a 'Mech: {usable} of {attachments.total}")
    for why, count in attachments.refused.most_common(TOP):
        print(f"  {count:3}  {why}")
    print(f"Of those, with every ability their controller uses executed too: {len(attachments.executed)}")
    for why, count in attachments.used_missing.most_common(TOP):
        print(f"  {count:3}  {why}")
    activations = measure_activation(pool)
    print(
        f"Pilots and Enhancements the turn activates onto a card: {len(activations.activated)} of {activations.total}"
    )
    for why, count in activations.refused.most_common(TOP):
        print(f"  {count:3}  {why}")
    figures["pilots and enhancements usable"] = figure(usable, "cards")
    figures["pilots and enhancements executed"] = figure(len(attachments.executed), "cards")
    figures["pilots and enhancements activated"] = figure(len(activations.activated), "cards")
    checks["pilots_enhancements_total"] = attachments.total
    figures["measure"] = figure(took * 1000, "ms")
    return result(figures, {"parse texts": figure(parse_only * 1000, "ms")}, checks=checks)


if __name__ == "__main__":
    sys.exit(standalone(run, __doc__))
