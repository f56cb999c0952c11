"""gramA9: a keyword printed as a label before a reminder of two sentences, alone on its line ("Vehicle: Whenever this
Unit is damaged, roll a die. On a 5 or 6, scrap it.", "VTOL - Only guarding Units can block it. Guarding Units block
normally."): the reminder put in parentheses after the keyword, as the rulebook prints reminders ("Vehicle (...)"),
so that its sentences stay one reminder (:mod:`judge.cardtext.reminders` checks it against the keyword). A reminder of
one sentence after a label is read as it is (``reminders._KEYWORD_LABEL``)."""

from __future__ import annotations

import re

_KEYWORDS = r"ECM|Anti-?[Mm]issile|NARC|Narc|C3|Long[- ]Range [0-9]+|Hand-to-Hand [0-9]+|AP|VTOL|Vehicle|Battle Armor"
LABELLED_REMINDER = re.compile(
    rf"(?m)^(?P<keyword>{_KEYWORDS})(?::| [-–—]) (?P<reminder>[^()\n:]*[.!] [A-Z~][^()\n:]*\.)[ \t]*$"
)


def in_parentheses(match: re.Match[str]) -> str:
    return f"{match.group('keyword')} ({match.group('reminder')})"


GATE = (": ", " - ", " – ", " — ")
