"""All rulings records of ``rulings/``: by id, by card, with supersession linked both ways."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from judge.paths import data_dir
from judge.rulings.loader import RulingsFileError, read_rulings_file
from judge.rulings.models import RuleRecord

SET_WORDS = {
    "limited",
    "unlimited",
    "counterstrike",
    "mercenaries",
    "mechwarrior",
    "commander's edition",
    "commanders edition",
    "ce",
    "arsenal",
    "first edition",
    "dci",
    "promo",
}
DOCUMENT_RANK = {"004": 0, "000": 1, "002": 2, "001": 1, "003": 1}
"""Newer documents rank higher (seeds/README.md: 002 and the rulebook supersede the 1997 archive)."""
DOCUMENT_GAMES = {
    "000": "bttcg",
    "002": "bttcg",
    "004": "bttcg",
    "001": "domination",
    "003": "mechchess",
    "judge-003": "mechchess",
}


def split_card_reference(reference: str) -> tuple[str, list[str]]:
    """``"Forged Mission Orders (Limited, Unlimited)"`` → ``("Forged Mission Orders", ["Limited", "Unlimited"])``;
    a parenthesis that is not a list of sets (a model code) stays in the name."""
    match = re.match(r"^(?P<name>.*?)\s*\((?P<sets>[^()]*)\)\s*$", reference)
    if match:
        sets = [s.strip() for s in match.group("sets").split(",")]
        if sets and all(s.lower().replace("’", "'") in SET_WORDS for s in sets):
            return match.group("name").strip(), sets
    return reference.strip(), []


@dataclass
class RulingBase:
    records: list[RuleRecord] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.by_id: dict[str, RuleRecord] = {}
        for record in self.records:
            if record.id in self.by_id:
                other = self.by_id[record.id]
                raise RulingsFileError(
                    record.file, record.line, f"id {record.id!r} is also used at {other.file}:{other.line}"
                )
            self.by_id[record.id] = record

    @classmethod
    def load(cls, folder: Path | None = None) -> RulingBase:
        """Every ``*.rules`` file of the folder (the project's ``rulings/`` by default), supersession linked.

        :raises RulingsFileError: for a file that does not read, an id used twice, or a relation to an unknown id.
        """
        folder = folder or data_dir("rulings")
        records = [r for path in sorted(folder.glob("*.rules")) for r in read_rulings_file(path)]
        return cls(records=link(records))

    def get(self, record_id: str) -> RuleRecord | None:
        return self.by_id.get(record_id.strip().strip("/"))

    def about(self, names: Iterable[str]) -> list[RuleRecord]:
        """The records about a card known by any of ``names`` (case-insensitive), current first."""
        wanted = {n.casefold() for n in names}
        found = [r for r in self.records if any(split_card_reference(c)[0].casefold() in wanted for c in r.cards)]
        return sorted(found, key=lambda r: (not r.current, r.document != "002", r.id))

    def params(self, game: str = "bttcg") -> dict[str, tuple[str, str]]:
        """Every ``@param`` of a current record of one game: name → (value, record id). Where two documents set
        one parameter, the newer document's value wins (002 over the rulebook 000 over the 1997 archive 004)."""
        out: dict[str, tuple[str, str]] = {}
        records = [r for r in self.records if DOCUMENT_GAMES.get(r.document) == game]
        for record in sorted(records, key=lambda r: DOCUMENT_RANK.get(r.document, 0)):
            if record.current:
                for name, value in record.params.items():
                    out[name] = (value, record.id)
        return out


def link(records: list[RuleRecord]) -> list[RuleRecord]:
    """Fills ``superseded_by`` from every ``supersedes``, after checking that every relation names a record.

    :raises RulingsFileError: for a relation to an unknown id (with the file and line of the record).
    """
    ids = {r.id for r in records}
    superseded_by: dict[str, list[str]] = {}
    for record in records:
        for target in [*record.supersedes, *record.see_also]:
            if target not in ids:
                raise RulingsFileError(record.file, record.line, f"{record.id} names an unknown record {target!r}")
        for target in record.supersedes:
            superseded_by.setdefault(target, []).append(record.id)
    return [r.model_copy(update={"superseded_by": superseded_by.get(r.id, [])}) for r in records]
