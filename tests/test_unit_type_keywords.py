"""Vehicle and Battle Armor as card kinds in selectors and as keywords, VTOL and every Unit option of the rules
(issue 18 item 2). Sources: rulebook "Units" and glossary ("Unit", "Vehicle", "Battle Armor"), rulebook p.31 "Using
Unit Options and Abilities"; CE General Rulings "Types of Units", "Unit Options". Every sentence is invented."""

from __future__ import annotations

from typing import Any

import pytest

from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import battle, only, unit
from tests.cardtext_helpers import effects_of, parsed


def _command(owner: str, text: str) -> dict[str, Any]:
    return {"owner": owner, "command": {"name": "Motor Pool", "text": text}}


@pytest.mark.parametrize(
    ("text", "noun", "owner"),
    [
        ("Each Vehicle gets +1 attack.", "vehicle", "any"),
        ("Each of your Vehicles gets +1 armor.", "vehicle", "you"),
        ("Each Battle Armor an opponent controls gets -1 attack.", "battle_armor", "opponent"),
        ("One of your Battle Armors gets +2 attack.", "battle_armor", "you"),
        ("Scrap one opposing Vehicle.", "vehicle", "opponent"),
    ],
)
def test_vehicle_and_battle_armor_as_selector_nouns_ce_rulings_types_of_units(text: str, noun: str, owner: str) -> None:
    """CE General Rulings, Types of Units: Unit types are 'Mechs, Vehicles and Battle Armor; a card may name any of
    them ("each of your Vehicles", "one Battle Armor"), and the English of the DSL reads back the same."""
    (effect,) = effects_of(text, card_type="Command")
    target = dict(effect)["target"]
    assert isinstance(target, m.Selector)
    assert (target.noun, target.owner) == (noun, owner)


def test_that_vehicle_names_the_vehicle_before() -> None:
    """ "That Vehicle" names the card chosen before, as "that 'Mech" does."""
    effects = effects_of("Deal 2 damage to each blocking Vehicle. That Vehicle gets -1 armor.", card_type="Command")
    assert dict(effects[1])["target"] == m.ThatOne(noun="vehicle")


_GROUP = {"attacker": "Brian", "group": ["a1", "v1", "ba1"], "target": "Melissa.stockpile"}


def _cards(text: str) -> dict[str, Any]:
    return {
        "a1": unit("Brian", "fast", attack=1),
        "v1": unit("Brian", "fast", attack=1, type="vehicle"),
        "ba1": unit("Brian", "fast", attack=1, type="battle_armor"),
        "hq": _command("Brian", text),
    }


def test_each_of_your_vehicles_reaches_vehicles_and_battle_armor_ce_rulings_types_of_units() -> None:
    """CE General Rulings, Types of Units: "Abilities that apply to Vehicles apply to Vehicles and Battle Armor but
    not 'Mechs": a 'Mech, a Vehicle and a Battle Armor of 1 attack each deal 1 + 2 + 2."""
    result = battle(_cards("Each of your Vehicles gets +1 attack."), _GROUP)
    assert only(result)["stockpiles"]["Melissa"] == 30 - 5


def test_each_of_your_battle_armors_reaches_only_battle_armor_rulebook_glossary_battle_armor() -> None:
    """Rulebook glossary, Battle Armor: a type of Unit of its own: "each of your Battle Armors" gives the Battle
    Armor +1, neither the 'Mech nor the Vehicle (1 + 1 + 2)."""
    result = battle(_cards("Each of your Battle Armors gets +1 attack."), _GROUP)
    assert only(result)["stockpiles"]["Melissa"] == 30 - 4


def test_each_of_your_mechs_reaches_no_vehicle_ce_rulings_types_of_units() -> None:
    """CE General Rulings, Types of Units: "Abilities that apply to 'Mechs apply only to 'Mechs" (2 + 1 + 1)."""
    result = battle(_cards("Each of your 'Mechs gets +1 attack."), _GROUP)
    assert only(result)["stockpiles"]["Melissa"] == 30 - 4


