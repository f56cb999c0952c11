"""Which misrulings the quiz can use: those declared by the games' modules (``judge/<game>/misrulings.py``).

Each game declares its misrulings in its own module (:mod:`judge.misrulings`); importing the module declares them.
"""

from __future__ import annotations

from judge.bttcg import misrulings as bttcg_misrulings
from judge.domination import misrulings as domination_misrulings
from judge.mechchess import misrulings as mechchess_misrulings
from judge.misrulings import Misruling, misrulings_of

GAMES: tuple[str, ...] = ("bttcg", "mechchess", "domination")
_MODULES = (bttcg_misrulings, mechchess_misrulings, domination_misrulings)  # imported: their misrulings declared


def load_misrulings() -> tuple[str, ...]:
    """The games whose misrulings are declared (all three: their modules are imported with this one)."""
    return GAMES


def game_misrulings(game: str) -> list[Misruling]:
    """The declared misrulings of ``game``, in declaration order."""
    return misrulings_of(game)
