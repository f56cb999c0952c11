"""What the card-text parser says of a sentence that does not become DSL (:mod:`judge.cardtext.parser`): a
:class:`TextError` with its place (line, column, span in the printed text), what the grammar expected there in words,
and the closest phrasing the grammar knows (:data:`KNOWN_PHRASES`, with the sentence's own numbers put in)."""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from judge.cardtext.normalize import Normalized
from judge.cardtext.transform_units import ReminderMismatchError
from judge.grammars import lalr_parser

# The phrasings the grammar knows, offered as suggestions ("did you mean ...?").
KNOWN_PHRASES = (
    "Overheat 2: +2 attack",
    "Alpha Strike: +1 attack",
    "Missile 1",
    "Jump (-1 attack: +1 initiative)",
    "Long-Range 2",
    "Hand-to-Hand 1",
    "ECM",
    "Anti-Missile",
    "NARC",
    "C3",
    "AP",
    "VTOL",
    "+1 initiative, +1 attack",
    "{T}: {R}",
    "Scrap this card when it is revealed.",
    "Play only during battle.",
    "Play only when blocked.",
    "Play only when blocking.",
    "Play only when attacking.",
    "Use this ability only during a mission.",
    "Use this ability only during battle.",
    "Use this ability only during your Deploy phase.",
    "Use this ability only during your Missions phase, but not during a mission.",
    "You may deploy this card revealed to make an additional deployment this turn.",
    "Each opposing Unit gets -1 attack.",
    "Deal 2 damage to each attacking Unit.",
    "Prevent up to 2 damage to one of your Units.",
    "Draw a card.",
    "You win initiative.",
)

_TERMINAL_NAMES = {
    "INT": "a number",
    "SIGNED": "a signed number such as +2",
    "DOT": "'.'",
    "COMMA": "','",
    "COLON": "':'",
    "LPAR": "'('",
    "RPAR": "')'",
    "SELF": "the card's own name",
    "MECH": "'Mech",
    "TAP": "{T}",
    "RESOURCE": "{R}",
    "$END": "the end of the sentence",
}


@dataclass(frozen=True)
class TextError:
    """A sentence that did not become DSL: where (1-based line and column, 0-based span in the printed text), why,
    what the grammar expected there, and the closest phrasing it knows."""

    line: int
    column: int
    span: tuple[int, int]
    message: str
    expected: list[str] = field(default_factory=list)
    suggestion: str | None = None
    found: tuple[int, int] | None = None
    """The span in the printed text of what the grammar did not expect (empty at the end of a sentence that ended
    too early); ``None`` where the whole sentence is the problem (a reminder that does not match its keyword)."""

    def as_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "line": self.line,
            "column": self.column,
            "span": list(self.span),
            "message": self.message,
            "expected": self.expected,
        }
        if self.suggestion:
            data["suggestion"] = self.suggestion
        return data


def _place(text: str, norm: Normalized, index: int) -> tuple[int, int, int]:
    offset = norm.position(index)
    line = text.count("\n", 0, offset) + 1
    column = offset - (text.rfind("\n", 0, offset) + 1) + 1
    return offset, line, column


def syntax_error(
    text: str, norm: Normalized, start: int, end: int, exc: UnexpectedInput, suggestions: bool
) -> TextError:
    sentence = norm.text[start:end]
    if isinstance(exc, UnexpectedEOF):
        where = end
        found = "the end of the sentence"
        width = 0
    else:
        where = start + (exc.pos_in_stream or 0)
        word = sentence[exc.pos_in_stream or 0 :].split(" ")[0]
        found = (
            repr(word)
            if isinstance(exc, UnexpectedCharacters)
            else (repr(str(exc.token)) if isinstance(exc, UnexpectedToken) else "this")
        )
        width = len(word) if isinstance(exc, UnexpectedCharacters) else 1
        if isinstance(exc, UnexpectedToken):
            width = len(str(exc.token))
    # Lark reports a sentence that ended too early as the end token, placed on the sentence's last token
    ended = isinstance(exc, UnexpectedEOF) or (isinstance(exc, UnexpectedToken) and exc.token.type == "$END")
    if ended:  # the column points at the end, where something is missing
        where = end
    found_at = (end, end) if ended else (where, min(where + max(width, 1), end))
    expected = sorted({_describe(t) for t in _expected(exc)})
    _offset, line, column = _place(text, norm, where)
    span = (norm.position(start), norm.position(end))
    return TextError(
        line=line,
        column=column,
        span=span,
        message=(
            f"not parsed: {text[span[0] : span[1]]!r} ends too early"
            if ended
            else f"not parsed: unexpected {found} in {text[span[0] : span[1]]!r}"
        ),
        expected=expected[:12],
        suggestion=suggest(text[span[0] : span[1]]) if suggestions else None,
        found=(norm.position(found_at[0]), norm.position(found_at[1])),
    )


