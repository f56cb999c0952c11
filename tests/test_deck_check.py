"""``judge deck check``: each deck construction rule, named after its source; the deck-list formats; the command line.

The rule tests use the built-in cards where they have what a test needs (Phelan Ward is Unique, Clan, Wolf;
Sacrifice for the Dragon is Inner Sphere, Kurita; Battle Armor Squad is a Unit that isn't a 'Mech), and the
community card lists read in place otherwise (skipped when ``../shared`` is absent).
"""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest

from judge.bttcg.deck import CHECKS, CITED_RULES, DeckReport, Rules, check_deck
from judge.bttcg.deckfile import (
    MAX_COPIES_PER_LINE,
    MAX_DECK_BYTES,
    MAX_LINES,
    DeckFileError,
    parse_deck_text,
    parse_lackey,
    read_deck_file,
)
from judge.cli import main
from judge.knowledge import KnowledgeBase
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from tests.conftest import LACKEY, SPOILER, need


@pytest.fixture(scope="session")
def builtin_kb(builtin_pool: CardPool) -> KnowledgeBase:
    return KnowledgeBase.from_pool(builtin_pool)


@pytest.fixture(scope="session")
def full_kb(full_pool: CardPool) -> KnowledgeBase:
    return KnowledgeBase.from_pool(full_pool)


def check(kb: KnowledgeBase, text: str, **options: Any) -> DeckReport:
    return check_deck(parse_deck_text(text, "deck.txt"), kb, **options)


def checks(report: DeckReport) -> list[str]:
    return [p.check for p in report.problems]


# --- Deck size -------------------------------------------------------------------------------------------------------


def test_deck_size_at_most_60_rulebook_p15(builtin_kb: KnowledgeBase) -> None:
    """Rulebook p.15 "Starting a Game": "Each player needs a deck of at most 60 cards" (and p.37, step 5)."""
    assert check(builtin_kb, "60 Heroic Sacrifice").legal
    report = check(builtin_kb, "30 Heroic Sacrifice\n20 Inside Job\n11 Strafing Run\n")
    [problem] = report.problems
    assert problem.check == "deck-size"
    assert problem.line == 3  # the 61st card
    assert problem.copies == 61
    assert "61 cards" in problem.message and "at most 60" in problem.message
    assert {"rulebook/starting-a-game", "rulebook/tuning-your-deck-9"} <= set(problem.rules)


def test_no_copy_limit_for_other_cards_rulings_1997(builtin_kb: KnowledgeBase) -> None:
    """1997 archive, Deck Construction Rules: "no limitations on the number of specific cards ... except the 60-card
    maximum"; the Commander's Edition documents limit only Unique cards (there is no four-copy rule)."""
    report = check(builtin_kb, "20 Heroic Sacrifice\n20 Heroic Sacrifice\n")
    assert report.legal, report.problems


# --- Unique ----------------------------------------------------------------------------------------------------------


def test_unique_one_copy_rulebook_p13(builtin_kb: KnowledgeBase) -> None:
    """Rulebook p.13 "Unique Cards" (and the glossary, p.46): "You may have only one copy of a given Unique card in
    your deck." Copies on several lines and in other spellings (set suffix) count together."""
    assert check(builtin_kb, "Affiliation: Wolf\nPhelan Ward\n").legal
    report = check(builtin_kb, "Affiliation: Wolf\n1 Phelan Ward\n3 Heroic Sacrifice\nphelan ward (CE)\n")
    [problem] = report.problems
    assert problem.check == "unique-copies"
    assert (problem.line, problem.lines, problem.card, problem.copies) == (4, [2, 4], "Phelan Ward", 2)
    assert "rulebook/unique-cards" in problem.rules
    assert "rulebook/glossary-index/unique" in problem.rules


@pytest.mark.shared
def test_unique_counts_as_versions_one_copy_each_rulebook_p13(full_kb: KnowledgeBase) -> None:
    """Rulebook p.13: Phelan Ward "counts as" Phelan in play, but "you can have one Phelan card and one Phelan Ward
    card in your deck"."""
    assert check(full_kb, "Affiliation: Wolf\nPhelan\nPhelan Ward\n").legal
    assert checks(check(full_kb, "Affiliation: Wolf\n2 Phelan\nPhelan Ward\n")) == ["unique-copies"]


