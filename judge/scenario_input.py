"""What the scenario loaders of every game share (``shared/spec/scenario-format.md``): the malformed-input error with
its line and field, and schema validation of a YAML document that reports the first problem that way."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol, TypeVar

from pydantic import BaseModel, ValidationError

Model = TypeVar("Model", bound=BaseModel)


class SourceDocument(Protocol):
    """A scenario as read from its spelling: the data (YAML-like: mappings, lists, scalars) and the line each place
    in it comes from. :class:`~judge.importers.yamlfile.YamlDocument` is one; the plain-text spelling of BattleTech
    scenarios makes another (:class:`~judge.bttcg.scenario_text.TextDocument`)."""

    data: Any

    def line_of(self, loc: Sequence[int | str]) -> int | None: ...


class ScenarioError(ValueError):
    """Malformed scenario input: where (line, field) and why (``reason``)."""

    def __init__(self, message: str, line: int | None = None, field: str | None = None) -> None:
        self.line = line
        self.field = field
        self.reason = message
        where = f"line {line}: " if line else ""
        what = f"field {field!r}: " if field else ""
        super().__init__(f"{where}{what}{message}")


Players = TypeVar("Players", bound=Mapping[str, object])


def two_players(players: Players, game: str) -> Players:
    """Every game's scenario has exactly two players (``shared/spec/scenario-format.md``).

    :raises ValueError: for another number, naming the game.
    """
    if len(players) != 2:
        raise ValueError(f"a {game} scenario has exactly two players")
    return players


def die_results(dice: list[int]) -> list[int]:
    """Fixed die results are faces of a six-sided die.

    :raises ValueError: for a result outside 1 to 6.
    """
    if any(not 1 <= die <= 6 for die in dice):
        raise ValueError("die results are 1 to 6")
    return dice


def validate(model: type[Model], doc: SourceDocument) -> Model:
    """``doc`` read as ``model``.

    :raises ScenarioError: for the first unknown field or wrong type, with its line and dotted field path (a field
        named ``pass`` in the file is ``pass_`` in the models).
    """
    try:
        return model.model_validate(doc.data)
    except ValidationError as exc:
        first = exc.errors()[0]
        path = ["pass" if p == "pass_" else p for p in first["loc"] if isinstance(p, int | str)]
        raise ScenarioError(first["msg"], doc.line_of(path), ".".join(str(p) for p in path) or None) from None


__all__ = ["ScenarioError", "SourceDocument", "validate"]
