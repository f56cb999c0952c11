"""Costs and resource lines in other wordings (issue 18), made the rulebook's words before the grammar reads
them; each pass is gated by the words it needs (one quick search of the text before the pattern's work):

- the card scrapped to pay, named "this" alone or, on a Unit, "this 'Mech" ("Sacrifice this:", "{T}, scrap this:",
  "Scrap this 'Mech:"): the cost "Scrap ~:" (glossary, Scrap; other card games' "sacrifice" is the same: the card's
  controller puts it into his or her Scrapheap). On a Pilot or an Enhancement "this 'Mech" is the 'Mech it is on, so
  that one is left as printed;
- resources paid by their number ("Tap, pay 2 resources:", "Pay two resources:", "Pay 1:"): as many {R} (rulebook
  p.16-19, Resources: each resource pays one point of a cost; costs are written as resource symbols, p.19);
- the last of a card's counters gone, said as the card having none left ("When this card has no fuel counters, scrap
  it.", "When the last fuel counter is removed from this card, ..."): the rulebook's "When the last counter has been
  removed, ..." (a card that comes into play with counters and spends them; glossary, Counter);
- a card that "comes into play tapped" / "enters play tapped" / "enters tapped": "When ~ comes into play, tap ~."
  (glossary, Tap: a tapped card is turned sideways; it is the card, tapped as it comes into play).
"""

from __future__ import annotations

import re
from collections.abc import Callable

_SENTENCE_START = r"(?:(?<=^)|(?<=[.!?] )|(?<=[.!?]\n)|(?<=\n)|(?<=: ))"

SCRAP_THIS = re.compile(r"\b(?:([Ss])crap|([Ss])acrifice) this(?= ?[:,])")
SCRAP_THIS_MECH = re.compile(r"\b(?:([Ss])crap|([Ss])acrifice) this '?Mech(?= ?[:,])")


def scrap_self(match: re.Match[str]) -> str:
    first = match.group(1) or match.group(2)
    return first + "crap ~"


_COUNTS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
PAY_NUMBER = re.compile(
    r"\b([Pp]ay) ([1-9]|one|two|three|four|five|six)(?: resources?| \{R\}s?)?(?= ?[:,])"
    r"(?!, (?:where|plus|then)\b)"
)


def resources(match: re.Match[str]) -> str:
    word = match.group(2)
    count = int(word) if word.isdigit() else _COUNTS[word]
    return match.group(1) + " " + "".join("{R}" for _ in range(count))


COMES_INTO_PLAY_TAPPED = re.compile(
    _SENTENCE_START + r"~ (?:comes into play|enters(?: play)?|is put into play) tapped(?=\.)"
)

NO_COUNTERS_LEFT = re.compile(
    _SENTENCE_START
    + r"(?:When|Whenever|If|Once|As soon as) (?:~ has no (?P<kind>[a-z][a-z-]*) counters(?: left)?(?: on it)?"
    + r"|the last (?P<last>[a-z][a-z-]*) counter (?:is|has been) removed from ~),(?P<scrap> scrap it(?=\.))?"
)


def last_counter(match: re.Match[str]) -> str:
    # "..., scrap it.": the card named before the comma (~), the only card of the sentence
    scrap = " scrap ~" if match.group("scrap") else ""
    return f"When the last {match.group('kind') or match.group('last')} counter has been removed,{scrap}"


PASSES: tuple[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str], str | tuple[str, ...], str | None], ...] = (
    (SCRAP_THIS, scrap_self, (" this:", " this :", " this,"), None),
    (SCRAP_THIS_MECH, scrap_self, "Mech", "Unit"),
    (PAY_NUMBER, resources, ("ay ",), None),
    (COMES_INTO_PLAY_TAPPED, "When ~ comes into play, tap ~", " tapped.", None),
    (NO_COUNTERS_LEFT, last_counter, (" counters", "last "), None),
)
"""Each pass: its pattern, its replacement, the words every match holds, and the only card type it applies to."""

ANY_WORDS: tuple[str, ...] = (" this:", " this :", " this,", "Mech", "ay ", " tapped.", " counters", "last ")
