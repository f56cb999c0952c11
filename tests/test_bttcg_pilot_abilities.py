"""Abilities of Pilots and Enhancements (and Units) in battle, beyond their stats: abilities used ("Use this ability
only ..."; CE General Rulings, Abilities), their conditions and costs, restrictions on attacking, blocking and being
attacked checked when a mission is declared (rulebook p.9, p.24-25), group stat changes (Glossary, Group) and triggers
on a Unit's options (rulebook p.31). One test per effect kind, named after it and citing its source. Pool cards are
read in place from ../shared/data (skipped without it); the others are inline."""

from __future__ import annotations

import pytest

from judge.bttcg import rules as r
from judge.pool import CardPool
from tests.bttcg_helpers import battle, mission_card, only, unit
from tests.bttcg_helpers import rules_of as answer_rules
from tests.test_bttcg_attach import ATTACK, pilot

# --- abilities used: "Use this ability only ..." ------------------------------------------------------------------


def test_use_this_ability_marks_an_ability_used_ce_rulings_abilities() -> None:
    """CE General Rulings, Abilities: an ability "that can only be played under certain conditions" is played, not
    always on: "Use this ability only during a mission." marks it used; "This ability applies only during a
    mission." (the renderer's words for an ability always on) does not."""
    from judge.cardtext.parser import parse_card_text
    from judge.dsl import models as m

    used = parse_card_text("Each opposing Unit gets -1 attack. Use this ability only during battle.", None, "Command")
    always = parse_card_text(
        "Each opposing Unit gets -1 attack. This ability applies only during battle.", None, "Command"
    )
    (first,), (second,) = used.abilities, always.abilities
    assert isinstance(first, m.Static) and isinstance(second, m.Static)
    assert first.used and not second.used and first.conditions == second.conditions


def test_pilot_ability_used_prevents_damage_ce_rulings_abilities(current_pool: CardPool) -> None:
    """Gray Death Pilot (pool card, read in place): "+3 initiative. Prevent 1 damage to 'Mech piloted by Gray Death
    Pilot. Use this ability only during a mission." Used, 1 of the 4 damage to its 'Mech is prevented (rulebook p.27:
    abilities are used in the battle; CE General Rulings, Abilities); not used, it prevents nothing; used twice, the
    second use is a violation (rulebook p.27: once each battle)."""
    cards = {
        "raider": unit("Brian", "fast", attack=4, structure=9),
        "victim": unit("Melissa", "slow", attack=0, structure=9),
        "grey": {"owner": "Melissa", "card": "Gray Death Pilot", "on": "victim"},
    }
    hit = {"by": "Brian", "assign": "raider", "to": {"victim": 4}}
    use = {"by": "Melissa", "use": "ability", "card": "grey"}
    used = battle(cards, ATTACK, [hit, use], pool=current_pool)
    assert used["legal"], used["violations"]
    assert used["initiative"]["scores"] == {"Brian": 1, "Melissa": 4}
    assert only(used)["cards"]["victim"]["damage"] == 3
    assert only(battle(cards, ATTACK, [hit], pool=current_pool))["cards"]["victim"]["damage"] == 4
    twice = battle(cards, ATTACK, [hit, use, use], pool=current_pool)
    assert not twice["legal"] and only(twice)["cards"]["victim"]["damage"] == 3


