"""The battle rules of the BattleTech TCG, one test per rule, named after it and citing its source. The Units are
written inline (no pool needed); the worked examples of the documents are in ``test_bttcg_examples.py``."""

from __future__ import annotations

from fractions import Fraction

import pytest

from judge.bttcg import rules as r
from judge.bttcg.damage import missile_damage
from judge.rulings.store import RulingBase
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import battle, mission_card, only, rules_of, traced, unit

ATTACK = {"attacker": "Brian", "group": ["raider"], "target": "victim"}


def test_every_rule_id_the_engine_cites_resolves() -> None:
    """Every id in judge.bttcg.rules is a record ``judge rule`` finds."""
    base = RulingBase.load()
    missing = [rule for rule in r.ALL_RULE_IDS if base.get(rule) is None]
    assert not missing


# --- Sending Units on a mission (rulebook p.24) ------------------------------------------------------------------


def test_target_unit_must_be_slower_than_each_attacker_rulebook_p24() -> None:
    """rulebook p.24: "Any opposing Unit, provided that each attacking Unit is faster than the target Unit"."""
    cards = {"raider": unit("Brian", "moderate"), "victim": unit("Melissa", "moderate")}
    result = battle(cards, ATTACK)
    assert not result["legal"]
    assert r.TARGET_SLOWER_UNIT in rules_of(result)
    cards["raider"] = unit("Brian", "fast")
    assert battle(cards, ATTACK)["legal"]


def test_depleted_units_of_any_speed_can_be_attacked_rulebook_p24() -> None:
    """rulebook p.24: "Units of any speed can attack depleted Units of any speed"."""
    cards = {"raider": unit("Brian", "slow"), "victim": unit("Melissa", "fast", depleted=True)}
    assert battle(cards, ATTACK)["legal"]


def test_only_patrolling_untapped_units_attack_rulebook_p24() -> None:
    """rulebook p.24: only Units in your Patrol region attack; attacking taps them, so tapped Units cannot."""
    cards = {"raider": unit("Brian", "fast", zone="construction"), "victim": unit("Melissa", "slow")}
    assert r.ONLY_PATROL_ATTACKS in rules_of(battle(cards, ATTACK))
    cards["raider"] = unit("Brian", "fast", tapped=True)
    assert r.MISSION in rules_of(battle(cards, ATTACK))


def test_attackers_tap_rulebook_p24() -> None:
    """rulebook p.24: "Tap the Units in the attacking group after announcing the target"."""
    cards = {"raider": unit("Brian", "fast"), "victim": unit("Melissa", "slow")}
    outcome = only(battle(cards, ATTACK))
    assert outcome["cards"]["raider"]["tapped"] is True
    assert outcome["cards"]["victim"]["tapped"] is False


def test_battle_armor_never_attacks_alone_rulebook_p24() -> None:
    """rulebook p.24 and CE General Rulings: Battle Armor: attack in groups of at least two Units."""
    cards = {"raider": unit("Brian", "fast", type="battle_armor"), "victim": unit("Melissa", "slow", attack=0)}
    assert r.BATTLE_ARMOR_ATTACK in rules_of(battle(cards, ATTACK))
    cards["raider2"] = unit("Brian", "fast")
    assert battle(cards, {**ATTACK, "group": ["raider", "raider2"]})["legal"]


def test_enhancements_and_pilots_are_not_sites_rulebook_p24() -> None:
    """rulebook p.24: "Remember that Enhancements and Pilots aren't sites even though they're Command cards"."""
    cards = {
        "raider": unit("Brian", "fast"),
        "victim": {"owner": "Melissa", "command": {"keywords": ["Enhancement"], "structure": 2}},
    }
    assert r.TARGET_SITE in rules_of(battle(cards, ATTACK))
    cards["victim"] = {"owner": "Melissa", "command": {"keywords": ["Resource"], "structure": 2}}
    assert battle(cards, ATTACK)["legal"]


def test_only_opposing_stockpile_is_a_target_rulebook_p24() -> None:
    """rulebook p.24: valid targets are opposing sites."""
    cards = {"raider": unit("Brian", "fast")}
    assert r.TARGET_SITE in rules_of(battle(cards, {**ATTACK, "target": "Brian.stockpile"}))
    assert battle(cards, {**ATTACK, "target": "Melissa.stockpile"})["legal"]


# --- Blocking (rulebook p.24-25, p.33) ---------------------------------------------------------------------------


def test_patrolling_blocker_at_least_as_fast_as_slowest_attacker_rulebook_p24() -> None:
    """rulebook p.24: "A patrolling Unit can block only if it's at least as fast as the slowest member"."""
    cards = {"raider": unit("Brian", "fast"), "wall": unit("Melissa", "moderate")}
    mission = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile", "blockers": ["wall"]}
    assert r.BLOCK_SPEED in rules_of(battle(cards, mission))
    cards["slow"] = unit("Brian", "moderate")
    assert r.BLOCK_SPEED not in rules_of(battle(cards, {**mission, "group": ["raider", "slow"]}))


