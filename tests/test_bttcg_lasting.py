"""Lasting effects (judge/bttcg/lasting.py): a change of a stat "until end of turn" holds in every later mission of
the turn (rulebook p.33, End of Turn Phase; p.9: the card's words make the exception), one "for the rest of this
mission" ends with its mission (rulebook p.13, Mission Cards), two of them on one Unit add up, and a duration the
engine does not keep is refused, never shortened."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from judge.bttcg.lasting import CARDS_MAKE_EXCEPTIONS, END_OF_TURN, MISSION_EFFECTS_END, RULE_IDS
from judge.rulings.store import RulingBase
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import answer, battle, mission_card, only, traced, unit

UNTIL_END_OF_TURN = "Choose one of your 'Mechs. That 'Mech gets +2 armor until end of turn."
FOR_THE_MISSION = "Choose one of your 'Mechs. For the rest of this mission, that 'Mech gets +2 armor."
FIRST = {"attacker": "Brian", "group": ["a1"], "target": "victim"}
SECOND = {"by": "Brian", "attack": "victim", "group": ["a2"]}


def two_missions(text: str) -> dict[str, Any]:
    """Mission 1: a1 (attack 2) attacks Melissa's victim, Melissa plays the card on it; mission 2: a2 (attack 3)
    attacks the victim again."""
    cards = {
        "a1": unit("Brian", "fast", attack=2),
        "a2": unit("Brian", "fast", attack=3),
        "victim": unit("Melissa", "slow", attack=0, structure=9),
        "shield": mission_card("Melissa", text, "Shield"),
    }
    return battle(cards, FIRST, [{"by": "Melissa", "play": "shield", "choose": ["victim"]}, SECOND])


def test_lasting_until_end_of_turn_holds_in_a_later_mission_rulebook_p33() -> None:
    """lasting, "until end of turn" (rulebook p.33: the turn ends after its End of Turn phase; p.9: the card's
    words make the exception to "a Mission card's effects last until the end of that mission"): +2 armor stops
    a1's 2 damage in mission 1 and 2 of a2's 3 in mission 2."""
    result = two_missions(UNTIL_END_OF_TURN)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["victim"]["damage"] == 1
    assert {CARDS_MAKE_EXCEPTIONS, END_OF_TURN} <= traced(result)


def test_lasting_for_the_rest_of_this_mission_ends_mid_turn_rulebook_p13() -> None:
    """lasting, "for the rest of this mission" (rulebook p.13: Mission cards' "effects last only until the end of
    that mission"): the +2 armor stops a1's 2 damage, then ends with mission 1: a2's 3 damage all get through in
    mission 2, later in the same turn."""
    result = two_missions(FOR_THE_MISSION)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["victim"]["damage"] == 3
    assert MISSION_EFFECTS_END in traced(result)
    assert any("ends with the mission" in step["text"] for step in result["trace"])


def test_two_lasting_effects_on_one_unit_add_up() -> None:
    """Two continuous effects on one Unit: +2 armor until end of turn and +2 armor for the rest of the mission make
    +4 in mission 1 (a1's 2 damage stopped), +2 in mission 2 (a2's 3 damage: 1 gets through)."""
    both = UNTIL_END_OF_TURN + " For the rest of this mission, that 'Mech gets +2 armor."
    result = two_missions(both)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["victim"]["damage"] == 1
    steps = [step["text"] for step in result["trace"]]
    assert sum("victim gets +2 armor" in text for text in steps) == 2, steps


def test_lasting_attack_bonus_counts_in_the_battle_it_is_played_in() -> None:
    """lasting on attack: "Each attacking 'Mech gets +1 attack until end of turn" adds 1 to each attacker's damage
    in this battle."""
    cards = {
        "a1": unit("Brian", "fast", attack=2),
        "rally": mission_card("Brian", "Each attacking 'Mech gets +1 attack until end of turn.", "Rally"),
    }
    mission = {"attacker": "Brian", "group": ["a1"], "target": "Melissa.stockpile"}
    outcome = only(battle(cards, mission, [{"by": "Brian", "play": "rally"}]))
    assert outcome["stockpiles"]["Melissa"] == 30 - 3


def test_a_command_ability_until_end_of_turn_holds_in_the_missions_phase(tmp_path: Any) -> None:
    """lasting from a Command card's ability used in the Deploy phase ("{T}: Each of your 'Mechs gets +1 attack until
    end of turn"): still in force in the Missions phase of the same turn (rulebook p.33)."""
    text = "{T}: Each of your 'Mechs gets +1 attack until end of turn. Use this ability only during your Deploy phase."
    doc = {
        "game": "bttcg",
        "players": {"Brian": {"assets": ["T"]}, "Melissa": {"assets": ["T"]}},
        "phase": "deploy",
        "cards": {
            "drill": {"owner": "Brian", "command": {"name": "Drill", "text": text}},
            "a1": unit("Brian", "fast", attack=2),
        },
        "mission": {"attacker": "Brian", "group": ["a1"], "target": "Melissa.stockpile"},
        "actions": [{"by": "Brian", "use": "ability", "card": "drill"}, {"by": "Brian", "phase": "missions"}],
    }
    result = answer(yaml.safe_dump(doc, sort_keys=False))
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["stockpiles"]["Melissa"] == 30 - 3 and outcome["cards"]["drill"]["tapped"]
    assert END_OF_TURN in traced(result)


@pytest.mark.parametrize(
    "text",
    [
        "Until the beginning of your next turn, no player may play Command cards.",
        "All attacking 'Mechs may be blocked, regardless of their speed, until the beginning of your next turn.",
    ],
)
def test_a_duration_or_lasting_effect_not_kept_is_refused(text: str) -> None:
    """A lasting effect the engine does not keep is refused with its card named, never shortened or dropped."""
    cards = {"a1": unit("Brian", "fast", attack=2), "odd": mission_card("Melissa", text, "Odd")}
    mission = {"attacker": "Brian", "group": ["a1"], "target": "Melissa.stockpile"}
    with pytest.raises(ScenarioError, match=r"not answered by this version: .*Odd"):
        battle(cards, mission, [{"by": "Melissa", "play": "odd"}])


def test_the_lasting_rule_ids_resolve() -> None:
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]


def test_lasting_initiative_is_played_in_the_initiative_step_rulebook_p27() -> None:
    """A lasting change of initiative is a card that changes initiative (rulebook p.27: only those are played in the
    initiative step): "Each blocking 'Mech gets +1 initiative until end of turn" makes Melissa's score 2 to Brian's
    1, and she wins initiative."""
    cards = {
        "a1": unit("Brian", "fast", attack=2),
        "guard": unit("Melissa", "fast", attack=1, structure=9),
        "stand": mission_card("Melissa", "Each blocking 'Mech gets +1 initiative until end of turn.", "Stand"),
    }
    mission = {"attacker": "Brian", "group": ["a1"], "target": "Melissa.stockpile", "blockers": ["guard"]}
    result = battle(cards, mission, [{"by": "Melissa", "play": "stand"}])
    assert result["legal"], result["violations"]
    assert result["initiative"] == {"winner": "Melissa", "scores": {"Brian": 1, "Melissa": 2}}
