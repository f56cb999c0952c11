"""The user's saved card pool: files added with ``judge cards import``, kept under :func:`user_data_dir`.

A small transactional store (issue 20, "lost data"):

- ``pool/files/`` holds the saved files, ``pool/manifest.json`` lists them in the order they were first imported
  (:class:`Manifest`, validated on every read);
- an import holds an exclusive lock (``fcntl.flock`` on ``pool/.lock``) from reading the manifest to writing it, so
  two imports at once both land;
- every file, the manifest included, is written atomically (a temporary file, fsync, ``os.replace``): a bad file
  or an interrupted import changes nothing, and readers see the old manifest or the new one, never half of one;
- a damaged manifest, a listed file that is missing, or a saved file that does not read is a clear error naming it
  (:class:`PoolFileError`, exit 2), never an emptied pool; ``judge cards doctor`` (:func:`doctor`) rebuilds the
  manifest from the readable files and moves the others to ``pool/damaged/``, deleting nothing.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, StringConstraints, ValidationError

from judge.importers import ImportReport, PoolFileError, read_card_file
from judge.importers.fields import read_file_bytes
from judge.inputs import load_json, read_bounded
from judge.paths import user_data_dir

MAX_MANIFEST_BYTES = 1_000_000
"""A manifest lists file names: one this large is damage."""

DOCTOR_HINT = "run `judge cards doctor` to rebuild the saved pool from its readable files"

FileName = Annotated[str, StringConstraints(min_length=1, max_length=255, pattern=r"^[^./\x00][^/\x00]*$")]


class Manifest(BaseModel):
    """``pool/manifest.json``: the saved files, in the order they were first imported. Older versions wrote the
    bare list of names, which still reads."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    version: Literal[1] = 1
    files: tuple[FileName, ...] = ()


def pool_dir() -> Path:
    return user_data_dir() / "pool"


def _files_dir() -> Path:
    return pool_dir() / "files"


def _manifest_path() -> Path:
    return pool_dir() / "manifest.json"


def saved_pool_files() -> list[Path]:
    """The saved files, in the order they were first imported.

    :raises PoolFileError: if the manifest is damaged, or lists a file that is gone (naming it).
    """
    folder = _files_dir()
    paths = [folder / name for name in _read_manifest().files]
    for path in paths:
        if not path.is_file():
            raise PoolFileError(path, f"a file of the saved pool is missing; {DOCTOR_HINT}", None, "file")
    return paths


def read_saved_file(path: Path) -> ImportReport:
    """A saved file's report.

    :raises PoolFileError: if it does not read, with its line and the way to repair the saved pool.
    """
    try:
        return read_card_file(path)
    except PoolFileError as exc:
        raise PoolFileError(
            exc.path, f"{exc.message} (a file of the saved pool; {DOCTOR_HINT})", exc.line, exc.field
        ) from None


@contextlib.contextmanager
def _locked() -> Iterator[None]:
    """The saved pool's exclusive lock, held by one writer at a time (the readers need none: every write is an
    atomic rename)."""
    pool_dir().mkdir(parents=True, exist_ok=True)
    with (pool_dir() / ".lock").open("a+b") as handle:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle.fileno(), fcntl.LOCK_UN)


def import_card_file(
    path: Path, check: Callable[[list[ImportReport]], object] | None = None
) -> tuple[ImportReport, Path]:
    """Validates ``path`` and adds it to the saved pool (replacing an earlier import of the same file name).

    ``check`` receives the reports of every saved file with the new one in its place, before anything is written
    (the pool merges them): whatever it raises stops the import.

    :raises PoolFileError: if the file, the manifest or a file already saved does not read; nothing is written then.
    :raises OSError: if the saved pool cannot be written.
    """
    data = read_file_bytes(path)  # read once: what is saved is what was checked (and a named pipe reads only once)
    report = read_card_file(path, data)
    name = path.name
    if name.startswith(".") or not name.strip() or "\x00" in name:
        raise PoolFileError(path, "a card file's name must not start with '.'", None, "file")
    with _locked():
        if check is not None:
            others = [read_saved_file(p) for p in saved_pool_files() if p.name != name]
            check([*others, report])
        manifest = _read_manifest()
        folder = _files_dir()
        folder.mkdir(parents=True, exist_ok=True)
        target = folder / name
        _atomic_write(target, data)
        if name not in manifest.files:
            _write_manifest(Manifest(files=(*manifest.files, name)))
    return report, target


def _read_manifest() -> Manifest:
    """The manifest; an empty one when the saved pool was never written.

    :raises PoolFileError: if it is damaged (not JSON, not the schema), or missing while files are saved.
    """
    path = _manifest_path()
    try:
        raw = read_bounded(path, MAX_MANIFEST_BYTES)
    except FileNotFoundError:
        folder = _files_dir()
        saved = sorted(p.name for p in folder.iterdir() if not p.name.startswith(".")) if folder.is_dir() else []
        if saved:
            raise PoolFileError(
                path, f"the saved pool's manifest is missing but {len(saved)} files are saved; {DOCTOR_HINT}"
            ) from None
        return Manifest()
    except OSError as exc:
        raise PoolFileError(path, f"the saved pool's manifest cannot be read ({exc.strerror}); {DOCTOR_HINT}") from None
    try:
        return _parse_manifest(raw)
    except (ValueError, ValidationError) as exc:
        reason = exc.errors()[0]["msg"] if isinstance(exc, ValidationError) else str(exc).splitlines()[0]
        raise PoolFileError(path, f"the saved pool's manifest is damaged ({reason}); {DOCTOR_HINT}") from None


