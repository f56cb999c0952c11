"""Continuous abilities of the cards in a battle that the older printings word differently (issue 17): a group's or
an engaged Unit's stat changed by a Pilot or Enhancement, and the initiative they give."""

from __future__ import annotations

import pytest

from judge.pool import CardPool
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import battle, only, unit
from tests.test_bttcg_attach import enhancement, pilot


def test_engaged_with_that_mech_gets_minus_attack_ce_rulings_intimidating_paint_job() -> None:
    """engaged_with "that": an invented Scary Paint worded as Intimidating Paint Job's older printing (Mercenaries):
    played only on a heavy 'Mech, the 'Mechs engaged in battle with "that 'Mech" (the one it is on: Glossary, Engaged)
    get -1 attack. CE Individual Card Rulings, Intimidating Paint Job: more than one may go on a Unit, and their
    effects are cumulative: two of them on the blocker give the attacker -2 attack, 5 - 2 = 3 damage to the blocker."""
    text = (
        "Play Scary Paint only on a 'Mech of 80 tons or more. "
        "All 'Mechs engaged in battle with that 'Mech get -1 attack."
    )
    cards = {
        "raider": unit("Brian", "slow", attack=5),
        "atlas": unit("Melissa", "fast", attack=0, structure=20),
        "paint": enhancement("Melissa", "atlas", text, name="Scary Paint"),
        "paint2": enhancement("Melissa", "atlas", text, name="Scary Paint"),
    }
    mission = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile", "blockers": ["atlas"]}
    result = battle(cards, mission)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["atlas"]["damage"] == 5 - 2
    alone = battle({k: v for k, v in cards.items() if k != "paint2"}, mission)
    assert only(alone)["cards"]["atlas"]["damage"] == 5 - 1


def test_each_other_mech_in_the_group_gets_initiative_always_on_rulebook_p26() -> None:
    """in_group_with + other, always on: an invented Pilot, Marshal Kai, worded as Prince Victor Steiner-Davion's
    older printing (MechWarrior): +3 attack and +3 initiative, and each other 'Mech in a group that includes its 'Mech
    gets +1 attack and +1 initiative. Rulebook p.26: the initiative score is the base plus "all initiative modifiers
    provided by all your cards that can affect the battle": Brian's 1 (Tactics) + 3 (the Pilot) + 1 for each other
    'Mech of the group (two) = 6; the piloted 'Mech deals 3 + 3, each other 2 + 1."""
    text = (
        "+3 attack, +3 initiative Each other 'Mech in a group that includes 'Mech piloted by Marshal Kai"
        " gets +1 attack and +1 initiative."
    )
    cards = {
        "raider": unit("Brian", "fast", attack=3),
        "buddy": unit("Brian", "fast", attack=2),
        "pal": unit("Brian", "fast", attack=2),
        "victim": unit("Melissa", "slow", attack=0, structure=30),
        "victor": pilot("Brian", "raider", text, name="Marshal Kai"),
    }
    mission = {"attacker": "Brian", "group": ["raider", "buddy", "pal"], "target": "victim"}
    actions = [
        {"by": "Brian", "assign": "raider", "to": {"victim": 6}},
        {"by": "Brian", "assign": "buddy", "to": {"victim": 3}},
        {"by": "Brian", "assign": "pal", "to": {"victim": 3}},
    ]
    result = battle(cards, mission, actions)
    assert result["legal"], result["violations"]
    assert result["initiative"]["scores"] == {"Brian": 1 + 3 + 2, "Melissa": 1}
    assert only(result)["cards"]["victim"]["damage"] == 6 + 3 + 3