@pytest.mark.shared
def test_unique_keyword_erratum_cited_rulings_1997(full_kb: KnowledgeBase) -> None:
    """1997 archive, Bjorn Jorgensson: "Should have the keyword 'unique' on the card" — the erratum is applied and
    cited with the rule."""
    [problem] = check(full_kb, "2 Bjorn Jorgensson", universe=False).problems
    assert problem.check == "unique-copies"
    assert "rulings-1997/bjorn-jorgensson" in problem.rules


# --- Universe Deck Construction ---------------------------------------------------------------------------------------


def test_universe_alignment_other_side_rulebook_p36(builtin_kb: KnowledgeBase) -> None:
    """Rulebook p.36: "Your deck can't contain any cards aligned with the other side"."""
    [problem] = check(builtin_kb, "Affiliation: Davion\nHeroic Sacrifice\nPhelan Ward\n").problems
    assert (problem.check, problem.line, problem.card) == ("alignment", 3, "Phelan Ward")
    assert "Clan" in problem.message and "Davion" in problem.message
    assert "rulebook/universe-deck-construction-5" in problem.rules


def test_universe_affiliation_must_include_chosen_rulebook_p36(builtin_kb: KnowledgeBase) -> None:
    """Rulebook p.36: "all the cards that list affiliations must include the affiliation you chose"."""
    assert check(builtin_kb, "Affiliation: Kurita\n2 Sacrifice for the Dragon\n").legal
    [problem] = check(builtin_kb, "Affiliation: Davion\n2 Sacrifice for the Dragon\n").problems
    assert (problem.check, problem.line, problem.copies) == ("affiliation", 2, 2)
    assert "Kurita" in problem.message
    assert problem.rules == ["rulebook/universe-deck-construction-5"]


def test_universe_unaligned_cards_allowed_rulebook_p36(builtin_kb: KnowledgeBase) -> None:
    """Rulebook p.36: a Jade Falcon deck can include "Cards that aren't aligned with either side"."""
    assert check(builtin_kb, "Affiliation: Jade Falcon\n4 Heroic Sacrifice\n4 Inside Job\n").legal


@pytest.mark.shared
def test_universe_clan_cards_and_shared_affiliations_rulebook_p36(full_kb: KnowledgeBase) -> None:
    """Rulebook p.36, the Jade Falcon example: Clan cards without affiliation, and cards with the Jade Falcon icon as
    well as other Clans' icons, are allowed; a card of other Clans only is not."""
    deck = "Affiliation: Jade Falcon\nGalahad (Glass Spider)\nNight Gyr A\n"
    assert check(full_kb, deck).legal
    assert check(full_kb, deck.replace("Jade Falcon", "Smoke Jaguar")).legal
    [problem] = check(full_kb, deck.replace("Jade Falcon", "Wolf")).problems
    assert (problem.check, problem.card) == ("affiliation", "Night Gyr A")


def test_universe_affiliation_choice_ce_rulings(builtin_kb: KnowledgeBase) -> None:
    """CE General Rulings, Universe Rules: the affiliations are Davion, Marik, Kurita, Liao, Rasalhague, Steiner,
    St. Ives, ComStar and Ghost Bear, Jade Falcon, Smoke Jaguar, Wolf, Steel Viper (Steel Viper is newer than the
    rulebook's table). Spellings fold; an unknown name is malformed input naming the closest."""
    rules = Rules.load(builtin_kb)
    assert rules.sides["Steel Viper"] == "Clan" and rules.sides["St. Ives"] == "Inner Sphere"
    assert len(rules.sides) == 13
    report = check(builtin_kb, "Affiliation: clan steel viper\nHeroic Sacrifice\n")
    assert report.legal and report.affiliation == "Steel Viper"
    assert check(builtin_kb, "Affiliation: St Ives\nHeroic Sacrifice\n").affiliation == "St. Ives"
    assert checks(check(builtin_kb, "Affiliation: Steel Viper\nPhelan Ward\n")) == ["affiliation"]
    with pytest.raises(DeckFileError, match=r"deck.txt:1: no affiliation named 'Jade Falkon'; closest: Jade Falcon"):
        check(builtin_kb, "Affiliation: Jade Falkon\nHeroic Sacrifice\n")
    with pytest.raises(DeckFileError, match=r"^--affiliation: no affiliation named 'Inner Sphere'"):
        check(builtin_kb, "Affiliation: Wolf\nHeroic Sacrifice\n", affiliation="Inner Sphere")


