"""Decks for whole games (issue 19, "Decks"): random legal decks per affiliation, seeded, checked by ``judge deck
check``'s own code; the rules they follow, each test named after its source. The community card lists are read in
place (skipped when ``../shared`` is absent); no card text is copied here."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from judge.bttcg.deck import Rules, check_deck
from judge.bttcg.deckfile import read_deck_file
from judge.bttcg.executable import card_refusals
from judge.bttcg.faces import face_of_pool_card
from judge.bttcg.game.decks import (
    MAX_COPIES,
    Deck,
    DeckBuildError,
    affiliations,
    random_deck,
)
from judge.bttcg.game.random_decks import EXPENSIVE, MIN_SIZE, SHARES, candidates
from judge.cards.models import BtCard
from judge.knowledge import KnowledgeBase
from judge.pool import CardPool

SEEDS_PER_AFFILIATION = 8


@pytest.fixture(scope="module")
def kb(full_pool: CardPool) -> KnowledgeBase:
    return KnowledgeBase.from_pool(full_pool)


@pytest.fixture(scope="module")
def rules(kb: KnowledgeBase) -> Rules:
    return Rules.load(kb)


def as_list_file(deck: Deck, path: Path) -> Path:
    """The deck written as the plain list players write (``judge deck check``'s format): names, counts, the
    affiliation."""
    counts = Counter(card.name for card in deck.cards)
    lines = [f"Affiliation: {deck.affiliation}"] + [f"{n} {name}" for name, n in counts.items()]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_random_decks_pass_judge_deck_check_every_affiliation_rulebook_p15_p36(
    kb: KnowledgeBase, rules: Rules, tmp_path: Path
) -> None:
    """Rulebook p.15 (at most 60 cards), p.13 (one copy of a Unique card), p.36 (Universe Deck Construction; the
    affiliations of the CE General Rulings, Universe Rules): every random deck, for every affiliation the rulings
    list and many seeds, written as a deck list and read back by ``judge deck check``'s code (names looked up in the
    pool), is legal for its affiliation."""
    assert affiliations(kb) == list(rules.sides)  # this pool has the cards for each of them
    for affiliation in rules.sides:
        for seed in range(SEEDS_PER_AFFILIATION):
            deck = random_deck(kb, affiliation, seed)
            assert len(deck.cards) == 60 and deck.affiliation == affiliation
            report = check_deck(read_deck_file(as_list_file(deck, tmp_path / "deck.txt")), kb)
            assert report.legal, report.text()
            assert report.affiliation == affiliation
            assert sorted(e.card.slug for e in report.entries for _ in range(e.line.copies)) == sorted(
                c.slug for c in deck.cards
            )


@pytest.mark.parametrize("size", [10, 11, 17, 33, 59])
def test_random_decks_of_other_sizes_legal_rulebook_p15(kb: KnowledgeBase, rules: Rules, size: int) -> None:
    """Rulebook p.15: a deck of at most 60 cards, no minimum (a random deck has MIN_SIZE at least): every size gives
    a deck of exactly that size, legal for each affiliation (``judge deck check``'s code, cards known)."""
    from judge.bttcg.game.deck_legality import check

    for affiliation in rules.sides:
        deck = random_deck(kb, affiliation, 1, size=size)
        assert len(deck.cards) == size and deck.name == f"random:{affiliation}:1 ({size} cards)"
        assert check(deck, kb).legal
        assert any(c.card_type == "Unit" for c in deck.cards) and any("Resource" in c.subtypes for c in deck.cards)


def test_random_deck_seeded_same_seed_same_deck(kb: KnowledgeBase) -> None:
    """Issue 19: a random deck is seeded: the same seed gives the same deck, other seeds other decks."""
    first = random_deck(kb, "Davion", 7)
    assert random_deck(kb, "Davion", 7) == first
    others = {tuple(c.slug for c in random_deck(kb, "Davion", seed).cards) for seed in range(20)}
    assert len(others) == 20


def test_random_deck_copies_unique_and_non_mech_limits_rulebook_p13_p36(kb: KnowledgeBase, rules: Rules) -> None:
    """Rulebook p.13, "Unique Cards": one copy of a Unique card; p.36: at most 10 Units that aren't 'Mechs; other
    cards at most MAX_COPIES (a choice for variety, not a rule: the 1997 archive sets no limit)."""
    for affiliation in ("Kurita", "Wolf", "Steel Viper"):
        for seed in range(10):
            deck = random_deck(kb, affiliation, seed)
            copies = Counter(c.slug for c in deck.cards)
            cards = {c.slug: c for c in deck.cards}
            for slug, n in copies.items():
                assert n <= (rules.unique_max if cards[slug].unique else MAX_COPIES), slug
            non_mech = sum(1 for c in deck.cards if c.card_type == "Unit" and "'Mech" not in c.subtypes)
            assert non_mech <= rules.max_non_mech


def test_random_deck_shares_tuning_your_deck_rulebook_p37(kb: KnowledgeBase) -> None:
    """Rulebook p.37, "Tuning Your Deck": 24 'Mechs, 24 Resources and 12 other cards leaning heavily towards Mission
    cards in 60; the same shares in a smaller deck; Resources that make resources or provide assets."""
    found = candidates(kb)
    for affiliation in ("Jade Falcon", "Marik"):
        deck = random_deck(kb, affiliation, 3)
        parts = Counter("Resource" if "Resource" in c.subtypes else str(c.card_type) for c in deck.cards if c.card_type)
        assert parts == {"Unit": 24, "Resource": 24, "Mission": 8, "Command": 4}
        for card in deck.cards:
            if "Resource" in card.subtypes:
                assert card.slug in found.producing or card.provides
        small = Counter(str(c.card_type) for c in random_deck(kb, affiliation, 3, size=30).cards)
        assert small["Unit"] == 12 and small["Mission"] == 4


def test_random_deck_resources_for_the_units_asset_costs_rulebook_p37_p19(kb: KnowledgeBase, rules: Rules) -> None:
    """Rulebook p.37, "Tuning Your Deck" step 4 (Resources chosen for "what kinds of asset costs" the cards have)
    and p.19 ("Constructing Cards": an asset cost is paid unless the asset is available): the asset the Units' costs
    ask for most is provided by a Resource of the deck whenever the affiliation has one that provides it; and
    'Mechs of cost 6 and above are left out (step 2) where there are enough cheaper ones."""
    found = candidates(kb)
    for affiliation in rules.sides:
        allowed = found.restricted(rules, affiliation)
        for seed in range(3):
            deck = random_deck(kb, affiliation, seed)
            wanted: Counter[str] = Counter()
            for card in deck.cards:
                if card.card_type == "Unit" and card.cost is not None:
                    wanted.update(card.cost.assets)
            provided = {a for c in deck.cards for a in c.provides}
            if wanted:
                top = min(wanted, key=lambda a: (-wanted[a], a))
                if any(top in c.provides for c in allowed.resources):
                    assert top in provided, (affiliation, seed, top)
            assets = frozenset(a for c in allowed.resources for a in c.provides)
            units = [c for c in deck.cards if c.card_type == "Unit"][:24]
            assert all((c.total_cost(assets) or 0) < EXPENSIVE for c in units), affiliation


def test_random_deck_executed_only_every_ability_executed(kb: KnowledgeBase) -> None:
    """Issue 19: a self-play deck holds only cards every ability of which the engine executes
    (``executable.card_refusals``): a card refused would end the game as an error. Without ``executed_only``, other
    cards may come in."""
    for affiliation in ("Steiner", "Smoke Jaguar"):
        deck = random_deck(kb, affiliation, 11)
        for card in {c.slug: c for c in deck.cards}.values():
            assert not card_refusals(face_of_pool_card(card)).refused, card.name
    loose = [random_deck(kb, "Davion", seed, executed_only=False) for seed in range(20)]
    refused = {c.name for d in loose for c in d.cards if card_refusals(face_of_pool_card(c)).refused}
    assert refused  # the executed_only filter is what keeps them out


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"seed": -1}, "the seed is -1"),
        ({"seed": 2**63}, "a seed is a whole number"),
        ({"seed": True}, "the seed is True"),
        ({"size": 9}, "holds 10 to 60 cards"),
        ({"size": 61}, "holds 10 to 60 cards"),
        ({"affiliation": "Zorg"}, "no affiliation named 'Zorg'"),
        ({"affiliation": "Mercenary"}, "no affiliation named 'Mercenary'"),
        ({"affiliation": "W" * 10_000}, "no affiliation named 'WWWW+'\\.\\.\\.; the affiliations"),
    ],
)
def test_random_deck_inputs_out_of_range(kb: KnowledgeBase, options: dict[str, object], message: str) -> None:
    """A seed, size or affiliation out of range is a clear error, never a traceback from deep inside."""
    arguments: dict[str, object] = {"affiliation": "Davion", "seed": 1, **options}
    with pytest.raises(DeckBuildError, match=message):
        random_deck(
            kb,
            arguments["affiliation"],  # type: ignore[arg-type]
            arguments["seed"],  # type: ignore[arg-type]
            size=arguments.get("size", 60),  # type: ignore[arg-type]
        )


