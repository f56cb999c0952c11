"""An Enhancement returning to its owner's hand when the card it is on is scrapped (judge/bttcg/attached_scrapped.py):
rulebook p.9 (the card's text makes the exception), p.12 (Enhancements are played on the card they affect), p.29-30
(damage resolves at the end of the battle, scrapping the cards it destroys). Invented inline cards."""

from __future__ import annotations

from typing import Any

import pytest

from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import battle, mission_card, only, unit

ATTACK = {"attacker": "Brian", "group": ["a1"], "target": "Melissa.stockpile", "blockers": ["wall"]}
TEXT = "If enhanced 'Mech is scrapped, return this card to your hand."


def _cards(structure: int) -> dict[str, Any]:
    return {
        "a1": unit("Brian", "fast", attack=4, structure=9),
        "wall": unit("Melissa", "fast", attack=0, structure=structure, name="Wall"),
        "plate": {"owner": "Melissa", "command": {"name": "Plate", "keywords": ["Enhancement"], "text": TEXT}},
        "paint": {"owner": "Melissa", "command": {"name": "Paint", "keywords": ["Enhancement"]}},
        "axe": mission_card("Brian", "Scrap target blocking Unit.", "Axe"),
    }


def _on_wall(cards: dict[str, Any]) -> dict[str, Any]:
    cards["plate"]["on"] = cards["paint"]["on"] = "wall"
    return cards


ASSIGN = [{"by": "Brian", "assign": "a1", "to": {"wall": 4}}]


def test_enhancement_returns_to_hand_when_its_mech_is_scrapped_by_damage_rulebook_p29() -> None:
    """rulebook p.29-30: 4 damage scraps the blocker (structure 4) as damage resolves; the Enhancement saying "If
    enhanced 'Mech is scrapped, return this card to your hand." goes to Melissa's hand, the other one to the
    Scrapheap with the 'Mech (rulebook p.12). With structure 5 the 'Mech survives and both stay on it."""
    scrapped = only(battle(_on_wall(_cards(4)), ATTACK, ASSIGN))["cards"]
    assert (scrapped["wall"]["zone"], scrapped["plate"]["zone"], scrapped["paint"]["zone"]) == (
        "scrapheap",
        "hand",
        "scrapheap",
    )
    survived = only(battle(_on_wall(_cards(5)), ATTACK, ASSIGN))["cards"]
    assert survived["wall"]["zone"] != "scrapheap" and survived["plate"]["zone"] == survived["paint"]["zone"] != "hand"


def test_enhancement_of_a_mech_scrapped_by_an_effect_is_refused_rulebook_p9() -> None:
    """Scrapped by a Mission card during the battle, not by damage: not executed yet, so refused out loud."""
    actions = [{"by": "Melissa", "pass": True}, {"by": "Brian", "play": "axe", "choose": ["wall"]}, *ASSIGN]
    with pytest.raises(ScenarioError, match="Plate"):
        battle(_on_wall(_cards(9)), ATTACK, actions)
