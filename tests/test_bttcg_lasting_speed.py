"""A lasting change of speed to attack (judge/bttcg/lasting_speed.py; issue 17: refused before): Strana Mechty
(a 'Mech of yours chosen by its ability, used in the Missions phase before a mission, attacks as one speed faster
for the rest of the turn). Rulebook p.24 (a Unit attacks
only Units slower than it), p.9 (a card's text makes the exception); the effect lasts the turn (lasting.py). Pool
card read in place from ../shared/data (skipped without it), inline Units."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from judge.bttcg.lasting import END_OF_TURN
from judge.pool import CardPool
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import answer, battle, mission_card, traced, unit
from tests.test_bttcg_turn import BRIAN, MELISSA


def _attack(full_pool: CardPool, use_strana: bool) -> dict[str, Any]:
    cards = {
        "strana": {"owner": BRIAN, "card": "Strana Mechty", "zone": "command_post"},
        "spare": mission_card(BRIAN, "Each attacking Unit gets +1 attack.", "Spare"),
        "raider": unit(BRIAN, "moderate", attack=2),
        "victim": unit(MELISSA, "moderate", attack=1, structure=5),
    }
    use = {"by": BRIAN, "use": "ability", "card": "strana", "choose": ["spare", "raider"]}
    # a turn action after it: the ability is the turn's, before the mission (README, turn actions)
    actions = [use, {"by": BRIAN, "phase": "missions"}] if use_strana else []
    doc = {
        "game": "bttcg",
        "players": {BRIAN: {"stockpile": 20}, MELISSA: {"stockpile": 20}},
        "phase": "missions",
        "cards": cards,
        "mission": {"attacker": BRIAN, "group": ["raider"], "target": "victim"},
        "actions": actions,
    }
    return answer(yaml.safe_dump(doc, sort_keys=False), full_pool)


def test_lasting_shift_speed_to_attack_strana_mechty_rulebook_p24_p9(full_pool: CardPool) -> None:
    """Without Strana Mechty, a moderate 'Mech may not attack a moderate 'Mech (rulebook p.24: only slower Units);
    with it used in the Missions phase before the mission, the 'Mech attacks as if fast, and the card scrapped from
    the hand pays for it."""
    assert not _attack(full_pool, use_strana=False)["legal"]
    result = _attack(full_pool, use_strana=True)
    assert result["legal"], result["violations"]
    (outcome,) = result["outcomes"]
    assert outcome["cards"]["spare"]["zone"] == "scrapheap" and outcome["cards"]["strana"]["tapped"]
    assert END_OF_TURN in traced(result)


def test_lasting_shift_speed_begun_in_a_battle_is_refused_rulebook_p24() -> None:
    """A Mission card making a 'Mech faster for the rest of the mission, played in the battle: the speeds were
    compared as the mission was declared, so it is refused (not executed yet), never silently kept."""
    text = "Choose one of your 'Mechs. That 'Mech may attack and block as if it were one speed faster this turn."
    cards = {
        "raider": unit(BRIAN, "fast", attack=2),
        "quick": mission_card(BRIAN, text, "Quick"),
    }
    mission = {"attacker": BRIAN, "group": ["raider"], "target": "Melissa.stockpile"}
    with pytest.raises(ScenarioError, match=r"not answered by this version: .*speed"):
        battle(cards, mission, [{"by": BRIAN, "play": "quick", "choose": ["raider"]}])
