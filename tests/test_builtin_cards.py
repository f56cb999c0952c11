"""The built-in cards (``cards/``), checked against the seeds they were transcribed from."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from judge.cards.models import BtCard, DominationCard, MechChessCard, MechChessUnit
from judge.pool import CardPool, builtin_files
from tests.conftest import seed_text


def _domination(pool: CardPool) -> list[DominationCard]:
    return [c for c in pool.cards if isinstance(c, DominationCard)]


def test_every_builtin_file_loads(builtin_pool: CardPool) -> None:
    assert {p.name for p in builtin_files()} == {"bttcg-seeds.yaml", "domination.yaml", "mechchess.yaml"}
    assert len(builtin_pool.reports) == 3
    assert builtin_pool.warnings == []


def test_domination_card_counts_per_type(builtin_pool: CardPool) -> None:
    """001, "Card List (v2.2)": 42 Units (31 Mech, 5 Vehicle, 6 Infantry) and 42 other cards."""
    counts = Counter(c.card_type for c in _domination(builtin_pool))
    assert counts == {
        "Unit - Mech": 31,
        "Unit - Vehicle": 5,
        "Unit - Infantry": 6,
        "Support": 27,
        "Support - Attack": 7,
        "Reaction": 4,
        "Resource": 4,
    }


def test_domination_counts_match_the_seed_table(builtin_pool: CardPool) -> None:
    text = seed_text("001")
    table = text[text.index("Card List (v2.2)") : text.index("Detailed Card Descriptions")]
    kinds = r"Unit\s*[-–]\s*(?:Mech|Vehicle|Infantry)|Support\s*-\s*Attack|Support|Reaction|Resource"
    rows = [line for line in table.splitlines() if re.search(rf"\t(?:{kinds})\t", line)]
    seed_counts = Counter(re.sub(r"\s*[-–]\s*", " - ", row.split("\t")[1].strip()) for row in rows)
    assert seed_counts == Counter(c.card_type for c in _domination(builtin_pool))
    seed_names = {row.split("\t")[0].replace(" (*)", "").strip() for row in rows}
    assert seed_names == {c.name for c in _domination(builtin_pool)}


def test_domination_texts_are_the_seeds_words(builtin_pool: CardPool) -> None:
    flat = re.sub(r"\s+", " ", seed_text("001"))
    # the one row split over a page break (Kit Fox): the seed's "1/1/" fragment is layout debris
    flat = flat.replace(" 1/1/ ", " ")
    for card in _domination(builtin_pool):
        for sentence in re.split(r"(?<=\.) ", card.text):
            if sentence:
                assert sentence in flat, f"{card.name}: {sentence!r} is not in the seed"


def test_domination_base_cards_and_piles(builtin_pool: CardPool) -> None:
    """001, "Base Cards": 25 Basic Factory, 15 Munitions Factory, 10 Advanced Factory, 20 Infantry Platoon
    (70 cards); five copies of each Supply card."""
    base = {c.name: c.pile_size for c in _domination(builtin_pool) if c.base}
    assert base == {"Basic Factory": 25, "Munitions Factory": 15, "Advanced Factory": 10, "Infantry Platoon": 20}
    assert sum(base.values()) == 70
    assert {c.pile_size for c in _domination(builtin_pool) if not c.base} == {5}


def test_mechchess_has_42_units_matching_the_seed_table(builtin_pool: CardPool) -> None:
    units = {c.name: c for c in builtin_pool.cards if isinstance(c, MechChessUnit)}
    assert len(units) == 42
    text = seed_text("003")
    table = text[text.index("Name Hits Move CR MR LR") + 24 : text.index("SETUP")]
    rows = re.findall(r"([A-Z][A-Za-z]*(?: [A-Z][A-Za-z]*)*) (\d+) (\d)(J?) (\d|-) (\d|-) (\d|-)", table)
    assert len(rows) == 42
    for name, hits, move, jump, cr, mr, lr in rows:
        unit = units[name]
        assert (unit.hits, unit.move, unit.jump) == (int(hits), int(move), jump == "J")
        assert [unit.cr, unit.mr, unit.lr] == [None if v == "-" else int(v) for v in (cr, mr, lr)]


def test_mechchess_deck(builtin_pool: CardPool) -> None:
    cards = [c for c in builtin_pool.cards if isinstance(c, MechChessCard)]
    assert len(cards) == 30
    assert sum(c.count for c in cards) == 71
    assert Counter(c.card_type for c in cards) == {"M": 6, "A": 4, "D": 8, "X": 4, "Z": 8}
    flat = seed_text("003")
    for card in cards:
        assert f"{card.name} {card.count} {card.range_text} {card.card_type}" in flat
        assert card.notes in flat


def test_mechchess_damage_rating() -> None:
    from judge.cards.models import Source

    charger = MechChessUnit(name="Charger", hits=10, move=3, cr=2, source=Source(document="003"))
    assert charger.damage_rating(1) == 2
    assert charger.damage_rating(2) is None
    with pytest.raises(ValueError, match="range 4"):
        charger.damage_rating(4)


def test_quoted_bttcg_cards_cite_their_seed(builtin_pool: CardPool) -> None:
    quoted = [c for c in builtin_pool.cards if isinstance(c, BtCard)]
    assert len(quoted) == 34
    texts = {n: re.sub(r"\s+", " ", seed_text(n)) for n in ("000", "002", "004")}
    for card in quoted:
        (printing,) = card.printings
        assert printing.source.document in texts
        quote = printing.source.quote
        assert quote, f"{card.name} has no quotation"
        # the seeds' layout debris aside, the quotation stands in the document
        assert re.sub(r"\s+", " ", quote)[:60] in texts[printing.source.document], card.name


def test_sunder_quoted_by_the_rulebook(builtin_pool: CardPool) -> None:
    sunder = builtin_pool.lookup("Sunder", "bttcg")
    assert isinstance(sunder, BtCard)
    assert (sunder.armor, sunder.structure, str(sunder.cost)) == (3, 10, "6+3A+3M+3T")
    assert sunder.attack is None  # the rulebook does not say; absent is not 0