def test_ability_only_if_that_mech_is_fast_or_moderate_ce_rulings_abilities() -> None:
    """speed_is: "Prevent up to 3 damage to 'Mech piloted by Ace. Use this ability only if that 'Mech is fast or
    moderate, and only during a mission." (Aletha Kabrinski's wording): on a slow 'Mech its use is a violation,
    checked when used (CE General Rulings, Abilities)."""
    text = (
        "Prevent up to 3 damage to 'Mech piloted by Ace. Use this ability only if that 'Mech is fast or moderate, and "
        "only during a mission."
    )
    hit = {"by": "Brian", "assign": "raider", "to": {"victim": 4}}
    use = {"by": "Melissa", "use": "ability", "card": "ace"}
    for speed, damage in (("moderate", 1), ("slow", 4)):
        cards = {
            "raider": unit("Brian", "fast", attack=4, structure=9),
            "victim": unit("Melissa", speed, attack=0, structure=9),
            "ace": pilot("Melissa", "victim", text),
        }
        result = battle(cards, ATTACK, [use, hit])  # Brian wins initiative (ties: the attacker); Melissa goes first
        assert result["legal"] is (speed == "moderate"), result["violations"]
        assert only(result)["cards"]["victim"]["damage"] == damage


def test_ability_only_if_that_mech_is_attacking_ce_rulings_abilities(current_pool: CardPool) -> None:
    """that_is_in: Recon Pilot (pool card, read in place): "Prevent up to 5 damage to 'Mech piloted by Recon Pilot,
    but that 'Mech deals no damage. Use this ability only during a mission and only if that 'Mech is attacking."
    On a blocking 'Mech its use is a violation; on the attacker it prevents 5 and the attacker deals no damage."""
    cards = {
        "raider": unit("Brian", "fast", attack=4, structure=9),
        "victim": unit("Melissa", "slow", attack=6, structure=9),
        "recon": {"owner": "Brian", "card": "Recon Pilot", "on": "raider"},
    }
    actions = [
        {"by": "Melissa", "assign": "victim", "to": {"raider": 6}},
        {"by": "Brian", "use": "ability", "card": "recon"},
    ]
    result = battle(cards, ATTACK, actions, pool=current_pool)
    assert result["legal"], result["violations"]
    state = only(result)["cards"]
    assert state["raider"]["damage"] == 1 and state["victim"]["damage"] == 0
    cards["recon"]["on"] = "guard"
    cards["guard"] = unit("Brian", "fast", attack=0, structure=9)
    cards["raider"] = unit("Melissa", "fast", attack=4, structure=9)
    cards["victim"] = unit("Brian", "slow", attack=0, structure=9)
    blocked = {"attacker": "Melissa", "group": ["raider"], "target": "victim", "blockers": ["guard"]}
    wrong = battle(cards, blocked, [{"by": "Brian", "use": "ability", "card": "recon"}], pool=current_pool)
    assert not wrong["legal"] and r.PLAY_ONLY_WHEN in answer_rules(wrong)


def test_each_unit_in_a_group_that_includes_the_piloted_mech_glossary_group(current_pool: CardPool) -> None:
    """in_group_with: Fanatical Leader (pool card, read in place): "Each Unit in a group that includes 'Mech piloted
    by Fanatical Leader gets +1 attack. Use this ability only during a mission." Glossary, Group: the attacking Units
    are one group: both attackers get +1 (3 + 1 and 2 + 1 to the Stockpile), the blocker-free defender nothing."""
    cards = {
        "raider": unit("Brian", "fast", attack=3),
        "buddy": unit("Brian", "fast", attack=2),
        "victim": unit("Melissa", "slow", attack=0),
        "leader": {"owner": "Brian", "card": "Fanatical Leader", "on": "raider"},
    }
    mission = {"attacker": "Brian", "group": ["raider", "buddy"], "target": "Melissa.stockpile"}
    result = battle(cards, mission, [{"by": "Brian", "use": "ability", "card": "leader"}], pool=current_pool)
    assert result["legal"], result["violations"]
    assert only(result)["stockpiles"]["Melissa"] == 30 - 7


