"""The engine's scenario actions for a whole game's actions, built cheaply (issue 19, speed): pydantic's
``model_construct`` fills each of the action's 35 fields' defaults on every call (about 90 µs), and a battle's trial
builds one for every candidate it tries; a copy of one blank action with the fields given (``model_copy``: the same
fields set, nothing validated, as ``model_construct``) costs a fifth of that. Every default of the model is
immutable (a test checks it), so the copies share nothing that changes."""

from __future__ import annotations

from typing import Any

from judge.bttcg.scenario import Action as Step

_BLANK = Step.model_construct(by="")


def step(by: str, **fields: Any) -> Step:
    """``Step.model_construct(by=by, **fields)``, by copying a blank action (fields by their Python names:
    ``pass_``)."""
    return _BLANK.model_copy(update={"by": by, **fields})


__all__ = ["step"]
