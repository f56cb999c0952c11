""" "It" in an ability triggered as its own card is activated (judge/bttcg/trigger_it.py). Invented inline cards."""

from __future__ import annotations

from typing import Any

from judge.bttcg.answer import answer_scenario
from judge.bttcg.scenario import BtScenario


def test_counters_put_on_it_as_this_card_is_activated_rulebook_p20() -> None:
    """rulebook p.20: what a card does as it is activated happens then; "When you activate this card, put two study
    counters on it": the only card named before "it" is this card, so the counters go on it (it was refused: "does
    not put counters on 'that' during the turn yet"; found by whole pool games)."""
    doc: dict[str, Any] = {
        "game": "bttcg",
        "players": {"Brian": {}, "Melissa": {}},
        "phase": "deploy",
        "cards": {
            "lab": {
                "owner": "Brian",
                "zone": "construction",
                "counters": 2,
                "command": {
                    "name": "Lab",
                    "cost": "2",
                    "text": "When you activate this card, put two study counters on it.",
                },
            }
        },
        "actions": [{"by": "Brian", "activate": "lab"}],
    }
    result = answer_scenario(BtScenario.model_validate(doc), {})
    assert result["legal"], result["violations"]
    lab = result["outcomes"][0]["cards"]["lab"]
    assert lab["zone"] == "command_post"
    assert lab["other_counters"] == {"study": 2}, lab