def test_each_other_unit_in_the_group_gets_initiative_rulebook_p26(current_pool: CardPool) -> None:
    """in_group_with + other, in the initiative step: Prince Victor Steiner-Davion (pool card, read in place): "+3
    initiative, +3 attack. Each other Unit in a group that includes 'Mech piloted by Prince Victor Steiner-Davion gets
    +1 attack and +1 initiative. Use this ability only during a mission." Used in the initiative step (it changes
    initiative: rulebook p.27): losing 4 to Melissa's 1 + 4, Brian's score becomes 1 + 3 + 1 = 5 and the tie goes to
    the attacker (rulebook p.26); the piloted 'Mech gets only its own +3."""
    cards = {
        "raider": unit("Brian", "fast", attack=3),
        "buddy": unit("Brian", "fast", attack=2),
        "victim": unit("Melissa", "slow", attack=0, structure=20),
        "victor": {"owner": "Brian", "card": "Prince Victor Steiner-Davion", "on": "raider"},
        "ace": pilot("Melissa", "victim", "+4 initiative"),
    }
    mission = {"attacker": "Brian", "group": ["raider", "buddy"], "target": "victim"}
    actions = [
        {"by": "Brian", "use": "ability", "card": "victor"},
        {"by": "Melissa", "pass": True},
        {"by": "Brian", "assign": "raider", "to": {"victim": 6}},
        {"by": "Brian", "assign": "buddy", "to": {"victim": 3}},
    ]
    result = battle(cards, mission, actions, pool=current_pool)
    assert result["legal"], result["violations"]
    assert result["initiative"] == {"winner": "Brian", "scores": {"Brian": 5, "Melissa": 5}}  # ties: the attacker
    assert only(result)["cards"]["victim"]["damage"] == (3 + 3) + (2 + 1)


def test_pilot_you_win_initiative_used_in_the_initiative_step_rulebook_p27(current_pool: CardPool) -> None:
    """Kai, Champion of Solaris (pool card, read in place): "You win initiative. Use this ability only during a
    mission." Melissa, losing initiative 1 + 1 to 1 + 2, uses it in the initiative step and wins (rulebook p.27: only
    what changes initiative is used then; CE rulings, Tactical Superiority: the last such effect decides)."""
    cards = {
        "raider": unit("Brian", "fast", attack=3),
        "victim": unit("Melissa", "slow", attack=0),
        "kai": {"owner": "Melissa", "card": "Kai, Champion of Solaris", "on": "victim"},
        "ace": pilot("Brian", "raider", "+2 initiative"),
    }
    result = battle(cards, ATTACK, [{"by": "Melissa", "use": "ability", "card": "kai"}], pool=current_pool)
    assert result["legal"], result["violations"]
    assert result["initiative"]["winner"] == "Melissa"


def test_ability_of_a_terrain_region_is_refused_not_ignored_rulebook_p9() -> None:
    """A used ability "only during a mission whose target is in the region enhanced by this card": the engine does
    not know regions yet, so it refuses rather than use it anywhere (a timing is never skipped)."""
    text = (
        "Each attacking Unit gets -1 attack. Use this ability only during a mission whose target is in the region "
        "enhanced by this card."
    )
    cards = {
        "raider": unit("Brian", "fast", attack=3),
        "victim": unit("Melissa", "slow", attack=0),
        "hills": {
            "owner": "Melissa",
            "command": {"name": "Hills", "keywords": ["Enhancement", "Terrain"], "text": text},
        },
    }
    with pytest.raises(Exception, match="not answered by this version"):
        battle(cards, ATTACK, [{"by": "Melissa", "use": "ability", "card": "hills"}])


# --- how a Unit may attack or block, and stats for its whole group ------------------------------------------------


def test_cannot_block_unless_guarding_rulebook_p9_p25() -> None:
    """cannot_block: "Urban Mech cannot block unless guarding." (UrbanMech's wording; rulebook p.9: a card's text
    makes exceptions to the rules of blocking, p.25): from patrol its block is a violation; guarding the target it
    blocks."""
    cards = {
        "raider": unit("Brian", "fast", attack=3),
        "urban": unit("Melissa", "fast", attack=1, name="Urban Mech", text="Urban Mech cannot block unless guarding."),
    }
    mission = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile", "blockers": ["urban"]}
    patrol = battle(cards, mission)
    assert not patrol["legal"] and r.BLOCKING in answer_rules(patrol)
    cards["urban"].update(zone="guard", guarding="Melissa.stockpile")
    assert battle(cards, mission)["legal"]


