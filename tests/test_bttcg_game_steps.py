"""The engine's scenario actions of a whole game built by copying a blank one (issue 19, speed:
judge/bttcg/game/steps.py): the same action as pydantic's ``model_construct`` builds, with the same fields set, and
no default of the model that a copy could share and change."""

from __future__ import annotations

from typing import Any

import pytest

from judge.bttcg.game.steps import step
from judge.bttcg.scenario import Action as Step


@pytest.mark.parametrize(
    "fields",
    [
        {"by": "p1", "pass_": True},
        {"by": "p2", "use": "ability 1", "card": "p2-03", "choose": ["p1-07"], "may": None, "either": None},
        {"by": "p1", "assign": "p1-01", "to": {"p2-04": 2}},
        {"by": "p1", "use": "Missile", "unit": "p1-02", "at": {"p2-05": 1}},
        {"by": "p2", "play": "p2-09", "choose": None, "may": [True], "either": [2]},
    ],
)
def test_a_copied_step_is_the_constructed_one(fields: dict[str, Any]) -> None:
    """judge/bttcg/game/steps.py: ``step(**fields)`` equals ``Step.model_construct(**fields)``, fields set alike."""
    made, constructed = step(**fields), Step.model_construct(**fields)
    assert made == constructed
    assert made.model_fields_set == constructed.model_fields_set
    assert made.model_dump() == constructed.model_dump()


def test_every_default_of_a_step_is_immutable() -> None:
    """The copies share the blank action's defaults: none may be a list, dict or set (changed in place)."""
    for name, info in Step.model_fields.items():
        assert info.default_factory is None, name
        assert not isinstance(info.default, list | dict | set), name
