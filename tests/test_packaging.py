"""``pip install .`` (not only an editable install) carries the data folders: the wheel is built, installed into a
folder of its own and run from outside the repository."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from tests.conftest import ROOT


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--quiet",
            "--no-deps",
            "--no-build-isolation",
            "-w",
            str(out),
            str(ROOT),
        ],
        check=True,
        capture_output=True,
        timeout=300,
    )
    return next(out.glob("judge-*.whl"))


def test_wheel_contains_every_data_folder(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    for expected in (
        "judge/_data/cards/domination.yaml",
        "judge/_data/cards/mechchess.yaml",
        "judge/_data/cards/bttcg-seeds.yaml",
        "judge/_data/grammar/cost.lark",
        "judge/_data/grammar/common.lark",
        "judge/_data/grammar/cardtext.lark",
        "judge/_data/grammar/selectors.lark",
        "judge/_data/grammar/conditions.lark",
        "judge/_data/grammar/durations.lark",
        "judge/_data/grammar/effects.lark",
        "judge/_data/grammar/triggers.lark",
        "judge/_data/templates/card.html",
        "judge/_data/templates/static/style.css",
    ):
        assert expected in names
    assert any(n.startswith("judge/_data/rulings/") for n in names) or (ROOT / "rulings").is_dir()


def test_installed_wheel_runs_outside_the_repository(wheel: Path, tmp_path: Path) -> None:
    site = tmp_path / "site"
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--target", str(site), str(wheel)],
        check=True,
        capture_output=True,
        timeout=300,
    )
    script = (
        "import json; from judge.paths import data_dir; from judge.pool import CardPool; "
        "from judge.cards.cost import parse_cost; "
        "pool = CardPool.load(include_saved=False, include_env=False); "
        "print(json.dumps({'cards': str(data_dir('cards')), 'templates': str(data_dir('templates')), "
        "'count': len(pool.cards), 'cost': str(parse_cost('6+3A'))}))"
    )
    env = {**os.environ, "PYTHONPATH": str(site), "JUDGE_HOME": str(tmp_path / "home")}
    env.pop("JUDGE_POOL", None)
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout)
    assert found["cards"].startswith(str(site)), "data must come from the installed package, not the checkout"
    assert found["templates"].startswith(str(site))
    assert found["count"] > 150
    assert found["cost"] == "6+3A"
