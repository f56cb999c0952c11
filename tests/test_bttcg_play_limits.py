"""A Command card in play limiting the Mission cards played in each battle (judge/bttcg/play_limits.py): the number of
Mission cards a player may play is limited by his or her initiative score (rulebook p.32, Playing Mission Cards); a
card limits it further (rulebook p.9). Invented texts."""

from __future__ import annotations

from typing import Any

from judge.bttcg import rules as r
from tests.bttcg_helpers import battle, mission_card, only, rules_of, unit

ATTACK = {"attacker": "Brian", "group": ["raider"], "target": "victim"}
PLAYS = [
    {"by": "Brian", "play": "a", "choose": ["raider"]},
    {"by": "Brian", "play": "b", "choose": ["raider"]},
    {"by": "Melissa", "pass": True},
    {"by": "Brian", "pass": True},
]


def _two_plays(limit: str | None, owner: str = "Melissa") -> dict[str, Any]:
    cards: dict[str, Any] = {
        "raider": unit("Brian", "fast", attack=2),
        "victim": unit("Melissa", "slow", attack=0, structure=9),
        "a": mission_card("Brian", "One of your Units gets +1 attack.", "Plus One"),
        "b": mission_card("Brian", "One of your Units gets +2 attack.", "Plus Two"),
        "hq": {"owner": "Brian", "command": {"name": "HQ", "text": "You get +1 initiative."}},
    }
    if limit is not None:
        cards["rule"] = {"owner": owner, "command": {"name": "Rule", "text": limit}}
    return battle(cards, ATTACK, PLAYS)


def test_two_mission_cards_with_initiative_two_rulebook_p32() -> None:
    """Without a limit, an initiative score of 2 (Tactics, HQ's +1) plays both: 2 + 1 + 2 damage."""
    result = _two_plays(None)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["victim"]["damage"] == 5


def test_no_more_than_one_mission_card_in_each_battle_rulebook_p9_p32() -> None:
    """play_limit of Mission cards per battle: "No more than one Mission card may be played in each battle." on
    Melissa's Command card: Brian's second is not played (2 + 1 damage)."""
    result = _two_plays("No more than one Mission card may be played in each battle.")
    assert r.MISSION_CARDS_LIMIT in rules_of(result)
    assert "no more than 1 Mission card(s) in each battle" in result["violations"][0]["message"]
    assert only(result)["cards"]["victim"]["damage"] == 3
