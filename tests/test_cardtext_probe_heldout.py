"""The third, held-out probe of unseen sets (issue 18: "on two sets it has never seen ... >= 85% of printings read
fully"): ``tests/data/cardtext/probe-heldout.txt`` holds 216 invented card texts, two "sets" of 108 in the proportions
of a real set (``# === set HX ===``: the templating of an official 1998 expansion; ``# === set FZ ===``: a fan-made
set's looser wording). They were written in one go from the rulebook, its glossary and the rulings, before anything
was measured and without reading the grammar, its tests or the two other probes, and were not edited after: they
measure the grammar, they are not a list to write it from. Keep it that way: do not fit the grammar to these
sentences (write the general construction from the rules, with invented test sentences of its own).

The test reports how many texts read fully, per set, and ratchets that number: it never asserts that all of them
read, and a text that stops reading is a regression. The engine's executed share is printed beside it."""

from __future__ import annotations

from pathlib import Path

from tests.probe_helpers import executed, probe_cards

PROBE = Path(__file__).parent / "data" / "cardtext" / "probe-heldout.txt"

READ_AT_LEAST = 105
"""The ratchet: main (df24129) read 52 of 216 when the probe was written (HX 31 of 108, FZ 21 of 108; the engine
executed 43: HX 28, FZ 15). Raise it to what a branch reads."""


def _cards() -> list[tuple[str, str, str, str]]:
    return probe_cards(PROBE)


def test_heldout_probe_of_unseen_sets_reads_at_least_the_ratchet_issue_18() -> None:
    """issue 18 (unseen sets, >= 85% read fully): the held-out probe reads at least its ratchet."""
    cards = _cards()
    outcome = {(name, text): executed(card_type, name, text) for _, card_type, name, text in cards}
    unread = [text for (_, text), done in outcome.items() if done is None]
    read = len(cards) - len(unread)
    for label in ("HX", "FZ"):
        own = [(name, text) for card_set, _, name, text in cards if card_set == label]
        own_read = sum(outcome[key] is not None for key in own)
        own_done = sum(outcome[key] is True for key in own)
        print(f"held-out probe, set {label}: {own_read} of {len(own)} read fully, {own_done} executed")
    print(f"held-out probe: {read} of {len(cards)} read fully ({100 * read / len(cards):.1f}%)")
    assert read >= READ_AT_LEAST, f"{read} read, the ratchet is {READ_AT_LEAST}; now unread: {unread}"


def test_heldout_probe_is_two_sets_of_108_with_every_card_type() -> None:
    """rulebook, What Do Your Cards Do? (p.10-13): Units, Command cards (Resources, Enhancements, Terrain, Pilots) and
    Mission cards; the two sets hold 108 texts each, as the unseen sets issue 18 names."""
    cards = _cards()
    assert [card_set for card_set, *_ in cards].count("HX") == 108
    assert [card_set for card_set, *_ in cards].count("FZ") == 108
    for label in ("HX", "FZ"):
        kinds = {card_type for card_set, card_type, _, _ in cards if card_set == label}
        assert kinds >= {"Unit", "Command", "Mission", "Pilot", "Enhancement", "Resource", "Terrain"}
    assert any(text == "" for _, card_type, _, text in cards if card_type == "Unit"), "a Unit with no text"


def test_heldout_probe_uses_every_unit_option_and_unit_kind_rulebook_p31_p11() -> None:
    """rulebook p.31 (Overheat, Alpha Strike, Missile, Jump), the CE General Rulings (ECM, Anti-Missile, NARC, VTOL)
    and rulebook p.11 (Vehicles, Battle Armor) all appear in the held-out probe."""
    texts = " ".join(text for *_, text in _cards())
    for word in ("Overheat", "Alpha Strike", "Missile", "Jump", "ECM", "Anti-Missile", "NARC", "VTOL"):
        assert word in texts
    for kind in ("Vehicle", "Battle Armor"):
        assert kind in texts