def test_guards_block_only_for_their_site_at_any_speed_rulebook_p33() -> None:
    """rulebook p.33: "A guarding Unit can block attacks only against the site it's guarding, but can block any
    attack against that site regardless of its speed"."""
    cards = {
        "raider": unit("Brian", "fast"),
        "guard": unit("Melissa", "slow", zone="guard", guarding="Melissa.stockpile"),
        "victim": unit("Melissa", "slow"),
    }
    on_stockpile = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile", "blockers": ["guard"]}
    assert not rules_of(battle(cards, on_stockpile)) & {r.GUARD_OWN_SITE, r.BLOCK_SPEED}
    on_unit = {"attacker": "Brian", "group": ["raider"], "target": "victim", "blockers": ["guard"]}
    assert r.GUARD_OWN_SITE in rules_of(battle(cards, on_unit))


def test_blockers_tap_and_the_included_target_does_not_rulebook_p25() -> None:
    """rulebook p.24-25: blocking taps the Unit; "Including the target in the battle doesn't require tapping it"."""
    cards = {
        "raider": unit("Brian", "moderate", attack=1),
        "victim": unit("Melissa", "slow", attack=0),
        "wall": unit("Melissa", "moderate", attack=0),
    }
    mission = {**ATTACK, "blockers": ["wall"], "include_target": True}
    outcome = only(battle(cards, mission, [{"by": "Brian", "assign": "raider", "to": {"victim": 1}}]))
    assert outcome["cards"]["wall"]["tapped"] is True
    assert outcome["cards"]["victim"]["tapped"] is False
    assert outcome["cards"]["victim"]["damage"] == 1


def test_tapped_units_cannot_block_rulebook_p24() -> None:
    """rulebook p.24: "Blocking with a Unit requires your opponent to tap that Unit"."""
    cards = {"raider": unit("Brian", "fast"), "wall": unit("Melissa", "fast", tapped=True)}
    mission = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile", "blockers": ["wall"]}
    assert r.BLOCKING in rules_of(battle(cards, mission))


def test_battle_armor_never_blocks_alone_rulebook_p25() -> None:
    """rulebook p.25: "Battle Armors can't block alone"."""
    cards = {"raider": unit("Brian", "slow"), "wall": unit("Melissa", "slow", type="battle_armor")}
    mission = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile", "blockers": ["wall"]}
    assert r.BATTLE_ARMOR_BLOCK in rules_of(battle(cards, mission))


def test_target_left_out_of_a_blocked_battle_takes_no_damage_rulebook_p28() -> None:
    """rulebook p.28: attacking Units assign damage to the target only if it was included or unblocked."""
    cards = {"raider": unit("Brian", "fast", attack=4), "wall": unit("Melissa", "fast", attack=0)}
    mission = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile", "blockers": ["wall"]}
    result = battle(cards, mission, [{"by": "Brian", "assign": "raider", "to": {"Melissa.stockpile": 4}}])
    assert r.TARGET_DAMAGE_ONLY_IF_IN_BATTLE in rules_of(result)


def test_vtol_group_is_blocked_only_by_vtol_or_guards_ce_rulings() -> None:
    """CE General Rulings: Unit Options/VTOL: non-VTOL patrolling Units can't block an attacking VTOL group;
    guarding Units may block normally."""
    vtol = unit("Brian", "fast", text="VTOL")
    cards = {"raider": vtol, "wall": unit("Melissa", "fast")}
    mission = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile", "blockers": ["wall"]}
    assert "ce-rulings/vtol-2" in rules_of(battle(cards, mission))
    cards["wall"] = unit("Melissa", "slow", zone="guard", guarding="Melissa.stockpile")
    assert "ce-rulings/vtol-2" not in rules_of(battle(cards, mission))


# --- Initiative (rulebook p.26-27) --------------------------------------------------------------------------------


def test_base_initiative_is_one_with_tactics_rulebook_p26() -> None:
    """rulebook p.26: "Your base initiative is 1 if you have the Tactics asset available, and 0 otherwise"."""
    cards = {"raider": unit("Brian", "fast"), "victim": unit("Melissa", "slow")}
    result = battle(cards, ATTACK, assets=("", "T"))
    assert result["initiative"] == {"winner": "Melissa", "scores": {"Brian": 0, "Melissa": 1}}


def test_initiative_ties_go_to_the_attacker_rulebook_p26() -> None:
    """rulebook p.26: "Ties always go to the attacking player"."""
    cards = {"raider": unit("Brian", "fast"), "victim": unit("Melissa", "slow")}
    assert battle(cards, ATTACK)["initiative"]["winner"] == "Brian"
    assert battle(cards, ATTACK, assets=("", ""))["initiative"]["winner"] == "Brian"


def test_only_the_player_losing_initiative_acts_in_the_initiative_step_rulebook_p27() -> None:
    """rulebook p.27: "whoever is losing initiative at any given time is the player who gets to do things"."""
    cards = {"raider": unit("Brian", "fast", text="Jump (-1 attack: +1 initiative)"), "victim": unit("Melissa", "slow")}
    result = battle(cards, ATTACK, [{"by": "Brian", "use": "Jump", "unit": "raider"}])
    assert r.INITIATIVE_STEP in rules_of(result)


