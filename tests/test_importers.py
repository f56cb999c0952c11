"""The community's card formats, read as they are: the real files in ../shared (skipped when absent) and small
invented files for every kind of bad input."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
import yaml

from judge.importers import PoolFileError, read_card_file
from judge.importers.lackey import COLUMNS, read_lackey
from judge.importers.spoiler import read_spoiler, unwrap
from judge.importers.yamlfile import MAX_DEPTH as MAX_YAML_DEPTH
from tests.conftest import LACKEY, SPOILER, need

HEADER = "\t".join(COLUMNS)


def lackey_row(**fields: str) -> str:
    row = dict.fromkeys(COLUMNS, "")
    row.update({"Name": "Test Walker (TW-1)", "Set": "Unlimited", "Type": "Unit", "Cost": "3+1A"})
    row.update(fields)
    return "\t".join(row[c] for c in COLUMNS)


def write(tmp_path: Path, name: str, content: str | bytes) -> Path:
    path = tmp_path / name
    path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
    return path


# --- the real files ---------------------------------------------------------------------------------------------


def test_lackey_file_has_963_rows() -> None:
    report = read_lackey(need(LACKEY))
    assert len(report.bt_records) == 963
    assert Counter(r.set for r in report.bt_records)["Commander's Edition"] == 361
    assert report.warnings == []


def test_lackey_sunder_fields() -> None:
    report = read_lackey(need(LACKEY))
    sunder = [r for r in report.bt_records if r.name == "Sunder (SD1-OB)" and r.set == "Commander's Edition"]
    assert len(sunder) == 1, "the (CE) suffix is dropped from Commander's Edition names"
    record = sunder[0]
    assert (record.speed, record.armor, record.structure, record.attack) == ("slow", 3, 10, 3)
    assert str(record.cost) == "6+3A+3M+3T"
    assert record.card_type == "Unit" and "'Mech" in record.subtypes
    assert record.source.line is not None and record.source.document == "lackey-setinfo.txt"


def test_lackey_resources_provide_assets() -> None:
    report = read_lackey(need(LACKEY))
    provided = [r for r in report.bt_records if r.provides]
    assert len(provided) == 60  # rows with a non-empty Asset column
    everything = [r for r in provided if r.provides == ["A", "L", "M", "P", "T"]]
    assert len(everything) == 1
    assert all(r.card_type == "Command" for r in provided)


def test_lackey_errata_notes_are_kept_apart_from_the_text() -> None:
    report = read_lackey(need(LACKEY))
    noted = [r for r in report.bt_records if r.errata_note]
    assert noted, "the community list carries errata notes"
    assert all("Errata:" not in r.text for r in report.bt_records)


def test_lackey_tap_and_resource_symbols_survive() -> None:
    report = read_lackey(need(LACKEY))
    assert any("{T}" in r.text for r in report.bt_records)
    assert any("{R}" in r.text for r in report.bt_records)


def test_spoiler_has_351_cards() -> None:
    report = read_spoiler(need(SPOILER))
    assert len(report.bt_records) == 351
    assert {r.set for r in report.bt_records} == {"Commander's Edition"}
    # the copyright trailer is not a card, and is reported
    assert any("not a card" in w for w in report.warnings)


def test_spoiler_one_ability_per_line() -> None:
    report = read_spoiler(need(SPOILER))
    sunder = next(r for r in report.bt_records if r.name == "Sunder (SD1-OB)")
    lines = sunder.text.splitlines()
    assert len(lines) == 2 and lines[0] == "Missile 1" and lines[1].startswith("C3 (")
    assert (sunder.armor, sunder.structure, sunder.attack, sunder.speed) == (3, 10, 3, "slow")


def test_spoiler_signed_stats_are_modifiers() -> None:
    report = read_spoiler(need(SPOILER))
    pilots = [r for r in report.bt_records if "Pilot" in r.subtypes and r.attack is not None]
    assert pilots and all("attack" in r.signed_stats for r in pilots)


def test_spoiler_reads_windows_1252() -> None:
    report = read_spoiler(need(SPOILER))
    # A name with a character outside ASCII decodes instead of failing.
    assert all("\ufffd" not in r.name + r.text for r in report.bt_records)


# --- unwrapping -------------------------------------------------------------------------------------------------


def test_unwrap_joins_wrapped_lines_and_keeps_abilities_apart() -> None:
    lines = [
        "Missile 1",
        "Overheat 2: +2 attack",
        "Shield (Prevent 1 damage from each",
        "Thing aimed at this Unit.)",
        "Choose a Unit. That Unit gets +1 attack and",
        "+1 armor.",
        "Use this ability only during a mission.",
        "Draw a card when",
        "you activate this card.",
        "{T}: Untap a Unit.",
    ]
    assert unwrap(lines) == [
        "Missile 1",
        "Overheat 2: +2 attack",
        "Shield (Prevent 1 damage from each Thing aimed at this Unit.)",
        "Choose a Unit. That Unit gets +1 attack and +1 armor. Use this ability only during a mission.",
        "Draw a card when you activate this card.",
        "{T}: Untap a Unit.",
    ]


# --- bad files change nothing and say where ---------------------------------------------------------------------


def test_lackey_wrong_columns(tmp_path: Path) -> None:
    path = write(tmp_path, "setinfo.txt", "Name\tSet\tCost\nWalker\tUnlimited\t3\n")
    with pytest.raises(PoolFileError) as info:
        read_card_file(path)
    assert (info.value.line, info.value.field) == (1, "header")


def test_lackey_row_with_wrong_field_count(tmp_path: Path) -> None:
    path = write(tmp_path, "setinfo.txt", f"{HEADER}\n{lackey_row()}\nWalker\tUnlimited\n")
    with pytest.raises(PoolFileError) as info:
        read_card_file(path)
    assert info.value.line == 3
    assert "16 tab-separated fields" in str(info.value)


def test_lackey_bad_cost_names_line_and_field(tmp_path: Path) -> None:
    path = write(tmp_path, "setinfo.txt", f"{HEADER}\r\n{lackey_row()}\n{lackey_row(Cost='6+3X')}\r\n")
    with pytest.raises(PoolFileError) as info:
        read_card_file(path)
    assert (info.value.line, info.value.field) == (3, "Cost")
    assert str(info.value).startswith(f"{path}:3: field 'Cost'")


@pytest.mark.parametrize(
    ("field", "value"),
    [("Attack", "lots"), ("Speed", "Warp"), ("Asset", "Q"), ("Set", ""), ("Type", "Gizmo"), ("Mass", "heavy")],
)
def test_lackey_bad_fields(tmp_path: Path, field: str, value: str) -> None:
    path = write(tmp_path, "setinfo.txt", f"{HEADER}\n{lackey_row(**{field: value})}\n")
    with pytest.raises(PoolFileError) as info:
        read_card_file(path)
    assert (info.value.line, info.value.field) == (2, field)


def test_lackey_bad_encoding_names_the_line(tmp_path: Path) -> None:
    content = f"{HEADER}\n{lackey_row()}\n".encode() + b"Bad \xff Name\tUnlimited\n"
    with pytest.raises(PoolFileError) as info:
        read_card_file(write(tmp_path, "setinfo.txt", content))
    assert (info.value.line, info.value.field) == (3, "encoding")


def test_lackey_mixed_line_ends(tmp_path: Path) -> None:
    rows = [lackey_row(Name=f"Walker {n}") for n in range(4)]
    path = write(
        tmp_path, "setinfo.txt", HEADER + "\r\n" + rows[0] + "\n" + rows[1] + "\r\n" + "\n".join(rows[2:]) + "\r"
    )
    assert [r.name for r in read_card_file(path).bt_records] == [f"Walker {n}" for n in range(4)]


def test_spoiler_field_given_twice(tmp_path: Path) -> None:
    text = "Card Title:  Walker\r\nCard Type:   Mission\r\nCard Type:   Mission\r\n"
    with pytest.raises(PoolFileError) as info:
        read_card_file(write(tmp_path, "spoiler.txt", text))
    assert (info.value.line, info.value.field) == (3, "Card Type")


def test_spoiler_stray_line(tmp_path: Path) -> None:
    text = "Card Title:  Walker\r\nCard Type:   Mission\r\nNonsense here\r\n"
    with pytest.raises(PoolFileError) as info:
        read_card_file(write(tmp_path, "spoiler.txt", text))
    assert info.value.line == 3


def test_spoiler_bad_stats(tmp_path: Path) -> None:
    text = "Card Title:  Walker\r\nCard Type:   Unit - 'Mech\r\nArm/Str/Att: 1/2\r\n"
    with pytest.raises(PoolFileError) as info:
        read_card_file(write(tmp_path, "spoiler.txt", text))
    assert (info.value.line, info.value.field) == (3, "Arm/Str/Att")


def test_spoiler_invalid_windows_1252(tmp_path: Path) -> None:
    content = b"Card Title:  Walker\r\nCard Type:   Mission\r\nCard Text:   Bad \x81 byte\r\n"
    with pytest.raises(PoolFileError) as info:
        read_card_file(write(tmp_path, "spoiler.txt", content))
    assert (info.value.line, info.value.field) == (3, "encoding")


def test_unknown_format(tmp_path: Path) -> None:
    with pytest.raises(PoolFileError, match="not a card file"):
        read_card_file(write(tmp_path, "notes.txt", "just some words\n"))


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(PoolFileError, match="cannot read"):
        read_card_file(tmp_path / "absent.txt")


def test_project_file_errors_name_the_line(tmp_path: Path) -> None:
    text = "game: domination\ncards:\n  - name: Walker\n    card_type: Unit - Mech\n    industry: lots\n"
    with pytest.raises(PoolFileError) as info:
        read_card_file(write(tmp_path, "mine.yaml", text))
    assert (info.value.line, info.value.field) == (5, "cards.0.industry")


def test_project_file_unknown_game_and_bad_yaml(tmp_path: Path) -> None:
    with pytest.raises(PoolFileError, match="expected game"):
        read_card_file(write(tmp_path, "a.yaml", "game: chess\ncards: []\n"))
    with pytest.raises(PoolFileError) as info:
        read_card_file(write(tmp_path, "b.yaml", "game: bttcg\ncards: [\n"))
    assert info.value.field == "yaml"


def test_project_file_bad_cost(tmp_path: Path) -> None:
    text = "game: bttcg\ncards:\n  - name: Walker\n    cost: 3+2Q\n"
    with pytest.raises(PoolFileError) as info:
        read_card_file(write(tmp_path, "c.yaml", text))
    assert (info.value.line, info.value.field) == (3, "cost")


@pytest.mark.parametrize("levels", [MAX_YAML_DEPTH + 1, 200, 999, 1000, 1001, 5000, 30000])
@pytest.mark.parametrize("opening", ["[", "{a: "])
def test_yaml_nested_deeper_than_the_limit_is_refused_with_its_line_not_a_crash(levels: int, opening: str) -> None:
    """libyaml composes recursively: 30,000 levels of ``[`` once killed the process (segfault). Newer libyaml refuses
    1,000 levels itself, sometimes before our count sees an event: either way the message is ours, at the first
    level too many (the mapping ``x`` is level 1, so the 64th opening after ``x: `` is level 65)."""
    from judge.importers.yamlfile import MAX_DEPTH, YamlDocument

    closing = "]" if opening == "[" else "}"
    inner = "1" if opening != "[" else ""
    YamlDocument("x: " + opening * (MAX_DEPTH - 1) + inner + closing * (MAX_DEPTH - 1))  # the mapping and 63 more
    with pytest.raises(yaml.YAMLError, match=f"nested deeper than {MAX_DEPTH} levels") as caught:
        YamlDocument("a: 1\nx: " + opening * levels + inner + closing * levels)
    assert isinstance(caught.value, yaml.MarkedYAMLError) and caught.value.problem_mark is not None
    assert caught.value.problem_mark.line == 1
    assert caught.value.problem_mark.column == len("x: ") + (MAX_DEPTH - 1) * len(opening)


def test_yaml_depth_refused_by_libyaml_first_still_gets_our_message() -> None:
    """The locked PyYAML's libyaml refuses deep flow nesting while scanning ahead, before any event reaches our
    count: this is the path the message must survive (if libyaml ever stops refusing, the count refuses alone)."""
    from judge.importers import yamlfile

    text = "x: " + "[" * 30000 + "]" * 30000
    loader = yamlfile._Loader(text)
    try:
        while loader.check_event():
            loader.get_event()
        libyaml_refuses = False
    except yaml.YAMLError as exc:
        libyaml_refuses = yamlfile._LIBYAML_DEPTH in str(exc)
    finally:
        loader.dispose()
    with pytest.raises(yaml.MarkedYAMLError, match="nested deeper than 64 levels"):
        yamlfile.YamlDocument(text)
    version = tuple(int(part) for part in yaml.__version__.split(".")[:3] if part.isdigit())
    if version >= (6, 0, 3) and yamlfile._Loader.__mro__[1].__name__ == "CSafeLoader":
        assert libyaml_refuses  # the case this test exists for is really exercised with the locked versions


def test_yaml_aliases_are_read_but_bounded_so_a_few_bytes_cannot_stand_for_billions_of_values() -> None:
    from judge.importers.yamlfile import MAX_VALUES, YamlDocument

    small = YamlDocument("roll: &r {die: 6}\nrolls: [*r, *r, *r]\n")  # what yaml.dump writes for a repeated value
    assert small.data["rolls"] == [{"die": 6}] * 3
    bomb = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"{chr(98 + i)}: &{chr(98 + i)} [{', '.join([f'*{chr(97 + i)}'] * 9)}]\n" for i in range(8)
    )
    with pytest.raises(yaml.YAMLError, match=f"stands for more than {MAX_VALUES:,} values") as caught:
        YamlDocument(bomb)
    assert isinstance(caught.value, yaml.MarkedYAMLError) and caught.value.problem_mark is not None
    assert caught.value.problem_mark.line == 5  # the first line where the expanded values pass the bound
