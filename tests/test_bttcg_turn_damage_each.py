"""Damage dealt during the turn to every card a selector reaches (judge/bttcg/turn_damage_each.py): rulebook p.30
(damage outside a mission is received as in the damage resolution step), p.29 (all at once; armor once, damage
counters against structure), p.20 (a card's text done as it is activated). Invented inline cards."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from judge.bttcg.rules import DAMAGE_COUNTERS
from judge.bttcg.turn_damage_each import each_problem
from judge.dsl import models as m
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import answer, only, traced, unit
from tests.test_bttcg_turn import BRIAN, MELISSA

BARRAGE = "When you activate this card, deal 2 damage to each opposing 'Mech."


def _activate(text: str, **more: Any) -> dict[str, Any]:
    cards = {
        "barrage": {
            "owner": BRIAN,
            "command": {"name": "Barrage", "cost": "1", "text": text},
            "zone": "construction",
            "counters": 1,
        },
        "m1": unit(MELISSA, armor=1, structure=5),
        "m2": unit(MELISSA, armor=0, structure=2),
        "b1": unit(BRIAN, armor=0, structure=5),
        **more,
    }
    doc = {
        "game": "bttcg",
        "players": {BRIAN: {"stockpile": 20}, MELISSA: {"stockpile": 20}},
        "phase": "deploy",
        "cards": cards,
        "actions": [{"by": BRIAN, "activate": "barrage"}],
    }
    return answer(yaml.safe_dump(doc, sort_keys=False))


def test_damage_to_each_opposing_mech_when_activated_rulebook_p29_p30() -> None:
    """rulebook p.29-30: each of Melissa's 'Mechs takes 2 damage as Barrage is activated: m1's armor 1 stops 1 (one
    damage counter), m2 (structure 2) is scrapped; Brian's own 'Mech is not an opposing one and takes none."""
    result = _activate(BARRAGE)
    assert result["legal"], result["violations"]
    cards = only(result)["cards"]
    assert cards["m1"]["damage"] == 1
    assert cards["m2"]["zone"] == "scrapheap"
    assert cards["b1"]["damage"] == 0
    assert DAMAGE_COUNTERS in traced(result)


def test_damage_to_each_opposing_mech_with_a_vehicle_among_them_is_refused_rulebook_p30() -> None:
    """rulebook p.30: a Vehicle hit rolls a die, which the turn does not do yet: "each opposing Unit" with a Vehicle
    among them is refused, never answered without its roll."""
    vehicle = unit(MELISSA, type="vehicle", armor=0, structure=3)
    with pytest.raises(ScenarioError, match=r"not answered by this version.*Vehicle"):
        _activate("When you activate this card, deal 2 damage to each opposing Unit.", v1=vehicle)


def test_damage_to_each_card_refusals_name_what_is_missing_issue17() -> None:
    """Sites (a Stockpile among them), Vehicles, a number of cards: refused in words."""
    base = m.DealDamage(target=m.Selector(quantifier="each", noun="mech", owner="opponent"), amount=1)
    assert each_problem(base) is None
    for update, words in (
        ({"noun": "site"}, "site"),
        ({"noun": "stockpile"}, "Stockpile"),
        ({"noun": "vehicle"}, "Vehicle"),
        ({"count": 2}, "number of cards"),
    ):
        target = base.target.model_copy(update=update)
        problem = each_problem(base.model_copy(update={"target": target}))
        assert problem is not None and words in problem
