"""Issue 18 item 3, the ways other sets' texts name the card itself and the card a Pilot or Enhancement is on, and
keywords printed with a reminder in another wording. Every sentence here is invented; each is compared with the
wording the grammar already read, so the new wording means exactly what the old one did."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from judge.cardtext.normalize import self_names
from judge.cardtext.parser import parse_card_text
from judge.cardtext.render import render_abilities
from judge.cardtext.validate import validate_file
from judge.dsl import models as m


def _dsl(text: str, name: str = "Gravel Drake", card_type: str = "Unit") -> list[dict[str, object]]:
    result = parse_card_text(text, name, card_type)
    assert result.ok, (text, [e.message for e in result.errors])
    return [a.model_dump(mode="json") for a in result.abilities]


@pytest.mark.parametrize(
    ("text", "known"),
    [
        ("Piloted 'Mech gets +1 attack.", "The 'Mech piloted by ~ gets +1 attack."),
        ("Piloted 'Mech gets +2 armor until end of turn.", "The 'Mech piloted by ~ gets +2 armor until end of turn."),
        ("Piloted Unit gets +1 initiative.", "The 'Mech piloted by ~ gets +1 initiative."),
        ("This Pilot's 'Mech gets +1 armor.", "The 'Mech piloted by ~ gets +1 armor."),
        ("The 'Mech this Pilot is on gets +2 attack.", "The 'Mech piloted by ~ gets +2 attack."),
        ("The 'Mech this Pilot pilots gets +2 attack.", "The 'Mech ~ pilots gets +2 attack."),
    ],
)
def test_the_mech_a_pilot_is_on_named_other_ways_rulebook_p12(text: str, known: str) -> None:
    """rulebook p.12: a Pilot is put on the 'Mech it affects; "Piloted 'Mech", "this Pilot's 'Mech" and "the 'Mech this
    Pilot is on" name that 'Mech as "the 'Mech piloted by ~" does."""
    assert _dsl(text, "Kestrel Vane", "Command") == _dsl(known, "Kestrel Vane", "Command")
    assert '"piloted_unit"' in json.dumps(_dsl(text, "Kestrel Vane", "Command"))


def test_piloted_mechs_plural_stays_every_piloted_mech_rulebook_p12() -> None:
    """The plural is still an adjective: "Piloted 'Mechs get +1 attack" is every piloted 'Mech, not the one a Pilot is
    on (rulebook p.12)."""
    (ability,) = parse_card_text("Piloted 'Mechs get +1 attack.", "Kestrel Vane", "Command").abilities
    assert isinstance(ability, m.Static)
    (effect,) = ability.effects
    assert isinstance(effect, m.ModifyStat) and isinstance(effect.target, m.Selector)
    assert effect.target.quantifier == "all"


def test_the_card_an_enhancement_is_on_named_other_ways_rulebook_p12() -> None:
    """rulebook p.12: an Enhancement is put on the card it enhances: "the Unit this Enhancement is on" is "Enhanced
    Unit"; the renderer names it for any card, not only a site."""
    assert _dsl("The Unit this Enhancement is on gets +1 armor.", "Reflex Plating", "Command") == _dsl(
        "Enhanced Unit gets +1 armor.", "Reflex Plating", "Command"
    )
    result = parse_card_text("Enhanced 'Mech gets +1 attack.", "Reflex Plating", "Command")
    assert render_abilities(result.abilities) == "The card this card enhances gets +1 attack."


@pytest.mark.parametrize(
    ("text", "known"),
    [
        ("Target 'Mech gains +2 attack until end of turn.", "Target 'Mech gets +2 attack until end of turn."),
        ("Each of your Units gain +1 armor.", "Each of your Units get +1 armor."),
        ("~ gains +1 initiative.", "~ gets +1 initiative."),
    ],
)
def test_gains_a_stat_change_is_gets_glossary_attack_armor(text: str, known: str) -> None:
    """Glossary (Attack, Armor, Initiative): a stat change a card "gains" is the change it "gets"."""
    assert _dsl(text) == _dsl(known)


