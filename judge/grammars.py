"""Loading the project's Lark grammars from ``grammar/`` (one cached parser per grammar and start rule)."""

from __future__ import annotations

from functools import cache

from lark import Lark

from judge.paths import data_dir


@cache
def lalr_parser(grammar: str, start: str = "start") -> Lark:
    """The LALR parser of ``grammar/<grammar>.lark``. Grammars import shared terminals from ``common.lark``
    with relative ``%import`` statements.

    :raises FileNotFoundError: if the grammar file is missing.
    """
    path = data_dir("grammar") / f"{grammar}.lark"
    return Lark.open(str(path), parser="lalr", start=start, propagate_positions=True, maybe_placeholders=True)
