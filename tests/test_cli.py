"""The ``judge`` command line (``shared/spec/command-line.md``): exit status 0 answered, 2 malformed input or usage
(one line on standard error), 1 an internal error; ``--json`` prints exactly one JSON document.

Most tests call :func:`judge.cli.main` in-process; one runs the installed console script. Card files are either the
community files read in place (skipped when ``../shared`` is absent) or small synthetic Lackey files with invented
cards written here.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from judge.cli import main
from judge.importers.lackey import COLUMNS
from tests.conftest import LACKEY, SPOILER, need

LACKEY_HEADER = COLUMNS

# An invented 'Mech and an invented Mission: no real card text.
ZORBLAX = {
    "Name": "Zorblax Walker (ZB-1)",
    "Set": "Unlimited",
    "ImageFile": "UL901",
    "Rarity": "Common",
    "Type": "Unit",
    "Keywords": "'Mech",
    "Alliegence": "Inner Sphere",
    "Cost": "4+2A",
    "Attack": "2",
    "Armor": "3",
    "Structure": "7",
    "Speed": "Moderate",
    "Mass": "55 tons",
    "Armament": "2 Flux Emitters",
    "Text": "Invented test text: this card does nothing at all.",
}
QUENTIN = {
    "Name": "Quentin's Folly",
    "Set": "Unlimited",
    "ImageFile": "UL902",
    "Rarity": "Rare",
    "Type": "Mission",
    "Cost": "2",
    "Text": "Invented test text for a mission.",
}


def lackey_line(row: dict[str, str]) -> str:
    return "\t".join(row.get(column, "") for column in LACKEY_HEADER)


def write_lackey(path: Path, *rows: dict[str, str], header: str | None = None) -> Path:
    """A synthetic LackeyCCG setinfo.txt with the 16-column header (or ``header``) and ``rows``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    lines = [header if header is not None else "\t".join(LACKEY_HEADER), *(lackey_line(r) for r in rows)]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def run(capsys: pytest.CaptureFixture[str], *argv: str | Path) -> tuple[int, str, str]:
    """Runs ``judge argv`` in-process: exit status, standard output, standard error."""
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def run_json(capsys: pytest.CaptureFixture[str], *argv: str | Path) -> Any:
    """Runs ``judge argv --json``, checks it answered with exactly one JSON document and nothing on stderr."""
    code, out, err = run(capsys, *argv, "--json")
    assert code == 0, err
    assert err == ""
    return json.loads(out)  # json.loads refuses a second document ("Extra data")


def one_error_line(err: str) -> str:
    """The single line a malformed input or usage error prints on standard error."""
    assert "Traceback" not in err
    assert err.endswith("\n")
    lines = err.splitlines()
    assert len(lines) == 1, f"expected one line on stderr, got {len(lines)}: {err!r}"
    assert lines[0].startswith("judge: error: ")
    assert "internal error" not in lines[0]
    return lines[0]


def saved_pool_snapshot(home: Path) -> dict[str, bytes]:
    """Every file under the saved pool (JUDGE_HOME), by relative path, with its contents."""
    return {str(p.relative_to(home)): p.read_bytes() for p in sorted(home.rglob("*")) if p.is_file()}


@pytest.fixture
def home(monkeypatch: pytest.MonkeyPatch) -> Path:
    """The JUDGE_HOME the autouse fixture set for this test."""
    return Path(os.environ["JUDGE_HOME"])


# judge card NAME ---------------------------------------------------------------------------------------------


def test_card_text_shows_domination_atlas_stats_and_source(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "card", "Atlas", "--game", "domination")
    assert code == 0
    assert err == ""
    lines = out.splitlines()
    assert lines[0] == "Atlas"
    assert "[domination]" in lines[1]
    assert "Cost: 8 Industry" in lines
    assert "Attack: 3" in lines
    assert "Defense: 4" in lines
    assert any(line.startswith("Source: ") for line in lines)


def test_card_json_is_one_document_with_the_cards_fields(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "card", "Atlas", "--game", "domination")
    assert set(data) == {"card", "rulings"}
    card = data["card"]
    assert card["name"] == "Atlas"
    assert card["game"] == "domination"
    assert (card["industry"], card["attack"], card["defense"]) == (8, 3, 4)
    assert card["slug"] == "domination-atlas"
    assert card["type_line"].startswith("Unit")


