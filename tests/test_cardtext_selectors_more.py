"""More selectors (gramD8, issue 18 item 4): a bound on a stat now, no Pilot or option, damage counters on a card, the
cards you have under construction, a card "of your choice", the cards of this region, a Unit's own group, "this
'Mech" compared with. Every sentence is invented; each is read back from its English rendering (``effects_of``
checks the round trip), and wordings that must not read are checked unread."""

from __future__ import annotations

from typing import Any

import pytest

from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from tests.bttcg_helpers import battle, mission_card, only, unit
from tests.cardtext_helpers import effects_of


def _selector(text: str, card_type: str = "Mission") -> m.Selector:
    effect = effects_of(text, "Grog", card_type)[0]
    while isinstance(effect, m.Lasting):
        effect = effect.effects[0]
    target = getattr(effect, "target", None)
    assert isinstance(target, m.Selector), effect
    return target


def _unread(text: str, card_type: str = "Mission") -> bool:
    return not parse_card_text(text, "Grog", card_type).ok


@pytest.mark.parametrize(
    ("text", "stat", "bound", "value"),
    [
        ("Target Unit with 3 or less attack gets +1 armor.", "attack", "at_most", 3),
        ("Deal 2 damage to target Unit with 2 or more armor.", "armor", "at_least", 2),
        ("Target 'Mech with at least 4 armor gets -1 armor.", "armor", "at_least", 4),
        ("Each Unit that has 2 structure or less gets +1 armor until end of turn.", "structure", "at_most", 2),
        ("Target Vehicle with an attack of three or more gets -1 attack.", "attack", "at_least", 3),
        ("Target Unit whose armor is at most 1 gets +1 armor.", "armor", "at_most", 1),
        ("Each 'Mech you control with 3 or fewer attack gets +1 attack.", "attack", "at_most", 3),
        ("Tap target Unit having no more than 2 attack.", "attack", "at_most", 2),
        ("Deal 1 damage to each opposing Unit with armor of 4 or higher.", "armor", "at_least", 4),
    ],
)
def test_a_bound_on_a_stat_now_rulebook_p26(text: str, stat: str, bound: str, value: int) -> None:
    """rulebook p.26-29: a Unit's attack and armor now (its printed ones with every change that applies). "with 3 or
    less attack", "with at least 4 armor", "whose armor is at most 1" bound that stat, in either order of words."""
    assert _selector(text).stat_bounds == [m.StatBound(stat=stat, bound=bound, value=value)]


@pytest.mark.parametrize(
    "text",
    [
        "Target Unit with 3 attack gets +1 armor.",  # a stat equal to a number: no bound said
        "Target Unit with 3 or so attack gets +1 armor.",
        "Target Unit with more attack gets +1 armor.",  # more than what?
        "Target Unit with 3 or less initiative gets +1 armor.",  # a Unit has no initiative
        "Target Unit whose attack is 3 gets +1 armor.",
    ],
)
def test_a_stat_bound_needs_a_number_and_a_direction(text: str) -> None:
    """Not a catch-all: a bound names a number, a direction and a Unit's stat (rulebook p.26), else it is unread."""
    assert _unread(text)


@pytest.mark.parametrize(
    "text",
    [
        "One of your 'Mechs that has no Pilot gets +1 attack.",
        "Target 'Mech with no Pilot gets +1 attack.",
        "Each 'Mech you control that has no pilot gets +1 armor.",
        "Untap target 'Mech that has no Pilot.",
        "Deal 2 damage to each opposing 'Mech with no Pilot.",
    ],
)
def test_a_mech_with_no_pilot_is_unpiloted_glossary_pilot(text: str) -> None:
    """glossary, Pilot: Pilot cards are played on 'Mechs; "that has no Pilot", "with no Pilot" is unpiloted."""
    assert "unpiloted" in _selector(text).states


@pytest.mark.parametrize(
    ("text", "option"),
    [
        ("Target Unit that has no Jump gets -1 attack.", "Jump"),
        ("Deal 1 damage to each Unit that has no ECM.", "ECM"),
        ("Each 'Mech you control that has no Missile option gets +1 armor.", "Missile"),
    ],
)
def test_a_unit_with_no_option_rulebook_p31(text: str, option: str) -> None:
    """rulebook p.31, Unit options: "that has no Jump" is a Unit without that option."""
    assert _selector(text).without_option == option


@pytest.mark.parametrize(
    "text",
    [
        "Target Unit with damage counters on it gets +1 armor.",
        "Deal 1 damage to each 'Mech with damage on it.",
        "Tap each Unit you control with damage counters on them.",
    ],
)
def test_a_card_with_damage_counters_on_it_glossary_damage_counter(text: str) -> None:
    """glossary, Damage counter: damage stays on a card until repaired; "with damage counters on it" is any damage."""
    assert _selector(text).min_damage_counters == 1


