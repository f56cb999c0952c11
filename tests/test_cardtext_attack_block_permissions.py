"""Who may attack and block, and speeds, in more wordings (issue 18, gramC9; ``grammar/rules.lark`` and
``grammar/selectors.lark``, the gramC9 sections), each read as the node the pool's wording gives (so the engine does
the same with it, or refuses it out loud the same way). Rulebook p.23-25 (Missions phase: attacks and blocks; a
patrolling Unit blocks only a group it is at least as fast as), glossary, Speed and Target. Every sentence is
invented; each is read back from its English rendering (``tests/cardtext_helpers.py``)."""

from __future__ import annotations

import pytest

from judge.bttcg.executes import refusal
from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from tests.cardtext_helpers import effects_of

ONE_UNIT = m.Selector(quantifier="one", noun="unit")


@pytest.mark.parametrize(
    ("text", "same_as"),
    [
        ("Zorblax becomes slow.", "Zorblax is now slow."),
        ("Zorblax is considered fast.", "Zorblax is now fast."),
        ("Zorblax's speed is moderate.", "Zorblax is now moderate."),
        ("Target Unit becomes slow until end of turn.", "Target Unit is now slow until end of turn."),
        ("Target Unit's speed is fast until end of turn.", "Target Unit is now fast until end of turn."),
        ("Each attacking Unit is considered slow.", "Each attacking Unit is now slow."),
        ("This 'Mech is treated as fast.", "This 'Mech is now fast."),
    ],
)
def test_speed_taken_is_set_speed_glossary_speed(text: str, same_as: str) -> None:
    """Glossary, Speed: a Unit is slow, moderate or fast (its speed dial); "becomes", "is considered", "'s speed is"
    set it as "is now" does."""
    effects = effects_of(text, "Zorblax", "Unit")
    assert effects == effects_of(same_as, "Zorblax", "Unit")
    first = effects[0]
    assert isinstance(first.effects[0] if isinstance(first, m.Lasting) else first, m.SetSpeed)


@pytest.mark.parametrize(
    ("text", "action", "until"),
    [
        ("Zorblax attacks each turn if able.", "attack", None),
        ("Zorblax attacks if able.", "attack", None),
        ("Zorblax attacks during each of your Missions phases if able.", "attack", None),
        ("Target Unit attacks this turn if able.", "attack", "end_of_turn"),
        ("Target Unit blocks this turn if able.", "block", "end_of_turn"),
        ("Each opposing Unit blocks this mission if able.", "block", "end_of_mission"),
    ],
)
def test_attacks_if_able_is_must_attack_rulebook_p23(text: str, action: str, until: str | None) -> None:
    """Rulebook p.23: the active player chooses his or her missions; "attacks if able" takes the choice away, as
    "must attack if able" does (the same node, refused out loud by the engine until it forces attacks)."""
    (effect,) = effects_of(text, "Zorblax", "Unit")
    inner = effect
    if until is not None:
        assert isinstance(effect, m.Lasting) and effect.until == until
        (inner,) = effect.effects
    assert isinstance(inner, m.MustAct) and (inner.action, inner.if_able) == (action, True)
    if until is None:
        must = "Zorblax must attack if able." if action == "attack" else "Zorblax must block if able."
        assert effects_of(text, "Zorblax", "Unit") == effects_of(must, "Zorblax", "Unit")


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Zorblax can't be targeted by Mission cards.", "Mission"),
        ("Zorblax cannot be targeted by Command cards.", "Command"),
        ("Zorblax may not be targeted by Mission cards.", "Mission"),
        ("This 'Mech can't be targeted by Enhancement cards.", "Enhancement"),
        ("Target Unit can't be targeted by Mission cards until end of turn.", "Mission"),
    ],
)
def test_targeted_by_is_cannot_be_the_target_of_glossary_target(text: str, kind: str) -> None:
    """Glossary, Target: "can't be targeted by X cards" is "can't be the target of X cards"."""
    effects = effects_of(text, "Zorblax", "Unit")
    inner = effects[0].effects[0] if isinstance(effects[0], m.Lasting) else effects[0]
    assert isinstance(inner, m.CannotBeTargetOf) and inner.card_type == kind


@pytest.mark.parametrize(
    ("text", "noun", "fields"),
    [
        ("Zorblax can't be attacked by Vehicles.", "vehicle", {}),
        ("Zorblax cannot be attacked by Battle Armor.", "battle_armor", {}),
        ("Zorblax can't be attacked by Units without Jump.", "unit", {"without_option": "Jump"}),
        ("Zorblax can't be attacked by VTOL Units.", "unit", {"with_option": "VTOL"}),
        ("Zorblax can't be attacked by 'Mechs.", "mech", {}),
    ],
)
def test_cannot_be_attacked_by_a_kind_rulebook_p23(text: str, noun: str, fields: dict[str, object]) -> None:
    """Rulebook p.23: valid targets of a mission; a card may take itself out of some Units' reach."""
    (effect,) = effects_of(text, "Zorblax", "Unit")
    assert isinstance(effect, m.CannotBeAttacked) and isinstance(effect.by, m.Selector)
    assert (effect.by.quantifier, effect.by.noun) == ("all", noun)
    for key, value in fields.items():
        assert getattr(effect.by, key) == value


