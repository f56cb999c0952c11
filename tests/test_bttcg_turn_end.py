"""What happens at the end of a turn because a card says so (judge/bttcg/turn_end.py; issue 17: refused before):
"Untap 'Mech piloted by <Pilot> at the end of each of your turns." (Veteran MechWarrior's construction) and "Untap
that 'Mech at end of your turn." (Expert 'Mech Technicians'). Rulebook p.33 (End of Turn phase), p.9 (a card's text
makes the exception). Invented inline cards."""

from __future__ import annotations

from typing import Any

import pytest

from judge.bttcg.scenario import Action
from judge.bttcg.state import Position, UnsupportedError
from judge.bttcg.turn import PHASES, Phase, TurnRunner
from judge.bttcg.turn_end import AT_END_OF_TURN, RULE_IDS
from judge.bttcg.turn_scenario import run_action
from judge.rulings.store import RulingBase
from tests.test_bttcg_turn import BRIAN, MELISSA, position, runner, traced, unit

OLD_HAND = "Untap 'Mech piloted by Old Hand at the end of each of your turns."
"""An invented Pilot with Veteran MechWarrior's construction."""
TECHS = (
    "{T}: Choose a 'Mech. Untap that 'Mech at end of your turn. Use this ability only during your Missions phase but "
    "not during a mission."
)
"""An invented card with the construction of Expert 'Mech Technicians' second ability."""


def _at(pos: Position, phase: Phase, player: str = BRIAN) -> TurnRunner:
    """The turn at the beginning of ``phase`` (the phases before it not run: nothing untapped)."""
    run = runner(pos, player=player)
    run.turn.phase = PHASES[PHASES.index(phase) - 1]
    run.enter(phase)
    return run


def _pilot(owner: str, on: str, text: str = OLD_HAND) -> dict[str, Any]:
    return {"owner": owner, "command": {"name": "Old Hand", "keywords": ["Pilot"], "text": text}, "on": on}


def test_turn_end_untaps_the_piloted_mech_as_the_turn_ends_rulebook_p33_p9() -> None:
    """turn_end ("Untap 'Mech piloted by Old Hand at the end of each of your turns"): Brian's tapped 'Mech is still
    tapped in his End of Turn phase (the trace says what happens as the turn ends) and untaps as the turn ends
    (rulebook p.33: the End of Turn phase; p.9)."""
    pos = position({"mech": unit(BRIAN, tapped=True), "pilot": _pilot(BRIAN, "mech")})
    run = _at(pos, "end")
    assert pos.cards["mech"].tapped
    run.enter("over")
    assert not pos.cards["mech"].tapped
    assert AT_END_OF_TURN in traced(pos)


def test_turn_end_is_only_its_controllers_turn_rulebook_p33() -> None:
    """ "each of your turns": at the end of Melissa's turn, Brian's Pilot does nothing."""
    pos = position({"mech": unit(BRIAN, tapped=True), "pilot": _pilot(BRIAN, "mech")})
    _at(pos, "over", player=MELISSA)
    assert pos.cards["mech"].tapped


def test_turn_end_other_than_untapping_is_refused_issue17() -> None:
    """Any other ability at the end of a turn ("... draw a card") is refused as the End of Turn phase begins,
    naming the card, never passed over."""
    pos = position({"mech": unit(BRIAN), "pilot": _pilot(BRIAN, "mech", "At the end of your turn, draw a card.")})
    with pytest.raises(UnsupportedError, match="Old Hand"):
        _at(pos, "end")


def test_delayed_untap_at_end_of_your_turn_expert_mech_technicians_rulebook_p33() -> None:
    """tap with ``delayed: turn`` ("Choose a 'Mech. Untap that 'Mech at end of your turn."): used in Brian's Missions
    phase on his tapped 'Mech, the 'Mech stays tapped for the rest of the turn and untaps as the turn ends."""
    cards = {
        "techs": {"owner": BRIAN, "command": {"name": "Techs", "text": TECHS}},
        "mech": unit(BRIAN, tapped=True),
    }
    pos = position(cards)
    run = _at(pos, "missions")
    run_action(run, 0, Action(by=BRIAN, use="ability", card="techs", choose=["mech"]))
    assert not pos.violations, pos.violations
    assert pos.cards["techs"].tapped and pos.cards["mech"].tapped
    run.enter("end")
    assert pos.cards["mech"].tapped
    run.enter("over")
    assert not pos.cards["mech"].tapped
    assert set(RULE_IDS) <= traced(pos)


def test_delayed_untap_of_a_card_no_longer_in_play_untaps_nothing_rulebook_p33() -> None:
    """The 'Mech scrapped before the turn ends is not in play: nothing untaps (and nothing is refused)."""
    cards = {
        "techs": {"owner": BRIAN, "command": {"name": "Techs", "text": TECHS}},
        "mech": unit(BRIAN, tapped=True),
    }
    pos = position(cards)
    run = _at(pos, "missions")
    run_action(run, 0, Action(by=BRIAN, use="ability", card="techs", choose=["mech"]))
    pos.cards["mech"].zone = "scrapheap"
    run.enter("over")
    assert pos.cards["mech"].zone == "scrapheap"


def test_the_knowledge_base_resolves_the_turn_end_rules() -> None:
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]


OLD_HAND_OLDER = "Untap 'Mech piloted by Old Hand at end of your turn."
"""Veteran MechWarrior's older (Unlimited) construction, read as a continuous ability whose untap waits."""


def test_older_wording_untaps_at_the_end_of_each_turn_rulebook_p40_p33() -> None:
    """tap (continuous, ``delayed: turn``) on a Pilot: "Untap 'Mech piloted by Old Hand at end of your turn." is the
    older wording of "... at the end of each of your turns" (rulebook p.40: Commander's Edition "simply clarified
    the text"; judge/bttcg/end_untaps.py): Brian's tapped 'Mech untaps as his turn ends (rulebook p.33), not as
    Melissa's does; in a battle it changes nothing."""
    from judge.bttcg.end_untaps import standing
    from judge.cardtext.parser import parse_card_text

    [ability] = parse_card_text(OLD_HAND_OLDER, name="Old Hand", card_type="Command").abilities
    assert standing(ability)  # the grammar's reading this test is about
    pos = position({"mech": unit(BRIAN, tapped=True), "pilot": _pilot(BRIAN, "mech", OLD_HAND_OLDER)})
    run = _at(pos, "end")
    assert pos.cards["mech"].tapped
    run.enter("over")
    assert not pos.cards["mech"].tapped
    assert AT_END_OF_TURN in traced(pos)
    pos = position({"mech": unit(BRIAN, tapped=True), "pilot": _pilot(BRIAN, "mech", OLD_HAND_OLDER)})
    _at(pos, "over", player=MELISSA)
    assert pos.cards["mech"].tapped
