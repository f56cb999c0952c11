"""Cards whose own text changes the rules of deck construction (judge/bttcg/deck_rules.py, applied by ``judge deck
check``): rulebook p.9, "cards often make specific exceptions to the rules"; p.13, one copy of a Unique card; p.36,
Universe Deck Construction's affiliations. Invented cards added to the built-in ones (Phelan Ward is Unique, Clan,
Wolf; Sacrifice for the Dragon is Inner Sphere, Kurita; Heroic Sacrifice is unaligned)."""

from __future__ import annotations

import pytest

from judge.bttcg.deck import DeckReport, check_deck
from judge.bttcg.deckfile import parse_deck_text
from judge.cards.models import BtCard, Printing, Source
from judge.knowledge import KnowledgeBase
from judge.pool import CardPool


def _card(name: str, text: str, *, unique: bool = False, alignment: str | None = None) -> BtCard:
    printing = Printing(set="Invented", name=name, text=text, source=Source(document="invented"))
    return BtCard(
        name=name,
        card_type="Command",
        unique=unique,
        alignment=alignment,  # type: ignore[arg-type]
        text=text,
        printings=[printing],
    )


INVENTED = [
    _card("Zorvan Depot", "You may have up to three copies of Zorvan Depot in your deck.", unique=True),
    _card("Kessel Array", "You may have any number of copies of Kessel Array in your deck.", unique=True),
    _card("Plain Yard", "You may have up to two copies of Plain Yard in your deck."),
    _card("Open Border", "Your deck may include cards of any House affiliation."),
    _card("Open Steppe", "Your deck may include cards of any Clan affiliation."),
]


@pytest.fixture(scope="module")
def kb(builtin_pool: CardPool) -> KnowledgeBase:
    return KnowledgeBase.from_pool(CardPool(cards=[*builtin_pool.cards, *INVENTED]))


def check(kb: KnowledgeBase, text: str) -> DeckReport:
    return check_deck(parse_deck_text(text, "deck.txt"), kb)


def test_unique_card_allowing_n_copies_rulebook_p9_p13(kb: KnowledgeBase) -> None:
    """Rulebook p.13 allows one copy of a Unique card; its own text "You may have up to three copies of ~ in your
    deck" is the exception (p.9): three are legal, the fourth is over its own limit, cited."""
    assert check(kb, "3 Zorvan Depot\n").legal
    [problem] = check(kb, "2 Zorvan Depot\n2 Zorvan Depot\n").problems
    assert (problem.check, problem.line, problem.copies) == ("unique-copies", 2, 4)
    assert "at most 3 copies" in problem.message
    assert "rulebook/about-this-rulebook-2" in problem.rules


def test_unique_card_allowing_any_number_of_copies_rulebook_p9_p13(kb: KnowledgeBase) -> None:
    """ "You may have any number of copies of ~ in your deck" on a Unique card: ten copies are legal."""
    assert check(kb, "10 Kessel Array\n").legal


def test_non_unique_card_naming_a_number_is_a_note_rulings_1997(kb: KnowledgeBase) -> None:
    """A card that is not Unique has no copy limit (1997 archive, Deck Construction Rules): five copies of a card
    allowing "up to two" are legal, with a note (its permission is not read as a limit)."""
    report = check(kb, "5 Plain Yard\n")
    assert report.legal, report.problems
    assert any(n.card == "Plain Yard" and "allows up to 2" in n.message for n in report.notes)


def test_deck_opened_to_any_house_affiliation_rulebook_p36(kb: KnowledgeBase) -> None:
    """Rulebook p.36: "all the cards that list affiliations must include the affiliation you chose"; with "Your
    deck may include cards of any House affiliation" in the deck, a Kurita card goes in a Davion deck. Without the
    card it does not."""
    assert check(kb, "Affiliation: Davion\nOpen Border\n2 Sacrifice for the Dragon\n").legal
    assert [p.check for p in check(kb, "Affiliation: Davion\n2 Sacrifice for the Dragon\n").problems] == ["affiliation"]


def test_deck_opened_to_one_side_only_rulebook_p36(kb: KnowledgeBase) -> None:
    """The Clans' affiliations opened ("any Clan affiliation") do not open a House's: the Kurita card stays out of
    the Davion deck; and the alignment rule stays ("Your deck can't contain any cards aligned with the other side"):
    a Clan card is still out of a Davion deck opened to any House affiliation."""
    assert [p.check for p in check(kb, "Affiliation: Davion\nOpen Steppe\n2 Sacrifice for the Dragon\n").problems] == [
        "affiliation"
    ]
    assert [p.check for p in check(kb, "Affiliation: Davion\nOpen Border\nPhelan Ward\n").problems] == ["alignment"]
