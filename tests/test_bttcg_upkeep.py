"""Paying an upkeep (judge/bttcg/upkeep.py): "During your Repair/Reload phase, pay (1+2P); otherwise, you tap this
card and your opponent gains control of it." The card's text is the rule (rulebook p.9: cards make exceptions); its
cost is a base cost and asset costs (rulebook p.19, "Costs other than construction costs"), paid with resources
tapped for just before (``use: upkeep``). Pool cards are read in place (skipped without ../shared)."""

from __future__ import annotations

from typing import Any

import yaml

from judge.bttcg import turn_rules as t
from judge.bttcg.answer import build_position
from judge.bttcg.scenario import BtScenario
from judge.bttcg.scenario_text import parse_text
from judge.bttcg.scenario_write import to_text
from judge.bttcg.turn_scenario import start_turn
from judge.bttcg.upkeep import OTHER_COSTS, UPKEEP_RULES
from judge.importers.yamlfile import YamlDocument
from judge.pool import CardPool
from judge.rulings.store import RulingBase
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


WAR = {
    "owner": "Brian",
    "command": {
        "name": "Costly War",
        "text": "During your Repair/Reload phase, pay (3+3L). If you cannot pay this cost, scrap this card.",
    },
}


def _resource(name: str, count: int = 1) -> dict[str, Any]:
    """An invented Resource card making ``count`` resources."""
    return {"owner": "Brian", "command": {"name": name, "keywords": ["Resource"], "text": "{T}: " + "{R}" * count}}


def test_upkeep_scrapped_when_it_cannot_be_paid_card_text_rulebook_p9_p19() -> None:
    """ "If you cannot pay this cost, scrap this card" (the wording of Accelerate Conflict, on an invented card;
    rulebook p.9: the card's text is the rule; p.19: its cost 3+3L is 6 without Logistics): Brian's listed cards make
    5 resources at most, so the unpaid upkeep cannot be paid: the card is scrapped."""
    cards = {"war": WAR, "r1": _resource("Depot", 2), "r2": _resource("Mine", 3)}
    result = turn(cards, [MISSIONS], None)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["war"]["zone"] == "scrapheap"
    assert any("cannot pay Costly War's upkeep (3+3L: 6; 5 resource(s) at most" in s["text"] for s in result["trace"])
    with_logistics = turn(cards, [MISSIONS], None, players={"Brian": {"assets": ["L"]}, "Melissa": {}})
    assert [v["action"] for v in with_logistics["violations"]] == [None]  # 3 with Logistics: it could be paid
    assert "could have" in with_logistics["violations"][0]["message"]
    assert only(with_logistics)["cards"]["war"]["zone"] == "command_post"


def test_upkeep_that_can_be_paid_is_paid_card_text() -> None:
    """Paid (6 resources from the listed cards), the card stays; unpaid while it could be, a violation (the card
    orders the payment) and the card stays."""
    cards = {"war": WAR, "r1": _resource("Depot", 3), "r2": _resource("Mine", 3)}
    pay = [{"by": "Brian", "tap": ["r1", "r2"]}, {"by": "Brian", "use": "upkeep", "card": "war"}, MISSIONS]
    paid = turn(cards, pay, None)
    assert paid["legal"], paid["violations"]
    assert only(paid)["cards"]["war"]["zone"] == "command_post"
    unpaid = turn(cards, [MISSIONS], None)
    assert "could have (0 unspent and Depot, Mine untapped)" in unpaid["violations"][0]["message"]
    assert only(unpaid)["cards"]["war"]["zone"] == "command_post"


KELL = (
    "During your Repair/Reload phase, pay (1+2P) or tap this card and choose an opponent; your opponent gains control "
    "of this card at the end of your turn."
)


def test_upkeep_unpaid_control_passes_at_the_end_of_the_turn_card_text_rulebook_p9() -> None:
    """Contract with Kell Hounds' Mercenaries text (an invented card with it; rulebook p.9): unpaid, the card is
    tapped in the Repair/Reload phase and Melissa gains control of it as Brian's turn ends, not before."""
    cards = {"kell": {"owner": "Brian", "command": {"name": "Kell", "text": KELL}}}
    missions = turn(cards, [MISSIONS], None)
    assert missions["legal"], missions["violations"]
    texts = [s["text"] for s in missions["trace"]]
    assert any("gains control of it at the end of the turn" in x for x in texts)
    assert not any("The turn ends: Melissa gains control of Kell" in x for x in texts)
    assert only(missions)["cards"]["kell"]["tapped"]
    doc = {"game": "bttcg", "players": {"Brian": {}, "Melissa": {}}, "phase": "repair", "cards": cards}
    scenario = BtScenario.model_validate(doc)
    pos = build_position(scenario, {})
    run = start_turn(scenario, pos, {})
    run.enter("end")
    assert pos.owners["kell"] == "Brian"
    run.enter("over")  # the turn ends (scenarios stop before: the engine's own turns go on, random play)
    assert pos.owners["kell"] == "Melissa"
    assert any("The turn ends: Melissa gains control of Kell (its upkeep was not paid)" in e.text for e in pos.trace)


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
