"""Continuous abilities of Command cards in play beside a battle (judge/bttcg/continuous.py): rulebook p.26, "All
Command cards can affect the battle, except for Enhancements and Pilots"; "Your total initiative score is equal to
your base initiative plus all initiative modifiers provided by all your cards that can affect the battle". Invented
inline cards using the constructions of the pool's cards (with other numbers), and the pool cards read in place."""

from __future__ import annotations

from typing import Any

import pytest

from judge.pool import CardPool
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import battle, only, unit


def command(owner: str, text: str, name: str = "HQ", **more: Any) -> dict[str, Any]:
    return {"owner": owner, "command": {"name": name, "text": text, **more}}


TO_STOCKPILE = {"attacker": "Brian", "group": ["a1"], "target": "Melissa.stockpile"}


def test_modify_stat_each_of_your_mechs_from_a_command_card_rulebook_p26() -> None:
    """modify_stat of a Command card in play (rulebook p.26: all Command cards can affect the battle): "Each of your
    'Mechs gets -2 structure and +2 attack." Brian's 'Mech deals 3 + 2 to the Stockpile; Melissa's blocker with
    structure 3 is scrapped by 2 damage once its structure is 1."""
    cards = {
        "a1": unit("Brian", "fast", attack=3),
        "hq": command("Brian", "Each of your 'Mechs gets -2 structure and +2 attack."),
    }
    assert only(battle(cards, TO_STOCKPILE))["stockpiles"]["Melissa"] == 30 - 5
    cards = {
        "a1": unit("Melissa", "fast", attack=2),
        "b1": unit("Brian", "fast", attack=0, structure=3),
        "hq": command("Brian", "Each of your 'Mechs gets -2 structure and +2 attack."),
    }
    mission = {"attacker": "Melissa", "group": ["a1"], "target": "Brian.stockpile", "blockers": ["b1"]}
    outcome = only(battle(cards, mission))
    assert outcome["cards"]["b1"]["zone"] == "scrapheap"  # 2 damage, structure 3 - 2


def test_modify_stat_of_a_command_card_reaches_only_its_controllers_units() -> None:
    """ "Each of your 'Mechs": the controller's, not the opponent's (Melissa's HQ gives Brian's attacker nothing)."""
    cards = {
        "a1": unit("Brian", "fast", attack=3),
        "hq": command("Melissa", "Each of your 'Mechs gets -2 structure and +2 attack."),
    }
    assert only(battle(cards, TO_STOCKPILE))["stockpiles"]["Melissa"] == 30 - 3


def test_modify_stat_each_of_your_blocking_mechs_glossary_group() -> None:
    """ "Each of your blocking 'Mechs gets +3 attack." (Glossary, Group: the blocking Units are a group): the
    blocker deals 1 + 3 to the attacker; the same card gives an attacking 'Mech nothing."""
    text = "Each of your blocking 'Mechs gets +3 attack."
    cards = {
        "a1": unit("Brian", "fast", attack=0, structure=9),
        "b1": unit("Melissa", "fast", attack=1),
        "faction": command("Melissa", text),
    }
    mission = {"attacker": "Brian", "group": ["a1"], "target": "Melissa.stockpile", "blockers": ["b1"]}
    assert only(battle(cards, mission))["cards"]["a1"]["damage"] == 4
    cards = {"a1": unit("Brian", "fast", attack=3), "faction": command("Brian", text)}
    assert only(battle(cards, TO_STOCKPILE))["stockpiles"]["Melissa"] == 30 - 3


def test_gain_ability_c3_from_a_command_card_rulebook_p26() -> None:
    """gain_ability from a Command card in play: "Each of your 'Mechs ... gains C3" (C3, rulebook
    glossary: two or more Units with C3 in one group each get +2 attack): two attacking 'Mechs of 1 attack deal 3
    each; alone, one deals 1."""
    text = "Each of your 'Mechs gets -2 structure and gains C3."
    cards = {
        "a1": unit("Brian", "fast", attack=1),
        "a2": unit("Brian", "fast", attack=1),
        "hq": command("Brian", text),
    }
    mission = {"attacker": "Brian", "group": ["a1", "a2"], "target": "Melissa.stockpile"}
    assert only(battle(cards, mission))["stockpiles"]["Melissa"] == 30 - 6
    del cards["a2"]
    assert only(battle(cards, TO_STOCKPILE))["stockpiles"]["Melissa"] == 30 - 1


def test_modify_stat_each_of_your_pilots_glossary_pilot_and_initiative_rulebook_p26() -> None:
    """ "Each of your Pilots gets +2 initiative and +2 attack.": a Pilot gives its 'Mech its attack (Glossary,
    Pilot) and its controller its initiative (rulebook p.26): Brian's piloted attacker deals 2 + 1 (Pilot) + 2; his
    score is 1 + 1 (Pilot) + 2, so he wins initiative over Melissa's 2."""
    cards = {
        "a1": unit("Brian", "fast", attack=2),
        "pilot": {
            "owner": "Brian",
            "command": {"name": "Ace", "keywords": ["Pilot"], "text": "+1 initiative, +1 attack"},
            "on": "a1",
        },
        "tf": command("Brian", "Each of your Pilots gets +2 initiative and +2 attack."),
        "b1": unit("Melissa", "fast", attack=0, structure=9, text="This 'Mech gets +1 initiative."),
    }
    mission = {"attacker": "Brian", "group": ["a1"], "target": "Melissa.stockpile", "blockers": ["b1"]}
    result = battle(cards, mission)
    assert result["initiative"]["scores"] == {"Brian": 4, "Melissa": 2}
    assert only(result)["cards"]["b1"]["damage"] == 5


