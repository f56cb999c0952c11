"""Unit options as the rulebook defines them (``grammar/options.lark``; rulebook p.31, "Using Unit Options and
Abilities"): Overheat, Alpha Strike, Missile, Jump."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from judge.dsl.core import Node


class Overheat(Node):
    """``Overheat X: +Y attack`` (rulebook p.31): +Y attack, X Overheat damage at the end of the battle."""

    kind: Literal["overheat"] = "overheat"
    heat: int = Field(ge=0)
    attack: int
    reminder: Literal["reworded", "unchecked"] | None = None
    """The reminder text the card prints after the option: ``reworded`` (read and its numbers checked against
    the option's, option_reminders.py) or ``unchecked`` (a wording the grammar does not read); ``None``: none."""


class AlphaStrike(Node):
    """``Alpha Strike: +Y attack`` (rulebook p.31): +Y attack; the Unit is depleted."""

    kind: Literal["alpha_strike"] = "alpha_strike"
    attack: int
    reminder: Literal["reworded", "unchecked"] | None = None
    """The reminder text the card prints after the option: ``reworded`` (read and its numbers checked against
    the option's, option_reminders.py) or ``unchecked`` (a wording the grammar does not read); ``None``: none."""


class Missile(Node):
    """``Missile Y`` (rulebook p.31): Y missiles, each rolled when damage resolves."""

    kind: Literal["missile"] = "missile"
    count: int = Field(ge=0)
    reminder: Literal["reworded", "unchecked"] | None = None
    """The reminder text the card prints after the option: ``reworded`` (read and its numbers checked against
    the option's, option_reminders.py) or ``unchecked`` (a wording the grammar does not read); ``None``: none."""


class Jump(Node):
    """``Jump (-1 attack: +1 initiative)`` (rulebook p.31)."""

    kind: Literal["jump"] = "jump"
    attack: int = -1
    initiative: int = 1
    reminder: Literal["reworded", "unchecked"] | None = None
    """The reminder text the card prints after the option: ``reworded`` (read and its numbers checked against
    the option's, option_reminders.py) or ``unchecked`` (a wording the grammar does not read); ``None``: none."""
