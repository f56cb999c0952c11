"""Issue 18 (gramC10): a Unit's own rules on what it may attack and how it blocks, and cards no player may repair
(``grammar/rules.lark`` gramC10 section, :mod:`judge.dsl.effects_attack_rules`). Every sentence is invented (never
pool text); each is read back from its English rendering (``tests/cardtext_helpers.py``). Where the meaning is one
the pool already has, the wording gives the pool's node."""

from __future__ import annotations

import pytest

from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from tests.cardtext_helpers import effects_of

NAME = "Quillback"


def _one(text: str, card_type: str = "Unit") -> m.Effect:
    (effect,) = effects_of(text, NAME, card_type)
    return effect


@pytest.mark.parametrize(
    ("text", "noun", "option"),
    [
        ("Quillback cannot attack Units with Jump.", "unit", "Jump"),
        ("This 'Mech can't attack Vehicles.", "vehicle", None),
        ("Quillback may not attack sites.", "site", None),
        ("This Unit cannot attack 'Mechs.", "mech", None),
        ("It can't attack Units with VTOL.", "unit", "VTOL"),
        ("Quillback cannot attack Battle Armor.", "battle_armor", None),
    ],
)
def test_cannot_attack_a_kind_is_cannot_be_attacked_by_rulebook_p23(text: str, noun: str, option: str | None) -> None:
    """Rulebook p.23: a mission's target is an opposing Unit or site; "~ can't attack Vehicles" is the pool's
    "Vehicles cannot be attacked by ~"."""
    effect = _one(text)
    assert isinstance(effect, m.CannotBeAttacked) and isinstance(effect.target, m.Selector)
    assert (effect.target.noun, effect.target.with_option) == (noun, option)
    assert effect.by in (m.This(), m.ThatOne())


@pytest.mark.parametrize(
    ("text", "noun", "speed", "same_speed"),
    [
        ("Quillback can attack only sites.", "site", None, False),
        ("This Unit may attack only Vehicles.", "vehicle", None, False),
        ("Quillback can only attack fast Units.", "unit", "fast", False),
        ("This 'Mech may only attack Units with its own speed.", "unit", None, True),
        ("Quillback attacks only Units of the same speed.", "unit", None, True),
        ("Quillback can only attack 'Mechs of its speed.", "mech", None, True),
    ],
)
def test_may_attack_only_a_kind_rulebook_p23(text: str, noun: str, speed: str | None, same_speed: bool) -> None:
    """Rulebook p.23: the attacker chooses the mission's target among opposing Units and sites; a card may narrow it."""
    effect = _one(text)
    assert isinstance(effect, m.AttackOnly) and effect.target == m.This()
    assert isinstance(effect.only, m.Selector)
    assert (effect.only.noun, effect.only.speed, effect.only.same_speed) == (noun, speed, same_speed)


@pytest.mark.parametrize(
    "text",
    [
        "Quillback can block only while guarding.",
        "This 'Mech may block only if it is guarding.",
        "Quillback can only block while it is guarding a site.",
        "Quillback blocks only when guarding.",
        "This Unit may only block when it's guarding.",
    ],
)
def test_blocks_only_while_guarding_rulebook_p33(text: str) -> None:
    """Rulebook p.33, Guarding a Site: a guarding Unit blocks attacks against its site; "can block only while
    guarding" is the pool's "cannot block unless guarding"."""
    assert _one(text) == m.CannotBlock(target=m.This(), unless_guarding=True)


@pytest.mark.parametrize(
    ("text", "only_guarding"),
    [
        ("Quillback doesn't tap when it blocks.", False),
        ("Quillback does not tap when blocking.", False),
        ("This 'Mech does not tap to block while guarding.", True),
        ("Quillback doesn't tap when it blocks while guarding.", True),
        ("Quillback blocks without tapping.", False),
        ("This Unit may block without tapping while it is guarding a site.", True),
    ],
)
def test_blocks_without_tapping_rulebook_p25(text: str, only_guarding: bool) -> None:
    """Rulebook p.25: "Blocking with a Unit requires your opponent to tap that Unit"; a card may lift that."""
    assert _one(text) == m.BlocksWithoutTapping(target=m.This(), only_guarding=only_guarding)


@pytest.mark.parametrize(
    "text",
    [
        "Quillback may block as though it were fast.",
        "Quillback can block as if it were fast.",
        "This 'Mech may block as if it was fast.",
        "This Unit can block as though it were fast.",
        "Quillback may block regardless of its speed.",
    ],
)
def test_blocks_as_though_fast_is_regardless_of_speed_glossary_patrol_region(text: str) -> None:
    """Glossary, Patrol region: a patrolling Unit blocks a group as long as it is at least as fast as the group's
    slowest member; fast is the fastest speed, so blocking "as though it were fast" is blocking regardless of speed."""
    assert _one(text) == m.IgnoreSpeed(target=m.This(), action="block")


@pytest.mark.parametrize(
    ("text", "noun"),
    [
        ("Players can't repair 'Mechs.", "mech"),
        ("Players may not repair Vehicles.", "vehicle"),
        ("No player may repair damage on Units.", "unit"),
        ("No player can repair damage to each 'Mech.", "mech"),
        ("Each Vehicle cannot be repaired.", "vehicle"),
    ],
)
def test_cards_no_player_may_repair_rulebook_p29(text: str, noun: str) -> None:
    """Rulebook p.29, Repair/Reload phase: players repair damage on their cards; a card may forbid it."""
    effect = _one(text, "Command")
    assert isinstance(effect, m.CannotBeRepaired) and isinstance(effect.target, m.Selector)
    assert effect.target.noun == noun


def test_a_unit_that_cannot_be_repaired_is_itself_rulebook_p29() -> None:
    assert _one("Quillback cannot be repaired.") == m.CannotBeRepaired(target=m.This())


@pytest.mark.parametrize(
    "text",
    [
        "Quillback can attack only.",
        "Quillback cannot attack Jump.",
        "Quillback doesn't tap when it attacks.",
        "Quillback may block as though it were slow.",
        "You can't repair 'Mechs.",
        "Quillback can block only while attacking.",
        "Players can't repair.",
    ],
)
def test_meaningless_or_other_wordings_stay_unread(text: str) -> None:
    """Not a catch-all: a restriction with nothing restricted, an attack that needs no tap to be lifted, blocking as
    though slow (a narrowing, not a permission), one player's repairs, blocking only while attacking."""
    assert not parse_card_text(text, NAME, "Unit").ok
