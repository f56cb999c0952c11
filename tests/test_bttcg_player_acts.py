"""Effects another player than the card's controller does (judge/bttcg/player_acts.py): rulebook, Object of the
Game (each player draws from his or her own Stockpile). Invented inline Mission cards."""

from __future__ import annotations

import pytest

from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import battle, mission_card, only, unit

TO_STOCKPILE = {"attacker": "Brian", "group": ["a1"], "target": "Melissa.stockpile"}


def test_each_player_draws_rulebook_object_of_the_game() -> None:
    """ "Each player draws a card.": one card fewer in each player's own Stockpile."""
    cards = {"a1": unit("Brian", "fast", attack=0), "m": mission_card("Melissa", "Each player draws a card.", "Both")}
    outcome = only(battle(cards, TO_STOCKPILE, [{"by": "Melissa", "play": "m"}], stockpiles=(5, 9)))
    assert outcome["stockpiles"] == {"Brian": 4, "Melissa": 8}


def test_what_another_player_may_choose_is_refused() -> None:
    """ "Your opponent may draw a card.": the choice is the opponent's, which the scenario does not give: refused."""
    cards = {"a1": unit("Brian", "fast", attack=0), "m": mission_card("Melissa", "Your opponent may draw a card.")}
    with pytest.raises(ScenarioError, match="not answered by this version"):
        battle(cards, TO_STOCKPILE, [{"by": "Melissa", "play": "m"}])