def test_per_outnumbering_simone_devon_you_get_x_initiative_rulebook_p26(current_pool: CardPool) -> None:
    """per_outnumbering (and count_cards): Simone Devon (pool card, read in place; its text, in short: tap to count
    both players' Units; with fewer opposing ones, you get +X initiative and each of your Units +X attack, X the
    difference, during battle only). Brian has three Units in
    play, Melissa one: X = 2. Losing initiative 1 to 1 + 2, Brian uses it in the initiative step (rulebook p.27): his
    score becomes 1 + 2 = 3 (rulebook p.26: the player's, not one Unit's) and ties go to the attacker; each attacker
    deals 2 more."""
    cards = {
        "raider": unit("Brian", "fast", attack=3),
        "buddy": unit("Brian", "fast", attack=2),
        "home": unit("Brian", "slow", attack=1),
        "victim": unit("Melissa", "slow", attack=0, structure=30),
        "ace": pilot("Melissa", "victim", "+2 initiative"),
        "simone": {"owner": "Brian", "card": "Simone Devon"},
    }
    mission = {"attacker": "Brian", "group": ["raider", "buddy"], "target": "victim"}
    actions = [
        {"by": "Brian", "use": "ability", "card": "simone"},
        {"by": "Melissa", "pass": True},
        {"by": "Brian", "assign": "raider", "to": {"victim": 5}},
        {"by": "Brian", "assign": "buddy", "to": {"victim": 4}},
    ]
    result = battle(cards, mission, actions, pool=current_pool)
    assert result["legal"], result["violations"]
    assert result["initiative"] == {"winner": "Brian", "scores": {"Brian": 3, "Melissa": 3}}
    outcome = only(result)["cards"]
    assert outcome["victim"]["damage"] == (3 + 2) + (2 + 2)
    assert outcome["simone"]["tapped"]
    even = {**cards, "other": unit("Melissa", "slow", attack=1), "third": unit("Melissa", "slow", attack=1)}
    none = battle(even, mission, [actions[0], actions[1]], pool=current_pool)  # three against three: X = 0
    assert none["initiative"]["scores"]["Brian"] == 1
    assert only(none)["cards"]["victim"]["damage"] == 3 + 2


def test_per_outnumbering_engaged_mechs_older_printing_glossary_engaged() -> None:
    """per_outnumbering of engaged 'Mechs: an invented card worded as Simone Devon's older printing (MechWarrior):
    +1 initiative and +1 attack for each of your 'Mechs for each engaged opposing 'Mech fewer than your engaged
    'Mechs. Glossary, Engaged: the Units in the
    battle: Brian's two attackers against the lone target (Brian's third 'Mech at home does not count): X = 1."""
    text = (
        "{T}: For each engaged 'Mech that opponent controls that is fewer than the number of your engaged 'Mechs, you "
        "get +1 initiative and each of your 'Mechs gets +1 attack. Use this ability only during battle."
    )
    cards = {
        "raider": unit("Brian", "fast", attack=3),
        "buddy": unit("Brian", "fast", attack=2),
        "home": unit("Brian", "slow", attack=1),
        "victim": unit("Melissa", "slow", attack=0, structure=30),
        "ace": pilot("Melissa", "victim", "+1 initiative"),
        "simone": {"owner": "Brian", "command": {"name": "Tactician", "text": text}},
    }
    mission = {"attacker": "Brian", "group": ["raider", "buddy"], "target": "victim"}
    actions = [
        {"by": "Brian", "use": "ability", "card": "simone"},
        {"by": "Melissa", "pass": True},
        {"by": "Brian", "assign": "raider", "to": {"victim": 4}},
        {"by": "Brian", "assign": "buddy", "to": {"victim": 3}},
    ]
    result = battle(cards, mission, actions)
    assert result["legal"], result["violations"]
    assert result["initiative"]["scores"] == {"Brian": 2, "Melissa": 2}
    assert only(result)["cards"]["victim"]["damage"] == (3 + 1) + (2 + 1)


SNORDS_OLD = (
    "{T}: Choose one of your 'Mechs. That 'Mech gets +2 attack and +3 armor. If that 'Mech is scrapped during this "
    "mission, put it on top of your Stockpile. Use this ability only during a mission. If that 'Mech receives 6 or "
    "more damage, scrap this card."
)


