"""Errors of the card-file importers: always with the file, the line and the field."""

from __future__ import annotations

from pathlib import Path


class PoolFileError(ValueError):
    """A card file that cannot be read as it is. Nothing of the file is used.

    ``line`` is 1-based (``None`` when the problem is the file as a whole); ``field`` names the column or field.
    """

    def __init__(self, path: str | Path, message: str, line: int | None = None, field: str | None = None) -> None:
        self.path = str(path)
        self.line = line
        self.field = field
        self.message = message
        where = self.path if line is None else f"{self.path}:{line}"
        what = f"field {field!r}: " if field else ""
        super().__init__(f"{where}: {what}{message}")
