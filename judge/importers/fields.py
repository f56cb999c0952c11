"""Reading the fields every BattleTech TCG card list has (stats, speed, mass, assets), with errors that say where."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from judge.cards.cost import CostError, parse_cost
from judge.cards.models import ASSETS, SPEEDS, Asset, Cost, Speed
from judge.importers.errors import PoolFileError
from judge.inputs import InputTooLargeError, read_bounded

MAX_FILE_BYTES = 32 * 1024 * 1024
"""A card file larger than this is refused before it is read (the whole community list is under 1 MB)."""


@dataclass(frozen=True)
class Where:
    """A place in a card file, for error messages."""

    path: str
    line: int

    def error(self, field: str, message: str) -> PoolFileError:
        return PoolFileError(self.path, message, self.line, field)


def read_file_bytes(path: Path) -> bytes:
    """The bytes of a card file of any kind (regular file, named pipe, device), read to at most
    :data:`MAX_FILE_BYTES` plus one byte.

    :raises PoolFileError: if the file is missing, cannot be read or is too large.
    """
    try:
        return read_bounded(path, MAX_FILE_BYTES)
    except InputTooLargeError:
        raise PoolFileError(path, f"larger than {MAX_FILE_BYTES:,} bytes, the limit of a card file") from None
    except OSError as exc:
        raise PoolFileError(path, f"cannot read the file: {exc.strerror or exc}") from None


def read_text(path: Path, encoding: str, data: bytes | None = None) -> str:
    """The file's text in ``encoding`` (a UTF-8 byte-order mark is dropped); ``data`` is its bytes when they were
    read already (a named pipe can be read only once).

    :raises PoolFileError: if the file is missing, too large, or not valid in that encoding (with the line).
    """
    if data is None:
        data = read_file_bytes(path)
    try:
        text = data.decode(encoding)
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise PoolFileError(path, f"byte 0x{data[exc.start]:02x} is not valid {encoding}", line, "encoding") from None
    return text.removeprefix("\ufeff")


def split_lines(text: str) -> list[str]:
    """Lines of a file with CRLF, LF or a mix of both."""
    return text.replace("\r\n", "\n").replace("\r", "\n").split("\n")


_STAT = re.compile(r"([+-]?)(\d+)")


def parse_stat(where: Where, field: str, value: str) -> tuple[int | None, bool]:
    """A printed stat: ``3``, ``+1``, ``-0``; empty or ``(n/a)`` is no stat. Returns the value and whether it was
    printed with a sign (a modifier).

    :raises PoolFileError: if the value is not a number.
    """
    value = value.strip()
    if value in ("", "(n/a)", "n/a"):
        return None, False
    match = _STAT.fullmatch(value)
    if not match:
        raise where.error(field, f"expected a number, '+N', '-N' or '(n/a)', found {value!r}")
    sign, digits = match.groups()
    number = int(digits)
    if number > 99:
        raise where.error(field, f"{value!r} is larger than any printed stat")
    return (-number if sign == "-" else number), bool(sign)


def parse_speed(where: Where, value: str) -> tuple[Speed | None, str | None]:
    """``Slow`` / ``Moderate`` / ``Fast`` (any case) or empty. A value that is one speed with letters lost at its
    start (``oderate``, page-layout debris of the spoiler) is read as that speed, with a warning.

    :raises PoolFileError: for anything else.
    """
    word = value.strip().lower()
    if not word:
        return None, None
    if word in SPEEDS:
        return word, None
    candidates = [s for s in SPEEDS if len(word) >= 3 and s.endswith(word)]
    if len(candidates) == 1:
        return candidates[0], f"speed {value.strip()!r} read as {candidates[0]!r}"
    raise where.error("Speed", f"expected Slow, Moderate or Fast, found {value.strip()!r}")


def parse_mass(where: Where, value: str) -> int | None:
    """``95 tons`` → 95; empty → ``None``.

    :raises PoolFileError: for anything else.
    """
    value = value.strip()
    if not value:
        return None
    match = re.fullmatch(r"(\d+)\s*(tons?)?", value)
    if not match:
        raise where.error("Mass", f"expected a mass such as '95 tons', found {value!r}")
    return int(match.group(1))


def parse_assets(where: Where, field: str, value: str) -> list[Asset]:
    """``A,L,M,P,T`` or ``P`` → asset letters; empty → none.

    :raises PoolFileError: for a letter that is not an asset.
    """
    letters = [part.strip() for part in re.split(r"[,\s]+", value.strip()) if part.strip()]
    out: list[Asset] = []
    for letter in letters:
        if letter not in ASSETS:
            raise where.error(field, f"{letter!r} is not an asset (A, L, M, P or T)")
        if letter not in out:
            out.append(letter)
    return out


def parse_cost_field(where: Where, field: str, value: str) -> Cost | None:
    """A cost column; empty is no cost.

    :raises PoolFileError: for a cost that does not parse, with the column of the problem.
    """
    if not value.strip() or value.strip() in ("(n/a)", "n/a"):
        return None
    try:
        return parse_cost(value)
    except CostError as exc:
        raise where.error(field, str(exc)) from None


def parse_armament(value: str) -> list[str]:
    """``2 Lg Lasers, 15 LRMs, AC/10`` → its weapons."""
    return [part.strip() for part in value.split(",") if part.strip()]


_ERRATA_NOTE = re.compile(r"\s*\bErrata:\s*(?P<note>.*)$", re.DOTALL)
_ERRATA_MARK = re.compile(r"\s*\((?P<note>Errata[^)]*)\)")


def split_errata(text: str) -> tuple[str, str | None]:
    """Separates the community list's errata notes from a card's text: ``"... Errata: Attack is 3"`` and
    ``"... (Errata)"``. The rulings apply errata; the importer only keeps the note."""
    notes: list[str] = []
    match = _ERRATA_NOTE.search(text)
    if match:
        notes.append(match.group("note").strip())
        text = text[: match.start()]
    for mark in _ERRATA_MARK.finditer(text):
        notes.append(mark.group("note").strip())
    text = _ERRATA_MARK.sub("", text)
    return text.strip(), ("; ".join(n for n in notes if n) or None)
