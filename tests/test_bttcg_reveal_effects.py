"""What a Command card scrapped when revealed does as it is revealed (rulebook p.24: "Certain Command cards are
scrapped as soon as they are revealed"; p.20: activating a card reveals it): in a mission, for a card whose text lets
it be activated when attacked (judge/bttcg/reveal.py; CE rulings, Deploy Phase: Ambush!), and in the Deploy phase
(judge/bttcg/turn_abilities.py). Pool cards read in place ('Mech Trap, Hidden Reserves) and invented inline cards."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from judge.bttcg import rules as r
from judge.bttcg import turn_rules as t
from judge.bttcg.executable import card_refusals
from judge.bttcg.faces import face_of_pool_card
from judge.bttcg.mission_unblockable import RULE_IDS as UNBLOCKABLE_RULES
from judge.cards.models import BtCard
from judge.pool import CardPool
from tests.bttcg_helpers import answer, battle, only, rules_of, traced, unit

TO_STOCKPILE = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile"}


def trap(counters: int) -> dict[str, Any]:
    return {"owner": "Melissa", "card": "'Mech Trap", "zone": "construction", "counters": counters}


def test_deplete_mech_trap_activated_when_attacked_ce_rulings_deploy_phase_4(current_pool: CardPool) -> None:
    """'Mech Trap ("You may activate this card only when attacked. After the mission, deplete all attacking
    'Mechs."): an exception to activating only in the Deploy phase (CE rulings, Deploy Phase: Ambush!); activated
    as Brian attacks, its cost paid (4+6P, Melissa has Politics), it is revealed and scrapped, and the Raider is
    depleted after the mission (it still deals its 4 damage)."""
    cards = {"raider": unit("Brian", "fast", attack=4), "trap": trap(4)}
    reveal = [{"by": "Melissa", "reveal": "trap"}]
    result = battle(cards, TO_STOCKPILE, reveal, assets=("T", "TP"), pool=current_pool)
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["cards"]["raider"]["depleted"] and outcome["cards"]["trap"]["zone"] == "scrapheap"
    assert outcome["stockpiles"]["Melissa"] == 30 - 4
    assert {r.REVEAL_ONLY_WHEN_ATTACKED, t.ACTIVATE} <= traced(result)


def test_a_card_activated_when_attacked_needs_its_cost_paid_ce_rulings_deploy_phase(current_pool: CardPool) -> None:
    """CE rulings, Deploy Phase: "You can activate a card under construction if you've paid its construction
    cost": without Politics 'Mech Trap costs 10, and 4 counters do not pay it: a violation, the trap stays under
    construction and the Raider is not depleted."""
    cards = {"raider": unit("Brian", "fast", attack=4), "trap": trap(4)}
    result = battle(cards, TO_STOCKPILE, [{"by": "Melissa", "reveal": "trap"}], pool=current_pool)
    assert t.ACTIVATE in rules_of(result)
    assert "its cost of 10 is not paid" in result["violations"][0]["message"]
    outcome = only(result)
    assert outcome["cards"]["trap"]["zone"] == "construction" and not outcome["cards"]["raider"]["depleted"]


CHOOSING_TRAP = (
    "Scrap this card when it is revealed. You may activate this card only when attacked. "
    "Choose an attacking 'Mech. That 'Mech gets -2 attack."
)


def _choosing(choose: list[str] | None) -> dict[str, Any]:
    cards = {
        "raider": unit("Brian", "fast", attack=4),
        "trap": {
            "owner": "Melissa",
            "command": {"name": "Snare", "text": CHOOSING_TRAP, "cost": "0"},
            "zone": "construction",
        },
    }
    action: dict[str, Any] = {"by": "Melissa", "reveal": "trap"}
    if choose is not None:
        action["choose"] = choose
    return battle(cards, TO_STOCKPILE, [action])


def test_choose_as_a_card_is_activated_when_attacked_takes_the_actions_choices() -> None:
    """choose, and modify_stat, as a card is revealed in a mission: its choice comes from the reveal's ``choose``
    (strict mode: never guessed); the chosen Raider deals 4 - 2."""
    result = _choosing(["raider"])
    assert result["legal"], result["violations"]
    assert only(result)["stockpiles"]["Melissa"] == 30 - 2


def test_a_missing_choice_as_a_card_is_revealed_is_a_violation() -> None:
    """Strict mode (scenario format): the card's choice unsaid is a violation, not a guess: the Raider keeps its
    attack."""
    result = _choosing(None)
    assert not result["legal"]
    assert only(result)["stockpiles"]["Melissa"] == 30 - 4
    extra = _choosing(["raider", "raider"])
    assert any("left over" in v["message"] for v in extra["violations"])


def test_draw_hidden_reserves_draws_as_it_is_activated_rulebook_p20_p24(current_pool: CardPool) -> None:
    """draw as a card scrapped when revealed is activated in the Deploy phase (rulebook p.20: activating reveals it;
    p.24: scrapped as soon as revealed): Hidden Reserves ("Draw three cards.") draws 3 from Brian's Stockpile."""
    doc = {
        "game": "bttcg",
        "players": {"Brian": {"assets": ["L"], "stockpile": 10}, "Melissa": {}},
        "phase": "deploy",
        "cards": {"reserves": {"owner": "Brian", "card": "Hidden Reserves", "zone": "construction", "counters": 1}},
        "actions": [{"by": "Brian", "activate": "reserves"}],
    }
    result = answer(yaml.safe_dump(doc, sort_keys=False), current_pool)
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["stockpiles"]["Brian"] == 10 - 3 and outcome["cards"]["reserves"]["zone"] == "scrapheap"
    assert {t.ACTIVATE, t.SCRAPPED_WHEN_REVEALED, t.DRAW} <= traced(result)


