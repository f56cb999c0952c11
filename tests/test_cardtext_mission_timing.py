"""Issue 18 (gramB8): the moments of a mission a card is played or an ability used in, read from invented sentences
(never pool text) that vary the wording, each read back from its English rendering (``tests/cardtext_helpers.py``):
an opponent's attack on a site, a Stockpile or a Unit; a Mission card the opponent plays; the end of a battle; once
per battle or mission; once during each of some phase; right after a die is rolled; while attacking; and the timing
and effect of a Mission card joined by a colon. What the engine does not do yet is refused out loud by name."""

from __future__ import annotations

import pytest

from judge.bttcg.executes import refusal
from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from tests.cardtext_helpers import parsed


def _restriction(text: str) -> list[m.Condition]:
    abilities = parsed(text, "Hollow Crown", "Mission")
    restriction = abilities[0]
    assert isinstance(restriction, m.PlayRestriction)
    return list(restriction.conditions)


def _used(text: str) -> list[m.Condition]:
    """The conditions of the activated ability the "Use this ability only ..." sentence attaches to."""
    (ability,) = parsed("{T}: Draw a card. " + text, "Hollow Crown", "Command")
    assert isinstance(ability, m.Activated)
    return list(ability.conditions)


_YOUR_SITE = m.Selector(quantifier="one", noun="site", owner="you")
_YOUR_STOCKPILE = m.Selector(quantifier="that", noun="stockpile", owner="you")


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("Play only when an opponent attacks one of your sites.", _YOUR_SITE),
        ("Play only when your opponent attacks one of your sites.", _YOUR_SITE),
        ("Play only when one of your sites is attacked.", _YOUR_SITE),
        ("Play only when one of your sites are attacked.", _YOUR_SITE),
        ("Play Hollow Crown only when any opponent attacks one of your sites.", _YOUR_SITE),
        ("Play only when your opponent attacks your Stockpile.", _YOUR_STOCKPILE),
        ("Play only when your Stockpile is attacked.", _YOUR_STOCKPILE),
        ("Play when an opponent attacks your own Stockpile.", _YOUR_STOCKPILE),
        (
            "Play only when an opponent attacks one of your Units.",
            m.Selector(quantifier="one", noun="unit", owner="you"),
        ),
    ],
)
def test_when_an_opponent_attacks_a_site_a_stockpile_or_a_unit_rulebook_p24(text: str, target: m.Selector) -> None:
    """Rulebook p.24, Declaring a Mission: a mission targets a site (a Stockpile or a Command card) or a Unit; a card
    played "when an opponent attacks ..." is played as such a mission is declared against one of yours."""
    assert _restriction(text) == [m.OpponentAttacks(target=target)]


@pytest.mark.parametrize(
    "text",
    [
        "Play only when an opponent attacks.",
        "Play only when your opponent attacks.",
        "Play when any opponent attacks.",
    ],
)
def test_when_an_opponent_attacks_is_being_attacked_rulebook_p24(text: str) -> None:
    """An opponent's attack with nothing named is the player's being attacked (the defending player's side)."""
    assert _restriction(text) == [m.WhenIn(roles=["attacked"])]


@pytest.mark.parametrize(
    ("text", "verb"),
    [
        ("Play only when your opponent plays a Mission card.", "plays"),
        ("Play only when an opponent plays a Mission card.", "plays"),
        ("Play when any opponent plays a Mission card.", "plays"),
        ("Play only when your opponent reveals a Mission card.", "reveals"),
        ("Play only when an opponent activates a Command card.", "activates"),
    ],
)
def test_when_the_opponent_plays_a_card_rulebook_p24(text: str, verb: str) -> None:
    """Rulebook p.24-25: Mission cards are played during a mission; a card may answer one the opponent plays. The
    engine answers only an opponent's activated 'Mech yet: the others are refused by name."""
    (condition,) = _restriction(text)
    assert isinstance(condition, m.OpponentPlays) and condition.verb == verb
    assert isinstance(condition.target, m.Selector) and condition.target.noun == "card"
    if verb == "plays":
        from judge.bttcg.opponent_plays import condition_problem

        assert condition_problem(condition) is not None


@pytest.mark.parametrize(
    "text",
    [
        "Play only after the battle.",
        "Play only after a battle.",
        "Play only at the end of the battle.",
        "Play only at the end of a battle.",
        "Play after this battle.",
    ],
)
def test_after_the_battle_rulebook_p26(text: str) -> None:
    """Rulebook p.26, Battle: a mission's battle ends once damage is resolved; "after the battle" is then, not
    during it (refused by the engine, which checks only during a battle or a mission)."""
    (condition,) = _restriction(text)
    assert condition == m.During(whose="any", battle=True, at_end=True)
    from judge.bttcg.play_restrictions import condition_problem

    assert condition_problem(condition) is not None


