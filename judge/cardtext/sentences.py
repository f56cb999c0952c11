"""A card's text in sentences: where one sentence of normalised text ends and the next begins (the parser reads each
on its own: parser.py)."""

from __future__ import annotations

import re

_SENTENCE_MARKS = re.compile(r"[()\n.!]")


_ABBREVIATION = re.compile(r"(?<![\w'])St\.$")
"""The abbreviations the game's names print with a full stop ("St. Ives", CE General Rulings' affiliation list)."""


def split_sentences(text: str) -> list[tuple[int, int]]:
    """Spans of the sentences of normalised text: a sentence ends at a line break (unless the line ends with a
    colon, as "Roll a die:" does), or at ``.``/``!`` outside parentheses followed by a space. Keyword lines without
    a full stop stay in the sentence that follows them."""
    spans: list[tuple[int, int]] = []
    depth = 0
    start = 0
    for mark in _SENTENCE_MARKS.finditer(text):  # the characters the loop acts on: the others change nothing
        i = mark.start()
        char = text[i]
        if char == "(":
            depth += 1
        elif char == ")":
            depth = max(depth - 1, 0)
        elif char == "\n" and text[start:i].rstrip().endswith(":"):
            continue  # "Roll a die:" with its branches on the lines below
        elif char == "." and _ABBREVIATION.search(text, 0, i + 1) and text[i + 1 : i + 3].strip()[:1].isupper():
            continue  # "St. Ives": an abbreviation before a name, not a sentence's end
        elif char == "\n" or (depth == 0 and char in ".!" and (i + 1 == len(text) or text[i + 1] == " ")):
            end = i if char == "\n" else i + 1
            if text[start:end].strip():
                spans.append(_strip(text, start, end))
            start = i + 1
    if text[start:].strip():
        spans.append(_strip(text, start, len(text)))
    return spans


def _strip(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


__all__ = ["split_sentences"]
