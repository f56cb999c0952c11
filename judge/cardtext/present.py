"""Card text sentence by sentence: for each sentence, whether it was read, the abilities it went into (in plain
English and as DSL), or the error with the characters the grammar did not expect.

Abilities are not one-to-one with sentences: a rider ("Use this ability only during a mission.") or a die-roll branch
goes into the ability before it, and one sentence may hold several keyword abilities ("Overheat 2: +2 attack Missile
1"). The parser says which sentences each ability was read from (:attr:`ParseResult.origins`); sentences that share
an ability form one :class:`SentenceGroup`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from judge.cardtext.parser import ParseResult, TextError, parse_card_text
from judge.cardtext.render import render_ability
from judge.cardtext.text_checks import check_text

CARD_TYPES = ("Unit", "Command", "Mission")
"""The BattleTech TCG card types a text can be read for (``None``: not said)."""


@dataclass(frozen=True)
class SentenceReport:
    """One sentence of a card's text: where it stands (0-based span, 1-based line and column of its start), its
    printed wording, the abilities it went into (indexes into the text's abilities), and its error if it was not
    read."""

    index: int
    span: tuple[int, int]
    line: int
    column: int
    text: str
    abilities: list[int]
    error: TextError | None
    marked: tuple[str, str, str] | None
    """For a sentence not read: its text cut in three, the middle being what the grammar did not expect (the whole
    sentence when the error is about all of it; empty when the sentence ended too early)."""

    @property
    def status(self) -> Literal["parsed", "error"]:
        return "error" if self.error is not None else "parsed"


@dataclass(frozen=True)
class SentenceGroup:
    """Sentences read into the same abilities (one sentence, or an ability with its riders and branches)."""

    sentences: list[int]
    abilities: list[int]


@dataclass
class TextReport:
    """A card text's parse, sentence by sentence."""

    result: ParseResult
    sentences: list[SentenceReport]
    groups: list[SentenceGroup]
    english: list[str]
    """The plain-English rendering of each ability."""
    dsl: list[dict[str, Any]]
    """The DSL of each ability (its JSON form)."""
    unplaced: list[TextError]
    """Errors that belong to no sentence (none is expected: shown rather than lost)."""
    problems: list[TextError] = field(default_factory=list)
    """What the rules do not allow in sentences that read (:mod:`judge.cardtext.text_checks`)."""

    def as_json(self) -> dict[str, Any]:
        """The ``judge parse --json`` answer with ``sentences`` added (each with its abilities' English and DSL), and
        ``problems`` where there are any, as ``judge parse`` answers them."""
        sentences = []
        for sentence in self.sentences:
            others = sorted(
                {
                    i
                    for group in self.groups
                    if sentence.index in group.sentences
                    for i in group.sentences
                    if i != sentence.index
                }
            )
            error = None
            if sentence.error is not None:
                found = sentence.error.found
                error = {**sentence.error.as_json(), "found": list(found) if found is not None else None}
            sentences.append(
                {
                    "index": sentence.index,
                    "text": sentence.text,
                    "span": list(sentence.span),
                    "line": sentence.line,
                    "column": sentence.column,
                    "status": sentence.status,
                    "abilities": sentence.abilities,
                    "with": others,
                    "english": [self.english[i] for i in sentence.abilities],
                    "dsl": [self.dsl[i] for i in sentence.abilities],
                    "error": error,
                }
            )
        problems = {"problems": [problem.as_json() for problem in self.problems]} if self.problems else {}
        return {**self.result.as_json(), **problems, "sentences": sentences}


def report_text(text: str, name: str | None = None, card_type: str | None = None) -> TextReport:
    """Parses ``text`` (with suggestions) and reports it sentence by sentence.

    :raises CardTextError: for text longer than :data:`~judge.cardtext.parser.MAX_TEXT` characters.
    """
    result = parse_card_text(text, name=name, card_type=card_type)
    return report_result(result, check_text(result, card_type))


def report_result(result: ParseResult, problems: list[TextError] | None = None) -> TextReport:
    """The sentence-by-sentence report of a parse already made (with the problems found in it, if any)."""
    text = result.text
    by_span = {error.span: error for error in result.errors}
    sentences = []
    for index, span in enumerate(result.spans):
        error = by_span.pop(span, None)
        abilities = [i for i, origin in enumerate(result.origins) if index in origin]
        line, column = _line_column(text, span[0])
        marked = _marked(text, span, error) if error is not None else None
        sentence = SentenceReport(index, span, line, column, text[span[0] : span[1]], abilities, error, marked)
        sentences.append(sentence)
    return TextReport(
        result=result,
        sentences=sentences,
        groups=_groups(len(result.spans), result.origins),
        english=[render_ability(ability) for ability in result.abilities],
        dsl=[ability.model_dump(mode="json") for ability in result.abilities],
        unplaced=list(by_span.values()),
        problems=problems or [],
    )


def _line_column(text: str, offset: int) -> tuple[int, int]:
    line = text.count("\n", 0, offset) + 1
    return line, offset - (text.rfind("\n", 0, offset) + 1) + 1


def _marked(text: str, span: tuple[int, int], error: TextError) -> tuple[str, str, str]:
    start, end = span
    low, high = error.found if error.found is not None else span
    low = min(max(low, start), end)
    high = min(max(high, low), end)
    return text[start:low], text[low:high], text[high:end]


def _groups(count: int, origins: list[list[int]]) -> list[SentenceGroup]:
    """Sentences joined where they share an ability, in the order of the text."""
    group_of = list(range(count))

    def root(i: int) -> int:
        while group_of[i] != i:
            group_of[i] = group_of[group_of[i]]
            i = group_of[i]
        return i

    for origin in origins:
        for other in origin[1:]:
            group_of[root(other)] = root(origin[0])
    members: dict[int, list[int]] = {}
    for i in range(count):
        members.setdefault(root(i), []).append(i)
    groups = []
    for sentences in sorted(members.values()):
        inside = set(sentences)
        abilities = [i for i, origin in enumerate(origins) if inside.intersection(origin)]
        groups.append(SentenceGroup(sentences, abilities))
    return groups
