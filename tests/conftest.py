"""Shared fixtures. Tests that read ``../shared`` (the seeds and the community card data) skip with a clear message
where it is absent, as in a user's fresh clone."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from flask import Flask
from flask.testing import FlaskClient

from judge.pool import CardPool
from judge.web import create_app

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
SEEDS = SHARED / "seeds"
BTTCG_DATA = SHARED / "data" / "bttcg"
LACKEY = BTTCG_DATA / "lackey-setinfo.txt"
SPOILER = BTTCG_DATA / "ce-spoiler.txt"

SEED_FILES = {
    "000": "000_acca7c82293f8a9e.txt",
    "001": "001_07bae497539ef5e9.txt",
    "002": "002_f494d097c9a1be85.txt",
    "003": "003_267142275b0a771f.txt",
    "004": "004_a4666adfb3eeb5ea.txt",
}


def need(path: Path) -> Path:
    """``path`` if it exists, else skip the test saying what is missing."""
    if not path.exists():
        pytest.skip(f"{path} is absent: this test reads ../shared in place (it is not part of the repository)")
    return path


def seed_text(number: str) -> str:
    return need(SEEDS / SEED_FILES[number]).read_text(encoding="utf-8")


@pytest.fixture(scope="session")
def index_root(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One folder of search indexes for the whole run (an index is built once per content)."""
    return tmp_path_factory.mktemp("judge-index")


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch, index_root: Path) -> None:
    """No test reads or writes the real user's saved pool, and JUDGE_POOL from the caller's shell is ignored."""
    monkeypatch.setenv("JUDGE_HOME", str(tmp_path_factory.mktemp("judge-home")))
    monkeypatch.setenv("JUDGE_INDEX", str(index_root))
    monkeypatch.delenv("JUDGE_POOL", raising=False)


@pytest.fixture(scope="session")
def builtin_pool() -> CardPool:
    """The built-in cards only."""
    return CardPool.load(include_saved=False, include_env=False)


@pytest.fixture(scope="session")
def full_pool() -> CardPool:
    """The built-in cards with both community files."""
    return CardPool.load([need(LACKEY), need(SPOILER)], include_saved=False, include_env=False)


@pytest.fixture(scope="session")
def current_pool(full_pool: CardPool) -> CardPool:
    """The community pool with the rulings' errata applied, as ``judge simulate`` and the web service read it (a
    card plays as its current text: Bait and Switch's errata)."""
    from judge.knowledge import KnowledgeBase

    return KnowledgeBase.from_pool(full_pool).pool


@pytest.fixture(scope="session")
def app() -> Flask:
    """The application over the built-in cards plus the community files when ../shared is present."""
    files = [p for p in (LACKEY, SPOILER) if p.exists()]
    return create_app(pool=CardPool.load(files, include_saved=False, include_env=False), TESTING=True)


@pytest.fixture
def client(app: Flask) -> Iterator[FlaskClient]:
    with app.test_client() as test_client:
        yield test_client


OWN_SCRIPT = re.compile(r'<script src="/static/[\w.-]+\.js"(?: defer)?></script>')


def without_own_scripts(text: str) -> str:
    """A page without the service's own script tags (the search boxes' autocomplete.js on every page), so a test can
    hold that no other ``<script`` is in it: user and card text stay text."""
    return OWN_SCRIPT.sub("", text)
