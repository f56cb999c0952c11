"""Domination card text → effect DSL (:mod:`judge.dsl.domination`), with ``grammar/domination.lark`` (LALR).

``parse_domination_text`` reads a card's whole text: labelled Unit abilities, a Reaction, or a Support/Resource
card's resolution. The text is normalised first (typography; the card's own name becomes ``~``), parsed, and the
words that point back at a card ("it", "that unit", "the card") are resolved to the card the ability named last
(:func:`resolve_antecedents`) before :class:`DominationTransformer` builds the DSL. A text the grammar does not read
is reported ability by ability (each label starts one) with its line, column, and what the grammar expected there.
There is no catch-all rule: nothing is kept as opaque text.

This module is the public API: :func:`parse_domination_text` and its result and issue types. The work is done in
:mod:`~judge.domination.text_normalize` (normalising), :mod:`~judge.domination.text_antecedents` (antecedents),
:mod:`~judge.domination.text_values` (the transformer's working values and DSL helpers),
:mod:`~judge.domination.text_abilities` (assembling and checking abilities) and
:mod:`~judge.domination.text_clause_rules` with :mod:`~judge.domination.text_transformer` (the Lark Transformer).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from lark.exceptions import (
    LarkError,
    UnexpectedCharacters,
    UnexpectedEOF,
    UnexpectedInput,
    UnexpectedToken,
    VisitError,
)

from judge.domination.text_antecedents import resolve_antecedents
from judge.domination.text_normalize import _Normalized, normalize, self_names
from judge.domination.text_transformer import DominationTransformer
from judge.domination.text_values import THIS, Builder
from judge.dsl import domination as d
from judge.grammars import lalr_parser

__all__ = [
    "GRAMMAR",
    "MAX_TEXT",
    "THIS",
    "Builder",
    "DominationParseIssue",
    "DominationParseResult",
    "DominationTextError",
    "DominationTransformer",
    "normalize",
    "parse_domination_text",
    "resolve_antecedents",
    "self_names",
]

MAX_TEXT = 2000
"""Text longer than this is refused before parsing (the longest Domination card text has under 400 characters)."""

GRAMMAR = "domination"


class DominationTextError(ValueError):
    """Card text refused before parsing: longer than :data:`MAX_TEXT` characters."""


@dataclass(frozen=True)
class DominationParseIssue:
    """A part of the text that did not become DSL: where (1-based line and column in the text as given, 0-based
    ``span`` of the ability it is in), why, and what the grammar expected at that point."""

    line: int
    column: int
    message: str
    expected: list[str] = field(default_factory=list)
    span: tuple[int, int] = (0, 0)

    def as_json(self) -> dict[str, Any]:
        return {
            "line": self.line,
            "column": self.column,
            "span": list(self.span),
            "message": self.message,
            "expected": self.expected,
        }


@dataclass
class DominationParseResult:
    """The abilities read from a text (those that parsed, in printed order) and the issues of those that did not."""

    text: str
    abilities: list[d.Ability]
    errors: list[DominationParseIssue]

    @property
    def ok(self) -> bool:
        """Every ability of the text became DSL."""
        return not self.errors

    def dsl(self) -> d.DominationAbilityList:
        return d.DominationAbilityList(list(self.abilities))

    def as_json(self) -> dict[str, Any]:
        return {
            "ok": self.ok,
            "text": self.text,
            "abilities": [a.model_dump(mode="json") for a in self.abilities],
            "errors": [e.as_json() for e in self.errors],
        }


# --- parsing ---------------------------------------------------------------------------------------------------


_DESCRIPTIONS = {
    "LABEL": "an ability label such as 'SWARM ATTACK:'",
    "ABILITY_NAME": "an ability's name",
    "SIGNED": "a bonus such as +1",
    "INT": "a number",
    "SELF": "the card's own name",
    "MECH": "'Mech'",
    "UNIT_TYPE": "'Unit'",
    "OVERRUN": "'Overrun'",
    "_DOT": "'.'",
    "_BRANCH_DOT": "'.'",
    "_AND_PLUS": "'and'",
    "_SEMI_THEN": "'; then'",
    "_SEMI_PLUS": "';'",
    "_PAREN_OR": "'(or'",
    "_PUT": "'put' or 'place'",
    "_WHEN": "'when'",
    "$END": "the end of the text",
}


def _describe(terminal: str) -> str:
    if terminal in _DESCRIPTIONS:
        return _DESCRIPTIONS[terminal]
    try:
        pattern = lalr_parser(GRAMMAR).get_terminal(terminal).pattern
    except KeyError:
        return terminal.lower()
    if pattern.type == "str":
        return repr(pattern.value)
    word = re.sub(r"\\b|\(\?:|\)|\[(\w)\w\]", lambda m: m.group(1) or "", pattern.value)
    return repr(word.lower()) if re.fullmatch(r"[\w' ]+", word) else terminal.lower()


_LABEL_START = re.compile(r'(?:^|(?<=\s))"?[A-Z][A-Z0-9/\-]*s?(?: [A-Z0-9][A-Z0-9/\-]*s?)*"?:')


def _chunks(text: str) -> list[tuple[int, int]]:
    """Where each labelled ability starts and ends (the whole text when there is no label)."""
    starts = [m.start() for m in _LABEL_START.finditer(text)]
    if not starts or (starts[0] > 0 and text[: starts[0]].strip()):
        starts = [0, *starts]
    ends = [*starts[1:], len(text)]
    return list(zip(starts, ends, strict=True))


def parse_domination_text(text: str, name: str | None = None) -> DominationParseResult:
    """Parses a Domination card's text into abilities (an empty text has none). ``name`` is the card's own name,
    which its text may use for itself ("this card").

    Never raises for text of up to :data:`MAX_TEXT` characters: what the grammar does not read is reported in
    ``errors``, one issue per ability (the abilities that did parse are returned).

    :raises DominationTextError: for a text longer than :data:`MAX_TEXT` characters.
    """
    if len(text) > MAX_TEXT:
        raise DominationTextError(f"card text is limited to {MAX_TEXT} characters, this one has {len(text)}")
    norm = normalize(text, name)
    if not norm.text.strip():
        return DominationParseResult(text=text, abilities=[], errors=[])
    whole = _parse(text, norm, 0, len(norm.text))
    if isinstance(whole, list):
        return DominationParseResult(text=text, abilities=whole, errors=[])
    abilities: list[d.Ability] = []
    errors: list[DominationParseIssue] = []
    chunks = _chunks(norm.text)
    if len(chunks) == 1:
        return DominationParseResult(text=text, abilities=[], errors=[whole])
    for start, end in chunks:
        result = _parse(text, norm, start, end)
        if isinstance(result, list):
            abilities.extend(result)
        else:
            errors.append(result)
    # every ability reads alone but not together ("+1 Card. X: +1 Attack."): the whole text's issue stands
    return DominationParseResult(text=text, abilities=abilities, errors=errors or [whole])


def _parse(text: str, norm: _Normalized, start: int, end: int) -> list[d.Ability] | DominationParseIssue:
    piece = norm.text[start:end]
    try:
        tree = lalr_parser(GRAMMAR).parse(piece)
    except UnexpectedInput as exc:
        return _syntax_issue(text, norm, start, end, exc)
    except LarkError as exc:
        return _issue(text, norm, start, end, start, f"not parsed: {exc}")
    try:
        abilities = DominationTransformer().transform(resolve_antecedents(tree))
    except VisitError as exc:  # what a transformer method raised, at the phrase it was reading
        meta = getattr(exc.obj, "meta", None)
        where = start + (meta.start_pos if meta is not None and not meta.empty else 0)
        return _issue(text, norm, start, end, where, f"not parsed: {exc.orig_exc}")
    except LarkError as exc:
        return _issue(text, norm, start, end, start, f"not parsed: {exc}")
    except (ValueError, RecursionError) as exc:
        return _issue(text, norm, start, end, start, f"not parsed: {exc}")
    return list(abilities)


def _issue(
    text: str, norm: _Normalized, start: int, end: int, where: int, message: str, expected: list[str] | None = None
) -> DominationParseIssue:
    offset = norm.position(where)
    line = text.count("\n", 0, offset) + 1
    column = offset - (text.rfind("\n", 0, offset) + 1) + 1
    span = (norm.position(start), norm.position(end))
    return DominationParseIssue(line=line, column=column, message=message, expected=expected or [], span=span)


def _syntax_issue(text: str, norm: _Normalized, start: int, end: int, exc: UnexpectedInput) -> DominationParseIssue:
    piece = norm.text[start:end]
    if isinstance(exc, UnexpectedEOF):
        where, found = end, "the end of the text"
    else:
        position = exc.pos_in_stream or 0
        where = start + position
        if isinstance(exc, UnexpectedToken):
            found = "the end of the text" if exc.token.type == "$END" else repr(str(exc.token))
        elif isinstance(exc, UnexpectedCharacters):
            found = repr(piece[position:].split(" ")[0])
        else:
            found = "this"
    terminals = getattr(exc, "expected", None) or getattr(exc, "allowed", None) or []
    expected = sorted({_describe(t) for t in terminals})
    return _issue(text, norm, start, end, where, f"not parsed: unexpected {found}", expected)
