"""The benchmark suite's entry point (``benchmarks/run.py``) in its quick mode: every benchmark runs and the JSON
summary it writes holds each one's figures and baseline. No timing is asserted: the figures of a quick run mean
little, and the machine may be busy."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.conftest import BTTCG_DATA, ROOT

BENCHMARKS = ROOT / "benchmarks"
NEEDS_POOL = {"pool_load", "parse", "executable", "games"}


def _flatten(summary: dict[str, object]) -> None:
    sys.path.insert(0, str(BENCHMARKS))
    try:
        import run  # type: ignore[import-not-found]

        flat = run.flatten(summary)
        lines = run.compare(summary, summary)
    finally:
        sys.path.remove(str(BENCHMARKS))
    assert flat, "the summary has no figures"
    assert all(isinstance(value, float) and unit for value, unit in flat.values())
    assert len(lines) == len(flat) + 1  # a heading, then each figure with its change (none against itself)
    assert all("+0.0%" in line or line.rstrip().endswith("-") for line in lines[1:]), lines


def test_quick_suite_writes_a_summary(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    done = subprocess.run(
        [sys.executable, str(BENCHMARKS / "run.py"), "--quick", "--out", str(tmp_path)],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    latest = json.loads((tmp_path / "latest.json").read_text(encoding="utf-8"))
    written = [p for p in tmp_path.glob("*.json") if p.name != "latest.json"]
    assert len(written) == 1 and json.loads(written[0].read_text(encoding="utf-8")) == latest
    assert latest["quick"] is True
    assert latest["machine"]["cpus"] >= 1 and latest["machine"]["python"]
    assert set(latest["benchmarks"]) == {
        "pool_load", "parse", "search", "simulate", "domination", "games", "executable", "quiz_pages", "web_load"
    }  # fmt: skip
    have_data = BTTCG_DATA.exists()
    for name, outcome in latest["benchmarks"].items():
        assert outcome["ok"], (name, outcome)
        if name in NEEDS_POOL and not have_data:
            assert outcome["skipped"], name
            continue
        assert outcome["skipped"] is None, (name, outcome["skipped"])
        assert outcome["figures"] and outcome["baseline"], name
        for part in ("figures", "baseline"):
            for label, value in outcome[part].items():
                assert isinstance(value["value"], int | float) and value["value"] >= 0, (name, label)
                assert value["unit"], (name, label)
        assert f"== {name}" in done.stdout
    web = latest["benchmarks"]["web_load"]
    assert set(web["checks"]["errors"].values()) == {0}
    assert {"search rps", "card p95", "ask p99"} <= set(web["figures"])
    assert {"search rps", "card p95", "ask p99"} <= set(web["baseline"])
    assert web["checks"]["index"]["shared_read_only"] is True, web["checks"]["index"]
    _flatten(latest)
