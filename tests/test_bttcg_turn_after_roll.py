"""Abilities used immediately after one of their player's die rolls, during the turn with no mission under way
(judge/bttcg/turn_after_roll.py): CE rulings, Abilities (any time of your turn unless the card says otherwise) and
CE General Rulings, Unit Options: NARC (modifications of one roll combine). Invented inline cards only."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from judge.bttcg import rules as r
from judge.bttcg import turn_rules as t
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import answer, only

SPOTTER = "{T}: Add +2 to one of your die rolls. Use this ability only immediately after the die roll."
"""An invented card changing any of its player's die rolls (not only a missile's)."""
ROLL = "Scrap this card to roll a die: 1-6, gain +(1-6) resources."


def _turn(cards: dict[str, Any], actions: list[dict[str, Any]], dice: list[int] | None = None) -> dict[str, Any]:
    doc: dict[str, Any] = {
        "game": "bttcg",
        "players": {"Brian": {"stockpile": 20}, "Melissa": {"stockpile": 20}},
        "phase": "deploy",
        "cards": cards,
        "actions": actions,
    }
    if dice is not None:
        doc["dice"] = dice
    return answer(yaml.safe_dump(doc, sort_keys=False))


def test_after_any_roll_ability_between_actions_ce_rulings_abilities() -> None:
    """CE rulings, Abilities: an ability is used any time of its player's turn unless its text says otherwise; "use
    this ability only immediately after the die roll" is used on one of its player's die rolls, and between the
    turn's actions no die is being rolled: a violation, the card stays untapped (it was refused: "does not check
    'after_roll' during the turn yet"; found by whole pool games)."""
    cards = {"spotter": {"owner": "Brian", "command": {"name": "Spotter", "text": SPOTTER}}}
    result = _turn(cards, [{"by": "Brian", "use": "ability", "card": "spotter"}])
    (violation,) = result["violations"]
    assert "only immediately after one of Brian's die rolls" in violation["message"], violation
    assert t.ABILITY_ANY_TIME_OF_YOUR_TURN in violation["rules"] and r.DIE_ROLL_CHANGES_COMBINE in violation["rules"]
    assert not only(result)["cards"]["spotter"]["tapped"]


def test_die_rolled_in_the_turn_with_an_after_roll_ability_ready_is_refused_ce_rulings_narc() -> None:
    """CE General Rulings, Unit Options: NARC: modifications of one roll combine, and are made on the roll before its
    result is used. A die Brian rolls during the turn while his untapped card could add to it is refused, naming that
    card (the engine does not offer the change during the turn yet), never answered as if the choice were not there;
    the same roll with that card tapped, or the opponent's, is answered."""
    gambler = {"owner": "Brian", "command": {"name": "Gambler", "text": ROLL}}
    use = [{"by": "Brian", "use": "ability", "card": "gambler"}]
    ready = {"gambler": gambler, "spotter": {"owner": "Brian", "command": {"name": "Spotter", "text": SPOTTER}}}
    with pytest.raises(ScenarioError, match="answered by this version: Spotter: its ability may change Gambler"):
        _turn(ready, use, [3])
    tapped = {**ready, "spotter": {**ready["spotter"], "tapped": True}}
    assert _turn(tapped, use, [3])["legal"]
    theirs = {**ready, "spotter": {**ready["spotter"], "owner": "Melissa"}}
    assert only(_turn(theirs, use, [3]))["cards"]["gambler"]["zone"] == "scrapheap"
