"""Battletech: Domination (seed 001): every FAQ answer of the seed not already covered by
tests/test_domination_engine.py, each test named after its record (``domination/...-faq-N`` in
rulings/domination.rules), and the Supply set-up rules (domination/the-supply)."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from judge.domination.engine import (
    RECOMMENDED_FIRST_GAME,
    CardInfo,
    Game,
    Player,
    Strategy,
    action_phase,
    buy_phase,
    clean_up,
    combat,
)
from judge.domination.selfplay import build_cards
from judge.domination.supply import check_supply, pile_kind, random_supply
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from tests.test_domination_engine import card, game


@pytest.fixture(scope="module")
def cards(builtin_pool: CardPool) -> list[CardInfo]:
    return build_cards(builtin_pool)


class Buyer(Strategy):
    """Buys the named cards in order, one per call; records what it was offered."""

    def __init__(self, wanted: Sequence[int]) -> None:
        super().__init__(random.Random(0))
        self.wanted = list(wanted)
        self.offers: list[tuple[int, int, list[int]]] = []

    def buy(self, game: Game, me: Player, industry: int, lostech: int) -> int | None:
        self.offers.append((industry, lostech, list(me.hand)))
        return self.wanted.pop(0) if self.wanted else None


def test_faq_ids_in_this_file_exist() -> None:
    """Every record this file names resolves (``judge rule``)."""
    import re
    from pathlib import Path

    base = RulingBase.load()
    ids = set(re.findall(r"domination/[a-z0-9-]+", Path(__file__).read_text(encoding="utf-8")))
    assert ids and all(base.get(i) is not None for i in ids), sorted(i for i in ids if base.get(i) is None)


def test_every_faq_answer_of_the_seed_is_tested() -> None:
    """Issue: "every FAQ answer in the seed as a test": each ``domination/...-faq`` record is named by a test."""
    from pathlib import Path

    faq = {i for i, r in RulingBase.load().by_id.items() if i.startswith("domination/") and r.kind == "faq"}
    assert len(faq) == 24
    tests = "".join(p.read_text(encoding="utf-8") for p in Path(__file__).parent.glob("test_domination_*.py"))
    import re

    named = set(re.findall(r"domination/[a-z-]+-faq(?:-\d+)?\b", tests))
    assert faq - named == set()


# --- Set-Up FAQ ---------------------------------------------------------------------------------------------------

UNITS = ["Cicada", "Schrek PPC Carrier", "Battle Armor Squad", "Uziel", "Awesome", "Mad Cat (Timberwolf)"]
SUPPORTS = ["Ammo Dump", "Rapid Deployment", "Supply Route", "Convoy", "Command Council"]


def test_set_up_faq_reaction_cards_fill_a_support_pile(cards: list[CardInfo]) -> None:
    """domination/set-up-faq: Reaction cards are used as one of the six Support card piles."""
    assert pile_kind(cards[card(cards, "Assassination")]) == "support"
    assert check_supply(cards, UNITS + SUPPORTS + ["Assassination"]) == []
    too_many = check_supply(cards, UNITS + SUPPORTS + ["Assassination", "Martial Law"])
    assert [p.rules for p in too_many] == [("domination/the-supply-5",)]
    assert "7 Support, Support-Attack, Reaction or Resource piles chosen" in too_many[0].message


def test_set_up_faq_2_non_base_resources_fill_a_support_pile_and_factories_are_base(cards: list[CardInfo]) -> None:
    """domination/set-up-faq-2: Black Market is one of the six Support piles; the three Factories are base cards."""
    assert check_supply(cards, UNITS + SUPPORTS + ["Black Market"]) == []
    for factory in ("Basic Factory", "Munitions Factory", "Advanced Factory"):
        assert pile_kind(cards[card(cards, factory)]) == "base"
        problems = check_supply(cards, UNITS + SUPPORTS + [factory])
        assert any("is a base card, used in every game" in p.message for p in problems), factory
        assert any("domination/set-up-faq-2" in p.rules for p in problems)


def test_the_supply_counts_piles_and_names(cards: list[CardInfo]) -> None:
    """domination/the-supply-4 and the-supply-5: 6 Unit piles and 6 others; the recommended first game names a
    card the list does not have ("Artillery Support"), so its Supply is one pile short."""
    problems = check_supply(cards, list(RECOMMENDED_FIRST_GAME))
    assert [p.message for p in problems] == [
        "5 Support, Support-Attack, Reaction or Resource piles chosen; the Supply has 6"
    ]
    assert any("not a card" in p.message for p in check_supply(cards, UNITS + SUPPORTS + ["Artillery Support"]))
    assert any("chosen twice" in p.message for p in check_supply(cards, [*UNITS[:5], "Cicada", *SUPPORTS, "Convoy"]))
    for seed in range(20):
        chosen = random_supply(cards, random.Random(seed))
        assert check_supply(cards, chosen) == [], chosen


# --- Combat Phase FAQ ---------------------------------------------------------------------------------------------


def test_combat_phase_faq_a_unit_is_damaged_even_when_defense_exceeds_attack(cards: list[CardInfo]) -> None:
    """domination/combat-phase-faq: "You must damage a unit if his Attack > 0, regardless of your Defense value"."""
    g = game(cards)
    attacker, defender = g.players
    attacker.deployment = [card(cards, "Elementals")]  # Attack 1
    defender.deployment = [card(cards, "Uziel"), card(cards, "Uziel")]  # Defense 4 in all
    combat(g, attacker, defender, Strategy(random.Random(1)))
    assert len(defender.deployment) == 1
    assert g.cards[defender.discard[-1]].name == "Uziel"


def test_combat_phase_faq_2_no_damage_without_an_attack(cards: list[CardInfo]) -> None:
    """domination/combat-phase-faq-2: units are damaged only at the end of the opponent's Combat phase when it has
    Attack (or by a card): with no Attack, nothing in the defender's deployment zone is damaged."""
    g = game(cards)
    attacker, defender = g.players
    attacker.deployment = []
    defender.deployment = [card(cards, "Uziel")]
    combat(g, attacker, defender, Strategy(random.Random(1)))
    assert [g.cards[c].name for c in defender.deployment] == ["Uziel"]