@pytest.mark.parametrize(
    ("name", "text", "known"),
    [
        ("Gravel Drake GD-4K", "Gravel Drake gets +1 attack.", "~ gets +1 attack."),
        ("Thornback Prime", "Thornback gets +1 armor.", "~ gets +1 armor."),
        ("Thornback C", "When Thornback blocks, it gets +2 attack.", "When ~ blocks, it gets +2 attack."),
        ("Gravel Drake", "This Unit gets +1 armor.", "~ gets +1 armor."),
        ("Skyreach Copter", "This Vehicle cannot be blocked by slow Units.", "~ cannot be blocked by slow Units."),
        ("Gravel Drake", "Gets +1 attack.", "~ gets +1 attack."),
        ("Gravel Drake", "Can't be blocked by slow Units.", "~ cannot be blocked by slow Units."),
        ("Gravel Drake", "Does not untap during your Untap phase.", "~ does not untap during your Untap phase."),
        ("Gravel Drake", "{T}: Gets +2 attack until end of turn.", "{T}: ~ gets +2 attack until end of turn."),
    ],
)
def test_a_card_names_itself_other_ways(name: str, text: str, known: str) -> None:
    """A card names itself by its short name (a model code printed without parentheses, an OmniMech's chassis without
    its configuration: rulebook, OmniMechs), by its kind ("this Unit"), or not at all (a sentence with no subject is
    the card's own)."""
    assert _dsl(text, name) == _dsl(known, name)


def test_a_short_name_keeps_a_whole_word() -> None:
    """Only a configuration after a chassis, or a code after a name, is dropped: a name of one word stays whole, and a
    name whose last word is no configuration keeps it."""
    assert self_names("Prime") == ["Prime"]
    assert "Thornback" in self_names("Thornback Prime")
    assert self_names("Heavy Fog") == ["Heavy Fog"]
    assert "Gravel" not in self_names("Gravel Drake")


@pytest.mark.parametrize(
    "text",
    [
        "VTOL (This Unit can only be blocked by other VTOL Units or Units on guard.)",
        "ECM (Your Units in its group get +1 armor, but not more than once.)",
        "Vehicle (Roll a die whenever this Unit is damaged. On a 5 or 6, scrap it.)",
        "Battle Armor (Must be in a group of two or more to attack or block.)",
    ],
)
def test_a_keyword_with_its_reminder_in_another_wording_rulebook_p31(text: str) -> None:
    """rulebook p.31 and glossary: a keyword means what the rules define; its reminder only reminds. A reminder in a
    wording the grammar does not read leaves the keyword read, marked ``unchecked``."""
    result = parse_card_text(text, "Skyreach Copter", "Unit")
    assert result.ok, [e.message for e in result.errors]
    assert result.abilities and all(
        isinstance(a, m.Keyword) and a.reminder and a.wording == "unchecked" for a in result.abilities
    )


def test_a_reminder_belongs_to_the_keyword_just_before_it_rulebook_p31() -> None:
    """gramA8: in a line of keywords the reminder after one reminds of that one (the printings put each reminder after
    its keyword); the keywords before it print none."""
    result = parse_card_text("VTOL, ECM (See the rulebook.)", "Skyreach Copter", "Unit")
    assert result.ok, [e.message for e in result.errors]
    assert result.abilities == [m.Keyword(name="VTOL"), m.Keyword(name="ECM", reminder=True, wording="unchecked")]


def test_a_keyword_with_its_reminder_in_the_rules_wording_is_checked_rulebook_p31() -> None:
    """The rulebook's and the rulings' wordings are still read and checked, not taken as unchecked."""
    (ability,) = parse_card_text(
        "VTOL (Only non-VTOL patrolling Units can't block this Unit.)", "Skyreach Copter", "Unit"
    ).abilities
    assert isinstance(ability, m.Keyword) and ability.wording == "current"


