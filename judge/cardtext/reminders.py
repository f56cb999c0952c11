"""A keyword printed with its reminder text in a wording the grammar does not read (``grammar/keywords.lark`` reads
the rulebook's and the rulings' wordings and checks their numbers): the keyword is read as the rules define it, the
reminder marked unchecked; ``judge validate`` warns of it (:func:`judge.cardtext.text_checks.unchecked_reminders`)."""

from __future__ import annotations

import re
from typing import Any

from lark.exceptions import LarkError

from judge.dsl import models as m

_KEYWORD_AND_REMINDER = re.compile(r"^(?P<keywords>[^()]+?) ?\((?P<reminder>[^()]+)\)\.?$")


def keywords_with_reminder(parser: Any, transformer: Any, sentence: str) -> list[m.Keyword] | None:
    """A keyword (or a list of them) followed by its reminder text in a wording the grammar does not read ("VTOL (This
    Unit can only be blocked by ...)"): the keywords, marked as printing a reminder that was not checked, or ``None``.
    A reminder only reminds: the keyword's rules are the rulebook's (rulebook p.31, Unit options; glossary), so the
    keyword is read as the keyword and the unread reminder is reported by ``judge validate`` as unchecked."""
    match = _KEYWORD_AND_REMINDER.match(sentence.strip())
    if match is None:
        return None
    try:
        items = transformer.transform(parser.parse(match.group("keywords").strip() + "."))
    except (LarkError, RecursionError, ValueError):
        return None
    if not items or not all(isinstance(item, m.Keyword) for item in items):
        return None
    return [item.model_copy(update={"reminder": True, "wording": "unchecked"}) for item in items]


__all__ = ["keywords_with_reminder"]
