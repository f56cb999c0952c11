"""Decks for whole games from files (issue 19, "Decks"): a deck file as ``judge deck check`` reads it, refused when
illegal; a custom card file as ``judge validate`` reads it; that card added to a deck for a playtest. The cards of
the tests are invented; pool cards are read in place (skipped when ``../shared`` is absent)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from judge.bttcg.deck import Rules
from judge.bttcg.deckfile import DeckFileError
from judge.bttcg.game.deck_legality import check
from judge.bttcg.game.decks import (
    CustomCardError,
    Deck,
    IllegalDeckError,
    custom_card,
    deck_from_file,
    engine_refusals,
    random_deck,
    with_card,
)
from judge.cards.models import BtCard
from judge.cardtext.validate import MAX_UPLOAD_BYTES
from judge.knowledge import KnowledgeBase
from judge.pool import CardPool


@pytest.fixture(scope="module")
def kb(full_pool: CardPool) -> KnowledgeBase:
    return KnowledgeBase.from_pool(full_pool)


def plain_list(deck: Deck) -> str:
    counts = Counter(card.name for card in deck.cards)
    return f"Affiliation: {deck.affiliation}\n" + "".join(f"{n}x {name}\n" for name, n in counts.items())


def lackey(deck: Deck) -> str:
    cards = "".join(f"<card><name>{c.name.replace('&', '&amp;')}</name></card>\n" for c in deck.cards)
    return f'<deck version="0.8">\n<superzone name="Deck">\n{cards}</superzone>\n</deck>\n'


# --- deck_from_file --------------------------------------------------------------------------------------------------


def test_deck_from_file_plain_list_and_lackey_readme_deck_lists(kb: KnowledgeBase, tmp_path: Path) -> None:
    """README, "Deck lists": the plain list and the LackeyCCG ``.dek`` that ``judge deck check`` reads give the
    same deck, one card per copy, with the affiliation the list states (a ``.dek`` states none)."""
    deck = random_deck(kb, "Kurita", 4)
    text = tmp_path / "kurita.txt"
    text.write_text(plain_list(deck), encoding="utf-8")
    read = deck_from_file(text, kb)
    assert read.affiliation == "Kurita" and read.name == str(text)
    assert sorted(c.slug for c in read.cards) == sorted(c.slug for c in deck.cards)
    dek = tmp_path / "kurita.dek"
    dek.write_text(lackey(deck), encoding="utf-8")
    from_dek = deck_from_file(dek, kb)
    assert from_dek.affiliation is None
    assert sorted(c.slug for c in from_dek.cards) == sorted(c.slug for c in deck.cards)


def test_deck_from_file_refuses_illegal_deck_universe_rulebook_p36(kb: KnowledgeBase, tmp_path: Path) -> None:
    """Rulebook p.36, Universe Deck Construction: a deck with a card aligned with the other side is refused with
    ``judge deck check``'s problem: the file, the line, the reason and the rule (no traceback, no deck)."""
    clan = random_deck(kb, "Wolf", 1)
    clan_unit = next(c for c in clan.cards if c.card_type == "Unit" and c.alignment == "Clan")
    house = random_deck(kb, "Davion", 1)
    path = tmp_path / "mixed.txt"
    path.write_text(plain_list(house) + f"1 {clan_unit.name}\n", encoding="utf-8")
    with pytest.raises(IllegalDeckError) as caught:
        deck_from_file(path, kb)
    error = caught.value
    assert error.source == str(path)
    assert [p.check for p in error.problems] == ["deck-size", "alignment"]
    alignment = error.problems[1]
    added_line = len(Counter(c.name for c in house.cards)) + 2  # the affiliation line, then one line a card
    assert alignment.card == clan_unit.name and alignment.line == error.line == added_line
    assert "rulebook/universe-deck-construction-5" in str(error)
    assert f"{path}:" in str(error) and "the deck is not legal" in str(error)


def test_deck_from_file_refuses_size_over_60_rulebook_p15(kb: KnowledgeBase, tmp_path: Path) -> None:
    """Rulebook p.15, "Starting a Game": a deck of at most 60 cards; card 61 is on the line named."""
    deck = random_deck(kb, "Liao", 2)
    path = tmp_path / "big.txt"
    extra = next(c for c in deck.cards if not c.unique)
    path.write_text(plain_list(deck) + f"1 {extra.name}\n", encoding="utf-8")
    with pytest.raises(IllegalDeckError, match="at most 60") as caught:
        deck_from_file(path, kb)
    assert caught.value.line == len({c.slug for c in deck.cards}) + 2  # the affiliation line, then one a card


