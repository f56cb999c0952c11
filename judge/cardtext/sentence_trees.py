"""The parse tree of one card-text sentence, kept per sentence (issue 18: parse speed).

A pool prints the same sentence on many cards and in many printings ("Play only during battle.", a card's reprints):
of its 2,002 normalised sentences only 1,076 differ. The grammar's tree depends on the sentence's text alone (the
card's name is already ``~`` in it, and its type changes only the transformer), and the transformer builds new nodes
without changing the tree's, so a sentence read once is not lexed and parsed again: its tree is kept, within a bound
(:data:`KEPT_TREES`, least recently used first out). Only trees are kept: a sentence that does not read raises its
error afresh each time (the error's parser state is read to say what the grammar expected there), and each reading
transforms the tree anew (each ability is a node of its own text's, as the parser's origins expect).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from lark.exceptions import UnexpectedInput

KEPT_TREES = 4096
"""The most sentence trees kept (the pool has about 1,100 sentences; a tree is a few kilobytes)."""


def parse_sentence(parser: Any, sentence: str) -> Any:
    """The parse tree of one sentence. A sentence that ends on the closing parenthesis of a keyword's reminder
    ("... and gains C3 (Each Unit with C3 ... gets +2 attack.)") takes the reminder's full stop as its own.

    :raises UnexpectedInput: where the grammar does not read it (never kept: raised anew for each call)."""
    return _kept(parser, sentence)


@lru_cache(maxsize=KEPT_TREES)
def _kept(parser: Any, sentence: str) -> Any:
    # lru_cache keeps returned trees only: an exception passes through and is not kept
    try:
        return parser.parse(sentence)
    except UnexpectedInput:
        if not sentence.rstrip().endswith(".)"):
            raise
        try:
            return parser.parse(sentence + ".")
        except UnexpectedInput:
            pass
        raise


def forget_trees() -> None:
    """Forgets every kept tree (a benchmark measuring one pass over a pool starts from none)."""
    _kept.cache_clear()


def kept_trees() -> int:
    """How many trees are kept."""
    return _kept.cache_info().currsize
