"""A keyword printed with its reminder text where the sentence does not read as printed (``grammar/keywords.lark``
reads the rulebook's and the rulings' wordings and checks their numbers): each reminder is checked on its own against
its keyword (:mod:`judge.cardtext.keyword_reminders`: a reworded reminder's numbers; a reminder that reads as an
ordinary sentence saying something else is an error naming the keyword), then the sentence is read without its
reminders and each keyword in it marked with its reminder's wording. A reminder no grammar reads leaves the keyword
read as the rules define it and the reminder marked unchecked; ``judge validate`` warns of it
(:func:`judge.cardtext.text_checks.unchecked_reminders`).

The keywords may sit anywhere in the sentence, among options and other keywords with no separator between
them ("Overheat 2: +2 attack ECM (...) Missile 3") or in an ability that gives them ("That 'Mech gains NARC (...)")."""

from __future__ import annotations

import re
from typing import Any

from lark.exceptions import LarkError, VisitError

from judge.cardtext import option_reminders as options
from judge.cardtext.keyword_reminders import reworded, says_otherwise
from judge.cardtext.transform_units import ReminderMismatchError
from judge.dsl import models as m

_KEYWORD = (
    r"ECM|Anti-?[Mm]issile|NARC|Narc|C3|Long[- ]Range [0-9]+|Hand-to-Hand [0-9]+|AP|VTOL|Vehicle|Battle Armor|Unique"
    r"|Tactics|Assembly|Logistics|Munitions"
)
_WITH_REMINDER = re.compile(rf"(?<![\w-])(?P<keyword>{_KEYWORD})(?P<stop>\.?) ?\((?P<reminder>[^()]+)\)")
"""A keyword followed by its reminder in parentheses (after the keyword's full stop or not)."""
_KEYWORD_LABEL = re.compile(rf"^(?P<keyword>{_KEYWORD})(?::| [-–—]) (?P<reminder>[^()]+)$")
"""A keyword as a label before its reminder ("Vehicle: Roll a die whenever ...", "Long-Range 2: ..."; after
a dash, "VTOL - Only guarding Units ...")."""


def keywords_with_reminder(parser: Any, transformer: Any, sentence: str) -> list[Any] | None:
    """The items of ``sentence`` read with each keyword's reminder checked on its own, or ``None`` where the
    sentence does not read without its reminders (or holds none).

    :raises ReminderMismatchError: where a reminder says something its keyword does not do."""
    text = sentence.strip()
    if ("twice" in text or "times" in text) and (uses := _USES.search(text)) is not None:
        return _with_uses(parser, transformer, text, uses)
    if (label := _KEYWORD_LABEL.match(text.removesuffix("."))) is not None:
        # "VTOL: Only guarding Units may block it.": the keyword, its reminder after a colon
        text = f"{label.group('keyword')} ({label.group('reminder')}.)"
    found = list(_WITH_REMINDER.finditer(text))
    # the options' reminders too ("Missile 2 (...)", "Overheat 2: +2 attack (...)"; option_reminders.py)
    found_options = list(options.WITH_REMINDER.finditer(text))
    if not found and not found_options:
        return None
    checked = [_check(parser, transformer, match.group("keyword"), match.group("reminder")) for match in found]
    checked_options = [
        options.check(parser, transformer, match.group("option"), match.group("reminder")) for match in found_options
    ]
    if any(keyword is None for keyword in checked) or any(option is None for option in checked_options):
        return None
    bare = _WITH_REMINDER.sub(lambda match: match.group("keyword") + match.group("stop"), text).strip()
    bare = options.WITH_REMINDER.sub(lambda match: match.group("option") + match.group("stop"), bare).strip()
    try:
        items = transformer.transform(parser.parse(bare if bare.endswith(".") else bare + "."))
    except (LarkError, RecursionError, ValueError):
        return None
    pending = [keyword for keyword in checked if keyword is not None]
    pending_options = [option for option in checked_options if option is not None]
    marked = [options.mark(_mark(item, pending), pending_options) for item in items]
    return marked if not pending and not pending_options else None  # every reminder belongs to what the sentence reads


