"""Whether gunicorn's workers share the search index read-only, read from ``/proc`` (Linux): each worker's open
files (``/proc/<pid>/fd``, with the access mode from ``fdinfo``) and mapped files (``/proc/<pid>/maps``) under the
index folder, and whether anyone holds a lock on a Whoosh write-lock file there (``/proc/locks``)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

WRITE_MODES = (os.O_WRONLY, os.O_RDWR)


def workers_of(master: int) -> list[int]:
    """The child processes of ``master`` (gunicorn's arbiter): its workers."""
    children: list[int] = []
    for task in Path(f"/proc/{master}/task").glob("*"):
        try:
            children += [int(pid) for pid in (task / "children").read_text().split()]
        except OSError:
            continue
    return sorted(set(children))


def _open_files(pid: int, root: Path) -> list[tuple[str, bool]]:
    """The files under ``root`` that ``pid`` holds open, each with whether it is open for writing."""
    found = []
    for fd in Path(f"/proc/{pid}/fd").iterdir():
        try:
            target = str(fd.readlink())
            flags = int(
                next(
                    line
                    for line in Path(f"/proc/{pid}/fdinfo/{fd.name}").read_text().splitlines()
                    if line.startswith("flags:")
                ).split()[1],
                8,
            )
        except (OSError, StopIteration):
            continue
        if target.startswith(str(root)):
            found.append((target, (flags & os.O_ACCMODE) in WRITE_MODES))
    return found


def _mapped_files(pid: int, root: Path) -> set[str]:
    try:
        lines = Path(f"/proc/{pid}/maps").read_text().splitlines()
    except OSError:
        return set()
    return {
        line.split(maxsplit=5)[5]
        for line in lines
        if len(line.split(maxsplit=5)) == 6 and line.split(maxsplit=5)[5].startswith(str(root))
    }


def _locked(path: Path) -> bool:
    """Whether any process holds a lock on ``path`` (``/proc/locks`` lists each by device and inode)."""
    inode = path.stat().st_ino
    try:
        lines = Path("/proc/locks").read_text().splitlines()
    except OSError:
        return False
    return any(int(field.rsplit(":", 1)[1]) == inode for line in lines for field in line.split()[5:6] if ":" in field)


def check(master: int, root: Path) -> dict[str, Any]:
    """What each worker holds under the index root ``root``, and the verdict: every worker reads the same index
    folder, none holds a file of it open for writing, and no write lock exists."""
    workers = workers_of(master)
    per_worker = []
    folders: set[str] = set()
    writable = 0
    for pid in workers:
        files = _open_files(pid, root)
        mapped = _mapped_files(pid, root)
        held = {path for path, _ in files} | mapped
        folders |= {str(Path(path).parent) for path in held}
        writable += sum(1 for _, write in files if write)
        per_worker.append(
            {
                "pid": pid,
                "open_files": len(files),
                "mapped_files": len(mapped),
                "folders": sorted({str(Path(p).parent) for p in held}),
            }
        )
    locks = sorted(root.rglob("*LOCK*"))  # Whoosh leaves its (released) MAIN_WRITELOCK file after a build
    held_locks = [str(lock) for lock in locks if _locked(lock)]
    reading = [w for w in per_worker if w["folders"]]
    shared = len(workers) > 1 and len(reading) == len(workers) and len(folders) == 1
    return {
        "workers": per_worker,
        "index_folders": sorted(folders),
        "writable_index_files": writable,
        "lock_files": [str(lock) for lock in locks],
        "held_locks": held_locks,
        "shared_read_only": shared and writable == 0 and not held_locks,
    }
