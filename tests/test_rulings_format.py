"""The rulings transcription format (rulings/README.md) and its reader: records, ids, relations, errata."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.cards.cost import parse_cost
from judge.cards.models import BtCard, Printing, Source
from judge.pool import CardPool
from judge.rulings.errata import apply_errata, check_errata
from judge.rulings.loader import RulingsFileError, heading_keys, read_rulings_file
from judge.rulings.store import RulingBase, link, split_card_reference

NEW = """\
document: 002
id: newer
title: Newer rulings

= General Rulings
== Unit Options
=== Zorblax Shield

* clarification
  Zorblax Shield is cumulative.
  @param: zorblax-shield.cumulative = true
  @supersedes: older/zorblax-shield

* example #two-units
  Two Units with it prevent two
  points of damage.

= Card Rulings
== Zorblax Strike [p.12]

* errata
  Card text should read: "Draw a card."
  @cards: Zorblax Strike (Unlimited)
  @erratum: text "Draw a card."
  @erratum: base-cost 2
"""

OLD = """\
document: 004
id: older
title: Older rulings

= Rulings
== Zorblax Shield

* clarification
  Zorblax Shield is not cumulative.
  @param: zorblax-shield.cumulative = false
"""


def write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.write_text(text)
    return path


def test_records_ids_pages_and_attributes(tmp_path: Path) -> None:
    records = read_rulings_file(write(tmp_path, "new.rules", NEW))
    assert [r.id for r in records] == [
        "newer/zorblax-shield",
        "newer/zorblax-shield/two-units",
        "newer/zorblax-strike",
    ]
    first, example, erratum = records
    assert first.kind == "clarification" and first.params == {"zorblax-shield.cumulative": "true"}
    assert first.section == ["General Rulings", "Unit Options", "Zorblax Shield"]
    assert example.text == "Two Units with it prevent two points of damage."
    assert erratum.page == 12 and erratum.cards == ["Zorblax Strike (Unlimited)"]
    assert erratum.errata == ['text "Draw a card."', "base-cost 2"]
    assert (erratum.file, erratum.line) == ("new.rules", 21)


def test_heading_keys_are_the_shortest_unique_tail() -> None:
    keys = heading_keys(
        [("a", "errata", "ambush"), ("b", "ambush"), ("a", "battle"), ("a", "battle", "x"), ("ambush",)]
    )
    assert keys[("a", "battle")] == "battle"
    assert keys[("ambush",)] == "ambush"  # a top-level heading that ends a longer path keeps its one word
    assert keys[("a", "errata", "ambush")] == "errata/ambush"
    assert keys[("b", "ambush")] == "b/ambush"


@pytest.mark.parametrize(
    ("text", "line", "message"),
    [
        ("document: 1\nid: x\ntitle: t\n\n= A\n* rule\nunindented text\n", 7, "not a rulings line"),
        ("document: 1\nid: x\ntitle: t\n\n= A\n* rule\n  text\n  @colour: red\n", 8, "unknown attribute @colour"),
        ("document: 1\nid: x\ntitle: t\n\n= A\n=== C\n", 6, "skips a level"),
        ("document: 1\nid: x\ntitle: t\n\n* rule\n  text\n", 5, "before the first heading"),
        ("document: 1\ntitle: t\n\n= A\n* rule\n  text\n", 1, "needs 'id'"),
        ("document: 1\nid: x\ntitle: t\nowner: me\n\n= A\n", 4, "unknown header key"),
        ("document: 1\nid: x\ntitle: t\n\n= A\n* rule\n  text\n  @page: twelve\n", 8, "@page must be a number"),
        ("document: 1\nid: x\ntitle: t\n\n= A\n* wish\n  text\n", 6, "not a rulings line"),
    ],
)
def test_malformed_files_fail_with_their_line(tmp_path: Path, text: str, line: int, message: str) -> None:
    with pytest.raises(RulingsFileError) as info:
        read_rulings_file(write(tmp_path, "bad.rules", text))
    assert info.value.line == line
    assert message in str(info.value)


def test_supersession_is_linked_both_ways(tmp_path: Path) -> None:
    write(tmp_path, "new.rules", NEW)
    write(tmp_path, "old.rules", OLD)
    rulings = RulingBase.load(tmp_path)
    old = rulings.by_id["older/zorblax-shield"]
    assert old.superseded_by == ["newer/zorblax-shield"] and not old.current
    # the newer record's parameter wins
    assert rulings.params("bttcg")["zorblax-shield.cumulative"] == ("true", "newer/zorblax-shield")


def test_relation_to_an_unknown_record_fails(tmp_path: Path) -> None:
    records = read_rulings_file(write(tmp_path, "new.rules", NEW))
    with pytest.raises(RulingsFileError, match="unknown record 'older/zorblax-shield'"):
        link(records)


def test_card_references_with_sets() -> None:
    assert split_card_reference("Forged Mission Orders (Limited, Unlimited)") == (
        "Forged Mission Orders",
        ["Limited", "Unlimited"],
    )
    assert split_card_reference("Sunder (SD1-OB)") == ("Sunder (SD1-OB)", [])


def _card(sets: list[str]) -> BtCard:
    return BtCard(
        name="Zorblax Strike",
        card_type="Mission",
        cost=parse_cost("4+1A"),
        text="Old words.",
        printings=[
            Printing(set=s, name="Zorblax Strike", text="Old words.", source=Source(document="t")) for s in sets
        ],
    )


def test_erratum_applies_to_the_current_text_and_cites_its_ruling(tmp_path: Path) -> None:
    write(tmp_path, "new.rules", NEW.replace("  @supersedes: older/zorblax-shield\n", ""))
    rulings = RulingBase.load(tmp_path)
    pool, unresolved = apply_errata(CardPool(cards=[_card(["Unlimited"])]), rulings)
    (card,) = pool.cards
    assert isinstance(card, BtCard)
    assert card.text == "Draw a card." and str(card.cost) == "2+1A"
    assert [e.record for e in card.errata] == ["newer/zorblax-strike", "newer/zorblax-strike"]
    assert all(e.applied for e in card.errata)
    assert card.printings[0].text == "Old words."  # the printed text stays
    assert unresolved == []


def test_erratum_for_an_older_printing_leaves_a_newer_wording(tmp_path: Path) -> None:
    write(tmp_path, "new.rules", NEW.replace("  @supersedes: older/zorblax-shield\n", ""))
    rulings = RulingBase.load(tmp_path)
    pool, _ = apply_errata(CardPool(cards=[_card(["Commander's Edition", "Unlimited"])]), rulings)
    (card,) = pool.cards
    assert isinstance(card, BtCard)
    assert card.text == "Old words."
    assert card.errata and not any(e.applied for e in card.errata)


def test_unknown_erratum_form_fails_with_its_line(tmp_path: Path) -> None:
    text = NEW.replace("  @supersedes: older/zorblax-shield\n", "").replace("base-cost 2", "colour red")
    write(tmp_path, "new.rules", text)
    with pytest.raises(RulingsFileError) as info:
        check_errata(RulingBase.load(tmp_path))
    assert info.value.line == 20  # the record (one line up: the @supersedes line is dropped here)


def test_an_added_sentence_the_printing_already_carries_is_not_added_twice(tmp_path: Path) -> None:
    """CE Individual Card Rulings: Extra Armor Plating (Unlimited) 'Add the phrase: "Draw a card when you activate
    Extra Armor Plating."' The community list already carries the phrase (marked '(Errata)'): added again, the card
    drew two cards when activated."""
    text = NEW.replace("  @supersedes: older/zorblax-shield\n", "").replace(
        '  @erratum: text "Draw a card."\n  @erratum: base-cost 2', '  @erratum: add "Draw a card."'
    )
    write(tmp_path, "new.rules", text)
    rulings = RulingBase.load(tmp_path)
    card = _card(["Unlimited"]).model_copy(update={"text": "Old words. Draw a  card."})
    pool, _ = apply_errata(CardPool(cards=[card]), rulings)
    (fixed,) = pool.cards
    assert isinstance(fixed, BtCard) and fixed.text == "Old words. Draw a  card."
    pool, _ = apply_errata(CardPool(cards=[_card(["Unlimited"])]), rulings)
    (added,) = pool.cards
    assert isinstance(added, BtCard) and added.text == "Old words. Draw a card."