# --- Action Phase FAQ ---------------------------------------------------------------------------------------------


def test_action_phase_faq_a_card_resolves_fully_before_the_next_action(cards: list[CardInfo]) -> None:
    """domination/action-phase-faq: Rapid Deployment ("+1 Card, +2 Actions") has drawn its card before the player
    chooses the next Action."""
    g = game(cards)
    me = g.players[0]
    rapid, cicada = card(cards, "Rapid Deployment"), card(cards, "Cicada")
    me.hand = [rapid]
    me.deck = [cicada]
    seen: list[list[int]] = []

    class Recorder(Strategy):
        def choose_action(self, game: Game, me: Player) -> int | None:
            seen.append(list(me.hand))
            return 0 if me.hand else None

    action_phase(g, me, Recorder(random.Random(0)))
    assert seen[:2] == [[rapid], [cicada]], "the Cicada was drawn before the second choice"
    assert me.deployment == [cicada]


# --- Buy Phase FAQ ------------------------------------------------------------------------------------------------


def test_buy_phase_faq_one_buy_per_turn(cards: list[CardInfo]) -> None:
    """domination/buy-phase-faq: one card per turn (without +Buys), whatever the Industry."""
    g = game(cards)
    me = g.players[0]
    me.hand = [card(cards, "Advanced Factory")] * 3  # 9 Industry
    me.discard = []
    cicada = card(cards, "Cicada")
    buy_phase(g, me, Buyer([cicada, cicada, cicada]))
    assert me.discard == [cicada]


def test_buy_phase_faq_2_bought_cards_go_to_the_discard_pile(cards: list[CardInfo]) -> None:
    """domination/buy-phase-faq-2."""
    g = game(cards)
    me = g.players[0]
    me.hand = [card(cards, "Advanced Factory")]
    me.discard, before = [], list(me.deck)
    platoon = card(cards, "Infantry Platoon")
    buy_phase(g, me, Buyer([platoon]))
    assert me.discard == [platoon] and me.deck == before and platoon not in me.hand


def test_buy_phase_faq_3_a_free_card_still_needs_a_buy(cards: list[CardInfo]) -> None:
    """domination/buy-phase-faq-3: a card costing 0 Industry (Infantry Platoon) takes a Buy."""
    g = game(cards)
    me = g.players[0]
    me.hand, me.discard = [], []
    platoon = card(cards, "Infantry Platoon")
    supply = g.supply[platoon]
    buy_phase(g, me, Buyer([platoon, platoon]))
    assert me.discard == [platoon] and g.supply[platoon] == supply - 1


