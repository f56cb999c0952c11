"""Choosing an asset as a card is activated (judge/bttcg/choose_asset.py): ComStar Support, "When you activate this
card, choose the asset it provides." The player's choice is the activation's ``choose`` (an asset letter; in text,
its name), never guessed; the asset is available at once (rulebook p.14, p.20). Pool cards are read in place
(skipped without ../shared)."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from judge.bttcg import turn_rules as t
from judge.bttcg.choose_asset import RULE_IDS
from judge.bttcg.scenario import BtScenario
from judge.bttcg.scenario_text import parse_text
from judge.bttcg.scenario_write import to_text
from judge.importers.yamlfile import YamlDocument
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from tests.bttcg_helpers import answer, only, traced

NEEDS_TACTICS = {
    "owner": "Brian",
    "command": {"name": "War Room", "cost": "1+3T"},
    "zone": "construction",
    "counters": 1,
}


def _doc(choose: list[str] | None) -> str:
    activate: dict[str, Any] = {"by": "Brian", "activate": "comstar"}
    if choose is not None:
        activate["choose"] = choose
    doc = {
        "game": "bttcg",
        "players": {"Brian": {}, "Melissa": {}},
        "phase": "deploy",
        "cards": {
            "comstar": {"owner": "Brian", "card": "ComStar Support", "zone": "construction", "counters": 1},
            "room": NEEDS_TACTICS,
        },
        "actions": [activate, {"by": "Brian", "activate": "room"}],
    }
    return yaml.safe_dump(doc, sort_keys=False)


def test_choose_asset_comstar_support_provides_the_asset_chosen_rulebook_p14(full_pool: CardPool) -> None:
    """choose_asset and provides_asset (ComStar Support, pool card): Brian chooses Tactics as he activates it; it
    provides Tactics at once, so War Room (1+3T) with 1 counter is activated after it (rulebook p.14, p.20)."""
    result = answer(_doc(["T"]), full_pool)
    assert result["legal"], result["violations"]
    cards = only(result)["cards"]
    assert cards["comstar"]["zone"] == "command_post" and cards["room"]["zone"] == "command_post"
    assert any("ComStar Support provides Tactics, chosen as it is activated" in s["text"] for s in result["trace"])
    assert {t.ASSETS, t.ACTIVATE} <= traced(result)


def test_choose_asset_another_asset_does_not_pay_for_tactics_rulebook_p19(full_pool: CardPool) -> None:
    """Munitions chosen instead: War Room still costs 4 for Brian (rulebook p.19), a violation."""
    result = answer(_doc(["M"]), full_pool)
    assert [v["action"] for v in result["violations"]] == [1]
    assert "costs 4" in result["violations"][0]["message"]


@pytest.mark.parametrize(("choose", "said"), [(None, "say which asset"), (["room"], "not War Room")])
def test_choose_asset_strict_mode(full_pool: CardPool, choose: list[str] | None, said: str) -> None:
    """Strict mode: no asset chosen, or a card where an asset is chosen: a violation, ComStar Support stays under
    construction."""
    result = answer(_doc(choose), full_pool)
    assert not result["legal"] and said in result["violations"][0]["message"], result["violations"]
    assert only(result)["cards"]["comstar"]["zone"] == "construction"


def test_choose_asset_reads_and_writes_as_text() -> None:
    """In text the asset is named (quoted, as "Tactics" is also a word of the text grammar): "Brian activates ComStar
    Support, choosing "Tactics"." is read back to ``T``."""
    scenario = BtScenario.model_validate(YamlDocument(_doc(["T"])).data)
    text = to_text(scenario)
    assert 'choosing "Tactics"' in text
    assert parse_text(text) == scenario


def test_the_choose_asset_rule_ids_resolve() -> None:
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]
