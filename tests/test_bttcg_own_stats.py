"""A Unit's continuous change of its own stats with a condition or a count (judge/bttcg/own_stats.py): Glossary,
Continuous ability (always on while its card is in play, its condition read whenever the stat is); rulebook p.26
(all the modifiers of the cards that can affect the battle); rulebook p.12 (Enhancements and Pilots on a card);
Glossary, Damage (damage counters stay until repaired); Glossary, Group. Invented inline cards."""

from __future__ import annotations

from typing import Any

from tests.bttcg_helpers import battle, only, unit

TO_STOCKPILE = {"attacker": "Brian", "group": ["lead"], "target": "Melissa.stockpile"}


def _dealt(cards: dict[str, Any], mission: dict[str, Any] = TO_STOCKPILE, **more: Any) -> int:
    return 30 - int(only(battle(cards, mission, **more))["stockpiles"]["Melissa"])


def test_own_attack_while_you_have_an_asset_rulebook_p14_glossary_continuous() -> None:
    """ "If you have Munitions available, ~ gets +1 attack.": with Munitions (rulebook p.14, Assets) it deals 3 + 1,
    without them its printed 3."""
    text = "If you have Munitions available, Sable Drake gets +1 attack."
    cards = {"lead": unit("Brian", "fast", attack=3, name="Sable Drake", text=text)}
    assert _dealt(cards, assets=("TM", "T")) == 4
    assert _dealt(cards, assets=("T", "T")) == 3


def test_own_attack_as_long_as_you_control_cards_rulebook_p20_glossary_continuous() -> None:
    """ "As long as you control a Davion Command card, ~ gets +2 attack.": the player's cards in play (rulebook
    p.20), of that affiliation (an inline card's keywords); a Kurita one does not count, nor the opponent's."""
    text = "As long as you control a Davion Command card, Sable Drake gets +2 attack."
    lead = unit("Brian", "fast", attack=3, name="Sable Drake", text=text)
    davion = {"owner": "Brian", "command": {"name": "Davion Post", "keywords": ["Davion"]}}
    kurita = {"owner": "Brian", "command": {"name": "Kurita Post", "keywords": ["Kurita"]}}
    theirs = {"owner": "Melissa", "command": {"name": "Davion Post", "keywords": ["Davion"]}}
    assert _dealt({"lead": lead, "hq": davion}) == 5
    assert _dealt({"lead": lead, "hq": kurita}) == 3
    assert _dealt({"lead": lead, "hq": theirs}) == 3


def test_own_armor_while_guarding_glossary_guard() -> None:
    """ "While ~ is guarding, it gets +2 armor.": guarding Melissa's Stockpile (Glossary, Guard), the blocker's
    armor 0 + 2 stops 2 of the attacker's 3 damage; the same card on patrol stops none (its structure 5 takes 1 or
    3 damage counters)."""
    text = "While Sable Wall is guarding, it gets +2 armor."
    mission = {**TO_STOCKPILE, "blockers": ["wall"]}
    lead = unit("Brian", "fast", attack=3)
    guarding = unit(
        "Melissa", "fast", attack=0, name="Sable Wall", text=text, zone="guard", guarding="Melissa.stockpile"
    )
    patrolling = unit("Melissa", "fast", attack=0, name="Sable Wall", text=text)
    assert only(battle({"lead": lead, "wall": guarding}, mission))["cards"]["wall"]["damage"] == 1
    assert only(battle({"lead": lead, "wall": patrolling}, mission))["cards"]["wall"]["damage"] == 3


def test_own_attack_for_each_enhancement_on_it_rulebook_p12() -> None:
    """ "~ gets +1 attack for each Enhancement on it.": two Enhancements played on it (rulebook p.12), +2; a Pilot
    on it is no Enhancement."""
    text = "Sable Drake gets +1 attack for each Enhancement on it."
    cards: dict[str, Any] = {"lead": unit("Brian", "fast", attack=3, name="Sable Drake", text=text)}
    for name in ("e1", "e2"):
        cards[name] = {"owner": "Brian", "command": {"name": name, "keywords": ["Enhancement"]}, "on": "lead"}
    cards["p1"] = {"owner": "Brian", "command": {"name": "p1", "keywords": ["Pilot"]}, "on": "lead"}
    assert _dealt(cards) == 5


def test_own_attack_for_each_damage_counter_on_it_glossary_damage() -> None:
    """ "~ gets +1 attack for each damage counter on it.": the 2 damage counters it keeps (Glossary, Damage)."""
    text = "Sable Drake gets +1 attack for each damage counter on it."
    assert _dealt({"lead": unit("Brian", "fast", attack=3, name="Sable Drake", text=text, damage=2)}) == 5
    assert _dealt({"lead": unit("Brian", "fast", attack=3, name="Sable Drake", text=text)}) == 3


def test_own_stats_for_each_other_unit_you_control_rulebook_p20() -> None:
    """ "~ gets +1/+1 for each other Unit you control.": Brian's two other Units in play (rulebook p.20: active
    cards), in the battle or not; Melissa's Unit is not his, and the card itself is not another."""
    text = "Sable Drake gets +1/+1 for each other Unit you control."
    cards = {
        "lead": unit("Brian", "fast", attack=3, name="Sable Drake", text=text),
        "u1": unit("Brian", "slow", attack=1),
        "u2": unit("Brian", "slow", attack=1, type="vehicle"),
        "theirs": unit("Melissa", "slow", attack=1),
    }
    assert _dealt(cards) == 5


def test_own_attack_in_a_group_with_another_clan_unit_glossary_group() -> None:
    """ "If ~ is in a group with another Clan Unit, it gets +1 attack.": only while that Unit attacks with it
    (Glossary, Group); the same Clan Unit on patrol, outside the battle, gives nothing."""
    text = "If Sable Drake is in a group with another Clan Unit, it gets +1 attack."
    cards = {
        "lead": unit("Brian", "fast", attack=3, name="Sable Drake", text=text),
        "clan": unit("Brian", "fast", attack=1, keywords=["Clan"]),
    }
    assert _dealt(cards, {**TO_STOCKPILE, "group": ["lead", "clan"]}) == 4 + 1
    assert _dealt(cards) == 3
