"""A keyword printed as a label before a reminder of two sentences, alone on its line ("Vehicle: Whenever this
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


NUMBERED_DEFINITION = re.compile(
    r"(?P<label>(?<![\w'’-])[A-Z][A-Za-z'’-]*(?: [A-Z][A-Za-z'’-]*){0,3}) (?P<number>[0-9]+)"
    r"(?P<join> \(|: | [-–—] )(?P<body>[^()\n]*?(?<![\w'’])[XN](?![\w'’])[^()\n]*)(?=\)|$)",
    re.MULTILINE,
)
"""A keyword of the card's own with a number, its rules naming that number by a letter ("Sniper 2 (When this Unit
attacks, it deals N damage to target Unit.)", "Regenerate 1: ... repair X damage ..."): the letter is the label's
number, where the rules say it with one letter only (never guessed where they name two)."""
_PLACEHOLDER = re.compile(r"(?<![\w'’])[XN](?![\w'’])")


def bound(match: re.Match[str]) -> str:
    body = match.group("body")
    if len(set(_PLACEHOLDER.findall(body))) != 1:
        return match.group(0)  # "X" and "N" both: which one is the label's is not said
    return (
        match.group("label")
        + " "
        + match.group("number")
        + match.group("join")
        + _PLACEHOLDER.sub(match.group("number"), body)
    )


NUMBERED_GATE = (" X", " N", "+X", "+N", "-X")
