"""Questions (issue 22 item 2): a query that reads as a question finds the record that answers it among the first
three answers. The questions (tests/data/questions.txt) are written in our own words from the documents, each with
the record it must find; the synonyms are each taken from a record that equates them."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.knowledge import KnowledgeBase
from judge.search.index import SearchIndex
from judge.search.query import parse_query
from judge.search.questions import EXPANSIONS, SYNONYMS, read_question
from tests.conftest import LACKEY, SPOILER

QUESTIONS = Path(__file__).parent / "data" / "questions.txt"


def questions() -> list[tuple[str, str]]:
    found = []
    for line in QUESTIONS.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            record, question = (part.strip() for part in line.split("|", 1))
            found.append((record, question))
    return found


@pytest.fixture(scope="module")
def index(index_root: Path) -> SearchIndex:
    """The full corpus when ../shared is present (the community cards compete with the rulings), else the built-in
    cards and every record."""
    files = [p for p in (LACKEY, SPOILER) if p.exists()]
    return SearchIndex.open(KnowledgeBase.load(files, include_saved=False, include_env=False), index_root)


def test_forty_questions_each_with_an_existing_record(index: SearchIndex) -> None:
    found = questions()
    assert len(found) == 40 and len({q for _, q in found}) == 40
    for record, _ in found:
        assert record in index.knowledge.rulings.by_id, record


@pytest.mark.parametrize(("record", "question"), questions(), ids=[q for _, q in questions()])
def test_a_question_finds_its_answer_in_the_top_three(index: SearchIndex, record: str, question: str) -> None:
    result = index.search(question, limit=3)
    assert result.searched is not None and result.question, "read as a question"
    assert record in [hit.id for hit in result.hits], (result.searched, [hit.id for hit in result.hits])


@pytest.mark.parametrize(
    ("text", "searched"),
    [
        ("is ECM cumulative?", "ecm or cumulative or stack"),
        ("does anti-missile stack", "anti-missile or stack or cumulative"),
        ("do anti-missiles stacks", "anti-missiles or stacks or cumulative"),
        ("can a depleted unit deal damage", "depleted or unit or deal or dealt or damage"),
        ("what happens when every blocker is removed?", "blocker or blocking or removed"),
        ("are mechs destroyed?", "mechs or unit or destroyed or scrap or kill"),
    ],
)
def test_question_and_stop_words_dropped_synonyms_added(text: str, searched: str) -> None:
    question = read_question(text, parse_query(text))
    assert question is not None and question.searched() == searched


def test_the_restatement_says_what_was_searched(index: SearchIndex) -> None:
    result = index.search("is ECM cumulative?")
    assert result.question == "ecm; cumulative (or stack)"
    assert result.hits[0].id in ("ce-rulings/ecm", "rulings-1997/ecm")


@pytest.mark.parametrize("text", ["heavy fog", "ecm", "kind:ruling ecm?", '"is ecm cumulative"', "is", "-is ecm"])
def test_what_does_not_read_as_a_question(text: str) -> None:
    """(and a question too long to search with its synonyms is searched as typed)"""
    """A question is two bare words or more, opening with a question word or closing with '?'; fields, phrases and
    negations are the query language."""
    assert read_question(text, parse_query(text)) is None


def test_a_mech_is_a_unit_but_a_unit_not_a_mech() -> None:
    """ce-rulings/mechs: older cards say 'Mech where Unit is meant; ce-rulings/types-of-units-4: abilities that apply
    to 'Mechs apply only to 'Mechs. So "mech" is searched with "unit", not the other way round."""
    assert EXPANSIONS["mech"] == ("unit",)
    assert "unit" not in EXPANSIONS


def test_every_synonym_comes_from_a_record_that_uses_its_words(index: SearchIndex) -> None:
    records = index.knowledge.rulings.by_id
    for synonym in SYNONYMS:
        text = records[synonym.source].text.lower().replace("’", "'")
        assert any(word in text for word in synonym.words), synonym


def test_a_question_too_long_to_search_with_its_alternatives_is_searched_as_typed() -> None:
    text = "is " + " ".join(f"q{n:03d}zz" for n in range(60)) + "?"
    assert len(text) <= 500 and read_question(text, parse_query(text)) is None
    short = "is " + " ".join(f"q{n:03d}zz" for n in range(10)) + "?"
    assert read_question(short, parse_query(short)) is not None


@pytest.mark.parametrize(
    ("text", "record"),
    [
        ("anti-missile stacking", "ce-rulings/anti-missile"),
        ("jump initiative stacking", "ce-rulings/jump"),
    ],
)
def test_plain_words_no_answer_has_all_of_are_searched_as_alternatives(
    index: SearchIndex, text: str, record: str
) -> None:
    """Keywords typed as players type them ("anti-missile stacking"): where no record has every word and no
    correction finds one, the words and their synonyms are searched as a question's are, and the answer says so."""
    result = index.search(text)
    assert result.any_of and result.question is not None
    assert record in [hit.id for hit in result.hits[:3]]
    assert result.as_json()["any_of"] is True


def test_plain_words_that_all_match_are_not_loosened(index: SearchIndex) -> None:
    """A query whose words all match keeps its meaning (every word), with no alternatives read into it."""
    result = index.search("anti-missile cumulative")
    assert result.total and not result.any_of and result.question is None
    assert index.search("anti-missile stacking", literal=True).total == 0


@pytest.mark.parametrize(
    ("text", "entry"),
    [
        ("what does depleted mean", "rulebook/glossary-index/deplete"),
        ("what is a site", "rulebook/glossary-index/site"),
        ("What's a Pilot?", "rulebook/glossary-index/pilot"),
        ("what is the untap phase", "rulebook/glossary-index/untap-phase"),
    ],
)
def test_what_a_term_means_is_answered_by_its_glossary_entry_first(index: SearchIndex, text: str, entry: str) -> None:
    """rulebook Glossary: a question asking what a term means ("what is a site?") has the glossary's entry for the
    term (its words stemmed: "depleted" is "Deplete") as its first answer."""
    assert index.search(text).hits[0].id == entry


def test_a_definition_is_asked_in_several_ways() -> None:
    from judge.search.questions import defined_term

    assert defined_term("what does depleted mean?") == "depleted"
    assert defined_term("define overheat") == "overheat"
    assert defined_term("meaning of the Untap phase") == "untap phase"
    assert defined_term("what is a site") == "site"
    assert defined_term("what happens when my stockpile runs out") is None
    assert read_question("define overheat", parse_query("define overheat")) is not None
