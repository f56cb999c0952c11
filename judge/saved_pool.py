"""The user's saved card pool: files added with ``judge cards import``, kept under :func:`user_data_dir`.

A file is validated completely before anything is written, then copied in with an atomic rename, so a bad file or
an interrupted import changes nothing.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

from judge.importers import ImportReport, read_card_file
from judge.paths import user_data_dir


def pool_dir() -> Path:
    return user_data_dir() / "pool"


def saved_pool_files() -> list[Path]:
    """The saved files, in the order they were first imported."""
    manifest = _read_manifest()
    folder = pool_dir()
    return [folder / name for name in manifest if (folder / name).is_file()]


def import_card_file(path: Path) -> tuple[ImportReport, Path]:
    """Validates ``path`` and adds it to the saved pool (replacing an earlier import of the same file name).

    :raises PoolFileError: if the file does not read; nothing is written then.
    :raises OSError: if the saved pool cannot be written.
    """
    report = read_card_file(path)
    folder = pool_dir()
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / path.name
    _atomic_write(target, path.read_bytes())
    manifest = _read_manifest()
    if path.name not in manifest:
        manifest.append(path.name)
    _atomic_write(folder / "manifest.json", json.dumps(manifest, indent=2).encode())
    return report, target


def _read_manifest() -> list[str]:
    try:
        data = json.loads((pool_dir() / "manifest.json").read_text())
    except (OSError, ValueError):
        return []
    return [name for name in data if isinstance(name, str) and "/" not in name] if isinstance(data, list) else []


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
