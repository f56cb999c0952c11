"""The search index's folders: verified on open, rebuilt into a new folder when damaged, old folders removed
(issue 20, item 5 "index").

Under the index root each build is a folder ``<content digest>-<build time>`` holding Whoosh's files, an empty
``.readers`` file and the ``READY`` marker, written last, with a SHA-256 of every index file. Opening an index
verifies those checksums (a truncated segment, a garbage TOC, a deleted file or a missing marker are all damage);
when no folder of the content verifies, one builder at a time (``fcntl.flock`` on ``build.lock`` in the root) builds
a new folder in a temporary one renamed into place, then removes the folders no one needs: the damaged and
superseded builds of this content, half-built temporary folders, and all but the newest :data:`KEEP_OTHER_CONTENTS`
indexes of other contents.

Readers of a folder that is being replaced never break: a reader holds a shared ``flock`` on the folder's
``.readers`` file for as long as it has the index open (gunicorn's workers, forked after ``judge serve`` built it,
each open their own), and a folder is removed only by whoever takes its exclusive lock without waiting.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import json
import shutil
import time
from collections.abc import Iterator
from pathlib import Path
from typing import IO

from judge.inputs import load_json, read_bounded

READY = "READY"
MAX_READY_BYTES = 1_000_000
READERS = ".readers"
BUILD_LOCK = "build.lock"
KEEP_OTHER_CONTENTS = 2
"""Indexes of other contents kept beside the current one (another pool served or searched lately)."""


def _index_files(folder: Path) -> list[Path]:
    """The files the index consists of: everything but the marker, the readers' lock file and Whoosh's writer lock
    (left empty after the build)."""
    return sorted(p for p in folder.iterdir() if p.name not in (READY, READERS) and not p.name.endswith("WRITELOCK"))


def _sha256(path: Path) -> str:
    sha = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            sha.update(block)
    return sha.hexdigest()


def seal(folder: Path, counts: dict[str, int]) -> None:
    """Finishes a build in ``folder``: the readers' lock file, then the marker with the checksums (written last)."""
    (folder / READERS).touch()
    files = {p.name: _sha256(p) for p in _index_files(folder) if p.is_file()}
    (folder / READY).write_text(json.dumps({**counts, "files": files}, indent=1))


def damage(folder: Path) -> str | None:
    """Why ``folder`` is not a sound index (``None`` when every file is there, unchanged since it was sealed)."""
    try:
        marker = load_json(read_bounded(folder / READY, MAX_READY_BYTES).decode("utf-8"))
        files = marker["files"]
        if not isinstance(files, dict):
            raise TypeError("files")
        present = {p.name: p for p in _index_files(folder)}
    except FileNotFoundError:
        return "no READY marker (a build that did not finish, or a deleted marker)"
    except (OSError, ValueError, TypeError, KeyError) as exc:
        return f"its READY marker is damaged ({type(exc).__name__})"
    if set(files) != set(present):
        missing, extra = sorted(set(files) - set(present)), sorted(set(present) - set(files))
        return f"files missing {missing}, unexpected {extra}"
    for name, path in present.items():
        try:
            if _sha256(path) != files[name]:
                return f"{name} changed since it was built"
        except OSError as exc:
            return f"{name} cannot be read ({exc.strerror})"
    return None


def candidates(root: Path, digest: str) -> list[Path]:
    """The built folders of one content, newest first (the folder named by the digest alone is the layout before
    checksums, damaged by definition: it has none)."""
    if not root.is_dir():
        return []
    return sorted((p for p in root.glob(f"{digest}-*") if p.is_dir()), key=lambda p: p.name, reverse=True)


def new_folder(root: Path, digest: str) -> Path:
    """A folder name no build used yet: the digest and the build time (nanoseconds, so names sort by age)."""
    return root / f"{digest}-{time.time_ns():020d}"


def open_readers(folder: Path) -> IO[bytes] | None:
    """The shared lock a reader holds on ``folder`` while it has the index open; ``None`` if the folder is gone or
    being removed."""
    try:
        handle = (folder / READERS).open("rb")
    except OSError:
        return None
    fcntl.flock(handle.fileno(), fcntl.LOCK_SH)
    if not (folder / READERS).exists():  # removed between the open and the lock
        handle.close()
        return None
    return handle


@contextlib.contextmanager
def build_lock(root: Path) -> Iterator[None]:
    """One builder at a time under ``root``."""
    root.mkdir(parents=True, exist_ok=True)
    with (root / BUILD_LOCK).open("a+b") as handle:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle.fileno(), fcntl.LOCK_UN)


def tidy(root: Path, keep: Path, digest: str) -> None:
    """Removes the folders :func:`remove_old` would when some are there and no builder is at work; a root this
    process cannot write is left as it is (tidying is housekeeping: the index opened is sound)."""
    try:
        names = [p.name for p in root.iterdir() if p.is_dir() and p != keep]
        if not any(n.startswith((".", digest)) for n in names) and len(names) <= KEEP_OTHER_CONTENTS:
            return
        with (root / BUILD_LOCK).open("a+b") as handle:
            try:
                fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                return  # a builder is at work: it removes them
            try:
                remove_old(root, keep, digest)
            finally:
                fcntl.flock(handle.fileno(), fcntl.LOCK_UN)
    except OSError:
        return


def remove_old(root: Path, keep: Path, digest: str) -> list[Path]:
    """Removes, under the build lock, the folders no one needs and no one reads: temporary folders of builds that
    did not finish, the other builds of ``digest`` (damaged or superseded), and the indexes of other contents but
    the newest :data:`KEEP_OTHER_CONTENTS`. A folder a reader holds stays. Returns the folders removed."""
    others: list[tuple[float, Path]] = []
    doomed: list[Path] = []
    for path in root.iterdir():
        if not path.is_dir() or path == keep:
            continue
        if path.name.startswith(".") or path.name == digest or path.name.startswith(f"{digest}-"):
            doomed.append(path)
            continue
        try:
            others.append(((path / READY).stat().st_mtime, path))
        except OSError:
            doomed.append(path)  # never finished, or its marker was deleted
    others.sort(reverse=True)
    doomed += [path for _, path in others[KEEP_OTHER_CONTENTS:]]
    return [path for path in doomed if _remove_unread(path)]


def _remove_unread(folder: Path) -> bool:
    try:
        handle = (folder / READERS).open("rb")
    except OSError:
        shutil.rmtree(folder, ignore_errors=True)  # no readers' file: no reader can hold it
        return not folder.exists()
    with handle:
        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False  # a reader has it open: removed by a later build
        (folder / READERS).unlink(missing_ok=True)  # a reader arriving now sees the folder going
        shutil.rmtree(folder, ignore_errors=True)
    return not folder.exists()