def test_universe_no_affiliation_stated_rulebook_p36(builtin_kb: KnowledgeBase) -> None:
    """Rulebook p.36: "you must choose an affiliation". A list that states none is answered with the affiliations
    that make it legal; when none does, with the closest one's problems."""
    report = check(builtin_kb, "Sacrifice for the Dragon\nHeroic Sacrifice\n")
    assert report.legal and report.legal_affiliations == ["Kurita"] and report.affiliation is None
    assert len(check(builtin_kb, "Heroic Sacrifice\n").legal_affiliations or []) == 13
    report = check(builtin_kb, "Sacrifice for the Dragon\nTeachings of the Unfinished Book\n")
    assert not report.legal and report.legal_affiliations == []
    first, second = report.problems
    assert first.check == "affiliation-choice" and "Davion, Kurita" in first.message
    assert first.rules == ["rulebook/universe-deck-construction-5"]
    assert (second.check, second.card) == ("affiliation", "Sacrifice for the Dragon")
    assert "with Davion, the closest affiliation" in second.message


def test_wolfs_dragoons_no_affiliation_rulebook_p40_ce_rulings(builtin_kb: KnowledgeBase) -> None:
    """Rulebook p.40 "ComStar and Wolf's Dragoons": "Wolf's Dragoons is no longer considered an affiliation"; CE
    General Rulings: "Mercenary, Wolf's Dragoons, and Periphery do not count as Houses" (the 1997 archive, which made
    Wolf's Dragoons an affiliation of its own, is superseded)."""
    report = check(builtin_kb, "Affiliation: Wolf's Dragoons\nSacrifice for the Dragon\n")
    [problem] = report.problems
    assert (problem.check, problem.line) == ("affiliation-choice", 1)
    assert "this deck is legal with Kurita" in problem.message
    assert {"rulebook/comstar-and-wolfs-dragoons", "ce-rulings/universe-rules-3"} <= set(problem.rules)
    assert report.as_json()["stated_affiliation"] == "Wolf's Dragoons"


@pytest.mark.shared
def test_wolfs_dragoons_cards_in_any_inner_sphere_deck_rulebook_p40(full_kb: KnowledgeBase) -> None:
    """Rulebook p.40 and CE General Rulings: Wolf's Dragoons and Mercenary cards may be in any Inner Sphere deck; a
    card that also lists a House still needs that House."""
    deck = "Affiliation: Kurita\nFalcon (FLC-4P)\nJaime Wolf\nContract with Kell Hounds\nHornet (HNT-171)\n"
    [problem] = check(full_kb, deck).problems
    assert (problem.check, problem.card, problem.line) == ("affiliation", "Hornet (HNT-171)", 5)
    assert check(full_kb, deck.replace("Kurita", "Davion")).legal
    assert checks(check(full_kb, deck.replace("Kurita", "Wolf"))) == ["alignment"] * 4


@pytest.mark.shared
def test_comstar_older_printings_rulebook_p40(full_kb: KnowledgeBase) -> None:
    """Rulebook p.40: cards with the ComStar keyword or icon "can only be used in decks affiliated with ComStar",
    e.g. older Mongoose and Black Knight cards."""
    assert check(full_kb, "Affiliation: ComStar\nMongoose\nBlack Knight\n").legal
    problems = check(full_kb, "Affiliation: Davion\nMongoose\nBlack Knight\n").problems
    assert [p.check for p in problems] == ["affiliation", "affiliation"]
    assert all("rulebook/comstar-and-wolfs-dragoons" in p.rules for p in problems)


@pytest.mark.shared
def test_affiliation_erratum_cited_ce_rulings_cataphract(full_kb: KnowledgeBase) -> None:
    """CE Individual Card Rulings, Cataphract: the Unlimited card loses Davion and is Liao; the erratum is cited."""
    [problem] = check(full_kb, "Affiliation: Davion\nCataphract\n").problems
    assert problem.check == "affiliation" and "Liao" in problem.message
    assert "ce-rulings/cataphract" in problem.rules
    assert check(full_kb, "Affiliation: Liao\nCataphract\n").legal


