"""LackeyCCG ``setinfo.txt`` card lists: tab-separated, one header row, mixed CRLF/LF line ends.

Columns: ``Name Set ImageFile Rarity Type Keywords Alliegence Cost Asset Attack Armor Structure Speed Mass
Armament Text`` (the misspelling is the format's own). Commander's Edition names end in `` (CE)``; ``{T}`` is the
tap symbol and ``{R}`` a resource; some rows carry ``Errata:`` notes.
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

SET_NAMES = {
    "Unlimited": "Unlimited",
    "Counterstrike": "Counterstrike",
    "Mercenaries": "Mercenaries",
    "MechWarrior": "MechWarrior",
    "CommandersEdition": "Commander's Edition",
    "DCI": "DCI Promo",
}

CE_SUFFIX = " (CE)"


def looks_like(head: str) -> bool:
    """Whether a file's first line is a LackeyCCG header."""
    return head.startswith("Name\t")


def read_lackey(path: Path, data: bytes | None = None) -> ImportReport:
    """Reads a LackeyCCG ``setinfo.txt``: one :class:`BtRecord` per row.

    :raises PoolFileError: for a file that is not UTF-8, a header with other columns, a row with the wrong
        number of fields, a last row without its line end (a file cut short), an unknown set or card type, or a
        field that does not parse — with line and field.
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
    for number, line in enumerate(lines[1:], start=2):
        if not line.strip():
            continue
        report.bt_records.append(_row(Where(str(path), number), line, report))
    if not report.bt_records:
        raise PoolFileError(path, "the file has a header but no cards")
    return report


def _row(where: Where, line: str, report: ImportReport) -> BtRecord:
    fields = line.split("\t")
    if len(fields) != len(COLUMNS):
        raise where.error("row", f"expected {len(COLUMNS)} tab-separated fields, found {len(fields)}")
    row = dict(zip(COLUMNS, (f.strip() for f in fields), strict=True))
    name = row["Name"]
    if not name:
        raise where.error("Name", "empty card name")
    set_name = SET_NAMES.get(row["Set"])
    if set_name is None:
        raise where.error("Set", f"unknown set {row['Set']!r}; expected one of {', '.join(SET_NAMES)}")
    if row["Type"] not in ("Unit", "Command", "Mission"):
        raise where.error("Type", f"expected Unit, Command or Mission, found {row['Type']!r}")
    keywords = split_keywords(row["Keywords"], row["Type"])
    for word in keywords.unknown:
        report.warnings.append(f"{where.path}:{where.line}: unknown keyword {word!r} kept as a subtype")
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
    display = name.removesuffix(CE_SUFFIX) if set_name == "Commander's Edition" else name
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


def _clean_text(text: str) -> str:
    # The list lost some apostrophes of 'Mech to "?"; an empty "()" is a lost reminder text.
    text = re.sub(r"\?(?=Mech)", "'", text)
    text = re.sub(r"\s*\(\s*\)\s*", " ", text)
    return re.sub(r"\s+", " ", text).strip()