def test_deck_from_file_unreadable_or_unknown_names(kb: KnowledgeBase, tmp_path: Path) -> None:
    """A file that does not read, or a name that designates no card: ``DeckFileError`` with file and line."""
    path = tmp_path / "odd.txt"
    path.write_text("Affiliation: Davion\n2 Zorblax Walker Nonesuch\n", encoding="utf-8")
    with pytest.raises(DeckFileError) as caught:
        deck_from_file(path, kb)
    assert caught.value.line == 2 and not isinstance(caught.value, IllegalDeckError)
    with pytest.raises(DeckFileError, match="no such file"):
        deck_from_file(tmp_path / "absent.txt", kb)
    big = tmp_path / "big.txt"
    big.write_bytes(b"1 x\n" * 100_000)
    with pytest.raises(DeckFileError, match="limited to"):
        deck_from_file(big, kb)


# --- custom_card -----------------------------------------------------------------------------------------------------

WALKER = """\
name: Zorblax Walker (ZB-1)
type: Unit
keywords: ["'Mech", Clan, Jade Falcon]
cost: 3+1A
speed: fast
attack: 4
armor: 1
structure: 5
mass: 35
text: |
  Overheat 1: +4 attack
"""


def write(tmp_path: Path, text: str, name: str = "card.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_custom_card_reads_judge_validate_format(tmp_path: Path) -> None:
    """A custom card file as ``judge validate`` reads it (judge/cardtext/validate.py) becomes a card: its type,
    keywords split as a keyword line is (alignment, affiliation), cost, stats, text and where it comes from."""
    card = custom_card(write(tmp_path, WALKER))
    assert (card.name, card.card_type, card.subtypes, card.alignment, card.affiliations) == (
        "Zorblax Walker (ZB-1)",
        "Unit",
        ["'Mech"],
        "Clan",
        ["Jade Falcon"],
    )
    assert (str(card.cost), card.speed, card.attack, card.armor, card.structure, card.mass) == (
        "3+1A",
        "fast",
        4,
        1,
        5,
        35,
    )
    assert card.text.startswith("Overheat 1") and not card.unique
    assert card.printings[0].source.document == str(tmp_path / "card.yaml")


def test_custom_resource_provides_its_asset_keywords_rulebook_p14(tmp_path: Path) -> None:
    """Rulebook p.14, "Assets": a Resource card makes available the assets printed on it; a custom card says them
    as keywords (as inline scenario cards do: judge/bttcg/assets.py)."""
    text = "name: Zorblax Depot\ntype: Command\nkeywords: [Resource, Munitions, Unique]\ncost: 1\ntext: '{T}: {R}'\n"
    card = custom_card(write(tmp_path, text))
    assert card.provides == ["M"] and card.subtypes == ["Resource"] and card.unique


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("name: Zorblax\ntype: Unit\nspeed: fast\nattack: 1\narmor: 1\nstructure: 2\n", "line 1.*construction cost"),
        ("name: Zorblax\ntype: Gizmo\n", "field 'type'"),
        ("cards:\n  - {name: A, type: Mission}\n  - {name: B, type: Mission}\n", "holds 2 cards"),
        ("name: [unclosed\n", "not valid YAML"),
        ("game: mechchess\nname: Z\n", "Mech chess"),
        ("cards: {name: A, type: Mission}\n", "unknown field"),
        ("cards:\n  - 3\n", "expected a mapping"),
        ("cards: []\n", "holds 0 cards"),
        ("- a\n- b\n", "expected a card"),
    ],
)
def test_custom_card_refused_with_validator_problems(tmp_path: Path, text: str, message: str) -> None:
    """An invalid custom card file is refused with the validator's problems, each with its line and field."""
    with pytest.raises(CustomCardError, match=message):
        custom_card(write(tmp_path, text))


def test_custom_card_file_bounded(tmp_path: Path) -> None:
    """A custom card file is user input: larger than the validator's upload limit, or absent, it is refused."""
    with pytest.raises(CustomCardError, match="limited to"):
        custom_card(write(tmp_path, "#" * (MAX_UPLOAD_BYTES + 1)))
    with pytest.raises(CustomCardError, match="no such file"):
        custom_card(tmp_path / "absent.yaml")


# --- with_card -------------------------------------------------------------------------------------------------------


def test_with_card_replaces_same_part_keeps_size_and_legal_rulebook_p37(kb: KnowledgeBase, tmp_path: Path) -> None:
    """A playtest adds the custom card in place of cards of the same part of the deck (rulebook p.37, "Tuning Your
    Deck": Units, Resources, Mission cards, other Command cards), the deck keeping its size and staying legal."""
    deck = random_deck(kb, "Jade Falcon", 8)
    walker = custom_card(write(tmp_path, WALKER))
    played = with_card(deck, walker, pool=kb)
    assert len(played.cards) == len(deck.cards)
    assert sum(c.slug == walker.slug for c in played.cards) == 4
    units = sum(c.card_type == "Unit" for c in played.cards)
    assert units == sum(c.card_type == "Unit" for c in deck.cards)
    assert check(played, kb).legal and played.affiliation == "Jade Falcon"
    assert with_card(deck, walker, 1).cards.count(walker) == 1  # the built-in rulings: the same rules