@pytest.mark.parametrize(
    ("name", "executed"),
    [("Hidden Reserves", True), ("'Mech Trap", True), ("Ambush!", True), ("Arms Reduction", False)],
)
def test_coverage_asks_the_reveal_that_runs_the_card(current_pool: CardPool, name: str, executed: bool) -> None:
    """Coverage tells the truth (issue 17): a card scrapped when revealed is measured by the reveal that runs it (in
    a mission for 'Mech Trap and Ambush!, in the Deploy phase otherwise), not as a card in play beside a battle:
    Arms Reduction (a limit on construction spending that outlives the card), which the Deploy phase refuses, is not
    counted executed."""
    card = current_pool.lookup(name, "bttcg")
    assert isinstance(card, BtCard)
    assert (not card_refusals(face_of_pool_card(card)).refused) is executed


def test_a_reveals_choices_read_and_written_in_plain_english() -> None:
    """The reveal's choices in the plain-text spelling ("Melissa reveals Snare on Raider."), read back to the same
    model (scenario format: every YAML scenario can be written as text and read back)."""
    from judge.bttcg.scenario import BtScenario
    from judge.bttcg.scenario_text import parse_text
    from judge.bttcg.scenario_write import to_text

    doc = {
        "game": "bttcg",
        "players": {"Brian": {}, "Melissa": {}},
        "cards": {
            "raider": unit("Brian", "fast", attack=4, name="Raider"),
            "trap": {"owner": "Melissa", "command": {"name": "Snare", "text": CHOOSING_TRAP, "cost": "0"}},
        },
        "mission": TO_STOCKPILE,
        "actions": [{"by": "Melissa", "reveal": "trap", "choose": ["raider"]}],
    }
    doc["cards"]["trap"]["zone"] = "construction"
    model = BtScenario.model_validate(doc)
    text = to_text(model)
    assert "Melissa reveals Snare on Raider." in text
    again = parse_text(text)
    assert again.actions[0].reveal == "trap" and again.actions[0].choose == ["raider"]


def _helicopter(dice: list[int], pool: CardPool, blocked: bool = True) -> dict[str, Any]:
    cards = {
        "raider": unit("Brian", "fast", attack=4, structure=5),
        "wall": unit("Melissa", "fast", attack=0, structure=9),
        "heli": {"owner": "Melissa", "card": "Helicopter Support"},
    }
    use = [{"by": "Melissa", "use": "ability", "card": "heli", "choose": ["raider"]}]
    return battle(cards, {**TO_STOCKPILE, "blockers": ["wall"] if blocked else []}, use, dice=dice, pool=pool)


