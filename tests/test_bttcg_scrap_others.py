"""``Activating Crusader Faction scraps all other Factions you control`` (judge/bttcg/scrap_others.py; the card's
own rule, rulebook p.9; Glossary: Scrap, p.33): as the card is activated, every other Faction its player controls
in play is scrapped; an opponent's Faction and a Faction under construction stay. Terrain cards (the region they
are in is not in the scenario) are refused."""

from __future__ import annotations

from typing import Any

import yaml

from judge.bttcg.scrap_others import CARDS_MAKE_EXCEPTIONS
from judge.pool import CardPool
from tests.bttcg_helpers import answer, only, traced

FACTION = "Activating this card scraps all other Factions you control."


def faction(owner: str, name: str, **state: Any) -> dict[str, Any]:
    return {"owner": owner, "command": {"name": name, "keywords": ["Faction"], "cost": "2", "text": FACTION}, **state}


def activate(cards: dict[str, Any], card_id: str, pool: CardPool | None = None) -> dict[str, Any]:
    doc = {
        "game": "bttcg",
        "players": {"Brian": {"assets": ["P"]}, "Melissa": {}},
        "phase": "deploy",
        "cards": cards,
        "actions": [{"by": "Brian", "activate": card_id}],
    }
    return answer(yaml.safe_dump(doc, sort_keys=False), pool)


def test_scrap_others_activating_a_faction_scraps_your_other_factions_rulebook_p9() -> None:
    """scrap_others: Brian's old Faction in play is scrapped; Melissa's stays, and so does Brian's third Faction,
    still under construction (a card under construction is not in play)."""
    cards = {
        "new": faction("Brian", "New Order", zone="construction", counters=2),
        "old": faction("Brian", "Old Guard"),
        "building": faction("Brian", "Third Way", zone="construction", counters=1),
        "theirs": faction("Melissa", "Their Way"),
    }
    result = activate(cards, "new")
    assert result["legal"], result["violations"]
    states = only(result)["cards"]
    assert states["new"]["zone"] == "command_post" and states["old"]["zone"] == "scrapheap"
    assert states["building"]["zone"] == "construction" and states["theirs"]["zone"] == "command_post"
    assert CARDS_MAKE_EXCEPTIONS in traced(result)


def test_crusader_faction_scraps_warden_faction_when_activated(full_pool: CardPool) -> None:
    """The pool's Crusader Faction (read in place): "Activating Crusader Faction scraps all other Factions you
    control": Brian's Warden Faction goes to the Scrapheap."""
    cards = {
        "crusader": {"owner": "Brian", "card": "Crusader Faction", "zone": "construction", "counters": 3},
        "warden": {"owner": "Brian", "card": "Warden Faction"},
    }
    result = activate(cards, "crusader", full_pool)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["warden"]["zone"] == "scrapheap"


def test_scrap_others_terrain_in_a_region_needs_the_region(full_pool: CardPool) -> None:
    """Terrain: "put it in one of your regions and scrap all other Terrain cards in that region": the region is the
    player's choice (strict mode: without the activation's ``region``, a violation; judge/bttcg/terrain.py and
    tests/test_bttcg_terrain.py execute it with one)."""
    cards = {"hills": {"owner": "Brian", "card": "Rolling Hills", "zone": "construction", "counters": 9}}
    result = activate(cards, "hills", full_pool)
    assert [v["action"] for v in result["violations"]] == [0]
    assert "say which" in result["violations"][0]["message"]
