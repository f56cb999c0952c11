"""The first-character lexer (judge/lexing.py) finds the tokens Lark's own contextual lexer finds: the same terminal,
the same text, at every position, in every parser state tried."""

from __future__ import annotations

import re

import pytest
from lark import Lark
from lark.lexer import BasicLexer, Scanner, TextSlice

from judge.grammars import build_parser, lalr_parser
from judge.lexing import PLUGINS, FirstCharScanner, first_chars


@pytest.mark.parametrize(
    ("regexp", "starts", "not_starts"),
    [
        ("Deal", "D", "dxe "),
        ("(?i:deal)", "dD", "xe"),
        ("[Dd]eal|[Ss]crap", "DdSs", "x "),
        ("(?<![\\w'])Mech", "M", "'m"),  # a lookbehind is passed over
        ("(the )?end", "te", "x"),  # an optional word: what follows it can start the match
        ("\\bat (the )?end\\b", "a", "t"),
        ("[^a-z]x", "A1 ", "bz"),
        ("\\d+", "07", "a"),
        ("(?i:s)", "sSſ", "t"),  # a case-insensitive s is also the long s, as re reads it
    ],
)
def test_first_chars_says_yes_for_every_start(regexp: str, starts: str, not_starts: str) -> None:
    test = first_chars(regexp)
    assert test is not None
    for char in starts:
        assert test(char), (regexp, char)
    for char in not_starts:
        assert not test(char), (regexp, char)


@pytest.mark.parametrize("regexp", ["(?P<x>a)?(?(x)b|c)", "(?-i:a)b", "x*", "(?:a|)"])
def test_first_chars_unknown_or_nullable_is_any(regexp: str) -> None:
    """A group tested, a flag turned off, or a pattern that matches the empty string: not narrowed, every character
    may start it."""
    assert first_chars(regexp) is None


def test_unknown_is_tried_for_every_character() -> None:
    grammar = Lark('start: A B\nA: "a"\nB: /(?-i:b)c/i\n%ignore " "', parser="lalr", _plugins=PLUGINS)
    assert grammar.parse("a bC") is not None


TEXTS = [
    "{T}: Deal 3 damage to target blocking Unit.",
    "Counter target Mission card. Scrap ~ when it is revealed.",
    "Each 'Mech you control gets +1 attack until end of turn (ECM, C3).",
    "Play only when blocked. Return ~ to its owner's hand.",
    "1-2: That Unit receives 1 damage. 3-6: Roll a second die.",
    "Pay 2 +1P or tap ~, and choose an opponent; He or she gains control of ~!",
    "Überlicht ſ Ωmega \t «quoted» 12+3A x/y",
]


def _lexers() -> list[BasicLexer]:
    contextual = lalr_parser("cardtext").parser.lexer.lexer
    unique = list({id(lexer): lexer for lexer in contextual.lexers.values()}.values())
    unique.sort(key=lambda lexer: len(lexer.terminals))
    return [*unique[:: max(1, len(unique) // 40)], unique[-1], contextual.root_lexer]


def test_first_char_scanner_matches_lark_scanner_everywhere() -> None:
    """In a sample of the card-text grammar's parser states (and the biggest, and the root lexer), at every position of
    sentences with many kinds of characters, the token found is the one Lark's scanner finds."""
    for lexer in _lexers():
        fast = lexer.scanner
        assert isinstance(fast, FirstCharScanner)
        lark_own = Scanner(fast.terminals, fast.g_regex_flags, re, False)  # type: ignore[no-untyped-call]
        for text in TEXTS:
            whole = TextSlice.cast_from(text)  # type: ignore[no-untyped-call]
            for pos in range(len(text)):
                assert fast.match(whole, pos) == lark_own.match(whole, pos), (text, pos)


BROKEN = [
    "Counter target Mission card.",  # a word the grammar would split ("Count|er")
    "Deal 3 damage to target blocking Unit",  # no full stop
    "Each 'Mech gets +2 atack.",
    "Draw § card.",  # a character no terminal starts with
    "{T}: Deal 1 damage to target Unit. Extra words here.",
    "",
]


def _outcome(grammar: Lark, text: str) -> str:
    try:
        return repr(grammar.parse(text))
    except Exception as exc:  # the error is what is compared
        expected = sorted(getattr(exc, "expected", None) or getattr(exc, "allowed", None) or [])
        return f"{type(exc).__name__} {getattr(exc, 'token', None)!r} {getattr(exc, 'pos_in_stream', None)} {expected}"


def test_card_text_parses_and_errors_as_with_larks_lexer() -> None:
    """The card-text grammar with the first-character lexer and with Lark's own (the same tables, from the disk
    cache): the same tree for every sentence, the same error (kind, token, position, what was expected) for broken
    ones."""
    fast = build_parser("cardtext")
    larks = build_parser("cardtext", plugins={})
    for text in [*TEXTS, *BROKEN]:
        for sentence in [text, *text.split(". ")]:
            assert _outcome(fast, sentence) == _outcome(larks, sentence), sentence


def test_a_scanner_remembers_a_bounded_number_of_characters() -> None:
    """A text of many different characters (a hostile one) lexes the same and leaves the scanner's table bounded."""
    grammar = Lark('start: WORD+\nWORD: /\\w+/\n%ignore " "', parser="lalr", _plugins=PLUGINS)
    text = " ".join(chr(code) for code in range(0x4E00, 0x4E00 + 3000))
    assert len(grammar.parse(text).children) == 3000
    scanners = [lexer.scanner for lexer in grammar.parser.lexer.lexers.values()]
    assert all(isinstance(s, FirstCharScanner) for s in scanners)
    assert max(len(s._by_char) for s in scanners) <= 1024
