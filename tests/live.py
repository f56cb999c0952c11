"""The application served on loopback and Debian's Chromium driven by Playwright: shared by the browser tests and the
live API checks."""

from __future__ import annotations

import shutil
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from flask import Flask
from werkzeug.serving import make_server

# the flags of the `env` library notes: headless, and no background networking (this machine's network is closed)
CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


@contextmanager
def served(app: Flask) -> Iterator[str]:
    """``app`` served on a free loopback port (threaded werkzeug) for the block: its base URL."""
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        thread.join(timeout=10)


def chromium_path() -> str:
    """Debian's Chromium; the test skips, saying why, where it is not installed."""
    for name in ("chromium", "chromium-browser"):
        found = shutil.which(name)
        if found:
            return found
    pytest.skip("Chromium is not installed: `make test` installs Debian's chromium package when it can (as root)")


@contextmanager
def chromium() -> Iterator[Any]:
    """Headless Chromium launched by Playwright for the block (the test skips without Playwright or Chromium)."""
    sync_api = pytest.importorskip("playwright.sync_api")
    executable = chromium_path()
    with sync_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_FLAGS)
        try:
            yield launched
        finally:
            launched.close()


def loaded(page: Any, selector: str) -> None:
    """Waits after a form is submitted until the new page shows ``selector`` and has finished loading: the element
    can be in the DOM before the stylesheets apply, and a layout or style read then is wrong (a phone-width
    overflow of 48px was seen once on a loaded machine)."""
    page.wait_for_selector(selector)
    page.wait_for_load_state("load")
