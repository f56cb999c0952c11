"""What the card-text tests share: a text's abilities, checked to parse, and (``round_trip``) to come back the same
from their English (parse -> render -> parse; keyword reminders belong to a printing, not to the DSL)."""

from __future__ import annotations

from judge.cardtext.parser import parse_card_text
from judge.cardtext.render import render_abilities, without_reminders
from judge.dsl import models as m


def parsed(
    text: str, name: str | None = None, card_type: str | None = None, *, round_trip: bool = True
) -> list[m.Ability]:
    """The abilities of ``text`` (``name``: the card's own name in it)."""
    result = parse_card_text(text, name, card_type)
    assert result.ok, [e.as_json() for e in result.errors]
    if round_trip:
        english = render_abilities(result.abilities)
        again = parse_card_text(english, None, card_type)
        assert again.ok, (english, [e.as_json() for e in again.errors])
        assert without_reminders(again.abilities) == without_reminders(result.abilities), english
    return result.abilities


def effects_of(text: str, name: str | None = None, card_type: str | None = None) -> list[m.Effect]:
    """The effects of every ability of ``text``, in order (round trip checked)."""
    found: list[m.Effect] = []
    for ability in parsed(text, name, card_type):
        assert isinstance(ability, m.Static | m.Activated | m.Triggered | m.Resolve), ability
        found.extend(ability.effects)
    return found


def unwrapped_effects(text: str, name: str | None = None, card_type: str | None = None) -> list[m.Effect]:
    """The effects of ``text``'s single ability, taken out of any lasting wrapper ("... this battle") around them."""
    effects = effects_of(text, name, card_type)
    while len(effects) == 1 and isinstance(effects[0], m.Lasting):
        effects = effects[0].effects
    return effects
