"""A Command card in play setting or changing a player's base initiative (judge/bttcg/base_initiative.py): rulebook
p.26, "Your base initiative is 1 if you have the Tactics asset available, and 0 otherwise"; rulebook p.9, cards make
exceptions to the rules. Invented inline cards."""

from __future__ import annotations

from typing import Any

import pytest

from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import battle, unit


def command(owner: str, text: str, name: str = "Staff Office") -> dict[str, Any]:
    return {"owner": owner, "command": {"name": name, "text": text}}


MISSION = {"attacker": "Brian", "group": ["a1"], "target": "Melissa.stockpile", "blockers": ["b1"]}


def _scores(extra: dict[str, Any], assets: tuple[str, str] = ("T", "T")) -> dict[str, int]:
    cards = {"a1": unit("Brian", "fast", attack=1), "b1": unit("Melissa", "fast", attack=0, structure=9), **extra}
    scores: dict[str, int] = battle(cards, MISSION, assets=assets)["initiative"]["scores"]
    return scores


def test_opponents_base_initiative_set_rulebook_p26() -> None:
    """ "Your opponent's base initiative is 0." on Brian's Command card: Melissa, with Tactics, has 0 instead of 1;
    Brian keeps his 1."""
    assert _scores({"hq": command("Brian", "Your opponent's base initiative is 0.")}) == {"Brian": 1, "Melissa": 0}


def test_own_base_initiative_increased_rulebook_p26() -> None:
    """ "Your base initiative is increased by 1.": Brian without Tactics has 0 + 1; with Tactics 1 + 1."""
    hq = {"hq": command("Brian", "Your base initiative is increased by 1.")}
    assert _scores(hq, assets=("", "T")) == {"Brian": 1, "Melissa": 1}
    assert _scores(hq) == {"Brian": 2, "Melissa": 1}


def test_base_initiative_set_and_changed_together_is_refused_rulebook_p26() -> None:
    """One card sets Melissa's base to 0, another (hers) raises it by 1: the rules do not say which comes first, so
    the engine refuses rather than guess."""
    cards = {
        "a1": unit("Brian", "fast", attack=1),
        "b1": unit("Melissa", "fast", attack=0, structure=9),
        "hq": command("Brian", "Your opponent's base initiative is 0."),
        "hers": command("Melissa", "Your base initiative is increased by 1.", name="Her Office"),
    }
    with pytest.raises(ScenarioError, match="set and change Melissa's base initiative together"):
        battle(cards, MISSION)