_USES = re.compile(
    r"(?<![\w-])(?P<option>(?P<name>Overheat) \d+:? ?[+-]\d+ attack|(?P<alpha>Alpha Strike):? ?[+-]\d+ attack"
    r"|(?P<missile>Missile) \d+|(?P<jump>Jump)(?: ?\([^()]*\))?)(?P<stop>\.?) ?\((?:usable |use it |may be used )?"
    r"(?P<times>twice|two times|three times)(?: (?:each|per|during each|in each) (?:battle|mission))?\.?\)"
)
"""An option printed with how many times it may be used ("Overheat 1: +1 attack (twice)", "Missile 1 (usable
twice each mission)"; rulebook p.31: each option once each mission unless the card says otherwise)."""
_TIMES = {"twice": 2, "two times": 2, "three times": 3}


def _with_uses(parser: Any, transformer: Any, text: str, uses: re.Match[str]) -> list[Any] | None:
    """The items of ``text`` with the option's count of uses read as the ability "This card may use its <option>
    option twice" after it (:class:`~judge.dsl.effects_own.OptionUses`), never dropped as an unread reminder."""
    bare = (text[: uses.start()] + uses.group("option") + uses.group("stop") + text[uses.end() :]).strip()
    items = keywords_with_reminder(parser, transformer, bare)
    if items is None:
        try:
            items = transformer.transform(parser.parse(bare if bare.endswith(".") else bare + "."))
        except (LarkError, RecursionError, ValueError):
            return None
    name = uses.group("name") or uses.group("alpha") or uses.group("missile") or uses.group("jump")
    option_uses = m.OptionUses(target=m.This(), option=name, times=_TIMES[uses.group("times")])
    return [*items, m.Static(effects=[option_uses])]


def _check(parser: Any, transformer: Any, name: str, reminder: str) -> m.Keyword | None:
    """The keyword ``name`` printing ``reminder``, its wording checked: the printed wordings, a reworded one, or
    unchecked; ``None`` where ``name`` alone is no keyword.

    :raises ReminderMismatchError: where the reminder reads and disagrees with the keyword."""
    keyword = _keyword(parser, transformer, name)
    if keyword is None:
        return None
    printed = _printed(parser, transformer, f"{name} ({reminder})")
    if printed is not None:
        return printed.model_copy(update={"value": keyword.value})
    if (again := reworded(keyword, reminder)) is not None:
        return again
    if (other := says_otherwise(parser, transformer, keyword.name, reminder)) is not None:
        raise ReminderMismatchError(
            f"{keyword.name}: the reminder text says {other!r}, which is not what {keyword.name} does"
        )
    return keyword.model_copy(update={"reminder": True, "wording": "unchecked"})


def _keyword(parser: Any, transformer: Any, name: str) -> m.Keyword | None:
    try:
        items = transformer.transform(parser.parse(name + "."))
    except (LarkError, RecursionError, ValueError):
        return None
    return items[0] if len(items) == 1 and isinstance(items[0], m.Keyword) else None


def _printed(parser: Any, transformer: Any, piece: str) -> m.Keyword | None:
    """The keyword of ``piece`` as ``keywords.lark`` reads it (its printed reminder checked), or ``None``.

    :raises ReminderMismatchError: where the reminder reads and disagrees with the keyword."""
    try:
        items = transformer.transform(parser.parse(piece.strip() + "."))
    except VisitError as exc:
        if isinstance(exc.orig_exc, ReminderMismatchError):
            raise exc.orig_exc from exc
        return None
    except (LarkError, RecursionError, ValueError):
        return None
    return items[0] if len(items) == 1 and isinstance(items[0], m.Keyword) and items[0].reminder else None


def _mark(node: Any, pending: list[m.Keyword]) -> Any:
    """``node`` with the keywords in it, in the order they are printed, replaced by ``pending``'s (their reminders
    checked); each one used is taken off ``pending``."""
    return options.replace_in_order(
        node,
        pending,
        m.Keyword,
        lambda printed, read: printed.name == read.name and printed.value == read.value and not read.reminder,
    )


__all__ = ["keywords_with_reminder"]
