"""A faster contextual lexer for the project's Lark grammars: each parser state's terminals, tried by the character
the text goes on with.

Lark's contextual lexer matches, in each parser state, one regular expression made of every terminal that state
accepts, as alternatives in priority order: Python's ``re`` tries the alternatives one after the other (each is a
named group, so ``re`` cannot skip it by its first character), and a state of the card-text grammar accepts up to
three hundred terminals. :class:`FirstCharScanner` keeps, per state and per character, only the terminals that can
start with that character, in the same order: the first alternative that matches is the same one, so the tokens are
the same, only found sooner. Which terminals can start with a character is read from each terminal's parsed regular
expression (:func:`first_chars`); where that cannot be told, the terminal is kept for every character.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Sequence
from functools import cache
from typing import Any

from lark import Token
from lark.exceptions import LexError
from lark.lexer import BasicLexer, ContextualLexer, LexerState, Scanner, TerminalDef, _create_unless

_sre_parse: Any = importlib.import_module("re._parser")
_sre_compile: Any = importlib.import_module("re._compiler")
_c: Any = importlib.import_module("re._constants")

_CONSUMES_ONE = {_c.LITERAL, _c.NOT_LITERAL, _c.IN, _c.ANY, _c.CATEGORY}
_ZERO_WIDTH = {_c.AT, _c.ASSERT, _c.ASSERT_NOT}
_REPEATS = {_c.MAX_REPEAT, _c.MIN_REPEAT, getattr(_c, "POSSESSIVE_REPEAT", _c.MAX_REPEAT)}


class _UnknownError(Exception):
    """The first characters of a pattern cannot be told (a back-reference, a flag turned off, ...)."""


def _first(items: Sequence[tuple[Any, Any]], flags: int, atoms: list[re.Pattern[str]]) -> bool:
    """Adds to ``atoms`` a one-character pattern for each way ``items`` (a parsed sequence) can start; returns whether
    the sequence can match the empty string (so what follows it can start the match too). Zero-width assertions
    (``\\b``, lookarounds) are passed over: the characters found are then more than can start a match, never fewer.

    :raises _UnknownError: where the pattern holds a construct not read here.
    """
    for op, av in items:
        if op in _CONSUMES_ONE:
            state = _sre_parse.State()
            state.flags = flags
            atoms.append(_sre_compile.compile(_sre_parse.SubPattern(state, [(op, av)]), flags))
            return False
        if op in _ZERO_WIDTH:
            continue
        if op is _c.SUBPATTERN:
            _group, add_flags, del_flags, sub = av
            if del_flags:
                raise _UnknownError
            if not _first(sub, flags | add_flags, atoms):
                return False
        elif op is _c.BRANCH:
            nullable = False
            for alternative in av[1]:
                nullable = _first(alternative, flags, atoms) or nullable
            if not nullable:
                return False
        elif op in _REPEATS:
            low, _high, sub = av
            if not _first(sub, flags, atoms) and low > 0:
                return False
        elif op is getattr(_c, "ATOMIC_GROUP", None):
            if not _first(av, flags, atoms):
                return False
        else:
            raise _UnknownError
    return True


@cache
def first_chars(regexp: str, flags: int = 0) -> Callable[[str], bool] | None:
    """A test of whether ``regexp`` can match a text starting with a given character, or ``None`` where it cannot be
    told (then any character may start it). The test may say yes for a character no match starts with (an assertion
    it passed over), never no for one a match starts with."""
    try:
        parsed = _sre_parse.parse(regexp, flags)
        atoms: list[re.Pattern[str]] = []
        if _first(list(parsed), parsed.state.flags | flags, atoms):
            return None  # the pattern can match the empty string: anything may follow
    except (_UnknownError, re.error, TypeError, ValueError, AttributeError):
        return None
    return lambda char: any(atom.match(char) for atom in atoms)


_MRES: dict[tuple[tuple[str, str], ...], list[re.Pattern[str]]] = {}
"""The regular expressions of one ordered set of terminals (name and pattern), shared by every state that tries
those terminals before one character."""


_MAX_CHARS = 1024
"""The most characters a scanner remembers its terminals for (a text of many odd characters, as a hostile one may be,
does not grow it past that: the terminals of the rest are found again each time; their expressions are shared, one per
set of terminals, and the sets are few)."""


class FirstCharScanner(Scanner):
    """Lark's :class:`Scanner`, with the terminals tried at a position narrowed to those that can start with the
    character there (in their order: the match is the one Lark's finds)."""

    def __init__(self, terminals: list[TerminalDef], g_regex_flags: int, re_: Any, use_bytes: bool) -> None:
        self.terminals = terminals
        self.g_regex_flags = g_regex_flags
        self.re_ = re_
        self.use_bytes = use_bytes
        self.allowed_types = {t.name for t in terminals}
        self._whole: list[re.Pattern[str]] | None = None
        self._tests = [first_chars(t.pattern.to_regexp(), g_regex_flags) for t in terminals]
        self._by_char: dict[str, list[re.Pattern[str]]] = {}

    def fullmatch(self, text: str) -> str | None:
        if self._whole is None:  # the whole alternation, as Lark builds it
            self._whole = self._compile(self.terminals)
        for mre in self._whole:
            found = mre.fullmatch(text)
            if found:
                return found.lastgroup
        return None

    def _compile(self, terminals: list[TerminalDef]) -> list[re.Pattern[str]]:
        """Lark's alternation of ``terminals`` (in as many expressions as ``re`` allows groups)."""
        return self._build_mres(terminals, len(terminals))  # type: ignore[no-untyped-call,no-any-return]

    def _for_char(self, char: str) -> list[re.Pattern[str]]:
        terminals = [t for t, test in zip(self.terminals, self._tests, strict=True) if test is None or test(char)]
        key = tuple((t.name, t.pattern.to_regexp()) for t in terminals)
        mres = _MRES.get(key)
        if mres is None:
            mres = _MRES[key] = self._compile(terminals) if terminals else []
        if len(self._by_char) < _MAX_CHARS:
            self._by_char[char] = mres
        return mres

    def match(self, text: Any, pos: int) -> tuple[str, str] | None:
        source: str = text.text
        mres = self._by_char.get(source[pos])
        if mres is None:
            mres = self._for_char(source[pos])
        for mre in mres:
            found = mre.match(source, pos, text.end)
            if found:
                return found.group(0), found.lastgroup  # type: ignore[return-value]
        return None


class FirstCharLexer(BasicLexer):
    """Lark's basic lexer (one per parser state) with a :class:`FirstCharScanner`."""

    def _build_scanner(self) -> Scanner:
        if self.re is not re or self.use_bytes or self.user_callbacks:
            return super()._build_scanner()
        # Lark's own, without compiling the whole alternation (the scanner compiles it per character)
        unless = _create_unless(self.terminals, self.g_regex_flags, self.re, self.use_bytes)  # type: ignore[no-untyped-call]
        terminals, self.callback = unless
        return FirstCharScanner(terminals, self.g_regex_flags, self.re, self.use_bytes)

    def next_token(self, lex_state: LexerState, parser_state: Any = None) -> Token:
        """Lark's ``BasicLexer.next_token`` with the scanner's lookup inlined (the lexer's inner loop); where no
        terminal matches, Lark's own raises its error."""
        scanner = self.scanner
        if not isinstance(scanner, FirstCharScanner):
            return super().next_token(lex_state, parser_state)
        line_ctr = lex_state.line_ctr
        source: str = lex_state.text.text
        end: int = lex_state.text.end
        by_char = scanner._by_char
        ignore_types, newline_types, callback = self.ignore_types, self.newline_types, self.callback
        while line_ctr.char_pos < end:
            pos = line_ctr.char_pos
            mres = by_char.get(source[pos])
            if mres is None:
                mres = scanner._for_char(source[pos])
            for mre in mres:
                found = mre.match(source, pos, end)
                if found:
                    break
            else:
                return super().next_token(lex_state, parser_state)  # raises Lark's UnexpectedCharacters
            value: str = found.group(0)
            type_: str = found.lastgroup  # type: ignore[assignment]
            ignored = type_ in ignore_types
            if ignored and type_ not in callback:
                line_ctr.feed(value, type_ in newline_types)
                continue
            token = Token(type_, value, pos, line_ctr.line, line_ctr.column)
            line_ctr.feed(value, type_ in newline_types)
            token.end_line = line_ctr.line
            token.end_column = line_ctr.column
            token.end_pos = line_ctr.char_pos
            if token.type in callback:
                token = callback[token.type](token)
            if not ignored:
                if not isinstance(token, Token):
                    raise LexError(f"Callbacks must return a token (returned {token!r})")
                lex_state.last_token = token
                return token
        raise EOFError(self)


class FirstCharContextualLexer(ContextualLexer):
    """Lark's contextual lexer with a :class:`FirstCharLexer` per parser state (``Lark(..., _plugins=PLUGINS)``)."""

    BasicLexer = FirstCharLexer


PLUGINS: dict[str, Any] = {"ContextualLexer": FirstCharContextualLexer}
"""Lark's ``_plugins`` option that lexes with :class:`FirstCharContextualLexer`."""
