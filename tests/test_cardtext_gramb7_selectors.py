"""More relative clauses of the selectors (gramB7, issue 18 item 3 f): speeds, what a card did not do this turn, a
weight at most, a stat compared with a card's, a Unit option or a Pilot had or lacked, battle and group membership.
Every sentence is invented; each is read back from its English rendering (``effects_of`` checks the round trip)."""

from __future__ import annotations

import pytest

from judge.dsl import models as m
from tests.cardtext_helpers import effects_of


def _selector(text: str, card_type: str = "Mission") -> m.Selector:
    effect = effects_of(text, "Grog", card_type)[0]
    while isinstance(effect, m.Lasting):  # "... until end of turn"
        effect = effect.effects[0]
    target = getattr(effect, "target", None)
    assert isinstance(target, m.Selector), effect
    return target


@pytest.mark.parametrize(
    ("text", "speeds"),
    [
        ("Target Unit that is moderate or fast gets +1 attack.", ["moderate", "fast"]),
        ("Each 'Mech that is slow or moderate gets -1 armor until end of turn.", ["slow", "moderate"]),
        ("Deal 2 damage to each Vehicle that is fast or slow.", ["fast", "slow"]),
        ("Each opposing Unit that is slow, moderate or fast cannot block.", ["slow", "moderate", "fast"]),
    ],
)
def test_a_unit_of_some_speeds_rulebook_units(text: str, speeds: list[str]) -> None:
    """rulebook, Units: every Unit is slow, moderate or fast; "that is moderate or fast" is a Unit of either."""
    assert _selector(text).speeds == speeds


@pytest.mark.parametrize(
    "text", ["Target Unit that is fast gets +2 attack.", "Each 'Mech you control that is fast gets +1 armor."]
)
def test_a_unit_of_one_speed_is_the_speed_adjective_rulebook_units(text: str) -> None:
    """rulebook, Units: "that is fast" is a fast Unit, as "a fast Unit"."""
    assert _selector(text).speed == "fast"


@pytest.mark.parametrize(
    ("text", "undone"),
    [
        ("Each 'Mech that has not attacked this turn gets +1 armor.", ["attacked"]),
        ("Target Unit that didn't attack this turn gets +2 attack until end of turn.", ["attacked"]),
        ("Untap each Unit you control that did not block this turn.", ["blocked"]),
        ("Target 'Mech that hasn't attacked or blocked this turn gets +1 armor.", ["attacked", "blocked"]),
        ("Each Vehicle that have not blocked during this turn gets -1 attack.", ["blocked"]),
        ("Target attacking Unit that was not blocked this turn gets +2 attack.", ["was_blocked"]),
        ("Repair 2 damage to target 'Mech that has not been damaged this turn.", ["damaged"]),
    ],
)
def test_what_a_card_did_not_do_this_turn_rulebook_p24(text: str, undone: list[str]) -> None:
    """rulebook p.24, Sending Units on a Mission (the attacking group attacks), Blocking: "that has not attacked this
    turn" is a card that did none of these earlier this turn."""
    assert _selector(text).not_this_turn == undone


@pytest.mark.parametrize(
    ("text", "most", "least"),
    [
        ("Deal 2 damage to target 'Mech of 40 tons or less.", 40, None),
        ("Scrap target 'Mech that is 35 tons or less.", 35, None),
        ("Each 'Mech you control of 50 tons or fewer gets +1 attack.", 50, None),
        ("Target 'Mech of at most 30 tons gets +2 armor.", 30, None),
        ("Tap target 'Mech that weighs 20 tons or less.", 20, None),
        ("Deal 1 damage to each 'Mech that is 80 tons or more.", None, 80),
    ],
)
def test_a_mech_of_some_tons_glossary_tonnage(text: str, most: int | None, least: int | None) -> None:
    """glossary, Tonnage (printed on a 'Mech): "of 40 tons or less" is at most that weight, "that is 80 tons or
    more" at least."""
    selector = _selector(text)
    assert (selector.max_tons, selector.min_tons) == (most, least)