@pytest.mark.parametrize(
    "text",
    [
        "Put a construction counter on each card you have under construction.",
        "Put a construction counter on one card you have under construction.",
        "Scrap a card you have under construction.",
    ],
)
def test_cards_you_have_under_construction_rulebook_p14(text: str) -> None:
    """rulebook p.14, Construction region: the cards you have under construction are yours there."""
    selector = _selector(text)
    assert (selector.owner, selector.states) == ("you", ["under_construction"])


@pytest.mark.parametrize(
    ("text", "states"),
    [
        ("A Unit of your choice gets +1 attack.", []),
        ("Any 'Mech of your choice gets +1 attack until end of turn.", []),
        ("Deal 2 damage to an attacking Unit of your choice.", ["attacking"]),
        ("Tap one untapped 'Mech of your choice.", ["untapped"]),
        ("Deal 1 damage to a Vehicle of your choice.", []),
    ],
)
def test_a_card_of_your_choice_is_a_target_glossary_target(text: str, states: list[str]) -> None:
    """glossary, Target: the player chooses the card; "a Unit of your choice" is one card, as "target Unit"."""
    selector = _selector(text)
    assert (selector.quantifier, selector.count, selector.states) == ("one", None, states)


def test_each_of_your_choice_is_not_read() -> None:
    """ "each Unit of your choice": every card, or the ones you pick? Unread rather than guessed."""
    assert _unread("Each Unit of your choice gets +1 attack.")


@pytest.mark.parametrize(
    ("text", "noun"),
    [
        ("Units in this region get +1 armor.", "unit"),
        ("'Mechs in this region get -1 attack.", "mech"),
        ("Vehicles in the enhanced region get +1 armor.", "vehicle"),
    ],
)
def test_units_in_this_region_glossary_terrain(text: str, noun: str) -> None:
    """glossary, Terrain: a Terrain card enhances a region; "Units in this region" are all the Units there."""
    selector = _selector(text, "Terrain")
    assert (selector.quantifier, selector.noun, selector.in_enhanced_region) == ("all", noun, True)


def test_a_unit_in_this_region_with_no_quantifier_is_not_read() -> None:
    """A singular with no quantifier names no card ("Unit in this region gets ...")."""
    assert _unread("Unit in this region gets +1 armor.", "Terrain")


@pytest.mark.parametrize(
    "text",
    [
        "Grog gets +1 attack for each other Unit in its group.",
        "Grog gets -1 attack for each Battle Armor Unit in your group.",
        "Grog gets +1 armor for each 'Mech in its own group.",
    ],
)
def test_a_units_own_group_glossary_group(text: str) -> None:
    """glossary, Group: the attacking Units are one group, the blocking Units another; "in its group" is the group
    this card is in."""
    (effect,) = effects_of(text, "Grog", "Unit")
    assert isinstance(effect, m.ForEach) and isinstance(effect.each, m.Selector)
    assert effect.each.in_group_with == "this"


@pytest.mark.parametrize(("card_type", "member"), [("Unit", "this"), ("Pilot", "piloted_unit")])
def test_a_stat_compared_with_this_mech_rulebook_p26(card_type: str, member: str) -> None:
    """ "with less attack than this 'Mech": on a 'Mech, the card itself; on a Pilot, the 'Mech it pilots (as the
    target "this 'Mech" reads)."""
    selector = _selector("Target Unit with less attack than this 'Mech gets -1 attack.", card_type)
    assert (selector.compared_stat, selector.compared, selector.compared_with) == ("attack", "lower", member)


def test_a_stat_bound_in_a_battle_rulebook_p26_battle_stats() -> None:
    """rulebook p.26-29: a Unit's attack in a battle is its printed attack with every change that applies. "target
    Unit with 2 or less attack": an attacker of attack 1 may be chosen, one of attack 4 may not, nor a Unit outside
    the battle (its attack now is not computed there: never guessed)."""
    text = "Deal 2 damage to target Unit with 2 or less attack."

    def fight(attack: int, chosen: str = "raider") -> dict[str, Any]:
        cards = {
            "raider": unit("Brian", "fast", attack=attack, structure=9),
            "home": unit("Brian", "slow", attack=0, structure=9),
            "victim": unit("Melissa", "slow", attack=0, structure=9),
            "shot": mission_card("Melissa", text, "Shot"),
        }
        attack_of = {"attacker": "Brian", "group": ["raider"], "target": "victim"}
        return battle(cards, attack_of, [{"by": "Melissa", "play": "shot", "choose": [chosen]}])

    weaker = fight(1)
    assert weaker["legal"], weaker["violations"]
    assert only(weaker)["cards"]["raider"]["damage"] == 2
    stronger = fight(4)
    assert not stronger["legal"]
    assert any("with 2 or less attack" in v["message"] for v in stronger["violations"])
    assert not fight(1, "home")["legal"]
