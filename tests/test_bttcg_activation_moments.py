"""Cards activated only at a moment a plain activation during the turn never is (judge/bttcg/activation_moments.py):
rulebook p.20 (cards are activated in the Deploy phase) and p.9 (a card's text makes the exception, and then the
card is activated at the moment it names, and only then). Invented inline cards only."""

from __future__ import annotations

from typing import Any

import pytest

from judge.bttcg import turn_rules as t
from judge.bttcg.activation_timing import CARDS_MAKE_EXCEPTIONS
from judge.bttcg.answer import answer_scenario
from judge.bttcg.scenario import BtScenario

TEXTS = {
    "when attacked in a mission": "You may activate this card only when you are attacked. Draw a card.",
    "when the opponent attacks": (
        "You may activate this card only when opponent attacks one of your 'Mechs. Your untapped 'Mechs may block "
        "this mission regardless of their speed."
    ),
    "when a Unit overheats in a battle": "Reveal this card when a 'Mech overheats. That 'Mech gets +2 attack.",
    "when one of its player's Units attacks alone": (
        "Activate this card only when one of your Units attacks alone. That Unit gets +1 attack."
    ),
    "when the opponent reveals a card it answers": (
        "Scrap this card when it is revealed. Reveal this card only when opponent reveals a Subterfuge card. That "
        "card is scrapped with no effect."
    ),
}


@pytest.mark.parametrize("moment", sorted(TEXTS))
def test_activation_at_a_moment_of_a_mission_or_an_answer_rulebook_p20(moment: str) -> None:
    """rulebook p.20, p.9: a card whose text lets it be activated only at a moment of a mission (attacked, an
    opponent's attack, a Unit overheating, a Unit attacking alone) or only in answer to an opponent's activation,
    activated as a plain action of its player's Deploy phase, is a violation of its own timing: it stays under
    construction (it was refused: "does not check when it may be activated yet"; found by whole pool games)."""
    doc: dict[str, Any] = {
        "game": "bttcg",
        "players": {"Brian": {}, "Melissa": {}},
        "phase": "deploy",
        "cards": {
            "card": {
                "owner": "Brian",
                "command": {"name": "Timed", "cost": "1", "text": TEXTS[moment]},
                "zone": "construction",
                "counters": 1,
            }
        },
        "actions": [{"by": "Brian", "activate": "card"}],
    }
    result = answer_scenario(BtScenario.model_validate(doc), {})
    (violation,) = result["violations"]
    assert violation["message"].startswith(f"Timed is activated only {moment}"), violation
    assert t.ACTIVATE in violation["rules"] and CARDS_MAKE_EXCEPTIONS in violation["rules"]
    assert result["outcomes"][0]["cards"]["card"]["zone"] == "construction"


def test_answer_activated_as_a_plain_activation_is_a_violation_rulebook_p9() -> None:
    """rulebook p.9: "only when opponent activates a Subterfuge card", activated by itself (the whole game activates
    cards through deploy.activate, as a scenario's plain ``activate``), is a violation of its own timing, as the
    scenario's answer written with nothing to answer is (judge/bttcg/opponent_plays.py)."""
    from judge.bttcg.activation_moments import activation_moment
    from judge.cardtext.parser import parse_card_text

    text = "You may activate this card only when opponent activates a Subterfuge card. Draw a card."
    restriction = parse_card_text(text).abilities[0]
    assert activation_moment(restriction) == "when the opponent activates a card it answers, right after that"
