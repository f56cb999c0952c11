"""The card page's data, one dict for the HTML page and its JSON twin (``/cards/<slug>``, ``/api/cards/<slug>``).

Views call :func:`card_page_data`; the template lays the dict out, ``/api`` answers it as it is, so the two agree.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

from flask import url_for

from judge.cards.models import ASSET_NAMES, BtCard, Card, Cost
from judge.cards.present import card_json, stat_lines, type_line
from judge.knowledge import KnowledgeBase
from judge.rulings.models import RuleRecord
from judge.rulings.present import record_summary
from judge.rulings.store import RulingBase
from judge.web.card_text_view import effects_view, text_view
from judge.web.rule_view import ASK_PATH, rule_url

COST_RULE = "rulebook/constructing-cards"
"""The rule that says what a cost means (rulebook p.19)."""


def card_url(slug: str) -> str:
    """The page of the card with that page name."""
    return url_for("cards.card_page", slug=slug)


def ask_url(card: Card) -> str | None:
    """The "what happens?" page with the card on the board (``/ask?card=<slug>``); BattleTech TCG cards only."""
    return f"{ASK_PATH}?{urlencode({'card': card.slug})}" if isinstance(card, BtCard) else None


def candidate_links(labels: list[str], cards: list[Card]) -> list[dict[str, str]]:
    """The card pages of the closest names a failed lookup offers (``Atlas`` or ``Atlas (domination)``)."""
    links: list[dict[str, str]] = []
    for label in labels:
        for card in cards:
            if label in (card.name, f"{card.name} ({card.game})"):
                links.append({"label": label, "url": card_url(card.slug)})
                break
    return links


def cost_view(cost: Cost, rulings: RulingBase) -> dict[str, Any]:
    """A cost as printed and what it means: the base cost, each asset cost waived when its asset is available, and
    the total with none and with all of them (``Cost.total``, rulebook p.19)."""
    rule = COST_RULE if COST_RULE in rulings.by_id else None
    assets = [{"asset": a, "name": ASSET_NAMES[a], "amount": n} for a, n in cost.assets.items()]
    if cost.resources is not None:
        symbols = "symbol" if cost.resources == 1 else "symbols"
        meaning = f"{cost.resources} resource {symbols}: a total cost of {cost.total()}"
    elif assets:
        waived = [f"+{a['amount']} unless {a['name']} ({a['asset']}) is available to you" for a in assets]
        meaning = "; ".join([f"base cost {cost.base}", *waived])
    else:
        meaning = f"base cost {cost.base}, no asset costs"
    return {
        "printed": str(cost),
        "base": None if cost.resources is not None else cost.base,
        "assets": assets,
        "resources": cost.resources,
        "total": {"no_assets": cost.total(), "all_assets": cost.total(set(ASSET_NAMES))},
        "meaning": meaning,
        "rule": rule,
        "rule_url": rule_url(rule) if rule else None,
    }


def identity_view(card: BtCard) -> dict[str, Any]:
    """What the type line says, field by field."""
    return {
        "type": card.card_type,
        "subtypes": card.subtypes,
        "unique": card.unique,
        "alignment": card.alignment,
        "affiliations": card.affiliations,
    }


def ruling_json(record: RuleRecord, rulings: RulingBase) -> dict[str, Any]:
    """A ruling as the card page lists it: the summary of ``judge card --json`` plus its page, date, link, the question
    a FAQ answer answers, and the records that supersede it (linked, cited)."""
    data = record_summary(record)
    data.update(
        title=" / ".join(record.section),
        url=rule_url(record.id),
        document=record.document,
        page=record.page,
        date=record.date,
        question=record.question,
        superseding=[
            {"id": i, "url": rule_url(i), "citation": rulings.by_id[i].cite()}
            for i in record.superseded_by
            if i in rulings.by_id
        ],
    )
    return data


def card_page_data(card: Card, knowledge: KnowledgeBase) -> dict[str, Any]:
    """Everything the card page shows. ``rulings`` come current first, then superseded (``current`` says which);
    ``text``, ``effects`` and ``cost`` are ``None`` for cards of the other two games."""
    rulings = knowledge.rulings
    records = knowledge.rulings_for(card)
    ordered = [r for r in records if r.current] + [r for r in records if not r.current]
    return {
        "card": card_json(card),
        "url": card_url(card.slug),
        "type_line": type_line(card),
        "stats": [{"label": label, "value": value} for label, value in stat_lines(card)],
        "identity": identity_view(card) if isinstance(card, BtCard) else None,
        "cost": cost_view(card.cost, rulings) if isinstance(card, BtCard) and card.cost is not None else None,
        "text": text_view(card, rule_url) if isinstance(card, BtCard) else None,
        "effects": effects_view(card) if isinstance(card, BtCard) else None,
        "source": None if isinstance(card, BtCard) else card.source.cite(),
        "rulings": [ruling_json(r, rulings) for r in ordered],
        "bans": [
            {
                "label": b.label,
                "date": b.date,
                "scope": b.scope,
                "printings": list(b.printings),
                "current": b.current,
                "ruling": b.record,
                "url": rule_url(b.record),
            }
            for b in knowledge.bans_for(card)
        ],
        "ask_url": ask_url(card),
    }
