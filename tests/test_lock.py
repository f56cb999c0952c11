"""The environment the tests run in is the one ``uv.lock`` describes: every package judge needs, for running and for
testing, installed at the locked version. A ``.venv`` left from before a lock change (or filled by hand) is noticed
here instead of being trusted, and the lock is checked to be the one made from ``pyproject.toml``."""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable
from importlib import metadata
from typing import Any

from packaging.markers import Marker
from packaging.requirements import Requirement

from tests.conftest import ROOT

LOCK = ROOT / "uv.lock"
EXTRAS = ("test",)
"""The extras ``make test`` installs (``uv sync --locked --extra test``)."""


def _name(name: str) -> str:
    """A distribution name normalised as in PEP 503 (``PyYAML`` and ``pyyaml``, ``typing_extensions`` and
    ``typing-extensions`` are one)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def _lock() -> dict[str, Any]:
    with LOCK.open("rb") as f:
        return tomllib.load(f)


def _applies(dep: dict[str, Any]) -> bool:
    marker = dep.get("marker")
    return marker is None or Marker(marker).evaluate({"extra": ""})


def expected_versions(lock: dict[str, Any], extras: tuple[str, ...] = EXTRAS) -> dict[str, str]:
    """The version of every package the lock installs on this machine for judge with ``extras``: the project's
    dependencies and theirs, markers evaluated here."""
    packages: dict[str, list[dict[str, Any]]] = {}
    for package in lock["package"]:
        packages.setdefault(_name(package["name"]), []).append(package)
    root = next(p for p in lock["package"] if p.get("source", {}).get("editable") == ".")
    todo = [d for d in root.get("dependencies", []) if _applies(d)]
    for extra in extras:
        todo += [d for d in root.get("optional-dependencies", {}).get(extra, []) if _applies(d)]
    wanted: dict[str, str] = {}
    while todo:
        dep = todo.pop()
        name = _name(dep["name"])
        candidates = packages[name]
        package = next((p for p in candidates if p["version"] == dep.get("version", p["version"])), candidates[0])
        if name in wanted:
            continue
        wanted[name] = package["version"]
        todo += [d for d in package.get("dependencies", []) if _applies(d)]
        for extra in dep.get("extra", []):
            todo += [d for d in package.get("optional-dependencies", {}).get(extra, []) if _applies(d)]
    return wanted


def stale(wanted: dict[str, str], installed: Callable[[str], str]) -> list[str]:
    """What differs between the lock and the environment, one line a package (empty when they agree)."""
    problems = []
    for name, version in sorted(wanted.items()):
        try:
            have = installed(name)
        except metadata.PackageNotFoundError:
            problems.append(f"{name}: locked {version}, not installed")
            continue
        if have != version:
            problems.append(f"{name}: locked {version}, installed {have}")
    return problems


def test_installed_versions_are_the_locked_ones() -> None:
    """Run ``make test`` (it syncs the environment from the lock) when this fails."""
    problems = stale(expected_versions(_lock()), metadata.version)
    assert not problems, "the environment is not the locked one:\n" + "\n".join(problems)


def test_the_check_notices_a_stale_environment() -> None:
    wanted = expected_versions(_lock())
    assert {"pyyaml", "lark", "flask", "pydantic", "pytest", "mypy"} <= set(wanted)
    versions = dict(wanted, pyyaml="5.4.1")
    del versions["lark"]

    def installed(name: str) -> str:
        if name not in versions:
            raise metadata.PackageNotFoundError(name)
        return versions[name]

    assert stale(wanted, installed) == [
        f"lark: locked {wanted['lark']}, not installed",
        f"pyyaml: locked {wanted['pyyaml']}, installed 5.4.1",
    ]


def test_the_lock_is_made_from_pyproject() -> None:
    """Every requirement of ``pyproject.toml`` (dependencies and extras, with their ranges) is the one the lock was
    resolved for: an edited ``pyproject.toml`` without ``make lock`` fails here (and ``uv sync --locked`` refuses)."""
    with (ROOT / "pyproject.toml").open("rb") as f:
        project = tomllib.load(f)["project"]
    declared = {(_name(Requirement(r).name), str(Requirement(r).specifier), None) for r in project["dependencies"]}
    for extra, requirements in project.get("optional-dependencies", {}).items():
        declared |= {(_name(Requirement(r).name), str(Requirement(r).specifier), extra) for r in requirements}
    root = next(p for p in _lock()["package"] if p.get("source", {}).get("editable") == ".")
    locked = set()
    for dep in root["metadata"]["requires-dist"]:
        extra = re.search(r"extra == '([^']+)'", dep.get("marker", ""))
        locked.add(
            (
                _name(dep["name"]),
                str(Requirement(dep["name"] + dep.get("specifier", "")).specifier),
                extra.group(1) if extra else None,
            )
        )
    assert declared == locked


def test_the_makefile_installs_from_the_lock_with_a_pinned_uv() -> None:
    makefile = (ROOT / "Makefile").read_text()
    assert "sync --locked" in makefile and "--extra test" in makefile
    pinned = (ROOT / "tools" / "uv-requirements.txt").read_text()
    assert re.search(r"^uv==\d+\.\d+\.\d+ \\$", pinned, re.M) and "--hash=sha256:" in pinned