def test_jump_is_cumulative_and_recalculates_initiative_ce_rulings() -> None:
    """CE General Rulings: Unit Options/Jump: "If you use the Jump option on more than one of your Units, the
    initiative bonus is cumulative"; rulebook p.31: Jump is -1 attack, +1 initiative."""
    jump = "Jump (-1 attack: +1 initiative)"
    cards = {
        "raider": unit("Brian", "fast", attack=4, text=jump),
        "victim": unit("Melissa", "slow", attack=3, text=jump),
        "wall": unit("Melissa", "fast", attack=3, text=jump),
    }
    mission = {**ATTACK, "blockers": ["wall"], "include_target": True}
    actions = [
        {"by": "Melissa", "use": "Jump", "unit": "victim"},
        {"by": "Brian", "use": "Jump", "unit": "raider"},
        {"by": "Melissa", "use": "Jump", "unit": "wall"},
        {"by": "Brian", "pass": True},
        {"by": "Brian", "assign": "raider", "to": {"wall": 3}},
        {"by": "Melissa", "assign": "victim", "to": {"raider": 2}},
        {"by": "Melissa", "assign": "wall", "to": {"raider": 2}},
    ]
    result = battle(cards, mission, actions)
    assert result["legal"], result["violations"]
    assert result["initiative"] == {"winner": "Melissa", "scores": {"Brian": 2, "Melissa": 3}}
    assert only(result)["cards"]["wall"]["damage"] == 3


def test_jump_needs_attack_of_at_least_one_rulebook_p31() -> None:
    """rulebook p.31: "If a Unit's total attack is already below 1, you can't use its Jump option"."""
    cards = {
        "raider": unit("Brian", "fast", attack=0, text="Jump (-1 attack: +1 initiative)"),
        "victim": unit("Melissa", "slow", attack=0),
    }
    actions = [{"by": "Melissa", "pass": True}, {"by": "Brian", "use": "Jump", "unit": "raider"}]
    assert r.JUMP in rules_of(battle(cards, ATTACK, actions))


def test_last_win_initiative_card_decides_ce_rulings() -> None:
    """CE Individual Card Rulings: Tactical Superiority: "If both players play Tactical Superiority, whoever plays
    the last one wins"."""
    cards = {
        "raider": unit("Brian", "fast", attack=1),
        "victim": unit("Melissa", "slow", attack=0),
        "ts1": mission_card("Melissa", "You win initiative.", "Superiority"),
        "ts2": mission_card("Brian", "You win initiative.", "Superiority"),
    }
    first = battle(cards, ATTACK, [{"by": "Melissa", "play": "ts1"}])
    assert first["initiative"]["winner"] == "Melissa"
    both = battle(cards, ATTACK, [{"by": "Melissa", "play": "ts1"}, {"by": "Brian", "play": "ts2"}])
    assert both["initiative"]["winner"] == "Brian"
    assert r.LAST_WIN_INITIATIVE in traced(both)


# --- The two battle steps (rulebook p.27-29) ----------------------------------------------------------------------


def test_the_player_who_lost_initiative_is_done_when_the_winner_acts_rulebook_p29() -> None:
    """rulebook p.29: "the player going second knows that the other player can't voluntarily do anything else"."""
    cards = {
        "raider": unit("Brian", "fast", attack=2),
        "victim": unit("Melissa", "slow", attack=1),
        "plus": mission_card("Melissa", "One of your Units gets +2 attack."),
    }
    actions = [
        {"by": "Melissa", "assign": "victim", "to": {"raider": 1}},
        {"by": "Brian", "assign": "raider", "to": {"victim": 2}},
        {"by": "Melissa", "play": "plus", "choose": ["victim"]},
    ]
    assert r.GOES_SECOND in rules_of(battle(cards, ATTACK, actions))


def test_unassigned_damage_with_one_recipient_goes_there_scenario_format() -> None:
    """scenario-format.md strict mode: a Unit whose damage is not assigned and has exactly one possible recipient
    assigns it all there; rulebook p.27: assigning damage is required."""
    cards = {"raider": unit("Brian", "fast", attack=4), "victim": unit("Melissa", "slow", attack=2, structure=9)}
    result = battle(cards, ATTACK)
    assert result["legal"]
    assert only(result)["cards"]["victim"]["damage"] == 4
    assert only(result)["cards"]["raider"]["damage"] == 2


def test_unassigned_damage_with_a_choice_is_a_violation_rulebook_p27() -> None:
    """rulebook p.27: "Assigning damage is the only thing you're really required to do"; strict mode."""
    cards = {
        "raider": unit("Brian", "fast", attack=4),
        "victim": unit("Melissa", "slow", attack=2),
        "wall": unit("Melissa", "fast", attack=0),
    }
    mission = {**ATTACK, "blockers": ["wall"], "include_target": True}
    assert r.ASSIGN_DAMAGE in rules_of(battle(cards, mission))


