"""Errata from the rulings applied to the cards: the current text and stats change, every printing keeps its
printed text, and each change cites its ruling."""

from __future__ import annotations

import re
from typing import Any

from judge.cards.cost import CostError, parse_cost
from judge.cards.keywords import canonical_keyword
from judge.cards.models import SPEEDS, BtCard, Card, Erratum
from judge.cards.names import fold
from judge.importers.sets import official_set
from judge.pool import CardLookupError, CardPool
from judge.rulings.loader import RulingsFileError
from judge.rulings.models import RuleRecord
from judge.rulings.store import RulingBase, split_card_reference

_CURRENT_SETS = {"commander's edition", "commanders edition", "ce"}


class ErratumError(ValueError):
    """An ``@erratum`` that is not one of the documented forms."""


def apply_errata(pool: CardPool, rulings: RulingBase) -> tuple[CardPool, list[str]]:
    """The pool with every erratum applied, and the errata that name no card of the pool (with their record ids)."""
    changed: dict[int, BtCard] = {}
    unresolved: list[str] = []
    for record in rulings.records:
        if not record.errata or not record.current:
            continue
        for reference in record.cards or []:
            name, sets = split_card_reference(reference)
            try:
                card = pool.lookup(name, "bttcg", fuzzy=True)  # the documents spell names loosely
            except CardLookupError:
                unresolved.append(f"{record.id}: {reference}")
                continue
            if not isinstance(card, BtCard):
                continue
            current = changed.get(id(card), card)
            try:
                changed[id(card)] = _apply(current, record, sets)
            except ErratumError as exc:
                raise RulingsFileError(record.file, record.line, str(exc)) from None
    if not changed:
        return pool, unresolved
    cards: list[Card] = [changed.get(id(c), c) for c in pool.cards]
    return CardPool(
        cards=cards, reports=pool.reports, merge=pool.merge, warnings=pool.warnings, notes=pool.notes
    ), unresolved


def _apply(card: BtCard, record: RuleRecord, sets: list[str]) -> BtCard:
    applies = not sets or any(fold(s) in _CURRENT_SETS for s in sets) or not _has_newer_printing(card, sets)
    update: dict[str, Any] = {}
    errata = list(card.errata)
    for change in record.errata:
        if applies:
            update.update(_change(card.model_copy(update=update), change))
        errata.append(Erratum(record=record.id, change=change, sets=sets, applied=applies))
    update["errata"] = errata
    return card.model_copy(update=update)


def check_errata(rulings: RulingBase) -> None:
    """Every ``@erratum`` is one of the documented forms, whether or not its card is loaded.

    :raises RulingsFileError: for the first that is not, with its file and line.
    """
    probe = BtCard(name="probe", cost=parse_cost("1"))
    for record in rulings.records:
        for change in record.errata:
            try:
                _change(probe, change)
            except ErratumError as exc:
                raise RulingsFileError(record.file, record.line, str(exc)) from None


def _has_newer_printing(card: BtCard, sets: list[str]) -> bool:
    """Whether an official printing other than the named ones replaced their wording; a set this version does not
    know never does (its wording ranks below every official set's: :mod:`judge.importers.sets`)."""
    named = {fold(s) for s in sets}
    return any(p.set and fold(p.set) not in named and official_set(p.set) is not None for p in card.printings)


_FORM = re.compile(r"^(?P<verb>[a-z-]+)(?:\s+(?P<arg>.*))?$")


def _folded(text: str) -> str:
    return " ".join(text.replace("’", "'").split()).casefold()


def _change(card: BtCard, change: str) -> dict[str, Any]:
    """The fields one erratum changes.

    :raises ErratumError: for a form not in ``rulings/README.md``.
    """
    match = _FORM.match(change.strip())
    if not match:
        raise ErratumError(f"not an erratum: {change!r}")
    verb, arg = match.group("verb"), (match.group("arg") or "").strip()
    quoted = arg[1:-1] if len(arg) >= 2 and arg[0] == '"' and arg[-1] == '"' else None
    if verb == "text" and quoted is not None:
        return {"text": quoted}
    if verb == "add" and quoted is not None:
        if _folded(quoted) in _folded(card.text):  # a list that applied the erratum itself ("... (Errata)")
            return {}
        return {"text": (card.text + " " + quoted).strip()}
    if verb in ("attack", "armor", "structure") and re.fullmatch(r"-?\d+", arg):
        return {verb: int(arg)}
    if verb == "speed" and arg in SPEEDS:
        return {"speed": arg}
    if verb == "no-armor-structure":
        return {"armor": None, "structure": None}
    if verb in ("cost", "base-cost"):
        try:
            if verb == "cost":
                return {"cost": parse_cost(arg)}
            if card.cost is not None and arg.isdigit():
                return {"cost": card.cost.model_copy(update={"base": int(arg)})}
            return {"cost": parse_cost(arg)}
        except CostError as exc:
            raise ErratumError(str(exc)) from None
    if verb == "affiliation" and arg:
        word = canonical_keyword(arg) or arg
        return {"affiliations": [*card.affiliations, word] if word not in card.affiliations else card.affiliations}
    if verb == "keyword" and arg:
        word = canonical_keyword(arg) or arg
        if word == "Unique":
            return {"unique": True}
        return {"subtypes": [*card.subtypes, word] if word not in card.subtypes else card.subtypes}
    if verb == "remove-keyword" and arg:
        word = canonical_keyword(arg) or arg
        return {
            "subtypes": [s for s in card.subtypes if s != word],
            "affiliations": [a for a in card.affiliations if a != word],
        }
    if verb == "mech-wording-exception":
        # rulebook "Unit Revision": older printings read 'Mech as Unit, except the cards listed (the record's text
        # says which references change); the current wording is not touched
        return {}
    raise ErratumError(f"not an erratum form of rulings/README.md: {change!r}")
