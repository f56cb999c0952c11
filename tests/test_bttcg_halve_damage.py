"""Damage halved (judge/bttcg/damage_changes.py): what a card receives in the battle is halved as the card says,
before prevention and armor (rulebook p.29-30, Resolving Damage); where the card does not say how to round, or the
same card's damage is also multiplied or prevented, the order and rounding are not settled: refused, never guessed.
Invented inline Mission cards."""

from __future__ import annotations

from typing import Any

import pytest

from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import battle, mission_card, only, unit

BLOCKED = {"attacker": "Brian", "group": ["a1"], "target": "Melissa.stockpile", "blockers": ["b1"]}


def _played(*texts: str) -> dict[str, Any]:
    cards: dict[str, Any] = {
        "a1": unit("Brian", "fast", attack=5),
        "b1": unit("Melissa", "fast", attack=0, structure=9, text="This 'Mech gets +1 initiative."),
    }
    actions = []
    for n, text in enumerate(texts):
        cards[f"m{n}"] = mission_card("Melissa", text, f"Card {n}")
        actions.append({"by": "Melissa", "play": f"m{n}", "choose": ["b1"]})
    return battle(cards, BLOCKED, actions)


@pytest.mark.parametrize(
    ("text", "left"),
    [
        ("Halve the damage dealt to target Unit, rounded up.", 3),
        ("Halve the damage dealt to target Unit, rounded down.", 2),
        ("Prevent half the damage dealt to target Unit, rounded down.", 3),
    ],
)
def test_halve_damage_received_rulebook_p29_resolving_damage(text: str, left: int) -> None:
    """The blocker receives the attacker's 5, halved as the card says (5 → 3 rounded up, 2 rounded down; "prevent
    half, rounded down" prevents 2 and leaves 3)."""
    result = _played(text)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["b1"]["damage"] == left


def test_halving_without_a_rounding_is_refused() -> None:
    with pytest.raises(ScenarioError, match="not answered by this version"):
        _played("Halve the damage dealt to target Unit.")


def test_halving_and_prevention_on_one_card_is_refused() -> None:
    """Prevent 1 and halve: 5 - 1 halved is 2, 5 halved less 1 is 2 or 1: the order is not settled."""
    with pytest.raises(ScenarioError, match="not answered by this version"):
        _played("Halve the damage dealt to target Unit, rounded down.", "Prevent 1 damage to target Unit.")
