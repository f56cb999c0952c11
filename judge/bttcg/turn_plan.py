"""The plan of a card's ability used or a card activated during the turn (``turn_abilities.py``): what it will do,
settled before anything changes, and the error that stops it once a violation is recorded."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field


@dataclass
class _Plan:
    """What an ability or a reveal will do, settled before anything changes."""

    steps: list[Callable[[], None]] = field(default_factory=list)
    chosen: list[str] = field(default_factory=list)
    """The choices not used yet, in order."""
    last: list[str] = field(default_factory=list)
    """The cards "that ..." / "it" names."""
    gone: set[str] = field(default_factory=set)
    """Cards the plan scraps or moves before the later steps look at them."""
    amounts: dict[str, int] = field(default_factory=dict)
    """The action's ``amounts`` not used yet ("any number of counters" removed from a card)."""
    asset: str | None = None
    """The asset chosen ("choose any asset"), that "that asset" names (judge/bttcg/choose_asset.py)."""
    top: str | None = None
    """The card on top of the player's Stockpile the action names (judge/bttcg/stockpile_top.py)."""
    may: list[bool] | None = None
    """The action's answers to the card's "you may", not used yet (judge/bttcg/may.py); ``None`` where the action
    gives none (a card revealed as it is activated)."""
    picked: list[str] = field(default_factory=list)
    """The cards one "Choose X and Y" chose, in order, that "one ... and the other" name (``ThatOne.index``)."""
    either: list[int] = field(default_factory=list)
    looked: tuple[str, int] | None = None
    """Whose Stockpile the plan looked at the top of, and how many cards: "those cards" after it
    (judge/bttcg/stockpile_looks.py)."""
    removed: dict[str, int] = field(default_factory=dict)
    """Counters the plan removes, by kind: "those counters" after (judge/bttcg/counter_moves.py)."""
    """The action's options chosen where the card says "either ... or ...", not used yet (judge/bttcg/one_of.py)."""
    spend: int = 0
    """Resources the ability's effects spend ("pay {R}" per point: judge/bttcg/cost_points.py), spent with it."""
    region: str | None = None
    """The region a Terrain card is put in as it is activated: the activation's ``region`` (judge/bttcg/terrain.py)."""


class _RefusedError(Exception):
    """A violation was recorded: the action does nothing."""


__all__ = ["_Plan", "_RefusedError"]