def test_card_json_mech_chess_unit_and_card(capsys: pytest.CaptureFixture[str]) -> None:
    unit = run_json(capsys, "card", "atlas", "--game", "mechchess")["card"]
    assert (unit["game"], unit["kind"], unit["name"], unit["hits"]) == ("mechchess", "unit", "Atlas", 13)
    card = run_json(capsys, "card", "close range")["card"]
    assert (card["game"], card["kind"], card["name"]) == ("mechchess", "card", "Close Range")


@pytest.mark.shared
def test_card_by_name_without_model_code_finds_sunder(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "card", "Sunder", "--pool", need(LACKEY))
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0] == "Sunder (SD1-OB)"
    for stat in ("Cost: 6+3A+3M+3T", "Speed: slow", "Attack: 3", "Armor: 3", "Structure: 10"):
        assert stat in lines
    assert "Current text:" in lines


@pytest.mark.shared
def test_card_pool_option_adds_community_files_to_json(capsys: pytest.CaptureFixture[str]) -> None:
    card = run_json(capsys, "card", "sUnDeR (sd1-OB)", "--pool", need(LACKEY), "--pool", need(SPOILER))["card"]
    assert card["name"] == "Sunder (SD1-OB)"
    assert card["cost_text"] == "6+3A+3M+3T"
    assert (card["speed"], card["armor"], card["structure"], card["attack"]) == ("slow", 3, 10, 3)
    documents = {p["source"]["document"] for p in card["printings"]}
    assert {LACKEY.name, SPOILER.name} <= documents


@pytest.mark.shared
def test_judge_pool_environment_adds_colon_separated_files(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("JUDGE_POOL", f"{need(LACKEY)}:{need(SPOILER)}")
    card = run_json(capsys, "card", "Sunder")["card"]
    assert card["name"] == "Sunder (SD1-OB)"
    documents = {p["source"]["document"] for p in card["printings"]}
    assert {LACKEY.name, SPOILER.name} <= documents


def test_without_pool_files_sunder_is_only_the_quoted_card(capsys: pytest.CaptureFixture[str]) -> None:
    """The community cards come only from --pool, JUDGE_POOL or the saved pool: none of them here."""
    card = run_json(capsys, "card", "Sunder")["card"]
    assert card["name"] == "Sunder"
    assert not any(p["set"] for p in card["printings"])


@pytest.mark.shared
def test_card_shows_current_and_older_printed_text(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "card", "heavy fog", "--pool", need(LACKEY), "--pool", need(SPOILER))
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0] == "Heavy Fog"
    assert "Mission" in lines[1]
    assert "Current text:" in lines
    assert "Printed texts:" in lines
    printed = lines[lines.index("Printed texts:") + 1 :]
    assert any(line.strip().startswith("Unlimited:") for line in printed)


def test_card_name_is_case_and_curly_apostrophe_insensitive(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    pool = write_lackey(tmp_path / "invented.txt", QUENTIN)
    card = run_json(capsys, "card", "QUENTIN\u2019S   folly", "--pool", pool)["card"]
    assert card["name"] == "Quentin's Folly"
    assert card["card_type"] == "Mission"


def test_card_unambiguous_misspelling_answers(capsys: pytest.CaptureFixture[str]) -> None:
    card = run_json(capsys, "card", "Clos Rnage")["card"]
    assert card["name"] == "Close Range"


def test_card_ambiguous_name_exits_2_listing_candidates(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "card", "Atlas")
    assert code == 2
    assert out == ""
    line = one_error_line(err)
    assert "'Atlas'" in line
    assert "Atlas (domination)" in line
    assert "Atlas (mechchess)" in line


@pytest.mark.shared
def test_card_ambiguous_name_lists_battletech_variants_too(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "card", "Atlas", "--json", "--pool", need(LACKEY))
    assert code == 2
    assert out == ""
    line = one_error_line(err)
    candidates = line.split("closest: ", 1)[1].split(", ")
    assert "Atlas (domination)" in candidates
    assert "Atlas (mechchess)" in candidates
    assert any(c.startswith("Atlas (") and c not in ("Atlas (domination)", "Atlas (mechchess)") for c in candidates)


def test_card_game_option_disambiguates(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "card", "Atlas", "--game", "mechchess")
    assert code == 0, err
    assert out.splitlines()[0] == "Atlas"
    assert "Hits: 13" in out.splitlines()


def test_card_unknown_name_exits_2_with_closest_names(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "card", "Atlsa", "--json")
    assert code == 2
    assert out == ""
    line = one_error_line(err)
    assert "no card named 'Atlsa'" in line
    assert "closest: " in line
    assert "Atlas (domination)" in line


def test_card_unknown_name_with_nothing_close_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "card", "Qqqqxxzz Vvvwww")
    assert code == 2
    assert out == ""
    assert "no card named 'Qqqqxxzz Vvvwww'" in one_error_line(err)


