"""LackeyCCG ``setinfo.txt`` card lists: tab-separated, one header row, mixed CRLF/LF line ends.

Columns: ``Name Set ImageFile Rarity Type Keywords Alliegence Cost Asset Attack Armor Structure Speed Mass
Armament Text`` (the misspelling is the format's own). Commander's Edition names end in `` (CE)``, and a set may
append its code to its cards' names the same way (:func:`judge.importers.sets.set_suffixes`); ``{T}`` is the tap
symbol and ``{R}`` a resource; some rows carry ``Errata:`` notes. A set this version does not know is read under the
file's name for it, its wording ranked below every official set's (:mod:`judge.importers.sets`), with one note.
"""

from __future__ import annotations

import re
from pathlib import Path

from judge.cards.keywords import split_keywords
from judge.cards.models import Source, Stat
from judge.importers.errors import PoolFileError
from judge.importers.fields import (
    Where,
    parse_armament,
    parse_assets,
    parse_cost_field,
    parse_mass,
    parse_speed,
    parse_stat,
    read_text,
    split_errata,
    split_lines,
)
from judge.importers.records import BtRecord, ImportReport
from judge.importers.sets import SET_ORDER, drop_suffix, official_set, set_suffixes

COLUMNS = (
    "Name",
    "Set",
    "ImageFile",
    "Rarity",
    "Type",
    "Keywords",
    "Alliegence",
    "Cost",
    "Asset",
    "Attack",
    "Armor",
    "Structure",
    "Speed",
    "Mass",
    "Armament",
    "Text",
)


def looks_like(head: str) -> bool:
    """Whether a file's first line is a LackeyCCG header."""
    return head.startswith("Name\t")


def read_lackey(path: Path, data: bytes | None = None) -> ImportReport:
    """Reads a LackeyCCG ``setinfo.txt``: one :class:`BtRecord` per row.

    :raises PoolFileError: for a file that is not UTF-8, a header with other columns, a row with the wrong
        number of fields, a last row without its line end (a file cut short), a row without a set, an unknown card
        type, or a field that does not parse — with line and field.
    """
    report = ImportReport(path=str(path), format="lackey")
    lines = split_lines(read_text(path, "utf-8", data))
    header = lines[0].split("\t") if lines else []
    if tuple(h.strip() for h in header) != COLUMNS:
        raise PoolFileError(path, "expected the LackeyCCG header: " + " ".join(COLUMNS), 1, "header")
    if len(lines) > 1 and lines[-1].strip():
        # LackeyCCG ends every row with a line break: a last row without one was cut short (a truncated download
        # or copy), and a row cut inside its last field still has all its fields (issue 20: "P" as a card's text)
        raise PoolFileError(
            path,
            "the last row has no line end: the file looks cut short (LackeyCCG ends every row with a line break; "
            "if the row is complete, add one)",
            len(lines),
            "row",
        )
    rows: list[tuple[Where, dict[str, str]]] = []
    for number, line in enumerate(lines[1:], start=2):
        if line.strip():
            rows.append((Where(str(path), number), _fields(Where(str(path), number), line)))
    if not rows:
        raise PoolFileError(path, "the file has a header but no cards")
    report.set_suffixes = set_suffixes([(_set_name(r["Set"]), r["Name"], r["ImageFile"]) for _, r in rows])
    unknown: dict[str, int] = {}
    for where, row in rows:
        record = _row(where, row, report)
        report.bt_records.append(record)
        if record.set and official_set(record.set) is None:
            unknown[record.set] = unknown.get(record.set, 0) + 1
    for set_name, count in unknown.items():
        rows_text = f"{count} {'row' if count == 1 else 'rows'}"
        report.notes.append(
            f"{path}: set {set_name!r} ({rows_text}) is not one of the official sets this version knows "
            f"({', '.join(SET_ORDER)}): read as it is; where it prints a card an official set prints too, the "
            "official wording stays the card's current text"
        )
    return report


def _set_name(column: str) -> str:
    known = official_set(column)
    return known.name if known else column


def _fields(where: Where, line: str) -> dict[str, str]:
    fields = line.split("\t")
    if len(fields) != len(COLUMNS):
        raise where.error("row", f"expected {len(COLUMNS)} tab-separated fields, found {len(fields)}")
    return dict(zip(COLUMNS, (f.strip() for f in fields), strict=True))


def _row(where: Where, row: dict[str, str], report: ImportReport) -> BtRecord:
    name = row["Name"]
    if not name:
        raise where.error("Name", "empty card name")
    if not row["Set"]:
        raise where.error("Set", "empty set: every row names the set that printed it")
    set_name = _set_name(row["Set"])
    if row["Type"] not in ("Unit", "Command", "Mission"):
        raise where.error("Type", f"expected Unit, Command or Mission, found {row['Type']!r}")
    keywords = split_keywords(row["Keywords"], row["Type"], _allegiance_left_out(row["Keywords"], row["Alliegence"]))
    report.warnings += [f"{where.path}:{where.line}: {warning}" for warning in keywords.warnings()]
    signed: list[Stat] = []
    stats: dict[Stat, int | None] = {}
    for stat, column in (("attack", "Attack"), ("armor", "Armor"), ("structure", "Structure")):
        value, is_signed = parse_stat(where, column, row[column])
        stats[stat] = value  # type: ignore[index]
        if is_signed:
            signed.append(stat)  # type: ignore[arg-type]
    speed, warning = parse_speed(where, row["Speed"])
    if warning:
        report.warnings.append(f"{where.path}:{where.line}: {warning}")
    text, errata = split_errata(_clean_text(row["Text"]))
    display = drop_suffix(name, report.set_suffixes.get(set_name))
    return BtRecord(
        name=display,
        set=set_name,
        source=Source(document=Path(where.path).name, set=set_name, line=where.line),
        card_type=keywords.card_type,
        subtypes=keywords.subtypes,
        unique=keywords.unique,
        alignment=keywords.alignment,
        affiliations=keywords.affiliations,
        cost=parse_cost_field(where, "Cost", row["Cost"]),
        provides=parse_assets(where, "Asset", row["Asset"]),
        attack=stats["attack"],
        armor=stats["armor"],
        structure=stats["structure"],
        signed_stats=signed,
        speed=speed,
        mass=parse_mass(where, row["Mass"]),
        armament=parse_armament(row["Armament"]),
        text=text,
        rarity=row["Rarity"] or None,
        number=row["ImageFile"] or None,
        errata_note=errata,
        priority=1,
    )


def _allegiance_left_out(keywords: str, allegiance: str) -> str:
    """The Alliegence column where the Keywords column leaves it out (the community's list repeats the alignment and
    affiliations in both; another file may give them only in Alliegence), else nothing."""
    present = set(keywords.casefold().split())
    if all(word in present for word in allegiance.casefold().split()):
        return ""
    return allegiance


def _clean_text(text: str) -> str:
    # The list lost some apostrophes of 'Mech to "?"; an empty "()" is a lost reminder text.
    text = re.sub(r"\?(?=Mech)", "'", text)
    text = re.sub(r"\s*\(\s*\)\s*", " ", text)
    return re.sub(r"\s+", " ", text).strip()
