"""Bans on playing Mission cards for the rest of the battle or mission (judge/bttcg/play_bans.py ``MISSION_SPAN``):
rulebook p.32 (Mission cards are played in the battle's steps, before damage resolves at its end), p.13 (a Mission
card's effects last only until the end of that mission). Invented inline cards; the attacker is untapped after the
first mission by a pool Pilot read in place (Bearer of McKennsy Hammer, die 5) so that a second mission follows."""

from __future__ import annotations

from typing import Any

from judge.bttcg import rules as r
from judge.bttcg.play_bans import MISSION_CARDS_PLAYED, outside_mission_problem
from judge.dsl import models as m
from judge.pool import CardPool
from tests.bttcg_helpers import battle, mission_card, only, unit
from tests.test_bttcg_play_bans import BOOST
from tests.test_bttcg_turn import BRIAN, MELISSA

GAG = "Your opponent cannot play Mission cards for the rest of this battle."
MISSION = {"attacker": BRIAN, "group": ["raider"], "target": "Melissa.stockpile"}


def _cards(text: str) -> dict[str, Any]:
    return {
        "raider": unit(BRIAN, "fast", attack=2),
        "gag": mission_card(MELISSA, text, "Gag"),
        "mine": mission_card(BRIAN, BOOST, "Boost"),
    }


def test_ban_for_the_rest_of_this_battle_rulebook_p32() -> None:
    """Melissa, who lost initiative (a tie goes to the attacker), plays the ban first; Brian's Boost is then not
    played (a violation naming Gag, citing rulebook p.32), so raider deals its 2 damage."""
    plays = [{"by": MELISSA, "play": "gag"}, {"by": BRIAN, "play": "mine", "choose": ["raider"]}]
    result = battle(_cards(GAG), MISSION, plays)
    assert not result["legal"]
    violation = result["violations"][0]
    assert "Gag: Brian may not play" in violation["message"], violation
    assert r.MISSION_CARDS_AFFECT in violation["rules"]
    assert only(result)["stockpiles"][MELISSA] == 30 - 2
    said = "until the end of the battle, Brian may not play Mission cards"
    assert any(said in step["text"] for step in result["trace"]), result["trace"]
    assert any(MISSION_CARDS_PLAYED in step["rules"] for step in result["trace"])


def test_ban_until_the_end_of_the_mission_ends_with_it_rulebook_p13(current_pool: CardPool) -> None:
    """rulebook p.13: the ban ends with the mission; in the second mission of the turn Brian plays Boost (legal):
    raider deals 2 in the first mission and 2 + 1 in the second."""
    cards = _cards("Your opponent cannot play Mission cards until the end of the mission.")
    cards["bearer"] = {"owner": BRIAN, "card": "Bearer of McKennsy Hammer", "on": "raider"}
    plays = [
        {"by": MELISSA, "play": "gag"},
        {"by": BRIAN, "attack": "Melissa.stockpile", "group": ["raider"]},
        {"by": BRIAN, "play": "mine", "choose": ["raider"]},
    ]
    result = battle(cards, MISSION, plays, dice=[5, 1], pool=current_pool)
    assert result["legal"], result["violations"]
    assert only(result)["stockpiles"][MELISSA] == 30 - 2 - 3


def test_ban_until_the_end_of_the_battle_begun_outside_one_is_refused_issue17() -> None:
    """During the turn no battle is under way to end such a ban: refused in words, never kept for a later one."""
    ban = m.Lasting(until="end_of_battle", effects=[m.NoPlayerPlays(card_type="Mission", player="opponent")])
    problem = outside_mission_problem(ban)
    assert problem is not None and "outside a mission" in problem
    assert outside_mission_problem(ban.model_copy(update={"until": "end_of_turn"})) is None
