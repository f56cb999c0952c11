"""Repairs at the beginning of a turn (judge/bttcg/turn_start_repairs.py): done as the Untap phase, "the phase at the
beginning of a turn" (Glossary, Untap phase), begins; a repair removes damage counters (Glossary, Repair); a card's
text makes exceptions to the rules (rulebook p.9). Invented texts."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import answer, only
from tests.test_bttcg_turn import BRIAN, MELISSA, command
from tests.test_bttcg_turn import unit as turn_unit
from tests.test_bttcg_turn_moves import _doc

BAY = "At the beginning of your turn, repair 1 damage to each of your Units."


def _cards(text: str = BAY, **more: Any) -> dict[str, Any]:
    return {
        "bay": command(BRIAN, text=text),
        "hurt": turn_unit(BRIAN, damage=2),
        "fine": turn_unit(BRIAN),
        "theirs": turn_unit(MELISSA, damage=2),
        **more,
    }


def _after(cards: dict[str, Any], phase: str = "untap") -> dict[str, Any]:
    result = answer(yaml.safe_dump(_doc(cards, phase), sort_keys=False))
    assert result["legal"], result["violations"]
    return dict(only(result)["cards"])


def test_repair_each_of_your_units_at_the_beginning_of_your_turn_glossary_untap_phase() -> None:
    """turn_start repair: as Brian's turn begins, his damaged Unit loses 1 damage counter; his undamaged one gets
    nothing; Melissa's Unit is not his."""
    cards = _after(_cards())
    assert cards["hurt"].get("damage", 0) == 1
    assert cards["fine"].get("damage", 0) == 0
    assert cards["theirs"]["damage"] == 2


def test_repair_not_on_a_later_phase_glossary_untap_phase() -> None:
    """A scenario starting later in the turn (the Deploy phase) has had its beginning already: nothing happens."""
    assert _after(_cards(), "deploy")["hurt"]["damage"] == 2


def test_repair_all_damage_of_the_card_itself_rulebook_p9() -> None:
    """ "At the beginning of your turn, repair all damage to Hound." on the Unit itself."""
    text = "At the beginning of your turn, repair all damage to Hound."
    cards = {"hound": turn_unit(BRIAN, name="Hound", text=text, damage=3)}
    assert _after(cards)["hound"].get("damage", 0) == 0


def test_repair_of_a_chosen_unit_is_refused_issue17() -> None:
    """A Unit to choose at the beginning of the turn: no choice is asked there yet, so refused, never guessed."""
    with pytest.raises(ScenarioError, match="repairs of it or of each Unit of a kind"):
        _after(_cards("At the beginning of your turn, repair 1 damage to target Unit."))


def test_continuous_repair_at_the_beginning_of_your_turn_glossary_untap_phase() -> None:
    """at_the_beginning of each of your turns, as a continuous ability ("Repair 1 damage to Hound at the beginning
    of your turn."): done as Brian's turn begins, like the trigger; not when the scenario starts later."""
    text = "Repair 1 damage to Hound at the beginning of your turn."
    cards = {"hound": turn_unit(BRIAN, name="Hound", text=text, damage=3)}
    assert _after(cards)["hound"]["damage"] == 2
    assert _after(cards, "deploy")["hound"]["damage"] == 3