@pytest.mark.parametrize(
    ("text", "fields"),
    [
        ("Zorblax can be blocked only by Units with Jump.", {"noun": "unit", "with_option": "Jump"}),
        ("Zorblax can only be blocked by 'Mechs with VTOL.", {"noun": "mech", "with_option": "VTOL"}),
        ("Zorblax may be blocked only by Vehicles.", {"noun": "vehicle"}),
        ("Zorblax can't be blocked except by Units with Jump.", {"noun": "unit", "with_option": "Jump"}),
        ("Zorblax can be blocked only by VTOL Units.", {"noun": "unit", "with_option": "VTOL"}),
    ],
)
def test_blocked_only_by_a_kind_rulebook_p24(text: str, fields: dict[str, object]) -> None:
    """Rulebook p.24: which Units may block; "only by" is "except by" (002 Unit Options/VTOL words it so)."""
    (effect,) = effects_of(text, "Zorblax", "Unit")
    assert isinstance(effect, m.CannotBeBlocked) and isinstance(effect.except_by, m.Selector)
    for key, value in fields.items():
        assert getattr(effect.except_by, key) == value


@pytest.mark.parametrize(
    "text",
    [
        "Zorblax becomes Vehicles.",
        "Zorblax's speed is Jump.",
        "Zorblax attacks next turn if able.",
        "Zorblax can't be targeted by Units cards.",
        "Zorblax can't be attacked by Vehicle.",
    ],
)
def test_permission_wordings_that_say_nothing_stay_unread(text: str) -> None:
    assert not parse_card_text(text, "Zorblax", "Unit").ok


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Zorblax can't guard.", "Unit"),
        ("Zorblax cannot be assigned to guard.", "Unit"),
        ("Zorblax may not guard sites.", "Unit"),
        ("This 'Mech can't be assigned to guard a site.", "Unit"),
        ("Vehicles can't guard.", "Command"),
        ("Each Battle Armor Unit cannot be put on guard duty.", "Command"),
    ],
)
def test_cannot_guard_rulebook_p33_guarding_a_site(text: str, card_type: str) -> None:
    """Rulebook p.33, Guarding a Site: a player may set untapped Units to guard his or her sites; a card may forbid it
    (a node of its own, refused out loud by the engine: judge/bttcg/executes_effects.py)."""
    (effect,) = effects_of(text, "Zorblax", card_type)
    assert isinstance(effect, m.CannotGuard)
    assert "cannot be assigned to guard" in (refusal("effect", "cannot_guard") or "")


@pytest.mark.parametrize(
    ("text", "actions"),
    [
        ("Battle Armor may attack and block alone.", ["attack", "block"]),
        ("Battle Armor Units can attack and block alone.", ["attack", "block"]),
        ("Your Battle Armor Units may attack alone.", ["attack"]),
        ("Zorblax may block alone.", ["block"]),
        ("Each Battle Armor you control may attack or block alone.", ["attack", "block"]),
    ],
)
def test_may_attack_and_block_alone_rulebook_p24_battle_armor(text: str, actions: list[str]) -> None:
    """Rulebook p.24-25: "Battle Armors can't attack alone ... can't block alone"; a card lifting it is a node of its
    own, refused out loud by the engine."""
    (effect,) = effects_of(text, "Zorblax", "Command")
    assert isinstance(effect, m.MayActAlone) and effect.actions == actions
    assert refusal("effect", "may_act_alone")


@pytest.mark.parametrize(
    "text",
    [
        "Zorblax can't block unless it is guarding.",
        "Zorblax cannot block unless it's guarding.",
        "Zorblax can't block unless it is guarding a site.",
        "Zorblax cannot block unless guarding.",
        "Zorblax can't block unless it is assigned to guard.",
    ],
)
def test_cannot_block_unless_guarding_rulebook_p33(text: str) -> None:
    """Rulebook p.33: a guarding Unit blocks attacks against its site, whatever its speed."""
    assert effects_of(text, "Zorblax", "Unit") == [m.CannotBlock(target=m.This(), unless_guarding=True)]


@pytest.mark.parametrize(
    "text",
    [
        "Zorblax can't guard Units.",  # Units guard only sites (rulebook p.33)
        "Zorblax may attack alone twice.",
        "Zorblax can't block unless it is patrolling guarding.",
        "Zorblax can't be assigned to guard Vehicles.",
        "Zorblax may alone attack.",
    ],
)
def test_guard_and_alone_wordings_that_say_something_else_stay_unread(text: str) -> None:
    assert not parse_card_text(text, "Zorblax", "Unit").ok