def test_with_card_deck_stating_no_affiliation_universe_rulebook_p36(kb: KnowledgeBase, tmp_path: Path) -> None:
    """Rulebook p.36: a deck that states no affiliation (a LackeyCCG ``.dek``) is legal when some affiliation makes
    it so; a Clan card added to an Inner Sphere deck leaves none, and is refused with ``judge deck check``'s
    problems."""
    dek = tmp_path / "kurita.dek"
    dek.write_text(lackey(random_deck(kb, "Kurita", 5)), encoding="utf-8")
    deck = deck_from_file(dek, kb)
    assert deck.affiliation is None
    with pytest.raises(IllegalDeckError, match="no affiliation makes this deck legal") as caught:
        with_card(deck, custom_card(write(tmp_path, WALKER)), pool=kb)
    assert {p.check for p in caught.value.problems} >= {"affiliation-choice", "alignment"}


def test_with_card_unique_once_rulebook_p13(kb: KnowledgeBase, tmp_path: Path) -> None:
    """Rulebook p.13, "Unique Cards": one copy of a Unique card; a second one is refused with the reason."""
    deck = random_deck(kb, "Jade Falcon", 8)
    unique = custom_card(write(tmp_path, WALKER.replace("Jade Falcon]", "Jade Falcon, Unique]")))
    once = with_card(deck, unique, pool=kb)
    assert once.cards.count(unique) == 1
    with pytest.raises(IllegalDeckError, match="a Unique card: a deck has at most 1 copy"):
        with_card(once, unique, pool=kb)
    with pytest.raises(IllegalDeckError, match="2 asked"):
        with_card(deck, unique, 2, pool=kb)


def test_with_card_affiliation_the_deck_cannot_take_rulebook_p36(kb: KnowledgeBase, tmp_path: Path) -> None:
    """Rulebook p.36, Universe Deck Construction: a card the deck's affiliation cannot take (the other side, or an
    affiliation other than the deck's) is refused, naming the deck's affiliation."""
    walker = custom_card(write(tmp_path, WALKER))
    with pytest.raises(IllegalDeckError, match="a Davion deck cannot take it"):
        with_card(random_deck(kb, "Davion", 1), walker, pool=kb)
    with pytest.raises(IllegalDeckError, match="a Wolf deck cannot take it"):
        with_card(random_deck(kb, "Wolf", 1), walker, pool=kb)


def test_with_card_non_mech_units_at_most_10_rulebook_p36(kb: KnowledgeBase, tmp_path: Path) -> None:
    """Rulebook p.36: at most 10 Units that aren't 'Mechs. A Vehicle added replaces such Units first; eleven are
    refused with ``judge deck check``'s problem."""
    rules = Rules.load(kb)
    vehicle = custom_card(write(tmp_path, WALKER.replace('"\'Mech"', "Vehicle")))
    deck = random_deck(kb, "Jade Falcon", 8)
    before = sum(c.card_type == "Unit" and "'Mech" not in c.subtypes for c in deck.cards)
    played = with_card(deck, vehicle, 4, pool=kb)
    after = sum(c.card_type == "Unit" and "'Mech" not in c.subtypes for c in played.cards)
    assert after == max(before, 4) <= rules.max_non_mech
    with pytest.raises(IllegalDeckError, match="at most 10"):
        with_card(deck, vehicle, 11, pool=kb)


def test_with_card_copies_out_of_range(kb: KnowledgeBase, tmp_path: Path) -> None:
    """Copies are 1 to 60 (rulebook p.15), and there must be as many cards of the part to replace."""
    deck = random_deck(kb, "Jade Falcon", 8)
    walker = custom_card(write(tmp_path, WALKER))
    for copies in (0, 61, True):
        with pytest.raises(IllegalDeckError, match="copies"):
            with_card(deck, walker, copies, pool=kb)
    with pytest.raises(IllegalDeckError, match="other cards of its part"):
        with_card(deck, walker, 25, pool=kb)
    assert isinstance(walker, BtCard)


def test_engine_refusals_of_a_custom_card(tmp_path: Path) -> None:
    """Issue 19, "a card the engine refuses would end the game as an error": a playtest asks why the engine would
    not execute a custom card (``executable.card_refusals``); empty when every ability is executed."""
    assert engine_refusals(custom_card(write(tmp_path, WALKER))) == []
    odd = "name: Zorblax Gambit\ntype: Command\ncost: 1\ntext: '{T}: Your opponent discards a card at random.'\n"
    reasons = engine_refusals(custom_card(write(tmp_path, odd)))
    assert reasons and all(isinstance(r, str) and r for r in reasons)
