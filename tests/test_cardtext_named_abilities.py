"""gramA8, issue 18: abilities fan designers print under a name of their own, written other ways than "Name: sentence"
("Name - sentence", "Name (sentence)", "Name 2 (sentence)"): the sentence is what the ability does, the name is kept
as its label and shown back; a rulebook keyword or option printed in another case or spacing is reported as that
keyword misspelled, never read as a new name. Every card and sentence here is invented."""

from __future__ import annotations

import pytest

from judge.cardtext.parser import parse_card_text
from judge.cardtext.render import render_abilities
from judge.dsl import models as m
from tests.cardtext_helpers import parsed

_DURING_MISSION = m.During(whose="any", mission=True)


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("Reinforced Frame - Gravel Drake gets +2 armor.", "Reinforced Frame"),
        ("Reinforced Frame – Gravel Drake gets +2 armor.", "Reinforced Frame"),
        ("Reinforced Frame (Gravel Drake gets +2 armor.)", "Reinforced Frame"),
        ("Reinforced Frame 2 (Gravel Drake gets +2 armor.)", "Reinforced Frame 2"),
        ("Reinforced Frame: Gravel Drake gets +2 armor.", "Reinforced Frame"),
        ("Reinforced Frame (+2 armor)", "Reinforced Frame"),
    ],
)
def test_named_unit_ability_in_other_shapes_rulebook_p31(text: str, label: str) -> None:
    """rulebook p.31, Using Unit Options and Abilities: "Option names are printed in bold on the card ... All other
    options are described on the cards themselves": the named ability is its sentence, used during a mission (each
    once, p.27); the name is its label."""
    (ability,) = parsed(text, "Gravel Drake", "Unit")
    assert isinstance(ability, m.Static)
    assert ability.label == label
    assert ability.used and ability.conditions == [_DURING_MISSION]
    assert ability.effects == [m.ModifyStat(target=m.This(), stat="armor", amount=2)]
    assert render_abilities([ability]).startswith(f"{label}: ")


def test_named_ability_with_its_own_trigger_or_cost_keeps_it_rulebook_p31() -> None:
    """A named ability with its own trigger or cost is that ability, labelled (rulebook p.31: described on the card)."""
    (trigger,) = parsed("Scavenger - Whenever Gravel Drake attacks, draw a card.", "Gravel Drake", "Unit")
    assert isinstance(trigger, m.Triggered)
    assert trigger.label == "Scavenger"
    (activated,) = parsed("Flare Launcher – {T}: Target Unit gets -1 armor until end of turn.", "Gravel Drake", "Unit")
    assert isinstance(activated, m.Activated)
    assert activated.label == "Flare Launcher"


def test_named_pilot_ability_is_labelled_rulebook_p12() -> None:
    """On a Pilot the name labels the bonus or sentence it gives its 'Mech (rulebook p.12)."""
    (bonus,) = parsed("Steady Hands: +1 attack.", "Kestrel Vane", "Command")
    assert getattr(bonus, "label", None) == "Steady Hands"
    assert render_abilities([bonus]).startswith("Steady Hands: ")


def test_named_ability_after_a_keyword_line_rulebook_p31() -> None:
    """A keyword line, then a named ability: each its own (rulebook p.31)."""
    missile, named = parsed("Missile 3. Guidance Suite (Gravel Drake gets +1 attack.)", "Gravel Drake", "Unit")
    assert missile == m.Missile(count=3)
    assert isinstance(named, m.Static) and named.label == "Guidance Suite"


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ("Ecm (Gravel Drake gets +1 armor.)", "ECM"),
        ("Vtol - Gravel Drake gets +1 armor.", "VTOL"),
        ("Anti Missile: Gravel Drake gets +1 armor.", "Anti-Missile"),
        ("Narcc (Gravel Drake gets +1 armor.)", "NARC"),
        ("Missle 2 (Gravel Drake gets +1 armor.)", "Missile"),
        ("Overheet: Gravel Drake gets +1 attack.", "Overheat"),
    ],
)
def test_misspelled_rulebook_keyword_is_reported_not_a_new_name_rulebook_glossary(text: str, meant: str) -> None:
    """rulebook glossary and p.31: the keywords and options are the rulebook's; one misspelled is that one printed
    wrong, never an ability of the card's own name."""
    result = parse_card_text(text, "Gravel Drake", "Unit")
    assert not result.ok
    assert f"did you mean the rulebook's {meant}?" in result.errors[0].message


@pytest.mark.parametrize(
    "text",
    [
        "Reinforced Frame - ",  # no sentence
        "Reinforced Frame (blue paint)",  # no reading sentence
        "Reinforced Frame - gets better.",  # a sentence that does not read
        "reinforced frame - Gravel Drake gets +2 armor.",  # not a name
        "Draw a card (or two).",  # a sentence with a remark, no name
    ],
)
def test_name_without_a_reading_sentence_does_not_read_rulebook_p31(text: str) -> None:
    """The name is only a label: without a sentence that reads there is no ability (rulebook p.31)."""
    assert not parse_card_text(text, "Gravel Drake", "Unit").ok
