"""The play restriction "Play only if you lost initiative." / "... won initiative." (judge/bttcg/play_restrictions.py,
``_initiative_result``): rulebook p.26-27, Determine Who Wins Initiative and One Player Goes First: the initiative
step ends with one player having lost initiative (going first) and the other having won it; CE General Rulings,
Abilities: a condition is checked when the card is played. Invented inline cards."""

from __future__ import annotations

from typing import Any

from judge.bttcg import rules as r
from tests.bttcg_helpers import battle, mission_card, only, rules_of, unit

LOST = "Play only if you lost initiative. Target Unit gets +2 armor."
WON = "Play only if you won initiative. Target Unit gets +2 armor."
MISSION = {"attacker": "Brian", "group": ["a1"], "target": "Melissa.stockpile", "blockers": ["b1"]}


def _battle(actions: list[dict[str, Any]]) -> dict[str, Any]:
    """Both players have Tactics and no other initiative: tied at 1, so Brian (attacking) wins initiative and
    Melissa loses it (rulebook p.26: ties go to the attacking player)."""
    cards = {
        "a1": unit("Brian", "fast", attack=3, structure=9),
        "b1": unit("Melissa", "fast", attack=3, structure=9),
        "m_lost": mission_card("Melissa", LOST, "Last Stand"),
        "b_lost": mission_card("Brian", LOST, "Last Stand"),
        "b_won": mission_card("Brian", WON, "Pressing On"),
        "m_won": mission_card("Melissa", WON, "Pressing On"),
    }
    return battle(cards, MISSION, actions)


def test_play_only_if_you_lost_initiative_rulebook_p27_one_player_goes_first() -> None:
    """rulebook p.27: Melissa lost initiative and goes first: her "only if you lost initiative" card is played and
    gives her blocker +2 armor (3 damage, 1 through); Brian, who won it, cannot play the same text."""
    played = _battle([{"by": "Melissa", "play": "m_lost", "choose": ["b1"]}])
    assert played["legal"], played["violations"]
    assert only(played)["cards"]["b1"]["damage"] == 3 - 2
    refused = _battle([{"by": "Melissa", "pass": True}, {"by": "Brian", "play": "b_lost", "choose": ["a1"]}])
    assert not refused["legal"]
    assert any("lost initiative" in v["message"] for v in refused["violations"])
    assert r.GOES_FIRST in rules_of(refused)


def test_play_only_if_you_won_initiative_rulebook_p26_determine_who_wins_initiative() -> None:
    """rulebook p.26: Brian won initiative (the tie goes to the attacker): his "only if you won initiative" card is
    played in his part of the battle; Melissa, who lost it, cannot play it."""
    played = _battle([{"by": "Melissa", "pass": True}, {"by": "Brian", "play": "b_won", "choose": ["a1"]}])
    assert played["legal"], played["violations"]
    refused = _battle([{"by": "Melissa", "play": "m_won", "choose": ["b1"]}])
    assert not refused["legal"]
    assert any("won initiative" in v["message"] for v in refused["violations"])
