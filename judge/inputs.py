"""Reading input whose size and shape nobody promised: files of any kind (regular, named pipe, device, standard
input) read to at most their limit plus one byte, and JSON whose nesting is counted before it is parsed. Every
reader of the command line and the web service takes its input through here, so that no input can make the service
read without end or recurse until Python gives up."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any, BinaryIO

MAX_JSON_DEPTH = 64
"""Deepest nesting of JSON arrays and objects read (a scenario is a few levels deep). ``json.loads`` recurses once a
level: 100,000 ``[`` raise ``RecursionError`` inside it, and a deep value would recurse again wherever it is walked."""


class InputTooLargeError(ValueError):
    """The input has more bytes than its limit (it was read only to the limit plus one byte)."""

    def __init__(self, limit: int) -> None:
        super().__init__(f"larger than {limit:,} bytes (the limit)")
        self.limit = limit


class JsonInputError(ValueError):
    """Text that is not JSON, or nests deeper than :data:`MAX_JSON_DEPTH` (with its line and column, 1-based)."""

    def __init__(self, message: str, line: int | None = None, column: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.line = line
        self.column = column


def read_stream(stream: BinaryIO, limit: int) -> bytes:
    """At most ``limit`` bytes of an open binary stream.

    :raises InputTooLargeError: when the stream has more (only ``limit + 1`` bytes are read to know it).
    """
    data = stream.read(limit + 1)
    if len(data) > limit:
        raise InputTooLargeError(limit)
    return data


def read_stdin(limit: int) -> bytes:
    """At most ``limit`` bytes of standard input (its text, encoded as UTF-8, where it has no byte stream: a test's
    replacement).

    :raises InputTooLargeError: when it has more.
    """
    buffer = getattr(sys.stdin, "buffer", None)
    if buffer is not None:
        return read_stream(buffer, limit)
    data = sys.stdin.read(limit + 1).encode("utf-8")
    if len(data) > limit:
        raise InputTooLargeError(limit)
    return data


def read_bounded(path: Path, limit: int) -> bytes:
    """At most ``limit`` bytes of the file at ``path``: a regular file, a named pipe or a device alike (a size the
    file system reports is not trusted: ``/dev/zero`` reports 0 and never ends).

    :raises InputTooLargeError: when the file has more than ``limit`` bytes.
    :raises OSError: when it cannot be opened or read (missing, a folder, no permission).
    """
    with path.open("rb") as handle:
        return read_stream(handle, limit)


def json_depth_problem(text: str, max_depth: int = MAX_JSON_DEPTH) -> tuple[int, int] | None:
    """Where ``text`` first opens an array or object deeper than ``max_depth`` (line and column, 1-based), or
    ``None``. Brackets inside strings do not count; the text need not be valid JSON (the parser says what else is
    wrong). Linear in the text, no recursion."""
    if text.count("[") + text.count("{") <= max_depth:
        return None
    depth = 0
    for token in _JSON_TOKENS.finditer(text):
        char = token.group()
        if char in "[{":
            depth += 1
            if depth > max_depth:
                index = token.start()
                return text.count("\n", 0, index) + 1, index - (text.rfind("\n", 0, index) + 1) + 1
        elif char in "]}":
            depth -= 1
    return None


_JSON_TOKENS = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]')
"""A string (skipped whole, brackets inside it do not count) or a bracket."""


def load_json(text: str, max_depth: int = MAX_JSON_DEPTH) -> Any:
    """``json.loads`` with the nesting counted first.

    :raises JsonInputError: for text that is not JSON or that nests deeper than ``max_depth`` (with the place).
    """
    deep = json_depth_problem(text, max_depth)
    if deep is not None:
        raise JsonInputError(f"nested deeper than {max_depth} levels", *deep)
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise JsonInputError(f"not valid JSON: {exc.msg}", exc.lineno, exc.colno) from None
    except RecursionError:  # pragma: no cover - the depth is counted first
        raise JsonInputError(f"nested deeper than {max_depth} levels") from None


__all__ = [
    "MAX_JSON_DEPTH",
    "InputTooLargeError",
    "JsonInputError",
    "json_depth_problem",
    "load_json",
    "read_bounded",
    "read_stdin",
    "read_stream",
]
