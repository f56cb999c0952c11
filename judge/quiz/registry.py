"""Which misrulings the quiz can use: those declared by the games' modules (``judge/<game>/misrulings.py``).

Each game declares its misrulings in its own module (:mod:`judge.misrulings`); importing the module declares them.
:func:`load_misrulings` imports every one that exists in this installation, so that the quiz is generic over the
registry: a game without the module simply has no misrulings (its questions then rely on the other distractors).
"""

from __future__ import annotations

import importlib
import importlib.util

from judge.misrulings import Misruling, misrulings_of

GAMES: tuple[str, ...] = ("bttcg", "mechchess", "domination")
MODULES: dict[str, str] = {game: f"judge.{game}.misrulings" for game in GAMES}


def load_misrulings() -> tuple[str, ...]:
    """Imports the misrulings module of every game that has one and returns those games.

    A module that exists but fails to import is a bug in it, and its error is raised as it is.
    """
    loaded: list[str] = []
    for game, module in MODULES.items():
        if importlib.util.find_spec(module) is None:
            continue
        importlib.import_module(module)
        loaded.append(game)
    return tuple(loaded)


def game_misrulings(game: str) -> list[Misruling]:
    """The declared misrulings of ``game``, in declaration order (its module imported first, if it exists)."""
    load_misrulings()
    return misrulings_of(game)
