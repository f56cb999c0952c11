"""The user's saved card pool: files added with ``judge cards import``, kept under :func:`user_data_dir`.

A file is validated completely before anything is written, then copied in with an atomic rename, so a bad file or
an interrupted import changes nothing.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable
from pathlib import Path

from judge.importers import ImportReport, PoolFileError, read_card_file
from judge.paths import user_data_dir


def pool_dir() -> Path:
    return user_data_dir() / "pool"


def _files_dir() -> Path:
    return pool_dir() / "files"


def saved_pool_files() -> list[Path]:
    """The saved files, in the order they were first imported."""
    folder = _files_dir()
    return [folder / name for name in _read_manifest() if (folder / name).is_file()]


def import_card_file(
    path: Path, check: Callable[[list[ImportReport]], object] | None = None
) -> tuple[ImportReport, Path]:
    """Validates ``path`` and adds it to the saved pool (replacing an earlier import of the same file name).

    ``check`` receives the reports of every saved file with the new one in its place, before anything is written
    (the pool merges them): whatever it raises stops the import.

    :raises PoolFileError: if the file, or a file already saved, does not read; nothing is written then.
    :raises OSError: if the saved pool cannot be written.
    """
    report = read_card_file(path)
    name = path.name
    if name.startswith(".") or not name.strip():
        raise PoolFileError(path, "a card file's name must not start with '.'", None, "file")
    if check is not None:
        others = [read_card_file(p) for p in saved_pool_files() if p.name != name]
        check([*others, report])
    folder = _files_dir()
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / name
    _atomic_write(target, path.read_bytes())
    manifest = _read_manifest()
    if name not in manifest:
        manifest.append(name)
    _atomic_write(pool_dir() / "manifest.json", json.dumps(manifest, indent=2).encode())
    return report, target


def _read_manifest() -> list[str]:
    try:
        data = json.loads((pool_dir() / "manifest.json").read_text())
    except (OSError, ValueError):
        return []
    if not isinstance(data, list):
        return []
    return [name for name in data if isinstance(name, str) and "/" not in name and not name.startswith(".")]


def _atomic_write(target: Path, data: bytes) -> None:
    fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        Path(tmp).replace(target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
