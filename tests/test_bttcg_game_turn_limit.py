"""The turn limit of a whole game (``judge bttcg play --max-turns``, issue 19): the count of turns reported and the
limit agree; the game stops once the last allowed turn is over, before another begins (rulebook p.16-18: a turn
begins with its Untap and Draw phases, so no card is drawn for a turn that is not played)."""

from __future__ import annotations

from judge.bttcg.game import new_game, play_game, strategy_factory
from judge.bttcg.game.engine import apply, is_over, legal_actions
from tests.bttcg_game_decks import invented_deck


def test_max_turns_reports_exactly_that_many_turns_rulebook_p16() -> None:
    """Rulebook p.16: a turn is its phases in order; with ``max_turns=4`` a game with no winner plays turns 1 to 4
    and reports 4 turns (it reported 5: turn 5 had begun, its Draw phase done, when the limit was checked)."""
    rand = strategy_factory("random")
    decks = (invented_deck("A"), invented_deck("B"))
    for limit in (1, 2, 4):
        result = play_game(decks, (rand, rand), 5, max_turns=limit)
        assert result.winner is None and result.error is None
        assert result.turns == limit
        assert f"the turn limit ({limit} turns) was reached" in result.end


def test_no_turn_begins_after_the_limit_rulebook_p18() -> None:
    """Rulebook p.18, Draw: a turn's Draw phase draws a card; the turn after the limit never begins, so its player
    draws nothing and the game is over with that player's Stockpile as it was."""
    game = new_game((invented_deck("A"), invented_deck("B")), 3)
    game.turn_limit = 1
    second = game.pos.other(game.first)
    before = game.pos.stockpiles[second]
    while not is_over(game):
        apply(game, next(a for a in legal_actions(game) if a.kind == "end_phase"))
    assert game.turn_number == 1 and "turn limit (1 turns)" in game.end
    assert game.pos.stockpiles[second] == before
    assert legal_actions(game) == []
