"""Every file the command line takes is read to at most its limit plus one byte, whatever kind of file it is: an
endless device (``/dev/zero`` ran until the kernel killed the process at 24 GB), a named pipe (once read whole before
the size was checked), standard input. And JSON is measured before it is parsed: deep nesting is refused with its
place, never a ``RecursionError``."""

from __future__ import annotations

import contextlib
import io
import json
import os
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from judge.cli import main
from judge.inputs import InputTooLargeError, JsonInputError, load_json, read_bounded, read_stream

ZERO = Path("/dev/zero")
needs_dev_zero = pytest.mark.skipif(not ZERO.exists(), reason="no /dev/zero on this system")


class CountingStream(io.RawIOBase):
    """An endless stream of zeros that counts the bytes handed out."""

    def __init__(self) -> None:
        self.handed = 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: memoryview) -> int:  # type: ignore[override]
        buffer[:] = b"\0" * len(buffer)
        self.handed += len(buffer)
        return len(buffer)


def test_an_endless_stream_is_read_to_the_limit_plus_one_byte_only() -> None:
    stream = CountingStream()
    with pytest.raises(InputTooLargeError, match="larger than 1,000 bytes"):
        read_stream(io.BufferedReader(stream, buffer_size=64), 1000)
    assert stream.handed <= 1000 + 64  # the limit plus one byte, rounded up to one buffer


def test_a_stream_within_the_limit_is_read_whole() -> None:
    assert read_stream(io.BytesIO(b"x" * 1000), 1000) == b"x" * 1000


@needs_dev_zero
def test_dev_zero_is_refused_not_read_forever() -> None:
    with pytest.raises(InputTooLargeError):
        read_bounded(ZERO, 10_000)


@pytest.fixture
def fifo(tmp_path: Path) -> Iterator[Path]:
    """A named pipe fed 40 MB of text by a thread (more than any limit: card files take 32 MB), then closed."""
    if not hasattr(os, "mkfifo"):
        pytest.skip("no named pipes on this system")
    path = tmp_path / "pipe.yaml"
    os.mkfifo(path)
    written = threading.Event()

    def feed() -> None:
        try:
            with path.open("wb") as pipe:
                for _ in range(640):
                    pipe.write(b"# " + b"x" * 65_533 + b"\n")
        except BrokenPipeError:  # the reader stopped at its limit: what the test wants
            pass
        finally:
            written.set()

    thread = threading.Thread(target=feed, daemon=True)
    thread.start()
    yield path
    # Let the writer finish, whether or not the command under test read the pipe. Opened without waiting for a
    # writer: a blocking open here, racing the writer's own close, once waited for ever.
    deadline = time.monotonic() + 10
    while thread.is_alive() and time.monotonic() < deadline:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
        try:
            while thread.is_alive() and time.monotonic() < deadline:
                try:
                    if not os.read(fd, 1 << 16):
                        time.sleep(0.01)  # no writer at the moment: wait for it to open, or to end
                except BlockingIOError:
                    time.sleep(0.01)
        finally:
            os.close(fd)
    thread.join(timeout=10)
    assert written.is_set()


