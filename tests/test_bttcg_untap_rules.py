"""Cards that make an exception to the Untap phase (judge/bttcg/untap_rules.py; issue 17: their sentences were
refused wherever the card was played): a counter's untap rule stated as a Mission card resolves or a Command card is
revealed, a card that does not untap itself, and what stays refused. Rulebook p.17 (Untap Phase), p.19 (Glossary:
Counter), p.9 (a card's text makes the exception); CE General Rulings (Untap Phase). Invented inline cards, and pool
cards read in place from ../shared/data (skipped without it)."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from judge.bttcg.executable import card_refusals
from judge.bttcg.faces import face_of_pool_card
from judge.bttcg.untap_rules import RULE_IDS, STAYS_TAPPED
from judge.cards.models import BtCard
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import answer, battle, mission_card, only, traced, unit
from tests.test_bttcg_turn import BRIAN, MELISSA

ATTACK = {"attacker": BRIAN, "group": ["raider"], "target": "Melissa.stockpile"}
SNARE = (
    "Put a snare counter on each attacking Unit. Units with any snare counters on them do not untap during their "
    "controllers' Untap phase."
)
"""An invented Mission card with the constructions of Trapped! (its counter and its untap rule)."""


def _turn(phase: str, cards: dict[str, Any], actions: list[dict[str, Any]], pool: CardPool | None = None) -> Any:
    doc = {
        "game": "bttcg",
        "players": {BRIAN: {"stockpile": 20, "assets": ["T", "P"]}, MELISSA: {"stockpile": 20}},
        "phase": phase,
        "cards": cards,
        "actions": actions,
    }
    return answer(yaml.safe_dump(doc, sort_keys=False), pool)


def test_does_not_untap_counter_rule_stated_as_a_mission_resolves_rulebook_p19_p9() -> None:
    """does_not_untap (a counter's rule) on a Mission card played in a battle: the counter goes on the attacking
    Unit, and the sentence about the Untap phase only states what the counter will do (rulebook p.19, Glossary:
    Counter; p.9): the battle goes on, nothing else happens now."""
    cards = {"raider": unit(BRIAN, "fast", attack=2), "snare": mission_card(MELISSA, SNARE, "Snare")}
    result = battle(cards, ATTACK, [{"by": MELISSA, "play": "snare"}])
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["cards"]["raider"]["other_counters"] == {"snare": 1}
    assert outcome["stockpiles"]["Melissa"] == 30 - 2  # the rule changes nothing in the battle
    assert set(RULE_IDS) <= traced(result)


def test_does_not_untap_itself_in_the_untap_phase_jerrard_cranston_rulebook_p17_p9() -> None:
    """does_not_untap of the card itself ("<this card> does not untap as normal during your Untap phase", Jerrard
    Cranston's construction, on an invented card): in its controller's Untap phase it stays tapped, while his other
    tapped cards untap (rulebook p.17; p.9: the card's exception; CE General Rulings: no card is left tapped unless
    a card says so)."""
    cards = {
        "sentinel": {
            "owner": BRIAN,
            "command": {"name": "Sentinel", "text": "Sentinel does not untap as normal during your Untap phase."},
            "zone": "command_post",
            "tapped": True,
        },
        "raider": unit(BRIAN, tapped=True),
    }
    result = _turn("untap", cards, [])
    assert result["legal"], result["violations"]
    outcome = only(result)["cards"]
    assert outcome["sentinel"]["tapped"] and not outcome["raider"]["tapped"]
    assert STAYS_TAPPED in traced(result)


def test_a_card_its_controller_may_choose_not_to_untap_is_refused_ce_rulings_untap_phase() -> None:
    """CE General Rulings (Untap Phase): a card may be left tapped only when a card gives that option; the choice is
    not taken from the scenario yet, so a tapped card with "You may choose not to untap this card during your Untap
    phase" is refused, naming the sentence, never untapped as if the option were absent."""
    cards = {
        "watch": {
            "owner": BRIAN,
            "command": {"name": "Watch", "text": "You may choose not to untap Watch during your Untap phase."},
            "zone": "command_post",
            "tapped": True,
        },
    }
    with pytest.raises(ScenarioError, match=r"not answered by this version: Watch: .*choose not to untap"):
        _turn("untap", cards, [])


def test_when_would_untap_counter_rule_as_misrouted_command_is_revealed_ce_rulings(full_pool: CardPool) -> None:
    """Misrouted Command (pool card, activated in Brian's Deploy phase, so revealed and scrapped: rulebook p.20,
    p.24): Melissa's chosen Unit is tapped and gets three diversion counters; "whenever it would untap, remove one
    of these diversion counters from it instead" is the counters' rule for the Untap phase (if_counters,
    when_would_untap: untap_counters.py), nothing more happens now."""
    cards = {
        "plan": {"owner": BRIAN, "card": "Misrouted Command", "zone": "construction", "counters": 9},
        "target": unit(MELISSA),
    }
    result = _turn("deploy", cards, [{"by": BRIAN, "activate": "plan", "choose": ["target"]}], full_pool)
    assert result["legal"], result["violations"]
    outcome = only(result)["cards"]
    assert outcome["target"]["tapped"] and outcome["target"]["other_counters"] == {"diversion": 3}
    assert outcome["plan"]["zone"] == "scrapheap"


@pytest.mark.parametrize(
    ("name", "executed"),
    [("Trapped!", True), ("Misrouted Command", True), ("Communications Failure", True), ("Hohiro Kurita", False)],
)
def test_coverage_of_the_untap_rules_issue17(current_pool: CardPool, name: str, executed: bool) -> None:
    """Coverage tells the truth (issue 17): the cards whose untap rules the Untap phase executes count as executed;
    a die rolled as a card would untap (Communications Failure: untap_rolls.py) too; a card its controller may choose
    not to untap (Hohiro Kurita) stays refused."""
    card = next(c for c in current_pool.cards if isinstance(c, BtCard) and c.name == name)
    refused = card_refusals(face_of_pool_card(card)).refused
    assert (not refused) is executed, refused


def test_the_knowledge_base_resolves_the_untap_rules() -> None:
    """Every rule id cited by untap_rules resolves (``judge rule <id>``)."""
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]


def test_time_bomb_one_ability_scrap_then_damage_per_counter_rulebook_p9(full_pool: CardPool) -> None:
    """Time Bomb (pool card) read as one ability since a restriction sentence after an ability's effects belongs to
    it (its {T}, scrapping itself, then damage per time counter, restricted to the Deploy phase: one ability):
    used in Brian's Deploy phase with 3 time counters, it is
    scrapped and deals 3 damage to the chosen 'Mech."""
    cards = {
        "bomb": {"owner": BRIAN, "card": "Time Bomb", "zone": "command_post", "other_counters": {"time": 3}},
        "target": unit(MELISSA, armor=0, structure=5),
    }
    result = _turn("deploy", cards, [{"by": BRIAN, "use": "ability", "card": "bomb", "choose": ["target"]}], full_pool)
    assert result["legal"], result["violations"]
    outcome = only(result)["cards"]
    assert outcome["bomb"]["zone"] == "scrapheap"
    assert outcome["target"].get("damage") == 3, outcome["target"]


def test_time_bomb_used_outside_the_deploy_phase_is_a_violation(full_pool: CardPool) -> None:
    """Before, "{T}: Scrap Time Bomb." was an ability of its own, usable at any time of Brian's turn; the restriction
    is now the whole ability's: used in his Missions phase, it is a violation."""
    cards = {
        "bomb": {"owner": BRIAN, "card": "Time Bomb", "zone": "command_post", "other_counters": {"time": 3}},
        "target": unit(MELISSA, armor=0, structure=5),
    }
    result = _turn(
        "missions", cards, [{"by": BRIAN, "use": "ability", "card": "bomb", "choose": ["target"]}], full_pool
    )
    assert not result["legal"]


def test_jerrard_cranston_stays_tapped_and_bans_missions_rulebook_p17_p9(full_pool: CardPool) -> None:
    """Jerrard Cranston (pool card): "does not untap as normal during your Untap phase" keeps him tapped in Brian's
    Untap phase (rulebook p.17, p.9), while Brian's tapped Unit untaps."""
    cards = {
        "jerrard": {"owner": BRIAN, "card": "Jerrard Cranston", "zone": "command_post", "tapped": True},
        "raider": unit(BRIAN, tapped=True),
    }
    result = _turn("untap", cards, [], full_pool)
    assert result["legal"], result["violations"]
    outcome = only(result)["cards"]
    assert outcome["jerrard"]["tapped"] and not outcome["raider"]["tapped"]
