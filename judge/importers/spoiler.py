"""The Commander's Edition spoiler list: blocks of ``Field: value`` lines separated by blank lines, wrapped
continuation lines indented, Windows-1252, CRLF.

``Card Text`` holds one ability per line, wrapped at a fixed width. A wrapped line is told from a new ability by
the width: where the next line's first word would still have fitted on the line before, that line was ended on
purpose, so the next one starts a new ability.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from judge.cards.keywords import split_keywords
from judge.cards.models import Source, Stat
from judge.importers.errors import PoolFileError
from judge.importers.fields import (
    Where,
    parse_armament,
    parse_cost_field,
    parse_mass,
    parse_speed,
    parse_stat,
    read_text,
    split_lines,
)
from judge.importers.records import BtRecord, ImportReport

FIELDS = (
    "Card Title",
    "Card Type",
    "Speed",
    "Cost",
    "Arm/Str/Att",
    "Arm/Str",
    "Card Text",
    "Mass",
    "Armament",
    "Artist",
    "Rarity",
)
_FIELD_LINE = re.compile(r"^(?P<field>" + "|".join(re.escape(f) for f in FIELDS) + r"):(?P<value>.*)$")
_SET = "Commander's Edition"


def looks_like(text_head: str) -> bool:
    """Whether the start of a file looks like a spoiler list."""
    return any(line.startswith("Card Title:") for line in text_head.splitlines()[:20])


def read_spoiler(path: Path, data: bytes | None = None) -> ImportReport:
    """Reads a Commander's Edition spoiler list: one :class:`BtRecord` per card block.

    :raises PoolFileError: for a file that is not Windows-1252, a block without ``Card Title``, a line that is
        neither a field nor a continuation, a repeated field, or a field that does not parse — with line and field.
    """
    report = ImportReport(path=str(path), format="ce-spoiler")
    lines = split_lines(read_text(path, "cp1252", data))
    block: list[tuple[int, str]] = []
    for number, line in enumerate([*lines, ""], start=1):
        if line.strip():
            block.append((number, line.rstrip()))
            continue
        if block:
            _block(path, block, report)
            block = []
    if not report.bt_records:
        raise PoolFileError(path, "no 'Card Title:' blocks found")
    return report


def _block(path: Path, block: list[tuple[int, str]], report: ImportReport) -> None:
    if not any(_FIELD_LINE.match(line) for _, line in block):
        first, last = block[0][0], block[-1][0]
        report.warnings.append(f"{path}:{first}-{last}: not a card (no 'Field:' lines), skipped")
        return
    fields: dict[str, tuple[int, list[str]]] = {}
    current: str | None = None
    for number, line in block:
        match = _FIELD_LINE.match(line)
        if match:
            current = match.group("field")
            if current in fields:
                raise PoolFileError(path, "field given twice in one card", number, current)
            fields[current] = (number, [match.group("value").strip()])
        elif line[:1].isspace() and current is not None:
            fields[current][1].append(line.strip())
        else:
            raise PoolFileError(path, "expected 'Field: value' or an indented continuation line", number, "line")
    start = block[0][0]
    if "Card Title" not in fields:
        raise PoolFileError(path, "card block without 'Card Title'", start, "Card Title")

    def value(field: str) -> str:
        return " ".join(fields[field][1]) if field in fields else ""

    def where(field: str) -> Where:
        return Where(str(path), fields[field][0] if field in fields else start)

    name = value("Card Title").strip()
    if not name:
        raise where("Card Title").error("Card Title", "empty card name")
    if "Card Type" not in fields:
        raise where("Card Title").error("Card Type", f"card {name!r} has no 'Card Type'")
    keywords = split_keywords(value("Card Type"))
    if keywords.card_type is None:
        report.warnings.append(f"{path}:{where('Card Type').line}: {name!r} has no card type on its type line")
    report.warnings += [f"{path}:{where('Card Type').line}: {warning}" for warning in keywords.warnings()]
    stats, signed = _stats(where, value)
    speed, warning = parse_speed(where("Speed"), value("Speed"))
    if warning:
        report.warnings.append(f"{path}:{where('Speed').line}: {warning}")
    report.bt_records.append(
        BtRecord(
            name=name,
            set=_SET,
            source=Source(document=path.name, title="Commander's Edition spoiler list", set=_SET, line=start),
            card_type=keywords.card_type,
            subtypes=keywords.subtypes,
            unique=keywords.unique,
            alignment=keywords.alignment,
            affiliations=keywords.affiliations,
            cost=parse_cost_field(where("Cost"), "Cost", value("Cost")),
            attack=stats.get("attack"),
            armor=stats.get("armor"),
            structure=stats.get("structure"),
            signed_stats=signed,
            speed=speed,
            mass=parse_mass(where("Mass"), value("Mass")),
            armament=parse_armament(value("Armament")),
            text=_card_text(fields["Card Text"][1]) if "Card Text" in fields else "",
            rarity=value("Rarity") or None,
            priority=2,
        )
    )


def _stats(where: Callable[[str], Where], value: Callable[[str], str]) -> tuple[dict[Stat, int | None], list[Stat]]:
    stats: dict[Stat, int | None] = {}
    signed: list[Stat] = []
    layouts: tuple[tuple[str, tuple[Stat, ...]], ...] = (
        ("Arm/Str/Att", ("armor", "structure", "attack")),
        ("Arm/Str", ("armor", "structure")),
    )
    for field, names in layouts:
        raw = value(field).strip()
        if not raw:
            continue
        if raw in ("(n/a)", "n/a"):
            return stats, signed
        parts = re.findall(r"\(n/a\)|[^/]+", raw)
        if len(parts) != len(names):
            raise where(field).error(field, f"expected {len(names)} values separated by '/', found {raw!r}")
        for stat, part in zip(names, parts, strict=True):
            number, is_signed = parse_stat(where(field), field, part)
            stats[stat] = number
            if is_signed:
                signed.append(stat)
    return stats, signed


_COMPLETE_LINE = re.compile(
    r"^(?:Missile \d+|(?:Overheat \d+|Alpha Strike): ?\+\d+ attack|[+-]\d+ \w+(?:, [+-]\d+ \w+)*|\{T\}: ?\{R\}.*)$"
)
_DIE_BRANCH = re.compile(r"^\d(?:\s*[-–]\s*\d)?:")
_QUALIFIER = re.compile(r"^(?:Use this (?:ability|effect)|This damage|That 'Mech may still)")


def _card_text(lines: list[str]) -> str:
    """The abilities one a line; ``(n/a)`` is no text."""
    if " ".join(lines).strip() in ("(n/a)", "n/a"):
        return ""
    return "\n".join(unwrap(lines))


def unwrap(lines: list[str]) -> list[str]:
    """Joins wrapped lines of a ``Card Text`` field into one line per ability.

    The list was wrapped by hand, at no fixed width, so a line continues the ability before it when that ability
    still has an open parenthesis, when the line starts in lower case or qualifies the ability before it
    ("Use this ability only..."), or when the line before it does not end a sentence or a keyword line
    (``Missile 1``, ``Overheat 2: +2 attack``, ``+1 initiative, +1 attack``).
    """
    abilities: list[str] = []
    last_physical = ""
    for line in (raw.strip() for raw in lines):
        if not line:
            continue
        if abilities and _continues(abilities[-1], last_physical, line):
            abilities[-1] += " " + line
        else:
            abilities.append(line)
        last_physical = line
    return abilities


def _continues(ability: str, last_physical: str, line: str) -> bool:
    if ability.count("(") > ability.count(")"):
        return True
    if line[0].islower() or _QUALIFIER.match(line) or _DIE_BRANCH.match(line) or last_physical.endswith(":"):
        return True
    ends_sentence = last_physical.endswith((".", ")", "!"))
    return not (ends_sentence or _COMPLETE_LINE.match(last_physical))
