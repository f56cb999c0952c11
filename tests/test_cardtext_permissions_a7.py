"""Issue 18 (gramA7): who may attack and block, and which options a Unit may use, read from invented sentences
(never pool text) that vary the wording, each read back from its English rendering (``tests/cardtext_helpers.py``).
What the engine does not do yet is refused out loud through the node-kind table (``judge/bttcg/executes.py``)."""

from __future__ import annotations

import pytest

from judge.bttcg.executes import executed, refusal
from judge.dsl import models as m
from tests.cardtext_helpers import effects_of, parsed


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Hollow Crown cannot attack.", "Unit"),
        ("This 'Mech may not attack.", "Unit"),
        ("Hollow Crown can't attack.", "Unit"),
        ("Each Vehicle you control cannot attack.", "Command"),
    ],
)
def test_a_card_that_cannot_attack_rulebook_p23_missions_phase(text: str, card_type: str) -> None:
    """Rulebook p.23, Missions Phase: the active player declares attacks with his or her Units; a card may forbid
    some of them."""
    (effect,) = effects_of(text, "Hollow Crown", card_type)
    assert isinstance(effect, m.CannotAttack)


@pytest.mark.parametrize(
    ("text", "effect"),
    [
        ("Target Unit cannot attack this turn.", m.CannotAttack),
        ("Target 'Mech may not attack until end of turn.", m.CannotAttack),
        ("Target Unit may not block this turn.", m.CannotBlock),
        ("Target Vehicle can't use its Missile option until end of turn.", m.CannotUseOption),
    ],
)
def test_until_the_end_of_the_turn_rulebook_p26(text: str, effect: type) -> None:
    """The same permissions for a while ("this turn", "until end of turn": a lasting effect)."""
    (lasting,) = effects_of(text, None, "Mission")
    assert isinstance(lasting, m.Lasting) and lasting.until == "end_of_turn"
    assert isinstance(lasting.effects[0], effect)


@pytest.mark.parametrize(
    "text",
    [
        "Hollow Crown can be blocked only by fast Units.",
        "Hollow Crown can only be blocked by fast Units.",
        "Hollow Crown cannot be blocked except by fast Units.",
    ],
)
def test_blocked_only_by_some_units_rulebook_p27_blocking(text: str) -> None:
    """Rulebook p.27, Blocking: patrolling Units at least as fast as the attacking group block it; "only by" leaves
    every other Unit out, the same as "except by"."""
    (effect,) = effects_of(text, "Hollow Crown", "Unit")
    assert isinstance(effect, m.CannotBeBlocked) and effect.by is None
    assert isinstance(effect.except_by, m.Selector) and effect.except_by.noun == "unit"


@pytest.mark.parametrize(
    ("text", "noun", "option"),
    [
        ("Hollow Crown can't be blocked by Units with Jump.", "unit", "Jump"),
        ("This 'Mech cannot be blocked by 'Mechs with VTOL.", "mech", "VTOL"),
        ("Hollow Crown cannot be blocked by Vehicles with Missile.", "vehicle", "Missile"),
    ],
)
def test_not_blocked_by_units_with_an_option_rulebook_p31_unit_options(text: str, noun: str, option: str) -> None:
    """Rulebook p.27 (Blocking) and p.31 (Unit options): no Unit of the kind having that option may block it."""
    (effect,) = effects_of(text, "Hollow Crown", "Unit")
    assert isinstance(effect, m.CannotBeBlocked)
    assert effect.by == m.Selector(quantifier="any", noun=noun, with_option=option)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "most"),
    [
        ("Hollow Crown cannot be blocked by more than one Unit.", 1),
        ("This Vehicle can't be blocked by more than two Units.", 2),
        ("Hollow Crown cannot be blocked by more than 3 blockers.", 3),
    ],
)
def test_a_most_on_its_blockers_rulebook_p27_blocking(text: str, most: int) -> None:
    """Rulebook p.27, Blocking: any number of patrolling Units may block a group; a card may set a most."""
    (effect,) = effects_of(text, "Hollow Crown", "Unit")
    assert effect == m.BlockerLimit(target=m.This(), most=most)


@pytest.mark.parametrize(
    ("text", "speed"),
    [("Hollow Crown counts as fast.", "fast"), ("This 'Mech counts as a slow Unit.", "slow")],
)
def test_counts_as_a_speed_rulebook_p10_speed(text: str, speed: str) -> None:
    """Rulebook p.10: a Unit is slow, moderate or fast; counting as one is being that speed (as "~ is fast")."""
    assert effects_of(text, "Hollow Crown", "Unit") == effects_of(f"Hollow Crown is {speed}.", "Hollow Crown", "Unit")


def test_may_block_units_of_any_speed_said_with_can_rulebook_p27() -> None:
    """Rulebook p.27, Blocking: "can" and "may" say the same permission."""
    assert effects_of("Hollow Crown can block Units of any speed.", "Hollow Crown", "Unit") == effects_of(
        "Hollow Crown may block Units of any speed.", "Hollow Crown", "Unit"
    )


@pytest.mark.parametrize(
    ("text", "option"),
    [
        ("Hollow Crown can't use its Missile option.", "Missile"),
        ("This 'Mech cannot use its Alpha Strike option.", "Alpha Strike"),
        ("Opposing Units cannot use their Jump options.", "Jump"),
        ("Each attacking Unit may not use its Overheat option.", "Overheat"),
    ],
)
def test_an_option_a_unit_cannot_use_rulebook_p31_unit_options(text: str, option: str) -> None:
    """Rulebook p.31, Using Unit Options and Abilities: a Unit's options are used at its controller's choice; a card
    may forbid one."""
    (effect,) = effects_of(text, "Hollow Crown", "Command")
    assert isinstance(effect, m.CannotUseOption) and effect.option == option


def test_cannot_attack_or_block_is_not_read_for_one_target() -> None:
    """Two effects on "target 'Mech" would name two targets: unread rather than read wrong."""
    from judge.cardtext.parser import parse_card_text

    assert not parse_card_text("Target 'Mech cannot attack or block this turn.", None, "Mission").ok
    (ability,) = parsed("Hollow Crown cannot attack or block.", "Hollow Crown", "Unit")
    assert ability.effects == [m.CannotAttack(target=m.This()), m.CannotBlock(target=m.This())]  # type: ignore[union-attr]


def test_the_permissions_are_refused_out_loud() -> None:
    """ "cannot attack" is executed in part (its own text, its Pilot's or Enhancement's, a Command or Terrain card's:
    judge/bttcg/unit_restrictions.py, attack_bans.py); the rest of it, and the others, are refused out loud."""
    assert executed("effect", "cannot_attack") and "cannot attack other than" in refusal("effect", "cannot_attack")
    for kind, words in (
        ("blocker_limit", "blocking"),
        ("cannot_use_option", "options"),
    ):
        assert not executed("effect", kind)
        assert words in refusal("effect", kind)
