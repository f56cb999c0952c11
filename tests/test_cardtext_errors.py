"""What the card-text parser tells a designer about texts that do not read, golden-file style (issue 18, item 4).

Every text of ``tests/data/cardtext/bad-texts.txt`` is invented. What ``judge parse`` says of each is compared with
``bad-texts.golden``; run with ``JUDGE_UPDATE_GOLDEN=1`` to write it again after a deliberate change, and read the
diff. The properties every message must have are checked on their own: no grammar-internal name, no word split, a
few expected words, a suggestion only where it reads and keeps the text's own words.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from judge.cardtext.parser import parse_card_text
from judge.cardtext.text_checks import check_text

DATA = Path(__file__).parent / "data" / "cardtext"
INTERNAL = ("adjective comma", "'stat'", "__", "ANON", "$END", "WORD", "COMMA", "_")


def cases() -> list[tuple[str | None, str | None, str]]:
    out = []
    for block in re.split(r"\n\s*\n", (DATA / "bad-texts.txt").read_text(encoding="utf-8")):
        lines = [line for line in block.strip().splitlines() if not line.startswith("#")]
        settings = {}
        while lines and re.match(r"^(type|name): ", lines[0]):
            key, value = lines.pop(0).split(": ", 1)
            settings[key] = value
        if lines:
            out.append((settings.get("name"), settings.get("type"), "\n".join(lines)))
    return out


def said(name: str | None, card_type: str | None, text: str) -> list[str]:
    """What ``judge parse`` prints about the text (its errors and problems; not the DSL)."""
    result = parse_card_text(text, name=name, card_type=card_type)
    lines = [f">>> {text}" + (f"   [{card_type}]" if card_type else "")]
    for error in result.errors:
        lines.append(f"line {error.line}, column {error.column}: {error.message}")
        if error.expected:
            lines.append(f"  expected: {', '.join(error.expected)}")
        if error.suggestion:
            lines.append(f"  did you mean {error.suggestion!r}?")
    lines += [f"line {p.line}, column {p.column}: problem: {p.message}" for p in check_text(result, card_type)]
    if len(lines) == 1:
        lines.append("(reads, no problem)")
    return lines


def test_what_the_parser_says_of_bad_texts_is_the_golden_file() -> None:
    got = "\n".join(line for case in cases() for line in [*said(*case), ""])
    golden = DATA / "bad-texts.golden"
    if os.environ.get("JUDGE_UPDATE_GOLDEN"):
        golden.write_text(got, encoding="utf-8")
    assert got == golden.read_text(encoding="utf-8")


@pytest.mark.parametrize(("name", "card_type", "text"), cases())
def test_every_error_is_in_the_designers_words(name: str | None, card_type: str | None, text: str) -> None:
    result = parse_card_text(text, name=name, card_type=card_type)
    for error in result.errors:
        shown = [error.message, *error.expected, error.suggestion or ""]
        assert not any(internal in item for item in shown for internal in INTERNAL if internal != "_"), shown
        assert not any(re.search(r"\b[A-Z_]{4,}\b", e) and "'" not in e for e in error.expected), error.expected
        assert len(error.expected) <= 6
        if error.found is not None and error.found[1] > error.found[0]:
            start, end = error.found
            # no word split: the part the grammar did not expect starts and ends on a word's edges
            assert not (start > 0 and text[start - 1].isalpha() and text[start].isalpha()), (text, error.found)
            assert not (end < len(text) and text[end - 1].isalpha() and text[end].isalpha()), (text, error.found)
        if error.suggestion:
            assert parse_card_text(error.suggestion, name=name, card_type=card_type).ok, error.suggestion
            # the suggestion keeps the text's words: it changes one misspelt word or phrase
            before, after = text[error.span[0] : error.span[1]].split(), error.suggestion.split()
            assert len(before) == len(after)
            assert sum(a != b for a, b in zip(before, after, strict=True)) <= 3


def test_every_error_of_the_pool_is_in_the_designers_words(full_pool: object) -> None:
    """The same properties over every sentence of the community's lists that the grammar does not read (read in
    place from ../shared; skipped without it)."""
    from judge.cards.models import BtCard
    from judge.cardtext.coverage import printings_to_measure
    from judge.pool import CardPool

    assert isinstance(full_pool, CardPool)
    seen = 0
    for card in full_pool.cards:
        if not isinstance(card, BtCard):
            continue
        for printing in printings_to_measure(card):
            for error in parse_card_text(printing.text, card.name, card.card_type).errors:
                seen += 1
                shown = [error.message, *error.expected]
                assert not any(i in item for item in shown for i in INTERNAL if i != "_"), (card.name, shown)
                assert len(error.expected) <= 6, (card.name, error.expected)
                if error.found is not None and error.found[1] > error.found[0]:
                    start, end = error.found
                    text = printing.text
                    assert not (start > 0 and text[start - 1].isalpha() and text[start].isalpha()), card.name
                    assert not (end < len(text) and text[end - 1].isalpha() and text[end].isalpha()), card.name
    assert seen > 0


def test_the_lexer_never_splits_a_word() -> None:
    """A quoted word of the grammar matches whole words only: "Count" (of "Counts as") is not the start of
    "Countermand", "at" is not the start of "atack"; the whole word is reported, with the parser's state before it.
    ("Counter target Mission." reads now: a card cancelled, tests/test_cardtext_constructions_unseen5.py.)"""
    from lark.exceptions import UnexpectedInput

    from judge.grammars import WordSplitError, lalr_parser

    parser = lalr_parser("cardtext")
    with pytest.raises(WordSplitError) as info:
        parser.parse("Countermand target Mission.")
    assert str(info.value.token) == "Countermand"
    assert info.value.interactive_parser is not None
    for text, word in (("Countermand target Mission.", "Countermand"), ("Overheat 2: +2 atack", "atack")):
        with pytest.raises(UnexpectedInput):
            parser.parse(text)
        (error,) = parse_card_text(text).errors
        assert f"unexpected {word!r}" in error.message
    # a number runs into an asset letter where the game writes it so
    from judge.cards.cost import parse_cost

    assert str(parse_cost("6+3A+3M")) == "6+3A+3M"


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Whenever an opposing Unit enters play, you may frob.", "enters"),
        ("Target Unit enters play twice.", "enters"),
        ("Zorblax Raider Zorblax Raider attacks.", "Zorblax Raider"),
        ("Zorblax Raider doesn't frob.", "frob"),
    ],
)
def test_an_error_quotes_the_printed_words_not_the_normalised_ones(text: str, word: str) -> None:
    """Issue 18, item 4: an error names the words the card prints, not those normalising put in their place
    ("enters play" is read as "comes into play", a card's own name as "~"): a designer searches the card for them."""
    (error,) = parse_card_text(text, "Zorblax Raider", "Unit").errors
    assert f"unexpected {word!r}" in error.message, error.message
    assert "comes" not in error.message and "~" not in error.message