@pytest.mark.parametrize(
    ("text", "scope"),
    [
        ("Use this ability only once per battle.", "battle"),
        ("Use this ability only once each battle.", "battle"),
        ("Use this ability only once in each battle.", "battle"),
        ("Use this ability only once per mission.", "mission"),
        ("Use this ability only once during each mission.", "mission"),
        ("Use this ability only once a mission.", "mission"),
    ],
)
def test_once_per_battle_or_mission_rulebook_p24(text: str, scope: str) -> None:
    """Rulebook p.24-26: a Missions phase holds any number of missions, each with at most one battle: "once per
    battle" is not "once each turn". Not executed yet: refused by name."""
    assert _used(text) == [m.OncePer(scope=scope)]  # type: ignore[arg-type]
    assert refusal("condition", "once_per") is not None


@pytest.mark.parametrize(
    ("text", "phase"),
    [
        ("Use this ability only once during each of your Deploy phases.", "deploy"),
        ("Use this ability only once during each of your Draw phases.", "draw"),
        ("Use this ability only once during each of your Missions phases.", "missions"),
        ("Use this ability only once during each of your Repair/Reload phases.", "repair_reload"),
        ("Use this ability only once during each of your End phases.", "end"),
    ],
)
def test_once_during_each_of_your_phases_rulebook_p16(text: str, phase: str) -> None:
    """Rulebook p.16: each of your turns has each phase once, so "once during each of your Deploy phases" is once
    each turn, during that phase."""
    assert _used(text) == [m.During(phase=phase), m.OnceEachTurn()]  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "text",
    [
        "Use this ability only immediately after rolling the die.",
        "Use this ability only immediately after rolling a die.",
        "Use this ability only after rolling the die.",
        "Use this ability only immediately after you roll a die.",
        "Use this ability only after you roll the die.",
    ],
)
def test_immediately_after_rolling_the_die_rulebook_p31(text: str) -> None:
    """Rulebook p.31 (Missile: a die per missile): an ability used right after a die is rolled."""
    assert _used(text) == [m.AfterRoll()]


@pytest.mark.parametrize(
    ("text", "roles"),
    [
        ("Play only while attacking.", ["attacking"]),
        ("Play while blocking.", ["blocking"]),
        ("Play only while attacking or blocking.", ["attacking", "blocking"]),
    ],
)
def test_while_in_a_battle_role_rulebook_p26(text: str, roles: list[str]) -> None:
    """Rulebook p.26: the attacking and the blocking groups; "while attacking" is "when attacking"."""
    assert _restriction(text) == [m.WhenIn(roles=roles)]  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "condition"),
    [
        ("Play when blocked: Target Unit gets +2 attack.", m.WhenIn(roles=["blocked"])),
        ("Play only when blocking: Target Unit gets +2 attack.", m.WhenIn(roles=["blocking"])),
        ("Play during battle: Target Unit gets +2 attack.", m.During(whose="any", battle=True)),
        ("Play only when attacking: Target Unit gets +2 attack.", m.WhenIn(roles=["attacking"])),
        ("Play this card only when blocked: Target Unit gets +2 attack.", m.WhenIn(roles=["blocked"])),
    ],
)
def test_play_restriction_and_effect_joined_by_a_colon_rulebook_p24(text: str, condition: m.Condition) -> None:
    """Rulebook p.24-25 (Mission cards): the timing and the effect in one sentence read as the two sentences
    "Play only when blocked. Target Unit gets +2 attack." do."""
    abilities = parsed(text, "Hollow Crown", "Mission")
    two = parse_card_text("Play only when blocked. Target Unit gets +2 attack.", None, "Mission").abilities
    assert abilities[0] == m.PlayRestriction(conditions=[condition])
    assert abilities[1] == two[1]


@pytest.mark.parametrize(
    "text",
    [
        "Play only when an opponent attacks one of.",  # no card attacked
        "Play only when your opponent plays.",  # no card played
        "Play only once per game.",  # no such scope of once
        "Play only once during each of your turns phases.",  # no phase named
        "Play only after the turn battle.",  # no battle named
        "Play only when one of your sites is blocked.",  # a site is attacked, never blocked
        "Activate only when blocked: Draw a card.",  # only a card's play restriction opens an effect
    ],
)
def test_timings_that_do_not_read(text: str) -> None:
    """Meaningless variants are not read into a timing (no catch-all)."""
    assert not parse_card_text(text, "Hollow Crown", "Mission").ok