def test_non_mech_units_at_most_10_rulebook_p36(builtin_kb: KnowledgeBase) -> None:
    """Rulebook p.36: "you can't include more than 10 Units that aren't 'Mechs in a deck" (Units: 'Mechs, Vehicles,
    Battle Armor, CE General Rulings)."""
    assert "non-mech-units" not in checks(check(builtin_kb, "10 Battle Armor Squad\n"))
    report = check(builtin_kb, "6 Battle Armor Squad\nHeroic Sacrifice\n5 Battle Armor Squad\n")
    [problem] = [p for p in report.problems if p.check == "non-mech-units"]
    assert (problem.line, problem.lines, problem.copies) == (3, [1, 3], 11)
    assert "rulebook/universe-deck-construction-6" in problem.rules
    assert report.counts()["non_mech_units"] == 11


def test_no_universe_casual_play_rulebook_p36(builtin_kb: KnowledgeBase) -> None:
    """Rulebook p.36–37: Universe Deck Construction is what "you should use ... whenever you build a deck" and must
    follow "to play seriously"; casual players may leave it out (``--no-universe``): size and Unique still apply."""
    deck = "Affiliation: Davion\n2 Phelan Ward\n11 Battle Armor Squad\n"
    assert checks(check(builtin_kb, deck)) == ["unique-copies", "non-mech-units", "alignment"]
    report = check(builtin_kb, deck, universe=False)
    assert checks(report) == ["unique-copies"]
    assert report.legal_affiliations is None and "not checked" in report.notes[0].message


@pytest.mark.shared
def test_tournament_bans_ce_rulings(full_kb: KnowledgeBase) -> None:
    """CE Individual Card Rulings: "Elite MechWarrior is banned from tournament play as of July 1, 1997"; reported
    with ``tournament=True`` only."""
    assert check(full_kb, "Elite MechWarrior\n").legal
    [problem] = check(full_kb, "Elite MechWarrior\n", tournament=True).problems
    assert (problem.check, problem.rules) == ("banned", ["ce-rulings/elite-mechwarrior-2"])
    assert "1997-07-01" in problem.message


def test_every_cited_rule_resolves(builtin_kb: KnowledgeBase, capsys: pytest.CaptureFixture[str]) -> None:
    """Every rule id a problem cites is a record that ``judge rule ID`` shows, and the parameters come from the
    records that state them."""
    rulings = RulingBase.load()
    rules = Rules.load(builtin_kb)
    ids = {*CITED_RULES, rules.max_size_rule, rules.unique_rule, rules.max_non_mech_rule}
    for record_id in sorted(ids):
        assert rulings.get(record_id) is not None, record_id
        assert main(["rule", record_id, "--json"]) == 0, record_id
        assert json.loads(capsys.readouterr().out)["record"]["id"] == record_id
    assert (rules.max_size, rules.unique_max, rules.max_non_mech) == (60, 1, 10)
    assert rulings.get(rules.unique_rule).params["unique.max-per-deck"] == "1"  # type: ignore[union-attr]
    deck = "Affiliation: Davion\n2 Phelan Ward\n11 Battle Armor Squad\n2 Sacrifice for the Dragon\n50 Inside Job\n"
    report = check(builtin_kb, deck, tournament=True)
    assert set(checks(report)) == {"deck-size", "unique-copies", "non-mech-units", "alignment", "affiliation"}
    assert set(checks(report)) <= set(CHECKS)
    assert all(rulings.get(r) is not None for p in report.problems for r in p.rules)


# --- Card names ------------------------------------------------------------------------------------------------------


@pytest.mark.shared
def test_card_names_scenario_format(full_kb: KnowledgeBase) -> None:
    """``shared/spec/scenario-format.md`` "Card names": exact case-insensitive, curly or straight apostrophes, set
    suffix or model code dropped when one card remains; unknown or ambiguous names name the closest."""
    report = check(full_kb, "RHONDA’S HIGHLANDER (CE)\nSunder (CE)\nAtlas AS7-D\nSupport: Assembly\n", universe=False)
    assert [e.card.name for e in report.entries] == [
        "Rhonda's Highlander (HGN-732)",
        "Sunder (SD1-OB)",
        "Atlas (AS7-D)",
        "Support: Assembly",
    ]
    with pytest.raises(DeckFileError, match=r"deck.txt:2: 'Atlas' matches several cards; closest: Atlas \(AS7-D\)"):
        check(full_kb, "Sunder\nAtlas\n")


