"""The worked examples offered on the "What happens?" page: the documents' worked examples as scenario files
(``rulings/examples/<game>/*.yaml``, part of the knowledge base: each file's leading comment cites the records it
transcribes, the first one being its record) and the README's example of each game (``judge/web/examples/``).

Each example has an id, used as ``/ask?example=<id>``: its record's id (``rulebook/blocking-3``), or, for a second
file of the same record, the file's name (``rulebook-sunder-two-mechs``); the README's examples are ``bttcg``,
``mechchess`` and ``domination``. Any record an example transcribes finds it too, so that the page of every worked
example record can link to its scenario.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field
from pathlib import Path

from judge.examples import README_FOLDER, cited_records, examples_folder, header
from judge.rulings.models import RuleRecord
from judge.rulings.store import RulingBase

GAME_TITLES = {"bttcg": "BattleTech TCG", "mechchess": "Mech chess", "domination": "Battletech: Domination"}
SOURCE_ORDER = ("rulebook", "ce-rulings", "rulings-1997", "domination", "mechchess", "readme")
README_DOCUMENT = "The project's README"
MAX_KEY = 200
"""Longer ``example`` values are refused before any lookup."""

_SUMMARY_LIMIT = 220
_AFTER_CITATION = re.compile(r"\)[:,]\s+")


@dataclass(frozen=True)
class ReadmeExample:
    """An example of the README: the game it is for, and the records it transcribes (if any)."""

    id: str
    game: str
    title: str
    records: tuple[str, ...] = ()


README_EXAMPLES = (
    ReadmeExample("bttcg", "bttcg", "A slow 'Mech takes damage from two raiders (invented cards)"),
    ReadmeExample("mechchess", "mechchess", "A Catapult closes in"),
    ReadmeExample(
        "domination",
        "domination",
        "The detailed turn example of the rulebook",
        tuple(
            f"domination/detailed-turn-example/{part}"
            for part in (
                "situation",
                "combat-a",
                "combat-b",
                "combat-c",
                "combat-d",
                "action-phase",
                "buy-phase",
                "clean-up-phase",
            )
        ),
    ),
)


@dataclass(frozen=True)
class Example:
    """One example scenario offered on the page."""

    id: str
    game: str
    path: Path
    title: str
    """The record's section (and page), or the README example's title."""
    document: str
    """The source document's title (the group the example is listed under)."""
    summary: str = ""
    """What the file's leading comment says of it, shortened."""
    records: tuple[str, ...] = ()
    """The records it transcribes, its own record first."""
    aliases: tuple[str, ...] = ()
    source: str = "readme"
    order: int = 0

    def text(self) -> str:
        """The scenario text, as the file has it."""
        return self.path.read_text(encoding="utf-8")

    @property
    def record(self) -> str | None:
        return self.records[0] if self.records else None


class UnknownExampleError(LookupError):
    """An ``example`` value that names no example: the closest ids are in ``candidates``."""

    def __init__(self, key: str, candidates: list[str]) -> None:
        self.key = key
        self.candidates = candidates
        shown = key if len(key) <= 60 else key[:60] + "…"
        hint = f"; closest: {', '.join(candidates)}" if candidates else ""
        super().__init__(f"no example scenario {shown!r}{hint}")


