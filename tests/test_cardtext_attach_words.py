"""gramA9, issue 18: an Enhancement placed and giving its card abilities in other card games' words ("Enchant Unit",
"Put this on one of your sites; that site gets +2 armor", "Play on a Vehicle: it gains VTOL", "The enhanced Unit has
ECM"): the same DSL as the rulebook's "Play on a 'Mech." and "That 'Mech gains ..." (rulebook p.12, Enhancements are
played on the cards they affect). Every card and sentence here is invented."""

from __future__ import annotations

import pytest

from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from tests.cardtext_helpers import parsed


def _placed(text: str) -> list[m.Ability]:
    return parsed(text, "Copper Halo", "Command")


@pytest.mark.parametrize(
    ("text", "rulebook"),
    [
        ("Enchant Unit.", "Play on a Unit."),
        ("Enchant 'Mech.", "Play on a 'Mech."),
        ("Enchant a Vehicle.", "Play on a Vehicle."),
        ("Enchant target Unit you control.", "Play on target Unit you control."),
        ("Put this on one of your sites.", "Play only on one of your sites."),
        ("Attach this to a Battle Armor.", "Play on a Battle Armor."),
        ("Put this card on a site.", "Play only on a site."),
    ],
)
def test_placement_in_other_words_rulebook_p12(text: str, rulebook: str) -> None:
    """Rulebook p.12: an Enhancement is played on the card it affects; other games' "enchant", "attach", "put on"
    say where it goes."""
    assert _placed(text) == _placed(rulebook)


@pytest.mark.parametrize(
    ("text", "rulebook"),
    [
        ("Play on a Vehicle: it gains VTOL.", "Play on a Vehicle. It gains VTOL."),
        (
            "Put this on one of your sites; that site gets +2 armor.",
            "Play on one of your sites. That site gets +2 armor.",
        ),
        (
            "Play only on a 'Mech you control: that 'Mech gets +1 attack.",
            "Play on a 'Mech you control. That 'Mech gets +1 attack.",
        ),
        ("Attach to a Unit; it gets +1 armor.", "Play on a Unit. It gets +1 armor."),
        ("Enchant a 'Mech: that 'Mech gains Jump.", "Play on a 'Mech. That 'Mech gains Jump."),
    ],
)
def test_placement_and_effect_in_one_sentence_rulebook_p12(text: str, rulebook: str) -> None:
    """Rulebook p.12: the placement and what it gives, joined by a colon or a semicolon: the same two abilities as in
    two sentences."""
    abilities = _placed(text)
    assert abilities == _placed(rulebook)
    assert isinstance(abilities[0], m.PlayRestriction)


@pytest.mark.parametrize(
    ("text", "keyword"),
    [
        ("The enhanced Unit has ECM.", "ECM"),
        ("Equipped Unit has VTOL.", "VTOL"),
        ("Attached Unit has NARC.", "NARC"),
        ("Enchanted 'Mech has Anti-Missile.", "Anti-Missile"),
        ("The Unit this card enhances has C3.", "C3"),
        ("Enhanced 'Mech has ECM (Units in its group get +1 armor.)", "ECM"),
    ],
)
def test_host_has_keyword_rulebook_p31(text: str, keyword: str) -> None:
    """Rulebook p.31 (Unit options) and p.12: an Enhancement's card "has" a keyword as it "gains" it."""
    (ability,) = _placed(text)
    assert isinstance(ability, m.Static)
    (gain,) = ability.effects
    assert isinstance(gain, m.GainAbility)
    assert isinstance(gain.ability, m.Keyword) and gain.ability.name == keyword
    plain = text.split(" (")[0].removesuffix(".")
    again = _placed(plain.replace(" has ", " gains ") + ".")
    assert isinstance(again[0], m.Static) and again[0].effects[0].model_copy(update={"ability": gain.ability}) == gain


def test_host_has_option_rulebook_p31() -> None:
    """Rulebook p.31: an option the card "has" (Missile Y) as the one it gains."""
    assert _placed("Enhanced 'Mech has Missile 2.") == _placed("Enhanced 'Mech gains Missile 2.")


@pytest.mark.parametrize(
    "text",
    [
        "Enchant.",  # nothing to enchant
        "Enchant Unit or site.",
        "Put this on the table.",
        "Play on a Vehicle: it.",
        "The enhanced Unit has Flying.",  # no such keyword, and no rules text for it
    ],
)
def test_placement_words_not_catch_alls(text: str) -> None:
    """A placement in other words reads only where it says where the card goes; the rest stays unread."""
    assert not parse_card_text(text, "Copper Halo", "Command").ok
