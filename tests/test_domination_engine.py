"""The Battletech: Domination engine core (seed 001): each test names the rule it checks (``domination/...`` records
of rulings/domination.rules)."""

from __future__ import annotations

import json
import random

import pytest

from judge.cli import main
from judge.domination.engine import (
    RECOMMENDED_FIRST_GAME,
    AttackHeavy,
    BigMoney,
    CardInfo,
    Game,
    Player,
    RandomLegal,
    buy_phase,
    clean_up,
    combat,
    new_game,
    play_game,
)
from judge.domination.selfplay import build_cards, run_games, wilson
from judge.pool import CardPool


@pytest.fixture(scope="module")
def cards(builtin_pool: CardPool) -> list[CardInfo]:
    return build_cards(builtin_pool)


def card(cards: list[CardInfo], name: str) -> int:
    return next(c.index for c in cards if c.name == name)


def game(cards: list[CardInfo], seed: int = 1) -> Game:
    return new_game(cards, list(RECOMMENDED_FIRST_GAME), random.Random(seed))


def test_resources_give_what_their_text_says(cards: list[CardInfo]) -> None:
    """domination/buy-phase: Basic 1, Munitions 2, Advanced 3 Industry and 1 LosTech (read from the card text)."""
    values = {c.name: (c.industry, c.lostech, c.buys) for c in cards if c.is_resource}
    assert values == {
        "Basic Factory": (1, 0, 0),
        "Munitions Factory": (2, 0, 0),
        "Advanced Factory": (3, 1, 0),
        "Black Market": (2, 0, 1),
    }


def test_supply_has_the_base_piles_and_the_chosen_piles(cards: list[CardInfo]) -> None:
    """domination/the-supply: 4 base piles and the Supply piles of 5 copies each; domination/starting-decks:
    7 Basic Factories and 3 Infantry Platoons come from the Supply."""
    g = game(cards)
    assert len(g.supply) == 4 + len(RECOMMENDED_FIRST_GAME)
    assert g.supply[card(cards, "Basic Factory")] == 25 - 14
    assert g.supply[card(cards, "Infantry Platoon")] == 20 - 6 - 1  # and the second player's bonus platoon
    assert g.supply[card(cards, "Cicada")] == 5


def test_start_of_game_hands_and_the_second_players_bonus_unit(cards: list[CardInfo]) -> None:
    """domination/start-of-game/step-2 and step-3."""
    g = game(cards)
    first, second = g.players
    assert len(first.hand) == len(second.hand) == 5
    assert len(first.deck) == len(second.deck) == 5
    assert first.deployment == []
    assert [g.cards[c].name for c in second.deployment] == ["Infantry Platoon"]


def test_deck_is_reshuffled_only_when_a_card_is_needed(cards: list[CardInfo]) -> None:
    """domination/players-deck: the discard pile is shuffled into a new deck when the deck is empty and a card
    must be drawn, not before."""
    g = game(cards)
    me = g.players[0]
    me.deck = [card(cards, "Basic Factory")]
    me.discard = [card(cards, "Munitions Factory")] * 4
    me.hand = []
    g.draw(me, 1)
    assert len(me.discard) == 4  # one card was left: no shuffle yet
    g.draw(me, 2)
    assert len(me.hand) == 3 and len(me.discard) == 0 and len(me.deck) == 2


def test_overrun_scraps_at_most_three_cards(cards: list[CardInfo]) -> None:
    """domination/combat-phase/step-c: Overrun Value = Attack - Defense, at most 3 cards scrapped."""
    g = game(cards)
    attacker, defender = g.players
    attacker.deployment = [card(cards, "Daishi (Dire Wolf)")] * 2  # 5 Attack each
    defender.deployment = []
    before = defender.cards_in_deck()
    combat(g, attacker, defender, BigMoney(random.Random(1)))
    assert defender.cards_in_deck() == before - 3
    assert len(g.scrapheap) == 3


def test_defender_damages_a_unit_whenever_attack_is_above_zero(cards: list[CardInfo]) -> None:
    """domination/combat-phase/step-d and FAQ: a unit is damaged even when the defender is not Overrun."""
    g = game(cards)
    attacker, defender = g.players
    attacker.deployment = [card(cards, "Elementals")]  # Attack 1
    defender.deployment = [card(cards, "Atlas")]  # Defense 4
    combat(g, attacker, defender, BigMoney(random.Random(1)))
    assert defender.deployment == []
    assert g.cards[defender.discard[-1]].name == "Atlas"  # damaged: to the discard pile, not scrapped
    assert g.scrapheap == []


