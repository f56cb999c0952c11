"""``judge serve`` against clients that misbehave, on loopback: slow clients do not take the service (issue 20: two
connections sending a header line every 5 s once held both sync workers for 30 s; a POST declaring 1,000 bytes and
sending 12 held a worker 30 s, then a 500), and gunicorn's own error answers carry the application's shape and
security headers. Bounded: a fixed number of connections and requests, each with a timeout, then the server stops."""

from __future__ import annotations

import contextlib
import json
import socket
import threading
import urllib.request
from collections.abc import Iterator

import pytest

from tests.test_serve import judge_serve

SLOW_CLIENTS = 10


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with judge_serve(tmp_path_factory.mktemp("serve")) as base:
        yield base.removeprefix("http://")


def _raw(address: str, request: bytes, timeout: float = 20.0) -> tuple[int, dict[str, str], bytes]:
    """Sends ``request`` as it is and reads the whole answer: status, headers, body."""
    host, port = address.split(":")
    with socket.create_connection((host, int(port)), timeout=timeout) as sock:
        sock.sendall(request)
        data = b""
        while True:
            try:
                chunk = sock.recv(65536)
            except TimeoutError:
                break
            if not chunk:
                break
            data += chunk
            head, _, body = data.partition(b"\r\n\r\n")
            length = next(
                (
                    int(line.split(b":")[1])
                    for line in head.split(b"\r\n")
                    if line.lower().startswith(b"content-length:")
                ),
                None,
            )
            if length is not None and len(body) >= length:
                break
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = dict(line.split(": ", 1) for line in lines[1:] if ": " in line)
    return int(lines[0].split()[1]), headers, body


def test_gunicorns_own_errors_have_our_shape_and_headers(server: str) -> None:
    status, headers, body = _raw(server, b"GET /api/search?q=" + b"a" * 5000 + b" HTTP/1.1\r\nHost: x\r\n\r\n")
    assert status == 414
    assert headers["Content-Type"] == "application/json"
    assert "default-src 'self'" in headers["Content-Security-Policy"] and headers["X-Content-Type-Options"] == "nosniff"
    assert json.loads(body)["error"]["status"] == 414
    many = b"".join(b"X-%d: y\r\n" % i for i in range(60))
    status, headers, body = _raw(server, b"GET /api HTTP/1.1\r\nHost: x\r\n" + many + b"\r\n")
    assert status == 431 and json.loads(body)["error"]["status"] == 431
    assert headers["X-Frame-Options"] == "DENY"


def test_a_body_shorter_than_declared_is_a_408_not_a_held_worker(server: str) -> None:
    request = (
        b"POST /api/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n"
        b'{"text": "ab'
    )
    status, _headers, body = _raw(server, request)
    assert status == 408
    assert "stopped short" in json.loads(body)["error"]["message"]


def test_slow_clients_held_open_do_not_stop_normal_traffic(server: str) -> None:
    """Ten connections dribbling a header line every second for the whole test, and meanwhile every ordinary
    request is answered."""
    host, port = server.split(":")
    stop_dripping = threading.Event()
    slow = [socket.create_connection((host, int(port)), timeout=5) for _ in range(SLOW_CLIENTS)]

    def drip() -> None:
        for sock in slow:
            sock.sendall(b"GET /api HTTP/1.1\r\nHost: x\r\n")
        for i in range(30):
            if stop_dripping.wait(1.0):
                return
            for sock in slow:
                with contextlib.suppress(OSError):  # the server gave up on it: what it should do in the end
                    sock.sendall(b"X-Slow-%d: y\r\n" % i)

    dripper = threading.Thread(target=drip, daemon=True)
    dripper.start()
    try:
        answered = 0
        for _ in range(20):
            with urllib.request.urlopen(f"http://{server}/api/search?q=ecm", timeout=10) as response:
                assert response.status == 200
                answered += 1
        assert answered == 20
    finally:
        stop_dripping.set()
        dripper.join(timeout=10)
        for sock in slow:
            sock.close()