def test_damage_assigned_equals_attack_rulebook_p27() -> None:
    """rulebook p.27: "Each of your Units deals an amount of damage equal to its attack value"."""
    cards = {"raider": unit("Brian", "fast", attack=4), "victim": unit("Melissa", "slow")}
    result = battle(cards, ATTACK, [{"by": "Brian", "assign": "raider", "to": {"victim": 3}}])
    assert r.DAMAGE_EQUALS_ATTACK in rules_of(result)


def test_depleted_cards_deal_no_damage_rulebook_p28() -> None:
    """rulebook p.28: "Cards that were depleted at the start of the battle don't deal any damage"."""
    cards = {"raider": unit("Brian", "slow", attack=2), "victim": unit("Melissa", "fast", attack=5, depleted=True)}
    outcome = only(battle(cards, ATTACK))
    assert outcome["cards"]["raider"]["damage"] == 0
    assert outcome["cards"]["victim"]["damage"] == 2


def test_attack_rising_after_assignment_is_assigned_at_once_rulebook_p28() -> None:
    """rulebook p.28: "If a Unit's attack value goes up after you've assigned its damage, you assign the new damage
    immediately"; with one possible recipient it goes there."""
    cards = {
        "raider": unit("Brian", "fast", attack=2),
        "victim": unit("Melissa", "slow", attack=0, structure=9),
        "plus": mission_card("Brian", "One of your Units gets +2 attack."),
    }
    actions = [
        {"by": "Melissa", "pass": True},
        {"by": "Brian", "assign": "raider", "to": {"victim": 2}},
        {"by": "Brian", "play": "plus", "choose": ["raider"]},
    ]
    result = battle(cards, ATTACK, actions)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["victim"]["damage"] == 4


def test_mission_cards_limited_by_initiative_score_rulebook_p32() -> None:
    """rulebook p.32: "The number of Mission cards you can play is limited by your current initiative score"."""
    cards = {
        "raider": unit("Brian", "fast", attack=2),
        "victim": unit("Melissa", "slow", attack=0, structure=9),
        "a": mission_card("Brian", "One of your Units gets +1 attack.", "Plus One"),
        "b": mission_card("Brian", "One of your Units gets +2 attack.", "Plus Two"),
    }
    actions = [{"by": "Brian", "play": "a", "choose": ["raider"]}, {"by": "Brian", "play": "b", "choose": ["raider"]}]
    result = battle(cards, ATTACK, actions)
    assert r.MISSION_CARDS_LIMIT in rules_of(result)
    assert only(result)["cards"]["victim"]["damage"] == 3


def test_one_of_the_same_mission_card_per_battle_rulebook_p32() -> None:
    """rulebook p.32: "You cannot use more than one of the same Mission card in one battle"."""
    cards = {
        "raider": unit("Brian", "fast", attack=2, text="Jump (-1 attack: +1 initiative)"),
        "victim": unit("Melissa", "slow", attack=0, structure=9),
        "a": mission_card("Brian", "One of your Units gets +1 attack.", "Plus One"),
        "b": mission_card("Brian", "One of your Units gets +1 attack.", "Plus One"),
    }
    actions = [
        {"by": "Brian", "play": "a", "choose": ["raider"]},
        {"by": "Brian", "play": "b", "choose": ["raider"]},
    ]
    assert r.MISSION_CARD_ONCE in rules_of(battle(cards, ATTACK, actions, assets=("T", "")))


def test_mission_cards_affect_only_cards_in_the_battle_rulebook_p32() -> None:
    """rulebook p.32: "Mission cards can only affect attacking Units, blocking Units, or the target"."""
    cards = {
        "raider": unit("Brian", "fast", attack=2),
        "home": unit("Brian", "fast", attack=2),
        "victim": unit("Melissa", "slow", attack=0, structure=9),
        "a": mission_card("Brian", "One of your Units gets +1 attack."),
    }
    result = battle(cards, ATTACK, [{"by": "Brian", "play": "a", "choose": ["home"]}])
    assert r.MISSION_CARDS_AFFECT in rules_of(result)


def test_missing_choice_is_a_violation_scenario_format() -> None:
    """scenario-format.md strict mode: "every choice a card or rule asks for must be given"."""
    cards = {
        "raider": unit("Brian", "fast", attack=2),
        "victim": unit("Melissa", "slow", attack=0, structure=9),
        "a": mission_card("Brian", "One of your Units gets +1 attack."),
    }
    result = battle(cards, ATTACK, [{"by": "Brian", "play": "a"}])
    assert any("missing in 'choose'" in v["message"] for v in result["violations"])


def test_options_once_per_mission_rulebook_p31() -> None:
    """rulebook p.31: "You can't use a given Unit's options more than once in each mission"."""
    cards = {"raider": unit("Brian", "fast", attack=2, text="Overheat 1: +2 attack"), "victim": unit("Melissa", "slow")}
    actions = [
        {"by": "Melissa", "pass": True},
        {"by": "Brian", "use": "Overheat", "unit": "raider"},
        {"by": "Brian", "use": "Overheat", "unit": "raider"},
    ]
    assert r.OPTIONS_ONCE_PER_MISSION in rules_of(battle(cards, ATTACK, actions))


