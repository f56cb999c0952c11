"""How much of a card pool the battle engine executes: the Mission cards whose text parses and whose every ability
(play restrictions and effects, targets included) the interpreter runs in a battle, asked of the same functions
the interpreter refuses with (``benchmarks/executable.py`` prints it; a test holds it as a ratchet)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from judge.bttcg.interpret import ability_problems
from judge.cards.models import BtCard
from judge.cardtext.parser import parse_card_text
from judge.pool import CardPool


@dataclass
class Executable:
    parsed: int = 0
    """Mission cards whose text parses."""
    executed: list[str] = field(default_factory=list)
    """Those whose every ability the engine executes."""
    missing: Counter[str] = field(default_factory=Counter)
    """What the others need, each counted once per card."""


def measure(pool: CardPool) -> Executable:
    report = Executable()
    seen: set[str] = set()
    for card in pool.cards:
        if not isinstance(card, BtCard) or card.card_type != "Mission" or card.name in seen:
            continue
        seen.add(card.name)
        result = parse_card_text(card.text, card.name, card.card_type, suggestions=False)
        if result.errors:
            continue
        report.parsed += 1
        problems = {p for ability in result.abilities for p in ability_problems(ability)}
        if problems:
            report.missing.update(problems)
        else:
            report.executed.append(card.name)
    return report
