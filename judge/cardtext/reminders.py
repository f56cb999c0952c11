"""A keyword printed with its reminder text in a wording the grammar does not read (``grammar/keywords.lark`` reads
the rulebook's and the rulings' wordings and checks their numbers): the keyword is read as the rules define it, the
reminder marked unchecked; ``judge validate`` warns of it (:func:`judge.cardtext.text_checks.unchecked_reminders`)."""

from __future__ import annotations

import re
from typing import Any

from lark.exceptions import LarkError, VisitError

from judge.cardtext.transform_units import ReminderMismatchError
from judge.dsl import models as m

_KEYWORD_AND_REMINDER = re.compile(r"^(?P<keywords>[^()]+?) ?\((?P<reminder>[^()]+)\)\.?$")


def keywords_with_reminder(parser: Any, transformer: Any, sentence: str) -> list[m.Keyword] | None:
    """A keyword (or a list of them) followed by its reminder text in a wording the grammar does not read ("VTOL (This
    Unit can only be blocked by ...)"): the keywords, marked as printing a reminder that was not checked, or ``None``.
    A reminder only reminds: the keyword's rules are the rulebook's (rulebook p.31, Unit options; glossary), so the
    keyword is read as the keyword and the unread reminder is reported by ``judge validate`` as unchecked.

    gramC7: several keywords each with its reminder ("ECM (...), Anti-Missile (...)", "VTOL (...) Vehicle (...)"):
    each keyword read on its own, its reminder checked where the grammar reads it, else unchecked."""
    text = sentence.strip().removesuffix(".")
    if (label := _KEYWORD_LABEL.match(text)) is not None:
        # gramC7: "VTOL: Only guarding Units may block it.": the keyword, its reminder after a colon
        keyword, reminder = label.group("keyword"), label.group("reminder")
        try:
            return _checked(parser, transformer, f"{keyword} ({reminder}.)") or _unchecked(parser, transformer, keyword)
        except ReminderMismatchError:
            return None
    if text.count("(") > 1 or (text.count("(") == 1 and not text.endswith(")")):
        return _each_with_reminder(parser, transformer, text)
    match = _KEYWORD_AND_REMINDER.match(sentence.strip())
    if match is None:
        return None
    return _unchecked(parser, transformer, match.group("keywords"))


def _unchecked(parser: Any, transformer: Any, keywords: str) -> list[m.Keyword] | None:
    """The keywords of ``keywords`` (a keyword or a list of them), marked as printing an unchecked reminder."""
    try:
        items = transformer.transform(parser.parse(keywords.strip() + "."))
    except (LarkError, RecursionError, ValueError):
        return None
    if not items or not all(isinstance(item, m.Keyword) for item in items):
        return None
    return [item.model_copy(update={"reminder": True, "wording": "unchecked"}) for item in items]


_KEYWORD_LABEL = re.compile(r"^(?P<keyword>[A-Z][\w' -]*?(?: [0-9]+)?): (?P<reminder>[^()]+)$")
"""A keyword as a label before its reminder ("Vehicle: Roll a die whenever ...", "Long-Range 2: ...")."""
_KEYWORD_WITH_REMINDER = re.compile(r"\s*,?\s*(?P<keyword>[^(),]+?)\s*(?:\((?P<reminder>[^()]*)\)|(?=,|$))")


def _each_with_reminder(parser: Any, transformer: Any, text: str) -> list[m.Keyword] | None:
    """Each keyword of a line of keywords with their reminders, or ``None`` where a piece is no keyword."""
    found: list[m.Keyword] = []
    position = 0
    while position < len(text):
        piece = _KEYWORD_WITH_REMINDER.match(text, position)
        if piece is None or piece.end() == position:
            return None
        position = piece.end()
        keyword, reminder = piece.group("keyword"), piece.group("reminder")
        try:
            if reminder is None:
                items = _checked(parser, transformer, keyword)
            else:
                items = _checked(parser, transformer, f"{keyword} ({reminder})")
                items = items or _unchecked(parser, transformer, keyword)
        except ReminderMismatchError:
            return None  # a reminder the grammar reads and finds at odds with its keyword: the sentence is wrong
        if items is None:
            return None
        found.extend(items)
    return found or None


def _checked(parser: Any, transformer: Any, piece: str) -> list[m.Keyword] | None:
    """The keywords of ``piece`` as the grammar reads them (its reminder checked), or ``None``.

    :raises ReminderMismatchError: where the reminder reads and disagrees with its keyword."""
    try:
        items = transformer.transform(parser.parse(piece.strip() + "."))
    except VisitError as exc:
        if isinstance(exc.orig_exc, ReminderMismatchError):
            raise exc.orig_exc from exc
        return None
    except (LarkError, RecursionError, ValueError):
        return None
    return items if items and all(isinstance(item, m.Keyword) for item in items) else None


__all__ = ["keywords_with_reminder"]
