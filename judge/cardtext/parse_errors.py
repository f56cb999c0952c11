"""What the card-text parser says of a sentence that does not become DSL (:mod:`judge.cardtext.parser`): a
:class:`TextError` with its place (line, column, span in the printed text), what the grammar expected there in words,
and the closest phrasing the grammar knows (:data:`KNOWN_PHRASES`, with the sentence's own numbers put in)."""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from lark.exceptions import UnexpectedEOF, UnexpectedInput, UnexpectedToken

from judge.cardtext import undefined_keywords
from judge.cardtext.expected_words import expected_words
from judge.cardtext.normalize import Normalized
from judge.cardtext.transform_units import ReminderMismatchError

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
    text: str,
    norm: Normalized,
    start: int,
    end: int,
    exc: UnexpectedInput,
    suggestions: bool,
    reads: Callable[[str], bool] | None = None,
) -> TextError:
    """The error of a sentence the grammar does not read. ``reads`` tells whether a sentence reads in full: with
    it, the words the grammar expected are tried in place of the unexpected word, and only those that make the
    sentence read are listed (a few, a misspelling's correction first); the suggestion is the sentence with the
    correction of its misspelt word, offered only where it reads."""
    sentence = norm.text[start:end]
    ended = isinstance(exc, UnexpectedEOF) or (isinstance(exc, UnexpectedToken) and exc.token.type == "$END")
    if ended:  # Lark reports a sentence that ended too early on its last token: the place is the end
        where, found_end = end, end
    else:
        where = start + (exc.pos_in_stream or 0)
        if isinstance(exc, UnexpectedToken):
            found_end = where + max(len(str(exc.token)), 1)
        else:
            found_end = where + max(len(sentence[exc.pos_in_stream or 0 :].split(" ")[0]), 1)
        # a word is never split: a token that stops inside a word ("at" of "atack") stands for the whole word
        while where > start and norm.text[where - 1].isalnum() and norm.text[where].isalnum():
            where -= 1
        while found_end < end and norm.text[found_end - 1].isalnum() and norm.text[found_end].isalnum():
            found_end += 1
        found_end = min(found_end, end)
    words = expected_words(_expected(exc))
    word_end = where
    while word_end < end and (norm.text[word_end].isalnum() or norm.text[word_end] in "'’-"):
        word_end += 1
    if word_end == where and not ended:  # a symbol: "~", "(", "+2"
        word_end = found_end
    word = norm.text[where:word_end]
    expected, fix = _fitting(sentence, where - start, word_end - start, word, words, reads if suggestions else None)
    _offset, line, column = _place(text, norm, where)
    span = (norm.position(start), norm.position(end))
    printed = text[span[0] : span[1]]
    suggestion = None
    if suggestions:
        if fix is not None:
            at, until = norm.position(where) - span[0], norm.position(start + fix[1]) - span[0]
            suggestion = printed[:at] + fix[0] + printed[until:]
        else:
            suggestion = suggest(printed, reads=reads)
    shown = _printed(text, norm, where, found_end)
    why = undefined_keywords.explain(printed)  # "Flying", "Trample, ECM", "Ecm"
    return TextError(
        line=line,
        column=column,
        span=span,
        message=(
            f"not parsed: {printed!r} ends too early"
            if ended
            else f"not parsed: unexpected {shown or norm.text[where:found_end]!r} in {printed!r}"
        )
        + (f": {why}" if why else ""),
        expected=expected,
        suggestion=suggestion,
        found=(norm.position(where), norm.position(found_end)),
    )


def _printed(text: str, norm: Normalized, where: int, found_end: int) -> str:
    """The unexpected words as the card prints them: where normalising changed them ("destroy" read as "scrap",
    "enters play" as "comes into play", "don't" as "do not"), the printed words, never the grammar's own."""
    shown = norm.text[where:found_end].rstrip(".,;:")
    if all(norm.origin[i + 1] == norm.origin[i] + 1 for i in range(where, min(found_end, len(norm.origin) - 1))):
        return shown  # printed as it is read
    begin, stop = norm.position(where), norm.position(found_end)
    span = text[begin:stop].strip().rstrip(".,;:")
    if span and span.casefold() != shown.casefold():
        return span
    printed_word = re.match(r"[\w'’-]+", text[begin:])
    return shown if printed_word is None else printed_word.group(0)


_MAX_EXPECTED = 6
_CLOSE = 0.7
_MAX_TRIED = 80
_SYNONYMS = {"medium": "moderate", "armour": "armor", "mech": "'Mech", "mechs": "'Mechs", "units": "Unit"}
"""Words a designer may write for the game's own ("medium" is no speed of the game: rulebook p.13, Speed)."""


def _plain(word: str) -> str:
    return word[1:-1] if len(word) > 2 and word[0] == word[-1] == "'" else word