def test_if_scrapped_put_it_on_top_of_your_stockpile_snords_irregulars_rulebook_p30() -> None:
    """if_scrapped + put_on_stockpile: an invented contract worded as Contract with Snord's Irregulars' Mercenaries
    printing (a chosen 'Mech gets +2 attack and +3 armor; scrapped during the mission, it goes on top of your
    Stockpile; the contract is scrapped if that 'Mech receives 6 or more damage). The Wall's 9 damage get through the
    Raider's 0 + 3 armor and scrap it as damage resolves (rulebook
    p.29-30); it then goes from the Scrapheap on top of Brian's Stockpile (one card more), and the contract is scrapped
    (9 damage received). With only 4 damage, the Raider survives, nothing goes to the Stockpile, and the contract
    stays."""
    cards = {
        "raider": unit("Brian", "fast", attack=3, structure=4),
        "wall": unit("Melissa", "fast", attack=9, structure=20),
        "snords": {"owner": "Brian", "command": {"name": "Hired Guns", "keywords": ["Mercenary"], "text": SNORDS_OLD}},
    }
    mission = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile", "blockers": ["wall"]}
    actions = [
        {"by": "Melissa", "assign": "wall", "to": {"raider": 9}},
        {"by": "Brian", "use": "ability", "card": "snords", "choose": ["raider"]},
        {"by": "Brian", "assign": "raider", "to": {"wall": 5}},
    ]
    result = battle(cards, mission, actions)
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["cards"]["raider"]["zone"] == "stockpile"
    assert outcome["stockpiles"]["Brian"] == 30 + 1
    assert outcome["cards"]["snords"]["zone"] == "scrapheap"
    assert outcome["cards"]["wall"]["damage"] == 3 + 2
    weaker = {**cards, "wall": unit("Melissa", "fast", attack=4, structure=20)}
    light = [{**actions[0], "to": {"raider": 4}}, *actions[1:]]
    survived = only(battle(weaker, mission, light))
    assert survived["cards"]["raider"]["zone"] == "patrol" and survived["cards"]["raider"]["damage"] == 1
    assert survived["stockpiles"]["Brian"] == 30
    assert survived["cards"]["snords"]["zone"] == "command_post"


def test_one_of_your_units_gets_attack_and_armor_is_one_choice_ce_snords_irregulars(current_pool: CardPool) -> None:
    """One sentence, one Unit: Contract with Snord's Irregulars (pool card, read in place: one of your Units gets +2
    attack and +3 armor; scrapped later in the mission, it goes on top of your Stockpile). The grammar gives each change
    its own "one of your Units"; the Raider chosen gets both (+2 attack: 5 to the Wall;
    +3 armor: 6 of the Wall's 9 get through, scrapping it), then goes on top of Brian's Stockpile. The Buddy,
    never chosen, gets nothing."""
    cards = {
        "raider": unit("Brian", "fast", attack=3, structure=4),
        "buddy": unit("Brian", "fast", attack=3, structure=4),
        "wall": unit("Melissa", "fast", attack=9, structure=20),
        "snords": {"owner": "Brian", "card": "Contract with Snord's Irregulars"},
    }
    mission = {"attacker": "Brian", "group": ["raider", "buddy"], "target": "Melissa.stockpile", "blockers": ["wall"]}
    actions = [
        {"by": "Melissa", "assign": "wall", "to": {"raider": 9}},
        {"by": "Brian", "use": "ability", "card": "snords", "choose": ["raider"]},
        {"by": "Brian", "assign": "raider", "to": {"wall": 5}},
        {"by": "Brian", "assign": "buddy", "to": {"wall": 3}},
    ]
    result = battle(cards, mission, actions, pool=current_pool)
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["cards"]["wall"]["damage"] == 5 + 3
    assert outcome["cards"]["raider"]["zone"] == "stockpile"
    assert outcome["stockpiles"]["Brian"] == 30 + 1


