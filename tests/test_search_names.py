"""Names first (issue 22 item 1): card names looked up the way players type them, Scryfall's fuzzy lookup style;
spelling corrections from the corpus's own words; and the index answering a near name with that card first."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.cards.models import BtCard
from judge.knowledge import KnowledgeBase
from judge.search.index import SearchIndex
from judge.search.names import NameTable, distance, norm
from judge.search.spelling import Speller
from tests.conftest import LACKEY, SPOILER, need


def _card(name: str, game: str = "bttcg") -> BtCard:
    return BtCard(name=name, card_type="Unit")


@pytest.fixture(scope="module")
def table() -> NameTable:
    names = [
        "Sunder (SD1-OB)",
        "Atlas (AS7-D)",
        "Atlas (AS7-K)",
        "Atlas Revised (AS7-K)",
        "Steal 'Mech",
        "Forged Mission Orders",
        "Heavy Fog",
        "Fog-Shrouded Moors",
        "Elite MechWarrior",
        "Raven",
        "Ravenous Horde",
    ]
    return NameTable([_card(n) for n in names])


def test_norm_folds_case_apostrophes_and_punctuation() -> None:
    assert norm("Steal 'Mech") == norm("steal mech") == "steal mech"
    assert norm("Sunder (SD1-OB)") == "sunder sd1 ob"
    assert norm("Steal ’Mech") == "steal mech"


def test_distance_counts_typos_and_swaps() -> None:
    assert distance("sundr", "sunder", 2) == 1
    assert distance("misison", "mission", 2) == 1  # two letters swapped
    assert distance("fog", "frog", 1) == 1
    assert distance("atlas", "zzzzzz", 2) == 3  # past the limit: limit + 1


@pytest.mark.parametrize(
    ("typed", "name", "exact"),
    [
        ("sunder", "Sunder", True),  # the name without its model code names every card of that stem
        ("Sunder (SD1-OB)", "Sunder (SD1-OB)", True),
        ("sunder sd1-ob", "Sunder (SD1-OB)", True),
        ("sundr", "Sunder", False),  # a letter dropped
        ("sund", "Sunder", False),  # a unique prefix
        ("heavy", "Heavy Fog", False),  # in this table, the start of one name only
        ("steal mech", "Steal 'Mech", True),  # apostrophes are not typed
        ("Forged Misson Orders", "Forged Mission Orders", False),
        ("forged mision ordres", "Forged Mission Orders", False),  # two slips in a long name
        ("heavy fogg", "Heavy Fog", False),
        ("elite mechwarior", "Elite MechWarrior", False),
        ("atlas as7-d", "Atlas (AS7-D)", True),
        ("atlas", "Atlas", True),
    ],
)
def test_a_name_close_to_one_card_names_it(table: NameTable, typed: str, name: str, exact: bool) -> None:
    found = table.match(typed)
    assert found is not None and found.name == name and found.exact is exact, found


def test_a_stem_names_every_model_of_it(table: NameTable) -> None:
    found = table.match("atlas")
    assert found is not None and set(found.slugs) == {"atlas-as7-d", "atlas-as7-k"}


@pytest.mark.parametrize("typed", ["fog", "rave", "zzyzx", "sun", "atlas as7"])
def test_a_query_close_to_no_name_or_to_several_names_none(table: NameTable, typed: str) -> None:
    """Scryfall's rule: a prefix must be unique, a near spelling must be nearest to one name ("rave" is a prefix
    of Raven and Ravenous Horde; "atlas as7" of two models)."""
    assert table.match(typed) is None


def test_complete_offers_names_starting_with_it_then_names_with_a_word_starting_with_it(table: NameTable) -> None:
    assert [e.name for e in table.complete("fog", 10)] == ["Fog-Shrouded Moors", "Heavy Fog"]
    assert [e.name for e in table.complete("steal m", 10)] == ["Steal 'Mech"]
    assert [e.name for e in table.complete("atlas", 2)] == ["Atlas (AS7-D)", "Atlas (AS7-K)"]
    assert table.complete("", 10) == [] and table.complete("zzyzx", 10) == []


def test_speller_corrects_to_the_corpus_words() -> None:
    speller = Speller(["Anti-Missile is cumulative.", "ECM is not cumulative.", "Heavy Fog prevents 2 damage."])
    assert speller.correct("cumulitive") == "cumulative"
    assert speller.correct("fogg") == "fog"
    assert speller.correct("cumulative") is None  # a corpus word already
    assert speller.correct("zzyzx") is None and speller.correct("ab") is None


@pytest.fixture(scope="module")
def full_index(index_root: Path) -> SearchIndex:
    knowledge = KnowledgeBase.load([need(LACKEY), need(SPOILER)], include_saved=False, include_env=False)
    return SearchIndex.open(knowledge, index_root)


@pytest.mark.parametrize(
    ("typed", "first", "corrected"),
    [
        ("sundr", "sunder-sd1-ob", "Sunder"),
        ("Forged Misson Orders", "forged-mission-orders", "Forged Mission Orders"),
        ("heavy fogg", "heavy-fog", "Heavy Fog"),
        ("steal mech", "steal-mech", None),
        ("Sunder", "sunder-sd1-ob", None),
    ],
)
def test_a_near_name_shows_its_card_first(full_index: SearchIndex, typed: str, first: str, corrected: str) -> None:
    result = full_index.search(typed)
    assert result.hits[0].id == first and result.corrected == corrected


def test_a_correction_that_finds_nothing_is_not_offered(full_index: SearchIndex) -> None:
    for typed in ("zzyzx", "heavy zzyzx", "ecm qqqqqq"):
        result = full_index.search(typed)
        assert result.total == 0 and result.corrected is None and result.did_you_mean is None


def test_literal_searches_the_query_as_typed(full_index: SearchIndex) -> None:
    assert full_index.search("sundr", literal=True).total == 0
    assert full_index.search("is ecm cumulative?", literal=True).searched is None
