"""Site Enhancements that move and take redirected damage "up to" an amount: Combat Engineers, Infantry Platoon and
Elite Infantry (invented inline cards with their wording, issue 17)."""

from __future__ import annotations

from typing import Any

import yaml

from judge.bttcg import rules as r
from judge.bttcg import turn_rules as t
from tests.bttcg_helpers import answer, battle, only, rules_of, traced, unit

ENGINEERS = (
    "Play Sappers only on a site. Site Sappers enhances gets +2 attack. When that site is damaged, attacker may "
    "choose to redirect up to 5 damage to Sappers, scrapping it. You may move Sappers to a different site during your "
    "Deploy phase."
)


def _engineers(owner: str, on: str) -> dict[str, Any]:
    return {
        "owner": owner,
        "command": {"name": "Sappers", "keywords": ["Enhancement"], "text": ENGINEERS},
        "on": on,
    }


def _site(owner: str, name: str) -> dict[str, Any]:
    return {"owner": owner, "command": {"name": name, "structure": 10}}


def _deploy(cards: dict[str, Any], actions: list[dict[str, Any]]) -> dict[str, Any]:
    doc = {
        "game": "bttcg",
        "players": {"Brian": {"assets": ["T"]}, "Melissa": {"assets": ["T"]}},
        "phase": "deploy",
        "cards": cards,
        "actions": actions,
    }
    return answer(yaml.safe_dump(doc, sort_keys=False))


def test_move_enhancement_to_a_different_site_rulebook_p12_p9() -> None:
    """move_enhancement: an invented Sappers worded as Combat Engineers (it may move to a different site during its
    player's Deploy phase). Rulebook p.12:
    "Once you've put an Enhancement somewhere, you can't move it around"; the card makes the exception (p.9). Brian
    moves it from his Depot to his Stockpile (a site: rulebook p.14); the same site, Melissa's site or a card that is
    not a site is a violation, and so is leaving the site unsaid (strict mode)."""
    cards = {
        "depot": _site("Brian", "Depot"),
        "barracks": _site("Melissa", "Barracks"),
        "raider": unit("Brian"),
        "eng": _engineers("Brian", "depot"),
    }
    moved = _deploy(cards, [{"by": "Brian", "use": "ability", "card": "eng", "choose": ["Brian.stockpile"]}])
    assert moved["legal"], moved["violations"]
    assert only(moved)["cards"]["eng"]["zone"] == "command_post"
    assert any("moves Sappers from Depot to Brian's Stockpile" in s["text"] for s in moved["trace"])
    assert {t.ENHANCEMENT, t.SITES, t.RULES_MAKE_EXCEPTIONS} <= traced(moved)
    for wrong in (["depot"], ["barracks"], ["raider"], []):
        action = {"by": "Brian", "use": "ability", "card": "eng", **({"choose": wrong} if wrong else {})}
        result = _deploy(cards, [action])
        assert not result["legal"], wrong
        assert not any("moves Sappers" in s["text"] for s in result["trace"]), wrong


def test_move_enhancement_only_during_your_deploy_phase_rulebook_p12() -> None:
    """The timing its text names: not in the Draw phase (a violation, nothing moves)."""
    cards = {"depot": _site("Brian", "Depot"), "eng": _engineers("Brian", "depot")}
    doc = {
        "game": "bttcg",
        "players": {"Brian": {"assets": ["T"]}, "Melissa": {"assets": ["T"]}},
        "phase": "draw",
        "cards": cards,
        "actions": [{"by": "Brian", "use": "ability", "card": "eng", "choose": ["Brian.stockpile"]}],
    }
    result = answer(yaml.safe_dump(doc, sort_keys=False))
    assert not result["legal"]
    assert not any("moves Sappers" in s["text"] for s in result["trace"])


def test_redirect_up_to_five_scraps_the_enhancement_ce_rulings_enhancements() -> None:
    """enhanced_site_damaged, "up to": the invented Sappers, worded as Combat Engineers (the attacker may redirect up
    to 5 damage to it, scrapping it). CE General Rulings, Enhancements: redirected damage is the amount needed to scrap
    it, all in the same attack;
    "up to 5" needs any amount from 1 to 5: 3 of the Raider's 7 go to the Engineers (scrapped, whatever their armor),
    4 to the Depot. 6 is more than the text allows (a violation); none leaves the Engineers in play."""
    cards = {
        "raider": unit("Brian", "fast", attack=7),
        "depot": _site("Melissa", "Depot"),
        "eng": _engineers("Melissa", "depot"),
    }
    mission = {"attacker": "Brian", "group": ["raider"], "target": "depot"}
    result = battle(cards, mission, [{"by": "Brian", "assign": "raider", "to": {"depot": 4, "eng": 3}}])
    assert result["legal"], result["violations"]
    outcome = only(result)["cards"]
    assert outcome["eng"]["zone"] == "scrapheap"
    assert outcome["depot"]["damage"] == 4
    assert r.REDIRECT_EXACT_AMOUNT in traced(result)
    too_much = battle(cards, mission, [{"by": "Brian", "assign": "raider", "to": {"depot": 1, "eng": 6}}])
    assert r.REDIRECT_EXACT_AMOUNT in rules_of(too_much)
    none = battle(cards, mission, [{"by": "Brian", "assign": "raider", "to": {"depot": 7}}])
    assert none["legal"], none["violations"]
    assert only(none)["cards"]["eng"]["zone"] == "command_post"
    assert only(none)["cards"]["depot"]["damage"] == 7


PDS_OLD = (
    "Play Flak Battery only on a site. Flak Battery cannot be attacked. Flak Battery prevents "
    "all missile damage to that site. When that site is damaged, attacker may choose to redirect 4 of that damage to "
    "Flak Battery, scrapping it."
)


def test_point_defense_system_older_printing_that_site_ce_rulings_enhancements() -> None:
    """prevent_all_damage of missiles to "that site" and cannot_be_attacked: an invented Flak Battery worded as Point
    Defense System's older printing (Limited, Unlimited). "That site" is the site it is played on: the Striker's
    missiles at Melissa's Stockpile are all prevented, whatever the dice, and the Raider's 6 get through. "Cannot be
    attacked": an Enhancement is never a site (rulebook p.14), so a mission at it is a violation."""
    cards = {
        "raider": unit("Brian", "fast", attack=6),
        "striker": unit("Brian", "fast", attack=3, text="Missile 2"),
        "pds": {
            "owner": "Melissa",
            "command": {"name": "Flak Battery", "keywords": ["Enhancement"], "text": PDS_OLD},
            "on": "Melissa.stockpile",
        },
    }
    mission = {"attacker": "Brian", "group": ["raider", "striker"], "target": "Melissa.stockpile"}
    actions = [
        {"by": "Brian", "use": "Missile", "unit": "striker", "at": {"Melissa.stockpile": 2}},
        {"by": "Brian", "assign": "raider", "to": {"Melissa.stockpile": 6}},
        {"by": "Brian", "assign": "striker", "to": {"Melissa.stockpile": 3}},
    ]
    result = battle(cards, mission, actions)
    assert result["legal"], result["violations"]
    assert {o["stockpiles"]["Melissa"] for o in result["outcomes"]} == {30 - 6 - 3}
    at_it = battle(cards, {**mission, "target": "pds"})
    assert not at_it["legal"]
