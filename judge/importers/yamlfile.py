"""YAML with line numbers: load a document and find the line of any place in it, for error messages."""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import yaml

from judge.importers.errors import PoolFileError
from judge.importers.fields import read_text

_BaseLoader: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class _Loader(_BaseLoader):  # type: ignore[valid-type,misc]
    """The safe loader with YAML 1.2 booleans: only ``true`` and ``false`` are booleans, so keys and values such
    as ``on`` (a scenario card's ``on:``), ``yes``, ``no`` and ``off`` stay the words they are."""


_Loader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:bool"]
    for first, resolvers in _BaseLoader.yaml_implicit_resolvers.items()
}
_Loader.add_implicit_resolver(
    "tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF")
)


class _PyLoader(yaml.SafeLoader):
    """PyYAML's own (pure Python) parser: used only to find where a document nests too deep when libyaml refused it
    first (below)."""


MAX_DEPTH = 64
"""Deepest nesting of mappings and sequences read. libyaml composes nodes recursively: a few thousand levels of
``[[[...`` would overflow the C stack and kill the process, so nesting is counted first, over the event stream.
Newer libyaml builds (PyYAML 6.0.3 and later) refuse 1,000 levels themselves, and may do so before the first event
reaches the count (a flow collection is scanned ahead for a possible key): the place is then found again with the
pure Python parser, which has no such limit, reads events without recursion and scans at most 1,024 characters
ahead, so the message is ours, located at the first level too many, whichever parser refuses first."""

_LIBYAML_DEPTH = "exceeded maximum nesting depth"

MAX_VALUES = 200_000
"""Most values (scalars, mappings and sequences) a document may stand for once its aliases are expanded: an alias
(``*name``) repeats a whole value, so a few hundred bytes of aliases of aliases can stand for billions of values for
whatever walks the data afterwards."""


def _mark(event: yaml.Event) -> yaml.error.Mark:
    """Where an event starts (libyaml's marks are of its own type)."""
    start = event.start_mark
    if start is None:
        return yaml.error.Mark("<text>", 0, 0, 0, None, None)  # type: ignore[arg-type]
    return yaml.error.Mark("<text>", start.index, start.line, start.column, None, None)  # type: ignore[arg-type]


def _check_shape(text: str) -> None:
    """Counts nesting and values, aliases expanded, over the event stream, before anything is built.

    :raises yaml.YAMLError: for text that is not YAML, that nests deeper than :data:`MAX_DEPTH` or that stands for
        more than :data:`MAX_VALUES` values (with its line).
    """
    try:
        _count_events(text, _Loader)
    except yaml.reader.ReaderError as exc:  # a character YAML does not allow: no mark of its own, only a position
        raise _unprintable(text, exc) from None
    except yaml.MarkedYAMLError as exc:
        if _LIBYAML_DEPTH not in str(exc.problem):
            raise
        _count_events(text, _PyLoader)  # raises our message, at the first level past MAX_DEPTH
        raise  # pragma: no cover - libyaml refuses 1,000 levels, the count 65


def _unprintable(text: str, exc: yaml.reader.ReaderError) -> yaml.MarkedYAMLError:
    """The reader's refusal of a character (a NUL byte, another control character) with its line and column."""
    index = int(exc.position)
    line = text.count("\n", 0, index)
    column = index - (text.rfind("\n", 0, index) + 1)
    code = exc.character if isinstance(exc.character, int) else ord(str(exc.character)[:1] or "\0")
    return yaml.MarkedYAMLError(
        problem=f"character 0x{code:02x} (a control character) is not allowed in YAML",
        problem_mark=yaml.error.Mark("<text>", index, line, column, None, None),  # type: ignore[arg-type]
    )