@pytest.mark.parametrize("name", ["", "   ", "x" * 500, "Atlas\nHeavy Fog"])
def test_card_malformed_names_exit_2_with_one_line(capsys: pytest.CaptureFixture[str], name: str) -> None:
    code, out, err = run(capsys, "card", name)
    assert code == 2
    assert out == ""
    one_error_line(err)


# judge cards list ----------------------------------------------------------------------------------------


def test_cards_list_domination_has_84_cards(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "cards", "list", "--game", "domination")
    assert data["total"] == 84 == len(data["cards"])
    assert {c["game"] for c in data["cards"]} == {"domination"}
    assert "domination-atlas" in {c["slug"] for c in data["cards"]}


def test_cards_list_mech_chess_has_42_units_and_30_cards(capsys: pytest.CaptureFixture[str]) -> None:
    everything = run_json(capsys, "cards", "list", "--game", "mechchess")
    assert everything["total"] == 72 == len(everything["cards"])
    units = run_json(capsys, "cards", "list", "--game", "mechchess", "--type", "unit")
    assert units["total"] == 42 == len(units["cards"])
    assert all(c["type"].startswith("'Mech") for c in units["cards"])
    others = {c["slug"] for c in everything["cards"]} - {c["slug"] for c in units["cards"]}
    assert len(others) == 30
    assert "mechchess-close-range" in others


def test_cards_list_text_ends_with_the_count(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "cards", "list", "--game", "domination", "--type", "support")
    assert code == 0, err
    lines = out.splitlines()
    count = int(lines[-1].removesuffix(" cards"))
    assert count == len(lines) - 1 > 0
    assert all("[domination] Support" in line for line in lines[:-1])


def test_cards_list_without_filters_counts_every_game(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "cards", "list")
    assert data["total"] == len(data["cards"])
    games = [c["game"] for c in data["cards"]]
    assert games.count("domination") == 84
    assert games.count("mechchess") == 72
    assert games.count("bttcg") > 0


def test_cards_list_mech_chess_card_type_by_its_name(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "cards", "list", "--game", "mechchess", "--type", "Defense")
    assert data["total"] == 8
    assert {c["type"] for c in data["cards"]} == {"Defense card"}


@pytest.mark.shared
def test_cards_list_set_and_type_filters_with_pool(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "cards", "list", "--pool", need(LACKEY), "--set", "unlimited", "--type", "mission")
    assert data["total"] == len(data["cards"]) > 0
    assert all(c["game"] == "bttcg" for c in data["cards"])
    assert all("Unlimited" in c["sets"] for c in data["cards"])
    assert all(c["type"].startswith("Mission") for c in data["cards"])
    assert "Heavy Fog" in {c["name"] for c in data["cards"]}
    assert "Sunder (SD1-OB)" not in {c["name"] for c in data["cards"]}


def test_cards_list_bad_game_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "cards", "list", "--game", "chess", "--json")
    assert code == 2
    assert out == ""
    line = one_error_line(err)
    assert "'chess'" in line
    assert "domination" in line