def test_no_damage_when_attack_is_zero(cards: list[CardInfo]) -> None:
    g = game(cards)
    attacker, defender = g.players
    attacker.deployment = [card(cards, "Infantry Platoon")]  # Attack 0
    defender.deployment = [card(cards, "Infantry Platoon")]
    combat(g, attacker, defender, BigMoney(random.Random(1)))
    assert len(defender.deployment) == 1


def test_buy_phase_one_buy_and_lostech(cards: list[CardInfo]) -> None:
    """domination/buy-phase: one Buy a turn; a LosTech cost needs a played LosTech (Advanced Factory)."""

    class Wants(BigMoney):
        def __init__(self, name: str) -> None:
            super().__init__(random.Random(1))
            self.want = name

        def buy(self, game: Game, me: Player, industry: int, lostech: int) -> int | None:
            return card(cards, self.want)

    g = game(cards)
    me = g.players[0]
    me.hand = [card(cards, "Munitions Factory")] * 3
    me.discard = []
    buy_phase(g, me, Wants("Cicada"))
    assert [g.cards[c].name for c in me.discard] == ["Cicada"]  # one Buy only, though 6 Industry remain
    me.hand = [card(cards, "Munitions Factory")] * 4
    me.discard = []
    buy_phase(g, me, Wants("Mad Cat (Timberwolf)"))  # 7 Industry + 1 LosTech: no LosTech played
    assert me.discard == []
    me.hand = [card(cards, "Advanced Factory"), card(cards, "Munitions Factory"), card(cards, "Munitions Factory")]
    buy_phase(g, me, Wants("Mad Cat (Timberwolf)"))
    assert [g.cards[c].name for c in me.discard] == ["Mad Cat (Timberwolf)"]


def test_clean_up_discards_everything_and_draws_five(cards: list[CardInfo]) -> None:
    """domination/clean-up-phase: played and unplayed cards to the discard pile, then five new cards."""
    g = game(cards)
    me = g.players[0]
    me.play = [card(cards, "Basic Factory")]
    me.deployment = [card(cards, "Atlas")]
    clean_up(g, me)
    assert len(me.hand) == 5 and me.play == [] and len(me.deployment) == 1


def test_end_of_game_and_score(cards: list[CardInfo]) -> None:
    """domination/end-of-game: four empty Supply piles end the game; the biggest deck wins, deployed units do not
    count, and ties go to the player with more deployed units."""
    g = game(cards)
    for pile in list(g.supply)[:4]:
        g.supply[pile] = 0
    assert g.over()
    first, second = g.players
    first.deck, first.hand, first.discard, first.play = [1] * 10, [], [], []
    second.deck, second.hand, second.discard, second.play = [1] * 10, [], [], []
    first.deployment, second.deployment = [1, 1], [1]
    assert g.result() == (first.name, [10, 10])
    second.deployment = [1, 1]
    assert g.result()[0] is None


def test_games_end_and_are_reproducible(cards: list[CardInfo]) -> None:
    for strategies in ((BigMoney, AttackHeavy), (RandomLegal, RandomLegal)):
        outcomes = []
        for _ in range(2):
            rng = random.Random(99)
            g = new_game(cards, list(RECOMMENDED_FIRST_GAME), rng)
            outcomes.append(play_game(g, [strategies[0](rng), strategies[1](rng)]))
        assert outcomes[0] == outcomes[1]
        assert outcomes[0][2] < 200


def test_self_play_tally_and_wilson_interval(cards: list[CardInfo]) -> None:
    tally = run_games(cards, ("big-money", "random"), 40, seed=3)
    assert tally.games == 40 and sum(tally.wins) + tally.draws == 40
    low, high = wilson(30, 40)
    assert low < 0.75 < high
    assert wilson(0, 0) == (0.0, 1.0)


def test_play_command(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["domination", "play", "--strategy", "big-money", "--strategy", "attack", "--games", "20", "--json"])
    data = json.loads(capsys.readouterr().out)
    assert code == 0 and data["games"] == 20
    assert {r["strategy"] for r in data["results"]} == {"big-money", "attack"}
    assert main(["domination", "play", "--strategy", "big-money", "--games", "5"]) == 2
    assert "exactly twice" in capsys.readouterr().err