@lru_cache(maxsize=8192)
def close_to(word: str, candidate: str) -> bool:
    """``candidate`` is ``word`` spelt right: a misspelling, another case, a synonym."""
    a, b = word.casefold(), candidate.casefold()
    if not a or not b:
        return False
    if _SYNONYMS.get(a, "").casefold() == b or a == b:
        return True
    if len(a) < 3 or 2 * min(len(a), len(b)) < _CLOSE * (len(a) + len(b)):
        return False
    matcher = difflib.SequenceMatcher(None, a, b)
    return matcher.quick_ratio() >= _CLOSE and matcher.ratio() >= _CLOSE


def _same_words(printed: str, expected: str) -> bool:
    """``expected`` is ``printed`` with its misspelt words spelt right, word for word."""
    a, b = printed.split(), expected.split()
    return len(a) == len(b) and all(x == y or close_to(x, y) for x, y in zip(a, b, strict=True)) and a != b


_WORD = re.compile(r"[^\s.,;:()]+")


def _segment_end(word_ends: list[int], at: int, count: int) -> int:
    """The end of ``count`` words of the sentence from ``at`` (without the punctuation after the last), given the
    ends of its words from ``at`` (found once per error: an error tries up to hundreds of expected words)."""
    if not word_ends:
        return at
    return word_ends[min(count, len(word_ends)) - 1]


def _fitting(
    sentence: str, at: int, until: int, word: str, words: list[str], reads: Callable[[str], bool] | None
) -> tuple[list[str], tuple[str, int] | None]:
    """The expected words worth showing, and the correction of the unexpected word: the words it replaces (from
    ``at``, up to the returned end) and what to write instead; ``None`` when unsure. A correction is a misspelling
    of the expected words with as many words ("durin this mission" → "during this mission"), and the sentence with
    it must read."""
    words = list({w.casefold(): w for w in reversed(words)}.values())[::-1]  # 'Count' and 'count': one word
    literal = [w for w in words if w.startswith("'")]
    word_ends = [found.end() for found in _WORD.finditer(sentence, at)]
    ends = {w: _segment_end(word_ends, at, len(_plain(w).split())) for w in literal}
    close = [w for w in literal if _same_words(sentence[at : ends[w]], _plain(w))] if word else []
    close.sort(
        key=lambda w: -difflib.SequenceMatcher(None, sentence[at : ends[w]].casefold(), _plain(w).casefold()).ratio()
    )
    ordered = close + [w for w in words if w not in close]
    if reads is None:
        return ordered[:_MAX_EXPECTED], None
    fits: list[str] = []
    fix: tuple[str, int] | None = None
    for candidate in [w for w in ordered if w in literal][:_MAX_TRIED]:
        text = _plain(candidate)
        if word[:1].isupper() and at == 0:
            text = text[:1].upper() + text[1:]
        replaced = ends[candidate] if candidate in close else until
        if not word:  # the sentence ended too early: the word goes before its full stop
            stop = at - 1 if sentence[at - 1 : at] == "." else at
            tried = sentence[:stop].rstrip() + " " + text + sentence[stop:]
        else:
            tried = sentence[:at] + text + sentence[replaced:]
        if reads(tried):
            fits.append(candidate)
            if fix is None and word and candidate in close:
                fix = text, replaced
        if len(fits) >= _MAX_EXPECTED:
            break
    if fits:
        return fits, fix
    return (close or [w for w in words if w not in literal] or ordered)[:_MAX_EXPECTED], None


def semantic_error(text: str, norm: Normalized, start: int, end: int, exc: BaseException) -> TextError:
    _offset, line, column = _place(text, norm, start)
    span = (norm.position(start), norm.position(end))
    if isinstance(exc, ReminderMismatchError | ValueError):
        reason = str(exc)
    elif isinstance(exc, RecursionError):
        reason = "the sentence nests too deeply to read"
    else:  # no name of the reader's own in a designer's message: what happened, and that it is the reader's
        reason = f"this version cannot read the sentence (a fault of the reader, {type(exc).__name__})"
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


_NUMBER = re.compile(r"[+-]?\d+")


def _with_numbers(phrase: str, numbers: list[str]) -> str:
    values = iter(numbers)
    return _NUMBER.sub(lambda _match: next(values), phrase)


def suggest(sentence: str, reads: Callable[[str], bool] | None = None) -> str | None:
    """The known phrasing that is ``sentence`` with its misspellings corrected, with the sentence's own numbers
    ("Overhaet 1: +1 attack" → "Overheat 1: +1 attack"); ``None`` when no known phrasing has the sentence's words
    and numbers, each the same or a misspelling of it (a suggestion never changes what the text says), or when it
    does not read (``reads``)."""
    words = sentence.split()
    for phrase in KNOWN_PHRASES:
        numbers = _NUMBER.findall(sentence)
        if len(numbers) != len(_NUMBER.findall(phrase)):
            continue
        candidate = _with_numbers(phrase, numbers)
        theirs = candidate.split()
        if len(theirs) != len(words) or candidate == sentence.strip():
            continue
        same = all(a == b or close_to(a.strip(".,:()"), b.strip(".,:()")) for a, b in zip(words, theirs, strict=True))
        if same and (reads is None or reads(candidate)):
            return candidate
    return None


__all__ = ["KNOWN_PHRASES", "TextError", "semantic_error", "suggest", "syntax_error"]
