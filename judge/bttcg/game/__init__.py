"""Whole BattleTech TCG games (issue 19): two decks shuffled, every phase of every turn run by the engine the
scenario answers use, each choice asked of a strategy over the legal actions, until a Stockpile runs out.

The OpenSpiel shape: :func:`new_game`, :func:`current_player`, :func:`legal_actions`, :func:`apply`,
:func:`is_over`; :func:`play_game` plays one game between two strategies (:data:`STRATEGIES`). Legal actions are
asked of the engine on copies (trial.py): applying one never records a violation. A card the engine refuses is
offered all the same and ends the game with ``error`` when applied (:func:`refused_actions` lists them beforehand).

Bounded enumeration (said here, not hidden; README "BattleTech TCG whole games", Choices): attacking and blocking
groups of every size while the groups of each size fit in 40, and everyone (groups.py); a Unit's damage to one
recipient or split point by point (assignments.py); missiles split while there are at most 20 ways; each "may" and
"either" answer, one card chosen among the first tried (abilities.py). Not offered yet: several chosen cards,
amounts, reveals as a mission is declared. Stockpile changes the game cannot follow card by card (a look at the top
cards, a Scrapheap shuffled in, cards put into a Stockpile during a battle) end the game as refusals; cards drawn or
scrapped off a Stockpile's top during a battle move as it ends (``Battle.stockpile_taken``)."""

from judge.bttcg.game.actions import Action
from judge.bttcg.game.decks_model import Deck
from judge.bttcg.game.engine import IllegalActionError, apply, current_player, is_over, legal_actions, refused_actions
from judge.bttcg.game.heuristic import HeuristicStrategy as HeuristicStrategy  # registers "heuristic"
from judge.bttcg.game.play import GameResult, play_game
from judge.bttcg.game.state import CardUse, Game, new_game
from judge.bttcg.game.strategies import STRATEGIES, RandomStrategy, Strategy, strategy_factory

__all__ = [
    "STRATEGIES",
    "Action",
    "CardUse",
    "Deck",
    "Game",
    "GameResult",
    "IllegalActionError",
    "RandomStrategy",
    "Strategy",
    "apply",
    "current_player",
    "is_over",
    "legal_actions",
    "new_game",
    "play_game",
    "refused_actions",
    "strategy_factory",
]
