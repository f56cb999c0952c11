"""What the card-text grammar expected where a sentence went wrong, in the game's words.

A terminal of ``grammar/*.lark`` is described by the words it matches: a quoted word as it is ("'attack'"), a
pattern that is a list of words by its words (``STAT`` → 'attack', 'armor', 'structure', 'initiative'), a pattern
with a lookahead by the words it consumes (``AND_ADDITIONAL`` → 'and'), and the few that are no words (numbers,
names, symbols) by what a designer writes there ("a number", "a card name"). No grammar-internal name ever shows:
a terminal that cannot be put in words (the comma between two adjectives) is left out.
"""

from __future__ import annotations

import re
import re._parser as sre_parse  # type: ignore[import-not-found,unused-ignore]
from functools import lru_cache
from typing import Any

from judge.grammars import lalr_parser

_IN_WORDS: dict[str, tuple[str, ...]] = {
    "INT": ("a number",),
    "SIGNED": ("a signed number such as +2",),
    "DOT": ("'.'",),
    "COMMA": ("','",),
    "COLON": ("':'",),
    "LPAR": ("'('",),
    "RPAR": ("')'",),
    "SELF": ("the card's own name",),
    "NAME": ("a card name",),
    "MECH": ("'Mech",),
    "MECHS": ("'Mechs",),
    "TAP": ("{T}",),
    "RESOURCE": ("{R}",),
    "ASSET": ("an asset letter (A, L, M, P or T)",),
    "ASSET_SYMBOL": ("an asset symbol such as {A}",),
    "ASSET_CHOICE": ("a choice of assets such as 'A, L or M'",),
    "COST_TEXT": ("a cost such as 3+1A",),
    "DIE_RANGE": ("a die result such as 1-2",),
    "DICE_RANGE": ("a total of two dice such as 2-7",),
    "DIE_DAMAGE": ("a range of damage such as 1-3",),
    "POSSESSIVE": ("'s",),
    "$END": ("the end of the sentence",),
    "TIMES": ("a number of times such as 'twice'",),
    "ADJECTIVE_COMMA": (),  # the comma between two adjectives: the adjectives are expected in their own words
    "WS_INLINE": (),
}
"""Terminals whose pattern is no list of words."""

_MAX_WORDS = 20
_ARTICLES = ("the", "a", "an")


def _literal(items: Any) -> list[str] | None:
    """The texts a parsed pattern matches, dropping optional parts, lookaheads and word boundaries; ``None`` for a
    pattern that matches more than a list of words (``\\w+``, ``[0-9]+``)."""
    texts = [""]
    items = list(items)
    for index, (op, arg) in enumerate(items):
        name = str(op)
        if name == "LITERAL":
            texts = [t + chr(arg) for t in texts]
        elif name == "IN":
            letters = [chr(v) for kind, v in arg if str(kind) == "LITERAL"]
            if not letters or any(str(kind) != "LITERAL" for kind, _ in arg):
                return None
            # "[Oo]pponent": the word as a sentence goes on; "Anti-[Mm]issile": the case of the word it is part of
            capital = texts[0].split(" ")[-1][:1].isupper()
            preferred = [c for c in letters if c.isupper() == capital]
            texts = [t + (preferred or letters)[0] for t in texts]
        elif name == "BRANCH":
            options: list[str] = []
            for branch in arg[1]:
                found = _literal(branch)
                if found is None:
                    return None
                options += found
            texts = [t + o for t in texts for o in options]
        elif name == "SUBPATTERN":
            found = _literal(arg[-1])
            if found is None:
                return None
            texts = [t + o for t in texts for o in found]
        elif name in ("MAX_REPEAT", "MIN_REPEAT"):
            low, _high, inner = arg
            found = _literal(inner)
            after = items[index + 1] if index + 1 < len(items) else None
            mandatory = after is None or str(after[0]) not in ("MAX_REPEAT", "MIN_REPEAT") or after[1][0] > 0
            if low == 0 and mandatory and found is not None and all(f.strip() in _ARTICLES for f in found):
                texts = [t + found[0] for t in texts]  # "at (the )?end of": the words read as English
                continue
            if low == 0:
                continue
            if found is None or low > 1:
                return None
            texts = [t + o for t in texts for o in found]
        elif name in ("AT", "ASSERT", "ASSERT_NOT"):
            continue
        else:
            return None
        if len(texts) > _MAX_WORDS:
            return None
    return texts


def _words(texts: list[str]) -> tuple[str, ...]:
    """Quoted, spaces folded, one spelling of each word ("Deal"/"deal" → 'deal')."""
    seen: dict[str, str] = {}
    for text in texts:
        text = re.sub(r"\s+", " ", text).strip().rstrip("'’")
        if not text:
            continue
        key = text.casefold()
        if key not in seen or text == key:
            seen[key] = text
    return tuple(f"'{t}'" if not t.startswith("'") else t for t in seen.values())


@lru_cache(maxsize=1)
def _patterns() -> dict[str, tuple[str, str]]:
    """Each terminal's short name → its pattern's kind (``str``/``re``) and value."""
    out = {}
    for terminal in lalr_parser("cardtext").terminals:
        out[terminal.name] = (terminal.pattern.type, str(terminal.pattern.value))
    return out


@lru_cache(maxsize=2048)
def in_words(terminal: str) -> tuple[str, ...]:
    """The words a designer writes where the grammar expects ``terminal`` (empty: nothing to show)."""
    short = terminal.split("__")[-1].lstrip("_")
    if short in _IN_WORDS or terminal in _IN_WORDS:
        return _IN_WORDS.get(short, _IN_WORDS.get(terminal, ()))
    kind, value = _patterns().get(terminal, ("", ""))
    if kind == "str":
        return _words([value])
    if kind == "re":
        try:
            texts = _literal(sre_parse.parse(value))
        except (re.error, RecursionError):
            texts = None
        if texts is not None and all(re.fullmatch(r"[A-Za-z0-9'’ ,.\-/]+", t.strip()) for t in texts if t.strip()):
            return _words(texts)
    return ()


def expected_words(terminals: set[str]) -> list[str]:
    """Every terminal of ``terminals`` in words, without repeats, in a stable order."""
    out: dict[str, None] = {}
    for terminal in sorted(terminals):
        for word in in_words(terminal):
            out.setdefault(word, None)
    return list(out)


__all__ = ["expected_words", "in_words"]
