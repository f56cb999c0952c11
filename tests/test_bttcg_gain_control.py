"""Control gained until the end of the turn (judge/bttcg/gain_control.py): pool cards read in place from
../shared/data (skipped without it), and inline cards. Rulebook Glossary, Opposing ("controlled by an opponent"):
the player who gains control uses the card as his or her own; control goes back at the end of the turn (rulebook
p.33) or when the card leaves play (rulebook p.14: to its owner's Scrapheap)."""

from __future__ import annotations

from typing import Any

import yaml

from judge.bttcg.answer import build_position
from judge.bttcg.executable import card_refusals
from judge.bttcg.faces import face_of_pool_card
from judge.bttcg.gain_control import OPPOSING, RULE_IDS
from judge.bttcg.scenario import BtScenario
from judge.bttcg.turn import Turn, TurnRunner
from judge.bttcg.turn_scenario import run_action
from judge.cards.models import BtCard
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from tests.bttcg_helpers import answer, only, traced, unit
from tests.test_bttcg_turn import BRIAN, MELISSA, command, resource

REDJACK = (
    "{T}: Untap a Resource card an opponent controls and gain control of it until the end of the turn. Use this "
    "ability only during your Repair/Reload phase."
)


def _doc(cards: dict[str, Any], actions: list[dict[str, Any]], phase: str) -> dict[str, Any]:
    return {
        "game": "bttcg",
        "players": {BRIAN: {"stockpile": 20}, MELISSA: {"stockpile": 20}},
        "phase": phase,
        "cards": cards,
        "actions": actions,
    }


def test_gain_control_cards_are_counted_executed(full_pool: CardPool) -> None:
    for name in ("Redjack Ryan", "Bribed Pilot"):
        card = full_pool.lookup(name, "bttcg")
        assert isinstance(card, BtCard)
        assert card_refusals(face_of_pool_card(card)).refused == [], name


def _redjack_cards() -> dict[str, Any]:
    return {
        "jack": {"owner": BRIAN, "command": {"name": "Jack", "text": REDJACK}},
        "res": resource(MELISSA, tapped=True),
    }


def test_gain_control_a_resource_taps_for_its_new_controller_rulebook_glossary_opposing() -> None:
    """gain_control (Redjack Ryan's text, inline): Melissa's tapped Resource untaps and Brian controls it until the
    end of the turn, so he taps it for his own resources (without the card, tapping her Resource is a violation)."""
    use = {"by": BRIAN, "use": "ability", "card": "jack", "choose": ["res"]}
    result = answer(yaml.safe_dump(_doc(_redjack_cards(), [use, {"by": BRIAN, "tap": ["res"]}], "repair")))
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["res"]["tapped"] and only(result)["cards"]["jack"]["tapped"]
    assert OPPOSING in traced(result)
    without = answer(yaml.safe_dump(_doc(_redjack_cards(), [{"by": BRIAN, "tap": ["res"]}], "repair")))
    assert not without["legal"]


def test_gain_control_ends_with_the_turn_rulebook_p33() -> None:
    """Rulebook p.33, the End of Turn phase: "until the end of the turn", control of the Resource goes back to
    Melissa when the turn is over."""
    use = {"by": BRIAN, "use": "ability", "card": "jack", "choose": ["res"]}
    scenario = BtScenario.model_validate(_doc(_redjack_cards(), [use], "repair"))
    pos = build_position(scenario, {})
    run = TurnRunner(pos, Turn(BRIAN))
    run.enter("repair_reload")
    run_action(run, 0, scenario.actions[0])
    assert not pos.violations and pos.owners["res"] == BRIAN
    run.enter("end")
    assert pos.owners["res"] == BRIAN  # still this turn
    run.enter("over")
    assert pos.owners["res"] == MELISSA and not pos.control_gained
    assert any(f"{MELISSA} controls" in step.text and "again" in step.text for step in pos.trace)


def test_gain_control_of_an_unpiloted_mech_it_attacks_for_you_ce_rulings_bribed_pilot(full_pool: CardPool) -> None:
    """Bribed Pilot (pool card, activated and so revealed: "Untap an unpiloted 'Mech your opponent controls and gain
    control of it until the end of your turn"): Melissa's tapped 'Mech untaps (CE rulings: it need not be tapped)
    and attacks Melissa's Stockpile for Brian in his Missions phase; a piloted 'Mech is no choice for it."""
    cards = {
        "bribe": {"owner": BRIAN, "card": "Bribed Pilot", "zone": "construction", "counters": 20},
        "mech": unit(MELISSA, attack=4, tapped=True),
    }
    actions = [{"by": BRIAN, "activate": "bribe", "choose": ["mech"]}]
    doc = _doc(cards, actions, "deploy") | {
        "mission": {"attacker": BRIAN, "group": ["mech"], "target": f"{MELISSA}.stockpile"}
    }
    result = answer(yaml.safe_dump(doc), full_pool)
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["stockpiles"][MELISSA] == 20 - 4 and outcome["cards"]["bribe"]["zone"] == "scrapheap"
    cards["pilot"] = {**command(MELISSA, keywords=["Pilot"]), "on": "mech"}
    piloted = answer(yaml.safe_dump(_doc(cards, actions[:1], "deploy")), full_pool)
    assert not piloted["legal"] and only(piloted)["cards"]["bribe"]["zone"] == "construction"


def test_the_gain_control_rule_ids_resolve() -> None:
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]