def _count_events(text: str, loader_class: type[yaml.SafeLoader]) -> None:
    loader: Any = loader_class(text)  # the stubs leave the pure Python parser's methods untyped
    try:
        sizes: dict[str, int] = {}  # the expanded size of each anchored value
        open_values: list[tuple[str | None, int]] = []  # the collections being read: anchor, values so far
        total = 0
        aliased = False
        while loader.check_event():
            event = loader.get_event()
            if isinstance(event, yaml.MappingStartEvent | yaml.SequenceStartEvent):
                if len(open_values) >= MAX_DEPTH:
                    raise yaml.MarkedYAMLError(
                        problem=f"nested deeper than {MAX_DEPTH} levels", problem_mark=_mark(event)
                    )
                open_values.append((event.anchor, 1))
                added = 1
            elif isinstance(event, yaml.MappingEndEvent | yaml.SequenceEndEvent):
                anchor, size = open_values.pop()
                if anchor is not None:
                    sizes[anchor] = size
                if open_values:
                    parent, so_far = open_values[-1]
                    open_values[-1] = (parent, so_far + size)
                continue
            elif isinstance(event, yaml.ScalarEvent | yaml.AliasEvent):
                aliased = aliased or isinstance(event, yaml.AliasEvent)
                added = 1 if isinstance(event, yaml.ScalarEvent) else sizes.get(str(event.anchor), 1)
                if isinstance(event, yaml.ScalarEvent) and event.anchor is not None:
                    sizes[event.anchor] = 1
                if open_values:
                    parent, so_far = open_values[-1]
                    open_values[-1] = (parent, so_far + added)
            else:
                continue
            total += added
            if total > MAX_VALUES:
                what = "stands for more than {:,} values (aliases expanded)" if aliased else "has more than {:,} values"
                raise yaml.MarkedYAMLError(problem=what.format(MAX_VALUES), problem_mark=_mark(event))
    finally:
        loader.dispose()


class YamlDocument:
    """A parsed YAML document that can say on which line a key or list item stands."""

    def __init__(self, text: str) -> None:
        """:raises yaml.YAMLError: for text that is not YAML, nests deeper than :data:`MAX_DEPTH` levels or stands
        for more than :data:`MAX_VALUES` values."""
        _check_shape(text)
        loader = _Loader(text)
        try:
            self.node: yaml.Node | None = loader.get_single_node()
            self.data: Any = loader.construct_document(self.node) if self.node is not None else None
        finally:
            loader.dispose()

    def node_at(self, loc: Sequence[int | str]) -> yaml.Node | None:
        """The node at ``loc`` (keys and list indexes), or ``None`` if there is none."""
        node = self.node
        for part in loc:
            if isinstance(node, yaml.MappingNode):
                node = next((value for key, value in node.value if key.value == str(part)), None)
            elif isinstance(node, yaml.SequenceNode) and isinstance(part, int) and part < len(node.value):
                node = node.value[part]
            else:
                return None
        return node

    def line_of(self, loc: Sequence[int | str]) -> int | None:
        """The 1-based line of the value at ``loc`` (keys and list indexes), or of the deepest place that
        exists on the way there."""
        node = self.node
        line = node.start_mark.line + 1 if node is not None else None
        for part in loc:
            if isinstance(node, yaml.MappingNode):
                for key, value in node.value:
                    if key.value == str(part):
                        node, line = value, key.start_mark.line + 1
                        break
                else:
                    return line
            elif isinstance(node, yaml.SequenceNode) and isinstance(part, int) and part < len(node.value):
                node = node.value[part]
                line = node.start_mark.line + 1
            else:
                return line
        return line


def read_yaml_file(path: Path, data: bytes | None = None) -> YamlDocument:
    """A UTF-8 YAML file with its line numbers.

    :raises PoolFileError: for a file that cannot be read, is too large, is not UTF-8 or is not YAML (with the line).
    """
    try:
        return YamlDocument(read_text(path, "utf-8", data))
    except yaml.YAMLError as exc:
        problem = getattr(exc, "problem", None) or "not valid YAML"
        raise PoolFileError(path, f"not valid YAML: {problem}", yaml_error_line(exc), "yaml") from None


def yaml_error_line(exc: yaml.YAMLError) -> int | None:
    """The line a YAML syntax error points at."""
    mark = getattr(exc, "problem_mark", None)
    return mark.line + 1 if mark is not None else None
