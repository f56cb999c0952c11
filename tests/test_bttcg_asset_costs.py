"""An asset that no longer pays asset costs (judge/bttcg/asset_costs.py): Work Stoppage (pool card, read in place;
skipped without ../shared): in substance, an asset is chosen as it is activated, and no player with that asset may
ignore the asset costs naming it. Rulebook p.19 (total cost: an asset cost is ignored when its asset is
available; 1997 rulings, Deployment Costs), p.20 (a cost is verified when the card is activated)."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from judge.bttcg import turn_rules as t
from judge.pool import CardPool
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import NEEDS_MUNITIONS, answer, only, traced

GUNBOAT = NEEDS_MUNITIONS
STOPPAGE = {"owner": "Brian", "card": "Work Stoppage", "zone": "construction", "counters": 3}


def _answer(pool: CardPool, cards: dict[str, Any], actions: list[dict[str, Any]]) -> dict[str, Any]:
    doc = {
        "game": "bttcg",
        "players": {"Brian": {"assets": ["M", "P"]}, "Melissa": {}},
        "phase": "deploy",
        "cards": cards,
        "actions": actions,
    }
    return answer(yaml.safe_dump(doc, sort_keys=False), pool)


def test_asset_does_not_pay_asset_costs_work_stoppage_rulebook_p19_p20(full_pool: CardPool) -> None:
    """asset_does_not_pay: Brian activates Work Stoppage (3+6P, 3 with Politics) choosing Munitions ("Players": he
    too); he still has Munitions available, but Gunboat (1+2M) now costs him 3, and its 1 counter does not pay it
    (a violation). Choosing Tactics instead leaves Gunboat's cost at 1."""
    munitions = [{"by": "Brian", "activate": "stop", "choose": ["M"]}, {"by": "Brian", "activate": "gunboat"}]
    result = _answer(full_pool, {"stop": STOPPAGE, "gunboat": GUNBOAT}, munitions)
    assert [v["action"] for v in result["violations"]] == [1], result["violations"]
    assert "costs 3" in result["violations"][0]["message"]
    assert only(result)["cards"]["stop"]["zone"] == "command_post"
    assert t.ASSET_COST_IGNORED in traced(result)
    tactics = [{**munitions[0], "choose": ["T"]}, munitions[1]]
    result = _answer(full_pool, {"stop": STOPPAGE, "gunboat": GUNBOAT}, tactics)
    assert result["legal"], result["violations"]


def test_asset_does_not_pay_needs_the_asset_chosen_strict_mode(full_pool: CardPool) -> None:
    """The asset is the player's choice as the card is activated (strict mode: none given is a violation); a Work
    Stoppage in play from the start of the scenario has an asset the scenario does not say: a cost verified while
    it is in play is refused, never guessed."""
    result = _answer(full_pool, {"stop": STOPPAGE}, [{"by": "Brian", "activate": "stop"}])
    assert not result["legal"] and "asset" in result["violations"][0]["message"]
    in_play = {**STOPPAGE, "zone": "command_post", "counters": 0}
    with pytest.raises(ScenarioError, match="not answered by this version: Work Stoppage: the asset chosen"):
        _answer(full_pool, {"stop": in_play, "gunboat": GUNBOAT}, [{"by": "Brian", "activate": "gunboat"}])
