"""What every game's effect DSL shares (:mod:`judge.dsl.models` for the BattleTech TCG, :mod:`judge.dsl.domination`,
:mod:`judge.dsl.mechchess`): the node base class. Nodes are frozen pydantic models tagged by ``kind``; unions of them
are discriminated by that tag, so a tree goes to JSON and back exactly and has a JSON Schema."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class Node(BaseModel):
    """A DSL node: immutable (hashable, safe to share between parsed cards) and strict about its fields."""

    model_config = ConfigDict(frozen=True, extra="forbid")