def test_unknown_names_malformed_with_closest(builtin_kb: KnowledgeBase) -> None:
    """An unknown name is malformed input at its line, naming the closest cards and the other failing lines; cards
    of the other games are not BattleTech TCG cards."""
    with pytest.raises(DeckFileError) as caught:
        check(builtin_kb, "Phelan Wrd\nHeroic Sacrifice\nPhelan Wrd\nInside Jobb\n")
    assert caught.value.line == 1
    assert "no card named 'Phelan Wrd'; closest: Phelan Ward" in str(caught.value)
    assert str(caught.value).endswith("(also lines 3, 4)")
    with pytest.raises(DeckFileError, match="no card named 'Average Move'"):
        check(builtin_kb, "Average Move\n")  # a Mech chess card


# --- Deck-list formats -----------------------------------------------------------------------------------------------


def test_text_format_counts_comments_headings() -> None:
    text = (
        "\ufeff# my deck\r\n"
        "Affiliation: Jade Falcon\r\n"
        "Units (12):\n"
        "4 Atlas\n"
        "4x Phelan Ward   # the pilot\n"
        "3 x Heroic Sacrifice\n"
        "Inside Job x2\n"
        "// another comment\n"
        "\n"
        "Support: Assembly\n"
        "Sideboard:\n"
        "9 Strafing Run\n"
    )
    deck = parse_deck_text(text.removeprefix("\ufeff"), "d.txt")
    assert [(e.line, e.copies, e.name, e.section) for e in deck.entries] == [
        (4, 4, "Atlas", "Units"),
        (5, 4, "Phelan Ward", "Units"),
        (6, 3, "Heroic Sacrifice", "Units"),
        (7, 2, "Inside Job", "Units"),
        (10, 1, "Support: Assembly", "Units"),
    ]
    assert (deck.affiliation, deck.affiliation_line, deck.size) == ("Jade Falcon", 2, 14)
    assert [(e.line, e.copies, e.section) for e in deck.set_aside] == [(12, 9, "Sideboard")]


@pytest.mark.parametrize(
    ("text", "line", "message"),
    [
        ("Affiliation: Wolf\nAffiliation: Kurita\nAtlas\n", 2, "a second affiliation"),
        ("Affiliation:\nAtlas\n", 1, "names no affiliation"),
        ("Atlas\n0 Atlas\n", 2, "0 copies"),
        (f"{MAX_COPIES_PER_LINE + 1} Atlas\n", 1, f"1 to {MAX_COPIES_PER_LINE} copies"),
        ("99999999999999999999 Atlas\n", 1, "copies"),
        ("4x\n", 1, "gives a count but no card name"),
        ("Atlas\n" + "x" * 400 + "\n", 2, "at most 300"),
        ("# only comments\n\nUnits:\n", None, "no cards"),
        ("\n" * (MAX_LINES + 1), None, f"limited to {MAX_LINES} lines"),
    ],
)
def test_text_format_malformed(text: str, line: int | None, message: str) -> None:
    with pytest.raises(DeckFileError, match=message) as caught:
        parse_deck_text(text, "d.txt")
    assert caught.value.line == line


