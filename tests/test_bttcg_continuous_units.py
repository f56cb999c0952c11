"""Continuous changes to other Units, with any refinement of a selector, from a Command card in play or from a Unit
in the battle (judge/bttcg/continuous.py): rulebook p.26, "Units can affect the battle only if they're attacking,
blocking, or the target itself"; "All Command cards can affect the battle, except for Enhancements and Pilots";
"Your total initiative score is equal to your base initiative plus all initiative modifiers provided by all your
cards that can affect the battle". Invented inline cards."""

from __future__ import annotations

from typing import Any

from tests.bttcg_helpers import battle, only, unit


def command(owner: str, text: str, name: str = "HQ") -> dict[str, Any]:
    return {"owner": owner, "command": {"name": name, "text": text}}


TO_STOCKPILE = {"attacker": "Brian", "group": ["a1", "lead"], "target": "Melissa.stockpile"}


def test_a_units_change_to_each_other_mech_its_controller_controls_rulebook_p26() -> None:
    """ "Each other 'Mech you control gets +1 attack." on an attacking Unit: the other attacker deals 2 + 1, the
    Unit itself its own 3 (rulebook p.26: a Unit attacking can affect the battle)."""
    cards = {
        "a1": unit("Brian", "fast", attack=2),
        "lead": unit("Brian", "fast", attack=3, text="Each other 'Mech you control gets +1 attack."),
    }
    assert only(battle(cards, TO_STOCKPILE))["stockpiles"]["Melissa"] == 30 - (2 + 1) - 3


def test_a_unit_outside_the_battle_changes_nothing_rulebook_p26() -> None:
    """rulebook p.26: "Units can affect the battle only if they're attacking, blocking, or the target itself": the
    same Unit on patrol, not sent on the mission, gives the attacker nothing."""
    cards = {
        "a1": unit("Brian", "fast", attack=2),
        "lead": unit("Brian", "fast", attack=3, text="Each other 'Mech you control gets +1 attack."),
    }
    mission = {"attacker": "Brian", "group": ["a1"], "target": "Melissa.stockpile"}
    assert only(battle(cards, mission))["stockpiles"]["Melissa"] == 30 - 2


def test_a_command_cards_change_to_units_of_one_speed_rulebook_p26() -> None:
    """ "Fast 'Mechs get -1 attack." on a Command card in play: every fast 'Mech, whoever controls it (a selector
    without an owner names both players' cards); the slow one is unchanged."""
    cards = {
        "a1": unit("Brian", "fast", attack=2),
        "lead": unit("Brian", "slow", attack=3),
        "hq": command("Melissa", "Fast 'Mechs get -1 attack."),
    }
    assert only(battle(cards, TO_STOCKPILE))["stockpiles"]["Melissa"] == 30 - (2 - 1) - 3


def test_a_change_to_units_by_their_state_and_counters_rulebook_glossary() -> None:
    """Refinements as in every selector (Glossary: Counter; rulebook p.40, Clan and House): "Each 'Mech with a fuel
    counter on it gets +2 attack." reaches only the 'Mech with the counter."""
    cards = {
        "a1": unit("Brian", "fast", attack=2, other_counters={"fuel": 1}),
        "lead": unit("Brian", "fast", attack=3),
        "hq": command("Brian", "Each 'Mech with a fuel counter on it gets +2 attack."),
    }
    assert only(battle(cards, TO_STOCKPILE))["stockpiles"]["Melissa"] == 30 - (2 + 2) - 3


def test_initiative_of_each_unit_in_the_battle_goes_to_its_controller_rulebook_p26() -> None:
    """ "Each of your 'Mechs gets +1 initiative.": each of Brian's two attackers gives him +1 (rulebook p.26: the
    initiative modifiers of all his cards that can affect the battle); Melissa's blocker gets nothing from it."""
    cards = {
        "a1": unit("Brian", "fast", attack=2),
        "lead": unit("Brian", "fast", attack=3),
        "b1": unit("Melissa", "fast", attack=0, structure=9),
        "hq": command("Brian", "Each of your 'Mechs gets +1 initiative."),
    }
    mission = {**TO_STOCKPILE, "blockers": ["b1"]}
    assert battle(cards, mission)["initiative"]["scores"] == {"Brian": 1 + 2, "Melissa": 1}


def test_opponents_mechs_plural_is_each_of_them_rulebook_p26() -> None:
    """ "Opponent's 'Mechs get -1 armor.": each of the opponent's 'Mechs (the plural is every one, not the one in the
    battle): Melissa's blocker with armor 1 takes all 3 of the attacker's damage."""
    cards = {
        "a1": unit("Brian", "fast", attack=3),
        "b1": unit("Melissa", "fast", attack=0, armor=1, structure=9),
        "hq": command("Brian", "Opponent's 'Mechs get -1 armor."),
    }
    mission = {"attacker": "Brian", "group": ["a1"], "target": "Melissa.stockpile", "blockers": ["b1"]}
    assert only(battle(cards, mission))["cards"]["b1"]["damage"] == 3