# --- the keywords: Vehicle, Battle Armor, VTOL, the assets -----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Vehicle", "Vehicle"),
        (
            "Vehicle (Whenever this Vehicle receives damage that isn't prevented, even if none of the damage gets "
            "through its armor, roll a die. On a 5 or 6, scrap that Vehicle.)",
            "Vehicle",
        ),
        ("Vehicle (If this Vehicle is damaged, roll a die; on a 5 or 6, scrap it.)", "Vehicle"),
        ("Battle Armor", "Battle Armor"),
        ("Battle Armor (This Unit can't attack or block alone.)", "Battle Armor"),
        (
            "Battle Armor (This Unit cannot attack or block alone, but has to attack and block in groups including at "
            "least two Units.)",
            "Battle Armor",
        ),
        ("VTOL (This Unit can't be blocked by non-VTOL patrolling Units.)", "VTOL"),
        ("VTOL (Only non-VTOL patrolling Units can't block attacking VTOL Units.)", "VTOL"),
        ("Politics", "Politics"),
    ],
)
def test_unit_type_and_vtol_keywords_with_reminders_rulebook_p24_p25_p30_ce_rulings_unit_options(
    text: str, name: str
) -> None:
    """Vehicle (rulebook p.30, Resolving Damage, and glossary: the 5-6 roll), Battle Armor (rulebook p.24-25 and
    glossary: never attacks or blocks alone), VTOL (CE General Rulings, Unit Options/VTOL: only non-VTOL patrolling
    Units can't block it), Politics (glossary: an asset with no special ability): each a keyword, with its reminder
    text in the rules' words or none."""
    (ability,) = parsed(text, "Zorblax", "Unit")
    assert ability == m.Keyword(name=name, reminder="(" in text)


def test_a_vehicle_reminder_with_another_roll_is_refused_ce_rulings_vehicles() -> None:
    """CE General Rulings, Vehicles: "On a 5 or a 6 the Vehicle is scrapped": a reminder that says 4 or 6 is an
    error of the text, reported, never read as another rule."""
    result = parse_card_text("Vehicle (If this Vehicle is damaged, roll a die; on a 4 or 6, scrap it.)", "Zorblax")
    assert not result.ok
    assert "5 or 6" in result.errors[0].message


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("VTOL, ECM", [m.Keyword(name="VTOL"), m.Keyword(name="ECM")]),
        (
            "Vehicle, VTOL, Long-Range 2",
            [m.Keyword(name="Vehicle"), m.Keyword(name="VTOL"), m.Keyword(name="Long-Range", value=2)],
        ),
        ("Battle Armor.", [m.Keyword(name="Battle Armor")]),
        ("Missile 3, Jump (-1 attack: +1 initiative)", [m.Missile(count=3), m.Jump()]),
        ("Alpha Strike: +4 attack, Overheat 2: +2 attack", [m.AlphaStrike(attack=4), m.Overheat(heat=2, attack=2)]),
        ("Missile 1.", [m.Missile(count=1)]),
    ],
)
def test_keywords_and_options_printed_in_a_list(text: str, expected: list[m.Ability]) -> None:
    """Keywords and Unit options printed on one line, separated by commas, or as a sentence: one ability each."""
    assert parsed(text, "Zorblax", "Unit") == expected


# --- the Unit options of rulebook p.31 -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Overheat 3: +4 attack", m.Overheat(heat=3, attack=4)),
        ("Alpha Strike: +5 attack", m.AlphaStrike(attack=5)),
        ("Missile 4", m.Missile(count=4)),
        ("Jump (-1 attack: +1 initiative)", m.Jump()),
        ("Jump (attack -1: +1 initiative)", m.Jump()),
        ("Jump", m.Jump()),
    ],
)
def test_every_unit_option_rulebook_p31(text: str, expected: m.Ability) -> None:
    """rulebook p.31, "Using Unit Options and Abilities": Overheat X: +Y attack, Alpha Strike: +Y attack, Missile Y,
    Jump (-1 attack: +1 initiative); "Jump" named alone is the rulebook's (glossary, Jump)."""
    assert parsed(text, "Zorblax", "Unit") == [expected]


@pytest.mark.parametrize(
    ("text", "option"),
    [
        ("One of your Units gains Jump.", m.Jump()),
        ("One of your Vehicles gains Missile 2.", m.Missile(count=2)),
        ("One of your Battle Armors gains Overheat 1: +2 attack.", m.Overheat(heat=1, attack=2)),
    ],
)
def test_a_unit_gains_an_option_rulebook_p31(text: str, option: m.Ability) -> None:
    """A card may give a Unit one of the rulebook's options (p.31)."""
    (effect,) = effects_of(text, card_type="Command")
    assert effect == m.GainAbility(target=dict(effect)["target"], ability=option)


