"""End to end: ``judge serve`` under its production WSGI server, on the loopback interface, with the community
Lackey file from ``JUDGE_POOL``."""

from __future__ import annotations

import contextlib
import json
import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import LACKEY, need

HOST = "127.0.0.1"
START_TIMEOUT = 20.0


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((HOST, 0))
        return int(sock.getsockname()[1])


def fetch(url: str, timeout: float = 5.0) -> tuple[int, dict[str, str], str]:
    with urllib.request.urlopen(url, timeout=timeout) as response:
        return response.status, dict(response.headers), response.read().decode("utf-8")


def wait_until_up(process: subprocess.Popen[bytes], url: str, log: Path) -> None:
    deadline = time.monotonic() + START_TIMEOUT
    while time.monotonic() < deadline:
        if process.poll() is not None:
            pytest.fail(f"judge serve exited with {process.returncode}:\n{log.read_text(errors='replace')}")
        try:
            status, _headers, _body = fetch(url, timeout=1.0)
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            time.sleep(0.2)
            continue
        if status == 200:
            return
        time.sleep(0.2)
    pytest.fail(f"judge serve did not answer {url} within {START_TIMEOUT} s:\n{log.read_text(errors='replace')}")


def stop(process: subprocess.Popen[bytes]) -> None:
    if process.poll() is not None:
        return
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(timeout=10)


@contextlib.contextmanager
def judge_serve(tmp_path: Path, pool: str = "") -> Iterator[str]:
    """``judge serve`` (the installed script, one worker) on a free loopback port with ``JUDGE_POOL=pool`` and its
    own ``JUDGE_HOME``, answering: yields its base URL; stopped after, its log checked for tracebacks."""
    script = Path(sys.executable).parent / "judge"
    if not script.exists():
        pytest.skip(f"{script} is not installed")
    port = free_port()
    base = f"http://{HOST}:{port}"
    env = {
        **os.environ,
        "JUDGE_POOL": pool,
        "JUDGE_HOME": str(tmp_path / "home"),
        # gunicorn puts its control socket under $XDG_RUNTIME_DIR or $HOME: keep it in the temporary folder.
        "HOME": str(tmp_path),
        "XDG_RUNTIME_DIR": str(tmp_path),
    }
    log = tmp_path / "serve.log"
    with log.open("wb") as output:
        process = subprocess.Popen(
            [str(script), "serve", "--host", HOST, "--port", str(port), "--workers", "1"],
            env=env,
            stdout=output,
            stderr=subprocess.STDOUT,
        )
        try:
            wait_until_up(process, f"{base}/api", log)
            yield base
        finally:
            stop(process)
    assert process.returncode is not None
    assert "Traceback" not in log.read_text(errors="replace")


@pytest.mark.shared
def test_judge_serve_answers_card_pages_and_json(tmp_path: Path) -> None:
    lackey = need(LACKEY)
    with judge_serve(tmp_path, str(lackey)) as base:
        status, headers, summary = fetch(f"{base}/api")
        assert status == 200
        counts = json.loads(summary)["cards"]
        assert counts["domination"] == 84
        assert counts["bttcg"] > 100  # the Lackey file from JUDGE_POOL is loaded

        status, headers, page = fetch(f"{base}/cards/sunder-sd1-ob")
        assert status == 200
        assert headers["Content-Type"].startswith("text/html")
        assert "Sunder" in page
        assert "<h1>Sunder (SD1-OB)</h1>" in page
        assert headers["X-Content-Type-Options"] == "nosniff"
        assert "default-src 'self'" in headers["Content-Security-Policy"]

        status, headers, raw = fetch(f"{base}/api/cards/sunder-sd1-ob")
        assert status == 200
        assert headers["Content-Type"].startswith("application/json")
        card = json.loads(raw)["card"]
        assert card["name"] == "Sunder (SD1-OB)"
        assert card["attack"] == 3
        assert (card["armor"], card["structure"], card["cost_text"]) == (3, 10, "6+3A+3M+3T")

        with pytest.raises(urllib.error.HTTPError) as missing:
            fetch(f"{base}/api/cards/no-such-card-at-all")
        assert missing.value.code == 404
        assert "error" in json.loads(missing.value.read().decode("utf-8"))
