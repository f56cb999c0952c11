"""Speed and lasting effects of Command cards (round 5, issue 17): blocking regardless of speed for the rest of a
mission from an ability used before blockers are assigned (Grayson Death Carlyle's wording), a chosen 'Mech that may be
attacked regardless of its speed (Caught in Hangar's wording). Invented inline cards with the pool cards' wording."""

from __future__ import annotations

from typing import Any

from judge.bttcg import rules as r
from tests.bttcg_helpers import battle, only, rules_of, unit

GRAYSON = (
    "{T}: Your 'Mechs may block during current mission, regardless of their speed. Use this ability before "
    "assigning blockers."
)


def _grayson(use: bool, **more: Any) -> dict[str, Any]:
    cards = {
        "raider": unit("Brian", "fast", attack=3),
        "wall": unit("Melissa", "slow", attack=0, structure=9, **more),
        "gdc": {"owner": "Melissa", "command": {"name": "Mercenary Colonel", "structure": 7, "text": GRAYSON}},
    }
    mission = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile", "blockers": ["wall"]}
    actions = [{"by": "Melissa", "use": "ability", "card": "gdc"}] if use else []
    return battle(cards, mission, actions)


def test_lasting_ignore_speed_block_before_blockers_ce_rulings_grayson_death_carlyle() -> None:
    """before_blockers with a lasting ignore_speed (Grayson Death Carlyle: "{T}: Your 'Mechs may block during current
    mission, regardless of their speed"); CE rulings, Grayson Death Carlyle: "works much the same as Perimeter
    Alarm", the blockers ignore the attackers' speed (rulebook p.25 otherwise: a slow Unit cannot block a fast one).
    Used, the slow Wall blocks the fast Raider and the card taps; not used, the block is a violation."""
    result = _grayson(True)
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["stockpiles"]["Melissa"] == 30 and outcome["cards"]["gdc"]["tapped"]
    assert any("may block regardless of their speed: wall" in step["text"] for step in result["trace"])
    assert r.BLOCK_SPEED in rules_of(_grayson(False))


def test_lasting_ignore_speed_block_tapped_card_cannot_pay_ce_rulings_abilities() -> None:
    """The {T} is paid (rulebook p.27): a tapped Grayson Death Carlyle cannot be used, and the block stays illegal."""
    cards = {
        "raider": unit("Brian", "fast", attack=3),
        "wall": unit("Melissa", "slow", attack=0, structure=9),
        "gdc": {
            "owner": "Melissa",
            "tapped": True,
            "command": {"name": "Mercenary Colonel", "structure": 7, "text": GRAYSON},
        },
    }
    mission = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile", "blockers": ["wall"]}
    result = battle(cards, mission, [{"by": "Melissa", "use": "ability", "card": "gdc"}])
    assert not result["legal"]
    assert r.BLOCK_SPEED in rules_of(result)