def test_read_deck_file_bounds(tmp_path: Path) -> None:
    big = tmp_path / "big.txt"
    big.write_bytes(b"Atlas\n" * (MAX_DECK_BYTES // 6 + 1))
    with pytest.raises(DeckFileError, match="limited to"):
        read_deck_file(big)
    binary = tmp_path / "deck.png"
    binary.write_bytes(b"Atlas\n\x89PNG\r\n\x1a\n\x00\x00")
    with pytest.raises(DeckFileError, match=r"deck.png:3: binary data \(byte 0x1a\)") as caught:
        read_deck_file(binary)
    assert caught.value.line == 3
    windows = tmp_path / "windows.txt"
    windows.write_bytes(b"Rhonda\x92s Highlander\n")  # Windows-1252 curly apostrophe
    assert read_deck_file(windows).entries[0].name == "Rhonda’s Highlander"
    with pytest.raises(DeckFileError, match="no such file"):
        read_deck_file(tmp_path / "missing.txt")
    with pytest.raises(DeckFileError, match="not a regular file"):
        read_deck_file(tmp_path)


LACKEY_DECK = """<?xml version="1.0" encoding="UTF-8"?>
<deck version="0.8">
\t<meta><game>BattleTech</game></meta>
\t<superzone name="Deck">
\t\t<card><name id="CE1">Phelan Ward (CE)</name><set>CommandersEdition</set></card>
\t\t<card><name id="CE1">Phelan Ward (CE)</name><set>CommandersEdition</set></card>
\t\t<card><name id="AR1">Battle Armor Squad</name><set>Arsenal</set></card>
\t</superzone>
\t<superzone name="Sideboard">
\t\t<card><name id="UL1">Heroic Sacrifice</name><set>Unlimited</set></card>
\t</superzone>
</deck>
"""


def test_lackey_dek(builtin_kb: KnowledgeBase) -> None:
    """LackeyCCG ``.dek``: one ``<card>`` per copy, the ``Deck`` superzone is the deck, lines are the elements'."""
    deck = parse_lackey(LACKEY_DECK, "d.dek")
    assert [(e.line, e.copies, e.name) for e in deck.entries] == [
        (5, 1, "Phelan Ward (CE)"),
        (6, 1, "Phelan Ward (CE)"),
        (7, 1, "Battle Armor Squad"),
    ]
    assert [e.name for e in deck.set_aside] == ["Heroic Sacrifice"]
    report = check_deck(deck, builtin_kb, affiliation="Wolf")
    [problem] = report.problems
    assert (problem.check, problem.line, problem.lines) == ("unique-copies", 6, [5, 6])


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            '<?xml version="1.0"?>\n<!DOCTYPE d [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]>\n'
            '<deck><superzone name="Deck"><card><name>&b;</name></card></superzone></deck>',
            "document type declaration",
        ),
        ('<deck><superzone name="Deck"><card><name>Atlas</name></card>', "not a well-formed"),
        ('<cards><superzone name="Deck"/></cards>', "root element is <cards>"),
        ('<deck><superzone name="Side"><card><name>Atlas</name></card></superzone></deck>', "no <superzone"),
        ('<deck><superzone name="Deck"><card><set>x</set></card></superzone></deck>', "without a <name>"),
        ('<deck><superzone name="Deck"></superzone></deck>', "holds no cards"),
    ],
)
def test_lackey_malformed(text: str, message: str) -> None:
    with pytest.raises(DeckFileError, match=message):
        parse_lackey(text, "d.dek")


# --- Command line ----------------------------------------------------------------------------------------------------


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    status = main(argv)
    out, err = capsys.readouterr()
    return status, out, err


