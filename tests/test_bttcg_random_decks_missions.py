"""Random decks whose Mission cards can be played (issue 19): the assets the Mission cards need come with them
(judge/bttcg/game/random_decks.py). The community card lists are read in place (skipped without ``../shared``); no
card text is copied here."""

from __future__ import annotations

import pytest

from judge.bttcg.deck import Rules
from judge.bttcg.game.decks import random_deck
from judge.bttcg.game.random_decks import candidates, mission_assets
from judge.cards.cost import parse_cost
from judge.cards.models import BtCard
from judge.knowledge import KnowledgeBase
from judge.pool import CardPool

SEEDS = range(4)


@pytest.fixture(scope="module")
def kb(full_pool: CardPool) -> KnowledgeBase:
    return KnowledgeBase.from_pool(full_pool)


def test_random_deck_with_missions_provides_tactics_rulebook_p26_p32(kb: KnowledgeBase) -> None:
    """Rulebook p.26 (base initiative is 1 with the Tactics asset available, 0 without) and p.32 ("The number of
    Mission cards you can play is limited by your current initiative score"): every random deck holding Mission
    cards holds a Resource providing Tactics, wherever its affiliation has one."""
    rules = Rules.load(kb)
    found = candidates(kb)
    checked = 0
    for affiliation in rules.sides:
        allowed = found.restricted(rules, affiliation)
        if not allowed.missions or not any("T" in c.provides for c in allowed.resources):
            continue
        for seed in SEEDS:
            deck = random_deck(kb, affiliation, seed)
            assert any(c.card_type == "Mission" for c in deck.cards)
            assert any("T" in c.provides for c in deck.cards), (affiliation, seed)
            checked += 1
    assert checked >= len(SEEDS) * 5  # most affiliations have a Tactics provider


def testmission_assets_tactics_then_play_restrictions_rulebook_p9_p32() -> None:
    """Rulebook p.32 (Mission cards limited by the initiative score: Tactics first) and p.9 (a card's text makes
    exceptions: "Play only if you have ... in play"): the assets a deck's Mission cards need, in order; none for a
    deck without Mission cards. Invented cards."""
    push = BtCard(name="Test Push", card_type="Mission", text="One of your Units gets +2 attack.")
    shells = BtCard(
        name="Test Shells",
        card_type="Mission",
        text="Play only if you have Munitions in play. One of your Units gets +2 attack.",
    )
    depot = BtCard(name="Test Depot", card_type="Command", subtypes=["Resource"], cost=parse_cost("0"), text="{T}: {R}")
    assert mission_assets([depot]) == []
    assert mission_assets([depot, push]) == ["T"]
    assert mission_assets([push, shells, shells]) == ["T", "M"]
