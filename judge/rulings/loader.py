"""Reading ``rulings/*.rules`` with ``grammar/rulings.lark`` into :class:`RuleRecord` objects."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from lark import Token, Transformer, v_args
from lark.exceptions import UnexpectedInput

from judge.cards.models import slugify
from judge.grammars import lalr_parser
from judge.importers.errors import PoolFileError
from judge.importers.fields import read_text
from judge.rulings.models import KINDS, Kind, RuleRecord

ATTRIBUTES = ("page", "date", "cards", "supersedes", "see", "param", "erratum", "ban", "term", "question", "note")
HEADER_KEYS = ("document", "id", "title", "date")


class RulingsFileError(ValueError):
    """A transcription that does not read; with the file and line."""

    def __init__(self, path: str, line: int | None, message: str) -> None:
        self.path = path
        self.line = line
        super().__init__(f"{path}:{line}: {message}" if line else f"{path}: {message}")


@dataclass
class _Heading:
    level: int
    title: str
    page: int | None
    line: int


@dataclass
class _Record:
    kind: str
    slug: str | None
    line: int
    text: list[str] = field(default_factory=list)
    attributes: list[tuple[str, str, int]] = field(default_factory=list)


@v_args(inline=True)
class RulingsTransformer(Transformer[Token, Any]):
    """``grammar/rulings.lark`` → header, headings and records, in order."""

    def start(self, header: dict[str, str], *items: Any) -> tuple[dict[str, str], list[Any]]:
        return header, list(items)

    def header(self, *metas: tuple[str, str, int]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for key, value, line in metas:
            if key not in HEADER_KEYS:
                raise RulingsFileError("", line, f"unknown header key {key!r}; expected {', '.join(HEADER_KEYS)}")
            out[key] = value
        return out

    def meta(self, token: Token) -> tuple[str, str, int]:
        key, value = str(token).split(":", 1)
        return key.strip(), value.strip(), token.line or 0

    def heading(self, token: Token) -> _Heading:
        marks, title = str(token).split(" ", 1)
        page = None
        match = re.search(r"\s*\[p\.(\d+)\]\s*$", title)
        if match:
            page = int(match.group(1))
            title = title[: match.start()]
        return _Heading(len(marks), title.strip(), page, token.line or 0)

    def record(self, head: Token, *body: Any) -> _Record:
        words = str(head).split()
        slug = words[2][1:] if len(words) > 2 else None
        record = _Record(words[1], slug, head.line or 0)
        for kind, value, line in body:
            if kind == "text":
                record.text.append(value)
            else:
                record.attributes.append((kind, value, line))
        return record

    def text_line(self, token: Token) -> tuple[str, str, int]:
        return "text", str(token).strip(), token.line or 0

    def attribute(self, token: Token) -> tuple[str, str, int]:
        key, value = str(token).strip()[1:].split(":", 1)
        return key.strip(), value.strip(), token.line or 0


def read_rulings_file(path: Path) -> list[RuleRecord]:
    """The records of one transcription.

    :raises RulingsFileError: for a file that cannot be read or is not UTF-8, that the grammar does not read, an
        unknown header key or attribute, a heading level that skips one, a missing header, or two records with one id
        — with the line.
    """
    try:
        text = read_text(path, "utf-8")
    except PoolFileError as exc:  # missing, too large, or not UTF-8: a rulings file all the same
        raise RulingsFileError(str(path), exc.line, exc.message) from None
    try:
        tree = lalr_parser("rulings").parse(text if text.endswith("\n") else text + "\n")
    except UnexpectedInput as exc:
        raise RulingsFileError(str(path), exc.line, "not a rulings line here (see rulings/README.md)") from None
    try:
        header, items = RulingsTransformer().transform(tree)
    except Exception as exc:
        cause = getattr(exc, "orig_exc", exc)
        if isinstance(cause, RulingsFileError):
            raise RulingsFileError(str(path), cause.line, str(cause).split(": ", 1)[-1]) from None
        raise
    for key in ("document", "id", "title"):
        if key not in header:
            raise RulingsFileError(str(path), 1, f"the header needs {key!r}")
    return _records(path, header, items)


def heading_keys(paths: list[tuple[str, ...]]) -> dict[tuple[str, ...], str]:
    """Each heading path's id part: the shortest tail of the path that no other heading shares
    (``("missions-phase", "battle", "resolving-damage")`` → ``resolving-damage``)."""
    keys: dict[tuple[str, ...], str] = {}
    for path in paths:
        keys[path] = "/".join(path)  # a path that is the tail of a longer one keeps all of itself
        for size in range(1, len(path) + 1):
            tail = path[-size:]
            if sum(1 for other in paths if other[-size:] == tail) == 1:
                keys[path] = "/".join(tail)
                break
    return keys


def _records(path: Path, header: dict[str, str], items: list[Any]) -> list[RuleRecord]:
    stack: list[_Heading] = []
    placed: list[tuple[list[_Heading], _Record]] = []
    paths: list[tuple[str, ...]] = []
    for item in items:
        if isinstance(item, _Heading):
            if item.level > len(stack) + 1:
                raise RulingsFileError(str(path), item.line, f"heading level {item.level} skips a level")
            stack = [*stack[: item.level - 1], item]
            heading_path = tuple(slugify(h.title) for h in stack)
            if heading_path in paths:
                raise RulingsFileError(str(path), item.line, f"the heading {item.title!r} is given twice here")
            paths.append(heading_path)
            continue
        if not stack:
            raise RulingsFileError(str(path), item.line, "a record before the first heading")
        placed.append((stack, item))
    keys = heading_keys(paths)
    used: dict[str, int] = {}
    return [
        _record(path, header, headings, record, used, keys[tuple(slugify(h.title) for h in headings)])
        for headings, record in placed
    ]


def _record(
    path: Path, header: dict[str, str], stack: list[_Heading], item: _Record, used: dict[str, int], key: str
) -> RuleRecord:
    base = header["id"] + "/" + key
    if item.slug:
        record_id = f"{base}/{item.slug}"
        if record_id in used:
            raise RulingsFileError(str(path), item.line, f"the id {record_id!r} is given twice")
        used[record_id] = 1
    else:
        used[base] = used.get(base, 0) + 1
        record_id = base if used[base] == 1 else f"{base}-{used[base]}"
    if not item.text:
        raise RulingsFileError(str(path), item.line, "a record without text")
    if item.kind not in KINDS:
        raise RulingsFileError(str(path), item.line, f"unknown kind {item.kind!r}")
    fields: dict[str, Any] = {
        "page": next((h.page for h in reversed(stack) if h.page is not None), None),
        "date": header.get("date"),
        "cards": [],
        "supersedes": [],
        "see_also": [],
        "params": {},
        "errata": [],
        "bans": [],
        "notes": [],
    }
    for key, value, line in item.attributes:
        if key not in ATTRIBUTES:
            raise RulingsFileError(
                str(path), line, f"unknown attribute @{key}; expected one of {', '.join(ATTRIBUTES)}"
            )
        if key == "page":
            if not value.isdigit():
                raise RulingsFileError(str(path), line, f"@page must be a number, not {value!r}")
            fields["page"] = int(value)
        elif key == "date":
            fields["date"] = value
        elif key == "cards":
            fields["cards"] += [c.strip() for c in value.split(";") if c.strip()]
        elif key == "supersedes":
            fields["supersedes"] += [i.strip() for i in value.split(",") if i.strip()]
        elif key == "see":
            fields["see_also"] += [i.strip() for i in value.split(",") if i.strip()]
        elif key == "param":
            name, _, setting = value.partition("=")
            if not name.strip() or not setting.strip():
                raise RulingsFileError(str(path), line, "@param is 'name = value'")
            fields["params"][name.strip()] = setting.strip()
        elif key == "erratum":
            fields["errata"].append(value)
        elif key == "ban":
            fields["bans"].append(value)
        elif key in ("term", "question"):
            fields[key] = value
        else:
            fields["notes"].append(value)
    kind: Kind = item.kind
    return RuleRecord(
        id=record_id,
        kind=kind,
        document=header["document"],
        source=header["id"],
        source_title=header["title"],
        section=[h.title for h in stack],
        text=" ".join(item.text),
        file=path.name,
        line=item.line,
        **fields,
    )
