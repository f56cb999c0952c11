"""A card whose text gives deployments for the rest of the turn once it is activated is deployed as any other card
(judge/bttcg/deploy.py). Invented inline cards only."""

from __future__ import annotations

from typing import Any

from judge.bttcg.answer import answer_scenario
from judge.bttcg.scenario import BtScenario

TEXT = (
    "Scrap this card when it is revealed. Until the end of the turn, you may pay {R}{R} as often as you wish and "
    "gain an additional deployment each time."
)


def test_deploying_a_card_whose_deployments_come_once_activated_rulebook_p18_p20() -> None:
    """rulebook p.18 (deploying a card puts it under construction, using a deployment) and p.20 (what a card does
    happens as it is activated, which reveals it): a card giving additional deployments "until the end of the turn"
    does not change how it is itself deployed: deploying it uses one deployment and puts it under construction (it
    was refused: "does not execute its deployment ability yet"; found by whole pool games)."""
    doc: dict[str, Any] = {
        "game": "bttcg",
        "players": {"Brian": {}, "Melissa": {}},
        "phase": "deploy",
        "cards": {
            "rapid": {"owner": "Brian", "zone": "hand", "command": {"name": "Quick March", "cost": "1", "text": TEXT}},
            "other": {"owner": "Brian", "zone": "hand", "command": {"name": "Other", "cost": "1"}},
            "third": {"owner": "Brian", "zone": "hand", "command": {"name": "Third", "cost": "1"}},
        },
        "actions": [{"by": "Brian", "deploy": c} for c in ("rapid", "other", "third")],
    }
    result = answer_scenario(BtScenario.model_validate(doc), {})
    assert [v["action"] for v in result["violations"]] == [2], result["violations"]  # two deployments a turn
    assert result["outcomes"][0]["cards"]["rapid"]["zone"] == "construction"


def test_constructing_beside_a_card_that_distributes_counters_once_activated_rulebook_p14() -> None:
    """rulebook p.14 (a Command card's abilities are used only once it is activated) and p.20 (activating reveals
    it): a card under construction, scrapped as it is revealed, whose text divides construction counters as it is
    activated, changes nothing while it waits: construction counters are put on another card as usual (it was
    refused: "distributing counters in a battle, on construction"; found by whole pool games)."""
    text = (
        "Scrap this card when it is revealed. Remove all construction counters from all cards in any opponent's Under "
        "Construction region. Distribute those construction counters in any way you choose among all cards in your "
        "Under Construction region."
    )
    doc: dict[str, Any] = {
        "game": "bttcg",
        "players": {"Brian": {}, "Melissa": {}},
        "phase": "deploy",
        "cards": {
            "collapse": {
                "owner": "Brian",
                "zone": "construction",
                "command": {"name": "Crash", "cost": "5", "text": text},
            },
            "depot": {"owner": "Brian", "command": {"name": "Depot", "text": "{T}: {R}"}},
            "site": {"owner": "Brian", "zone": "construction", "command": {"name": "Site", "cost": "3"}},
        },
        "actions": [{"by": "Brian", "tap": ["depot"]}, {"by": "Brian", "construct": {"site": 1}}],
    }
    result = answer_scenario(BtScenario.model_validate(doc), {})
    assert result["legal"], result["violations"]
    assert result["outcomes"][0]["cards"]["site"]["counters"] == 1
