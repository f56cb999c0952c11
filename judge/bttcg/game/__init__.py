"""Whole BattleTech TCG games (issue 19): two decks shuffled, every phase of every turn run by the engine the
scenario answers use, each choice asked of a strategy over the legal actions, until a Stockpile runs out.

The OpenSpiel shape: :func:`new_game`, :func:`current_player`, :func:`legal_actions`, :func:`apply`,
:func:`is_over`; :func:`play_game` plays one game between two strategies (:data:`STRATEGIES`). Legal actions are
asked of the engine on copies (trial.py): applying one never records a violation. A card the engine refuses is
offered all the same and ends the game with ``error`` when applied (:func:`refused_actions` lists them beforehand).

Bounded enumeration (said here, not hidden): attacking and blocking groups are single Units, pairs (few candidates)
and everyone (battles.py); damage and missiles go all to one recipient; a card's choice is one card or site, or a
"may" answer (abilities.py); construction puts one counter or every resource on one card. Not offered yet:
deploying revealed, revealing as a mission is declared, amounts and "either" answers, several
chosen cards; Stockpile changes the game cannot follow card by card (a look at the top cards, a Scrapheap shuffled
in, cards drawn or put back during a battle) end the game as refusals."""

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