def test_alpha_strike_depletes_and_not_when_depleted_rulebook_p31() -> None:
    """rulebook p.31: Alpha Strike: +Y attack; "you must deplete it"; "Units that are already depleted can't"."""
    cards = {
        "raider": unit("Brian", "fast", attack=2, text="Alpha Strike: +3 attack"),
        "victim": unit("Melissa", "slow", attack=0, structure=9),
    }
    actions = [{"by": "Melissa", "pass": True}, {"by": "Brian", "use": "Alpha Strike", "unit": "raider"}]
    outcome = only(battle(cards, ATTACK, actions))
    assert outcome["cards"]["victim"]["damage"] == 5
    assert outcome["cards"]["raider"]["depleted"] is True


# --- Resolving damage (rulebook p.29-31) ---------------------------------------------------------------------------


def test_armor_applies_once_to_the_lump_sum_rulebook_p30() -> None:
    """rulebook p.30: "a Unit's or site's armor applies only once to the total damage dealt to it"."""
    cards = {
        "a1": unit("Brian", "fast", attack=3),
        "a2": unit("Brian", "fast", attack=3),
        "victim": unit("Melissa", "slow", attack=0, armor=2, structure=9),
    }
    outcome = only(battle(cards, {"attacker": "Brian", "group": ["a1", "a2"], "target": "victim"}))
    assert outcome["cards"]["victim"]["damage"] == 4


def test_overheat_damage_joins_the_lump_sum_ce_rulings() -> None:
    """CE General Rulings: Unit Options/Overheat: "Overheat damage is added to any damage suffered during a mission,
    and all that damage is applied at the same time"; armor once."""
    cards = {
        "raider": unit("Brian", "fast", attack=2, armor=2, structure=9, text="Overheat 2: +2 attack"),
        "victim": unit("Melissa", "slow", attack=1, structure=9),
    }
    actions = [{"by": "Melissa", "pass": True}, {"by": "Brian", "use": "Overheat", "unit": "raider"}]
    outcome = only(battle(cards, ATTACK, actions))
    assert outcome["cards"]["raider"]["damage"] == 1  # 1 from the victim + 2 Overheat - armor 2
    assert outcome["cards"]["victim"]["damage"] == 4


def test_damage_counters_at_structure_scrap_rulebook_p29() -> None:
    """rulebook p.29: "If the total number of damage counters ... is at least equal to its structure, scrap the
    card"."""
    cards = {
        "raider": unit("Brian", "fast", attack=3),
        "victim": unit("Melissa", "slow", attack=0, structure=5, damage=2),
    }
    assert only(battle(cards, ATTACK))["cards"]["victim"]["zone"] == "scrapheap"


def test_stockpile_damage_scraps_cards_and_empty_stockpile_loses_rulebook_p29() -> None:
    """rulebook p.29: "If your Stockpile is damaged, scrap a number of cards ... If your Stockpile runs out of
    cards as a result of this, you lose"; CE rulings: victory conditions."""
    cards = {"raider": unit("Brian", "fast", attack=4)}
    mission = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile"}
    outcome = only(battle(cards, mission, stockpiles=(30, 10)))
    assert outcome["stockpiles"]["Melissa"] == 6 and outcome["winner"] is None
    outcome = only(battle(cards, mission, stockpiles=(30, 3)))
    assert outcome["stockpiles"]["Melissa"] == 0 and outcome["winner"] == "Brian"


def test_cards_under_construction_lose_a_counter_per_two_damage_rulebook_p30() -> None:
    """rulebook p.30: "every 2 points of damage that got through removes one construction counter ... If more
    damage got through than was needed to remove all the counters ..., scrap it"."""
    site = {"owner": "Melissa", "command": {"structure": 3}, "zone": "construction", "counters": 3}
    cards = {"raider": unit("Brian", "fast", attack=5), "site": site}
    mission = {"attacker": "Brian", "group": ["raider"], "target": "site"}
    outcome = only(battle(cards, mission))
    assert outcome["cards"]["site"] == {
        "zone": "construction",
        "damage": 0,
        "tapped": False,
        "depleted": False,
        "counters": 1,
    }
    cards["raider"] = unit("Brian", "fast", attack=7)
    assert only(battle(cards, mission))["cards"]["site"]["zone"] == "scrapheap"


def test_prevention_before_armor_rulebook_p29() -> None:
    """rulebook p.29: prevention, then armor, then what gets through."""
    cards = {
        "raider": unit("Brian", "fast", attack=6),
        "victim": unit("Melissa", "slow", attack=0, armor=1, structure=9),
        "cover": mission_card("Melissa", "Prevent up to 2 damage to one of your Units."),
    }
    outcome = only(battle(cards, ATTACK, [{"by": "Melissa", "play": "cover", "choose": ["victim"]}]))
    assert outcome["cards"]["victim"]["damage"] == 3
    assert outcome["cards"]["cover"]["zone"] == "scrapheap"


