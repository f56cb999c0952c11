"""A lasting effect set during the turn that depletes cards at the end of each mission until the end of the turn
(judge/bttcg/mission_lasting.py: Assault on the Rear Echelon). Pool cards are read in place (skipped without
../shared)."""

from __future__ import annotations

from typing import Any

import yaml

from judge.bttcg.mission_lasting import RULE_IDS
from judge.bttcg.opponent_plays import DEPLETE
from judge.rulings.store import RulingBase
from tests.bttcg_helpers import answer, only, traced, unit
from tests.test_bttcg_turn import BRIAN, MELISSA

ASSAULT = (
    "Scrap this card when it is revealed. Until the end of the turn, any patrolling 'Mechs that block are depleted "
    "at the end of the mission."
)
"""Assault on the Rear Echelon's text (its Mercenaries printing; the pool names the card by its Commander's Edition
printing, whose text the grammar does not read yet) on an invented card."""


def _assault(blockers: list[str]) -> dict[str, Any]:
    """Brian activates the Assault in his Deploy phase, then attacks Melissa's Stockpile with raider; Melissa has a
    patrolling 'Mech (patrol), a guarding one (guard) and a patrolling Vehicle (tank)."""
    doc = {
        "game": "bttcg",
        "players": {BRIAN: {"stockpile": 20}, MELISSA: {"stockpile": 20}},
        "phase": "deploy",
        "cards": {
            "assault": {
                "owner": BRIAN,
                "command": {"name": "Assault", "cost": "1", "text": ASSAULT},
                "zone": "construction",
                "counters": 1,
            },
            "raider": unit(BRIAN, "fast", attack=0),
            "patrol": unit(MELISSA, "fast", attack=0, structure=9),
            "guard": unit(MELISSA, "fast", attack=0, structure=9, zone="guard", guarding="Melissa.stockpile"),
            "tank": unit(MELISSA, "fast", attack=0, structure=9, type="vehicle"),
        },
        "mission": {"attacker": BRIAN, "group": ["raider"], "target": "Melissa.stockpile", "blockers": blockers},
        "actions": [{"by": BRIAN, "activate": "assault"}, {"by": BRIAN, "phase": "missions"}],
    }
    return answer(yaml.safe_dump(doc, sort_keys=False))


def test_lasting_deplete_patrolling_blockers_at_the_end_of_the_mission_glossary_deplete() -> None:
    """lasting deplete: "Until the end of the turn, any patrolling 'Mechs that block are depleted at the end of the
    mission." The patrolling 'Mech that blocks ends the mission depleted (Glossary, Deplete: tapped, face down); the
    guarding 'Mech that blocks is not patrolling, the Vehicle is not a 'Mech: both only tapped as blockers."""
    result = _assault(["patrol", "guard", "tank"])
    assert result["legal"], result["violations"]
    cards = only(result)["cards"]
    assert cards["assault"]["zone"] == "scrapheap"
    assert cards["patrol"]["depleted"] and cards["patrol"]["tapped"]
    assert not cards["guard"]["depleted"] and cards["guard"]["tapped"]
    assert not cards["tank"]["depleted"] and cards["tank"]["tapped"]
    assert set(RULE_IDS) <= traced(result)


def test_lasting_deplete_nothing_for_an_unblocked_mission() -> None:
    """Unblocked: no 'Mech blocks, none is depleted (the effect still waits for the end of the mission)."""
    result = _assault([])
    assert result["legal"], result["violations"]
    cards = only(result)["cards"]
    assert not any(cards[c]["depleted"] for c in ("patrol", "guard", "tank", "raider"))
    assert DEPLETE in traced(result)


def test_the_mission_lasting_rule_ids_resolve() -> None:
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]


def test_lasting_deplete_ends_with_the_turn_rulebook_p33() -> None:
    """Rulebook p.33, End of Turn phase: the effect lasts until the end of the turn, and is dropped then."""
    from judge.bttcg.mission_lasting import end_each_mission
    from judge.bttcg.state import Deferred, Position

    pos = Position(("Brian", "Melissa"), {}, {"Brian": 1, "Melissa": 1}, {}, {}, {})
    pos.each_mission = [Deferred([], "Brian", "Brian.stockpile", [])]
    end_each_mission(pos)
    assert pos.each_mission == [] and "ends with the turn" in pos.trace[-1].text
