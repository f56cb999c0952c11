"""Tournament bans (issue 22, item 5): the ``@ban: <date> <scope>`` lines of the rulings, read for one card, so its
page can show a badge with the ban's date, scope, the printings the ruling names and the ruling itself (CE Individual
Card Rulings, "Tournament Ruling": e.g. a card "banned from tournament play as of" a date)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from judge.rulings.models import RuleRecord
from judge.rulings.store import split_card_reference


@dataclass(frozen=True)
class Ban:
    """One ban of one card, as one ruling states it."""

    date: str
    """As the ruling gives it (``1997-04-15``)."""
    scope: str
    """What it is banned from (``tournament``)."""
    record: str
    """The ruling's id."""
    current: bool
    """Whether that ruling is current (a superseded ruling's ban is shown as superseded, never dropped)."""
    printings: tuple[str, ...]
    """The sets whose printings the ruling names (empty: it names the card without sets)."""

    @property
    def label(self) -> str:
        """``Banned from tournament play as of 1997-04-15 (Limited, Unlimited printings)``."""
        named = f" ({', '.join(self.printings)} printings)" if self.printings else ""
        return f"Banned from {self.scope} play as of {self.date}{named}"


def parse_ban(value: str) -> tuple[str, str]:
    """``1997-04-15 tournament`` -> ``("1997-04-15", "tournament")``; a ban line without a scope is a tournament ban.

    :raises ValueError: if the line is empty.
    """
    parts = value.split(maxsplit=1)
    if not parts:
        raise ValueError("an @ban line needs a date")
    return parts[0], parts[1].strip() if len(parts) > 1 else "tournament"


def card_bans(records: Iterable[RuleRecord], names: set[str]) -> list[Ban]:
    """The bans the records state for a card known by any of ``names`` (its name and printed names), current
    rulings first."""
    out: list[Ban] = []
    for record in records:
        if not record.bans:
            continue
        printings: list[str] = []
        named = False
        for reference in record.cards:
            name, sets = split_card_reference(reference)
            if name in names:
                named = True
                printings += [s for s in sets if s not in printings]
        if not named:
            continue
        for value in record.bans:
            date, scope = parse_ban(value)
            out.append(Ban(date, scope, record.id, record.current, tuple(printings)))
    return sorted(out, key=lambda b: (not b.current, b.date))
