"""The contents of the rule documents (issue 22, item 4): ``/rules`` lists every document and, under each section
of it, every record it holds, each linked to its page; ``/api/rules`` is its JSON twin. Records keep the documents'
order (as the rulings files hold them); a section's records are titled by the section's words, numbered when a
section holds several."""

from __future__ import annotations

from typing import Any

from judge.knowledge import KnowledgeBase
from judge.web.rule_view import rule_url

SUMMARY = 120
"""Characters of a record's text shown in the contents."""


def _summary(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= SUMMARY else text[: SUMMARY - 1].rsplit(" ", 1)[0] + "…"


def contents(knowledge: KnowledgeBase) -> dict[str, Any]:
    """Every document with its sections and their records (the data of ``/rules`` and ``/api/rules``)."""
    documents: dict[tuple[str, str], dict[str, Any]] = {}
    for record in knowledge.rulings.records:
        document = documents.setdefault(
            (record.document, record.source),
            {"document": record.document, "source": record.source, "title": record.source_title, "sections": []},
        )
        sections: list[dict[str, Any]] = document["sections"]
        path = list(record.section)
        if not sections or sections[-1]["path"] != path:
            sections.append({"path": path, "title": " / ".join(path), "records": []})
        sections[-1]["records"].append(
            {
                "id": record.id,
                "kind": record.kind,
                "url": rule_url(record.id),
                "current": record.current,
                "date": record.date,
                "page": record.page,
                "summary": _summary(record.question or record.text),
            }
        )
    ordered = sorted(documents.values(), key=lambda d: (d["document"], d["source"]))
    for document in ordered:
        document["records"] = sum(len(s["records"]) for s in document["sections"])
    return {"documents": ordered, "records": len(knowledge.rulings.records)}