def test_buy_phase_faq_4_resources_are_played_before_buying(cards: list[CardInfo]) -> None:
    """domination/buy-phase-faq-4: every Resource is played before the first card is bought."""
    g = game(cards)
    me = g.players[0]
    basic, munitions = card(cards, "Basic Factory"), card(cards, "Munitions Factory")
    me.hand = [basic, munitions, card(cards, "Cicada")]
    buyer = Buyer([card(cards, "Convoy")])
    buy_phase(g, me, buyer)
    industry, _lostech, hand = buyer.offers[0]
    assert industry == 3 and all(not g.cards[c].is_resource for c in hand)


def test_buy_phase_faq_5_resources_come_back(cards: list[CardInfo]) -> None:
    """domination/buy-phase-faq-5: a played Resource is discarded in Clean-Up (not used up) and drawn again once the
    discard pile is shuffled into a new deck."""
    g = game(cards)
    me = g.players[0]
    munitions = card(cards, "Munitions Factory")
    me.hand, me.deck, me.discard = [munitions], [], []
    buy_phase(g, me, Buyer([]))
    clean_up(g, me)
    assert munitions in me.hand, "the discard became the new deck and the Factory was drawn again"
    assert munitions not in g.scrapheap


def test_buy_phase_faq_6_nothing_is_bought_from_the_scrapheap(cards: list[CardInfo]) -> None:
    """domination/buy-phase-faq-6: a card only on the Scrapheap (its Supply pile empty) cannot be bought."""
    g = game(cards)
    me = g.players[0]
    cicada = card(cards, "Cicada")
    g.supply[cicada] = 0
    g.scrapheap = [cicada]
    me.hand, me.discard = [card(cards, "Advanced Factory")], []
    buy_phase(g, me, Buyer([cicada]))
    assert me.discard == [] and g.scrapheap == [cicada]


# --- Clean-Up Phase FAQ -------------------------------------------------------------------------------------------


def test_clean_up_phase_faq_draw_what_the_deck_has_then_shuffle(cards: list[CardInfo]) -> None:
    """domination/clean-up-phase-faq: draw as many as the deck has, then shuffle the discard pile into a new deck
    and draw the rest."""
    g = game(cards)
    me = g.players[0]
    cicada, uziel, basic = card(cards, "Cicada"), card(cards, "Uziel"), card(cards, "Basic Factory")
    me.deck = [cicada, uziel]
    me.hand, me.play, me.discard = [], [], [basic] * 6
    clean_up(g, me)
    assert len(me.hand) == 5
    assert cicada in me.hand and uziel in me.hand
    assert me.hand.count(basic) == 3 and len(me.deck) == 3 and me.discard == []


def test_clean_up_phase_faq_2_deployed_units_stay(cards: list[CardInfo]) -> None:
    """domination/clean-up-phase-faq-2: units stay in the deployment zone through Clean-Up."""
    g = game(cards)
    me = g.players[0]
    me.deployment = [card(cards, "Uziel"), card(cards, "Cicada")]
    clean_up(g, me)
    assert [g.cards[c].name for c in me.deployment] == ["Uziel", "Cicada"]


# --- End of Game FAQ ----------------------------------------------------------------------------------------------


def test_end_of_game_faq_an_empty_base_pile_counts(cards: list[CardInfo]) -> None:
    """domination/end-of-game-faq: an empty base pile is one of the four empty piles that end the game."""
    g = game(cards)
    for name in ("Basic Factory", "Cicada", "Uziel"):
        g.supply[card(cards, name)] = 0
    assert not g.over()
    g.supply[card(cards, "Munitions Factory")] = 0
    assert g.over()


def test_end_of_game_faq_2_deployed_units_do_not_score_but_break_ties(cards: list[CardInfo]) -> None:
    """domination/end-of-game-faq-2: deployed units are not part of the Deck for scoring; they break a tie."""
    g = game(cards)
    a, b = g.players
    basic, uziel = card(cards, "Basic Factory"), card(cards, "Uziel")
    for p in (a, b):
        p.deck, p.hand, p.discard, p.play = [basic] * 10, [], [], []
    a.deployment, b.deployment = [uziel] * 3, [uziel]
    winner, scores = g.result()
    assert scores == [10, 10] and winner == a.name
    b.discard = [basic]
    assert g.result() == (b.name, [10, 11])
    a.deployment = b.deployment = []
    b.discard = []
    assert g.result() == (None, [10, 10])