@pytest.mark.parametrize(
    "text",
    [
        "Missile 2 (Roll two dice.)",  # an option, not a keyword: its numbers are its rules
        "~ gets +2 armor (while guarding).",  # not a keyword at all
        "Flying (This Unit can fly.)",  # no keyword of the rules
    ],
)
def test_other_parentheses_are_not_taken_as_reminders(text: str) -> None:
    assert not parse_card_text(text, "Skyreach Copter", "Unit").ok


def test_validate_warns_of_an_unchecked_reminder(tmp_path: Path) -> None:
    """The designer is told the reminder was not checked: a warning, and the card is still valid."""
    path = tmp_path / "card.yaml"
    path.write_text(
        "name: Skyreach Copter\ntype: Unit\nattack: 2\narmor: 1\nstructure: 2\nspeed: fast\ncost: 3\n"
        "text: VTOL (This Unit can only be blocked by other VTOL Units.)\n",
        encoding="utf-8",
    )
    (report,) = validate_file(path)
    warnings = [p for p in report.problems if p.severity == "warning"]
    assert report.ok, [p.message for p in report.problems]
    assert any("VTOL" in p.message and "reminder" in p.message for p in warnings)


@pytest.mark.parametrize(
    ("text", "known"),
    [
        (
            "{T}: Draw a card. Only during your Untap phase.",
            "{T}: Draw a card. Use this ability only during your Untap phase.",
        ),
        ("{T}: ~ gets +1 attack. Only once per turn.", "{T}: ~ gets +1 attack. Use this ability only once each turn."),
        (
            "{T}: ~ gets +1 attack. Usable only once each turn.",
            "{T}: ~ gets +1 attack. Use this ability only once each turn.",
        ),
        (
            "{T}: Draw a card. Use only during your Untap phase.",
            "{T}: Draw a card. Use this ability only during your Untap phase.",
        ),
    ],
)
def test_a_use_restriction_written_short_rulebook_activated_abilities(text: str, known: str) -> None:
    """ "Only during ..." and "Use only ..." are the rulebook's "Use this ability only ..." on the ability before."""
    assert _dsl(text) == _dsl(known)


@pytest.mark.parametrize(
    ("text", "known"),
    [
        ("Deal 1 damage to each enemy Unit.", "Deal 1 damage to each opposing Unit."),
        ("{T}: Deal 1 damage to target enemy 'Mech.", "{T}: Deal 1 damage to target opposing 'Mech."),
        ("Enemy 'Mechs get -1 armor.", "Opposing 'Mechs get -1 armor."),
    ],
)
def test_enemy_is_opposing_glossary(text: str, known: str) -> None:
    """Other games' "enemy" is the glossary's "opposing" (cards the opponent controls)."""
    assert _dsl(text, card_type="Command") == _dsl(known, card_type="Command")


@pytest.mark.parametrize(
    ("text", "known"),
    [
        ("Attach to a 'Mech. Enhanced 'Mech gets +1 armor.", "Play on a 'Mech. Enhanced 'Mech gets +1 armor."),
        ("Enhance a Unit. Enhanced Unit gets +1 armor.", "Play on a Unit. Enhanced Unit gets +1 armor."),
        (
            "Put this card on a Clan 'Mech. Enhanced 'Mech gets +1 attack.",
            "Play on a Clan 'Mech. Enhanced 'Mech gets +1 attack.",
        ),
    ],
)
def test_an_enhancement_placed_in_other_words_rulebook_p12(text: str, known: str) -> None:
    """rulebook p.12: an Enhancement is played on the card it enhances, however the card says it."""
    assert _dsl(text, "Reflex Plating", "Command") == _dsl(known, "Reflex Plating", "Command")


