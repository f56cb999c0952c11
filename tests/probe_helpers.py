"""The invented cards of the probes of unseen card language (``tests/data/cardtext/probe-*.txt``, a line ``Type |
Name | Text``): each line as a card with default stats, and whether the engine executes every ability of it."""

from __future__ import annotations

from pathlib import Path

from judge.bttcg.executable import face_with, refusals_of
from judge.cards.models import BtCard
from judge.cardtext.parser import parse_card_text

PROBE_TYPES = {
    "Pilot": ("Command", ["Pilot"]),
    "Enhancement": ("Command", ["Enhancement"]),
    "Resource": ("Command", ["Resource"]),
    "Support": ("Command", ["Support"]),
    "Terrain": ("Command", ["Enhancement", "Terrain"]),
}
"""A probe's card type as the pool's card type and subtypes (rulebook p.11-13: Pilots, Enhancements, Resources and
Terrain are Command cards; Terrain enhances a region)."""


def executed(kind: str, name: str, text: str) -> bool | None:
    """Whether the engine executes every ability of a probe line's text (``None``: the text does not read fully)."""
    card_type, subtypes = PROBE_TYPES.get(kind, (kind, ["'Mech"] if kind == "Unit" else []))
    result = parse_card_text(text, name, card_type, suggestions=False)
    if not result.ok:
        return None
    unit = card_type == "Unit"
    card = BtCard(
        name=name,
        card_type=card_type,
        subtypes=subtypes,
        text=text,
        attack=3 if unit else None,
        armor=2 if unit else None,
        structure=4 if unit else None,
    )
    return all(not reasons for reasons in refusals_of(face_with(card, result.abilities)))


def probe_cards(path: Path) -> list[tuple[str, str, str, str]]:
    """(set, type, name, text) of each line of a held-out probe, the set from the ``# === set XX`` line above it."""
    cards = []
    current = ""
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("# === set "):
            current = line.split()[3]
        elif line.strip() and not line.startswith("#"):
            card_type, name, text = (part.strip() for part in line.split("|", 2))
            cards.append((current, card_type, name, text))
    return cards


def report_read(cards: list[tuple[str, str, str, str]], sets: tuple[str, ...], title: str) -> tuple[int, list[str]]:
    """How many of a held-out probe's cards read fully, and the names of those that do not; prints, per set, how many
    read fully and how many the engine executes (``title`` names the probe in the printed lines)."""
    outcome = {(name, text): executed(card_type, name, text) for _, card_type, name, text in cards}
    unread = [name for (name, _), done in outcome.items() if done is None]
    for label in sets:
        own = [(name, text) for card_set, _, name, text in cards if card_set == label]
        own_read = sum(outcome[key] is not None for key in own)
        own_done = sum(outcome[key] is True for key in own)
        print(f"{title}, set {label}: {own_read} of {len(own)} read fully, {own_done} executed")
    read = len(cards) - len(unread)
    print(f"{title}: {read} of {len(cards)} read fully ({100 * read / len(cards):.1f}%)")
    return read, unread


def assert_two_sets_of_every_card_type(cards: list[tuple[str, str, str, str]], sets: tuple[str, ...]) -> None:
    """Each set holds 108 texts (as the unseen sets of issue 18), every card type of rulebook p.10-13, and a Unit with
    no text."""
    for label in sets:
        assert [card_set for card_set, *_ in cards].count(label) == 108
        kinds = {card_type for card_set, card_type, _, _ in cards if card_set == label}
        assert kinds >= {"Unit", "Command", "Mission", "Pilot", "Enhancement", "Resource", "Terrain"}
        assert any(text == "" for card_set, kind, _, text in cards if card_set == label and kind == "Unit")


def assert_every_option_and_unit_kind(
    cards: list[tuple[str, str, str, str]], sets: tuple[str, ...], words: tuple[str, ...]
) -> None:
    """Every word of ``words`` (Unit options and keywords) and both Unit kinds of rulebook p.11 (Vehicles, Battle Armor)
    appear in the texts of each set."""
    for label in sets:
        texts = " ".join(text for card_set, *_, text in cards if card_set == label)
        for word in (*words, "Vehicle", "Battle Armor"):
            assert word in texts, (label, word)
