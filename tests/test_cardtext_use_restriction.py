"""A restriction sentence after an ability's effects belongs to that ability: "{T}: A. B. Use this ability only ..."
is one activated ability whose effects are A and B, restricted as a whole (judge/cardtext/parser.py), not an
activated ability A always usable and a used ability B (issue 17: Jerrard Cranston, Time Bomb, Myndo Waterly read
as two abilities, the restriction reaching only the second sentence). Invented card texts."""

from __future__ import annotations

from judge.cardtext.parser import parse_card_text
from judge.cardtext.render import render_abilities
from judge.dsl import models as m


def _abilities(text: str) -> list[m.Ability]:
    result = parse_card_text(text, "Zorblax", "Command")
    assert result.ok, [e.message for e in result.errors]
    return result.abilities


def test_restriction_after_two_effect_sentences_restricts_the_whole_activated_ability() -> None:
    """ "{T}: Scrap Zorblax. Draw a card. Use this ability only during your Missions phase.": one ability, both
    effects, the Missions phase restriction on it (the {T} ability may not be used at another time)."""
    (ability,) = _abilities("{T}: Scrap Zorblax. Draw a card. Use this ability only during your Missions phase.")
    assert isinstance(ability, m.Activated)
    assert [e.kind for e in ability.effects] == ["scrap", "draw"]
    assert ability.conditions == [m.During(phase="missions", whose="your")]


def test_choice_then_an_effect_not_about_it_then_a_rider_stays_one_ability() -> None:
    """A choice, an effect, then a rider on the card chosen, then the restriction: one activated ability (the rider
    is one of its effects), which renders back to the same DSL."""
    text = (
        "{T}: Choose one of your Units. Each opposing Unit gets -1 armor. If that Unit receives 5 or more damage, "
        "scrap this card. Use this ability only during a mission."
    )
    abilities = _abilities(text)
    assert len(abilities) == 1 and isinstance(abilities[0], m.Activated)
    assert [e.kind for e in abilities[0].effects] == ["choose", "modify_stat", "scrap_if_damaged"]
    assert parse_card_text(render_abilities(abilities), None, "Command").abilities == abilities


def test_sentences_on_another_line_stay_abilities_of_their_own() -> None:
    """A line break ends the ability: "{T}: Draw a card." and, on the next line, "Each of your Units gets +1 armor.
    Use this ability only during a mission." are two abilities; the restriction is the second's."""
    first, second = _abilities(
        "{T}: Draw a card.\nEach of your Units gets +1 armor. Use this ability only during a mission."
    )
    assert isinstance(first, m.Activated) and not first.conditions
    assert isinstance(second, m.Static) and second.used and second.conditions


def test_without_a_restriction_the_sentence_after_is_its_own_ability() -> None:
    """No restriction: "{T}: Draw a card. Each of your Units gets +1 armor." stays an activated ability and a
    continuous one (nothing says the second sentence is used)."""
    first, second = _abilities("{T}: Draw a card. Each of your Units gets +1 armor.")
    assert isinstance(first, m.Activated) and isinstance(second, m.Static) and not second.used
