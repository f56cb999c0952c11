"""Issue 18 (gramA7): the game's own moments and events as triggers, read from invented sentences (never pool text)
that vary the wording, each read back from its English rendering (``tests/cardtext_helpers.py``). What the engine
does not do yet is refused out loud through the node-kind table (``judge/bttcg/executes.py``)."""

from __future__ import annotations

import pytest

from judge.bttcg.executes import executed, refusal
from judge.bttcg.faces import CardFace
from judge.bttcg.phase_starts import refuse_phase_starts
from judge.bttcg.state import CardState, Position, UnsupportedError
from judge.dsl import models as m
from tests.cardtext_helpers import parsed

# --- the beginning or end of a named phase ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "trigger", "phase", "whose"),
    [
        ("At the beginning of your Untap phase, draw a card.", "phase_start", "untap", "your"),
        ("At the start of your Draw phase, draw a card.", "phase_start", "draw", "your"),
        ("At the beginning of each of your Draw phases, draw a card.", "phase_start", "draw", "your"),
        ("At the start of each player's Missions phase, that player draws a card.", "phase_start", "missions", "any"),
        ("At the beginning of each Repair/Reload phase, draw a card.", "phase_start", "repair_reload", "any"),
        ("At the start of your opponent's Deploy phase, draw a card.", "phase_start", "deploy", "opponent"),
        ("At the beginning of your End of Turn phase, draw a card.", "phase_start", "end", "your"),
        ("At the end of each opponent's Deploy phase, draw a card.", "phase_end", "deploy", "opponent"),
        ("At the end of each of your Repair/Reload phases, draw a card.", "phase_end", "repair_reload", "your"),
        ("At the end of each player's End of Turn phase, draw a card.", "phase_end", "end", "any"),
    ],
)
def test_the_beginning_or_end_of_a_named_phase_rulebook_p16_phases(
    text: str, trigger: str, phase: str, whose: str
) -> None:
    """Rulebook p.16: a turn is its Untap, Draw, Deploy, Repair/Reload, Missions and End of Turn phases (p.33, End
    of Turn Phase), in order; an ability fires as the phase named begins or ends, of whose turn the text says."""
    (ability,) = parsed(text, "Hollow Crown", "Command")
    assert isinstance(ability, m.Triggered)
    assert ability.trigger == trigger
    assert ability.conditions == [m.During(phase=phase, whose=whose, at_end=trigger == "phase_end")]  # type: ignore[arg-type]
    assert isinstance(ability.effects[0], m.Draw | m.PlayerActs)


def test_the_end_of_turn_phase_is_the_end_phase_rulebook_p33() -> None:
    """Rulebook p.33, End of Turn Phase: the rulebook's own name for the last phase, read as the "End" phase."""
    (first,) = parsed("Play this card only during your End of Turn phase.", None, "Mission")
    (second,) = parsed("Play this card only during your End phase.", None, "Mission")
    assert first == second
    (used,) = parsed("{T}: Draw a card. Use this ability only during the End of Turn phase.", None, "Command")
    assert isinstance(used, m.Activated)
    assert used.conditions == [m.During(phase="end", whose="any")]


def test_a_phase_beginning_is_refused_out_loud_as_the_phase_begins() -> None:
    """Rulebook p.9: a card's text makes an exception to the rules; the engine does not do what fires as a phase
    begins, so it refuses then, naming the card (and leaves other phases and other players' turns alone)."""
    assert not executed("trigger", "phase_start")
    assert "beginning of a phase" in refusal("trigger", "phase_start")
    (ability,) = parsed("At the beginning of your Draw phase, draw a card.", None, "Command")
    face = CardFace(name="Signal Tower", kind="command", abilities=(ability,))
    pos = Position(
        ("A", "B"),
        {"A": frozenset(), "B": frozenset()},
        {"A": 20, "B": 20},
        {"c": face},
        {"c": "A"},
        {"c": CardState("command_post")},
    )
    refuse_phase_starts(pos, "deploy", "A")  # another phase
    refuse_phase_starts(pos, "draw", "B")  # the opponent's Draw phase
    with pytest.raises(UnsupportedError, match="Signal Tower"):
        refuse_phase_starts(pos, "draw", "A")
