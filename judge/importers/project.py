"""The project's own card files (``cards/*.yaml``): one game per file, written by this project from the seeds.

A file is a mapping with ``game`` (``bttcg``, ``domination`` or ``mechchess``), an optional ``source`` and the
game's lists (``cards``; Mech chess also ``units``). The README documents the fields.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from judge.cards.keywords import split_keywords
from judge.cards.models import (
    Asset,
    DominationCard,
    DominationType,
    MechChessCard,
    MechChessCardType,
    MechChessUnit,
    Source,
    Speed,
)
from judge.importers.errors import PoolFileError
from judge.importers.fields import Where, parse_cost_field
from judge.importers.records import BtRecord, ImportReport
from judge.importers.yamlfile import read_yaml_file


class _Entry(BaseModel):
    model_config = ConfigDict(extra="forbid")


class FileSource(_Entry):
    document: str | None = None
    title: str | None = None
    section: str | None = None
    page: int | None = None
    quote: str | None = None


class BtEntry(_Entry):
    name: str = Field(min_length=1)
    card_type: Literal["Unit", "Command", "Mission"] | None = None
    keywords: list[str] = Field(default_factory=list)
    cost: str | None = None
    speed: Speed | None = None
    attack: int | None = None
    armor: int | None = None
    structure: int | None = None
    assets: list[Asset] = Field(default_factory=list)
    mass: int | None = None
    armament: list[str] = Field(default_factory=list)
    text: str = ""
    partial_text: bool = False
    """The source quotes only part of the card's text."""
    set: str | None = None
    rarity: str | None = None
    source: FileSource | None = None
    notes: str | None = None


class BtFile(_Entry):
    game: Literal["bttcg"]
    source: FileSource | None = None
    cards: list[BtEntry]


class DominationEntry(_Entry):
    name: str = Field(min_length=1)
    card_type: DominationType
    industry: int = Field(ge=0)
    lostech: int = Field(default=0, ge=0)
    attack: int | None = None
    defense: int | None = None
    text: str = ""
    base: bool = False
    pile_size: int | None = Field(default=None, ge=1)
    section: str | None = None
    transcription_notes: str | None = None


class DominationFile(_Entry):
    game: Literal["domination"]
    source: FileSource | None = None
    cards: list[DominationEntry]


class MechChessUnitEntry(_Entry):
    name: str = Field(min_length=1)
    hits: int = Field(ge=1)
    move: int = Field(ge=0)
    jump: bool = False
    cr: int | None = Field(default=None, ge=0)
    mr: int | None = Field(default=None, ge=0)
    lr: int | None = Field(default=None, ge=0)
    section: str | None = None


class MechChessCardEntry(_Entry):
    name: str = Field(min_length=1)
    count: int = Field(ge=1)
    range_text: str
    card_type: MechChessCardType
    notes: str = ""
    section: str | None = None


class MechChessFile(_Entry):
    game: Literal["mechchess"]
    source: FileSource | None = None
    units: list[MechChessUnitEntry] = Field(default_factory=list)
    cards: list[MechChessCardEntry] = Field(default_factory=list)


_SCHEMAS: dict[str, type[BtFile] | type[DominationFile] | type[MechChessFile]] = {
    "bttcg": BtFile,
    "domination": DominationFile,
    "mechchess": MechChessFile,
}


def looks_like(path: Path, head: str) -> bool:
    """Whether a file is a project card file: a YAML file, or text that starts with ``game:``."""
    return path.suffix in (".yaml", ".yml") or any(line.startswith("game:") for line in head.splitlines()[:30])


def read_project_file(path: Path, data: bytes | None = None) -> ImportReport:
    """Reads a project card file.

    :raises PoolFileError: for text that is not YAML, an unknown ``game``, a missing or unknown field, a value of
        the wrong type, or a cost that does not parse — with the line and the field.
    """
    doc = read_yaml_file(path, data)
    data = doc.data
    if not isinstance(data, dict):
        raise PoolFileError(path, "expected a mapping with 'game' and 'cards'", 1, "game")
    game = data.get("game")
    schema = _SCHEMAS.get(str(game))
    if schema is None:
        raise PoolFileError(
            path,
            f"expected game: bttcg, domination or mechchess, found {game!r}",
            doc.line_of(["game"]),
            "game",
        )
    try:
        parsed = schema.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        loc = [p for p in first["loc"] if isinstance(p, int | str)]
        field = ".".join(str(p) for p in loc) or "file"
        raise PoolFileError(path, first["msg"], doc.line_of(loc), field) from None
    report = ImportReport(path=str(path), format=f"project:{game}")
    if isinstance(parsed, BtFile):
        for index, entry in enumerate(parsed.cards):
            where = Where(str(path), doc.line_of(["cards", index]) or 1)
            report.bt_records.append(_bt_record(path, parsed.source, entry, where))
    elif isinstance(parsed, DominationFile):
        for index, dom in enumerate(parsed.cards):
            source = _source(path, parsed.source, dom.section, doc.line_of(["cards", index]))
            fields = dom.model_dump(exclude={"section"})
            report.other_cards.append(DominationCard(**fields, source=source))
    else:
        for index, unit in enumerate(parsed.units):
            source = _source(path, parsed.source, unit.section, doc.line_of(["units", index]))
            report.other_cards.append(MechChessUnit(**unit.model_dump(exclude={"section"}), source=source))
        for index, card in enumerate(parsed.cards):
            source = _source(path, parsed.source, card.section, doc.line_of(["cards", index]))
            number = int(card.range_text) if card.range_text.isdigit() else None
            fields = card.model_dump(exclude={"section"})
            report.other_cards.append(MechChessCard(**fields, range=number, source=source))
    return report


def _source(path: Path, top: FileSource | None, section: str | None, line: int | None) -> Source:
    top = top or FileSource()
    return Source(
        document=top.document or path.name,
        title=top.title,
        section=section or top.section,
        line=line if not top.document else None,
    )


def _bt_record(path: Path, top: FileSource | None, entry: BtEntry, where: Where) -> BtRecord:
    own = entry.source or FileSource()
    top = top or FileSource()
    keywords = split_keywords(" - ".join([entry.card_type or "", *entry.keywords]).strip(" -"), entry.card_type)
    source = Source(
        document=own.document or top.document or path.name,
        title=own.title or top.title,
        section=own.section,
        page=own.page,
        quote=own.quote,
        line=None if own.document or top.document else where.line,
        set=entry.set,
    )
    return BtRecord(
        name=entry.name,
        set=entry.set,
        source=source,
        card_type=keywords.card_type,
        subtypes=keywords.subtypes,
        unique=keywords.unique,
        alignment=keywords.alignment,
        affiliations=keywords.affiliations,
        cost=parse_cost_field(where, "cost", entry.cost or ""),
        provides=list(entry.assets),
        attack=entry.attack,
        armor=entry.armor,
        structure=entry.structure,
        speed=entry.speed,
        mass=entry.mass,
        armament=list(entry.armament),
        text=entry.text,
        rarity=entry.rarity,
        partial_text=entry.partial_text,
    )
