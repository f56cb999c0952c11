"""One click to fix a sentence that does not read (issue 21 item 5): when the reader's error suggests a whole sentence
("did you mean 'Melissa plays Move to Partial Cover on the Sunder.'?", :func:`judge.bttcg.scenario_text_errors.suggest`)
the page offers the scenario with that sentence put in place of the broken one. A suggestion with placeholders
(``<target>``) is a form to fill in, not a fix: none is offered for it."""

from __future__ import annotations

import re
from dataclasses import dataclass

from judge.bttcg.scenario_natural import sentences

_SUGGESTION = re.compile(r"did you mean '(?P<s>[^<>\n]+)'\?$")


@dataclass(frozen=True)
class Fix:
    sentence: str
    """The sentence as written."""
    suggestion: str
    text: str
    """The whole scenario with the suggestion in the sentence's place."""


def _offset(lines: list[str], line: int, column: int) -> int:
    return sum(len(x) for x in lines[: line - 1]) + column - 1


def suggested_fix(text: str, message: str, line: int | None, column: int | None) -> Fix | None:
    """The fix an error message suggests for ``text``, if it suggests a whole sentence and the error is in one."""
    found = _SUGGESTION.search(message)
    if found is None or line is None:
        return None
    at = (line, column or 1)
    lines = text.splitlines(keepends=True)
    told = sentences(text)
    spans = max(1, len(sentences(found["s"])))  # the suggestion may cover the sentences after the broken one too
    for index, sentence in enumerate(told):
        if (sentence.line, sentence.column) <= at < sentence.end and index + spans <= len(told):
            start = _offset(lines, sentence.line, sentence.column)
            end = _offset(lines, *told[index + spans - 1].end)
            if " ".join(text[start:end].split()) == found["s"]:
                return None
            return Fix(sentence.text, found["s"], text[:start] + found["s"] + text[end:])
    return None


__all__ = ["Fix", "suggested_fix"]