def test_up_to_amounts_default_to_the_most_scenario_format() -> None:
    """scenario-format.md: "an amount the text says is 'up to N' is N unless amounts says less"."""
    cards = {
        "raider": unit("Brian", "fast", attack=6),
        "victim": unit("Melissa", "slow", attack=0, structure=9),
        "cover": mission_card("Melissa", "Prevent up to 2 damage to one of your Units."),
    }
    actions = [{"by": "Melissa", "play": "cover", "choose": ["victim"], "amounts": {"victim": 1}}]
    assert only(battle(cards, ATTACK, actions))["cards"]["victim"]["damage"] == 5


def test_vehicles_roll_on_unprevented_damage_rulebook_p30() -> None:
    """rulebook p.30: "Whenever one of your Vehicles receives damage that isn't prevented, even if none of the
    damage gets through its armor, roll a die. On a 5 or 6, scrap that Vehicle"."""
    cards = {
        "raider": unit("Brian", "fast", attack=1),
        "tank": unit("Melissa", "slow", type="vehicle", attack=0, armor=3, structure=5),
    }
    result = battle(cards, {**ATTACK, "target": "tank"})
    zones = {o["cards"]["tank"]["zone"]: o["probability"] for o in result["outcomes"]}
    assert zones == {"patrol": "2/3", "scrapheap": "1/3"}
    fixed = battle(cards, {**ATTACK, "target": "tank"}, dice=[5])
    assert only(fixed)["cards"]["tank"]["zone"] == "scrapheap"


def test_vehicle_with_all_damage_prevented_does_not_roll_rulebook_p30() -> None:
    """rulebook p.30: only damage "that isn't prevented" makes a Vehicle roll."""
    cards = {
        "raider": unit("Brian", "fast", attack=2),
        "tank": unit("Melissa", "slow", type="vehicle", attack=0, armor=3, structure=5),
        "cover": mission_card("Melissa", "Prevent up to 2 damage to one of your Units."),
    }
    result = battle(cards, {**ATTACK, "target": "tank"}, [{"by": "Melissa", "play": "cover", "choose": ["tank"]}])
    assert only(result)["cards"]["tank"]["zone"] == "patrol"


@pytest.mark.parametrize(
    ("roll", "munitions", "damage"),
    [(1, False, 1), (2, False, 2), (3, False, 0), (3, True, 3), (4, True, 0), (6, True, 0)],
)
def test_missile_roll_table_rulebook_p31(roll: int, munitions: bool, damage: int) -> None:
    """rulebook p.31: "On a 1 or a 2, that missile deals 1 or 2 ... On a 3, if you have the Munitions asset ...
    3 damage ... Rolls of 4, 5, and 6 do not deal damage"."""
    assert missile_damage(roll, munitions) == damage


def test_missiles_fire_at_the_target_even_when_blocked_rulebook_p31() -> None:
    """rulebook p.31: "if your Unit is attacking, you may fire the missiles at the target even if blocked"."""
    cards = {"raider": unit("Brian", "fast", attack=0, text="Missile 2"), "wall": unit("Melissa", "fast", attack=0)}
    mission = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile", "blockers": ["wall"]}
    actions = [
        {"by": "Melissa", "pass": True},
        {"by": "Brian", "use": "Missile", "unit": "raider", "at": {"Melissa.stockpile": 2}},
    ]
    result = battle(cards, mission, actions)
    assert result["legal"], result["violations"]
    dist = {o["stockpiles"]["Melissa"]: Fraction(o["probability"]) for o in result["outcomes"]}
    # two dice, each 1 (1/6), 2 (1/6) or nothing (4/6)
    assert dist == {
        30: Fraction(16, 36),
        29: Fraction(8, 36),
        28: Fraction(9, 36),
        27: Fraction(2, 36),
        26: Fraction(1, 36),
    }
    assert sum(dist.values()) == 1


def test_up_to_its_missiles_ce_rulings() -> None:
    """CE General Rulings: Unit Options/Missiles: "you can fire up to the number of missiles it has"."""
    cards = {"raider": unit("Brian", "fast", attack=0, text="Missile 1")}
    mission = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile"}
    actions = [
        {"by": "Melissa", "pass": True},
        {"by": "Brian", "use": "Missile", "unit": "raider", "at": {"Melissa.stockpile": 2}},
    ]
    assert r.MISSILES_UP_TO in rules_of(battle(cards, mission, actions))


def test_anti_missile_is_cumulative_ce_rulings() -> None:
    """CE General Rulings: Unit Options/Anti-Missile: two Units with Anti-Missile in a group: each missile fired at
    that group deals -2 damage."""
    cards = {
        "raider": unit("Brian", "fast", attack=0, text="Missile 1"),
        "victim": unit("Melissa", "slow", attack=0, structure=9, text="Anti-Missile"),
        "wall": unit("Melissa", "fast", attack=0, text="Anti-Missile"),
    }
    mission = {**ATTACK, "blockers": ["wall"], "include_target": True}
    actions = [
        {"by": "Melissa", "pass": True},
        {"by": "Brian", "use": "Missile", "unit": "raider", "at": {"victim": 1}},
    ]
    one = battle(cards, mission, actions, dice=[2])
    assert only(one)["cards"]["victim"]["damage"] == 0
    cards["wall"] = unit("Melissa", "fast", attack=0)
    assert only(battle(cards, mission, actions, dice=[2]))["cards"]["victim"]["damage"] == 1


