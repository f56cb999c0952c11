"""Playing one whole game between two strategies (issue 19): :func:`play_game`."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import cast

from judge.bttcg.game.actions import Action
from judge.bttcg.game.collector import quiet_collector
from judge.bttcg.game.decks_model import Deck
from judge.bttcg.game.engine import apply, current_player, is_over, legal_actions
from judge.bttcg.game.state import CardUse, Game, new_game
from judge.bttcg.game.strategies import SamplingStrategy, Strategy

MAX_TURNS = 300
ACTIONS_PER_TURN = 400
"""A bound on the actions of a turn (guard duty can be changed back and forth for ever: rulebook p.33): a game
reaching ``max_turns * ACTIONS_PER_TURN`` actions ends as a draw, ``end`` saying so."""


@dataclass(frozen=True)
class GameResult:
    """How a game ended. ``winner``: the index of the winning deck, ``None`` for a draw or an error; ``error``: the
    engine's refusal that stopped the game (counted apart, never as a win); ``end``: why it ended."""

    winner: int | None
    turns: int
    actions: int
    error: str | None
    census: dict[str, CardUse] = field(default_factory=dict)
    trace: tuple[str, ...] = ()
    end: str = ""


def play_game(
    decks: tuple[Deck, Deck],
    strategies: Sequence[Strategy | Callable[[random.Random], Strategy]],
    seed: int,
    *,
    trace: bool = False,
    max_turns: int = MAX_TURNS,
) -> GameResult:
    """One game from the shuffle (seeded) to the last Stockpile card, each decision asked of the strategy of the
    player whose it is (deck 0 is ``p1``). ``strategies``: two strategies, or two factories made here with random
    generators derived from ``seed``. A game whose turn ``max_turns`` ends with no winner ends as a draw then, ``end``
    saying so, and its ``turns`` are ``max_turns`` (turn ``max_turns + 1`` never begins)."""
    players = [_made(s, random.Random(f"{seed}/{i}")) for i, s in enumerate(strategies)]
    with quiet_collector():  # the collector walks the pool's heap no more (collector.py)
        return _played(new_game(decks, seed, trace=trace), players, max_turns)


def _played(game: Game, players: list[Strategy], max_turns: int) -> GameResult:
    """The game played to its end by the strategies of its two players."""
    game.turn_limit = max_turns  # the game's last turn: no other begins (turns.begin_turn)
    while not is_over(game):
        if game.actions >= max_turns * ACTIONS_PER_TURN:
            game.end = f"the action limit ({max_turns * ACTIONS_PER_TURN} actions) was reached: a draw"
            break
        strategy = players[game.index_of(current_player(game))]
        chosen = _chosen(game, strategy)
        if chosen is None:
            if not is_over(game):  # the engine offers nothing: an engine limit, said out loud, never a draw
                where = "a battle" if game.battle is not None else f"turn {game.turn_number}"
                game.error = (
                    f"not answered by this version: no legal action is offered to {current_player(game)} in {where}"
                )
            break
        apply(game, chosen, check=False)
    return result_of(game)


def _chosen(game: Game, strategy: Strategy) -> Action | None:
    """The strategy's action (drawn lazily by a sampling strategy: judge/bttcg/game/sampling.py); ``None`` when
    no action is legal."""
    sample = getattr(strategy, "sample", None)  # a SamplingStrategy (isinstance on a Protocol is slow: per action)
    if sample is not None:
        return cast(SamplingStrategy, strategy).sample(game)
    actions = legal_actions(game)
    return strategy.choose(game, actions) if actions else None


def _made(strategy: Strategy | Callable[[random.Random], Strategy], rng: random.Random) -> Strategy:
    """A strategy, or one made by a factory (a class or function taking the random generator)."""
    if isinstance(strategy, type) or not hasattr(strategy, "choose"):
        return strategy(rng)
    return strategy  # type: ignore[return-value]


def result_of(game: Game) -> GameResult:
    winner = None if game.winner in (None, "draw") or game.error else game.index_of(game.winner or "")
    return GameResult(
        winner=winner,
        turns=game.turn_number,
        actions=game.actions,
        error=game.error,
        census=dict(game.census),
        trace=tuple(game.trace),
        end=game.end,
    )


__all__ = ["ACTIONS_PER_TURN", "MAX_TURNS", "GameResult", "play_game", "result_of"]
