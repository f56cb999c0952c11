"""A card chosen in the hand just looked at (judge/bttcg/hand_looks.py: Alex Mallory's Unlimited printing, "Look at
opponent's hand and choose a card. Opponent restocks that card and draws a card.")."""

from __future__ import annotations

from typing import Any

import yaml

from judge.bttcg.restock import RESTOCK
from tests.bttcg_helpers import answer, only, traced

SPY = (
    "{T}: Look at opponent's hand and choose a card. Opponent restocks that card and draws a card. Use this ability "
    "only during your Missions phase but not during a mission."
)


def _spy(choose: list[str]) -> dict[str, Any]:
    doc = {
        "game": "bttcg",
        "players": {"Brian": {"stockpile": 20}, "Melissa": {"stockpile": 20}},
        "phase": "missions",
        "cards": {
            "spy": {"owner": "Brian", "command": {"name": "Spy", "text": SPY}},
            "theirs": {"owner": "Melissa", "mission": {"name": "Theirs"}, "zone": "hand"},
            "mine": {"owner": "Brian", "mission": {"name": "Mine"}, "zone": "hand"},
        },
        "actions": [{"by": "Brian", "use": "ability", "card": "spy", "choose": choose}],
    }
    return answer(yaml.safe_dump(doc, sort_keys=False))


def test_choose_a_card_of_the_hand_looked_at_restocked_by_its_owner_glossary_restock() -> None:
    """look_at_hand then "choose a card": a card of Melissa's hand (rulebook p.14: the hand), which she restocks (one
    card more in her Stockpile: Glossary, Restock) before drawing one: still 20."""
    result = _spy(["theirs"])
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["cards"]["theirs"]["zone"] == "stockpile" and outcome["stockpiles"]["Melissa"] == 20
    assert RESTOCK in traced(result)


def test_choose_a_card_of_the_hand_looked_at_not_ones_own() -> None:
    """A card of Brian's own hand is not in the hand looked at: a violation, nothing changes."""
    result = _spy(["mine"])
    assert "it is not in Melissa's hand" in result["violations"][0]["message"]
    assert only(result)["cards"]["mine"]["zone"] == "hand" and not only(result)["cards"]["spy"]["tapped"]
