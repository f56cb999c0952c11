"""The parse-speed changes of the card-text machinery read every text as before (issue 18): sentences split by
their marks only, normalising with its quick checks (the DSL of the whole pool is compared byte for byte by
``benchmarks/dsl_dump.py``)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from lark import Lark, Token, Tree, v_args
from lark.exceptions import VisitError

from judge.cardtext.normalize import normalize
from judge.cardtext.sentences import _strip, split_sentences
from judge.cardtext.transform_dispatch import DirectCalls


def _split_every_character(text: str) -> list[tuple[int, int]]:
    """The splitting read one character at a time (as it was before it looked at the marks only)."""
    spans: list[tuple[int, int]] = []
    depth = 0
    start = 0
    for i, char in enumerate(text):
        if char == "(":
            depth += 1
        elif char == ")":
            depth = max(depth - 1, 0)
        elif (char == "\n" and text[start:i].rstrip().endswith(":")) or (
            char == "."
            and text[:i].endswith("St")
            and text[i - 3 : i - 2] in ("", " ")
            and text[i + 1 : i + 3].strip()[:1].isupper()
        ):
            continue
        elif char == "\n" or (depth == 0 and char in ".!" and (i + 1 == len(text) or text[i + 1] == " ")):
            end = i if char == "\n" else i + 1
            if text[start:end].strip():
                spans.append(_strip(text, start, end))
            start = i + 1
    if text[start:].strip():
        spans.append(_strip(text, start, len(text)))
    return spans


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet="ab ().!:\n\t", max_size=60))
def test_split_by_marks_is_split_by_characters(text: str) -> None:
    assert split_sentences(text) == _split_every_character(text)


def test_typography_keeps_every_column() -> None:
    """Curly apostrophes and dashes become straight ones one character for one: the columns do not move."""
    printed = "Zorb’s ‘Mech gets +1–2 attack − `x`."
    done = normalize(printed)
    assert done.text == "Zorb's 'Mech gets +1-2 attack - 'x'."
    assert [done.position(i) for i in range(len(done.text) + 1)] == list(range(len(printed) + 1))


def test_each_replacement_still_applies() -> None:
    """Each replacement the quick checks guard still happens where its text is there (and only there)."""
    cases = {
        "{T}:Deal 1 damage.": "{T}: Deal 1 damage.",
        "(T), {R}x": "{T}, {R} x",
        "Activate: Draw a card": "When you activate ~, Draw a card",
        "When revealed, draw.": "When you reveal ~, draw.",
        "Draw. Once per turn.": "Draw. Use this ability only once per turn.",
        "Tap this card to draw.": "{T}: draw.",
        "Scrap this card.": "Scrap ~.",
        "gets+2 attack.4-6: Draw.": "gets +2 attack. 4-6: Draw.",
        "gains ECM. (Each Unit with ECM gets +1 armor.)": "gains ECM (Each Unit with ECM gets +1 armor.)",
        "Scrap A.(For example, a Puma.) Draw.": "Scrap A. Draw.",
        "The ?Mech  draws.": "The 'Mech draws.",
        " n/a ": "",
    }
    for printed, expected in cases.items():
        assert normalize(printed).text == expected, printed


def test_direct_calls_dispatch_as_lark_does() -> None:
    """judge/cardtext/transform_dispatch.py: inline methods, token methods, a rule without a method (a tree), a
    method that asks for ``meta`` and an error (``VisitError`` with the original) behave as under Lark's dispatch."""
    grammar = Lark(
        'start: pair rest sized\npair: INT INT\nrest: WORD\nsized: WORD\nINT: /\\d+/\nWORD: /[a-z]+/\n%ignore " "',
        parser="lalr",
        propagate_positions=True,
    )

    @v_args(inline=True)
    class Direct(DirectCalls):
        def INT(self, token: Token) -> int:  # noqa: N802 (Lark's name for the terminal)
            return int(token)

        def pair(self, a: int, b: int) -> int:
            if a == b:
                raise ValueError("a pair of equals")
            return a + b

        @v_args(meta=True, inline=False)
        def sized(self, meta: Any, children: list[Token]) -> int:
            return int(meta.column)

        def start(self, *parts: Any) -> tuple[Any, ...]:
            return parts

    total, rest, column = Direct().transform(grammar.parse("2 3 word end"))
    assert total == 5
    assert rest == Tree("rest", [Token("WORD", "word")])
    assert column == 10
    with pytest.raises(VisitError) as caught:
        Direct().transform(grammar.parse("2 2 word end"))
    assert str(caught.value.orig_exc) == "a pair of equals"
