"""A whole game where the engine offers no legal action (an engine limit, such as a battle step it cannot go on
from) ends as an error naming the player, never as a draw (developers' guide: never drop a choice silently)."""

from __future__ import annotations

import pytest

from judge.bttcg.game import play, strategy_factory
from tests.bttcg_game_decks import invented_deck


def test_no_legal_action_is_an_error_not_a_draw(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(play, "legal_actions", lambda game: [])
    decks = (invented_deck("A"), invented_deck("B"))
    result = play.play_game(decks, (strategy_factory("random"), strategy_factory("random")), 7)
    assert result.winner is None
    assert result.error is not None and "no legal action is offered to" in result.error
