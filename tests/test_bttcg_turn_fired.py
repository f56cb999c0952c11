"""Triggered abilities executed in the turn where they fire (judge/bttcg/turn_fired.py, issue 17): Steiner High
Command's deploy trigger and Crusader Faction's end-of-Missions-phase scrap. Pool cards are read in place from
``../shared`` (skipped without it); inline cards are invented."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from judge.bttcg.scenario import BtScenario
from judge.bttcg.scenario_text import parse_text
from judge.bttcg.scenario_write import to_text
from judge.pool import CardPool
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import answer, only
from tests.test_bttcg_turn_drops import scenario, violations

STOCKPILE = 30
"""A player's Stockpile when the scenario does not say (scenario-format.md)."""


def mech(zone: str = "hand", **more: Any) -> dict[str, Any]:
    unit = {"type": "mech", "speed": "slow", "attack": 1, "armor": 0, "structure": 1, **more}
    return {"owner": "Brian", "unit": unit, "zone": zone}


def steiner_cards() -> dict[str, Any]:
    return {
        "steiner": {"owner": "Brian", "card": "Steiner High Command (CE)"},
        "job": {"owner": "Brian", "card": "Inside Job (CE)", "zone": "hand"},
        "u1": mech(),
        "u2": mech(),
    }


# --- you_deploy: Steiner High Command -------------------------------------------------------------------------------


def test_you_deploy_steiner_high_command_draws_and_gives_a_deployment_rulebook_p18(current_pool: CardPool) -> None:
    """Steiner High Command (CE): "Whenever you deploy a Subterfuge card, you may show that card to all players to
    draw a card, and also may make an additional deployment this turn." rulebook p.18 ("Some cards give you
    additional deployments"; two a turn): with the answer ``may: [true]`` the Subterfuge card deployed second is
    shown (not revealed: Glossary "Show"), a card is drawn, and a third deployment is legal."""
    actions = [
        {"by": "Brian", "deploy": "u1"},
        {"by": "Brian", "deploy": "job", "may": [True]},
        {"by": "Brian", "deploy": "u2"},
    ]
    result = answer(scenario(steiner_cards(), actions), current_pool)
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["stockpiles"]["Brian"] == STOCKPILE - 1
    assert {outcome["cards"][c]["zone"] for c in ("u1", "job", "u2")} == {"construction"}
    assert not outcome["cards"]["job"].get("revealed", False)


def test_you_deploy_steiner_high_command_declined_is_the_plain_rule_rulebook_p18(current_pool: CardPool) -> None:
    """rulebook p.18: declining ("may: [false]") draws nothing and gives no deployment: the third is a violation."""
    actions = [
        {"by": "Brian", "deploy": "u1"},
        {"by": "Brian", "deploy": "job", "may": [False]},
        {"by": "Brian", "deploy": "u2"},
    ]
    result = answer(scenario(steiner_cards(), actions), current_pool)
    assert violations(result) == [(2, "Brian has no deployment left this turn")]
    assert only(result)["stockpiles"]["Brian"] == STOCKPILE


def test_you_deploy_steiner_high_command_without_its_answer_is_a_violation_strict_mode(
    current_pool: CardPool,
) -> None:
    """scenario-format.md, strict mode: the "may" needs its answer; without one the deployment is a violation naming
    the card, never a guess."""
    result = answer(scenario(steiner_cards(), [{"by": "Brian", "deploy": "job"}]), current_pool)
    assert not result["legal"]
    ((index, message),) = violations(result)
    assert index == 0 and "Steiner High Command" in message and "'may'" in message


def test_you_deploy_answer_for_a_card_not_watched_is_a_violation_strict_mode(current_pool: CardPool) -> None:
    """scenario-format.md, strict mode: a Unit deployed does not fire Steiner High Command (it watches Subterfuge
    cards), so a 'may' answer given for it is one no card asks for."""
    result = answer(scenario(steiner_cards(), [{"by": "Brian", "deploy": "u1", "may": [True]}]), current_pool)
    assert violations(result) == [(0, "deploying u1 asks fewer 'may' answers: 1 left over")]


def test_you_deploy_opponents_trigger_does_not_fire_rulebook_p18(current_pool: CardPool) -> None:
    """ "Whenever you deploy": Melissa's Steiner High Command does not fire when Brian deploys a Subterfuge card."""
    cards = steiner_cards()
    cards["steiner"]["owner"] = "Melissa"
    result = answer(scenario(cards, [{"by": "Brian", "deploy": "job"}]), current_pool)
    assert result["legal"], result["violations"]
    assert only(result)["stockpiles"]["Brian"] == STOCKPILE