@needs_dev_zero
@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["validate"], "larger than"),
        (["simulate"], "scenarios are limited to"),
        (["scenario", "to-text"], "scenarios are limited to"),
        (["scenario", "to-yaml"], "scenarios are limited to"),
        (["cards", "import"], "larger than"),
    ],
)
def test_cli_refuses_an_endless_device(argv: list[str], expected: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*argv, str(ZERO)]) == 2
    err = capsys.readouterr().err
    assert expected in err and "Traceback" not in err and len(err.splitlines()) == 1


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["validate"], "larger than"),
        (["simulate"], "scenarios are limited to"),
        (["scenario", "to-text"], "scenarios are limited to"),
        (["cards", "import"], "larger than"),
    ],
)
def test_cli_refuses_a_named_pipe_past_its_limit(
    argv: list[str], expected: str, fifo: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([*argv, str(fifo)]) == 2
    assert expected in capsys.readouterr().err


def test_a_scenario_on_standard_input_past_the_limit_is_refused_not_cut(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Standard input was read to 300,000 characters and the rest dropped in silence."""
    from judge.simulate import MAX_SCENARIO_BYTES

    body = ("game: mechchess\n" + "#" * MAX_SCENARIO_BYTES + "\n").encode()
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(body)))
    assert main(["simulate", "-"]) == 2
    assert "scenarios are limited to" in capsys.readouterr().err


def test_a_card_file_in_a_named_pipe_is_imported_reading_it_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The format is chosen from the file's first bytes and the file is saved as it was checked: a pipe cannot be
    opened a second time (the import once read it again to save it, and waited for ever)."""
    if not hasattr(os, "mkfifo"):
        pytest.skip("no named pipes on this system")
    path = tmp_path / "cards.yaml"
    os.mkfifo(path)
    card = "game: domination\nsource: {document: x, title: x}\ncards:\n"
    card += "  - {name: Zorblax, card_type: Resource, industry: 1, lostech: 0}\n"

    def feed() -> None:
        with path.open("w", encoding="utf-8") as pipe:
            pipe.write(card)

    def unblock() -> None:  # if the command opens the pipe again, give it an end instead of hanging the suite
        if not finished.wait(20):
            with contextlib.suppress(OSError), path.open("w", encoding="utf-8"):
                pass

    finished = threading.Event()
    threading.Thread(target=feed, daemon=True).start()
    guard = threading.Thread(target=unblock, daemon=True)
    guard.start()
    try:
        code = main(["cards", "import", str(path)])
    finally:
        finished.set()
    out, err = capsys.readouterr()
    assert code == 0, err
    assert "1 records" in out
    from judge.paths import user_data_dir

    assert (user_data_dir() / "pool" / "files" / "cards.yaml").read_text(encoding="utf-8") == card


@pytest.mark.parametrize("opening", ["[", '{"a": '])
@pytest.mark.parametrize("levels", [65, 400, 100_000])
def test_json_nested_too_deep_is_refused_with_its_place(opening: str, levels: int) -> None:
    text = "\n  " + opening * levels
    with pytest.raises(JsonInputError, match="nested deeper than 64 levels") as caught:
        load_json(text)
    assert (caught.value.line, caught.value.column) == (2, 3 + 64 * len(opening))


def test_json_brackets_inside_strings_do_not_count() -> None:
    text = json.dumps({"text": "[" * 10_000, "more": ["{" * 500]})
    assert load_json(text)["more"] == ["{" * 500]
    assert load_json(json.dumps([[[1]]] * 1000)) == [[[1]]] * 1000


def test_json_that_is_not_json_says_where() -> None:
    with pytest.raises(JsonInputError, match="not valid JSON") as caught:
        load_json('{"a": 1,\n "b": }')
    assert caught.value.line == 2


def test_a_nul_byte_in_yaml_is_refused_with_its_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Once: 'scenario:None: not valid YAML: not valid YAML'."""
    path = tmp_path / "nul.yaml"
    path.write_bytes(b"game: bttcg\nplayers: [a\x00b]\n")
    assert main(["simulate", str(path)]) == 2
    err = capsys.readouterr().err
    assert f"{path}:2: not valid YAML: character 0x00 (a control character) is not allowed" in err
    assert "None" not in err


def test_many_values_without_aliases_are_not_blamed_on_aliases() -> None:
    import yaml

    from judge.importers.yamlfile import MAX_VALUES, YamlDocument

    with pytest.raises(yaml.YAMLError, match=f"has more than {MAX_VALUES:,} values\n"):
        YamlDocument("cards: [" + ", ".join(["1"] * (MAX_VALUES + 1)) + "]")


def test_a_refusal_of_the_system_is_exit_2_with_the_file_and_what_to_do(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A read-only JUDGE_HOME or a full disk was 'internal error: OSError', exit 1 (root ignores file modes, so the
    refusal is made here as the system would make it)."""
    import errno

    from judge import cli
    from judge.paths import user_data_dir

    target = user_data_dir() / "pool" / "manifest.json"

    def refused(_args: object) -> None:
        raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(target))

    monkeypatch.setattr(cli, "cmd_cards_import", refused)
    assert main(["cards", "import", "x.txt"]) == 2
    err = capsys.readouterr().err
    assert f"{target}: Read-only file system" in err and "set JUDGE_HOME" in err and "internal error" not in err


def test_serve_on_a_port_in_use_says_so_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    import socket

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        assert main(["serve", "--port", str(port)]) == 2
    err = capsys.readouterr().err
    assert f"127.0.0.1:{port} cannot be served" in err and len(err.splitlines()) == 1