def semantic_error(text: str, norm: Normalized, start: int, end: int, exc: BaseException) -> TextError:
    _offset, line, column = _place(text, norm, start)
    span = (norm.position(start), norm.position(end))
    reason = str(exc) if isinstance(exc, ReminderMismatchError | ValueError) else type(exc).__name__
    return TextError(line=line, column=column, span=span, message=f"not parsed: {reason}")


def _expected(exc: UnexpectedInput) -> set[str]:
    """The terminals the grammar accepts where the sentence went wrong. After an unexpected token they are read from
    the parser's state: Lark's own ``expected`` keeps only the upper-case names, and so drops the terminals that the
    grammars imported by ``cardtext.lark`` keep under their prefix (``triggers__effects__UNTIL``)."""
    parser = getattr(exc, "interactive_parser", None)
    if isinstance(exc, UnexpectedToken) and parser is not None:
        return {str(name) for name in parser.choices() if _is_terminal(str(name))}
    return {str(name) for name in (getattr(exc, "expected", None) or getattr(exc, "allowed", None) or [])}


def _is_terminal(name: str) -> bool:
    """A terminal's name (upper case, after any prefix), not a rule's."""
    return name == "$END" or name.rsplit("__", 1)[-1].lstrip("_")[:1].isupper()


@lru_cache(maxsize=1)
def _anonymous_terminals() -> dict[str, str]:
    """The words behind Lark's made-up terminal names (``__ANON_4`` is "That"): anonymous terminals come from
    words written inside rules with a pattern (case-insensitive words, for instance)."""
    words = {}
    for terminal in lalr_parser("cardtext").terminals:
        value = str(terminal.pattern.value)
        if "ANON" in terminal.name and re.fullmatch(r"[A-Za-z' -]+", value):
            words[terminal.name.split("__")[-1].lstrip("_")] = value
    return words


def _describe(terminal: str) -> str:
    name = terminal.split("__")[-1].lstrip("_")
    if name.startswith("ANON"):
        word = _anonymous_terminals().get(name)
        return repr(word.lower()) if word else "a word"
    if name in _TERMINAL_NAMES:
        return _TERMINAL_NAMES[name]
    if re.fullmatch(r"[A-Z_]+", name) and not name.startswith("__"):
        return repr(name.lower().replace("_", " "))
    return name


_NUMBER = re.compile(r"[+-]?\d+")


def suggest(sentence: str) -> str | None:
    """The known phrasing closest to ``sentence``, with the sentence's own numbers put back in where the shapes
    agree ("Overhaet 1: +1 attack" → "Overheat 1: +1 attack")."""
    shape = _NUMBER.sub("#", sentence.strip())
    shapes = {_NUMBER.sub("#", phrase): phrase for phrase in KNOWN_PHRASES}
    close = difflib.get_close_matches(shape, list(shapes), n=1, cutoff=0.6)
    if not close:
        return None
    phrase = shapes[close[0]]
    numbers = _NUMBER.findall(sentence)
    if len(numbers) != len(_NUMBER.findall(phrase)):
        return phrase
    values = iter(numbers)
    return _NUMBER.sub(lambda _match: next(values), phrase)


__all__ = ["KNOWN_PHRASES", "TextError", "semantic_error", "suggest", "syntax_error"]