def test_speed_compared_kamikaze_scraps_its_mech_rolls_two_dice_glossary_engaged(current_pool: CardPool) -> None:
    """speed_compared, a Pilot's 'Mech scrapped, and branches on the total of two dice: Kamikaze MechWarrior (pool
    card, read in place): "If 'Mech piloted by Kamikaze MechWarrior is faster than engaged 'Mech opponent controls,
    you may scrap 'Mech piloted by Kamikaze MechWarrior and roll two dice: 2-12, deal +(2-12) damage to engaged 'Mech
    opponent controls. Use this ability only during a mission." The fast Raider against the slow target (Glossary,
    Engaged): scrapped, it deals and receives no damage (rulebook p.32, removed from battle), its Pilot goes with it;
    the dice 3 + 4 deal 7 to the target, armor 1 stopping 1. Against a fast target the condition fails (a
    violation)."""
    cards = {
        "raider": unit("Brian", "fast", attack=3),
        "kami": {"owner": "Brian", "card": "Kamikaze MechWarrior", "on": "raider"},
        "victim": unit("Melissa", "slow", attack=2, armor=1, structure=20),
    }
    mission = {"attacker": "Brian", "group": ["raider"], "target": "victim"}
    actions = [
        {"by": "Melissa", "pass": True},
        {"by": "Melissa", "assign": "victim", "to": {"raider": 2}},
        {"by": "Brian", "use": "ability", "card": "kami", "may": [True], "choose": ["victim"]},
    ]
    result = battle(cards, mission, actions, dice=[3, 4], pool=current_pool)
    assert result["legal"], result["violations"]
    outcome = only(result)["cards"]
    assert outcome["raider"]["zone"] == "scrapheap" and outcome["kami"]["zone"] == "scrapheap"
    assert outcome["victim"]["damage"] == 3 + 4 - 1
    fast = {**cards, "victim": unit("Melissa", "fast", attack=2, armor=1, structure=20)}
    too_slow = battle(fast, mission, actions, dice=[3, 4], pool=current_pool)
    assert not too_slow["legal"]
    assert only(too_slow)["cards"]["raider"]["zone"] == "patrol"


def test_attack_limit_with_limit_exemption_takashi_kurita_rulebook_p23() -> None:
    """attack_limit + limit_exemption: an invented Warlord with Takashi Kurita's limit (the opponent attacks at most
    once per turn; attacks on the card do not count) (rulebook p.9: the card's text is the
    rule; p.23: attacking is sending Units on a mission). Brian, its controller, attacks: no limit of his, answered.
    Melissa's mission at the Warlord does not count toward her limit (its text): answered. Her mission at Brian's
    Stockpile counts, and the scenario does not say what she attacked before this turn: refused out loud, never
    guessed. (The pool card's bare "+1 initiative" stays refused: the grammar reads it as a Pilot's line.)"""
    text = "Opponent cannot attack more than once per turn. Attacks that target Warlord do not count toward this limit."
    cards = {
        "raider": unit("Brian", "fast", attack=3),
        "hunter": unit("Melissa", "fast", attack=4),
        "takashi": {"owner": "Brian", "command": {"name": "Warlord", "structure": 6, "text": text}},
    }
    mine = battle(cards, {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile"})
    assert mine["legal"], mine["violations"]
    assert only(mine)["stockpiles"]["Melissa"] == 30 - 3
    at_him = battle(cards, {"attacker": "Melissa", "group": ["hunter"], "target": "takashi"})
    assert at_him["legal"], at_him["violations"]
    assert only(at_him)["cards"]["takashi"]["damage"] == 4
    with pytest.raises(ScenarioError, match="not answered by this version: Warlord: Melissa cannot attack"):
        battle(cards, {"attacker": "Melissa", "group": ["hunter"], "target": "Brian.stockpile"})
