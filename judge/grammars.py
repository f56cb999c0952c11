"""Loading the project's Lark grammars from ``grammar/`` (one cached parser per grammar and start rule).

LALR tables are cached on disk between processes. Lark's own cache key covers only the main grammar file, not the
files it ``%import``s, so the key here is a digest of every grammar file and the Lark version: editing any grammar
file builds a fresh table.

The lexer never splits a word the text printed whole (:class:`WholeWords`): Lark matches a quoted word wherever it
starts, so "Count" matched the start of "Counter" and left "er" to the parser. A token that ends inside a word is a
:class:`WordSplitError` naming the whole word, with what the grammar expected there.
"""

from __future__ import annotations

import hashlib
import tempfile
from collections.abc import Iterator
from contextvars import ContextVar
from functools import cache
from pathlib import Path
from typing import Any

import lark
from lark import Lark, Token
from lark.exceptions import UnexpectedToken
from lark.parsers.lalr_interactive_parser import InteractiveParser
from lark.tree import ParseTree
from lark.utils import LarkInput

from judge.lexing import PLUGINS
from judge.paths import data_dir

_TEXT: ContextVar[str | None] = ContextVar("judge_lexed_text", default=None)
"""The text the lexer is reading (set by :meth:`Grammar.parse`): :class:`WholeWords` looks at the character after
each token."""


class WordSplitError(UnexpectedToken):
    """A token of the grammar ends inside a word of the text ("Count" in "Counter"): the whole word is unexpected.
    ``token`` spans the whole word; the parser's state (``interactive_parser``) is the one before it."""


def _word_char(char: str) -> bool:
    return char.isalnum()


def _splits(before: str, after: str) -> bool:
    """Two characters of one word: letters, or digits. A number runs into a letter where the game writes it so
    ("6+3A", an asset cost)."""
    return (before.isalpha() and after.isalpha()) or (before.isdigit() and after.isdigit())


class WholeWords:
    """Lark post-lexer: refuses a token that ends where a word goes on ("Count|er", "at|ack")."""

    always_accept: tuple[str, ...] = ()

    def process(self, stream: Iterator[Token]) -> Iterator[Token]:
        text = _TEXT.get()
        if text is None:
            yield from stream
            return
        size = len(text)
        for token in stream:
            end = token.end_pos
            # most tokens end before a space or a mark: the character after is read once, the token's only then
            if end is not None and end < size and text[end].isalnum() and token and _splits(token[-1], text[end]):
                start = token.start_pos or 0
                while start > 0 and _word_char(text[start - 1]):
                    start -= 1
                stop = end
                while stop < size and _word_char(text[stop]):
                    stop += 1
                word = Token("WORD", text[start:stop], start, token.line, token.column, end_pos=stop)
                raise WordSplitError(word, set())  # type: ignore[no-untyped-call]
            yield token


class Grammar(Lark):
    """A Lark parser that knows the text it lexes (for :class:`WholeWords`)."""

    def parse(self, text: LarkInput[Any], start: str | None = None, on_error: Any = None) -> ParseTree:
        reset = _TEXT.set(text if isinstance(text, str) else None)
        try:
            return super().parse(text, start, on_error)
        finally:
            _TEXT.reset(reset)

    def parse_interactive(self, text: LarkInput[Any] | None = None, start: str | None = None) -> InteractiveParser:
        """The interactive parser lexes as it goes: the text stays the one :class:`WholeWords` checks until the next
        parse in this thread."""
        _TEXT.set(text if isinstance(text, str) else None)
        return super().parse_interactive(text, start)


def _digest(folder: Path) -> str:
    sha = hashlib.sha256(lark.__version__.encode())
    for path in sorted(folder.glob("*.lark")):
        sha.update(path.name.encode())
        sha.update(path.read_bytes())
    return sha.hexdigest()[:20]


POSITIONS_UNUSED = frozenset({"cardtext"})
"""The grammars whose trees are read without their positions (no transformer asks for ``meta``): Lark does not
compute each node's span for them (card text is parsed in bulk; its errors point with the tokens' own positions)."""


@cache
def lalr_parser(grammar: str, start: str = "start") -> Grammar:
    """The LALR parser of ``grammar/<grammar>.lark``. Grammars import shared terminals from ``common.lark``
    with relative ``%import`` statements.

    :raises FileNotFoundError: if the grammar file is missing.
    """
    return build_parser(grammar, start)


def build_parser(grammar: str, start: str = "start", *, plugins: dict[str, Any] = PLUGINS) -> Grammar:
    """A new LALR parser of ``grammar/<grammar>.lark`` (:func:`lalr_parser` keeps one per grammar): its tables from
    the disk cache; ``plugins`` are Lark's ``_plugins`` (``{}``: Lark's own lexer, as the tests compare)."""
    folder = data_dir("grammar")
    path = folder / f"{grammar}.lark"
    if not path.is_file():
        raise FileNotFoundError(f"no grammar {grammar!r} in {folder}")
    positions = grammar not in POSITIONS_UNUSED
    cache_file = Path(tempfile.gettempdir()) / f"judge-{grammar}-{start}-{positions:d}-{_digest(folder)}.lark-cache"
    return Grammar.open(
        str(path),
        parser="lalr",
        start=start,
        propagate_positions=positions,
        maybe_placeholders=True,
        cache=str(cache_file),
        postlex=WholeWords(),
        _plugins=plugins,
    )
