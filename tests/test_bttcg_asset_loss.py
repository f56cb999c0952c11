"""Losing an asset until a Resource card providing it is deployed (judge/bttcg/asset_loss.py): Severed Supply
Lines, "Choose an opponent and any asset. That opponent loses that asset until he or she deploys a Resource card
that provides that asset." The card's text is the rule (rulebook p.9); the asset is the activation's ``choose``.
Pool cards are read in place (skipped without ../shared)."""

from __future__ import annotations

from typing import Any

import yaml

from judge.bttcg.asset_loss import RULE_IDS, regain
from judge.bttcg.assets import settle
from judge.bttcg.faces import CardFace
from judge.bttcg.state import CardState, Position
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from tests.bttcg_helpers import answer, only, traced


def _doc(choose: list[str]) -> str:
    mech = {"type": "mech", "speed": "fast", "attack": 1, "armor": 0, "structure": 5}
    doc: dict[str, Any] = {
        "game": "bttcg",
        "players": {"Brian": {"assets": ["P"]}, "Melissa": {}},
        "phase": "deploy",
        "cards": {
            "severed": {"owner": "Brian", "card": "Severed Supply Lines", "zone": "construction", "counters": 1},
            "tactics": {"owner": "Melissa", "card": "Support: Tactics"},
            "raider": {"owner": "Brian", "unit": mech},
            "guard": {"owner": "Melissa", "unit": mech},
        },
        "actions": [{"by": "Brian", "activate": "severed", "choose": choose}],
        "mission": {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile", "blockers": ["guard"]},
    }
    return yaml.safe_dump(doc, sort_keys=False)


def test_lose_asset_severed_supply_lines_takes_tactics_away_rulebook_p14(full_pool: CardPool) -> None:
    """lose_asset and choose_asset (Severed Supply Lines, pool card): Brian chooses Tactics; Melissa, the only
    opponent, loses it though her Support: Tactics is in play, so her base initiative in the mission that follows is
    0, not 1 (rulebook p.14: an asset is available or not; p.23: base initiative 1 with Tactics)."""
    result = answer(_doc(["T"]), full_pool)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["severed"]["zone"] == "scrapheap"
    assert result["initiative"]["scores"]["Melissa"] == 0
    assert any("Melissa (the only opponent) loses Tactics" in s["text"] for s in result["trace"])
    assert set(RULE_IDS) <= traced(result)
    other = answer(_doc(["M"]), full_pool)
    assert other["initiative"]["scores"]["Melissa"] == 1


def test_lose_asset_needs_the_asset_chosen_strict_mode(full_pool: CardPool) -> None:
    """Strict mode: no asset chosen is a violation; the card stays under construction."""
    result = answer(_doc([]), full_pool)
    assert not result["legal"] and "say which asset" in result["violations"][0]["message"]
    assert only(result)["cards"]["severed"]["zone"] == "construction"


def test_lost_asset_counts_again_once_a_resource_providing_it_is_deployed_card_text() -> None:
    """ "until he or she deploys a Resource card that provides that asset": deploying a Resource with Tactics gives it
    back; one with Munitions does not (the position as the Deploy phase leaves it: a later turn has no scenario
    field for the loss yet)."""
    support = CardFace("Support", "command", keywords=frozenset({"Resource", "Tactics"}))
    munitions = CardFace("Depot", "command", keywords=frozenset({"Resource", "Munitions"}))
    pos = Position(
        ("Brian", "Melissa"),
        {"Brian": frozenset(), "Melissa": frozenset({"T"})},
        {"Brian": 20, "Melissa": 20},
        {"s": support, "d": munitions},
        {"s": "Melissa", "d": "Melissa"},
        {"s": CardState("construction"), "d": CardState("construction")},
        lost_assets={"Melissa": frozenset({"T"})},
    )
    settle(pos)
    assert "T" not in pos.assets["Melissa"]
    regain(pos, "Melissa", "d")
    assert "T" not in pos.assets["Melissa"]
    regain(pos, "Melissa", "s")
    assert "T" in pos.assets["Melissa"] and not pos.lost_assets["Melissa"]


def test_the_asset_loss_rule_ids_resolve() -> None:
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]
