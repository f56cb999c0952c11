"""Lasting effects for the rest of the battle under way (judge/bttcg/battle_lasting.py): rulebook p.29 (all damage
resolves at once at the end of the battle), p.13 (a Mission card's effects last until the end of the mission),
p.29-30 (prevention before armor). The Mission cards are invented; the attacker is untapped after the first mission
by a pool Pilot read in place (Bearer of McKennsy Hammer, die 5), so that it attacks again later in the turn."""

from __future__ import annotations

from typing import Any

from judge.bttcg.executable import face_with, refusals_of
from judge.bttcg.lasting import lasting_problem
from judge.cards.models import BtCard
from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from judge.pool import CardPool
from tests.bttcg_helpers import battle, mission_card, only, unit

FIRST = {"attacker": "Brian", "group": ["a1"], "target": "Melissa.stockpile", "blockers": ["mb1"]}


def _cards(text: str | None, blocker_attack: int = 2) -> dict[str, Any]:
    cards: dict[str, Any] = {
        "a1": unit("Brian", "fast", attack=2, structure=9),
        "mb1": unit("Melissa", "fast", attack=blocker_attack, structure=9),
    }
    if text is not None:
        cards["card"] = mission_card("Brian", text, "Hold the Line")
    return cards


def _one_battle(text: str | None, pick: str, a1_deals: int, blocker_attack: int = 2) -> dict[str, Any]:
    actions: list[Any] = [{"by": "Melissa", "assign": "mb1", "to": {"a1": blocker_attack}}]
    if text is not None:
        actions.append({"by": "Brian", "play": "card", "choose": [pick]})
    actions.append({"by": "Brian", "assign": "a1", "to": {"mb1": a1_deals}})
    return battle(_cards(text, blocker_attack), FIRST, actions)


def test_attack_change_until_the_end_of_the_battle_counts_in_it_rulebook_p29() -> None:
    """rulebook p.29 (damage resolves at the end of the battle): "+2 attack until the end of the battle" makes a1's
    attack 4 for its damage assignment; assigning only its printed 2 is then a violation (all of its attack)."""
    text = "Target 'Mech gets +2 attack until the end of the battle."
    result = _one_battle(text, "a1", 4)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["mb1"]["damage"] == 4
    assert any("until the end of the battle" in step["text"] for step in result["trace"])
    assert not _one_battle(text, "a1", 2)["legal"]


def test_attack_change_until_the_end_of_the_battle_ends_with_the_mission_rulebook_p13(current_pool: CardPool) -> None:
    """rulebook p.13 (Mission cards' effects end with the mission) and p.23 (another mission later in the turn): the
    +2 attack of the first battle is gone in the second mission, where a1 assigns its printed 2."""
    cards = _cards("Target 'Mech gets +2 attack until the end of the battle.")
    cards["bearer"] = {"owner": "Brian", "card": "Bearer of McKennsy Hammer", "on": "a1"}
    cards["mb2"] = unit("Melissa", "fast", attack=0, structure=9)
    actions: list[Any] = [
        {"by": "Melissa", "assign": "mb1", "to": {"a1": 2}},
        {"by": "Brian", "play": "card", "choose": ["a1"]},
        {"by": "Brian", "assign": "a1", "to": {"mb1": 4}},
        {"by": "Brian", "attack": "Melissa.stockpile", "group": ["a1"], "blockers": ["mb2"]},
        {"by": "Brian", "assign": "a1", "to": {"mb2": 2}},
    ]
    result = battle(cards, FIRST, actions, dice=[5, 1], pool=current_pool)
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["cards"]["mb1"]["damage"] == 4
    assert outcome["cards"]["mb2"]["damage"] == 2


def test_armor_change_of_every_engaged_mech_this_battle_rulebook_p29_p30() -> None:
    """rulebook p.29-30 (armor once against the lump sum): "All engaged 'Mechs get -1 armor this battle" on Units of
    armor 1: each of them takes all of the 2 damage assigned to it, where without the card armor stops 1."""
    text = "All engaged 'Mechs get -1 armor this battle."
    cards = _cards(text)
    cards["a1"]["unit"]["armor"] = 1
    cards["mb1"]["unit"]["armor"] = 1
    actions: list[Any] = [
        {"by": "Melissa", "assign": "mb1", "to": {"a1": 2}},
        {"by": "Brian", "play": "card"},
        {"by": "Brian", "assign": "a1", "to": {"mb1": 2}},
    ]
    result = battle(cards, FIRST, actions)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["a1"]["damage"] == 2
    assert only(result)["cards"]["mb1"]["damage"] == 2


def test_prevent_the_next_damage_this_battle_is_a_shield_of_the_battle_rulebook_p29_p30() -> None:
    """rulebook p.29-30 (prevention before armor): "Prevent the next 3 damage to target Unit this battle" on a1,
    blocked by a 5-attack 'Mech: 2 of the 5 get through; without the card all 5."""
    text = "Prevent the next 3 damage to target Unit this battle."
    result = _one_battle(text, "a1", 2, blocker_attack=5)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["a1"]["damage"] == 2
    assert only(_one_battle(None, "a1", 2, blocker_attack=5))["cards"]["a1"]["damage"] == 5


def test_deals_no_damage_this_battle_rulebook_p29_ce_temporary_cease_fire() -> None:
    """rulebook p.29 and CE rulings, Temporary Cease-Fire (damage a card deals prevented): "Target 'Mech deals no
    damage this battle" on the blocker: a1 takes none of its 2 damage."""
    result = _one_battle("Target 'Mech deals no damage this battle.", "mb1", 2)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["a1"]["damage"] == 0
    assert only(result)["cards"]["mb1"]["damage"] == 2


def _refusals(text: str) -> list[str]:
    parsed = parse_card_text(text, "Probe", "Mission", suggestions=False)
    assert parsed.ok, parsed.errors
    card = BtCard(name="Probe", card_type="Mission", subtypes=[], text=text)
    return [reason for reasons in refusals_of(face_with(card, parsed.abilities)) for reason in reasons]


def test_lasting_effects_a_battle_keeps_are_executed_others_still_refused_rulebook_p13() -> None:
    """rulebook p.13, p.29: stat changes and prevention until the end of the battle (or Overheat damage prevented
    during this mission) are executed; a speed change until then is still refused, named."""
    for text in (
        "Target 'Mech gets +2 attack until the end of the battle.",
        "Prevent all Overheat damage to target Unit during this mission.",
        "Each Unit you control takes 2 less damage this battle.",
    ):
        assert _refusals(text) == [], text
    assert _refusals("Target Unit is fast until the end of the battle.")


def test_until_the_end_of_the_battle_outside_a_battle_is_refused_rulebook_p26() -> None:
    """rulebook p.26 (a battle is part of a mission): used during the turn, "until the end of the battle" names no
    battle, and the turn refuses it in words."""
    change = m.ModifyStat(target=m.Selector(quantifier="one", noun="unit"), stat="attack", amount=1)
    problem = lasting_problem(m.Lasting(until="end_of_battle", effects=[change]))
    assert problem is not None and "outside a battle" in problem