def test_ten_missiles_are_enumerated_exactly() -> None:
    """The exact distribution of ten missiles: probabilities are fractions summing to 1, equal states merged."""
    cards = {"raider": unit("Brian", "fast", attack=0, text="Missile 10")}
    mission = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile"}
    actions = [
        {"by": "Melissa", "pass": True},
        {"by": "Brian", "use": "Missile", "unit": "raider", "at": {"Melissa.stockpile": 10}},
    ]
    result = battle(cards, mission, actions, assets=("TM", "T"))
    assert sum(Fraction(o["probability"]) for o in result["outcomes"]) == 1
    assert len(result["outcomes"]) == 31  # 0..30 damage
    worst = next(o for o in result["outcomes"] if o["stockpiles"]["Melissa"] == 0)
    assert Fraction(worst["probability"]) == Fraction(1, 6**10)


def test_unsupported_effects_are_refused_not_guessed() -> None:
    """The engine refuses (clear message) what it does not execute yet, rather than leaving it out."""
    cards = {
        "raider": unit("Brian", "fast", attack=2),
        "victim": unit("Melissa", "slow", attack=0, structure=9),
        "jam": mission_card("Brian", "Skip your next Untap phase."),
    }
    with pytest.raises(ScenarioError, match="does not execute"):
        battle(cards, ATTACK, [{"by": "Brian", "play": "jam"}])


def test_narc_subtracts_from_missile_rolls_ce_rulings() -> None:
    """Keyword NARC (rulebook keywords; CE General Rulings: Unit Options/NARC): Units in a group with NARC may
    subtract 1 from each missile's roll: a 3 without Munitions becomes a 2 (2 damage); the engine subtracts when
    that deals more."""
    cards = {
        "lrm": unit("Brian", "fast", attack=0, text="Missile 1"),
        "spotter": unit("Brian", "fast", attack=0, text="NARC"),
    }
    mission = {"attacker": "Brian", "group": ["lrm", "spotter"], "target": "Melissa.stockpile"}
    fire = [
        {"by": "Melissa", "pass": True},
        {"by": "Brian", "use": "Missile", "unit": "lrm", "at": {"Melissa.stockpile": 1}},
    ]
    assert only(battle(cards, mission, fire, dice=[3]))["stockpiles"]["Melissa"] == 28
    assert only(battle(cards, mission, fire, dice=[1]))["stockpiles"]["Melissa"] == 29
    alone = {"lrm": cards["lrm"]}
    assert only(battle(alone, {**mission, "group": ["lrm"]}, fire, dice=[3]))["stockpiles"]["Melissa"] == 30


def test_c3_needs_another_c3_in_the_group_rulebook_keywords() -> None:
    """Keyword C3: each Unit with C3 in a group that includes at least one other Unit with C3 gets +2 attack."""
    cards = {"a": unit("Brian", "fast", attack=1, text="C3"), "b": unit("Brian", "fast", attack=1, text="C3")}
    mission = {"attacker": "Brian", "group": ["a", "b"], "target": "Melissa.stockpile"}
    assert only(battle(cards, mission))["stockpiles"]["Melissa"] == 30 - 6
    assert only(battle({"a": cards["a"]}, {**mission, "group": ["a"]}))["stockpiles"]["Melissa"] == 29


def test_card_whose_text_does_not_parse_is_refused_issue_5() -> None:
    """Cards whose text does not parse are refused in a scenario with a clear message (the engine runs a card only
    through its parsed text)."""
    cards = {"raider": unit("Brian", "fast", text="Flibbertigibbet the quux."), "victim": unit("Melissa", "slow")}
    with pytest.raises(ScenarioError, match="does not parse"):
        battle(cards, ATTACK)


def test_unknown_ids_are_malformed_input_scenario_format() -> None:
    """scenario-format.md: an unknown card id is malformed input (an error naming the field), never a crash."""
    cards = {"raider": unit("Brian", "fast")}
    with pytest.raises(ScenarioError, match=r"mission\.target"):
        battle(cards, {**ATTACK, "target": "nobody"})
    with pytest.raises(ScenarioError, match=r"actions\.0\.by"):
        battle(cards, {**ATTACK, "target": "Melissa.stockpile"}, [{"by": "Zed", "pass": True}])


def test_a_card_whose_choice_is_impossible_is_not_played_scenario_format() -> None:
    """Strict mode: an impossible choice is a violation, and the card is not played (it stays in hand and does not
    count against the initiative limit)."""
    cards = {
        "raider": unit("Brian", "fast", attack=2),
        "victim": unit("Melissa", "slow", attack=0, structure=9),
        "plus": mission_card("Brian", "One of your Units gets +1 attack."),
    }
    result = battle(cards, ATTACK, [{"by": "Brian", "play": "plus", "choose": ["victim"]}])
    assert r.MISSION_CARDS_AFFECT in rules_of(result)
    assert only(result)["cards"]["plus"]["zone"] == "hand"
    assert only(result)["cards"]["victim"]["damage"] == 2


