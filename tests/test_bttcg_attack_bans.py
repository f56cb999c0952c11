"""Cards that cannot attack, or be attacked by some Units (judge/bttcg/unit_restrictions.py, attack_bans.py): a
card's text makes exceptions to the rules (rulebook p.9) of sending Units on a mission (rulebook p.24); a Command
card in play can affect the battle unless it is an Enhancement or Pilot (rulebook p.26); a Terrain card affects
missions whose target is in the region it enhances (Glossary, Terrain). Invented card texts."""

from __future__ import annotations

from typing import Any

import pytest

from judge.bttcg import rules as r
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import answer, battle, rules_of, unit
from tests.test_bttcg_terrain import scenario, terrain_card

RAID = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile"}


def _cards(**more: Any) -> dict[str, Any]:
    return {"raider": unit("Brian", more.pop("speed", "slow"), attack=2, **more)}


def test_unit_cannot_attack_its_own_text_rulebook_p9_p24() -> None:
    """cannot_attack: "Rook Walker cannot attack.": its attack is a violation; without the text it attacks."""
    banned = battle(_cards(name="Rook Walker", text="Rook Walker cannot attack."), RAID)
    assert not banned["legal"] and r.MISSION in rules_of(banned)
    assert "Rook Walker cannot attack" in banned["violations"][0]["message"]
    assert battle(_cards(name="Rook Walker"), RAID)["legal"]


def test_piloted_mech_cannot_attack_rulebook_p9_p24() -> None:
    """cannot_attack of the 'Mech a Pilot is on ("'Mech piloted by Rook cannot attack.")."""
    pilot = {
        "owner": "Brian",
        "command": {"name": "Rook", "keywords": ["Pilot"], "text": "'Mech piloted by Rook cannot attack."},
    }
    banned = battle({**_cards(), "rook": {**pilot, "on": "raider"}}, RAID)
    assert not banned["legal"] and "(Rook)" in banned["violations"][0]["message"]


@pytest.mark.parametrize(("speed", "legal"), [("slow", False), ("moderate", True)])
def test_command_card_bans_slow_units_rulebook_p9_p26(speed: str, legal: bool) -> None:
    """cannot_attack of the Units a Command card's selector chooses ("Slow Units cannot attack."), whoever controls
    them: a slow Raider may not attack, a moderate one may."""
    depot = {"owner": "Melissa", "command": {"name": "Depot", "text": "Slow Units cannot attack."}}
    result = battle({**_cards(speed=speed), "depot": depot}, RAID)
    assert result["legal"] is legal, result["violations"]


def test_depleted_command_card_ban_is_refused() -> None:
    """Face down (rulebook p.21): whether its text still applies is not settled; the engine refuses, never guesses."""
    depot = {"owner": "Melissa", "depleted": True, "command": {"name": "Depot", "text": "Slow Units cannot attack."}}
    with pytest.raises(ScenarioError, match="depleted"):
        battle({**_cards(), "depot": depot}, RAID)


@pytest.mark.parametrize(("region", "legal"), [("stockpile", False), ("patrol", True)])
def test_terrain_bans_slow_units_in_its_region_glossary_terrain(region: str, legal: bool) -> None:
    """A Terrain card's "Slow Units cannot attack." holds in a mission whose target is in the region it enhances (the
    Stockpile region, for an attack on the Stockpile), and not elsewhere."""
    cards = {**_cards(), "swamp": terrain_card("Melissa", "Swamp", "Slow Units cannot attack.", region=region)}
    result = answer(scenario(cards, mission=RAID))
    assert result["legal"] is legal, result["violations"]


def test_terrain_ban_without_region_is_refused() -> None:
    cards = {**_cards(), "swamp": terrain_card("Melissa", "Swamp", "Slow Units cannot attack.")}
    with pytest.raises(ScenarioError, match="does not say which region"):
        answer(scenario(cards, mission=RAID))


@pytest.mark.parametrize(("speed", "legal"), [("slow", False), ("fast", True)])
def test_site_cannot_be_attacked_by_slow_units_rulebook_p9_p24(speed: str, legal: bool) -> None:
    """cannot_be_attacked by a selector, on the Enhancement of a site ("Enhanced site cannot be attacked by slow
    Units."): a group with a slow Unit may not attack the site; a fast one may."""
    text = "Play on one of your sites. Enhanced site cannot be attacked by slow Units."
    cards = {
        **_cards(speed=speed),
        "hq": {"owner": "Melissa", "command": {"name": "Field HQ", "text": ""}},
        "plating": {
            "owner": "Melissa",
            "command": {"name": "Plating", "keywords": ["Enhancement"], "text": text},
            "on": "hq",
        },
    }
    result = battle(cards, {**RAID, "target": "hq"})
    assert result["legal"] is legal, result["violations"]
    if not legal:
        assert "Field HQ cannot be attacked by raider (Plating)" in result["violations"][0]["message"]


def _groups(text: str, attackers: int, blockers: int = 0) -> dict[str, Any]:
    cards: dict[str, Any] = {"hub": {"owner": "Melissa", "command": {"name": "Hub", "text": text}}}
    for i in range(attackers):
        cards[f"a{i}"] = unit("Brian", "fast", attack=1, name=f"A{i}")
    for i in range(blockers):
        cards[f"b{i}"] = unit("Melissa", "fast", attack=0, name=f"B{i}")
    mission = {
        "attacker": "Brian",
        "group": [f"a{i}" for i in range(attackers)],
        "target": "Melissa.stockpile",
        "blockers": [f"b{i}" for i in range(blockers)],
    }
    return battle(cards, mission)


def test_command_card_group_limit_rulebook_p9_p24() -> None:
    """group_limit on a Command card in play, against any target ("Units cannot attack in groups of more than
    three."): three attack, four is a violation (rulebook p.24: the attacking group)."""
    text = "Units cannot attack in groups of more than three."
    assert _groups(text, 3)["legal"]
    four = _groups(text, 4)
    assert not four["legal"] and r.MISSION in rules_of(four)
    assert "no group of more than 3 units can attack (Hub): this one has 4" in four["violations"][0]["message"]


def test_command_card_blocking_limit_of_the_opponent_rulebook_p9_p25() -> None:
    """ "Your opponent cannot assign more than two Units to block.": Melissa's card binds Brian's blocks, not hers
    (rulebook p.25: the blocking group)."""
    text = "Your opponent cannot assign more than two Units to block."
    own = _groups(text, 1, 3)  # Melissa blocks with three: her own card does not bind her
    assert not [v for v in own["violations"] if "no group" in v["message"]]
    cards: dict[str, Any] = {"hub": {"owner": "Brian", "command": {"name": "Hub", "text": text}}}
    cards |= {f"b{i}": unit("Melissa", "fast", attack=0, name=f"B{i}") for i in range(3)}
    cards["a0"] = unit("Brian", "fast", attack=1, name="A0")
    mission = {"attacker": "Brian", "group": ["a0"], "target": "Melissa.stockpile", "blockers": ["b0", "b1", "b2"]}
    blocked = [v for v in battle(cards, mission)["violations"] if "no group" in v["message"]]
    assert blocked and r.BLOCKING in blocked[0]["rules"]
    assert "no group of more than 2 units can block (Hub): this one has 3" in blocked[0]["message"]
