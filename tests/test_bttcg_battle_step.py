"""Abilities and Mission cards used only during the Initiative step of a battle ("Use this ability only during the
Initiative step.", "Play this card only during the Initiative step."): rulebook p.26 (Determine Who Wins Initiative:
the first step of the battle, in which the player losing initiative may act with what changes initiative); CE
rulings, Abilities (a condition is checked when the card is played or used). Invented inline cards."""

from __future__ import annotations

from typing import Any

from tests.bttcg_helpers import battle, mission_card, unit

MISSION = {"attacker": "Brian", "group": ["a1"], "target": "Melissa.stockpile", "blockers": ["b1"]}
TEXT = "{T}: Target 'Mech gets +1 initiative. Use this ability only during the Initiative step."


def _cards() -> dict[str, Any]:
    return {
        "a1": unit("Brian", "fast", attack=2),
        "hq": {"owner": "Brian", "command": {"name": "Staff", "text": TEXT}},
        "b1": unit("Melissa", "fast", attack=0, structure=9),
        "rush": mission_card("Brian", "Play this card only during the Initiative step. You get +2 initiative.", "Rush"),
    }


def test_ability_used_during_the_initiative_step_rulebook_p26() -> None:
    """Brian, losing initiative (0 against Melissa's 1 with Tactics), uses it in the Initiative step: 1 to 1, and
    ties go to the attacker (rulebook p.26)."""
    use = {"by": "Brian", "use": "ability", "card": "hq", "choose": ["a1"]}
    result = battle(_cards(), MISSION, [use], assets=("", "T"))
    assert result["legal"], result["violations"]
    assert result["initiative"] == {"winner": "Brian", "scores": {"Brian": 1, "Melissa": 1}}


def test_ability_used_after_the_initiative_step_is_a_violation_rulebook_p26() -> None:
    """Brian concedes initiative first (the step ends, rulebook p.26), then uses it: a violation citing the step."""
    use = {"by": "Brian", "use": "ability", "card": "hq", "choose": ["a1"]}
    result = battle(_cards(), MISSION, [{"by": "Brian", "pass": True}, use], assets=("", "T"))
    assert [v["message"] for v in result["violations"]] == ["Staff's ability is used only during the Initiative step"]
    assert result["violations"][0]["rules"] == ["rulebook/determine-who-wins-initiative-4"]


def test_mission_card_played_only_during_the_initiative_step_rulebook_p26() -> None:
    """ "Play this card only during the Initiative step. You get +2 initiative.": Brian (1 with Tactics) loses to
    Melissa (1 + 1 from her Command card); played in the step, 3 to 2, Brian wins; after Brian concedes initiative,
    a violation citing the step."""
    cards = {**_cards(), "hers": {"owner": "Melissa", "command": {"name": "Hers", "text": "You get +1 initiative."}}}
    play = {"by": "Brian", "play": "rush", "choose": ["a1"]}
    result = battle(cards, MISSION, [play])
    assert result["legal"], result["violations"]
    assert result["initiative"] == {"winner": "Brian", "scores": {"Brian": 3, "Melissa": 2}}
    late = battle(cards, MISSION, [{"by": "Brian", "pass": True}, play])
    assert any("Initiative step" in v["message"] for v in late["violations"]), late["violations"]


def test_no_mission_cards_during_the_initiative_step_rulebook_p26_p32() -> None:
    """ "Players may not play Mission cards during the Initiative step." on Melissa's Command card in play: Brian's
    Mission card played in that step is a violation naming the card (rulebook p.9, p.26, p.32); once the step is
    over (Brian concedes initiative, then plays first), the same card is played."""
    ban = {
        "owner": "Melissa",
        "command": {"name": "Jammer", "text": "Players may not play Mission cards during the Initiative step."},
    }
    cards = {
        **_cards(),
        "hers": {"owner": "Melissa", "command": {"name": "Hers", "text": "You get +1 initiative."}},
        "jam": ban,
        "draw": mission_card("Brian", "Target Unit gets +1 armor.", "Brace"),
    }
    in_step = battle(cards, MISSION, [{"by": "Brian", "play": "rush", "choose": ["a1"]}])
    assert [v["message"] for v in in_step["violations"]] == ["Jammer: no Mission cards in the Initiative step"]
    later = battle(cards, MISSION, [{"by": "Brian", "pass": True}, {"by": "Brian", "play": "draw", "choose": ["a1"]}])
    assert later["legal"], later["violations"]