def test_cli_legal_and_illegal_exit_0(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``shared/spec/command-line.md``: exit status 0 answered — an illegal deck is an answer too."""
    deck = tmp_path / "deck.txt"
    deck.write_text("Affiliation: Wolf\nPhelan Ward\n4 Heroic Sacrifice\n", encoding="utf-8")
    status, out, _ = run(["deck", "check", str(deck)], capsys)
    assert status == 0 and "legal: yes" in out and "affiliation Wolf (line 1)" in out
    deck.write_text("Affiliation: Davion\n2 Phelan Ward\n", encoding="utf-8")
    status, out, _ = run(["deck", "check", str(deck)], capsys)
    assert status == 0 and "legal: no" in out
    assert f"{deck}:2: Phelan Ward: 2 copies of a Unique card" in out
    assert "[rulebook/unique-cards, rulebook/glossary-index/unique]" in out


def test_cli_json_shape(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The JSON document of ``judge deck check --json`` (README, "Deck lists")."""
    deck = tmp_path / "deck.txt"
    deck.write_text("Affiliation: Davion\n2 Phelan Ward\nHeroic Sacrifice\n", encoding="utf-8")
    status, out, _ = run(["deck", "check", str(deck), "--json", "--tournament"], capsys)
    assert status == 0
    data = json.loads(out)
    assert set(data) == {
        "file",
        "format",
        "legal",
        "universe",
        "tournament",
        "affiliation",
        "stated_affiliation",
        "affiliation_line",
        "legal_affiliations",
        "counts",
        "cards",
        "set_aside",
        "problems",
        "notes",
    }
    assert data["format"] == "text" and data["legal"] is False
    assert (data["affiliation"], data["stated_affiliation"], data["affiliation_line"]) == ("Davion", "Davion", 1)
    assert data["legal_affiliations"] == ["Wolf"]
    assert data["counts"]["cards"] == 3
    assert data["cards"][0] == {
        "line": 2,
        "copies": 2,
        "name": "Phelan Ward",
        "card": "Phelan Ward",
        "slug": "phelan-ward",
        "type_line": "Command - Pilot - Unique - Clan - Wolf",
    }
    assert [p["check"] for p in data["problems"]] == ["unique-copies", "alignment"]
    assert set(data["problems"][0]) == {"check", "line", "lines", "card", "copies", "message", "rules"}
    assert all(set(n) == {"line", "card", "message"} for n in data["notes"])


def test_cli_options_and_stdin(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    deck = tmp_path / "deck.dek"
    deck.write_text(LACKEY_DECK, encoding="utf-8")
    status, out, _ = run(["deck", "check", str(deck), "--affiliation", "Davion", "--json"], capsys)
    data = json.loads(out)
    assert status == 0 and data["format"] == "lackey" and data["affiliation"] == "Davion"
    assert data["affiliation_line"] is None and data["set_aside"] == 1
    status, out, _ = run(["deck", "check", str(deck), "--no-universe", "--json"], capsys)
    assert [p["check"] for p in json.loads(out)["problems"]] == ["unique-copies"]

    stdin = io.TextIOWrapper(io.BytesIO(b"Affiliation: Wolf\nPhelan Ward\n"), encoding="utf-8")
    monkeypatch.setattr("sys.stdin", stdin)
    status, out, _ = run(["deck", "check", "-"], capsys)
    assert status == 0 and out.startswith("<stdin>: 1 card (") and "legal: yes" in out


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"Affiliation: Wolf\nPhelan Wrd\n", "deck.txt:2: no card named 'Phelan Wrd'; closest: Phelan Ward"),
        (b"\x00\x01\x02\x03", "deck.txt:1: binary data"),
        (b"Affiliation: Wolfs\nPhelan Ward\n", "deck.txt:1: no affiliation named 'Wolfs'; closest: Wolf"),
        (b"<deck><superzone", "deck.txt:1: not a well-formed LackeyCCG deck"),
        (b"\n\n", "deck.txt: no cards"),
    ],
)
def test_cli_malformed_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes, message: str) -> None:
    """Malformed input: exit status 2, one line on standard error naming file, line and why; nothing on standard
    output, even with --json."""
    deck = tmp_path / "deck.txt"
    deck.write_bytes(content)
    status, out, err = run(["deck", "check", str(deck), "--json"], capsys)
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("judge: error: deck check: ")
    assert message in err
    assert "Traceback" not in err


def test_cli_usage_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["deck"], capsys)[0] == 2
    status, _, err = run(["deck", "check", str(tmp_path / "nope.txt")], capsys)
    assert status == 2 and "nope.txt: no such file" in err


@pytest.mark.shared
def test_cli_with_community_pool(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text("Affiliation: Davion\n3 Mongoose\nHornet (HNT-171)\n", encoding="utf-8")
    status, out, _ = run(
        ["deck", "check", str(deck), "--pool", str(need(LACKEY)), "--pool", str(need(SPOILER))], capsys
    )
    assert status == 0
    assert "Mongoose (MON-66): 3 copies affiliated with ComStar, not Davion" in out
    assert "rulebook/comstar-and-wolfs-dragoons" in out
    assert "Hornet" not in out.split("legal: no")[1]


@pytest.mark.shared
def test_readme_example_deck(full_kb: KnowledgeBase) -> None:
    """The README's example deck list reads and is legal."""
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    start = readme.index("# Jade Falcon rush")
    text = readme[start : readme.index("```", start)]
    report = check(full_kb, text)
    assert report.legal and report.affiliation == "Jade Falcon" and report.set_aside == 2
    assert report.counts()["cards"] == 29
