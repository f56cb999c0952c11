"""Why a line of bare capitalised names does not read ("Flying", "Trample, ECM", "Ecm"): a keyword that is
not the rulebook's and has no rules text after it has no meaning in this game, so it is never read as something
else; a name close to one of the rulebook's is reported as that one misspelt (rulebook p.31, the options; glossary,
the keywords). A keyword of the card's own reads where its rules follow it ("Flying (sentence.)", "Flying: sentence",
``named_option`` in ``grammar/cardtext.lark``)."""

from __future__ import annotations

import difflib
import re
from typing import get_args

from judge.dsl.keywords import KeywordName

_OPTIONS = ("Alpha Strike", "Overheat", "Missile", "Jump")
_RULEBOOK = (*_OPTIONS, *(name for name in get_args(KeywordName) if isinstance(name, str)))


def _folded(name: str) -> str:
    return name.casefold().replace("-", "").replace(" ", "")


_FOLDED = {_folded(name): name for name in _RULEBOOK}
_NAME = re.compile(r"[A-Z][A-Za-z'’-]*(?: [A-Z][A-Za-z'’-]*){0,2}(?: [0-9]+)?")
_NUMBER = re.compile(r" [0-9]+$")


def explain(sentence: str) -> str | None:
    """What is wrong with ``sentence`` where it is only names of keywords (one or several, joined by commas), one of
    them not the rulebook's: a misspelling of a rulebook name, or a keyword with no rules text; ``None`` otherwise."""
    parts = [part.strip() for part in sentence.strip().rstrip(".").split(",")]
    if not parts or not all(_NAME.fullmatch(part) for part in parts):
        return None
    reasons = []
    for part in parts:
        bare = _NUMBER.sub("", part)
        if _folded(bare) in _FOLDED and _FOLDED[_folded(bare)] == bare:
            continue  # the rulebook's own (read or refused for another reason)
        close = difflib.get_close_matches(_folded(bare), list(_FOLDED), n=1, cutoff=0.75)
        if close:
            reasons.append(f"{part!r} is not a keyword: did you mean the rulebook's {_FOLDED[close[0]]}?")
        else:
            reasons.append(
                f"{part!r} is no keyword or option of the rulebook and the card gives it no rules text, so it has no "
                f'meaning here (a keyword of the card\'s own reads with its rules after it: "{part} (...)")'
            )
    return "; ".join(reasons) or None


__all__ = ["explain"]
