"""Strategies choosing among the legal actions of a whole game (issue 19): ``random`` (uniform over the legal
actions, OpenSpiel's random agent) here; others register themselves in :data:`STRATEGIES` (heuristic.py)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from judge.bttcg.game.actions import Action

if TYPE_CHECKING:
    from judge.bttcg.game.state import Game


class Strategy(Protocol):
    name: str

    def choose(self, game: Game, actions: Sequence[Action]) -> Action: ...


@runtime_checkable
class SamplingStrategy(Protocol):
    """A strategy that draws its action itself from the decision's candidates, deciding only those it needs
    (judge/bttcg/game/sampling.py); ``None``: no legal action."""

    def sample(self, game: Game) -> Action | None: ...


class RandomStrategy:
    """Uniform over the legal actions, with its own seeded random generator."""

    name = "random"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, game: Game, actions: Sequence[Action]) -> Action:
        del game
        return actions[self.rng.randrange(len(actions))]

    def sample(self, game: Game) -> Action | None:
        """The same uniform choice over the legal actions, drawn lazily: one or two candidates decided, not all
        (judge/bttcg/game/sampling.py)."""
        from judge.bttcg.game.sampling import sample_legal  # sampling.py imports the engine, which imports this

        return sample_legal(game, self.rng)


STRATEGIES: dict[str, Callable[[random.Random], Strategy]] = {"random": RandomStrategy}
"""The strategies by name: each made from a seeded random generator."""


def strategy_factory(name: str) -> Callable[[random.Random], Strategy]:
    """:raises KeyError: for a name no strategy has (the message lists those there are)."""
    if name not in STRATEGIES:
        raise KeyError(f"no strategy {name!r} (there are: {', '.join(sorted(STRATEGIES))})")
    return STRATEGIES[name]


__all__ = ["STRATEGIES", "RandomStrategy", "SamplingStrategy", "Strategy", "strategy_factory"]
