"""``judge simulate``: a scenario file answered by the engine of its game (``shared/spec/scenario-format.md``).

A scenario comes in one of two spellings: YAML (every game), or plain English (BattleTech TCG only,
:mod:`judge.bttcg.scenario_text`). :func:`read_scenario` tells them apart: text whose first line that is not blank
or a ``#`` comment starts like YAML (``key:``, ``{``, ``[``, ``-``, ``---``) is YAML; anything else is plain text.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, BinaryIO

import yaml

from judge.importers.errors import PoolFileError
from judge.importers.yamlfile import YamlDocument, yaml_error_line
from judge.inputs import InputTooLargeError, read_bounded, read_stdin, read_stream
from judge.pool import CardPool
from judge.scenario_input import ScenarioError, SourceDocument

MAX_SCENARIO_BYTES = 256 * 1024

_YAML_START = re.compile(r"""^(?:---|\.\.\.|[{\[]|-(?:\s|$)|%|(?:"[^"]*"|'[^']*'|[\w-]+)\s*:(?:\s|$))""")


class SimulateError(ValueError):
    """Malformed scenario input (exit status 2): the file, the line and the field.

    ``line`` and ``column`` (1-based) say where in the text the problem is, when it is known; the message says the same
    in words."""

    def __init__(self, message: str, line: int | None = None, column: int | None = None) -> None:
        super().__init__(message)
        self.line = line
        self.column = column


def looks_like_yaml(text: str) -> bool:
    """Whether ``text`` is the YAML spelling of a scenario rather than the plain-text one: its first line that is
    neither blank nor a ``#`` comment starts like YAML (``game: bttcg``, ``{...}``, ``[...]``, ``- ...``,
    ``---``). No sentence of the plain-text spelling starts that way."""
    for line in text.splitlines():
        stripped = line.strip()
        if stripped and not stripped.startswith("#"):
            return bool(_YAML_START.match(stripped))
    return True


def read_scenario(text: str, source: str) -> SourceDocument:
    """The scenario ``text`` in either spelling.

    :raises SimulateError: for text that is too long, is not YAML (when it looks like YAML) or does not read as plain
        text.
    """
    if len(text.encode()) > MAX_SCENARIO_BYTES:
        raise SimulateError(f"{source}: scenarios are limited to {MAX_SCENARIO_BYTES} bytes")
    if not looks_like_yaml(text):
        from judge.bttcg.scenario_text import read_text

        try:
            return read_text(text)
        except ScenarioError as exc:
            raise _located(source, exc) from None
    try:
        doc = YamlDocument(text)
    except yaml.YAMLError as exc:
        problem = getattr(exc, "problem", None) or "not valid YAML"
        line = yaml_error_line(exc)
        mark = getattr(exc, "problem_mark", None)
        column = mark.column + 1 if mark is not None else None
        raise SimulateError(f"{source}:{line}: not valid YAML: {problem}", line, column) from None
    if not isinstance(doc.data, dict):
        raise SimulateError(f"{source}:1: a scenario is a mapping with 'game', 'players', ...", 1)
    return doc


def _located(source: str, exc: ScenarioError) -> SimulateError:
    """``exc`` as malformed input of ``source``, with its line (and column, where the plain-text reader gives one)."""
    column = getattr(exc, "column", None)
    return SimulateError(_where(source, exc), exc.line, column if isinstance(column, int) else None)


def _where(source: str, exc: ScenarioError) -> str:
    where = f"{source}:{exc.line}" if exc.line else source
    field = f" field {exc.field!r}:" if exc.field else ""
    return f"{where}:{field} {exc.reason}"


def simulate_document(doc: SourceDocument, pool: CardPool, source: str) -> dict[str, Any]:
    """The answer to a scenario.

    :raises SimulateError: for malformed input, or a game this version does not answer yet.
    """
    game = doc.data.get("game")
    try:
        if game == "mechchess" and isinstance(doc, YamlDocument):
            from judge.mechchess.scenario import simulate
            from judge.mechchess.scenario_load import load_scenario
            from judge.mechchess.verdict import summary as mechchess_summary

            scenario, position = load_scenario(doc, pool)
            answer = simulate(scenario, position, pool).as_json()
            answer["summary"] = mechchess_summary(answer, doc.data)  # the verdict in words, beside the contract's keys
            return answer
        if game == "domination" and isinstance(doc, YamlDocument):
            from judge.domination import scenario_answer as domination
            from judge.domination.verdict import summary as domination_summary

            answer = domination.answer(doc, pool)
            answer["summary"] = domination_summary(answer, doc.data)
            return answer
        if game == "bttcg":
            from judge.bttcg.answer import answer_scenario
            from judge.bttcg.load import load_scenario as load_bttcg
            from judge.bttcg.verdict import summary

            loaded = load_bttcg(doc, pool)
            answer = answer_scenario(loaded.scenario, dict(loaded.cards), checked=True)
            answer["summary"] = summary(answer, doc.data)  # the verdict in words, beside the contract's keys
            return answer
    except ScenarioError as exc:
        raise _located(source, exc) from None
    line = doc.line_of(["game"])
    raise SimulateError(f"{source}:{line}: field 'game': expected bttcg, domination or mechchess, found {game!r}", line)


def read_scenario_file(path: Path | None, stream: BinaryIO | None = None) -> tuple[str, str]:
    """The source name and text of a scenario file (``path``: a regular file, a named pipe or a device), or of
    ``stream`` (standard input) when ``path`` is ``None``; either is read to at most :data:`MAX_SCENARIO_BYTES` plus
    one byte.

    :raises SimulateError: for input that is too large, cannot be read or is not UTF-8.
    """
    source = str(path) if path else "<stdin>"
    try:
        if path is not None:
            data = read_bounded(path, MAX_SCENARIO_BYTES)
        else:
            data = read_stream(stream, MAX_SCENARIO_BYTES) if stream is not None else read_stdin(MAX_SCENARIO_BYTES)
    except InputTooLargeError:
        raise SimulateError(f"{source}: scenarios are limited to {MAX_SCENARIO_BYTES:,} bytes") from None
    except OSError as exc:
        raise SimulateError(f"{source}: cannot read the scenario: {exc.strerror or exc}") from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        message = f"{source}:{line}: byte 0x{data[exc.start]:02x} is not valid UTF-8 (save the scenario as UTF-8)"
        raise SimulateError(message, line) from None
    return source, text.removeprefix("\ufeff")


def simulate_file(path: Path | None, pool: CardPool, stream: BinaryIO | None = None) -> dict[str, Any]:
    """Answers the scenario file at ``path`` (``None``: ``stream``, by default standard input).

    :raises SimulateError: for malformed input; :raises PoolFileError: never for the scenario itself."""
    source, text = read_scenario_file(path, stream)
    return simulate_document(read_scenario(text, source), pool, source)


__all__ = ["PoolFileError", "SimulateError", "looks_like_yaml", "read_scenario", "simulate_file"]
