"""Timings of abilities and cards (gramB6, issue 18 item 3 b): several phases of one ability, another player's
phase, and a step of the battle. Every sentence is invented; each is read back from its English rendering."""

from __future__ import annotations

import pytest

from judge.bttcg.executes import executed
from judge.dsl import models as m
from tests.cardtext_helpers import parsed


def used_only(restriction: str) -> list[m.Condition]:
    (ability,) = parsed("{T}: Draw a card. Use this ability only " + restriction + ".", None, "Command")
    assert isinstance(ability, m.Activated)
    return ability.conditions


def play_only(text: str) -> list[m.Condition]:
    (ability,) = parsed(text, None, "Mission")
    assert isinstance(ability, m.PlayRestriction)
    return ability.conditions


def _phases(*pairs: tuple[str, str]) -> m.AnyOf:
    return m.AnyOf(options=[m.During(phase=phase, whose=whose) for phase, whose in pairs])  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("restriction", "expected"),
    [
        (
            "during your Deploy phase or your Repair/Reload phase",
            _phases(("deploy", "your"), ("repair_reload", "your")),
        ),
        ("during your Deploy or End phase", _phases(("deploy", "your"), ("end", "your"))),
        ("during your Draw phase, or during your Missions phase", _phases(("draw", "your"), ("missions", "your"))),
        (
            "during your Untap phase, your Draw phase or your End phase",
            _phases(("untap", "your"), ("draw", "your"), ("end", "your")),
        ),
        ("during the Draw phase or the End phase", _phases(("draw", "any"), ("end", "any"))),
        (
            "during your Deploy phase or your opponent's Missions phase",
            _phases(("deploy", "your"), ("missions", "opponent")),
        ),
    ],
)
def test_several_phases_of_one_ability_rulebook_p16(restriction: str, expected: m.AnyOf) -> None:
    """Rulebook p.16 (The Turn): a turn's six phases, Untap, Draw, Deploy, Repair/Reload, Missions, End; an ability
    may be limited to any of several of them (one of the options holds)."""
    assert used_only(restriction) == [expected]


@pytest.mark.parametrize(
    ("restriction", "expected"),
    [
        ("during your opponent's Draw phase", m.During(phase="draw", whose="opponent")),
        ("during an opponent's Deploy phase", m.During(phase="deploy", whose="opponent")),
        ("during each player's Untap phase", m.During(phase="untap", whose="any")),
        ("during any player's End phase", m.During(phase="end", whose="any")),
    ],
)
def test_another_players_phase_rulebook_p16(restriction: str, expected: m.During) -> None:
    """Rulebook p.16: each player has the phases of his or her own turn; an ability may be used in another's."""
    assert used_only(restriction) == [expected]


@pytest.mark.parametrize(
    ("text", "step"),
    [
        ("Play this card only during the Initiative step.", "initiative"),
        ("Play only during the initiative step of a battle.", "initiative"),
        ("Play only during the Resolve Damage step.", "resolve_damage"),
    ],
)
def test_a_step_of_the_battle_rulebook_p26(text: str, step: str) -> None:
    """Rulebook p.26 (Battle): "A battle consists of four steps", the first to determine who wins initiative, the
    last to resolve damage."""
    assert play_only(text) == [m.BattleStep(step=step)]  # type: ignore[arg-type]
    assert used_only("during the Initiative step of the battle") == [m.BattleStep(step="initiative")]


def test_that_players_phase_is_not_read_as_yours() -> None:
    """ "that player's" names a player the sentence before chose: not read (a wrong owner would be a wrong answer)."""
    from judge.cardtext.parser import parse_card_text

    assert not parse_card_text("{T}: Draw a card. Use this ability only during that player's Draw phase.").ok


def test_battle_step_timing_is_executed_in_a_battle() -> None:
    assert executed("condition", "battle_step")  # the Initiative step: play_restrictions.restriction_problem
