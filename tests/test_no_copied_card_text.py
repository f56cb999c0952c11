"""The card data of ../shared/data is read in place, never copied into the repository (the developers' guide: "Never
copy it, or card text from it, into the repository"): tests and examples use invented card text, or read the pool's
cards from ../shared/data. This counts the pool's sentences (45 characters or more, whitespace evened out) that stand
word for word in the tracked source, test and documentation files, and holds the count as a ratchet: it may only go
down. Skipped without ../shared (through the ``full_pool`` fixture)."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

from judge.cards.models import BtCard
from judge.pool import CardPool

ROOT = Path(__file__).resolve().parents[1]
# 167: the fifth held-out probe (frozen, not to be edited) holds two of the rulebook's own timing sentences ("Use this
# ability only during your <phase> phase.") that pool cards print too
COPIED_AT_MOST = 167
"""Pool sentences found word for word in the repository when this check was added (2026-11-27), most of them card
lines quoted in tests' inline cards and docstrings as examples: to be replaced by invented sentences, then this
lowered. A new copy makes the test fail. 154 then; +4 (probe6, 2026-11-27) for the held-out probe
``tests/data/cardtext/probe-heldout.txt``, whose invented cards use four of the game's timing templates ("Use this
ability only during your Deploy / Draw / Repair/Reload phase.", "... Missions phase, but not during a mission."),
printed word for word on 4 to 44 pool cards each: a probe written before measuring cannot be reworded after. +7
(probe8, 2026-11-27) for the third held-out probe ``tests/data/cardtext/probe-heldout3.txt``: the same timing templates,
the rulebook's Jump option after an Overheat option, and three placement templates of Enhancements and Terrain ("When
you activate this card, put it on one of your Units / sites", "... in one of your regions and scrap all other Terrain
cards in that region"), each the game's templating printed on several pool cards, not one card's text."""
_SUFFIXES = (".py", ".md", ".txt", ".yaml", ".yml", ".json", ".golden", ".lark", ".html")


def _sentences(pool: CardPool) -> set[str]:
    found: set[str] = set()
    for card in pool.cards:
        if isinstance(card, BtCard) and card.text:
            for sentence in re.split(r"(?<=[.!?])\s+", card.text):
                words = " ".join(sentence.split())
                if len(words) >= 45:
                    found.add(words)
    return found


def _tracked_texts() -> dict[str, str]:
    names = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
    texts: dict[str, str] = {}
    for name in names:
        path = ROOT / name
        if name.endswith(_SUFFIXES) and path.is_file():
            texts[name] = " ".join(path.read_text(encoding="utf-8", errors="replace").split())
    return texts


def copied(pool: CardPool) -> dict[str, list[str]]:
    """The pool's sentences each tracked file holds word for word."""
    sentences = _sentences(pool)
    return {
        name: found for name, text in _tracked_texts().items() if (found := sorted(s for s in sentences if s in text))
    }


def test_card_text_of_the_shared_data_is_not_copied_into_the_repository_developers_guide(full_pool: CardPool) -> None:
    found = copied(full_pool)
    count = sum(len(v) for v in found.values())
    worst = sorted(found.items(), key=lambda item: -len(item[1]))[:5]
    assert count <= COPIED_AT_MOST, f"{count} pool sentences copied (at most {COPIED_AT_MOST}); most in {worst}"