def test_piloted_mech_cannot_attack_in_a_group_rulebook_p9(current_pool: CardPool) -> None:
    """cannot_attack_or_block (in a group): Maverick Mechjock (pool card, read in place): "+1 initiative, +2 attack.
    'Mech piloted by Maverick Mechjock cannot attack or block in a group." Alone, it attacks with 3 + 2; with another
    Unit, the attack is a violation."""
    cards = {
        "raider": unit("Brian", "fast", attack=3),
        "buddy": unit("Brian", "fast", attack=2),
        "maverick": {"owner": "Brian", "card": "Maverick Mechjock", "on": "raider"},
    }
    alone = battle(cards, {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile"}, pool=current_pool)
    assert alone["legal"], alone["violations"]
    assert only(alone)["stockpiles"]["Melissa"] == 25
    pair = {"attacker": "Brian", "group": ["raider", "buddy"], "target": "Melissa.stockpile"}
    together = battle(cards, pair, pool=current_pool)
    assert not together["legal"] and r.MISSION in answer_rules(together)


def test_each_mech_in_the_group_gets_attack_while_in_battle_glossary_group(current_pool: CardPool) -> None:
    """A continuous group change and a restriction on one Pilot: Victor Steiner Davion (pool card, read in place):
    "'Mech piloted by Victor Steiner Davion cannot attack or block alone. Each 'Mech in a group that includes 'Mech
    piloted by Victor Steiner Davion gets +2 attack." Both attackers get +2 (Glossary, Group), and no use is needed
    (always on); alone, the attack is a violation."""
    cards = {
        "raider": unit("Brian", "fast", attack=3),
        "buddy": unit("Brian", "fast", attack=2),
        "victor": {"owner": "Brian", "card": "Victor Steiner Davion", "on": "raider"},
    }
    pair = {"attacker": "Brian", "group": ["raider", "buddy"], "target": "Melissa.stockpile"}
    result = battle(cards, pair, pool=current_pool)
    assert result["legal"], result["violations"]
    assert only(result)["stockpiles"]["Melissa"] == 30 - (3 + 2) - (2 + 2)
    alone = battle(cards, {**pair, "group": ["raider"]}, pool=current_pool)
    assert not alone["legal"] and r.MISSION in answer_rules(alone)


def test_group_bonus_ends_when_its_mech_is_removed_ce_rulings() -> None:
    """CE General Rulings, Removing Units from Battle: "continuous abilities of these Units and their Enhancements and
    Pilots no longer apply": the Pilot's "Each 'Mech in a group that includes 'Mech piloted by Ace gets +2 attack."
    stops when its 'Mech is removed; the other attacker deals 2, not 4."""
    cards = {
        "raider": unit("Brian", "fast", attack=3),
        "buddy": unit("Brian", "fast", attack=2),
        "victim": unit("Melissa", "slow", attack=0, structure=20),
        "ace": pilot("Brian", "raider", "Each 'Mech in a group that includes 'Mech piloted by Ace gets +2 attack."),
        "away": mission_card("Melissa", "Choose any attacking Unit. Remove that Unit from battle."),
    }
    mission = {"attacker": "Brian", "group": ["raider", "buddy"], "target": "victim"}
    away = {"by": "Melissa", "play": "away", "choose": ["raider"]}  # Melissa lost initiative: she goes first
    result = battle(cards, mission, [away, {"by": "Brian", "assign": "buddy", "to": {"victim": 2}}])
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["victim"]["damage"] == 2
    assert not battle(cards, mission, [away, {"by": "Brian", "assign": "buddy", "to": {"victim": 4}}])["legal"]
    kept = battle(
        cards, mission, [{"by": "Melissa", "pass": True}, {"by": "Brian", "assign": "buddy", "to": {"victim": 4}}]
    )
    assert kept["legal"], kept["violations"]


def test_pilot_bonus_only_against_targets_other_than_units_rulebook_p40(current_pool: CardPool) -> None:
    """only_against: Bjorn Jorgensson (pool card, read in place): "'Mech piloted by Bjorn Jorgensson deals +5 damage
    to any target other than a 'Mech" (rulebook p.40: a Pilot's other references to 'Mech mean Unit), used as AP's
    bonus is: 3 + 5 to the Stockpile; against a Unit target only 3."""
    cards = {
        "raider": unit("Brian", "fast", attack=3),
        "victim": unit("Melissa", "slow", attack=0, structure=20),
        "bjorn": {"owner": "Brian", "card": "Bjorn Jorgensson", "on": "raider"},
    }
    site = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile"}
    result = battle(
        cards, site, [{"by": "Brian", "assign": "raider", "to": {"Melissa.stockpile": 8}}], pool=current_pool
    )
    assert result["legal"], result["violations"]
    assert only(result)["stockpiles"]["Melissa"] == 22
    unit_target = battle(cards, ATTACK, [{"by": "Brian", "assign": "raider", "to": {"victim": 3}}], pool=current_pool)
    assert unit_target["legal"], unit_target["violations"]
    assert only(unit_target)["cards"]["victim"]["damage"] == 3


def test_pilot_trigger_when_its_mech_overheats_rulebook_p31(current_pool: CardPool) -> None:
    """piloted_uses_option: Redline Pilot (pool card, read in place): "Whenever 'Mech piloted by Redline Pilot uses
    Overheat, it gets an additional +2 attack and receives no Overheat damage." Overheat 2: +3 (rulebook p.31) and
    +2 more: 3 + 3 + 2 = 8 to the Stockpile, and no Overheat damage to the 'Mech."""
    cards = {
        "raider": unit("Brian", "fast", attack=3, structure=5, text="Overheat 2: +3 attack"),
        "redline": {"owner": "Brian", "card": "Redline Pilot", "on": "raider"},
    }
    site = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile"}
    actions = [
        {"by": "Brian", "use": "Overheat", "unit": "raider"},
        {"by": "Brian", "assign": "raider", "to": {"Melissa.stockpile": 8}},
    ]
    result = battle(cards, site, actions, pool=current_pool)
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["stockpiles"]["Melissa"] == 22 and outcome["cards"]["raider"]["damage"] == 0
    del cards["redline"]
    plain = only(battle(cards, site, actions[:1], pool=current_pool))
    assert plain["cards"]["raider"]["damage"] == 2 and plain["stockpiles"]["Melissa"] == 24


def test_pilot_trigger_alpha_strike_does_not_deplete_rulebook_p31(current_pool: CardPool) -> None:
    """piloted_uses_option: Sharpshooter (pool card, read in place): "Whenever 'Mech piloted by Sharpshooter uses
    Alpha Strike, it gets an additional +2 attack and does not deplete." Alpha Strike +3 (rulebook p.31: the Unit is
    depleted) and +2 more: 3 + 3 + 2 = 8; the 'Mech is not depleted. Without the Pilot it is."""
    cards = {
        "raider": unit("Brian", "fast", attack=3, text="Alpha Strike: +3 attack"),
        "sharp": {"owner": "Brian", "card": "Sharpshooter", "on": "raider"},
    }
    site = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile"}
    strike = {"by": "Brian", "use": "Alpha Strike", "unit": "raider"}
    result = battle(
        cards, site, [strike, {"by": "Brian", "assign": "raider", "to": {"Melissa.stockpile": 8}}], pool=current_pool
    )
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["stockpiles"]["Melissa"] == 22 and not outcome["cards"]["raider"]["depleted"]
    del cards["sharp"]
    plain = only(battle(cards, site, [strike], pool=current_pool))
    assert plain["cards"]["raider"]["depleted"] and plain["stockpiles"]["Melissa"] == 24


def test_enhancement_alpha_strike_does_not_deplete_rulebook_p31(current_pool: CardPool) -> None:
    """no_option_drawback, always on: Access to Extra Munitions (pool card, read in place): "That 'Mech does not
    deplete when using Alpha Strike." Its 'Mech uses Alpha Strike (rulebook p.31: +3, the Unit is depleted) and
    stays undepleted."""
    cards = {
        "raider": unit("Brian", "fast", attack=3, text="Alpha Strike: +3 attack"),
        "ammo": {"owner": "Brian", "card": "Access to Extra Munitions", "on": "raider"},
    }
    site = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile"}
    result = battle(cards, site, [{"by": "Brian", "use": "Alpha Strike", "unit": "raider"}], pool=current_pool)
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert not outcome["cards"]["raider"]["depleted"] and outcome["stockpiles"]["Melissa"] == 24


def test_pilot_may_attack_units_regardless_of_speed_rulebook_p24(current_pool: CardPool) -> None:
    """ignore_speed: Vlad of the Wards (pool card, read in place): "'Mech piloted by Vlad of the Wards may attack
    Units regardless of their speed": a moderate 'Mech attacks a fast Unit (rulebook p.24: otherwise each attacker
    must be faster than the target Unit); without the Pilot, that is a violation."""
    cards = {
        "raider": unit("Brian", "moderate", attack=3),
        "victim": unit("Melissa", "fast", attack=0),
        "vlad": {"owner": "Brian", "card": "Vlad of the Wards", "on": "raider"},
    }
    result = battle(cards, ATTACK, pool=current_pool)
    assert result["legal"], result["violations"]
    del cards["vlad"]
    assert r.TARGET_SLOWER_UNIT in answer_rules(battle(cards, ATTACK, pool=current_pool))


def test_enhanced_command_card_cannot_be_attacked_rulebook_p9(current_pool: CardPool) -> None:
    """cannot_be_attacked: Hidden Location (pool card, read in place) on a Command card: "That card cannot be
    attacked." Attacking it is a violation (rulebook p.9: cards make exceptions to the rules of missions, p.24)."""
    cards = {
        "raider": unit("Brian", "fast", attack=3),
        "post": {"owner": "Melissa", "command": {"name": "Post", "structure": 4}},
        "hide": {"owner": "Melissa", "card": "Hidden Location", "on": "post"},
    }
    result = battle(cards, {"attacker": "Brian", "group": ["raider"], "target": "post"}, pool=current_pool)
    assert not result["legal"] and r.MISSION in answer_rules(result)
    del cards["hide"]
    assert battle(cards, {"attacker": "Brian", "group": ["raider"], "target": "post"}, pool=current_pool)["legal"]


def test_pilot_attacks_alone_unblockable_then_to_hand_rulebook_p9(current_pool: CardPool) -> None:
    """piloted_attacks_alone: Morgan Kell (pool card, read in place): "If 'Mech piloted by Morgan Kell attacks alone,
    it cannot be blocked, but put this card into your hand after the mission." Alone and unblocked, its 'Mech hits the
    Stockpile and Morgan Kell goes to Brian's hand; blocked, the block is a violation; in a group, nothing happens."""
    cards = {
        "raider": unit("Brian", "fast", attack=3),
        "buddy": unit("Brian", "fast", attack=2),
        "guard": unit("Melissa", "fast", attack=0),
        "morgan": {"owner": "Brian", "card": "Morgan Kell", "on": "raider"},
    }
    alone = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile"}
    result = battle(cards, alone, pool=current_pool)
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["cards"]["morgan"]["zone"] == "hand" and outcome["stockpiles"]["Melissa"] == 27
    blocked = battle(cards, {**alone, "blockers": ["guard"]}, pool=current_pool)
    assert not blocked["legal"] and r.BLOCKING in answer_rules(blocked)
    pair = {**alone, "group": ["raider", "buddy"], "blockers": ["guard"]}
    grouped = battle(cards, pair, pool=current_pool)
    assert grouped["legal"], grouped["violations"]
    assert only(grouped)["cards"]["morgan"]["zone"] == "command_post"


def test_enhancement_scrapped_to_prevent_damage_to_that_mech_ce_rulings_abilities(current_pool: CardPool) -> None:
    """scrap_cost: Extra Armor Plating (pool card, read in place): "Scrap Extra Armor Plating to prevent up to 2
    damage to that 'Mech. Use this ability only during a mission." "That 'Mech" is the one it is on; the Plating goes
    to the Scrapheap to pay (rulebook p.27; CE General Rulings, Abilities): 4 damage, 2 prevented."""
    cards = {
        "raider": unit("Brian", "fast", attack=4, structure=9),
        "victim": unit("Melissa", "slow", attack=0, structure=9),
        "plate": {"owner": "Melissa", "card": "Extra Armor Plating", "on": "victim"},
    }
    actions = [
        {"by": "Melissa", "use": "ability", "card": "plate"},
        {"by": "Brian", "assign": "raider", "to": {"victim": 4}},
    ]
    result = battle(cards, ATTACK, actions, pool=current_pool)
    assert result["legal"], result["violations"]
    state = only(result)["cards"]
    assert state["victim"]["damage"] == 2 and state["plate"]["zone"] == "scrapheap"


def test_pilot_returned_to_hand_to_stop_all_damage_ce_rulings_abilities(current_pool: CardPool) -> None:
    """return_to_hand_cost: Phelan Ward (pool card, read in place): "Put Phelan Ward into your hand to have all Units
    deal no damage. Use this ability only during battle." Used by Melissa (its 'Mech in the battle: CE General
    Rulings, Abilities): no damage is dealt, and Phelan Ward is in her hand."""
    cards = {
        "raider": unit("Brian", "fast", attack=4, structure=9),
        "victim": unit("Melissa", "slow", attack=3, structure=9),
        "phelan": {"owner": "Melissa", "card": "Phelan Ward", "on": "victim"},
    }
    result = battle(cards, ATTACK, [{"by": "Melissa", "use": "ability", "card": "phelan"}], pool=current_pool)
    assert result["legal"], result["violations"]
    state = only(result)["cards"]
    assert state["victim"]["damage"] == state["raider"]["damage"] == 0 and state["phelan"]["zone"] == "hand"


def test_enhancement_sets_speed_and_forbids_blocking_rulebook_p24(current_pool: CardPool) -> None:
    """set_speed with a stat change and a restriction in one sentence: Tracking System Failure (pool card, read in
    place), Brian's, on Melissa's fast 'Mech: "That Unit gets -2 attack, is now slow, and cannot block unless
    guarding." Brian's moderate 'Mech may attack it (rulebook p.24: only slower Units are attacked); it cannot block
    from patrol; without the card, the attack is a violation."""
    cards = {
        "raider": unit("Brian", "moderate", attack=3),
        "victim": unit("Melissa", "fast", attack=4, structure=9),
        "jam": {"owner": "Brian", "card": "Tracking System Failure", "on": "victim"},
    }
    result = battle(cards, ATTACK, [{"by": "Melissa", "assign": "victim", "to": {"raider": 2}}], pool=current_pool)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["raider"]["damage"] == 2  # 4 - 2 attack
    blocked = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile", "blockers": ["victim"]}
    assert r.BLOCKING in answer_rules(battle(cards, blocked, pool=current_pool))
    del cards["jam"]
    assert r.TARGET_SLOWER_UNIT in answer_rules(battle(cards, ATTACK, pool=current_pool))
