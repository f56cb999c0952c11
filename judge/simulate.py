"""``judge simulate``: a scenario file answered by the engine of its game (``shared/spec/scenario-format.md``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from judge.importers.errors import PoolFileError
from judge.importers.yamlfile import YamlDocument, yaml_error_line
from judge.pool import CardPool
from judge.scenario_input import ScenarioError

MAX_SCENARIO_BYTES = 256 * 1024


class SimulateError(ValueError):
    """Malformed scenario input (exit status 2): the file, the line and the field."""


def read_scenario(text: str, source: str) -> YamlDocument:
    """:raises SimulateError: for text that is too long or is not YAML."""
    if len(text.encode()) > MAX_SCENARIO_BYTES:
        raise SimulateError(f"{source}: scenarios are limited to {MAX_SCENARIO_BYTES} bytes")
    try:
        doc = YamlDocument(text)
    except yaml.YAMLError as exc:
        problem = getattr(exc, "problem", None) or "not valid YAML"
        raise SimulateError(f"{source}:{yaml_error_line(exc)}: not valid YAML: {problem}") from None
    if not isinstance(doc.data, dict):
        raise SimulateError(f"{source}:1: a scenario is a mapping with 'game', 'players', ...")
    return doc


def simulate_document(doc: YamlDocument, pool: CardPool, source: str) -> dict[str, Any]:
    """The answer to a scenario.

    :raises SimulateError: for malformed input, or a game this version does not answer yet.
    """
    game = doc.data.get("game")
    try:
        if game == "mechchess":
            from judge.mechchess.scenario import load_scenario, simulate

            scenario, position = load_scenario(doc, pool)
            return simulate(scenario, position, pool).as_json()
        if game == "domination":
            from judge.domination import scenario as domination

            return domination.answer(doc, pool)
    except ScenarioError as exc:
        where = f"{source}:{exc.line}" if exc.line else source
        field = f" field {exc.field!r}:" if exc.field else ""
        raise SimulateError(f"{where}:{field} {exc.reason}") from None
    if game == "bttcg":
        raise SimulateError(
            f"{source}:{doc.line_of(['game'])}: field 'game': {game} scenarios are not answered by this version yet "
            "(Domination and Mech chess scenarios are)"
        )
    raise SimulateError(
        f"{source}:{doc.line_of(['game'])}: field 'game': expected bttcg, domination or mechchess, found {game!r}"
    )


def simulate_file(path: Path | None, text: str | None, pool: CardPool) -> dict[str, Any]:
    """:raises SimulateError: for malformed input; :raises PoolFileError: never for the scenario itself."""
    source = str(path) if path else "<stdin>"
    if text is None:
        assert path is not None
        try:
            if path.stat().st_size > MAX_SCENARIO_BYTES:
                raise SimulateError(f"{source}: scenarios are limited to {MAX_SCENARIO_BYTES} bytes")
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise SimulateError(f"{source}: cannot read the scenario: {exc}") from None
    return simulate_document(read_scenario(text, source), pool, source)


__all__ = ["PoolFileError", "SimulateError", "simulate_file"]
