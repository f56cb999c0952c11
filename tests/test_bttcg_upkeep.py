"""Paying an upkeep (judge/bttcg/upkeep.py): "During your Repair/Reload phase, pay (1+2P); otherwise, you tap this
card and your opponent gains control of it." The card's text is the rule (rulebook p.9: cards make exceptions); its
cost is a base cost and asset costs (rulebook p.19, "Costs other than construction costs"), paid with resources
tapped for just before (``use: upkeep``). Pool cards are read in place (skipped without ../shared)."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from judge.bttcg import turn_rules as t
from judge.bttcg.scenario import BtScenario
from judge.bttcg.scenario_text import parse_text
from judge.bttcg.scenario_write import to_text
from judge.bttcg.upkeep import OTHER_COSTS, UPKEEP_RULES
from judge.importers.yamlfile import YamlDocument
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import answer, only, traced

PAY = {"by": "Brian", "use": "upkeep", "card": "merc"}
MISSIONS = {"by": "Brian", "phase": "missions"}


def turn(
    cards: dict[str, Any], actions: list[dict[str, Any]], pool: CardPool | None, phase: str = "repair", **more: Any
) -> dict[str, Any]:
    doc = {
        "game": "bttcg",
        "players": more.pop("players", {"Brian": {}, "Melissa": {}}),
        "phase": phase,
        "cards": cards,
        "actions": actions,
    }
    return answer(yaml.safe_dump(doc, sort_keys=False), pool)


def _cards(**more: Any) -> dict[str, Any]:
    supports = ("Support: Tactics", "Support: Munitions", "Support: Assembly")
    return {
        "merc": {"owner": "Brian", "card": "Mercenary Contract", **more},
        **{f"s{n}": {"owner": "Brian", "card": name} for n, name in enumerate(supports)},
    }


def test_upkeep_paid_mercenary_contract_stays_rulebook_p19_other_costs(current_pool: CardPool) -> None:
    """upkeep paid (Mercenary Contract, pool card: "During your Repair/Reload phase, pay (1+2P)"): without Politics
    it costs 3 (rulebook p.19: base plus each asset cost whose asset is not available); Brian taps three Support
    cards and pays; the phase ends and the Contract is still his, untapped."""
    tap = {"by": "Brian", "tap": ["s0", "s1", "s2"]}
    result = turn(_cards(), [tap, PAY, MISSIONS], current_pool)
    assert result["legal"], result["violations"]
    assert not only(result)["cards"]["merc"]["tapped"]
    assert any("Brian pays 3 resource(s) for Mercenary Contract's upkeep" in s["text"] for s in result["trace"])
    assert not any("gains control" in s["text"] for s in result["trace"])
    assert {OTHER_COSTS, t.ASSET_COSTS, t.REPAIR_RELOAD} <= traced(result)


def test_upkeep_with_politics_available_costs_the_base_rulebook_p19(current_pool: CardPool) -> None:
    """Politics available (declared): the 2P asset cost is ignored, the upkeep costs 1 (rulebook p.19)."""
    players = {"Brian": {"assets": ["P"]}, "Melissa": {}}
    result = turn(_cards(), [{"by": "Brian", "tap": ["s0"]}, PAY, MISSIONS], current_pool, players=players)
    assert result["legal"], result["violations"]
    assert any("pays 1 resource(s)" in s["text"] for s in result["trace"])


def test_upkeep_unpaid_taps_and_the_opponent_gains_control_card_text_rulebook_p9(current_pool: CardPool) -> None:
    """upkeep unpaid ("otherwise, you tap this card and your opponent gains control of it"; rulebook p.9: the card
    makes the exception): Brian lets his Repair/Reload phase end without paying; the Contract is tapped and Melissa
    controls it. Paying it afterwards is Melissa's card, not Brian's: a violation."""
    later = {"by": "Brian", "use": "upkeep", "card": "merc"}
    result = turn(_cards(), [MISSIONS], current_pool)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["merc"]["tapped"]
    assert any("it is tapped and Melissa gains control of it" in s["text"] for s in result["trace"])
    assert set(UPKEEP_RULES) <= traced(result)
    after = turn(_cards(), [MISSIONS, later], current_pool)
    assert not after["legal"]


def test_upkeep_without_enough_resources_is_a_violation_then_unpaid(current_pool: CardPool) -> None:
    """Strict mode: paying 3 with 1 resource unspent is a violation (nothing paid); the phase ends with the upkeep
    unpaid, so the Contract goes to Melissa."""
    result = turn(_cards(), [{"by": "Brian", "tap": ["s0"]}, PAY, MISSIONS], current_pool)
    assert [v["action"] for v in result["violations"]] == [1]
    assert "upkeep costs 3 for Brian" in result["violations"][0]["message"]
    assert any("Melissa gains control" in s["text"] for s in result["trace"])


def test_upkeep_is_due_only_in_its_controllers_repair_reload_phase(current_pool: CardPool) -> None:
    """During your Repair/Reload phase: Melissa's Contract is not due in Brian's turn (untouched as the phase ends),
    and Brian cannot pay it; outside the Repair/Reload phase nothing is paid (a violation) and a scenario starting
    after that phase has nothing due."""
    cards = _cards(owner="Melissa")
    result = turn(cards, [{"by": "Brian", "tap": ["s0", "s1", "s2"]}, PAY, MISSIONS], current_pool)
    assert [v["action"] for v in result["violations"]] == [1]
    assert not only(result)["cards"]["merc"]["tapped"]
    assert not any("gains control" in s["text"] for s in result["trace"])
    early = turn(_cards(), [PAY], current_pool, phase="deploy")
    assert not early["legal"] and "Repair/Reload" in early["violations"][0]["message"]
    late = turn(_cards(), [{"by": "Brian", "phase": "end"}], current_pool, phase="missions")
    assert late["legal"] and not only(late)["cards"]["merc"]["tapped"]


def test_upkeep_paid_once_per_phase(current_pool: CardPool) -> None:
    """Once paid, it is not due again in the same phase: a second payment is a violation."""
    players = {"Brian": {"assets": ["P"]}, "Melissa": {}}
    actions = [{"by": "Brian", "tap": ["s0"]}, PAY, {"by": "Brian", "tap": ["s1"]}, PAY]
    result = turn(_cards(), actions, current_pool, players=players)
    assert [v["action"] for v in result["violations"]] == [3]
    assert "not due" in result["violations"][0]["message"]


def test_upkeep_scrapped_if_it_cannot_be_paid_is_refused_not_guessed() -> None:
    """ "If you cannot pay this cost, scrap this card" (the wording of Accelerate Conflict, on an invented card):
    whether the player could have paid is not checked, so an unpaid upkeep of this kind is refused out loud."""
    cards = {
        "war": {
            "owner": "Brian",
            "command": {
                "name": "Costly War",
                "text": "During your Repair/Reload phase, pay (3+3L). If you cannot pay this cost, scrap this card.",
            },
        }
    }
    with pytest.raises(ScenarioError, match=r"not answered by this version: Costly War: .*cannot be paid"):
        turn(cards, [MISSIONS], None)


def test_upkeep_action_reads_and_writes_as_text() -> None:
    """The plain-text spelling of ``use: upkeep``: "Brian uses upkeep with the card Mercenary Contract." (the contract's
    ``use`` sentence), read back to the same model."""
    doc = {
        "game": "bttcg",
        "players": {"Brian": {}, "Melissa": {}},
        "phase": "repair",
        "cards": _cards(),
        "actions": [PAY],
    }
    scenario = BtScenario.model_validate(YamlDocument(yaml.safe_dump(doc, sort_keys=False)).data)
    text = to_text(scenario)
    assert "Brian uses upkeep with the card Mercenary Contract." in text
    assert parse_text(text) == scenario


def test_the_upkeep_rule_ids_resolve() -> None:
    base = RulingBase.load()
    assert not [rule for rule in UPKEEP_RULES if base.get(rule) is None]
