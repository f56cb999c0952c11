"""The parse tree kept per sentence (judge/cardtext/sentence_trees.py, issue 18: parse speed): a sentence read again
is not parsed again, reads to the same DSL, and a sentence that does not read is never kept."""

from __future__ import annotations

from typing import Any

import pytest

from judge.cardtext import sentence_trees
from judge.cardtext.parser import parse_card_text
from judge.grammars import lalr_parser


class _Counting:
    """A parser that counts the sentences it is asked to parse (and parses them with the card-text grammar)."""

    def __init__(self) -> None:
        self.calls: list[str] = []

    def parse(self, sentence: str) -> Any:
        self.calls.append(sentence)
        return lalr_parser("cardtext").parse(sentence)


def test_a_sentence_read_again_is_not_parsed_again_issue_18() -> None:
    counting = _Counting()
    first = sentence_trees.parse_sentence(counting, "Draw three cards.")
    again = sentence_trees.parse_sentence(counting, "Draw three cards.")
    assert counting.calls == ["Draw three cards."]
    assert again is first


def test_a_sentence_that_does_not_read_is_parsed_each_time_issue_18() -> None:
    counting = _Counting()
    for _ in range(2):
        with pytest.raises(Exception, match="Unexpected"):
            sentence_trees.parse_sentence(counting, "Draw the moon.")
    assert counting.calls == ["Draw the moon."] * 2


def test_kept_trees_read_to_the_same_dsl_and_errors_issue_18() -> None:
    # invented texts: a sentence shared by two cards of other types, and a broken one with its suggestion
    texts = [
        ("Draw three cards. Play only during battle.", "Command"),
        ("Play only during battle. Each opposing Unit gets -3 attack.", "Command"),
        ("Play only durng battle.", "Command"),
    ]
    sentence_trees.forget_trees()
    fresh = [parse_card_text(text, "Invented", card_type).as_json() for text, card_type in texts]
    assert sentence_trees.kept_trees() > 0
    kept = [parse_card_text(text, "Invented", card_type).as_json() for text, card_type in texts]
    assert kept == fresh
    assert fresh[2]["errors"] and fresh[2]["errors"][0].get("suggestion") == "Play only during battle."
