"""Importers for the community's card formats and the project's own card files."""

from __future__ import annotations

from pathlib import Path

from judge.importers import lackey, project, spoiler
from judge.importers.errors import PoolFileError
from judge.importers.fields import MAX_FILE_BYTES, read_file_bytes
from judge.importers.records import ImportReport

FORMATS = "a LackeyCCG setinfo.txt, a Commander's Edition spoiler list or a project card file (YAML with 'game:')"


def read_card_file(path: Path, data: bytes | None = None) -> ImportReport:
    """Reads a card file of any supported format, chosen by its content (and a ``.yaml`` name).

    :raises PoolFileError: for a file of no supported format, or one whose content does not read (with the line
        and field).
    """
    if data is None:
        data = read_file_bytes(path)  # once: a named pipe cannot be read again
    head = data[:4096].decode("utf-8", errors="replace").lstrip("\ufeff")
    if lackey.looks_like(head):
        return lackey.read_lackey(path, data)
    if spoiler.looks_like(head):
        return spoiler.read_spoiler(path, data)
    if project.looks_like(path, head):
        return project.read_project_file(path, data)
    raise PoolFileError(path, f"not a card file: expected {FORMATS}", 1, "format")


__all__ = ["FORMATS", "MAX_FILE_BYTES", "ImportReport", "PoolFileError", "read_card_file"]
