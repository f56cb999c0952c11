"""No whole game gets stuck (issue 19): over many seeded games, random and heuristic, with invented decks and with
random legal decks of the pool (read in place), every decision offers a legal action until the game ends; no game
ends "no legal action is offered". A battle step always has its way on by the rules (rulebook p.26-28: a player in
his or her step acts, assigns each Unit's damage, the one thing required, and passes): a Unit's damage is assigned
all of it, its limited bonuses included, split among recipients where it must be
(judge/bttcg/game/assignments.py); where the game finds no way, the engine refuses out loud, naming the card.

``make test`` plays a few games; ``make fuzz`` ``JUDGE_GAMES`` of each kind."""

from __future__ import annotations

import os
import random
from collections.abc import Sequence

import pytest

from judge.bttcg.game import Action, Deck, Game, play_game, refused_actions, strategy_factory
from judge.bttcg.game.strategies import Strategy
from judge.pool import CardPool
from tests.bttcg_game_decks import invented_deck, mech, missile_deck, mission, resource

GAMES = int(os.environ.get("JUDGE_GAMES", "0")) or 4
POOL_GAMES = int(os.environ.get("JUDGE_GAMES", "0")) or 1
STUCK = "no legal action is offered"
POOL_MAX_TURNS = 45


class AvoidingRefusals:
    """A strategy that leaves aside the actions the engine refuses (they end a game at once): the games go on
    further, into the battles a refusal would have cut short."""

    def __init__(self, inner: Strategy) -> None:
        self.inner = inner

    def choose(self, game: Game, actions: Sequence[Action]) -> Action:
        refused = refused_actions(game)
        return self.inner.choose(game, [a for a in actions if a not in refused] or list(actions))


def _strategies(name: str, seed: int) -> tuple[AvoidingRefusals, AvoidingRefusals]:
    made = strategy_factory(name)
    return (
        AvoidingRefusals(made(random.Random(f"{seed}/0"))),
        AvoidingRefusals(made(random.Random(f"{seed}/1"))),
    )


def brawling_deck(name: str) -> Deck:
    """The invented deck with Units whose damage must sometimes be split: a limited bonus (Hand-to-Hand), missiles,
    a Mission card raising attack after assigning, Tactics for playing it."""
    extra = (
        mech("Test Brawler", "3", "moderate", 2, 0, 4, "Hand-to-Hand 2"),
        mech("Test Launcher", "3", "fast", 1, 0, 3, "Missile 2"),
        mission("Test Surge", "One of your Units gets +2 attack."),
        resource("Test Academy", "{T}: {R}", ("T",)),
    )
    base = invented_deck(name, 30 - 2 * len(extra))
    return Deck(name, (*base.cards, *extra, *extra), None)


@pytest.mark.parametrize("strategy", ["random", "heuristic"])
@pytest.mark.parametrize("seed", range(GAMES))
def test_invented_games_never_get_stuck_rulebook_p27(seed: int, strategy: str) -> None:
    """Rulebook p.27: assigning damage is the one thing a player must do in his or her step of the battle, and it
    can always be done; no seeded game of invented decks ends with no legal action offered."""
    decks = (brawling_deck("A"), missile_deck("B")) if seed % 2 else (brawling_deck("A"), brawling_deck("B"))
    result = play_game(decks, _strategies(strategy, seed), 1000 + seed)
    assert STUCK not in (result.error or ""), result.error
    assert result.error is None, result.error
    assert result.winner is not None or result.end


def _pool_decks(pool: CardPool, seed: int) -> tuple[Deck, Deck]:
    from judge.bttcg.game.decks import affiliations, random_deck

    sides = affiliations(pool)
    rng = random.Random(seed)
    return (random_deck(pool, rng.choice(sides), seed), random_deck(pool, rng.choice(sides), seed + 1000))


@pytest.mark.shared
@pytest.mark.parametrize("seed", range(POOL_GAMES))
def test_pool_games_never_get_stuck_rulebook_p27(current_pool: CardPool, seed: int) -> None:
    """Rulebook p.27-28 (assigning damage, limited bonuses): seeded random legal decks of the pool; seed 0 was
    stuck at turn 41 (a Unit's Hand-to-Hand bonus left out of the damage offered, every assignment refused and no
    pass); a game may end in a refusal (said out loud), never in no legal action."""
    result = play_game(_pool_decks(current_pool, seed), _strategies("random", seed), seed, max_turns=POOL_MAX_TURNS)
    assert STUCK not in (result.error or ""), result.error
