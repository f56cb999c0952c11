"""A test double of the whole-game engine (``judge.bttcg.game``'s ``play_game`` and ``strategy_factory``, and the
decks of ``judge.bttcg.game.decks``): games decided by the seed and the strategies' generators alone, so that the
tests of ``judge bttcg play``'s tallies, workers and playtests do not depend on the engine's rules. Every card is
invented here."""

from __future__ import annotations

import os
import random
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from judge.bttcg.play_runs import Engine

LUCKY = "Invented Lucky Charm"
REFUSED = "Invented Refused Card"
PROCESS = "Invented Process Card"
"""In a deck, the census also names the process that played the game (after a short wait): the games are shared."""
REFUSAL = f"not answered by this version: {REFUSED}: Do an invented thing."
AFFILIATIONS = ("Davion", "Steiner")


@dataclass(frozen=True)
class FakeDeck:
    name: str
    cards: tuple[str, ...]


@dataclass(frozen=True)
class FakeUse:
    played: int
    abilities: int


@dataclass(frozen=True)
class FakeResult:
    winner: int | None
    turns: int
    error: str | None
    census: Mapping[str, FakeUse] = field(default_factory=dict)
    trace: tuple[str, ...] = ()
    end: str = "stockpile"
    actions: int = 0


@dataclass
class FakeStrategy:
    rng: random.Random
    skill: float


@dataclass(frozen=True)
class FakeCard:
    name: str


def strategy_factory(name: str) -> Callable[[random.Random], FakeStrategy]:
    skills = {"random": 0.0, "heuristic": 0.3}
    if name not in skills:
        raise KeyError(f"no strategy {name!r} (there are: heuristic, random)")
    return lambda rng: FakeStrategy(rng, skills[name])


def play_game(
    decks: tuple[Any, Any], strategies: tuple[Any, Any], seed: int, *, trace: bool = False, max_turns: int = 300
) -> FakeResult:
    rng = random.Random(seed)
    census = {}
    for deck in decks:
        for card in sorted(set(deck.cards)):
            played = rng.randint(0, deck.cards.count(card))
            census[card] = FakeUse(played, rng.randint(0, played))
    if any(PROCESS in deck.cards for deck in decks):
        time.sleep(0.05)
        census[f"process {os.getpid()}"] = FakeUse(1, 0)
    if any(REFUSED in deck.cards for deck in decks) and rng.random() < 0.3:
        return FakeResult(None, 3, REFUSAL, census, ("refused",) if trace else ())
    turns = rng.randint(5, 40)
    lines = tuple(f"turn {t}: an invented step (rulebook p.16)" for t in range(turns)) if trace else ()
    if turns > max_turns:
        return FakeResult(None, max_turns, None, census, lines[:max_turns], "turn limit")
    edge = strategies[0].skill - strategies[1].skill + (0.2 if LUCKY in decks[0].cards else 0.0)
    draw = rng.random() < 0.05
    luck = strategies[0].rng.random() - strategies[1].rng.random()
    winner = None if draw else (0 if luck + edge > 0 else 1)
    return FakeResult(winner, turns, None, census, lines, "draw" if draw else "stockpile")


def deck_from_file(path: Path, pool: Any) -> FakeDeck:
    names = []
    for line in path.read_text(encoding="utf-8").splitlines():
        count, _, name = line.strip().partition(" ")
        if not count.isdigit():
            raise ValueError(f"{path.name}: not 'COUNT NAME': {line!r}")
        names += [name] * int(count)
    return FakeDeck(path.name, tuple(names))


def random_deck(pool: Any, affiliation: str, seed: int) -> FakeDeck:
    if affiliation not in AFFILIATIONS:
        raise ValueError(f"no affiliation {affiliation!r} (Davion, Steiner)")
    rng = random.Random(seed)
    return FakeDeck(
        f"random {affiliation}", tuple(f"Invented {affiliation} Unit {rng.randint(1, 6)}" for _ in range(12))
    )


def with_card(deck: Any, card: Any) -> FakeDeck:
    return FakeDeck(deck.name, (*deck.cards, card.name))


def custom_card(path: Path) -> FakeCard:
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("name:"):
            return FakeCard(line.removeprefix("name:").strip())
    raise ValueError(f"{path.name}: no name")


ENGINE = Engine(play_game, strategy_factory, deck_from_file, random_deck, with_card, custom_card)
