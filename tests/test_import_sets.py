"""Every set of a LackeyCCG file is imported (issue 18, item 1): known sets keep their names and release order, a set
this version does not know is read as it is, ranked below the official sets, and reported once; set suffixes in names
are general; affiliations come from the rulings' lists, and an unknown keyword or affiliation names the closest known
one. Every card here is invented."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from judge.cards.keywords import AFFILIATIONS, split_keywords
from judge.cards.models import BtCard
from judge.cardtext.coverage import measure
from judge.cli import main
from judge.importers.lackey import COLUMNS, read_lackey
from judge.importers.sets import SET_ORDER, release_key, set_rank, set_suffixes
from judge.knowledge import KnowledgeBase
from judge.pool import CardPool
from judge.rulings.store import RulingBase


def row(**fields: str) -> dict[str, str]:
    base = {
        "Name": "Quillon Strider (QS-1)",
        "Set": "Unlimited",
        "ImageFile": "UL901",
        "Rarity": "Common",
        "Type": "Unit",
        "Keywords": "Mech Inner Sphere",
        "Alliegence": "Inner Sphere",
        "Cost": "4+2A",
        "Attack": "2",
        "Armor": "3",
        "Structure": "7",
        "Speed": "Moderate",
        "Text": "Draw a card.",
    }
    return {**base, **fields}


def write(path: Path, *rows: dict[str, str]) -> Path:
    lines = ["\t".join(COLUMNS), *("\t".join(r.get(c, "") for c in COLUMNS) for r in rows)]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def fan_set(tmp_path: Path) -> Path:
    """An invented fan-made set, ``Ghostlight``, whose names end in `` (GL)`` and whose image files start with it."""
    return write(
        tmp_path / "ghostlight.txt",
        row(Name="Quillon Strider (QS-1) (GL)", Set="Ghostlight", ImageFile="GL001", Text="Draw two cards."),
        row(
            Name="Moth Lantern (GL)",
            Set="Ghostlight",
            ImageFile="GL002",
            Type="Command",
            Keywords="Resource",
            Alliegence="",
            Cost="0",
            Attack="",
            Armor="",
            Structure="",
            Speed="",
            Asset="A",
            Text="",
        ),
        row(Name="Brass Heron (BH-3) (GL)", Set="Ghostlight", ImageFile="GL003", Text="Scrap target Unit."),
    )


def test_unknown_set_is_read_as_it_is_with_one_note(tmp_path: Path) -> None:
    report = read_lackey(fan_set(tmp_path))
    assert [r.set for r in report.bt_records] == ["Ghostlight"] * 3
    assert [r.name for r in report.bt_records] == ["Quillon Strider (QS-1)", "Moth Lantern", "Brass Heron (BH-3)"]
    assert len(report.notes) == 1
    assert "'Ghostlight' (3 rows) is not one of the official sets" in report.notes[0]
    assert report.set_suffixes == {"Ghostlight": "GL"}


def test_known_sets_keep_their_names_and_release_order_rulebook_p40() -> None:
    """Rulebook pp.40-43, "Playing with Older Card Printings": First Edition (Limited), Counterstrike, Mercenaries,
    MechWarrior and Arsenal were printed before Commander's Edition."""
    assert SET_ORDER.index("Limited") < SET_ORDER.index("Unlimited") < SET_ORDER.index("Counterstrike")
    assert SET_ORDER.index("MechWarrior") < SET_ORDER.index("Arsenal") < SET_ORDER.index("Commander's Edition")
    assert set_rank("CommandersEdition") == set_rank("Commander's Edition") == len(SET_ORDER) + 1
    assert set_rank("First Edition") == set_rank("Limited")
    assert 0 == set_rank(None) < set_rank("Ghostlight") < set_rank("Limited")
    listed = sorted(["Ghostlight", "Commander's Edition", "Arsenal", "Aurora", "Unlimited"], key=release_key)
    assert listed == ["Unlimited", "Arsenal", "Commander's Edition", "Aurora", "Ghostlight"]


