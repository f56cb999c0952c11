"""A keyword's reminder text in words of the card's own (``grammar/keyword_reminders.lark``), checked against
what the keyword does.

A reminder only reminds: the keyword's rules are the rulebook's (p.31, Unit options; glossary) and the CE General
Rulings' (002, "Unit Options"). The printed wordings are read by ``grammar/keywords.lark``; another wording is read
here, keyword by keyword, and its numbers are checked as the printed ones' are (ECM +1 armor, Anti-Missile 1 less
damage per missile, NARC 1 off each missile roll, Long-Range N, Vehicle 5 or 6). A reminder neither grammar reads is
then read as an ordinary sentence: if it reads, it says something the keyword does not do and is an error naming the
keyword (:class:`~judge.cardtext.transform_units.ReminderMismatchError`) unless it reads as the keyword's own meaning
said as a sentence (:data:`MEANINGS`); if it does not read at all the keyword stays read and the reminder unchecked.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Tree
from lark.exceptions import LarkError, VisitError

from judge.cardtext.transform_units import KeywordsTransformer, ReminderMismatchError
from judge.dsl import models as m
from judge.grammars import lalr_parser

_STARTS = {
    "ECM": "ecm",
    "Anti-Missile": "anti_missile",
    "NARC": "narc",
    "C3": "c3",
    "Long-Range": "long_range",
    "Hand-to-Hand": "hand_to_hand",
    "AP": "ap",
    "VTOL": "vtol",
    "Vehicle": "vehicle",
    "Battle Armor": "battle_armor",
}
"""The keywords whose reminders may be reworded: each is a start rule of ``keyword_reminders.lark``."""

MEANINGS: dict[str, tuple[str, ...]] = {
    # glossary, Battle Armor: "they cannot attack or block alone"; rulebook, Missions: "Battle Armors can't attack
    # alone ... can't block alone"
    "Battle Armor": ("~ cannot attack or block alone.", "~ can't attack alone.", "~ can't block alone."),
}
"""A keyword's meaning said as an ordinary card sentence (about the card itself, ``~``): a reminder that reads as one of
these says what the keyword does."""


def _numbers(tree: Tree[Token]) -> list[int]:
    out: list[int] = []
    for token in tree.scan_values(lambda v: isinstance(v, Token) and v.type.endswith(("INT", "SIGNED"))):
        text = str(token).replace(" ", "").replace("–", "-").replace("−", "-")
        out.append(int(text))
    return out


def reworded(keyword: m.Keyword, reminder: str) -> m.Keyword | None:
    """``keyword`` printing ``reminder`` in a wording of its own that says what it does (``wording="reworded"``), or
    ``None`` where ``keyword_reminders.lark`` does not read it.

    :raises ReminderMismatchError: where the reminder reads and its numbers disagree with the keyword."""
    start = _STARTS.get(keyword.name)
    if start is None:
        return None
    try:
        tree = lalr_parser("keyword_reminders", start).parse(reminder.strip())
    except (LarkError, RecursionError):
        return None
    found = ("reworded", _numbers(tree))
    checks = KeywordsTransformer()
    value = Token("INT", str(keyword.value))
    named: dict[str, Any] = {
        "ECM": lambda: checks.ecm(found),
        "Anti-Missile": lambda: checks.anti_missile(Token("ANTI_MISSILE", "Anti-Missile"), found),
        "NARC": lambda: checks.narc(Token("NARC", "NARC"), found),
        "C3": lambda: checks.c3(found),
        "Long-Range": lambda: checks.long_range(Token("LONG_RANGE", "Long-Range"), value, found),
        "Hand-to-Hand": lambda: checks.hand_to_hand(value, found),
        "AP": lambda: checks.ap(found),
        "VTOL": lambda: checks.vtol(found),
        "Vehicle": lambda: checks.vehicle(Token("VEHICLE_WORD", "Vehicle"), found),
        "Battle Armor": lambda: checks.battle_armor(Token("BATTLE_ARMOR_WORD", "Battle Armor"), found),
    }
    checked: m.Keyword = named[keyword.name]()
    return checked.model_copy(update={"value": keyword.value})


def says_otherwise(parser: Any, transformer: Any, name: str, reminder: str) -> str | None:
    """What ``reminder`` says where it reads as an ordinary sentence that is not the meaning of the keyword (or
    option) ``name`` (the reason to refuse it), or ``None`` (it reads as its meaning, or not at all)."""
    reading = _reading(parser, transformer, reminder)
    if reading is None:
        return None
    if any(reading == _reading(parser, transformer, meaning) for meaning in MEANINGS.get(name, ())):
        return None
    from judge.cardtext.render import render_abilities  # the renderer sits above the grammar's helpers

    return render_abilities(reading)


def _reading(parser: Any, transformer: Any, sentence: str) -> list[m.Ability] | None:
    text = sentence.strip()
    text = text if text.endswith(".") else text + "."
    try:
        items = transformer.transform(parser.parse(text))
    except (LarkError, RecursionError, ValueError, VisitError):
        return None
    if not items or not all(isinstance(item, m.Static | m.Activated | m.Triggered | m.Resolve) for item in items):
        return None
    return list(items)


__all__ = ["MEANINGS", "ReminderMismatchError", "reworded", "says_otherwise"]
