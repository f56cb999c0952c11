"""Whole BattleTech TCG games (issue 19): two decks shuffled, every phase of every turn run by the engine the
scenario answers use, each choice asked of a strategy over the legal actions, until a Stockpile runs out."""

from judge.bttcg.game.actions import Action
from judge.bttcg.game.decks_model import Deck
from judge.bttcg.game.engine import IllegalActionError, apply, current_player, is_over, legal_actions
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
    "strategy_factory",
]
