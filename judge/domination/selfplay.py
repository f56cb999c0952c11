"""Self-play: strategies against each other over many games, with win rates and their confidence intervals."""

from __future__ import annotations

import random
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any, Literal

from judge.cards.models import DominationCard
from judge.domination.engine import RECOMMENDED_FIRST_GAME, CardInfo, new_game, play_game
from judge.domination.strategies import strategy_factory
from judge.domination.supply import random_supply
from judge.misrulings import active, applying
from judge.pool import CardPool
from judge.selfplay_common import cpu_count as cpu_count  # re-exported: shared with judge bttcg play
from judge.selfplay_common import progress_bar as progress_bar
from judge.selfplay_common import wilson as wilson

MAX_GAMES = 1_000_000
Supply = Literal["first-game", "random"]
"""Each game's Supply: the recommended first-game piles, or a legal random choice per game."""


def build_cards(pool: CardPool) -> list[CardInfo]:
    """The engine's view of every Domination card: costs, Attack/Defense, what a Resource gives (read from its
    parsed text: "+N Industry", "+N LosTech", "+N Buy"), and its abilities, parsed once per card."""
    from judge.domination.abilities import card_abilities, card_types
    from judge.domination.yields import resource_yield

    cards = [c for c in pool.cards if isinstance(c, DominationCard)]
    infos = []
    for index, card in enumerate(cards):
        industry, lostech, buys = resource_yield(card) if card.card_type == "Resource" else (0, 0, 0)
        infos.append(
            CardInfo(
                index=index,
                card=card,
                name=card.name,
                is_unit=card.is_unit,
                is_resource=card.card_type == "Resource",
                is_support=card.card_type.startswith("Support"),
                is_reaction=card.card_type == "Reaction",
                is_allegiance=card.card_type == "Allegiance",
                industry_cost=card.industry,
                lostech_cost=card.lostech,
                attack=card.attack or 0,
                defense=card.defense or 0,
                industry=industry,
                lostech=lostech,
                buys=buys,
                types=card_types(card),
                ab=card_abilities(card),
            )
        )
    return infos


@dataclass
class Tally:
    strategies: tuple[str, str]
    games: int = 0
    wins: tuple[int, int] = (0, 0)
    draws: int = 0
    turns: int = 0

    def add(self, other: Tally) -> Tally:
        return Tally(
            self.strategies,
            self.games + other.games,
            (self.wins[0] + other.wins[0], self.wins[1] + other.wins[1]),
            self.draws + other.draws,
            self.turns + other.turns,
        )

    def as_json(self) -> dict[str, Any]:
        rates = []
        for name, wins in zip(self.strategies, self.wins, strict=True):
            low, high = wilson(wins, self.games)
            rates.append(
                {"strategy": name, "wins": wins, "rate": wins / self.games if self.games else 0.0, "ci95": [low, high]}
            )
        return {
            "games": self.games,
            "draws": self.draws,
            "mean_turns": self.turns / self.games if self.games else 0.0,
            "results": rates,
        }


def run_games(
    cards: list[CardInfo],
    strategies: tuple[str, str],
    games: int,
    seed: int,
    piles: tuple[str, ...] = RECOMMENDED_FIRST_GAME,
    progress: Callable[[int], None] | None = None,
    allegiances: tuple[str, ...] = (),
    supply: Supply = "first-game",
) -> Tally:
    """Plays ``games`` games, the two strategies taking turns at going first (with the Allegiance add-on when
    ``allegiances`` names the Allegiance cards in the box), each with ``piles`` as its Supply, or with ``supply``
    ``random`` a legal random Supply per game drawn from the same seeded generator
    (:func:`judge.domination.supply.random_supply`)."""
    rng = random.Random(seed)
    factories = [strategy_factory(name) for name in strategies]
    tally = Tally(strategies)
    wins = [0, 0]
    for number in range(games):
        order = (0, 1) if number % 2 == 0 else (1, 0)  # seat → strategy: the strategies take turns going first
        chosen = random_supply(cards, rng) if supply == "random" else list(piles)
        game = new_game(cards, chosen, rng, names=("0", "1"), allegiances=allegiances)
        players = [factories[order[seat]](rng) for seat in (0, 1)]
        winner, _scores, turns = play_game(game, players)
        tally.turns += turns
        if winner is None:
            tally.draws += 1
        else:
            wins[order[int(winner)]] += 1
        if progress is not None and (number + 1) % 100 == 0:
            progress(number + 1)
    tally.games = games
    tally.wins = (wins[0], wins[1])
    return tally


def _worker(
    args: tuple[list[CardInfo], tuple[str, str], int, int, tuple[str, ...], tuple[str, ...], Supply],
) -> Tally:
    cards, strategies, games, seed, allegiances, misrulings, supply = args
    with applying(*misrulings):  # the caller's misrulings (a context variable does not cross into a process)
        return run_games(cards, strategies, games, seed, allegiances=allegiances, supply=supply)


def run_parallel(
    cards: list[CardInfo],
    strategies: tuple[str, str],
    games: int,
    seed: int,
    workers: int,
    allegiances: tuple[str, ...] = (),
    supply: Supply = "first-game",
) -> Tally:
    """The games split over ``workers`` processes (each its own seed, derived from ``seed``)."""
    share = [games // workers + (1 if i < games % workers else 0) for i in range(workers)]
    misrulings = tuple(sorted(m for m in active() if m.startswith("domination/")))
    jobs = [(cards, strategies, n, seed * 1000 + i, allegiances, misrulings, supply) for i, n in enumerate(share) if n]
    with ProcessPoolExecutor(max_workers=workers) as pool:
        parts = list(pool.map(_worker, jobs))
    total = Tally(strategies)
    for part in parts:
        total = total.add(part)
    return total