def test_fan_set_never_overrides_the_official_wording(tmp_path: Path) -> None:
    official = write(tmp_path / "official.txt", row(), row(Name="Lone Ghost (LG-2)", Set="Counterstrike"))
    pool = CardPool.load([official, fan_set(tmp_path)], include_saved=False, include_env=False)
    strider = pool.lookup("Quillon Strider (QS-1)")
    assert isinstance(strider, BtCard)
    assert strider.text == "Draw a card."  # the Unlimited wording, not the fan set's "Draw two cards."
    assert strider.sets == ["Unlimited", "Ghostlight"]
    heron = pool.lookup("Brass Heron (BH-3)")
    assert isinstance(heron, BtCard) and heron.text == "Scrap target Unit."  # only the fan set prints it
    assert pool.lookup("Brass Heron (BH-3) (GL)") is heron  # the file's own set suffix is dropped in lookups


def test_unknown_set_in_judge_pool_does_not_stop_commands(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("JUDGE_POOL", str(fan_set(tmp_path)))
    assert main(["card", "Moth Lantern", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)
    assert main(["cards", "coverage", "--set", "Ghostlight"]) == 0
    out = capsys.readouterr().out
    assert out.count("note: ") == 1 and "'Ghostlight'" in out
    assert main(["cards", "import", str(fan_set(tmp_path)), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert len(data["notes"]) == 1 and data["records"] == 3


def test_coverage_reports_the_note_once_and_lists_unknown_sets_last(tmp_path: Path) -> None:
    official = write(tmp_path / "official.txt", row(Set="CommandersEdition", Name="Quillon Strider (QS-1) (CE)"))
    pool = CardPool.load([fan_set(tmp_path), official], include_saved=False, include_env=False)
    data = measure(pool, game="bttcg").as_json()
    assert len(data["notes"]) == 1
    assert list(data["sets"]) == ["Commander's Edition", "Ghostlight"]


def test_set_suffix_is_general_but_model_codes_and_art_variants_stay() -> None:
    rows = [("Fan", f"Walker {i} (W-{i}) (FX)", f"X{i}") for i in range(3)]
    rows += [("Unlimited", "Support - Assembly (A)", "LT1"), ("Unlimited", "Support - Assembly (B)", "LT2")]
    rows += [("Other", "Tiny (TN1)", "OT1"), ("Other", "Small (SM2)", "OT2"), ("Other", "Big (BG3)", "OT3")]
    rows += [("Imaged", "Lonely Card (IM)", "IM001"), ("Imaged", "Other Card", "IM002"), ("Imaged", "Third", "IM3")]
    assert set_suffixes(rows) == {"Fan": "FX", "Imaged": "IM"}
    assert set_suffixes([("Commander's Edition", "Anything", "")]) == {"Commander's Edition": "CE"}


def test_affiliations_are_the_rulings_lists_ce_general_rulings_universe_rules() -> None:
    """CE General Rulings, "Universe Rules": the Inner Sphere affiliations (eight Houses) and the Clan affiliations
    (Ghost Bear, Jade Falcon, Smoke Jaguar, Wolf, Steel Viper); Mercenary, Wolf's Dragoons and Periphery are no
    House. Every affiliation the rulings list is a known keyword."""
    params = RulingBase.load().params("bttcg")
    listed = {
        name.strip() for key in ("affiliations.clan", "affiliations.inner-sphere") for name in params[key][0].split(",")
    }
    assert "Steel Viper" in listed
    assert listed <= set(AFFILIATIONS)
    assert {"Wolf's Dragoons", "Periphery"} <= set(AFFILIATIONS)
    line = split_keywords("Mech Omni Clan Steel Viper", "Unit")
    assert line.affiliations == ["Steel Viper"] and not line.unknown and not line.warnings()


def test_unknown_keyword_or_affiliation_warns_with_the_closest_known_one(tmp_path: Path) -> None:
    line = split_keywords("Mech Omnni Clan Steel Vipr", "Unit")
    assert line.warnings() == [
        "unknown keyword 'Omnni' kept as a subtype (closest known: 'Omni')",
        "unknown affiliation 'Steel Vipr' kept as an affiliation (closest known: 'Steel Viper')",
    ]
    assert split_keywords("Unit - 'Mech - Clan - Nova Cat").affiliations == ["Nova Cat"]
    assert split_keywords("Mech Clan Nova Cat", "Unit").affiliations == ["Nova Cat"]  # one name, not two
    path = write(tmp_path / "typo.txt", row(Keywords="Mech Inner Sphere Davoin"))
    report = read_lackey(path)
    assert report.warnings == [
        f"{path}:2: unknown affiliation 'Davoin' kept as an affiliation (closest known: 'Davion')"
    ]


def test_affiliation_column_given_apart_is_read_as_affiliations_ce_general_rulings_universe_rules(
    tmp_path: Path,
) -> None:
    """CE General Rulings, Universe Rules (the affiliations): a file that gives the alignment and affiliations only
    in its Alliegence column has them read as affiliations, its unknown words in a row one name with the closest
    known one (not two unknown subtypes)."""
    path = write(tmp_path / "apart.txt", row(Keywords="Mech", Alliegence="Clan Steel Vipper"))
    report = read_lackey(path)
    assert report.warnings == [
        f"{path}:2: unknown affiliation 'Steel Vipper' kept as an affiliation (closest known: 'Steel Viper')"
    ]
    card = report.bt_records[0]
    assert card.alignment == "Clan" and card.affiliations == ["Steel Vipper"] and card.subtypes == ["'Mech"]
    line = split_keywords("Mech", "Unit", "Inner Sphere Davion")
    assert line.alignment == "Inner Sphere" and line.affiliations == ["Davion"] and not line.warnings()


def test_battlemech_keyword_is_mech_rulebook_glossary() -> None:
    """Rulebook, Glossary: "'Mechs: Short for BattleMech". A keyword line that spells it out is a 'Mech."""
    line = split_keywords("BattleMech Inner Sphere Kurita", "Unit")
    assert line.subtypes == ["'Mech"] and line.affiliations == ["Kurita"] and not line.warnings()


def test_erratum_of_an_official_printing_still_applies_beside_a_fan_printing(tmp_path: Path) -> None:
    """A fan-made printing is never newer than the official printing an erratum names (it does not replace its
    wording): the erratum applies. Checked with the real rulings over an invented pool holding one erratum's card."""
    rulings = RulingBase.load()
    from judge.rulings.store import split_card_reference

    def older_only(reference: str) -> bool:
        sets = split_card_reference(reference)[1]
        return bool(sets) and all(set_rank(s.replace("’", "'")) < set_rank("Commander's Edition") for s in sets)

    record = next(r for r in rulings.records if r.errata and r.current and r.cards and older_only(r.cards[0]))
    name, sets = split_card_reference(record.cards[0])
    official = write(tmp_path / "official.txt", row(Name=name, Set=sets[0].replace("’", "'")))
    fan = write(tmp_path / "fan.txt", row(Name=name, Set="Ghostlight"))
    base = KnowledgeBase.load([official, fan])
    card = base.pool.lookup(name, "bttcg")
    assert isinstance(card, BtCard)
    assert [e.applied for e in card.errata if e.record == record.id] == [True] * len(record.errata)


def test_web_coverage_shows_the_unknown_set_note_once_and_lists_it_after_the_official_sets(tmp_path: Path) -> None:
    from judge.web import create_app

    official = write(tmp_path / "official.txt", row())
    pool = CardPool.load([fan_set(tmp_path), official], include_saved=False, include_env=False)
    with create_app(pool=pool, TESTING=True).test_client() as client:
        data = client.get("/api/coverage?game=bttcg").get_json()
        assert len(data["notes"]) == 1 and "'Ghostlight'" in data["notes"][0]
        assert list(data["sets"]) == ["Unlimited", "Ghostlight"]
        page = client.get("/coverage").get_data(as_text=True)
        assert page.count('<p class="note">Note:') == 1
        assert client.get("/api/coverage?set=ghostlight").status_code == 200


def test_alignment_and_affiliations_given_only_in_the_alliegence_column_are_read(tmp_path: Path) -> None:
    path = write(tmp_path / "viper.txt", row(Keywords="Mech Omni", Alliegence="Clan Steel Viper"))
    (record,) = read_lackey(path).bt_records
    assert (record.subtypes, record.alignment, record.affiliations) == (["'Mech", "Omni"], "Clan", ["Steel Viper"])
    path = write(tmp_path / "both.txt", row(Keywords="Mech Inner Sphere Kurita", Alliegence="Inner Sphere Kurita"))
    (record,) = read_lackey(path).bt_records
    assert (record.alignment, record.affiliations) == ("Inner Sphere", ["Kurita"])
