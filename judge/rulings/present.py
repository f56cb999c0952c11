"""Rulings records as plain data (JSON twins) and readable text."""

from __future__ import annotations

import textwrap
from typing import Any

from judge.rulings.models import RuleRecord
from judge.rulings.store import RulingBase


def record_summary(record: RuleRecord) -> dict[str, Any]:
    return {
        "id": record.id,
        "kind": record.kind,
        "citation": record.cite(),
        "current": record.current,
        "superseded_by": record.superseded_by,
        "text": record.text,
    }


def record_json(record: RuleRecord, rulings: RulingBase) -> dict[str, Any]:
    data: dict[str, Any] = record.model_dump(mode="json")
    data["citation"] = record.cite()
    data["current"] = record.current
    data["related"] = {
        relation: [record_summary(rulings.by_id[i]) for i in ids if i in rulings.by_id]
        for relation, ids in (
            ("supersedes", record.supersedes),
            ("superseded_by", record.superseded_by),
            ("see_also", record.see_also),
        )
    }
    return data


def record_text(record: RuleRecord, rulings: RulingBase) -> str:
    status = "current" if record.current else "SUPERSEDED by " + ", ".join(record.superseded_by)
    lines = [
        f"{record.id}  [{record.kind}, {status}]",
        record.cite(),
        "",
        *textwrap.wrap(record.text, 100),
    ]
    if record.question:
        lines[3:3] = [f"Q: {record.question}", ""]
    if record.cards:
        lines += ["", "Cards: " + "; ".join(record.cards)]
    for label, ids in (("Supersedes", record.supersedes), ("See also", record.see_also)):
        for target in ids:
            other = rulings.by_id.get(target)
            lines.append(f"{label}: {target}" + (f" ({other.cite()})" if other else ""))
    for name, value in record.params.items():
        lines.append(f"Parameter: {name} = {value}")
    for change in record.errata:
        lines.append(f"Erratum: {change}")
    lines.append(f"Source: {record.file} line {record.line}")
    return "\n".join(lines)


def rulings_text(records: list[RuleRecord]) -> str:
    if not records:
        return ""
    lines = ["", "", "Rulings:"]
    for record in records:
        mark = "" if record.current else " (superseded by " + ", ".join(record.superseded_by) + ")"
        lines.append(f"  [{record.id}]{mark} {textwrap.shorten(record.text, 140)}")
    return "\n".join(lines)
