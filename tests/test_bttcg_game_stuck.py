"""A whole game where the engine offers no legal action (an engine limit, such as a battle step it cannot go on
from) ends as an error naming the player, never as a draw (developers' guide: never drop a choice silently)."""

from __future__ import annotations

import pytest

from judge.bttcg.game import engine, play, strategy_factory
from tests.bttcg_game_decks import invented_deck


@pytest.mark.parametrize("strategy", ["random", "heuristic"])  # drawn lazily, and chosen from the full list
def test_no_legal_action_is_an_error_not_a_draw(monkeypatch: pytest.MonkeyPatch, strategy: str) -> None:
    monkeypatch.setattr(engine, "turn_actions", lambda game: [])  # the engine offers nothing in a turn
    decks = (invented_deck("A"), invented_deck("B"))
    result = play.play_game(decks, (strategy_factory(strategy), strategy_factory(strategy)), 7)
    assert result.winner is None
    assert result.error is not None and "no legal action is offered to" in result.error
