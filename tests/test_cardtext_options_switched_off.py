"""Unit options switched off, Overheat damage not taken, and damage prevented in other words (issue 18 item 2): the
same nodes as the pool's wordings ("~ cannot use its Missile option", "~ receives no Overheat damage", "Prevent 2
damage to ..."). Every sentence is invented; each is read back from its English rendering, and wordings that must not
read are checked unread."""

from __future__ import annotations

import pytest

from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from tests.cardtext_helpers import unwrapped_effects

ONE_UNIT = m.Selector(quantifier="one", noun="unit")
ONE_MECH = m.Selector(quantifier="one", noun="mech")


def _unwrapped(text: str, card_type: str = "Mission") -> list[m.Effect]:
    return unwrapped_effects(text, "Grog", card_type)


@pytest.mark.parametrize(
    ("text", "options"),
    [
        ("Target Unit can't use ECM or NARC this mission.", ["ECM", "NARC"]),
        (
            "Target Unit cannot use Alpha Strike, Overheat or Missile until end of turn.",
            ["Alpha Strike", "Overheat", "Missile"],
        ),
        ("Target Unit may not use its Jump option.", ["Jump"]),
        (
            "Target Unit is unable to use its Overheat and Alpha Strike options this battle.",
            ["Overheat", "Alpha Strike"],
        ),
        ("Target Unit can't fire missiles this turn.", ["Missile"]),
        ("Target Unit cannot fire its missiles.", ["Missile"]),
    ],
)
def test_options_switched_off_rulebook_p27_p31_unit_options(text: str, options: list[str]) -> None:
    """rulebook p.27-31 (Unit options: Overheat, Alpha Strike, Missile, Jump; p.31 ECM, NARC as keywords of the
    options' kind): each option named cannot be used; a card chosen once is "it" for the options after the first."""
    effects = _unwrapped(text)
    assert [e.option for e in effects if isinstance(e, m.CannotUseOption)] == options
    assert len(effects) == len(options)
    targets = [e.target for e in effects if isinstance(e, m.CannotUseOption)]
    assert targets[0] == ONE_UNIT
    assert all(t == m.ThatOne() for t in targets[1:])


@pytest.mark.parametrize(
    ("text", "target"),
    [
        (
            "Opposing Units can't use ECM or NARC this turn.",
            m.Selector(quantifier="all", noun="unit", owner="opponent"),
        ),
        (
            "Each opposing Unit cannot use ECM or NARC this turn.",
            m.Selector(quantifier="each", noun="unit", owner="opponent"),
        ),
    ],
)
def test_options_switched_off_for_every_card_rulebook_p27(text: str, target: m.Target) -> None:
    """rulebook p.27: every card a plural names keeps its own options; each is named for each option."""
    effects = _unwrapped(text)
    assert effects == [m.CannotUseOption(target=target, option="ECM"), m.CannotUseOption(target=target, option="NARC")]


def test_own_option_switched_off_on_a_unit_rulebook_p31() -> None:
    """rulebook p.31, Jump: a Unit's own text may forbid it the option ("can't use Jump")."""
    assert _unwrapped("Grog can't use Jump.", "Unit") == [m.CannotUseOption(target=m.This(), option="Jump")]


@pytest.mark.parametrize(
    "text",
    [
        "Target Unit can't use its options.",  # which options: not said
        "Target Unit can't use Flight.",  # no such option
        "Target Unit can't use Missile or Missile.",  # one option twice
        "Target Unit can't use ECM or.",
        "Target Unit can't fire.",
    ],
)
def test_options_switched_off_wordings_that_are_not_read(text: str) -> None:
    assert not parse_card_text(text, "Grog", "Mission").ok


@pytest.mark.parametrize(
    ("text", "card_type", "target"),
    [
        ("Grog doesn't take Overheat damage.", "Unit", m.This()),
        ("Prevent the Overheat damage this 'Mech would take.", "Unit", m.This()),
        ("Target 'Mech takes no Overheat damage.", "Mission", ONE_MECH),
        ("Target 'Mech suffers no Overheat damage.", "Mission", ONE_MECH),
        ("Prevent any Overheat damage to target 'Mech.", "Mission", ONE_MECH),
        ("Prevent the Overheat damage that target 'Mech would receive.", "Mission", ONE_MECH),
        ("Grog ignores Overheat damage.", "Unit", m.This()),
    ],
)
def test_no_overheat_damage_rulebook_p30_overheat(text: str, card_type: str, target: m.Target) -> None:
    """rulebook p.30, Overheat X: +Y attack, and X Overheat damage resolved at the end of the battle: here none."""
    assert _unwrapped(text, card_type) == [m.NoOptionDrawback(target=target, option="Overheat")]


@pytest.mark.parametrize(
    "text",
    [
        "Prevent the Overheat damage.",  # to whom
        "Target 'Mech takes Overheat damage.",  # the rule itself, said again
        "Prevent the Overheat damage target 'Mech would deal.",  # Overheat damage is taken, not dealt
    ],
)
def test_overheat_damage_wordings_that_are_not_read(text: str) -> None:
    assert not parse_card_text(text, "Grog", "Mission").ok


@pytest.mark.parametrize(
    ("text", "amount", "up_to"),
    [
        ("Prevent the first 2 damage dealt to target Unit.", 2, False),
        ("Prevent the first 3 damage that would be dealt to target Unit.", 3, False),
        ("Prevent the first 1 damage to target Unit.", 1, False),
        ("Prevent 1 point of damage to target Unit.", 1, False),
        ("Prevent 2 points of damage to target Unit.", 2, False),
        ("Prevent up to 3 points of damage to target Unit.", 3, True),
    ],
)
def test_damage_prevented_in_other_words_rulebook_glossary_prevent(text: str, amount: int, up_to: bool) -> None:
    """rulebook glossary, Prevent; p.29 (resolving damage: prevention first, then armor): so much damage prevented,
    as "Prevent 2 damage to target Unit"."""
    assert _unwrapped(text) == [m.PreventDamage(target=ONE_UNIT, amount=amount, up_to=up_to)]


@pytest.mark.parametrize(
    "text",
    [
        "Prevent the first damage to target Unit.",
        "Prevent 2 points of damage.",
        "Prevent the first 2 points to target Unit.",
    ],
)
def test_damage_prevented_wordings_that_are_not_read(text: str) -> None:
    assert not parse_card_text(text, "Grog", "Mission").ok
