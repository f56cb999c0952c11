"""An asset available for the rest of the game (judge/bttcg/kept_assets.py): Think Tank (pool card, read in place;
skipped without ../shared), in substance: scrap it to choose an asset its player keeps until the game ends, usable
on its player's own turn or in a mission on an opponent's. Rulebook p.14 (Assets: some cards
keep making assets available after they leave play), p.19-20 (an asset available lets its player ignore that asset
cost, verified when the card is activated)."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from judge.bttcg.kept_assets import RULE_IDS
from judge.pool import CardPool
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import NEEDS_MUNITIONS, answer, battle, only, traced, unit

GUNBOAT = NEEDS_MUNITIONS
THINK = {"owner": "Brian", "card": "Think Tank", "zone": "command_post"}


def _turn(pool: CardPool, actions: list[dict[str, Any]], turn: str = "Brian") -> dict[str, Any]:
    players = {"Brian": {}, "Melissa": {}}
    doc = {
        "game": "bttcg",
        "players": dict(sorted(players.items(), key=lambda kv: kv[0] != turn)),
        "phase": "deploy",
        "cards": {"think": THINK, "gunboat": GUNBOAT},
        "actions": actions,
    }
    return answer(yaml.safe_dump(doc, sort_keys=False), pool)


def test_have_asset_for_the_rest_of_the_game_think_tank_rulebook_p14_p19(full_pool: CardPool) -> None:
    """have_asset: Brian scraps Think Tank choosing Munitions on his turn; Gunboat (1+2M) then costs 1 and its 1
    counter pays it (without Think Tank, it costs 3: a violation)."""
    use = {"by": "Brian", "use": "ability 2", "card": "think", "choose": ["M"]}
    result = _turn(full_pool, [use, {"by": "Brian", "activate": "gunboat"}])
    assert result["legal"], result["violations"]
    outcome = only(result)["cards"]
    assert outcome["think"]["zone"] == "scrapheap" and outcome["gunboat"]["zone"] == "construction"
    assert set(RULE_IDS) <= traced(result)
    result = _turn(full_pool, [{"by": "Brian", "activate": "gunboat"}])
    assert not result["legal"]


def test_have_asset_timing_and_choice_strict_mode(full_pool: CardPool) -> None:
    """ "Use this ability on your turn, or during a mission on any opponent's turn": not on Melissa's turn outside a
    mission (a violation, Think Tank stays); an asset must be chosen (strict mode)."""
    use = {"by": "Brian", "use": "ability 2", "card": "think", "choose": ["M"]}
    result = _turn(full_pool, [use], turn="Melissa")
    assert not result["legal"] and only(result)["cards"]["think"]["zone"] == "command_post"
    result = _turn(full_pool, [{**use, "choose": []}])
    assert not result["legal"] and only(result)["cards"]["think"]["zone"] == "command_post"


def test_have_asset_during_a_mission_on_an_opponents_turn_rulebook_p14(full_pool: CardPool) -> None:
    """In a mission on Brian's turn, Melissa scraps her Think Tank choosing Munitions: she has it for the rest of
    the game. Choosing Tactics once initiative is determined would ask to determine it again: refused."""
    cards = {
        "raider": unit("Brian", "fast", attack=2),
        "think": {**THINK, "owner": "Melissa"},
    }
    mission = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile"}
    use = {"by": "Melissa", "use": "ability 2", "card": "think", "choose": ["M"]}
    result = battle(cards, mission, [use], assets=("", ""), pool=full_pool)
    assert result["legal"], result["violations"]
    assert any("Melissa has Munitions available for the rest of the game" in s["text"] for s in result["trace"])
    assert only(result)["cards"]["think"]["zone"] == "scrapheap"
    with pytest.raises(ScenarioError, match="not answered by this version: Think Tank: Tactics"):
        battle(cards, mission, [{**use, "choose": ["T"]}], assets=("", ""), pool=full_pool)
