"""A die rolled during the turn (``roll_die``: judge/bttcg/turn_rolls.py, Alex Mallory) answered with the exact
probability of each result, or the scenario's fixed ``dice`` (scenario format: Dice). Pool cards are read in place
(skipped without ../shared)."""

from __future__ import annotations

from typing import Any

import yaml

from judge.bttcg import turn_rules as t
from judge.bttcg.turn_rolls import RULE_IDS
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from tests.bttcg_helpers import answer, only, traced

ROLL = "Scrap this card to roll a die: 1-6, gain +(1-6) resources."
"""Alex Mallory's second ability, without its timing, on an invented card."""


def _roll(dice: list[int] | None = None, card: str | None = None, pool: CardPool | None = None) -> dict[str, Any]:
    """Brian scraps the card to roll, then puts 4 construction counters on a card he deployed (4 resources)."""
    gambler: dict[str, Any] = {"owner": "Brian", "command": {"name": "Gambler", "text": ROLL}}
    if card is not None:
        gambler = {"owner": "Brian", "card": card}
    doc: dict[str, Any] = {
        "game": "bttcg",
        "players": {"Brian": {"stockpile": 20}, "Melissa": {"stockpile": 20}},
        "phase": "deploy",
        "cards": {
            "gambler": gambler,
            "site": {"owner": "Brian", "command": {"name": "Site", "cost": "9"}, "zone": "construction"},
        },
        "actions": [
            {"by": "Brian", "use": "ability 2" if card else "ability", "card": "gambler"},
            {"by": "Brian", "construct": {"site": 4}},
        ],
    }
    if dice is not None:
        doc["dice"] = dice
    return answer(yaml.safe_dump(doc, sort_keys=False), pool)


def test_roll_die_during_the_turn_exact_odds_ce_rulings_resources() -> None:
    """roll_die: "roll a die: 1-6, gain +(1-6) resources": 4 counters are paid for when the die shows 4, 5 or 6
    (probability 1/2); on 1, 2 or 3 putting them is a violation, labelled with the roll (CE General Rulings:
    Resources, spent at once). The card is scrapped to roll, in every outcome."""
    result = _roll()
    by_counters = {o["cards"]["site"]["counters"]: o["probability"] for o in result["outcomes"]}
    assert by_counters == {4: "1/2", 0: "1/2"}
    assert all(o["cards"]["gambler"]["zone"] == "scrapheap" for o in result["outcomes"])
    assert not result["legal"]
    assert all(v["message"].startswith("If Gambler's die rolls ") for v in result["violations"])
    assert len(result["violations"]) == 3
    assert t.RESOURCES_AT_ONCE in traced(result)


def test_roll_die_during_the_turn_fixed_by_the_scenario_dice() -> None:
    """The scenario's dice fix the roll (scenario format: Dice): a 5 pays for the 4 counters, one outcome; a 2 does
    not."""
    five = _roll([5])
    assert five["legal"], five["violations"]
    assert only(five)["cards"]["site"]["counters"] == 4
    two = _roll([2])
    assert not two["legal"] and only(two)["cards"]["site"]["counters"] == 0


def test_alex_mallory_pool_card(full_pool: CardPool) -> None:
    """Alex Mallory (pool card, read in place): its second ability, with a 6 fixed."""
    result = _roll([6], card="Alex Mallory", pool=full_pool)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["gambler"]["zone"] == "scrapheap"


def test_the_turn_rolls_rule_ids_resolve() -> None:
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]
