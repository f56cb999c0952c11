"""``make api-check``: the long schemathesis run against ``judge serve`` (gunicorn, two workers) on loopback, over
every operation of ``/api/openapi.json``: no 5xx, documented status codes and content types, schema-conforming
bodies. First, the hostile corpus (``tests/hostile/``) is replayed over HTTP (``tests/hostile_replay.py``). Reads
../shared's card files in place when they are there. Exit status: schemathesis's, or 1 when the corpus found a
problem."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from hostile_replay import replay_http  # tests/ is this script's folder

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
CHECKS = "not_a_server_error,response_schema_conformance,status_code_conformance,content_type_conformance"


def main() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    data = ROOT.parent / "shared" / "data" / "bttcg"
    pool = [str(data / name) for name in ("lackey-setinfo.txt", "ce-spoiler.txt") if (data / name).exists()]
    env = {**os.environ, "JUDGE_POOL": ":".join(pool)}
    serve = [str(BIN / "judge"), "serve", "--host", "127.0.0.1", "--port", str(port), "--workers", "2"]
    server = subprocess.Popen(serve, env=env, stdout=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}/api/openapi.json"
    try:
        for _ in range(1200):
            try:
                with urllib.request.urlopen(url, timeout=5):
                    break
            except OSError:
                if server.poll() is not None:
                    print("judge serve exited before it answered", file=sys.stderr)
                    return 1
                time.sleep(0.1)
        requests, problems = replay_http(f"http://127.0.0.1:{port}")
        print(f"hostile corpus: {requests} requests, {len(problems)} problems", flush=True)
        for found in problems:
            print(f"  {found}", flush=True)
        examples = os.environ.get("API_CHECK_EXAMPLES", "200")
        run = [str(BIN / "schemathesis"), "run", url, "--checks", CHECKS, "--max-examples", examples]
        code = subprocess.call([*run, "--request-timeout", "60", "--continue-on-failure", "--no-color"])
        return code or (1 if problems else 0)
    finally:
        server.terminate()
        server.wait(timeout=30)


if __name__ == "__main__":
    sys.exit(main())
