"""An amount computed from cards counted ("Deal damage equal to the number of 'Mechs you control to target Unit"):
the Units in play the selector reaches when the effect happens (judge/bttcg/card_counts.py ``cards_counted``, asked
by ``interpret._computed``): rulebook p.20 (a Unit in play is active: on patrol, guarding, or activated this turn),
CE General Rulings, Construction Region (a card under construction is a site, not a Unit). Invented inline cards."""

from __future__ import annotations

from typing import Any

import pytest

from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import battle, mission_card, only, unit

ATTACK = {"attacker": "Brian", "group": ["a1"], "target": "victim"}


def _play(text: str) -> dict[str, Any]:
    cards = {
        "a1": unit("Brian", "fast", attack=0),
        "a2": unit("Brian", "slow", attack=0),
        "g1": unit("Brian", "slow", attack=0, zone="guard", guarding="Brian.stockpile"),
        "tank": unit("Brian", "slow", attack=0, type="vehicle"),
        "dead": unit("Brian", "slow", attack=0, zone="scrapheap"),
        "victim": unit("Melissa", "slow", attack=0, structure=20),
        "m2": unit("Melissa", "slow", attack=0),
        "shot": mission_card("Brian", text, "Count Off"),
    }
    return battle(cards, ATTACK, [{"by": "Brian", "play": "shot", "choose": ["victim"]}])


def test_damage_equal_to_the_number_of_mechs_you_control_rulebook_p20() -> None:
    """rulebook p.20: Brian's 'Mechs in play are the attacker, the one on patrol and the one guarding (3); his
    Vehicle is no 'Mech and his scrapped 'Mech is not in play."""
    result = _play("Deal damage equal to the number of 'Mechs you control to target Unit.")
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["victim"]["damage"] == 3


def test_damage_equal_to_the_number_of_opposing_units_rulebook_p20() -> None:
    """rulebook p.20: "opposing Units" are the opponent's Units in play: Melissa's two."""
    result = _play("Deal damage equal to the number of opposing Units to target Unit.")
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["victim"]["damage"] == 2


def test_a_count_of_cards_other_than_units_is_refused_rulebook_p9() -> None:
    """rulebook p.9: counting the cards of a hand is not what the scenario says (it names only the cards that
    matter): refused, never guessed."""
    with pytest.raises(ScenarioError, match="not answered by this version"):
        _play("Deal damage equal to the number of cards in your hand to target Unit.")
