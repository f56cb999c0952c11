"""The continuous abilities of Terrain cards that change Units' stats and who may attack, in a mission whose target is
in the region they enhance (judge/bttcg/continuous.py ``terrain_executed``, judge/bttcg/attack_bans.py): Glossary,
Terrain ("A Terrain can affect any mission whose target is in the region it enhances"); rulebook p.26 ("Terrain
cards in the region containing the target ... can affect the battle"); rulebook p.12 (Terrain cards "have an ability
which affects attacks in that region"). Invented card texts."""

from __future__ import annotations

from typing import Any

import pytest

from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import answer, only, unit
from tests.test_bttcg_terrain import scenario, terrain_card

MIRE = "Fast 'Mechs get -1 attack."


def _raid(text: str, region: str | None, target: str = "Melissa.stockpile", **more: Any) -> dict[str, Any]:
    extra = {"region": region} if region else {}
    cards = {
        "mire": terrain_card("Melissa", "Mire", text, **extra),
        "raider": unit("Brian", speed=more.get("speed", "fast"), attack=4, structure=5, name="Raider"),
        "sunder": unit("Melissa", speed="slow", attack=0, structure=5, name="Sunder"),
    }
    return answer(scenario(cards, mission={"attacker": "Brian", "group": ["raider"], "target": target}))


def test_terrain_stat_change_in_target_region_glossary_terrain_rulebook_p26() -> None:
    """modify_stat on a Terrain card: "Fast 'Mechs get -1 attack." acts in a mission against a target in the region
    it enhances (Melissa's Stockpile region: the fast Raider deals 3 to her Stockpile, not 4), and not against a
    target elsewhere (Sunder, patrolling, is in the Patrol region: the Raider deals it 4)."""
    near = _raid(MIRE, "stockpile")
    assert near["legal"], near["violations"]
    assert only(near)["stockpiles"]["Melissa"] == only(_raid(MIRE, "patrol"))["stockpiles"]["Melissa"] + 1
    away = _raid(MIRE, "stockpile", target="sunder")
    assert only(away)["cards"]["sunder"]["damage"] == 4
    there = _raid(MIRE, "patrol", target="sunder")
    assert only(there)["cards"]["sunder"]["damage"] == 3


def test_terrain_stat_change_only_for_its_units_glossary_terrain() -> None:
    """The selector holds: a moderate Raider is no fast 'Mech, and deals its 4 (rulebook p.9: the card's text)."""
    plain = _raid(MIRE, "patrol", target="sunder", speed="moderate")
    assert only(plain)["cards"]["sunder"]["damage"] == 4


def test_terrain_stat_change_without_region_is_refused() -> None:
    """Which missions it affects depends on its region: not given, the engine refuses rather than guess."""
    with pytest.raises(ScenarioError, match="does not say which region"):
        _raid(MIRE, None)


def test_terrain_structure_change_stays_refused() -> None:
    """A Unit's structure is read outside a battle too, where a Terrain card affects nothing: refused, out loud."""
    with pytest.raises(ScenarioError, match=r"not answered|does not execute"):
        _raid("Fast 'Mechs get -1 structure.", "stockpile")
