"""The rule page's data, one dict for the HTML page and its JSON twin (``/rules/<id>``, ``/api/rules/<id>``)."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

from flask import url_for

from judge.cards.models import Game
from judge.documents import SEED_DOCUMENTS
from judge.knowledge import KnowledgeBase
from judge.pool import CardLookupError
from judge.rulings.models import RuleRecord
from judge.rulings.present import record_json
from judge.rulings.store import DOCUMENT_GAMES, RulingBase, split_card_reference

ASK_PATH = "/ask"
"""The "what happens?" page: ``?example=<record id>`` loads a worked example's scenario, ``?card=<slug>`` puts a
card on the board."""

MAX_RECORD_ID = 300


def rule_url(record_id: str) -> str:
    """The page of the rule or ruling with that id."""
    return url_for("rules.rule_page", record_id=record_id)


def simulate_url(record: RuleRecord) -> str | None:
    """The scenario page loading the worked example that transcribes this record, if one does (any game)."""
    from judge.web.ask import catalogue

    example = catalogue().for_record(record.id)
    if example is None:
        return None
    return f"{ASK_PATH}?{urlencode({'example': record.id}, safe='/')}"


def current_replacements(record: RuleRecord, rulings: RulingBase) -> list[str]:
    """The current records that replace a superseded one, following ``superseded_by`` through records that are
    superseded in turn; empty for a current record."""
    found: list[str] = []
    seen = {record.id}
    todo = list(record.superseded_by)
    while todo:
        other = rulings.by_id.get(todo.pop(0))
        if other is None or other.id in seen:
            continue
        seen.add(other.id)
        if other.current:
            found.append(other.id)
        else:
            todo.extend(other.superseded_by)
    return found


def cards_view(record: RuleRecord, knowledge: KnowledgeBase) -> list[dict[str, Any]]:
    """The cards the record names, as it names them, each with its page where the name resolves to one card of the
    record's game (the documents spell names loosely: a close misspelling resolves as it does for the errata)."""
    game: Game | None = DOCUMENT_GAMES.get(record.document)  # type: ignore[assignment]
    out: list[dict[str, Any]] = []
    for reference in record.cards:
        name, sets = split_card_reference(reference)
        try:
            card = knowledge.pool.lookup(name, game, fuzzy=True)
        except CardLookupError:
            card = None
        out.append(
            {
                "reference": reference,
                "name": name,
                "sets": sets,
                "slug": card.slug if card else None,
                "url": url_for("cards.card_page", slug=card.slug) if card else None,
            }
        )
    return out


def rule_page_data(record: RuleRecord, knowledge: KnowledgeBase) -> dict[str, Any]:
    """Everything the rule page shows: the record (``judge rule --json``) with a ``url`` on each related record, its
    citation field by field, the cards it names (linked where they resolve), the current records replacing it when it
    is superseded, and the scenario link of a BattleTech TCG worked example."""
    rulings = knowledge.rulings
    data = record_json(record, rulings)
    data["related"] = {
        relation: [{**item, "url": rule_url(item["id"])} for item in items]
        for relation, items in data["related"].items()
    }
    replacements = current_replacements(record, rulings)
    return {
        "record": data,
        "url": rule_url(record.id),
        "game": DOCUMENT_GAMES.get(record.document),
        "citation": {
            "text": record.cite(),
            "document": record.document,
            "document_title": SEED_DOCUMENTS.get(record.document, record.source_title),
            "source": record.source,
            "source_title": record.source_title,
            "section": record.section,
            "page": record.page,
            "date": record.date,
        },
        "cards": cards_view(record, knowledge),
        "current_records": [{"id": i, "url": rule_url(i), "citation": rulings.by_id[i].cite()} for i in replacements],
        "simulate_url": simulate_url(record),
    }
