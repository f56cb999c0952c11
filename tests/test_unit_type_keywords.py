"""Vehicle and Battle Armor as card kinds in selectors and as keywords, VTOL and every Unit option of the rules
(issue 18 item 2). Sources: rulebook "Units" and glossary ("Unit", "Vehicle", "Battle Armor"), rulebook p.31 "Using
Unit Options and Abilities"; CE General Rulings "Types of Units", "Unit Options". Every sentence is invented."""

from __future__ import annotations

from typing import Any

import pytest

from judge.dsl import models as m
from tests.bttcg_helpers import battle, only, unit
from tests.cardtext_helpers import effects_of


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
    target = getattr(effect, "target")
    assert isinstance(target, m.Selector)
    assert (target.noun, target.owner) == (noun, owner)


def test_that_vehicle_names_the_vehicle_before() -> None:
    """ "That Vehicle" names the card chosen before, as "that 'Mech" does."""
    effects = effects_of("Deal 2 damage to each blocking Vehicle. That Vehicle gets -1 armor.", card_type="Command")
    assert getattr(effects[1], "target") == m.ThatOne(noun="vehicle")


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