def test_put_on_the_stockpile_is_not_a_placement() -> None:
    """ "Put ~ on the bottom of your Stockpile" moves the card; it is no Enhancement's placement."""
    dsl = json.dumps(_dsl("Put ~ on the bottom of your Stockpile.", "X", "Mission"))
    assert '"put_on_stockpile"' in dsl and '"played_on"' not in dsl


@pytest.mark.parametrize(
    ("text", "known"),
    [
        ("{T}: Roll a die. On a 4 or higher, draw a card.", "{T}: Roll a die. On a 4-6, draw a card."),
        ("{T}: Roll a die. On a 4+, draw a card.", "{T}: Roll a die. On a 4-6, draw a card."),
        ("{T}: Roll a die. On a result of 5 or more, draw a card.", "{T}: Roll a die. On a 5-6, draw a card."),
        ("{T}: Roll a die. On a 4, 5, or 6, draw a card.", "{T}: Roll a die. On a 4-6, draw a card."),
        ("{T}: Roll a die. On a 3, 4 or 5, draw a card.", "{T}: Roll a die. On a 3-5, draw a card."),
        ("{T}: Roll a die. On a 2 or less, ~ is scrapped.", "{T}: Roll a die. On a 1-2, ~ is scrapped."),
        ("{T}: Roll a die, on a 6, draw a card.", "{T}: Roll a die. On a 6, draw a card."),
        ("{T}: Roll a die; on a 5 or 6, draw a card.", "{T}: Roll a die. On a 5 or 6, draw a card."),
        (
            "{T}: Roll a die. 1-3: nothing happens. 4-6: draw a card.",
            "{T}: Roll a die. 1-3: No effect. 4-6: draw a card.",
        ),
    ],
)
def test_die_results_as_designers_write_them_rulebook_p29(text: str, known: str) -> None:
    """rulebook p.29: a die's results are 1 to 6; "4 or higher", "4+", "4, 5, or 6" are the range 4-6."""
    assert _dsl(text) == _dsl(known)


def test_die_results_that_are_no_range_stay_unread() -> None:
    """ "On a 2, 4 or 6" is no run of faces: not read as one (never guessed)."""
    assert not parse_card_text("{T}: Roll a die. On a 2, 4 or 6, draw a card.", "X", "Unit").ok


@pytest.mark.parametrize(
    ("text", "known"),
    [
        ("When ~ is destroyed, draw a card.", "When ~ is scrapped, draw a card."),
        (
            "{T}: Destroy target Vehicle with 2 or more damage counters on it.",
            "{T}: Scrap target Vehicle with 2 or more damage counters on it.",
        ),
        ("When ~ enters play, draw a card.", "When ~ comes into play, draw a card."),
    ],
)
def test_destroy_is_scrap_rulebook_regions_and_glossary_scrapheap(text: str, known: str) -> None:
    """rulebook, Regions: cards "scrapped, or discarded"; glossary, Scrapheap: "A card that you scrap, or remove from
    play": other games' "destroy" is "scrap", "enters play" is "comes into play"."""
    assert _dsl(text) == _dsl(known)


@pytest.mark.parametrize(
    ("text", "known"),
    [
        ("Opposing Vehicles get -1 armor.", "All opposing Vehicles get -1 armor."),
        ("Attacking Battle Armors get +1 attack.", "All attacking Battle Armors get +1 attack."),
        ("Vehicles you control get +1 armor.", "All of your Vehicles get +1 armor."),
    ],
)
def test_vehicles_and_battle_armor_as_bare_plurals_rulebook_units(text: str, known: str) -> None:
    """rulebook, Units: Vehicles and Battle Armor are Units as 'Mechs are; a bare plural with an adjective or a
    controller ("Opposing Vehicles", "Vehicles you control") is every one of them, as for 'Mechs."""
    assert _dsl(text, card_type="Command") == _dsl(known, card_type="Command")
