"""gramC7, issue 18: a Unit option the rulebook does not list, printed under its own name ("Targeting Computer: +1
attack", "Jump Jets (+1 initiative)", "Targeting Computer (-1 initiative: +2 attack)"), read as the rulebook's options
are used. Every card and sentence here is invented."""

from __future__ import annotations

import pytest

from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from tests.cardtext_helpers import parsed

_DURING_MISSION = m.During(whose="any", mission=True)


def _option(text: str, name: str = "Gravel Drake") -> m.Static:
    (ability,) = parsed(text, name, "Unit")
    assert isinstance(ability, m.Static), ability
    return ability


def _changes(ability: m.Static) -> list[tuple[object, str, int]]:
    out = []
    for effect in ability.effects:
        assert isinstance(effect, m.ModifyStat), effect
        out.append((effect.target, effect.stat, effect.amount))
    return out


@pytest.mark.parametrize(
    ("text", "changes"),
    [
        ("Targeting Computer: +1 attack", [("attack", 1)]),
        ("Targeting Computer: +1 attack.", [("attack", 1)]),
        ("Sprint: -1 attack/+1 initiative", [("attack", -1), ("initiative", 1)]),
        ("Reactive Plating: +2 armor, -1 attack.", [("armor", 2), ("attack", -1)]),
        ("Myomer Boost: Gets +2 attack and -1 armor.", [("attack", 2), ("armor", -1)]),
        ("Death From Above: Gravel Drake gets +3 attack and -2 armor.", [("attack", 3), ("armor", -2)]),
        ("Heavy Armor: Gets +2 armor.", [("armor", 2)]),
        ("Jump Jets (+1 initiative)", [("initiative", 1)]),
        ("Stealth Armor (+2 armor, -1 attack).", [("armor", 2), ("attack", -1)]),
        ("Targeting Computer (-1 initiative: +2 attack)", [("initiative", -1), ("attack", 2)]),
        ("Master of the Hunt (-1 armor: +3 attack)", [("armor", -1), ("attack", 3)]),
    ],
)
def test_unlisted_unit_option_used_during_a_mission_rulebook_p31(text: str, changes: list[tuple[str, int]]) -> None:
    """rulebook p.31, Using Unit Options and Abilities: "All other options are described on the cards themselves";
    options are used during missions at the player's choice, each once each mission: the named option is an ability
    its controller uses during a mission (p.27: each ability once each battle), its cost and gain on the Unit."""
    ability = _option(text)
    assert ability.used
    assert ability.conditions == [_DURING_MISSION]
    assert _changes(ability) == [(m.This(), stat, amount) for stat, amount in changes]


def test_unlisted_option_keeps_its_own_cost_or_trigger_rulebook_p31() -> None:
    """A named ability with its own cost ("{T}: ...") or trigger is that ability: its name is a label (rulebook p.31:
    the option is described on the card)."""
    (ability,) = parsed("Searchlight: {T}: Target Unit gets -1 armor until end of turn.", "Gravel Drake", "Unit")
    assert isinstance(ability, m.Activated)
    assert ability.label == "Searchlight"  # gramA8: the name kept, shown before the ability
    unnamed = parsed("{T}: Target Unit gets -1 armor until end of turn.", "Gravel Drake", "Unit")[0]
    assert ability.model_copy(update={"label": None}) == unnamed
    (trigger,) = parsed("Death From Above: When Gravel Drake attacks, draw a card.", "Gravel Drake", "Unit")
    assert isinstance(trigger, m.Triggered)


def test_named_pilot_ability_is_its_bonus_rulebook_p12() -> None:
    """On a Pilot the name labels the bonus it gives its 'Mech (rulebook p.12: a Pilot's abilities apply to its
    'Mech), as the unlabelled bonus reads."""
    assert _unlabelled("Marksman: +1 attack.", "Marksman") == parsed("+1 attack.", "Kestrel Vane", "Command")
    assert _unlabelled("Cool Head (+1 initiative, +1 armor)", "Cool Head") == parsed(
        "+1 initiative, +1 armor", "Kestrel Vane", "Command"
    )


def _unlabelled(text: str, label: str) -> list[m.Ability]:
    """The abilities of a Pilot's named text, their label (gramA8: the name kept) checked and taken off."""
    abilities = parsed(text, "Kestrel Vane", "Command")
    assert [getattr(a, "label", None) for a in abilities] == [label] * len(abilities)
    return [a.model_copy(update={"label": None}) for a in abilities]


def test_alpha_strike_bonus_without_its_stat_rulebook_p31() -> None:
    """rulebook p.31: "Alpha Strike: +Y attack"; printed "Alpha Strike: +2" it is the same option."""
    assert parsed("Alpha Strike: +2", "Gravel Drake", "Unit") == [m.AlphaStrike(attack=2)]
    assert parsed("Missile 2, Alpha Strike: +3.", "Gravel Drake", "Unit") == [
        m.Missile(count=2),
        m.AlphaStrike(attack=3),
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Jump (-1 attack: +1 initiative)",
        "Alpha Strike: +2 attack",
        "ECM, Anti-Missile.",
        "Battle Armor.",
        "Roll a die: 1-3: Gravel Drake gets +1 attack. 4-6: Gravel Drake gets +2 attack.",
    ],
)
def test_rulebook_options_and_keywords_are_not_named_options_rulebook_p31(text: str) -> None:
    """The rulebook's own options and keywords keep their rules (p.31, and the CE General Rulings' Unit Options): a
    name of theirs is never read as an unlisted option."""
    for ability in parse_card_text(text, "Gravel Drake", "Unit").abilities:
        assert not (isinstance(ability, m.Static) and ability.used), (text, ability)


def test_label_that_is_no_option_stays_unread() -> None:
    """ "Note:" or "Errata:" before a sentence is no option: not read as one."""
    assert not parse_card_text("Note: +1 attack", "Gravel Drake", "Unit").ok


@pytest.mark.parametrize("text", ["Overhaet: +1 attack", "Misile: +2 attack.", "Jumpp (+1 initiative)"])
def test_misspelled_rulebook_option_is_no_new_option_rulebook_p31(text: str) -> None:
    """A name close to a rulebook option's (p.31) is that option misspelled: unread, never a new option."""
    result = parse_card_text(text, "Gravel Drake", "Unit")
    assert not result.ok
    assert "did you mean the rulebook's" in result.errors[0].message
