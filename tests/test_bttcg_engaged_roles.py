"""Continuous changes of the Units a Unit fights, by their role, and of every Unit engaged in the battle
(judge/bttcg/group_stats.py, judge/bttcg/continuous.py): Glossary, Engaged ("Units involved in a battle are said to
be engaged in that battle"); Glossary, Group (the attacking and the blocking group); rulebook p.26 (a Unit in the
battle can affect it; initiative modifiers count toward their controller's score). Invented inline cards."""

from __future__ import annotations

from typing import Any

from tests.bttcg_helpers import battle, only, unit

MISSION = {"attacker": "Brian", "group": ["a1"], "target": "Melissa.stockpile", "blockers": ["b1"]}


def test_opposing_units_blocking_it_get_less_attack_glossary_group() -> None:
    """ "Opposing Units blocking ~ get -1 attack." on Brian's attacker: Melissa's blocker deals 3 - 1 = 2 to it. On
    Melissa's blocker instead, no Unit blocks it (Brian's Unit attacks): the attacker keeps its 3."""
    text = "Opposing Units blocking Grey Heron get -1 attack."
    cards: dict[str, Any] = {
        "a1": unit("Brian", "fast", attack=1, structure=9, name="Grey Heron", text=text),
        "b1": unit("Melissa", "fast", attack=3, structure=9),
    }
    assert only(battle(cards, MISSION))["cards"]["a1"]["damage"] == 2
    cards = {
        "a1": unit("Brian", "fast", attack=3, structure=9),
        "b1": unit("Melissa", "fast", attack=1, structure=9, name="Grey Heron", text=text),
    }
    assert only(battle(cards, MISSION))["cards"]["b1"]["damage"] == 3


def test_each_opposing_mech_in_the_battle_glossary_engaged() -> None:
    """ "Each opposing 'Mech in the battle gets -1 initiative." on Brian's attacker: Melissa's blocking 'Mech is
    engaged (Glossary, Engaged), her score 1 - 1 = 0; her 'Mech on patrol outside the battle gives nothing."""
    text = "Each opposing 'Mech in the battle gets -1 initiative."
    cards = {
        "a1": unit("Brian", "fast", attack=1, name="Grey Heron", text=text),
        "b1": unit("Melissa", "fast", attack=0, structure=9),
        "idle": unit("Melissa", "fast", attack=0),
    }
    assert battle(cards, MISSION)["initiative"]["scores"] == {"Brian": 1, "Melissa": 0}