def test_pool_option_with_missing_file_exits_2_naming_it(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    missing = tmp_path / "no-such-file.txt"
    code, out, err = run(capsys, "cards", "list", "--pool", missing)
    assert code == 2
    assert out == ""
    assert str(missing) in one_error_line(err)


def test_judge_pool_with_bad_file_exits_2_naming_it(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    good = write_lackey(tmp_path / "good.txt", ZORBLAX)
    bad = write_lackey(tmp_path / "bad.txt", {**ZORBLAX, "Attack": "lots"})
    monkeypatch.setenv("JUDGE_POOL", f"{good}::{bad}")
    code, out, err = run(capsys, "card", "Atlas", "--game", "domination")
    assert code == 2
    assert out == ""
    line = one_error_line(err)
    assert f"{bad}:2:" in line
    assert "'Attack'" in line


def test_pool_file_name_with_newline_still_gives_one_error_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    code, _out, err = run(capsys, "cards", "list", "--pool", tmp_path / "two\nlines.txt")
    assert code == 2
    one_error_line(err)


# judge cards import -----------------------------------------------------------------------------------------


def test_cards_import_saves_file_and_it_loads_by_default(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, home: Path
) -> None:
    source = write_lackey(tmp_path / "src" / "invented.txt", ZORBLAX, QUENTIN)
    code, _out, err = run(capsys, "card", "Zorblax Walker")
    assert code == 2  # not in the pool yet
    one_error_line(err)

    data = run_json(capsys, "cards", "import", source)
    assert data["format"] == "lackey"
    assert data["records"] == 2
    saved = Path(data["saved_as"])
    assert saved.is_relative_to(home)
    assert saved.read_bytes() == source.read_bytes()

    card = run_json(capsys, "card", "zorblax walker")["card"]
    assert card["name"] == "Zorblax Walker (ZB-1)"
    assert (card["attack"], card["armor"], card["structure"], card["cost_text"]) == (2, 3, 7, "4+2A")
    listing = run_json(capsys, "cards", "list", "--set", "Unlimited")
    assert {c["name"] for c in listing["cards"]} == {"Zorblax Walker (ZB-1)", "Quentin's Folly"}


def test_cards_import_text_report(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    source = write_lackey(tmp_path / "invented.txt", ZORBLAX)
    code, out, err = run(capsys, "cards", "import", source)
    assert code == 0, err
    assert err == ""
    assert out.splitlines()[0].startswith(f"{source}: lackey, 1 records; saved as ")
    assert "the pool now holds" in out


@pytest.mark.shared
def test_cards_import_community_file_then_sunder_without_pool(capsys: pytest.CaptureFixture[str], home: Path) -> None:
    data = run_json(capsys, "cards", "import", need(LACKEY))
    assert data["format"] == "lackey"
    assert data["records"] > 100
    assert Path(data["saved_as"]).is_relative_to(home)
    card = run_json(capsys, "card", "Sunder")["card"]
    assert card["name"] == "Sunder (SD1-OB)"
    assert card["attack"] == 3


def _wrong_header(path: Path) -> None:
    write_lackey(path, ZORBLAX, header="Name\tSet\tType\tCost\tText")


def _bad_cost(path: Path) -> None:
    write_lackey(path, {**ZORBLAX, "Cost": "6+3X"})


def _bad_cost_later_row(path: Path) -> None:
    write_lackey(path, QUENTIN, {**ZORBLAX, "Cost": "6+3X"})


def _invalid_utf8(path: Path) -> None:
    text = "\t".join(LACKEY_HEADER) + "\n" + lackey_line(ZORBLAX)
    path.write_bytes(text.encode() + b" \xff\xfe broken\n")


def _unknown_format(path: Path) -> None:
    path.write_text("just some notes\nnot a card list\n", encoding="utf-8")


def _wrong_field_count(path: Path) -> None:
    write_lackey(path, QUENTIN)
    with path.open("a", encoding="utf-8") as handle:
        handle.write("Extra Card\tUnlimited\n")


# case: (file builder, expected line, expected field)
BAD_FILES: dict[str, tuple[Callable[[Path], None], int, str]] = {
    "wrong-header": (_wrong_header, 1, "header"),
    "bad-cost": (_bad_cost, 2, "Cost"),
    "bad-cost-later-row": (_bad_cost_later_row, 3, "Cost"),
    "invalid-utf8": (_invalid_utf8, 2, "encoding"),
    "unknown-format": (_unknown_format, 1, "format"),
    "wrong-field-count": (_wrong_field_count, 3, "row"),
}


@pytest.mark.parametrize("case", sorted(BAD_FILES))
def test_cards_import_bad_file_exits_2_and_changes_nothing(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, home: Path, case: str
) -> None:
    # A good file is already saved under the same file name the bad one has.
    good = write_lackey(tmp_path / "good" / "cards.txt", ZORBLAX)
    assert main(["cards", "import", str(good)]) == 0
    capsys.readouterr()
    before = saved_pool_snapshot(home)
    assert before

    build, line_number, field = BAD_FILES[case]
    bad = tmp_path / "bad" / "cards.txt"
    bad.parent.mkdir()
    build(bad)
    code, out, err = run(capsys, "cards", "import", bad, "--json")
    assert code == 2
    assert out == ""
    line = one_error_line(err)
    assert f"{bad}:{line_number}:" in line
    assert f"field {field!r}" in line

    assert saved_pool_snapshot(home) == before
    leftovers = [p for p in (home / "pool").iterdir() if p.name.startswith(".") and p.name != ".lock"]
    assert not leftovers  # no temporary file left (the lock file stays, empty)
    assert run_json(capsys, "card", "Zorblax Walker")["card"]["attack"] == 2


def test_cards_import_missing_file_exits_2(capsys: pytest.CaptureFixture[str], tmp_path: Path, home: Path) -> None:
    missing = tmp_path / "missing.txt"
    code, out, err = run(capsys, "cards", "import", missing)
    assert code == 2
    assert out == ""
    assert str(missing) in one_error_line(err)
    assert saved_pool_snapshot(home) == {}


def test_cards_import_file_named_manifest_json_keeps_saved_pool_working(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, home: Path
) -> None:
    assert main(["cards", "import", str(write_lackey(tmp_path / "first.txt", ZORBLAX))]) == 0
    capsys.readouterr()
    before = saved_pool_snapshot(home)
    code, _out, err = run(capsys, "cards", "import", write_lackey(tmp_path / "manifest.json", QUENTIN))
    if code != 0:  # refusing the name is fine, but then nothing may change
        one_error_line(err)
        assert saved_pool_snapshot(home) == before
    card = run_json(capsys, "card", "Zorblax Walker")["card"]
    assert card["name"] == "Zorblax Walker (ZB-1)"


# usage -------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        ([], "required: command"),
        (["frobnicate"], "'frobnicate'"),
        (["card"], "required: name"),
        (["cards"], "required"),
        (["cards", "export"], "'export'"),
        (["cards", "import"], "required: file"),
        (["card", "Atlas", "--bogus"], "--bogus"),
        (["card", "Atlas", "--game"], "--game"),
        (["serve", "--port", "eighty"], "'eighty'"),
        (["serve", "--port", "70000"], "70000"),
        (["serve", "--workers", "0"], "--workers"),
    ],
)
def test_usage_errors_exit_2_with_one_line(capsys: pytest.CaptureFixture[str], argv: list[str], expected: str) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert out == ""
    assert expected in one_error_line(err)


def test_version_and_help_exit_0(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as version:
        main(["--version"])
    assert version.value.code == 0
    assert capsys.readouterr().out.startswith("judge ")
    with pytest.raises(SystemExit) as helped:
        main(["card", "--help"])
    assert helped.value.code == 0
    out, err = capsys.readouterr()
    assert "--game" in out
    assert err == ""


def test_installed_console_script(tmp_path: Path) -> None:
    script = Path(sys.executable).parent / "judge"
    if not script.exists():
        pytest.skip(f"{script} is not installed")
    done = subprocess.run(
        [str(script), "card", "Atlas", "--game", "domination", "--json"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    card = json.loads(done.stdout)["card"]
    assert (card["name"], card["industry"], card["attack"], card["defense"]) == ("Atlas", 8, 3, 4)

    failed = subprocess.run([str(script), "card", "Atlas"], capture_output=True, text=True, timeout=60, check=False)
    assert failed.returncode == 2
    assert failed.stdout == ""
    assert len(failed.stderr.splitlines()) == 1
    assert "Traceback" not in failed.stderr
