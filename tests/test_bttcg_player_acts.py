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


def test_what_the_opponent_may_do_is_answered_in_may_rulebook_p9() -> None:
    """rulebook p.9 (the card's words make the exception): "Your opponent may draw a card." is the opponent's choice,
    answered in the action's ``may`` (the scenario extension of judge/bttcg/may.py); without the answer it is a
    violation naming it (strict mode), never a guess."""
    cards = {"a1": unit("Brian", "fast", attack=0), "m": mission_card("Melissa", "Your opponent may draw a card.")}
    drew = battle(cards, TO_STOCKPILE, [{"by": "Melissa", "play": "m", "may": [True]}], stockpiles=(5, 9))
    assert drew["legal"], drew["violations"]
    assert only(drew)["stockpiles"] == {"Brian": 4, "Melissa": 9}
    declined = battle(cards, TO_STOCKPILE, [{"by": "Melissa", "play": "m", "may": [False]}], stockpiles=(5, 9))
    assert only(declined)["stockpiles"] == {"Brian": 5, "Melissa": 9}
    missing = battle(cards, TO_STOCKPILE, [{"by": "Melissa", "play": "m"}])
    assert not missing["legal"]
    assert any("say whether Brian does" in v["message"] for v in missing["violations"])


def test_target_opponent_scraps_the_top_of_his_or_her_stockpile_rulebook_object_of_the_game() -> None:
    """rulebook, Object of the Game (each player's own Stockpile): "Target opponent scraps the top three cards of his
    or her Stockpile." takes three cards off the opponent's Stockpile (two players: the one opponent, no choice);
    "Each player scraps the top two cards of his or her Stockpile." two off each."""
    text = "Target opponent scraps the top three cards of his or her Stockpile."
    cards = {"a1": unit("Brian", "fast", attack=0), "m": mission_card("Melissa", text, "Sapper")}
    outcome = only(battle(cards, TO_STOCKPILE, [{"by": "Melissa", "play": "m"}], stockpiles=(5, 9)))
    assert outcome["stockpiles"] == {"Brian": 2, "Melissa": 9}
    cards["m"] = mission_card("Melissa", "Each player scraps the top two cards of his or her Stockpile.", "Rot")
    outcome = only(battle(cards, TO_STOCKPILE, [{"by": "Melissa", "play": "m"}], stockpiles=(5, 9)))
    assert outcome["stockpiles"] == {"Brian": 3, "Melissa": 7}


def test_each_player_untaps_one_of_his_or_her_mechs_rulebook_glossary_untap() -> None:
    """rulebook Glossary, Untap; "his or her" is the acting player's: "Each player untaps one of his or her 'Mechs."
    untaps the 'Mech each player picks, in ``choose`` in the order the players act (the card's controller first):
    Brian's attacker (tapped as it attacked) untaps. A pick of the other player's 'Mech is an illegal choice, and so
    is a 'Mech outside the battle (rulebook p.32: Mission cards affect only the Units in the battle)."""
    text = "Each player untaps one of his or her 'Mechs."
    cards = {
        "a1": unit("Brian", "fast", attack=0),
        "mb": unit("Melissa", "fast", attack=0),
        "mt": unit("Melissa", "slow", attack=0, tapped=True),
        "m": mission_card("Brian", text, "Stand Down"),
    }
    mission = {**TO_STOCKPILE, "blockers": ["mb"]}

    def play(choose: list[str]) -> dict[str, object]:
        return battle(cards, mission, [{"by": "Melissa", "pass": True}, {"by": "Brian", "play": "m", "choose": choose}])

    result = play(["a1", "mb"])
    assert result["legal"], result["violations"]
    assert not only(result)["cards"]["a1"]["tapped"] and not only(result)["cards"]["mb"]["tapped"]
    assert not play(["mb", "a1"])["legal"]
    assert not play(["a1", "mt"])["legal"]


def test_what_another_player_does_beyond_draws_scraps_and_taps_is_refused() -> None:
    """ "Target player scraps a card from his or her hand.": the hand is not in the scenario (it names only the cards
    that matter), and the player is chosen: refused, not guessed."""
    text = "Each opponent scraps a card from his or her hand."
    cards = {"a1": unit("Brian", "fast", attack=0), "m": mission_card("Melissa", text)}
    with pytest.raises(ScenarioError, match="not answered by this version"):
        battle(cards, TO_STOCKPILE, [{"by": "Melissa", "play": "m"}])