DEPLOY_DAMAGE = "Whenever you deploy a Subterfuge card, deal 1 damage to each opposing Stockpile."


def test_you_deploy_trigger_with_an_effect_the_turn_does_not_run_is_refused_rulebook_p9() -> None:
    """rulebook p.9 (a card's text makes an exception): an invented deploy trigger whose effect the turn does not
    execute is refused out loud, naming the card and its sentence."""
    cards = {
        "foo": {
            "owner": "Brian",
            "command": {
                "name": "Foo",
                "cost": "1",
                "text": DEPLOY_DAMAGE,
            },
            "zone": "command_post",
        },
        "bar": {"owner": "Brian", "command": {"name": "Bar", "cost": "1", "keywords": ["Subterfuge"]}, "zone": "hand"},
    }
    with pytest.raises(ScenarioError, match=r"not answered by this version: Foo: Whenever you deploy a Subterfuge"):
        answer(scenario(cards, [{"by": "Brian", "deploy": "bar"}]))


def test_you_deploy_answers_read_and_written_in_plain_english() -> None:
    """The text form of a deploy's ``may`` (``Brian deploys Bar answering yes.``), read and written back unchanged:
    the answers are never dropped on the way."""
    cards = {"bar": {"owner": "Brian", "command": {"name": "Bar", "cost": "1"}, "zone": "hand"}}
    model = BtScenario.model_validate(
        yaml.safe_load(scenario(cards, [{"by": "Brian", "deploy": "bar", "may": [True]}]))
    )
    text = to_text(model)
    assert "deploys Bar answering yes." in text
    assert parse_text(text).actions[0].may == [True]


# --- phase_end: Crusader Faction ------------------------------------------------------------------------------------


def crusader_cards(**mech_state: Any) -> dict[str, Any]:
    return {
        "crusader": {"owner": "Brian", "card": "Crusader Faction", "zone": "command_post"},
        "mech": {**mech("patrol"), **mech_state},
    }


def test_phase_end_crusader_faction_scraps_itself_when_a_mech_did_not_attack_rulebook_p23(
    current_pool: CardPool,
) -> None:
    """Crusader Faction: "At the end of your Missions phase, scrap Crusader Faction if any of your patrolling 'Mechs
    could have attacked this turn but did not." rulebook p.23 (only Units in the Patrol region attack; any opposing
    site, such as the Stockpile, is a target): an untapped patrolling 'Mech sent on no mission could have attacked,
    so leaving the Missions phase scraps the Faction (rulebook p.12: to the Scrapheap)."""
    result = answer(scenario(crusader_cards(), [{"by": "Brian", "phase": "end"}], phase="missions"), current_pool)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["crusader"]["zone"] == "scrapheap"


def test_phase_end_crusader_faction_stays_when_no_mech_could_attack_rulings_1997_treachery(
    current_pool: CardPool,
) -> None:
    """1997 rulings, Treachery!: "able to attack" means untapped and not prevented by some other effect; rulebook
    p.23: attacking taps the Units. A patrolling 'Mech tapped all through the Missions phase could not have
    attacked: the Faction stays."""
    cards = crusader_cards(tapped=True)
    result = answer(scenario(cards, [{"by": "Brian", "phase": "end"}], phase="missions"), current_pool)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["crusader"]["zone"] == "command_post"


def test_phase_end_trigger_caused_by_another_cards_effect_untapped_mech_rulebook_p23(current_pool: CardPool) -> None:
    """A trigger caused by another card's effect: the 'Mech is tapped when the Missions phase begins, and an
    invented card's ability ("{T}: Untap any 'Mech you control. Use this ability only during your Missions phase.")
    untaps it during the phase; it could then have attacked (rulebook p.23) and did not, so Crusader Faction is
    scrapped at the end of the phase."""
    cards = crusader_cards(tapped=True)
    cards["waker"] = {
        "owner": "Brian",
        "command": {
            "name": "Waker",
            "cost": "1",
            "text": "{T}: Untap any 'Mech you control. Use this ability only during your Missions phase.",
        },
        "zone": "command_post",
    }
    actions = [
        {"by": "Brian", "use": "ability", "card": "waker", "choose": ["mech"]},
        {"by": "Brian", "phase": "end"},
    ]
    result = answer(scenario(cards, actions, phase="missions"), current_pool)
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert not outcome["cards"]["mech"].get("tapped", False)
    assert outcome["cards"]["crusader"]["zone"] == "scrapheap"