def test_random_deck_affiliation_spellings_ce_rulings(kb: KnowledgeBase) -> None:
    """CE General Rulings, Universe Rules: the affiliations as the rules spell them; "Clan Wolf" or "st ives" name
    them too (``Rules.affiliation``, as ``judge deck check`` reads an ``Affiliation:`` line)."""
    assert random_deck(kb, "clan wolf", 2).affiliation == "Wolf"
    assert random_deck(kb, "st ives", 2) == random_deck(kb, "St. Ives", 2)


def test_random_deck_from_a_pool_too(full_pool: CardPool) -> None:
    """A card pool (not a knowledge base) is read with the rulings' errata applied, once per pool."""
    deck = random_deck(full_pool, "Ghost Bear", 5)
    assert deck.name == "random:Ghost Bear:5" and all(isinstance(c, BtCard) for c in deck.cards)


def test_readme_says_what_random_decks_do() -> None:
    """The README's section on decks for whole games states the shares, sizes and copies the code uses."""
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    section = " ".join(readme.split("### Decks for whole games", 1)[1].split("\n## ", 1)[0].split())
    units, resources, missions, commands = SHARES
    assert f"{units} 'Mechs, {resources} Resources, {missions} Mission and {commands} other Command cards" in section
    assert f"the same shares in {MIN_SIZE} to 59" in section
    assert f"at most {MAX_COPIES} copies of a card that isn't Unique" in section
    assert f"cost {EXPENSIVE} and above" in section


def test_random_deck_exclude_cards_refused_in_games(kb: KnowledgeBase) -> None:
    """Issue 19: a sweep may leave out cards the engine refused in earlier games; the deck stays legal and seeded,
    holds none of them, and an exclusion too large or not a collection of names is a clear error."""
    deck = random_deck(kb, "Marik", 4)
    left_out = sorted({c.name for c in deck.cards if c.card_type == "Unit"})[:5]
    spelled = [name.upper() for name in left_out]
    without = random_deck(kb, "Marik", 4, exclude=spelled)
    assert without == random_deck(kb, "Marik", 4, exclude=list(reversed(left_out)))
    assert not {c.name for c in without.cards} & set(left_out)
    assert len(without.cards) == 60 and without.name == "random:Marik:4 (without 5 cards)"
    assert random_deck(kb, "Marik", 4, exclude=[]) == deck
    with pytest.raises(DeckBuildError, match="at most 1000 card names"):
        random_deck(kb, "Marik", 4, exclude=[str(n) for n in range(1001)])
    with pytest.raises(DeckBuildError, match="card names"):
        random_deck(kb, "Marik", 4, exclude="Atlas")
