"""Keyword abilities in plain English (keywords.lark, :mod:`judge.dsl.keywords`)."""

from __future__ import annotations

from judge.dsl import models as m


def _keyword(ability: m.Keyword) -> str:
    """A keyword ability, without its reminder text (a property of the printing)."""
    match ability:
        case m.Keyword(name=name, value=value):
            return name if value is None else f"{name} {value}"
    raise ValueError(f"no English for {ability!r}")
