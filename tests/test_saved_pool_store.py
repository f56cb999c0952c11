"""The saved pool as a small transactional store (issue 20, item 4 "lost data"): imports serialised by a lock, the
manifest written atomically and validated on read, damage named (exit 2, one line) and repaired by
``judge cards doctor``, which loses nothing readable; a LackeyCCG list cut mid-row refused with its line."""

from __future__ import annotations

import json
import multiprocessing
import threading
from pathlib import Path
from typing import Any

import pytest

from judge import saved_pool
from judge.cli import main
from judge.importers import PoolFileError, read_card_file
from tests.conftest import LACKEY, need
from tests.test_cli import QUENTIN, ZORBLAX, one_error_line, run, run_json, write_lackey


def manifest(home: Path) -> list[str]:
    return list(json.loads((home / "pool" / "manifest.json").read_text())["files"])


@pytest.fixture
def home() -> Path:
    return saved_pool.user_data_dir()


def _import(path: str) -> None:
    saved_pool.import_card_file(Path(path))


def test_two_imports_at_once_both_land_issue20(tmp_path: Path, home: Path) -> None:
    """issue 20 item 4: two `judge cards import` at once both exit 0 and the manifest lists both (ten rounds of two
    processes started together)."""
    first = write_lackey(tmp_path / "first.txt", ZORBLAX)
    second = write_lackey(tmp_path / "second.txt", QUENTIN)
    context = multiprocessing.get_context("fork")
    for round_number in range(10):
        for path in (home / "pool" / "manifest.json", home / "pool" / "files" / "first.txt"):
            path.unlink(missing_ok=True)
        (home / "pool" / "files" / "second.txt").unlink(missing_ok=True)
        workers = [context.Process(target=_import, args=(str(p),)) for p in (first, second)]
        for worker in workers:
            worker.start()
        for worker in workers:
            worker.join()
        assert [w.exitcode for w in workers] == [0, 0], round_number
        assert sorted(manifest(home)) == ["first.txt", "second.txt"], round_number


