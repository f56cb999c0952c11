"""A BattleTech TCG card's text as the card page shows it: each printed text next to the current text with the words
that differ marked and the errata that changed it cited, and the current text parsed into the effect DSL.

Everything here is plain data (the card page's JSON twin); the template only lays it out.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable
from functools import lru_cache
from typing import Any, Literal

from judge.cards.models import BtCard, Erratum, Printing
from judge.cardtext.parser import CardTextError, TextError, parse_card_text
from judge.cardtext.render import render_ability
from judge.dsl.models import Ability

MAX_DIFF_TOKENS = 1200
"""Texts longer than this (in words and spaces; the community's longest card text has under 200) are shown without a
word diff: a custom pool may hold anything, and the diff takes time in the square of the length."""

_TOKEN = re.compile(r"\s+|\S+")
_TYPOGRAPHY = str.maketrans({"’": "'", "‘": "'", "`": "'", "“": '"', "”": '"', "–": "-", "—": "-"})

RuleUrl = Callable[[str], str]
"""A record id → the URL of its page."""


def _key(token: str) -> str:
    """A token as the diff compares it: any run of spaces or line breaks is one space, and curly quotes and dashes are
    their plain forms (the community lists spell ``1–2`` and ``1-2``, ``'Mech`` and ``’Mech``: not a change)."""
    return " " if token.isspace() else token.translate(_TYPOGRAPHY)


def same_wording(printed: str, current: str) -> bool:
    """Whether two texts say the same words: only spacing, line breaks, curly quotes and dashes differ."""
    return [_key(t) for t in _TOKEN.findall(printed.strip())] == [_key(t) for t in _TOKEN.findall(current.strip())]


def _segments(tokens: list[str], changed: list[bool]) -> list[dict[str, Any]]:
    """Runs of tokens with the same mark, joined; spaces between two changed words count as changed."""
    marks = list(changed)
    for i, token in enumerate(tokens):
        if token.isspace() and 0 < i < len(tokens) - 1 and changed[i - 1] and changed[i + 1]:
            marks[i] = True
    out: list[dict[str, Any]] = []
    for token, mark in zip(tokens, marks, strict=True):
        if out and out[-1]["changed"] == mark:
            out[-1]["text"] += token
        else:
            out.append({"text": token, "changed": mark})
    return out


def word_diff(printed: str, current: str) -> dict[str, list[dict[str, Any]]] | None:
    """The two texts as runs of words, each run marked ``changed`` where the other text does not have it: on the
    printed side the words the current text drops or replaces, on the current side the words it adds. ``None`` when
    either text is longer than :data:`MAX_DIFF_TOKENS` tokens.

    >>> word_diff("Deal 2 damage.", "Deal 3 damage.")["current"]
    [{'text': 'Deal ', 'changed': False}, {'text': '3', 'changed': True}, {'text': ' damage.', 'changed': False}]
    """
    old, new = _TOKEN.findall(printed.strip()), _TOKEN.findall(current.strip())
    if len(old) > MAX_DIFF_TOKENS or len(new) > MAX_DIFF_TOKENS:
        return None
    matcher = difflib.SequenceMatcher(None, [_key(t) for t in old], [_key(t) for t in new], autojunk=False)
    old_changed, new_changed = [True] * len(old), [True] * len(new)
    for block in matcher.get_matching_blocks():
        old_changed[block.a : block.a + block.size] = [False] * block.size
        new_changed[block.b : block.b + block.size] = [False] * block.size
    return {"printed": _segments(old, old_changed), "current": _segments(new, new_changed)}


def _fold_set(name: str) -> str:
    return re.sub(r"\s+", " ", name.translate(_TYPOGRAPHY)).strip().casefold()


def errata_for(card: BtCard, printing: Printing) -> list[Erratum]:
    """The errata that concern one printing: those naming its set, and those naming no set (every printing). A
    quotation in a document (no set) is concerned only by errata naming no set."""
    if printing.set is None:
        return [e for e in card.errata if not e.sets]
    wanted = _fold_set(printing.set)
    return [e for e in card.errata if not e.sets or wanted in {_fold_set(s) for s in e.sets}]


def erratum_json(erratum: Erratum, rule_url: RuleUrl) -> dict[str, Any]:
    return {
        "record": erratum.record,
        "url": rule_url(erratum.record),
        "change": erratum.change,
        "sets": erratum.sets,
        "applied": erratum.applied,
        "scope": "applied to the current text and stats"
        if erratum.applied
        else "older printings only: the current wording already replaces them",
    }


Wording = Literal["printed", "corrected", "quotation"]


def _wording(printing: Printing, errata: list[Erratum], same: bool) -> Wording:
    """What a printing's text is: ``quotation`` for a document quoting or naming the card (no set: shown as a
    quotation, never as a diff; it may give no card text at all); ``corrected`` for a printing an older-printings
    erratum names whose text in the card list is already the current wording (the list gives it with the erratum
    applied, as LackeyCCG marks "Errata": the wording printed on the card is not in the loaded sources); else
    ``printed``."""
    if printing.set is None:
        return "quotation"
    if same and any(e.sets and not e.applied for e in errata):
        return "corrected"
    return "printed"


def text_view(card: BtCard, rule_url: RuleUrl) -> dict[str, Any]:
    """The current text and, for each printing, its printed text beside it: ``same_as_current`` where only the
    typography differs, else the word diff (none for a quotation that gives no card text); what the printing's text
    is (``wording``: :func:`_wording`); with the errata concerning that printing."""
    printings: list[dict[str, Any]] = []
    for printing in card.printings:
        same = same_wording(printing.text, card.text)
        errata = errata_for(card, printing)
        wording = _wording(printing, errata, same)
        printings.append(
            {
                "set": printing.set,
                "name": printing.name,
                "rarity": printing.rarity,
                "number": printing.number,
                "source": printing.source.cite(),
                "quote": printing.source.quote,
                "printed": printing.text,
                "partial_text": printing.partial_text,
                "errata_note": printing.errata_note,
                "wording": wording,
                "same_as_current": same,
                "diff": None if same or not printing.text.strip() else word_diff(printing.text, card.text),
                "errata": [erratum_json(e, rule_url) for e in errata],
            }
        )
    return {
        "current": card.text,
        "printings": printings,
        "errata": [erratum_json(e, rule_url) for e in card.errata],
    }


def _offset(text: str, line: int, column: int) -> int:
    """The 0-based offset of a 1-based line and column in ``text``."""
    lines = text.split("\n")
    return sum(len(lines[i]) + 1 for i in range(min(line - 1, len(lines)))) + column - 1


def error_json(text: str, error: TextError) -> dict[str, Any]:
    """A sentence that did not parse, with the place the grammar stopped cut out of it: ``before``, ``at`` (the word
    there; empty when the sentence ended too soon) and ``after``, so that a page can underline ``at``."""
    data = error.as_json()
    data.setdefault("suggestion", None)
    start, end = error.span
    where = min(max(_offset(text, error.line, error.column), start), end)
    rest = text[where:end]
    word = re.match(r"\S+", rest)
    at = word.group(0) if word else rest[:1]
    data.update(
        sentence=text[start:end],
        before=text[start:where],
        at=at,
        after=text[where + len(at) : end],
    )
    return data


def _english(ability: Ability) -> str | None:
    """The ability in plain English; ``None`` where the renderer has no English for it yet (the DSL still shows)."""
    try:
        return render_ability(ability)
    except ValueError:
        return None


@lru_cache(maxsize=2048)
def _parsed(text: str, name: str, card_type: str | None) -> dict[str, Any]:
    """The parse of one card text (cached per text, name and type: the page stays fast). Callers only read it."""
    try:
        result = parse_card_text(text, name, card_type)
    except CardTextError as exc:
        return {"status": "failed", "abilities": [], "errors": [], "refused": str(exc)}
    return {
        "status": result.status if text.strip() else "empty",
        "abilities": [{"english": _english(a), "dsl": a.model_dump(mode="json")} for a in result.abilities],
        "errors": [error_json(text, e) for e in result.errors],
        "refused": None,
    }


def effects_view(card: BtCard) -> dict[str, Any]:
    """The current text parsed with the card's name and type: each ability in plain English with its DSL, and each
    sentence that did not parse with its line, column, span, message and suggestion. ``status`` is ``parsed``,
    ``partial``, ``failed`` or ``empty``; ``refused`` says why a text was not parsed at all (too long)."""
    return _parsed(card.text, card.name, card.card_type)