@pytest.mark.parametrize(
    ("text", "stat", "compared"),
    [
        ("Target Unit with equal or lower attack than Grog cannot block.", "attack", "equal_or_lower"),
        ("Deal 2 damage to target Unit with lower attack than Grog.", "attack", "lower"),
        ("Each 'Mech with higher armor than ~ gets -1 armor.", "armor", "higher"),
        ("Tap target Unit with less structure than Grog.", "structure", "lower"),
        ("Target Unit with equal or greater attack than Grog gets -2 attack.", "attack", "equal_or_higher"),
    ],
)
def test_a_stat_compared_with_this_cards_rulebook_p26(text: str, stat: str, compared: str) -> None:
    """rulebook p.26-29 (a Unit's attack and armor in a battle): "with equal or lower attack than ~" compares the
    card's stat with this card's."""
    selector = _selector(text, "Unit")
    assert (selector.compared_stat, selector.compared, selector.compared_with) == (stat, compared, "this")


@pytest.mark.parametrize(
    ("text", "with_option", "without_option"),
    [
        ("Target Unit that doesn't have Jump gets -1 attack.", None, "Jump"),
        ("Target 'Mech that does not have the ECM option gets -2 armor.", None, "ECM"),
        ("Each Unit with the Jump option gets +1 attack.", "Jump", None),
        ("Target Unit without the Missile option gets +1 armor.", None, "Missile"),
        ("Each 'Mech that has Overheat gets -1 armor until end of turn.", "Overheat", None),
        ("Each 'Mech that lacks the Anti-Missile option gets -1 armor.", None, "Anti-Missile"),
    ],
)
def test_a_unit_option_had_or_lacked_rulebook_p31(
    text: str, with_option: str | None, without_option: str | None
) -> None:
    """rulebook p.31, Unit options: "that doesn't have Jump" and "without the Missile option" are cards without the
    option, "with the Jump option" and "that has Overheat" cards with it."""
    selector = _selector(text)
    assert (selector.with_option, selector.without_option) == (with_option, without_option)


@pytest.mark.parametrize(
    ("text", "state"),
    [
        ("Each 'Mech without a Pilot gets -1 attack.", "unpiloted"),
        ("Target 'Mech that doesn't have a Pilot gets +1 armor.", "unpiloted"),
        ("Each 'Mech that has a Pilot gets +1 attack.", "piloted"),
        ("Target 'Mech with a Pilot gets -1 armor.", "piloted"),
    ],
)
def test_a_mech_with_or_without_a_pilot_glossary_pilot(text: str, state: str) -> None:
    """glossary, Pilot (played on a 'Mech): "without a Pilot" is unpiloted, "that has a Pilot" piloted."""
    assert _selector(text).states == [state]


@pytest.mark.parametrize(
    ("text", "field", "value"),
    [
        ("Target Unit in a battle with Grog gets -1 attack.", "engaged_with", "this"),
        ("Each Unit in battle with ~ gets -1 armor.", "engaged_with", "this"),
        ("Each Unit in the same group as Grog gets +1 armor.", "in_group_with", "this"),
        ("Each other 'Mech in Grog's group gets +1 attack.", "in_group_with", "this"),
        ("Each Unit in the same group as the 'Mech piloted by ~ gets +1 armor.", "in_group_with", "piloted_unit"),
    ],
)
def test_battle_and_group_membership_rulebook_p24_groups(text: str, field: str, value: str) -> None:
    """rulebook p.24-26: the attacking group and the blocking Units fight one battle; "in the same group as ~" is in
    its group, "in a battle with ~" engaged in battle with it."""
    card_type = "Pilot" if "piloted" in text else "Unit"
    assert getattr(_selector(text, card_type), field) == value


@pytest.mark.parametrize(
    "text",
    [
        "Target Unit that is not in a battle gets +1 armor.",
        "Target Unit that is not in battle gets +1 armor.",
        "Each Unit not in a battle gets +1 armor until end of turn.",
        "Each 'Mech that is not engaged gets +1 armor.",
        "Untap each Unit you control that is not engaged in a battle.",
    ],
)
def test_not_in_a_battle_glossary_engaged(text: str) -> None:
    """glossary, Engaged (the Units in a battle): "not in a battle" leaves them out."""
    assert _selector(text).excluding == ["in_battle"]


@pytest.mark.parametrize(
    "text", ["Deal 1 damage to each Unit in battle.", "Each attacking Unit in battle gets +1 armor."]
)
def test_in_battle_without_the_article_glossary_engaged(text: str) -> None:
    """glossary, Engaged: "in battle" is engaged, as "in the battle"."""
    assert "engaged" in _selector(text).states