def test_an_import_waits_for_the_one_holding_the_lock_issue20(
    tmp_path: Path, home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """issue 20 item 4: an import that read the manifest and has not written it yet holds the lock, so a second
    import cannot slip in between and be lost when the first writes its manifest."""
    first = write_lackey(tmp_path / "first.txt", ZORBLAX)
    second = write_lackey(tmp_path / "second.txt", QUENTIN)
    paused, resume = threading.Event(), threading.Event()
    real_read = saved_pool._read_manifest

    def slow_read() -> saved_pool.Manifest:
        found = real_read()
        if threading.current_thread().name == "first":
            paused.set()
            resume.wait(10)
        return found

    monkeypatch.setattr(saved_pool, "_read_manifest", slow_read)
    a = threading.Thread(target=_import, args=(str(first),), name="first")
    a.start()
    assert paused.wait(10)
    b = threading.Thread(target=_import, args=(str(second),), name="second")
    b.start()
    b.join(0.5)  # without the lock, the second import would finish here, before the first writes
    resume.set()
    a.join(10)
    b.join(10)
    assert sorted(manifest(home)) == ["first.txt", "second.txt"]


def test_manifest_is_json_of_its_schema_and_the_first_version_still_reads_issue20(tmp_path: Path, home: Path) -> None:
    """issue 20 item 4: the manifest is validated on read (pydantic); the bare list the first version wrote reads."""
    saved_pool.import_card_file(write_lackey(tmp_path / "cards.txt", ZORBLAX))
    assert json.loads((home / "pool" / "manifest.json").read_text()) == {"version": 1, "files": ["cards.txt"]}
    (home / "pool" / "manifest.json").write_text('["cards.txt"]')
    assert [p.name for p in saved_pool.saved_pool_files()] == ["cards.txt"]


@pytest.mark.parametrize(
    "damage",
    [
        b'{"version": 1, "files": ["car',
        b"\x00\x00\x00",
        b'{"version": 1, "files": ["../etc/passwd"]}',
        b"[1, 2]",
        b"[" * 100_000,
        b'["a.txt", "a.txt"]',
    ],
    ids=["truncated", "binary", "path-outside", "wrong-type", "deep", "twice"],
)
def test_damaged_manifest_is_a_clear_error_never_an_empty_pool_issue20(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, home: Path, damage: bytes
) -> None:
    """issue 20 item 4: a damaged manifest.json no longer empties the saved pool silently: every command that reads
    the pool, import included, exits 2 with one line naming it; the next import does not rewrite it."""
    assert main(["cards", "import", str(write_lackey(tmp_path / "cards.txt", ZORBLAX))]) == 0
    capsys.readouterr()
    (home / "pool" / "manifest.json").write_bytes(damage)
    for argv in (["card", "Zorblax Walker"], ["cards", "import", str(write_lackey(tmp_path / "new.txt", QUENTIN))]):
        code, out, err = run(capsys, *argv)
        assert (code, out) == (2, "")
        line = one_error_line(err)
        assert f"{home / 'pool' / 'manifest.json'}: the saved pool's manifest is damaged" in line
        assert "judge cards doctor" in line
    assert (home / "pool" / "manifest.json").read_bytes() == damage  # nothing rewritten


def test_missing_manifest_or_missing_saved_file_is_named_issue20(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, home: Path
) -> None:
    """issue 20 item 4: a deleted manifest while files are saved, or a listed file that is gone, is named (exit 2)."""
    assert main(["cards", "import", str(write_lackey(tmp_path / "cards.txt", ZORBLAX))]) == 0
    capsys.readouterr()
    (home / "pool" / "manifest.json").unlink()
    code, _out, err = run(capsys, "cards", "list")
    assert code == 2 and "manifest is missing but 1 files are saved" in one_error_line(err)
    (home / "pool" / "manifest.json").write_text('{"version": 1, "files": ["cards.txt", "gone.txt"]}')
    code, _out, err = run(capsys, "cards", "list")
    assert (
        code == 2
        and f"{home / 'pool' / 'files' / 'gone.txt'}: field 'file': a file of the saved pool is missing"
        in (one_error_line(err))
    )


def test_corrupt_saved_file_is_named_and_doctor_sets_it_aside_issue20(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, home: Path
) -> None:
    """issue 20 item 4: a saved file that no longer reads is an error naming it and its line, with the repair;
    `judge cards doctor` moves it to damaged/ (never deletes it), keeps every readable file in order, and every
    command works again."""
    for path in (write_lackey(tmp_path / "a.txt", ZORBLAX), write_lackey(tmp_path / "b.txt", QUENTIN)):
        assert main(["cards", "import", str(path)]) == 0
    capsys.readouterr()
    broken = home / "pool" / "files" / "a.txt"
    damaged_bytes = broken.read_bytes().replace(b"4+2A", b"4+2Q")
    broken.write_bytes(damaged_bytes)
    code, _out, err = run(capsys, "card", "Quentin's Folly")
    line = one_error_line(err)
    assert code == 2 and f"{broken}:2: field 'Cost'" in line and "judge cards doctor" in line

    report = run_json(capsys, "cards", "doctor")
    assert report["manifest_was"] == "ok"
    assert report["kept"] == ["b.txt"]
    assert [(s["file"], s["moved_to"]) for s in report["set_aside"]] == [
        (str(broken), str(home / "pool" / "damaged" / "a.txt"))
    ]
    assert "field 'Cost'" in report["set_aside"][0]["reason"]
    assert (home / "pool" / "damaged" / "a.txt").read_bytes() == damaged_bytes  # kept, not deleted
    assert manifest(home) == ["b.txt"]
    assert run_json(capsys, "card", "Quentin's Folly")["card"]["name"] == "Quentin's Folly"


def test_doctor_rebuilds_a_damaged_manifest_losing_nothing_readable_issue20(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, home: Path
) -> None:
    """issue 20 item 4: after a truncated manifest, `judge cards doctor` finds every readable saved file (the ones
    the manifest no longer names too), moves the damaged manifest aside, and says what it kept."""
    for path in (write_lackey(tmp_path / "b.txt", QUENTIN), write_lackey(tmp_path / "a.txt", ZORBLAX)):
        assert main(["cards", "import", str(path)]) == 0
    capsys.readouterr()
    (home / "pool" / "manifest.json").write_text('{"version": 1, "fi')
    code, out, err = run(capsys, "cards", "doctor")
    assert code == 0 and err == ""
    assert "was damaged; rebuilt with 2 saved files" in out
    assert "kept: a.txt" in out and "kept: b.txt" in out
    assert manifest(home) == ["a.txt", "b.txt"]  # the order is lost with the manifest: by name
    assert (home / "pool" / "damaged" / "manifest.json").read_text() == '{"version": 1, "fi'
    assert run_json(capsys, "card", "Zorblax Walker")["card"]["attack"] == 2
    # a healthy pool: doctor changes nothing, and says so
    again = run_json(capsys, "cards", "doctor")
    assert (again["manifest_was"], again["kept"], again["set_aside"], again["missing"]) == (
        "ok",
        ["a.txt", "b.txt"],
        [],
        [],
    )


def test_doctor_on_an_empty_home_is_an_empty_pool(capsys: pytest.CaptureFixture[str]) -> None:
    """issue 20 item 4: doctor on a pool never written answers (exit 0) with nothing kept or set aside."""
    report = run_json(capsys, "cards", "doctor")
    assert (report["manifest_was"], report["kept"], report["set_aside"]) == ("missing", [], [])


def _lackey_bytes() -> bytes:
    return need(LACKEY).read_bytes()


def test_lackey_list_cut_mid_row_is_refused_with_its_line_issue20(tmp_path: Path) -> None:
    """issue 20 item 4: a LackeyCCG setinfo.txt cut inside its last row's text still has all 16 fields (the text
    became "P"): it is refused with its file and line, not imported; the whole list still imports."""
    data = _lackey_bytes()
    assert len(read_card_file(need(LACKEY)).bt_records) == 963
    rows = data.count(b"\n")
    for keep in (len(data) - 40, len(data) - 3, data.rindex(b"\t") + 2):
        cut = tmp_path / "setinfo.txt"
        cut.write_bytes(data[:keep])
        with pytest.raises(PoolFileError) as info:
            read_card_file(cut)
        assert (info.value.line, info.value.field) == (rows, "row")  # the last row: the 964th line
        assert "cut short" in str(info.value)


def test_lackey_list_cut_mid_row_import_exits_2_and_saves_nothing(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, home: Path
) -> None:
    """issue 20 item 4: `judge cards import` of a cut list exits 2 with file:line, and the saved pool is unchanged."""
    data = _lackey_bytes()
    cut = tmp_path / "setinfo.txt"
    cut.write_bytes(data[: data.rindex(b"\t") + 2])
    last_line = data.count(b"\n")
    code, out, err = run(capsys, "cards", "import", cut)
    assert (code, out) == (2, "")
    assert f"{cut}:{last_line}: field 'row': the last row has no line end" in one_error_line(err)
    assert not (home / "pool" / "manifest.json").exists()


def test_doctor_checks_that_the_whole_saved_pool_merges_issue20(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """issue 20 item 4: `judge cards doctor` checks the kept files together as import does (the pool merges them,
    built-in cards first); a file each of whose cards reads alone but whose addition breaks the merge is set aside
    with the reason, the files before it kept, nothing deleted."""
    for path in (write_lackey(tmp_path / "a.txt", ZORBLAX), write_lackey(tmp_path / "b.txt", QUENTIN)):
        assert main(["cards", "import", str(path)]) == 0
    capsys.readouterr()
    from judge.pool import CardPool

    real = CardPool.from_reports.__func__  # type: ignore[attr-defined]
    checked: list[list[str]] = []

    def merge(cls: type[CardPool], reports: list[Any]) -> CardPool:
        names = [Path(r.path).name for r in reports if Path(r.path).parent.name == "files"]
        checked.append(names)
        if "b.txt" in names:
            raise ValueError("two cards of b.txt clash with a.txt's")
        return real(cls, reports)  # type: ignore[no-any-return]

    monkeypatch.setattr(CardPool, "from_reports", classmethod(merge))
    report = run_json(capsys, "cards", "doctor")
    assert report["kept"] == ["a.txt"]
    assert [(s["file"], s["reason"]) for s in report["set_aside"]] == [
        (
            str(home / "pool" / "files" / "b.txt"),
            "the saved pool does not merge with it (two cards of b.txt clash with a.txt's)",
        )
    ]
    assert (home / "pool" / "damaged" / "b.txt").is_file()
    assert manifest(home) == ["a.txt"]
    assert checked[0] == ["a.txt", "b.txt"]  # the whole pool first, then file by file
