"""A whole BattleTech TCG game (issue 19): the engine's position holding every card of both decks in its zone, the
ordered Stockpiles, whose turn it is, the turn in progress (the engine's :class:`~judge.bttcg.turn.TurnRunner`) and
the battle in progress, the seeded random generator of the shuffles and dice, the winner, the census of the cards'
use and the cited trace.

Setting up (rulebook p.10, "Setting Up": "Players shuffle their decks ... and then draw five cards to begin the game.
Use a fair method to determine who goes first"): :func:`new_game`."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from judge.bttcg import rules as r
from judge.bttcg.assets import settle
from judge.bttcg.dice import DiceStream
from judge.bttcg.faces import CardFace, face_of_pool_card
from judge.bttcg.game.decks_model import Deck
from judge.bttcg.state import CardState, Position
from judge.bttcg.stockpile_cards import draw
from judge.bttcg.turn import TurnRunner
from judge.cards.models import BtCard, Cost

if TYPE_CHECKING:
    from judge.bttcg.game.actions import Action
    from judge.bttcg.game.battles import BattleInProgress
    from judge.bttcg.game.legality import Decide, Decision

PLAYERS = ("p1", "p2")
"""The players, in the order of the decks (deck 0 is ``p1``'s)."""
OPENING_HAND = 5
"""Rulebook p.10, Setting Up: each player draws five cards to begin the game."""
STARTING_A_GAME = "rulebook/starting-a-game"
"""Rulebook p.10, Starting a Game: shuffle, draw five cards, a fair method decides who goes first."""


@dataclass
class CardUse:
    """What a card (by name) did in a game or a run of games: times played (deployed, or a Mission card played),
    abilities used (activated abilities and Unit options)."""

    played: int = 0
    abilities: int = 0


class GameDice(DiceStream):
    """The game's dice: every roll (and every card selected at random) from the game's seeded random generator,
    never enumerated (the scenario answers enumerate; a game rolls)."""

    def __init__(self, rng: random.Random) -> None:
        super().__init__([])
        self.rng = rng

    def roll(self, source: str) -> int:
        value = self.rng.randint(1, 6)
        self.used += 1
        self.rolls.append((source, value))
        return value

    def _from_branch(self, source: str, faces: int) -> int:
        return self.rng.randint(1, faces)


@dataclass
class Game:
    """The whole game. ``winner``: a player, ``draw``, or ``None`` while it goes on (or after an error)."""

    decks: tuple[Deck, Deck]
    pos: Position
    rng: random.Random
    first: str
    """The player who goes first (draws one card and gets one deployment on the first turn: rulebook p.18)."""
    active: str
    turn_number: int = 0
    turn_limit: int | None = None
    """The last turn played (``judge bttcg play --max-turns``): the game ends as a draw when that turn ends, before
    the next one begins (judge/bttcg/game/turns.py: :func:`~judge.bttcg.game.turns.begin_turn`)."""
    runner: TurnRunner | None = None
    battle: BattleInProgress | None = None
    winner: str | None = None
    end: str = ""
    error: str | None = None
    census: dict[str, CardUse] = field(default_factory=dict)
    tracing: bool = False
    trace: list[str] = field(default_factory=list)
    actions: int = 0
    legal_cache: Decision | None = None
    """The current decision: its candidates and legal actions, each decided once (judge/bttcg/game/engine.py,
    legality.py); ``None`` when the position changed."""
    deferring: dict[Action, Decide] | None = None
    """While a decision's candidates are listed: their deferred trials (judge/bttcg/game/legality.py)."""
    refused: set[object] = field(default_factory=set)
    """Those of the current legal actions offered only so that the engine's refusal surfaces: applying one ends the
    game with an error (judge/bttcg/game/engine.py: :func:`refused_actions`)."""

    @property
    def players(self) -> tuple[str, str]:
        return self.pos.players

    def index_of(self, player: str) -> int:
        return self.pos.players.index(player)

    def use(self, card_id: str, *, played: int = 0, abilities: int = 0) -> None:
        """Counts in the census what the card did."""
        entry = self.census.setdefault(self.pos.faces[card_id].name, CardUse())
        entry.played += played
        entry.abilities += abilities

    def collect_trace(self) -> None:
        """Moves the engine's trace steps into the game's trace (kept only when tracing: a game is not slowed by a
        trace nobody reads)."""
        if self.tracing:
            self.trace.extend(
                f"{step.text} [{', '.join(step.rules)}]" if step.rules else step.text for step in self.pos.trace
            )
        self.pos.trace.clear()


_FACES: dict[tuple[str, str, str | None], CardFace] = {}
"""Faces of the pool cards, parsed once per process (a face is immutable)."""


def face(card: BtCard) -> CardFace:
    """:raises CardFaceError: for a card the engine cannot use (no type, no stats, text that does not parse)."""
    key = (card.name, card.text, card.card_type)
    if key not in _FACES:
        _FACES[key] = face_of_pool_card(card)
    return _FACES[key]


def new_game(decks: tuple[Deck, Deck], seed: int, *, trace: bool = False) -> Game:
    """Both decks shuffled with the seed, every card in its owner's ordered Stockpile, who goes first decided at
    random, five cards drawn by each player (rulebook p.10, Setting Up); then the first player's turn begins (its
    Untap and Draw phases run: :func:`judge.bttcg.game.turns.begin_turn`).

    :raises CardFaceError: for a card of a deck whose text the engine cannot read.
    """
    from judge.bttcg.game.turns import begin_turn  # turns.py imports this module

    rng = random.Random(seed)
    faces: dict[str, CardFace] = {}
    owners: dict[str, str] = {}
    costs: dict[str, Cost] = {}
    order: dict[str, list[str]] = {}
    for player, deck in zip(PLAYERS, decks, strict=True):
        ids = []
        for i, card in enumerate(deck.cards):
            card_id = f"{player}-{i:02d}"
            faces[card_id], owners[card_id] = face(card), player
            if card.cost is not None:
                costs[card_id] = card.cost
            ids.append(card_id)
        rng.shuffle(ids)
        order[player] = ids
    pos = Position(
        players=PLAYERS,
        assets={p: frozenset() for p in PLAYERS},
        stockpiles={p: len(order[p]) for p in PLAYERS},
        faces=faces,
        owners=owners,
        cards={card_id: CardState(zone="stockpile") for card_id in faces},
        costs=costs,
        stockpile_order=order,
        shuffler=rng,
    )
    settle(pos)
    first = rng.choice(PLAYERS)
    game = Game(decks, pos, rng, first, first, tracing=trace)
    for player in PLAYERS:
        draw(pos, player, OPENING_HAND)
    pos.note(
        f"Both Stockpiles are shuffled; each player draws {OPENING_HAND} cards; {first} goes first",
        STARTING_A_GAME,
        r.OBJECT_OF_THE_GAME,
    )
    begin_turn(game)
    game.collect_trace()
    return game


__all__ = ["OPENING_HAND", "PLAYERS", "STARTING_A_GAME", "CardUse", "Game", "GameDice", "face", "new_game"]
