"""Timing and conditions (issue 18 item 3 b): "Play only ..." takes every timing "Use this ability only ..." takes
(one language of timing), and the timings unseen sets use: initiative lost or won, a card being attacked or
blocked, whose turn it is, how often, what a player controls or not; the start and end of your turns; a Unit's
option used. Every sentence is invented; each is also read back from its English rendering."""

from __future__ import annotations

import pytest

from judge.bttcg.executes import executed
from judge.dsl import models as m
from tests.cardtext_helpers import parsed


def play_only(text: str) -> list[m.Condition]:
    (ability,) = parsed(text, None, "Mission")
    assert isinstance(ability, m.PlayRestriction)
    return ability.conditions


def used_only(restriction: str) -> list[m.Condition]:
    (ability,) = parsed("{T}: Draw a card. Use this ability only " + restriction + ".", None, "Command")
    assert isinstance(ability, m.Activated)
    return ability.conditions


@pytest.mark.parametrize(
    ("text", "won"),
    [
        ("Play only if you lost initiative.", False),
        ("Play only when you have lost initiative.", False),
        ("Play only if you won initiative.", True),
    ],
)
def test_initiative_lost_or_won_rulebook_battles(text: str, won: bool) -> None:
    """Rulebook, "Battles": "whoever lost initiative enacts his or her part of the battle" first."""
    assert play_only(text) == [m.InitiativeResult(won=won)]


def test_play_only_takes_every_timing_of_use_only() -> None:
    assert play_only("Play only during a mission.") == [m.During(whose="any", mission=True)]
    assert play_only("Play only at the end of the mission.") == [m.During(whose="any", mission=True, at_end=True)]
    assert play_only("Play only on your turn.") == [m.During()]
    assert play_only("Play only during battle.") == [m.During(whose="any", battle=True)]
    assert play_only("Play only when attacking or blocking.") == [m.WhenIn(roles=["attacking", "blocking"])]


def test_whose_turn_and_how_often() -> None:
    assert play_only("Play only during your opponent's turn.") == [m.During(whose="opponent")]
    assert play_only("Play only on an opponent's turn.") == [m.During(whose="opponent")]
    assert used_only("during your turn") == [m.During()]
    assert used_only("once per turn") == [m.OnceEachTurn()]
    assert used_only("once a turn") == [m.OnceEachTurn()]


def test_a_card_being_attacked_or_blocked() -> None:
    """ "is being attacked" is the role "is attacked" of the same card (the same condition)."""
    assert used_only("while Grog is being attacked".replace("Grog", "~")) == [
        m.UnitRole(unit="this", roles=["attacked"])
    ]
    assert play_only("Play only when a 'Mech piloted by ~ is being blocked.") == [
        m.UnitRole(unit="piloted_unit", roles=["blocked"])
    ]


def test_what_a_player_controls_or_not() -> None:
    clan_mech = m.Selector(quantifier="a", noun="mech", alignment="Clan")
    assert used_only("if you control a Clan 'Mech") == [m.Controls(player="you", target=clan_mech)]
    assert play_only("Play only if your opponent controls a site.") == [
        m.Controls(player="opponent", target=m.Selector(quantifier="a", noun="site"))
    ]
    assert play_only("Play only if you control no 'Mechs.") == [
        m.ControlsNone(player="you", target=m.Selector(quantifier="any", noun="mech"))
    ]
    assert play_only("Play only if an opponent controls no Command cards.") == [
        m.ControlsNone(player="opponent", target=m.Selector(quantifier="any", noun="card", card_type="Command"))
    ]
    assert play_only("Play only if you control no Inner Sphere Units.") == [
        m.ControlsNone(player="you", target=m.Selector(quantifier="any", noun="unit", alignment="Inner Sphere"))
    ]


def test_start_and_end_of_your_turns_rulebook_sequence_of_play() -> None:
    """Rulebook, "Sequence of Play": a turn runs from the Untap phase to the End phase; "at the beginning of your
    turn" and "at the end of your turn" are each of your turns."""
    draw = [m.Draw(count=1)]
    for text in ("At the beginning of your turn, draw a card.", "At the start of each of your turns, draw a card."):
        assert parsed(text) == [m.Triggered(trigger="turn_start", effects=draw)]
    assert parsed("At the end of your turn, draw a card.") == [m.Triggered(trigger="turn_end", effects=draw)]


@pytest.mark.parametrize(
    ("option", "words", "watched"),
    [
        ("Jump", "a Unit", m.Selector(quantifier="a", noun="unit")),
        ("Missile", "each opposing 'Mech", m.Selector(quantifier="each", noun="mech", owner="opponent")),
        ("Overheat", "a Vehicle", m.Selector(quantifier="a", noun="vehicle")),
    ],
)
def test_a_unit_using_an_option_rulebook_p31(option: str, words: str, watched: m.Selector) -> None:
    """Rulebook p.31 (Unit options): using an option is an event a card may watch."""
    (ability,) = parsed(f"When {words} uses its {option} option, deal 1 damage to it.")
    assert ability == m.Triggered(
        trigger="uses_option", watched=watched, option=option, effects=[m.DealDamage(amount=1, target=m.ThatOne())]
    )


def test_new_conditions_are_refused_out_loud() -> None:
    """'initiative_result' is executed now (play_restrictions._initiative_result: test_bttcg_initiative_result.py)."""
    assert executed("condition", "initiative_result")
    assert not executed("condition", "controls_none")


@pytest.mark.parametrize(
    ("rider", "did"),
    [
        ("If you do, draw two cards.", True),
        ("If not, draw two cards.", False),
        ("If you don't, draw two cards.", False),
    ],
)
def test_if_you_do_or_not_after_an_optional_effect(rider: str, did: bool) -> None:
    """A rider on the "you may" before it: its effects happen only if the player did (or did not) do it."""
    (ability,) = parsed("You may scrap a card from your hand. " + rider)
    assert isinstance(ability, m.Resolve | m.Static)
    assert ability.effects[-1] == m.IfDid(did=did, effects=[m.Draw(count=2)])
    assert executed("effect", "if_did")  # in a battle: judge/bttcg/if_did.py (test_bttcg_if_did.py)