@dataclass
class Catalogue:
    """Every example, and the keys that find each."""

    examples: list[Example]
    keys: dict[str, Example] = field(default_factory=dict)

    def __post_init__(self) -> None:
        by_record: dict[str, Example] = {}
        for example in self.examples:  # a record finds the example named after it, else the first that cites it
            for record in example.records:
                current = by_record.get(record)
                if current is None or (current.id != record and example.id == record):
                    by_record[record] = example
        self.keys = dict(by_record)
        for example in self.examples:
            for key in example.aliases:
                self.keys.setdefault(key, example)
        for example in self.examples:
            self.keys[example.id] = example

    def find(self, key: str) -> Example:
        """The example ``key`` names: an example's id, a record it transcribes, or its file name.

        :raises UnknownExampleError: for any other key, with the closest ids.
        """
        key = key.strip()
        found = self.keys.get(key)
        if found is None:
            ids = [e.id for e in self.examples]
            close = difflib.get_close_matches(key[:MAX_KEY], ids, n=5, cutoff=0.5)
            raise UnknownExampleError(key, close)
        return found

    def for_record(self, record_id: str) -> Example | None:
        """The example that transcribes the record ``record_id`` (for a link from the record's page)."""
        found = self.keys.get(record_id)
        return found if found is not None and record_id in found.records else None

    def groups(self) -> list[tuple[str, list[tuple[str, list[Example]]]]]:
        """The examples by game (in :data:`GAME_TITLES` order), then by document, in the document's order."""
        result: list[tuple[str, list[tuple[str, list[Example]]]]] = []
        for game, game_title in GAME_TITLES.items():
            mine = sorted((e for e in self.examples if e.game == game), key=_rank)
            documents: dict[str, list[Example]] = {}
            for example in mine:
                documents.setdefault(example.document, []).append(example)
            if documents:
                result.append((game_title, list(documents.items())))
        return result


def _rank(example: Example) -> tuple[int, int, bool, str]:
    """Documents in :data:`SOURCE_ORDER`, then the records' order in their document, the record's own example first."""
    source = SOURCE_ORDER.index(example.source) if example.source in SOURCE_ORDER else len(SOURCE_ORDER)
    return source, example.order, example.id != example.record, example.id


def summary(comment: str) -> str:
    """What a leading comment says after its citation (``... (rulebook/x): <this>`` or ``... (rulebook/x), <this>``),
    at most about 220 characters."""
    parts = _AFTER_CITATION.split(comment, maxsplit=1)
    words = parts[-1].strip()
    if len(words) <= _SUMMARY_LIMIT:
        return words
    return words[:_SUMMARY_LIMIT].rsplit(" ", 1)[0] + " …"


def _title(record: RuleRecord) -> str:
    page = f", p.{record.page}" if record.page is not None else ""
    return " / ".join(record.section) + page


def _document_files(rulings: RulingBase) -> list[Example]:
    found: list[Example] = []
    taken: set[str] = set()
    for game in GAME_TITLES:
        folder = examples_folder(game)
        for path in sorted(folder.glob("*.yaml")) if folder.is_dir() else []:
            comment = header(path.read_text(encoding="utf-8"))
            records = tuple(cited_records(comment, rulings))
            record = rulings.get(records[0]) if records else None
            if record is None:  # a file that cites no record is offered under its name
                found.append(Example(path.stem, game, path, path.stem, README_DOCUMENT, summary(comment)))
                continue
            ident = record.id if record.id not in taken else path.stem
            taken.add(ident)
            found.append(
                Example(
                    ident,
                    game,
                    path,
                    _title(record),
                    record.source_title,
                    summary(comment),
                    records,
                    aliases=(path.stem,),
                    source=record.source,
                    order=record.line,
                )
            )
    return found


def _readme_examples(rulings: RulingBase) -> list[Example]:
    found: list[Example] = []
    for index, spec in enumerate(README_EXAMPLES):
        records = tuple(r for r in spec.records if rulings.get(r) is not None)
        record = rulings.get(records[0]) if records else None
        found.append(
            Example(
                spec.id,
                spec.game,
                README_FOLDER / f"{spec.id}.yaml",
                _title(record) if record else spec.title,
                record.source_title if record else README_DOCUMENT,
                spec.title if record else "",
                records,
                source=record.source if record else "readme",
                order=record.line if record else index,
            )
        )
    return found


def load_catalogue(rulings: RulingBase) -> Catalogue:
    """Every example: the documents' worked examples (records resolved in ``rulings``) and the README's."""
    return Catalogue(_document_files(rulings) + _readme_examples(rulings))
