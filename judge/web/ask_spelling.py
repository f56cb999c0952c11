"""The two spellings of a BattleTech scenario on the "What happens?" page (issue 21 item 4): YAML and plain English,
one written from the other by :mod:`judge.bttcg.scenario_write` (``judge scenario to-text`` / ``to-yaml``), so that
the spellings of an example cannot drift apart. The leading comment of a scenario (an example's header citing its
records) is kept in both: both spellings read ``#`` lines as comments.
"""

from __future__ import annotations

from typing import Literal

from judge.bttcg.convert import convert
from judge.simulate import SimulateError, looks_like_yaml

Spelling = Literal["yaml", "text"]
SPELLINGS: tuple[Spelling, ...] = ("yaml", "text")
SPELLING_TITLES = {"yaml": "YAML", "text": "plain English"}


def header(text: str) -> str:
    """The scenario's leading comment lines (with their line ends), if any."""
    kept: list[str] = []
    for line in text.splitlines(keepends=True):
        if not line.startswith("#"):
            break
        kept.append(line)
    return "".join(kept)


def spellings(text: str) -> dict[Spelling, str] | None:
    """The BattleTech scenario ``text`` in both spellings: its own spelling as written, the other one written from it
    with its header comment kept; ``None`` for a scenario of another game or one that does not read (its own answer
    says why)."""
    own: Spelling = "yaml" if looks_like_yaml(text) else "text"
    other: Spelling = "text" if own == "yaml" else "yaml"
    try:
        written = convert(text, "scenario", other)
    except SimulateError:
        return None
    both: dict[Spelling, str] = {own: text, other: header(text) + written}
    return {spelling: both[spelling] for spelling in SPELLINGS}


__all__ = ["SPELLINGS", "SPELLING_TITLES", "Spelling", "header", "spellings"]
