"""A cost added to each deployment by a card in play (judge/bttcg/surcharge.py): Coordinator Theodore Kurita, "Making
a deployment costs each opponent an additional 0+2L." The card's text is the rule (rulebook p.9); the cost's total
is its base plus the asset costs the deploying player lacks (rulebook p.19). Pool cards are read in place (skipped
without ../shared)."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from judge.bttcg.surcharge import RULE_IDS
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import answer, only, traced

COORDINATOR = {"owner": "Melissa", "card": "Coordinator Theodore Kurita"}
DEPLOY = {"by": "Brian", "deploy": "u0"}


def turn(cards: dict[str, Any], actions: list[dict[str, Any]], pool: CardPool, brian: list[str]) -> dict[str, Any]:
    doc = {
        "game": "bttcg",
        "players": {"Brian": {"assets": brian}, "Melissa": {}},
        "phase": "deploy",
        "cards": {
            "u0": {
                "owner": "Brian",
                "unit": {"type": "mech", "speed": "slow", "attack": 1, "armor": 0, "structure": 1},
                "zone": "hand",
            },
            "s0": {"owner": "Brian", "command": {"name": "Depot", "keywords": ["Resource"], "text": "{T}: {R} {R}"}},
            **cards,
        },
        "actions": actions,
    }
    return answer(yaml.safe_dump(doc, sort_keys=False), pool)


def test_deployment_surcharge_coordinator_theodore_kurita_costs_2_without_logistics_rulebook_p19(
    full_pool: CardPool,
) -> None:
    """deployment_surcharge (Coordinator Theodore Kurita, Melissa's): Brian, without Logistics, pays 2 resources
    tapped just before to deploy; without them unspent, the deployment is a violation and the card stays in hand."""
    paid = turn({"coord": COORDINATOR}, [{"by": "Brian", "tap": ["s0"]}, DEPLOY], full_pool, [])
    assert paid["legal"], paid["violations"]
    assert only(paid)["cards"]["u0"]["zone"] == "construction"
    assert any("Brian pays 2 resource(s) to make a deployment" in s["text"] for s in paid["trace"])
    assert set(RULE_IDS) <= traced(paid)
    broke = turn({"coord": COORDINATOR}, [DEPLOY], full_pool, [])
    assert not broke["legal"] and "additional 2" in broke["violations"][0]["message"]
    assert only(broke)["cards"]["u0"]["zone"] == "hand"


def test_deployment_surcharge_with_logistics_costs_nothing_rulebook_p19(full_pool: CardPool) -> None:
    """With Logistics available the asset cost 2L is ignored: 0+2L costs nothing (rulebook p.19)."""
    result = turn({"coord": COORDINATOR}, [DEPLOY], full_pool, ["L"])
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["u0"]["zone"] == "construction"


def test_deployment_surcharge_is_the_opponents_only(full_pool: CardPool) -> None:
    """ "each opponent": Brian's own Coordinator does not tax his deployments."""
    result = turn({"coord": {**COORDINATOR, "owner": "Brian"}}, [DEPLOY], full_pool, [])
    assert result["legal"], result["violations"]


def test_deployment_surcharge_on_a_use_counting_as_a_deployment_is_refused(full_pool: CardPool) -> None:
    """Heavy Industry's use "counts as one of your deployments": whether it is "making a deployment" the surcharge
    taxes is not settled by the rules documents, so it is refused out loud."""
    cards = {"coord": COORDINATOR, "industry": {"owner": "Brian", "card": "Heavy Industry"}}
    with pytest.raises(ScenarioError, match="not answered by this version: Coordinator Theodore Kurita"):
        turn(cards, [{"by": "Brian", "use": "ability", "card": "industry"}], full_pool, [])


def test_the_surcharge_rule_ids_resolve() -> None:
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]