def _parse_manifest(raw: bytes) -> Manifest:
    """:raises ValueError: not JSON (a truncated file); :raises ValidationError: not the schema."""
    data: Any = load_json(raw.decode("utf-8"))
    if isinstance(data, list):  # the first version's bare list of names
        data = {"files": data}
    manifest = Manifest.model_validate(data)
    if len(set(manifest.files)) != len(manifest.files):
        raise ValueError("a file is listed twice")
    return manifest


def _write_manifest(manifest: Manifest) -> None:
    _atomic_write(_manifest_path(), (manifest.model_dump_json(indent=2) + "\n").encode())


def _atomic_write(target: Path, data: bytes) -> None:
    fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        Path(tmp).replace(target)
        _fsync_dir(target.parent)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _fsync_dir(folder: Path) -> None:
    """Makes a rename durable (POSIX: the folder's entry is written when the folder is synced)."""
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


@dataclass
class SetAside:
    file: str
    moved_to: str
    reason: str


@dataclass
class DoctorReport:
    """What :func:`doctor` did: the files kept (in the manifest's order), those set aside and why, the names the
    manifest listed that were gone, and the old manifest when it was damaged (moved aside too)."""

    manifest: str
    manifest_was: str  # "ok", "damaged" or "missing"
    kept: list[str] = field(default_factory=list)
    set_aside: list[SetAside] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)

    def as_json(self) -> dict[str, Any]:
        return {
            "manifest": self.manifest,
            "manifest_was": self.manifest_was,
            "kept": self.kept,
            "set_aside": [vars(s) for s in self.set_aside],
            "missing": self.missing,
        }

    def as_text(self) -> str:
        lines = [f"{self.manifest}: was {self.manifest_was}; rebuilt with {len(self.kept)} saved files"]
        lines += [f"kept: {name}" for name in self.kept]
        lines += [f"set aside: {s.file} -> {s.moved_to}: {s.reason}" for s in self.set_aside]
        lines += [f"missing (dropped from the manifest): {name}" for name in self.missing]
        return "\n".join(lines)


def doctor(check: Callable[[list[ImportReport]], object] | None = None) -> DoctorReport:
    """Rebuilds the manifest from the saved files that read, losing nothing readable: the manifest's order is kept
    for the files it listed, the other saved files follow by name; a file that does not read (and a damaged
    manifest) is moved to ``pool/damaged/``, never deleted.

    ``check`` is the whole pool's check of :func:`import_card_file` (the pool merges the reports): when the kept
    files fail it together, they are checked again one by one in order, and each file whose addition makes it fail
    is set aside too (the files before it merge; the reason names the failure).

    :raises OSError: if the saved pool cannot be written.
    """
    with _locked():
        path = _manifest_path()
        order: tuple[str, ...] = ()
        state = "ok"
        damaged_dir = pool_dir() / "damaged"
        report = DoctorReport(manifest=str(path), manifest_was="ok")
        try:
            order = _parse_manifest(read_bounded(path, MAX_MANIFEST_BYTES)).files
        except FileNotFoundError:
            state = "missing"
        except (ValueError, ValidationError) as exc:
            state = "damaged"
            reason = exc.errors()[0]["msg"] if isinstance(exc, ValidationError) else str(exc).splitlines()[0]
            report.set_aside.append(SetAside(str(path), str(_move_aside(path, damaged_dir)), reason))
        report.manifest_was = state
        folder = _files_dir()
        present = sorted(p.name for p in folder.iterdir() if not p.name.startswith(".")) if folder.is_dir() else []
        report.missing = [name for name in order if name not in present]
        reports: dict[str, ImportReport] = {}
        for name in [*(n for n in order if n in present), *(n for n in present if n not in order)]:
            file = folder / name
            try:
                if not file.is_file():
                    raise PoolFileError(file, "not a regular file")
                reports[name] = read_card_file(file)
            except PoolFileError as exc:
                report.set_aside.append(SetAside(str(file), str(_move_aside(file, damaged_dir)), str(exc)))
                continue
            report.kept.append(name)
        if check is not None and _fails(check, list(reports.values())) is not None:
            report.kept = _merging(check, reports, folder, damaged_dir, report)
        _write_manifest(Manifest(files=tuple(report.kept)))
        return report


def _fails(check: Callable[[list[ImportReport]], object], reports: list[ImportReport]) -> str | None:
    """Why the whole pool's check fails on ``reports`` (None when it passes)."""
    try:
        check(reports)
    except ValueError as exc:  # PoolFileError and pydantic's ValidationError among them
        return str(exc).splitlines()[0] if str(exc) else type(exc).__name__
    return None


def _merging(
    check: Callable[[list[ImportReport]], object],
    reports: dict[str, ImportReport],
    folder: Path,
    damaged_dir: Path,
    report: DoctorReport,
) -> list[str]:
    """The files that merge, added one by one in order; each whose addition fails the check is set aside."""
    kept: list[str] = []
    for name, found in reports.items():
        why = _fails(check, [reports[k] for k in kept] + [found])
        if why is None:
            kept.append(name)
            continue
        reason = f"the saved pool does not merge with it ({why})"
        report.set_aside.append(SetAside(str(folder / name), str(_move_aside(folder / name, damaged_dir)), reason))
    return kept


def _move_aside(path: Path, folder: Path) -> Path:
    """Moves ``path`` into ``folder`` under a name no earlier file there has."""
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / path.name
    number = 1
    while target.exists():
        target = folder / f"{path.name}.{number}"
        number += 1
    path.replace(target)
    return target
