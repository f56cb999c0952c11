"""Card balance reports for Battletech: Domination (issue 23, ``judge domination balance``): self-play over random
Supplies (domination/the-supply-4, the-supply-5), and for each Supply card the win rate of the players who bought it
against the players who did not (in the games where it was in the Supply), with 95% Wilson intervals; and the seats'
balance (how often the first player wins).

A card that wins more when bought is not proven stronger (a strong player may buy it more), but with the same
strategy in both seats the difference measures what having it does, within its interval. Draws count as games not
won by either player.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from judge.domination.engine import CardInfo, new_game, play_game
from judge.domination.selfplay import wilson
from judge.domination.strategies import strategy_factory
from judge.domination.supply import random_supply


@dataclass
class Split:
    """Players of the games a card was in the Supply: how many, how many won."""

    players: int = 0
    wins: int = 0

    def as_json(self) -> dict[str, Any]:
        low, high = wilson(self.wins, self.players)
        rate = self.wins / self.players if self.players else None
        return {"players": self.players, "wins": self.wins, "rate": rate, "ci95": [low, high]}


@dataclass
class CardBalance:
    name: str
    games: int = 0
    bought: Split = field(default_factory=Split)
    not_bought: Split = field(default_factory=Split)

    @property
    def difference(self) -> float | None:
        """Win rate when bought minus when not (``None`` when either side has no player)."""
        if not self.bought.players or not self.not_bought.players:
            return None
        return self.bought.wins / self.bought.players - self.not_bought.wins / self.not_bought.players


@dataclass
class Balance:
    strategies: tuple[str, str]
    seed: int
    games: int = 0
    first_seat_wins: int = 0
    second_seat_wins: int = 0
    draws: int = 0
    cards: dict[str, CardBalance] = field(default_factory=dict)

    def merged(self, other: Balance) -> Balance:
        """The two reports' counts added (games of other seeds: a sweep's parts)."""
        total = Balance(self.strategies, self.seed)
        total.games = self.games + other.games
        total.first_seat_wins = self.first_seat_wins + other.first_seat_wins
        total.second_seat_wins = self.second_seat_wins + other.second_seat_wins
        total.draws = self.draws + other.draws
        for part in (self, other):
            for name, card in part.cards.items():
                entry = total.cards.setdefault(name, CardBalance(name))
                entry.games += card.games
                entry.bought = Split(entry.bought.players + card.bought.players, entry.bought.wins + card.bought.wins)
                entry.not_bought = Split(
                    entry.not_bought.players + card.not_bought.players,
                    entry.not_bought.wins + card.not_bought.wins,
                )
        return total

    def as_json(self) -> dict[str, Any]:
        def seat(wins: int) -> dict[str, Any]:
            low, high = wilson(wins, self.games)
            return {"wins": wins, "rate": wins / self.games if self.games else 0.0, "ci95": [low, high]}

        ranked = sorted(
            self.cards.values(), key=lambda c: (-(c.difference if c.difference is not None else -2), c.name)
        )
        return {
            "games": self.games,
            "seed": self.seed,
            "supply": "random",
            "strategies": list(self.strategies),
            "seats": {"first": seat(self.first_seat_wins), "second": seat(self.second_seat_wins), "draws": self.draws},
            "cards": [
                {
                    "card": c.name,
                    "games": c.games,
                    "bought": c.bought.as_json(),
                    "not_bought": c.not_bought.as_json(),
                    "difference": c.difference,
                }
                for c in ranked
            ],
        }


CHUNK = 2_000
"""Games per part of a run: each part has its own seed (:func:`chunk_seeds`), so that a sweep over many processes
or machines plays exactly the games of the run in one process."""


def chunk_seeds(games: int, seed: int, chunk: int = CHUNK) -> list[tuple[int, int]]:
    """The parts of a run of ``games`` games: (games, seed) each."""
    return [(min(chunk, games - start), seed * 1_000_003 + i) for i, start in enumerate(range(0, games, chunk))]


def run_balance(
    cards: list[CardInfo],
    strategies: tuple[str, str],
    games: int,
    seed: int,
    progress: Callable[[int], None] | None = None,
    chunk: int = CHUNK,
) -> Balance:
    """Plays ``games`` games on random Supplies in this process, part by part (:func:`chunk_seeds`), the two
    strategies taking turns at going first, and counts who bought each Supply card and who won.

    :raises KeyError: for an unknown strategy name.
    """
    total = Balance(strategies, seed)
    done = 0
    for count, part_seed in chunk_seeds(games, seed, chunk):
        total = total.merged(balance_part(cards, strategies, count, part_seed))
        done += count
        if progress is not None:
            progress(done)
    return total


def balance_part(cards: list[CardInfo], strategies: tuple[str, str], games: int, seed: int) -> Balance:
    """One part of a run: ``games`` games from the generator seeded ``seed`` (run by a process or a Dask worker)."""
    rng = random.Random(seed)
    factories = [strategy_factory(name) for name in strategies]
    balance = Balance(strategies, seed)
    by_name = {c.name: c for c in cards}
    for number in range(games):
        order = (0, 1) if number % 2 == 0 else (1, 0)
        piles = random_supply(cards, rng)
        game = new_game(cards, piles, rng, names=("0", "1"))
        players = [factories[order[seat]](rng) for seat in (0, 1)]
        winner, _scores, _turns = play_game(game, players)
        balance.games += 1
        if winner is None:
            balance.draws += 1
        elif winner == "0":
            balance.first_seat_wins += 1
        else:
            balance.second_seat_wins += 1
        for pile in piles:
            info = by_name[pile]
            entry = balance.cards.setdefault(pile, CardBalance(pile))
            entry.games += 1
            for player in game.players:
                side = entry.bought if info.index in player.bought else entry.not_bought
                side.players += 1
                side.wins += 1 if winner == player.name else 0
    return balance
