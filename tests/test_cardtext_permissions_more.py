"""Issue 18 (gramB8): more wordings of who may attack and block, and of how long a Mission card's effect lasts, read
from invented sentences (never pool text), each read back from its English rendering (``tests/cardtext_helpers.py``)
and compared with the wording the pool already uses (the same DSL, so the engine does the same with it)."""

from __future__ import annotations

import pytest

from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from tests.cardtext_helpers import effects_of, parsed


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Hollow Crown may not attack or block.", "Unit"),
        ("This 'Mech may not attack or block.", "Unit"),
        ("Hollow Crown cannot attack or block.", "Unit"),
        ("Hollow Crown can't attack or block.", "Unit"),
        ("Each Vehicle you control may not attack or block.", "Command"),
    ],
)
def test_may_not_attack_or_block_rulebook_p23_p27(text: str, card_type: str) -> None:
    """Rulebook p.23 (Missions Phase: attacks declared) and p.27 (Blocking): a card may forbid both; "may not" is
    "cannot"."""
    effects = effects_of(text, "Hollow Crown", card_type)
    assert [type(e) for e in effects] == [m.CannotAttack, m.CannotBlock]
    assert effects == effects_of(text.replace("may not", "cannot"), "Hollow Crown", card_type)


@pytest.mark.parametrize(
    ("text", "until"),
    [
        ("Target Unit gets +2 attack this battle.", "end_of_battle"),
        ("Target 'Mech gets +1 armor this battle.", "end_of_battle"),
        ("Target Unit gets +2 attack this mission.", "end_of_mission"),
        ("Target Unit cannot block this mission.", "end_of_mission"),
        ("Target Unit gets +2 attack for the rest of this battle.", "end_of_battle"),
    ],
)
def test_this_battle_or_mission_is_until_its_end_rulebook_p26(text: str, until: str) -> None:
    """Rulebook p.26, Battle: a mission's battle ends once damage is resolved; an effect "this battle" lasts until
    then, as "until the end of the battle" does."""
    (lasting,) = effects_of(text, None, "Mission")
    assert isinstance(lasting, m.Lasting) and lasting.until == until


@pytest.mark.parametrize(
    "text",
    [
        "Untap target 'Mech after the battle.",
        "Untap target Unit after this battle.",
        "Untap target Unit at the end of the battle.",
        "Untap target Unit at end of battle.",
        "Untap target Unit at the end of this battle.",
    ],
)
def test_after_the_battle_is_at_its_end_rulebook_p26(text: str) -> None:
    """Rulebook p.26: "after the battle" is once the battle has ended, the same moment as "at the end of the
    battle" (a delayed effect)."""
    (effect,) = effects_of(text, None, "Mission")
    assert isinstance(effect, m.Tap) and effect.untap and effect.delayed == "battle"


@pytest.mark.parametrize(
    "text",
    [
        "Play only after blockers are declared.",
        "Play after blockers are declared.",
        "Play this card after blockers are declared.",
        "Play only after blockers have been assigned.",
        "Play only after blockers are assigned.",
    ],
)
def test_after_blockers_are_declared_rulebook_p27(text: str) -> None:
    """Rulebook p.27, Blocking: the defending player assigns blockers before the battle; a card played only after
    that (refused by the engine by name)."""
    from judge.bttcg.executes import refusal

    (restriction,) = parsed(text, "Hollow Crown", "Mission")
    assert isinstance(restriction, m.PlayRestriction) and restriction.conditions == [m.AfterBlockers()]
    assert refusal("condition", "after_blockers") is not None


@pytest.mark.parametrize(
    "text",
    [
        "Hollow Crown may not attack or.",  # unfinished
        "Target Unit gets +2 attack this war.",  # no such span
        "Untap target Unit after the war.",  # no such moment
        "Play only after blockers are eaten.",  # no such moment
        "Play only after blockers.",  # unfinished
    ],
)
def test_permission_and_duration_wordings_that_do_not_read(text: str) -> None:
    """Meaningless variants are not read (no catch-all)."""
    assert not parse_card_text(text, "Hollow Crown", "Mission").ok