@pytest.mark.parametrize("option", ["Jump", "Missile", "Overheat", "Alpha Strike"])
def test_units_with_an_option_rulebook_p31(option: str) -> None:
    """ "Each of your Vehicles with Missile": a selector by a p.31 option."""
    (effect,) = effects_of(f"Each of your Vehicles with {option} gets +1 armor.", card_type="Command")
    assert dict(effect)["target"] == m.Selector(quantifier="each", noun="vehicle", owner="you", with_option=option)


# --- the engine: the printed type is the card's type -----------------------------------------------------------------


def test_a_vehicle_keyword_on_a_vehicle_rolls_rulebook_p30() -> None:
    """rulebook p.30: the Vehicle roll, for a Vehicle whose text prints its keyword and reminder (5 or 6 scraps)."""
    text = "Vehicle (If this Vehicle is damaged, roll a die; on a 5 or 6, scrap it.)"
    cards = {
        "raider": unit("Brian", "fast", attack=1),
        "tank": unit("Melissa", "slow", type="vehicle", attack=0, armor=3, structure=5, text=text),
    }
    mission = {"attacker": "Brian", "group": ["raider"], "target": "tank"}
    assert only(battle(cards, mission, dice=[6]))["cards"]["tank"]["zone"] == "scrapheap"


def test_a_type_keyword_that_is_not_the_cards_type_is_refused() -> None:
    """A 'Mech whose text says "Vehicle": the engine never guesses which the card is; it refuses, naming it."""
    cards = {
        "raider": unit("Brian", "fast", attack=1),
        "tank": unit("Melissa", "slow", attack=0, text="Vehicle"),
    }
    mission = {"attacker": "Brian", "group": ["raider"], "target": "tank"}
    with pytest.raises(ScenarioError, match="tank: its text says vehicle, its type is mech"):
        battle(cards, mission)


# --- "target" before a card word: a choice of one card ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Deal 2 damage to target Battle Armor.", m.Selector(quantifier="one", noun="battle_armor")),
        ("Deal 3 damage to target blocking Unit.", m.Selector(quantifier="one", noun="unit", states=["blocking"])),
        ("Scrap target opposing Vehicle.", m.Selector(quantifier="one", noun="vehicle", owner="opponent")),
        ("Target attacking 'Mech gets +2 attack.", m.Selector(quantifier="one", noun="mech", states=["attacking"])),
    ],
)
def test_target_before_a_card_word_chooses_one(text: str, expected: m.Selector) -> None:
    """ "target Battle Armor" chooses one Battle Armor, as "one Battle Armor" does; "the target" stays the mission's
    target (rulebook glossary, Target)."""
    (effect,) = effects_of(text, card_type="Mission")
    assert dict(effect)["target"] == expected
    (plain,) = effects_of("Deal 2 damage to the target.", card_type="Mission")
    assert dict(plain)["to" if "to" in dict(plain) else "target"] == m.Selector(quantifier="a", noun="target")


def test_a_mission_card_on_target_battle_armor_takes_only_battle_armor_rulebook_glossary_battle_armor() -> None:
    """ "Deal 2 damage to target Battle Armor.": the player chooses a Battle Armor (the scenario's ``choose``); a
    'Mech is not one (rulebook glossary, Battle Armor: a type of Unit of its own), and is reported, not damaged."""
    cards = {
        "a1": unit("Brian", "fast", attack=0, structure=9),
        "ba1": unit("Brian", "fast", attack=0, structure=9, type="battle_armor"),
        "m": {"owner": "Melissa", "mission": {"text": "Deal 2 damage to target Battle Armor."}},
    }
    mission = {"attacker": "Brian", "group": ["a1", "ba1"], "target": "Melissa.stockpile"}
    hit = battle(cards, mission, [{"by": "Melissa", "play": "m", "choose": ["ba1"]}])
    assert only(hit)["cards"]["ba1"]["damage"] == 2
    wrong = battle(cards, mission, [{"by": "Melissa", "play": "m", "choose": ["a1"]}])
    assert not wrong["legal"]
    assert "a1 is not one Battle Armor" in wrong["violations"][0]["message"]