@pytest.mark.parametrize("text", ["You get +2 initiative.", "This card gets +2 initiative."])
def test_modify_stat_initiative_of_a_command_card_itself_rulebook_p26(text: str) -> None:
    """A Command card's own initiative modifier ("You get +2 initiative."): its
    controller's initiative score (rulebook p.26: "all initiative modifiers provided by all your cards that can
    affect the battle")."""
    cards = {"a1": unit("Brian", "fast", attack=2), "hq": command("Melissa", text)}
    assert battle(cards, TO_STOCKPILE)["initiative"]["scores"] == {"Brian": 1, "Melissa": 3}


def test_a_command_cards_bare_initiative_is_its_controllers_rulebook_p26() -> None:
    """A bare "+1 initiative" on a Command card that is not a Pilot (Takashi Kurita's line; the grammar reads it as
    a Pilot's, of the piloted 'Mech, and there is none) is the card's own initiative modifier, given to its
    controller's score (rulebook p.26: "all initiative modifiers provided by all your cards that can affect the
    battle"). A Pilot's (keyword Pilot: its keyword line, or rulebook p.40's table for the older printings, which
    older_pilots.py reads) counts only through the 'Mech it is on (rulebook p.26): off a 'Mech it is refused, never
    counted as its controller's."""
    cards = {"a1": unit("Brian", "fast", attack=2), "hq": command("Melissa", "+1 initiative")}
    assert battle(cards, TO_STOCKPILE, assets=("", ""))["initiative"]["scores"] == {"Brian": 0, "Melissa": 1}
    cards["hq"] = command("Melissa", "+1 initiative", keywords=["Pilot"])
    with pytest.raises(ScenarioError, match="not answered by this version: HQ"):
        battle(cards, TO_STOCKPILE)


def test_two_continuous_effects_on_one_unit_add_up() -> None:
    """Two continuous effects on one Unit: a Command card's "Each of your 'Mechs gets +1 attack" and the Unit's own
    "+2 attack" (and a second such Command card) add up: 1 + 2 + 1 + 1."""
    cards = {
        "a1": unit("Brian", "fast", attack=1, text="This 'Mech gets +2 attack."),
        "hq": command("Brian", "Each of your 'Mechs gets +1 attack."),
        "hq2": command("Brian", "Each of your 'Mechs gets +1 attack.", name="HQ 2"),
    }
    assert only(battle(cards, TO_STOCKPILE))["stockpiles"]["Melissa"] == 30 - 5


def test_a_continuous_ability_of_an_unexecuted_kind_is_still_refused() -> None:
    """What continuous.py does not execute stays refused (issue 17: never passed over): "Each of your 'Mechs gets +1
    attack" of a Command card beside the battle is executed, an unexecuted kind ("cannot be blocked") is not."""
    cards = {
        "a1": unit("Brian", "fast", attack=1),
        "hq": command("Brian", "Each of your 'Mechs gets +1 attack and each of your 'Mechs cannot be blocked."),
    }
    with pytest.raises(ScenarioError, match=r"not answered by this version: HQ .*cannot be blocked"):
        battle(cards, TO_STOCKPILE)


@pytest.mark.parametrize("name", ["Wolf High Command", "Kurita High Command", "Training Facility"])
def test_pool_command_cards_in_play_are_executed_in_a_battle(current_pool: CardPool, name: str) -> None:
    """The pool's cards, read in place: in play beside a battle they answer, not refuse."""
    cards = {"a1": unit("Brian", "fast", attack=3), "hq": {"owner": "Brian", "card": name}}
    result = battle(cards, TO_STOCKPILE, pool=current_pool)
    assert result["legal"], result["violations"]
    expected = {"Wolf High Command": 4, "Kurita High Command": 3, "Training Facility": 3}[name]
    assert only(result)["stockpiles"]["Melissa"] == 30 - expected


def test_a_depleted_command_cards_continuous_ability_is_refused_rulebook_p21() -> None:
    """Rulebook p.21: "Depleted cards are always face down": whether a face-down card's text still applies is not
    settled, so a depleted Command card with a continuous ability is refused, never counted or dropped."""
    cards = {
        "a1": unit("Brian", "fast", attack=3),
        "hq": {**command("Brian", "Each of your 'Mechs gets +1 attack."), "tapped": True, "depleted": True},
    }
    with pytest.raises(ScenarioError, match="HQ is depleted"):
        battle(cards, TO_STOCKPILE)


def _warden(attacker: str, pool: CardPool) -> dict[str, Any]:
    defender = "Melissa" if attacker == "Brian" else "Brian"
    cards = {
        "a1": unit(attacker, "fast", attack=1, structure=9),
        "b1": unit(defender, "fast", attack=1, structure=9),
        "warden": {"owner": "Brian", "card": "Warden Faction"},
    }
    mission = {"attacker": attacker, "group": ["a1"], "target": f"{defender}.stockpile", "blockers": ["b1"]}
    return battle(cards, mission, pool=pool)


def test_you_attack_scraps_warden_faction_as_the_attack_is_declared_rulebook_p24(current_pool: CardPool) -> None:
    """you_attack ("Scrap Warden Faction if you attack"; rulebook p.24: declaring a mission; p.9: the card's text):
    when Brian attacks, his Warden Faction is scrapped and gives nothing; when he blocks, it stays and his blocking
    'Mech gets +2 attack (Melissa's attacker receives 1 + 2)."""
    attacking = only(_warden("Brian", current_pool))
    assert attacking["cards"]["warden"]["zone"] == "scrapheap"
    assert attacking["cards"]["b1"]["damage"] == 1
    blocking = only(_warden("Melissa", current_pool))
    assert blocking["cards"]["warden"]["zone"] == "command_post"
    assert blocking["cards"]["a1"]["damage"] == 3