def test_an_empty_stockpile_has_lost_with_or_without_a_mission_ce_rulings() -> None:
    """CE General Rulings, Victory Conditions: a player whose Stockpile has run out loses, mission or not."""
    cards = {"raider": unit("Brian", "fast", attack=1)}
    mission = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile"}
    assert only(battle(cards, mission, stockpiles=(0, 5)))["winner"] == "Melissa"
    assert only(battle(cards, mission, stockpiles=(0, 1)))["winner"] == "draw"


def test_hand_to_hand_bonus_only_against_same_speed_or_slower_units_keyword_reminder() -> None:
    """Keyword Hand-to-Hand N (its reminder text: "+N attack, only usable against Units of the same speed or
    slower"): the bonus goes to such Units only; the rest of the damage goes anywhere."""
    text = "Hand-to-Hand 2"
    cards = {
        "brawler": unit("Brian", "moderate", attack=3, text=text),
        "slow": unit("Melissa", "slow", attack=0, structure=9),
        "fast": unit("Melissa", "fast", attack=0, structure=9),
    }
    mission = {
        "attacker": "Brian",
        "group": ["brawler"],
        "target": "slow",
        "blockers": ["fast"],
        "include_target": True,
    }
    good = battle(
        cards,
        mission,
        [{"by": "Melissa", "pass": True}, {"by": "Brian", "assign": "brawler", "to": {"slow": 2, "fast": 3}}],
    )
    assert good["legal"], good["violations"]
    assert only(good)["cards"]["slow"]["damage"] == 2 and only(good)["cards"]["fast"]["damage"] == 3
    bad = battle(
        cards,
        mission,
        [{"by": "Melissa", "pass": True}, {"by": "Brian", "assign": "brawler", "to": {"fast": 5}}],
    )
    assert r.KEYWORD_ON_CARD in rules_of(bad)


def test_ap_bonus_only_against_targets_other_than_units_keyword_reminder() -> None:
    """Keyword AP (its reminder text: "+1 attack, only usable against targets other than Units"): an unblocked
    attack on a Stockpile deals 1 more; on a Unit it does not."""
    cards = {
        "gun": unit("Brian", "fast", attack=3, text="AP"),
        "victim": unit("Melissa", "slow", attack=0, structure=9),
    }
    on_site = battle(cards, {"attacker": "Brian", "group": ["gun"], "target": "Melissa.stockpile"})
    assert only(on_site)["stockpiles"]["Melissa"] == 26
    on_unit = battle(cards, {"attacker": "Brian", "group": ["gun"], "target": "victim"})
    assert only(on_unit)["cards"]["victim"]["damage"] == 3


def test_card_scrapped_when_revealed_by_an_unblocked_attack_rulebook_p25() -> None:
    """rulebook p.25: "If you attack a card under construction, and your opponent decides not to block, you reveal
    that card immediately. Certain Command cards are scrapped as soon as they are revealed, as indicated on the
    card." Its damage then has nowhere to go."""
    trap = {
        "owner": "Melissa",
        "command": {"text": "Scrap this card when it is revealed."},
        "zone": "construction",
        "counters": 2,
    }
    cards = {"raider": unit("Brian", "fast", attack=3), "trap": trap}
    result = battle(cards, {"attacker": "Brian", "group": ["raider"], "target": "trap"})
    assert only(result)["cards"]["trap"] == {
        "zone": "scrapheap",
        "damage": 0,
        "tapped": False,
        "depleted": False,
        "counters": 0,
    }
    assert r.UNBLOCKED_CONSTRUCTION_REVEALED in traced(result)


def test_command_cards_outside_the_battle_are_checked_rulebook_p26() -> None:
    """rulebook p.26: "All Command cards can affect the battle, except for Enhancements and Pilots": one whose
    continuous ability the engine does not execute is refused, never left out silently."""
    aura = {"owner": "Melissa", "command": {"text": "All 'Mechs do not receive Overheat damage."}}
    cards = {"raider": unit("Brian", "fast", attack=3), "victim": unit("Melissa", "slow", attack=0), "aura": aura}
    with pytest.raises(ScenarioError, match="outside the battle"):
        battle(cards, ATTACK)
    cards["aura"] = {"owner": "Melissa", "command": {"text": "{T}: Draw a card."}}
    assert battle(cards, ATTACK)["legal"]


def test_assets_are_not_cumulative_rulebook_p26() -> None:
    """rulebook p.26: "Assets are not cumulative": Tactics listed twice is still a base initiative of 1."""
    cards = {"raider": unit("Brian", "fast", attack=1), "victim": unit("Melissa", "slow", attack=0)}
    result = battle(cards, ATTACK, assets=("TT", "T"))
    assert result["initiative"]["scores"] == {"Brian": 1, "Melissa": 1}
