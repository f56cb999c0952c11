"""Selectors by Unit kind and by place (issue 18, gramC9; ``grammar/selectors.lark``, the gramC9 sections): a Unit
option as an adjective ("each VTOL Unit": 002 Unit Options/VTOL speaks of "VTOL Units"; rulebook p.31, Unit options),
a Unit type with "Unit" after it ("Battle Armor Units you control": rulebook glossary, Unit), bare plurals with a
clause saying which ("Units with Jump", "Units in your Patrol region": rulebook p.14, Playing Area; "Units guarding a
site": p.33, Guarding a Site), "unit" in lower case. Every sentence is invented (no card text); each is read back
from its English rendering (``tests/cardtext_helpers.py``) and compared with the wording the pool already uses."""

from __future__ import annotations

import pytest

from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from tests.cardtext_helpers import effects_of


def _target(text: str) -> m.Selector:
    (effect,) = effects_of(text, "Zorblax", "Command")
    target = getattr(effect, "target", None)
    assert isinstance(target, m.Selector), effect
    return target


@pytest.mark.parametrize(
    ("text", "quantifier", "noun"),
    [
        ("Each VTOL Unit gets +1 armor.", "each", "unit"),
        ("VTOL Units get +1 armor.", "all", "unit"),
        ("Target VTOL Unit gets -2 attack.", "one", "unit"),
        ("Deal 2 damage to target VTOL 'Mech.", "one", "mech"),
        ("Each opposing VTOL Vehicle gets -1 attack.", "each", "vehicle"),
        ("Jump 'Mechs you control get +1 attack.", "all", "mech"),
        ("All ECM Units get +1 armor.", "all", "unit"),
    ],
)
def test_option_as_adjective_is_units_with_it_ce_rulings_unit_options_vtol(
    text: str, quantifier: str, noun: str
) -> None:
    """002 Unit Options/VTOL: "VTOL Units" are the Units with the VTOL option; the same for every option of rulebook
    p.31 written before the noun: the selector "with <option>" the pool's "each Unit with Jump" gives."""
    target = _target(text)
    assert (target.quantifier, target.noun) == (quantifier, noun)
    assert target.with_option in ("VTOL", "Jump", "ECM")


def test_option_adjective_is_the_with_clause_rulebook_p31() -> None:
    assert _target("Each VTOL Unit gets +1 armor.") == _target("Each Unit with VTOL gets +1 armor.")
    assert _target("Jump 'Mechs you control get +1 attack.") == _target(
        "Each 'Mech you control with Jump gets +1 attack."
    ).model_copy(update={"quantifier": "all"})


@pytest.mark.parametrize(
    ("text", "noun", "owner"),
    [
        ("Battle Armor Units you control get +1 attack.", "battle_armor", "you"),
        ("Vehicle Units you control get +1 armor.", "vehicle", "you"),
        ("Battle Armor units you control get +1 attack.", "battle_armor", "you"),
        ("Your Battle Armor Units get +1 armor.", "battle_armor", "you"),
        ("Each Battle Armor Unit gets +1 armor.", "battle_armor", "any"),
        ("Vehicles get -1 armor.", "vehicle", "any"),
    ],
)
def test_unit_type_before_units_is_that_type_rulebook_glossary_unit(text: str, noun: str, owner: str) -> None:
    """Glossary, Unit: 'Mechs, Vehicles and Battle Armor are the Units. "Battle Armor Units you control" are your
    Battle Armor, never the keyword Battle Armor followed by "Units you control" (every Unit of yours)."""
    abilities = parse_card_text(text, "Zorblax", "Command").abilities
    assert not any(isinstance(a, m.Keyword) for a in abilities), abilities
    target = _target(text)
    assert (target.noun, target.owner) == (noun, owner)


@pytest.mark.parametrize(
    ("text", "fields"),
    [
        ("Units with Jump get +1 attack.", {"noun": "unit", "with_option": "Jump"}),
        ("'Mechs with VTOL you control get +1 armor.", {"noun": "mech", "with_option": "VTOL", "owner": "you"}),
        ("Your 'Mechs with Jump get +1 attack.", {"noun": "mech", "with_option": "Jump", "owner": "you"}),
        ("Units without Jump get -1 attack.", {"noun": "unit", "without_option": "Jump"}),
        ("Units in your Patrol region get +1 armor.", {"noun": "unit", "states": ["patrolling"], "owner": "you"}),
        ("Vehicles in your opponent's Patrol region get -1 armor.", {"noun": "vehicle", "states": ["patrolling"]}),
        ("Units guarding a site get +1 armor.", {"noun": "unit", "states": ["guarding"]}),
        ("'Mechs in the battle get -1 armor.", {"noun": "mech", "excluding": []}),
        ("Non-'Mech Units you control get +1 armor.", {"noun": "unit", "other_than": "mech", "owner": "you"}),
    ],
)
def test_bare_plural_with_its_clause_is_every_such_card_rulebook_p14_p33(text: str, fields: dict[str, object]) -> None:
    """A plural with no quantifier is every card it names (as "Attacking 'Mechs get ..." reads): rulebook p.14, the
    Patrol region holds the patrolling Units; p.33, Units guard only sites."""
    target = _target(text)
    assert target.quantifier == "all"
    for key, value in fields.items():
        assert getattr(target, key) == value, (key, target)


@pytest.mark.parametrize(
    ("text", "same_as"),
    [
        ("Each Unit guarding a site gets +1 armor.", "Each guarding Unit gets +1 armor."),
        ("Each Unit guarding one of your sites gets +1 armor.", "Each guarding Unit gets +1 armor."),
        ("Each Unit in this battle gets -1 armor.", "Each Unit in the battle gets -1 armor."),
        ("Each Unit you control with Jump gets +1 attack.", "Each of your Units with Jump gets +1 attack."),
        ("Target unit gets +2 attack.", "Target Unit gets +2 attack."),
        ("Each unit you control gets +1 armor.", "Each Unit you control gets +1 armor."),
    ],
)
def test_place_and_kind_wordings_read_as_the_pools_rulebook_p33(text: str, same_as: str) -> None:
    """Rulebook p.33: a guarding Unit guards a site (so "guarding a site" is "guarding"); "this battle" is the battle
    under way; "unit" in lower case is the rulebook's Unit (glossary)."""
    assert effects_of(text) == effects_of(same_as)


def test_scrap_card_opponent_has_under_construction_rulebook_p14() -> None:
    """Rulebook p.14: cards under construction are in their player's Construction region."""
    (scrap,) = effects_of("Scrap target card an opponent has under construction.", None, "Command")
    assert isinstance(scrap, m.Scrap) and isinstance(scrap.target, m.Selector)
    assert (scrap.target.owner, scrap.target.states) == ("opponent", ["under_construction"])


@pytest.mark.parametrize(
    "text",
    [
        "Each Jump Mission card gets +1 armor.",  # an option on a card that has none
        "Vehicle gets -1 armor.",  # a singular with no quantifier names none
        "Unit with Jump gets +1 attack.",
        "Each VTOL Jump gets +1 armor.",
        "Units guarding get +1 armor.",
    ],
)
def test_kind_and_place_selectors_that_name_no_card_stay_unread(text: str) -> None:
    assert not parse_card_text(text, "Zorblax", "Command").ok
