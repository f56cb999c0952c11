"""The probe of unseen sets (issue 18 item 3): ``tests/data/cardtext/probe-unseen.txt`` holds invented card texts in
the style of a whole set (every card type, official-set and fan-set phrasing). The grammar is written from the
game's language, not from these texts, so the test reports how many it reads and ratchets that number: it never
asserts that all of them read, and a text that stops reading is a regression."""

from __future__ import annotations

from pathlib import Path

from judge.cardtext.parser import parse_card_text

PROBE = Path(__file__).parent / "data" / "cardtext" / "probe-unseen.txt"
PROBE_RULES = Path(__file__).parent / "data" / "cardtext" / "probe-rules.txt"
"""The second, independent probe: invented texts written from the rulebook, its glossary and the CE rulings."""

READ_AT_LEAST = 151
"""The ratchet: raise it as the grammar reads more (main read 69 of 159 before the probe was written)."""


RULES_READ_AT_LEAST = 117
"""The ratchet of the second probe (main read 48 of 139 when it was written)."""


def _cards(probe: Path = PROBE) -> list[tuple[str, str, str]]:
    cards = []
    for line in probe.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            card_type, name, text = (part.strip() for part in line.split("|", 2))
            cards.append((card_type, name, text))
    return cards


def test_probe_of_unseen_sets_reads_at_least_the_ratchet(capsys: object) -> None:
    cards = _cards()
    unread = [text for card_type, name, text in cards if not parse_card_text(text, name, card_type).ok]
    read = len(cards) - len(unread)
    print(f"probe of unseen sets: {read} of {len(cards)} read fully ({100 * read / len(cards):.1f}%)")
    assert read >= READ_AT_LEAST, f"{read} read, the ratchet is {READ_AT_LEAST}; now unread: {unread}"


def test_probe_covers_every_card_type() -> None:
    kinds = {card_type for card_type, _, _ in _cards()}
    assert kinds >= {"Unit", "Command", "Mission", "Pilot", "Enhancement", "Resource", "Support", "Terrain"}


def test_probe_of_the_rules_language_reads_at_least_the_ratchet() -> None:
    """rulebook (glossary, p.31 Unit options) and CE rulings: the second probe reads at least its ratchet."""
    cards = _cards(PROBE_RULES)
    unread = [text for card_type, name, text in cards if not parse_card_text(text, name, card_type).ok]
    read = len(cards) - len(unread)
    print(f"probe of the rules language: {read} of {len(cards)} read fully ({100 * read / len(cards):.1f}%)")
    assert read >= RULES_READ_AT_LEAST, f"{read} read, the ratchet is {RULES_READ_AT_LEAST}; now unread: {unread}"


def test_probe_of_the_rules_language_covers_every_card_type_and_unit_option() -> None:
    """rulebook p.31: the four common Unit options (and the rulings' ECM, Anti-Missile, NARC, VTOL) all appear."""
    cards = _cards(PROBE_RULES)
    assert {card_type for card_type, _, _ in cards} >= {"Unit", "Command", "Mission", "Pilot", "Enhancement"}
    texts = " ".join(text for _, _, text in cards)
    for option in ("Overheat", "Alpha Strike", "Missile", "Jump", "ECM", "Anti-Missile", "NARC", "VTOL"):
        assert option in texts