def test_scrap_this_card_from_its_own_ability_in_a_battle_rulebook_p27(current_pool: CardPool) -> None:
    """scrap ("roll a die: 1-3, scrap Helicopter Support; 4-6, untap Helicopter Support"; rulebook p.27: card
    abilities used in the battle): on a 2 the card itself goes to the Scrapheap at once, on a 5 it untaps; its 1
    damage to the Raider (blocked by the Wall, which deals none) resolves with the rest."""
    low = only(_helicopter([2], current_pool))
    assert low["cards"]["heli"]["zone"] == "scrapheap" and low["cards"]["raider"]["damage"] == 1
    high = only(_helicopter([5], current_pool))
    assert high["cards"]["heli"]["zone"] == "command_post" and not high["cards"]["heli"]["tapped"]


def test_a_command_cards_ability_during_battle_needs_a_battle_not_the_card_in_it_ce_rulings_abilities(
    current_pool: CardPool,
) -> None:
    """CE rulings, Abilities: "Unit, Pilot, and Enhancement abilities that say 'Play only during battle' can only be
    played if the relevant Unit is involved in the battle"; a Command card in the Command Post is never in a battle,
    so its "Use this ability only during battle" asks for a battle: used in one (the Wall blocks), it is legal; in an
    unblocked attack on a site (no battle: rulebook p.25) it is a violation."""
    assert _helicopter([5], current_pool)["legal"]
    unblocked = _helicopter([5], current_pool, blocked=False)
    assert r.PLAY_ONLY_DURING_BATTLE in rules_of(unblocked)


def test_cannot_be_attacked_of_a_command_card_in_play_rulebook_p9(current_pool: CardPool) -> None:
    """cannot_be_attacked ("Helicopter Support cannot be attacked"; rulebook p.9: a card's text makes exceptions to
    the rules): attacking it is a violation; beside another battle it changes nothing and is not refused."""
    cards = {
        "raider": unit("Brian", "fast", attack=4),
        "heli": {"owner": "Melissa", "card": "Helicopter Support"},
    }
    attacked = battle(cards, {"attacker": "Brian", "group": ["raider"], "target": "heli"}, pool=current_pool)
    assert t.RULES_MAKE_EXCEPTIONS in rules_of(attacked)
    assert battle(cards, TO_STOCKPILE, pool=current_pool)["legal"]


JOB = (
    "Scrap this card when it is revealed. Activate this card only when one of your Units attacks alone. "
    "This mission cannot be blocked."
)


def _job(group: list[str], blockers: list[str]) -> dict[str, Any]:
    cards: dict[str, Any] = {
        "raider": unit("Brian", "slow", attack=3),
        "second": unit("Brian", "slow", attack=1),
        "guard": unit("Melissa", "fast", attack=0),
        "job": {"owner": "Brian", "command": {"name": "Back Door", "text": JOB, "cost": "2"}, "zone": "construction"},
    }
    cards["job"]["counters"] = 2
    mission = {"attacker": "Brian", "group": group, "target": "Melissa.stockpile", "blockers": blockers}
    return battle(cards, mission, [{"by": "Brian", "reveal": "job"}])


def test_unblockable_activated_as_a_unit_attacks_alone_rulings_1997_inside_job() -> None:
    """unblockable (1997 rulings, Inside Job: "it allows a 'Mech to be unblocked, period"; CE rulings, Inside Job):
    activated as Brian's raider attacks alone, the card is scrapped and the mission is unblocked: 3 cards from the
    Stockpile; a block declared anyway is a violation; with two attackers the card cannot be activated."""
    result = _job(["raider"], [])
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["stockpiles"]["Melissa"] == 30 - 3 and outcome["cards"]["job"]["zone"] == "scrapheap"
    assert set(UNBLOCKABLE_RULES) - {r.BLOCKING} <= traced(result)
    blocked = _job(["raider"], ["guard"])
    assert any("cannot be blocked" in v["message"] for v in blocked["violations"])
    pair = _job(["raider", "second"], [])
    assert any("attacks alone" in v["message"] for v in pair["violations"])
    assert only(pair)["cards"]["job"]["zone"] == "construction"
