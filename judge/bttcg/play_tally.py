"""The tally of many whole BattleTech TCG games (issue 19, ``judge bttcg play``): wins of each player, draws, the
games the engine refused (each distinct refusal with its count), turns, how the games ended, and the card census
(times each card was played, abilities of it executed). Tallies of disjoint games add up, in any order, to the tally
of all of them: the games split over processes or Dask workers give exactly the totals of one process."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from judge.selfplay_common import wilson


class CardUseLike(Protocol):
    """One card's use in one game (``judge.bttcg.game.CardUse``)."""

    @property
    def played(self) -> int: ...

    @property
    def abilities(self) -> int: ...


class GameResultLike(Protocol):
    """What one whole game answers (``judge.bttcg.game.GameResult``)."""

    @property
    def winner(self) -> int | None: ...

    @property
    def turns(self) -> int: ...

    @property
    def error(self) -> str | None: ...

    @property
    def census(self) -> Mapping[str, CardUseLike]: ...

    @property
    def trace(self) -> tuple[str, ...]: ...

    @property
    def end(self) -> str: ...


PLAYERS = ("A", "B")
"""The two players by the order of their ``--deck``."""


@dataclass
class PlayTally:
    """Counts over games. ``turns`` sums the turns of the games that finished (a refused game has no last turn);
    ``census`` maps a card's name to [times played, abilities executed]."""

    games: int = 0
    wins: list[int] = field(default_factory=lambda: [0, 0])
    draws: int = 0
    errors: Counter[str] = field(default_factory=Counter)
    """Refused games by refusal (:func:`refusal_key`: the message with its numbers as ``#``)."""
    examples: dict[str, str] = field(default_factory=dict)
    """Each refusal's example: the first of its messages in text order (the same whatever order the games came in)."""
    turns: int = 0
    ends: Counter[str] = field(default_factory=Counter)
    census: dict[str, list[int]] = field(default_factory=dict)

    @property
    def finished(self) -> int:
        """The games that ended by the rules (a win or a draw), not refused by the engine."""
        return self.games - sum(self.errors.values())

    def add_game(self, result: GameResultLike) -> None:
        self.games += 1
        for name, use in result.census.items():
            counts = self.census.setdefault(name, [0, 0])
            counts[0] += use.played
            counts[1] += use.abilities
        if result.error is not None:
            key = refusal_key(result.error)
            self.errors[key] += 1
            self.examples[key] = min(self.examples.get(key, result.error), result.error)
            return
        self.turns += result.turns
        self.ends[result.end] += 1
        if result.winner is None:
            self.draws += 1
        else:
            self.wins[result.winner] += 1

    def merged(self, other: PlayTally) -> PlayTally:
        census = {name: list(counts) for name, counts in self.census.items()}
        for name, (played, abilities) in other.census.items():
            counts = census.setdefault(name, [0, 0])
            counts[0] += played
            counts[1] += abilities
        return PlayTally(
            self.games + other.games,
            [self.wins[0] + other.wins[0], self.wins[1] + other.wins[1]],
            self.draws + other.draws,
            self.errors + other.errors,
            {
                key: min(m for m in (self.examples.get(key), other.examples.get(key)) if m is not None)
                for key in self.examples.keys() | other.examples.keys()
            },
            self.turns + other.turns,
            self.ends + other.ends,
            census,
        )

    def rate(self, player: int) -> tuple[float, float, float]:
        """Player ``player``'s win rate over the finished games and its 95% Wilson interval."""
        wins, finished = self.wins[player], self.finished
        low, high = wilson(wins, finished)
        return (wins / finished if finished else 0.0), low, high

    def as_json(self, decks: tuple[str, str], strategies: tuple[str, str]) -> dict[str, Any]:
        players = []
        for index, name in enumerate(PLAYERS):
            rate, low, high = self.rate(index)
            players.append(
                {
                    "player": name,
                    "deck": decks[index],
                    "strategy": strategies[index],
                    "wins": self.wins[index],
                    "rate": rate,
                    "ci95": [low, high],
                }
            )
        return {
            "games": self.games,
            "finished": self.finished,
            "wins": {"A": self.wins[0], "B": self.wins[1], "draw": self.draws},
            "players": players,
            "errors": {
                "games": sum(self.errors.values()),
                "messages": [
                    {"message": self.examples[key], "refusal": key, "count": count}
                    for key, count in _by_count(self.errors)
                ],
            },
            "mean_turns": self.turns / self.finished if self.finished else 0.0,
            "ends": dict(_by_count(self.ends)),
            "cards": [
                {"card": name, "played": played, "abilities": abilities}
                for name, (played, abilities) in sorted(self.census.items(), key=lambda item: item[0].casefold())
            ],
        }


def refusal_key(message: str) -> str:
    """One refusal whatever the game's numbers: "p2's Stockpile counts 11 cards but holds 12" and "... counts 19 cards
    but holds 20" are the same refusal (each number standing alone read as ``#``); a number in a name ("Blackjack
    (BJ-1)", "Centurion (CN9-A)") is kept: another card is another refusal."""
    return re.sub(r"(?<![\w-])\d+(?![\w-])", "#", message)


def _by_count(counts: Counter[str]) -> list[tuple[str, int]]:
    """Most frequent first, then by text: the same order whatever order the games were added in."""
    return sorted(counts.items(), key=lambda item: (-item[1], item[0]))


@dataclass
class Pairs:
    """A playtest's paired games (the same seed with and without the custom card): the games deck A won only with
    the card, and those it won only without it (both finished)."""

    won_only_with: int = 0
    won_only_without: int = 0

    def merged(self, other: Pairs) -> Pairs:
        return Pairs(self.won_only_with + other.won_only_with, self.won_only_without + other.won_only_without)


@dataclass
class RunTally:
    """A run's counts: ``plain`` the games of the decks as given, ``tested`` the same seeds with the custom card in
    deck A (a playtest; None otherwise), ``pairs`` their pairing, ``trace`` the first game's trace when asked."""

    plain: PlayTally = field(default_factory=PlayTally)
    tested: PlayTally | None = None
    pairs: Pairs = field(default_factory=Pairs)
    trace: tuple[str, ...] | None = None

    def merged(self, other: RunTally) -> RunTally:
        tested = other.tested if self.tested is None else self.tested.merged(other.tested or PlayTally())
        return RunTally(
            self.plain.merged(other.plain),
            tested,
            self.pairs.merged(other.pairs),
            self.trace if self.trace is not None else other.trace,
        )
