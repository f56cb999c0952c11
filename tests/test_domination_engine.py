"""The Battletech: Domination engine core (seed 001): each test names the rule it checks (``domination/...`` records
of rulings/domination.rules)."""

from __future__ import annotations

import json
import random
from collections.abc import Sequence

import pytest

from judge.cli import main
from judge.domination import effects, hooks
from judge.domination.context import Ctx, matches
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
    new_game,
    play_game,
)
from judge.domination.selfplay import build_cards, run_games, wilson
from judge.domination.strategies import AttackHeavy, BigMoney, RandomLegal
from judge.dsl import domination as d
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
    defender.deployment = [card(cards, "Uziel")]  # Defense 2, no ability
    combat(g, attacker, defender, BigMoney(random.Random(1)))
    assert defender.deployment == []
    assert g.cards[defender.discard[-1]].name == "Uziel"  # damaged: to the discard pile, not scrapped
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


# --- card abilities (judge/domination/effects.py) ----------------------------------------------------------------


class Scripted(Strategy):
    """The default choices, except: plays the named cards (in this order) in the Action phase, then stops; buys
    nothing; may be told what to answer to May and which option(s) to choose."""

    def __init__(
        self, plays: list[str] | None = None, may: list[bool] | None = None, options: list[int] | None = None
    ) -> None:
        super().__init__(random.Random(1))
        self.plays = list(plays or [])
        self.answers = may
        self.options = options

    def choose_action(self, game: Game, me: Player) -> int | None:
        while self.plays:
            name = self.plays.pop(0)
            for i, c in enumerate(me.hand):
                if game.cards[c].name == name:
                    return i
        return None

    def may(self, game: Game, me: Player, effect: d.Effect, ctx: Ctx, then: Sequence[d.Effect]) -> bool:
        return super().may(game, me, effect, ctx, then) if self.answers is None else self.answers.pop(0)

    def choose_options(
        self, game: Game, me: Player, ctx: Ctx, options: Sequence[Sequence[d.Effect]], count: int, distinct: bool
    ) -> list[int]:
        if self.options is None:
            return super().choose_options(game, me, ctx, options, count, distinct)
        return self.options

    def buy(self, game: Game, me: Player, industry: int, lostech: int) -> int | None:
        return None


def setup(cards: list[CardInfo], hand: list[str], deck: list[str] | None = None, **names: list[str]) -> Game:
    """A game where the first player (active) holds ``hand`` with ``deck`` (top card last) and nothing else; the
    opponent has 5 Basic Factories in hand and deck; ``mine``/``theirs`` are the deployment zones."""
    g = game(cards)
    me, other = g.players
    me.hand = [card(cards, n) for n in hand]
    me.deck = [card(cards, n) for n in (deck if deck is not None else ["Basic Factory"] * 5)]
    me.discard, me.play = [], []
    me.deployment = [card(cards, n) for n in names.get("mine", [])]
    other.hand = [card(cards, "Basic Factory")] * 5
    other.deck = [card(cards, "Basic Factory")] * 5
    other.discard = []
    other.deployment = [card(cards, n) for n in names.get("theirs", [])]
    g.strategies = [Scripted(), Scripted()]
    g.reactive = True
    return g


def names(g: Game, zone: list[int]) -> list[str]:
    return [g.cards[c].name for c in zone]


def test_plus_two_actions_with_two_actions_leaves_three(cards: list[CardInfo]) -> None:
    """domination/action-phase-faq-2: 3 Actions, since it took 1 Action to play the card; domination/action-phase-2
    and domination/glossary/x-cards: the Support card goes to the play area and +1 Card draws at once."""
    g = setup(cards, ["Rapid Deployment"])
    me = g.players[0]
    action_phase(g, me, Scripted(["Rapid Deployment"]))
    assert g.state.actions == 3
    assert names(g, me.play) == ["Rapid Deployment"] and len(me.hand) == 1


def test_no_action_left_no_card_played(cards: list[CardInfo]) -> None:
    """domination/action-phase-faq-3: without an unused Action a +Actions card cannot be played;
    domination/action-phase-faq-4: an undeployed unit is discarded in the Clean-up phase."""
    g = setup(cards, ["Ammo Dump", "Ammo Dump", "Rapid Deployment", "Uziel"], deck=["Basic Factory"] * 20)
    me = g.players[0]
    action_phase(g, me, Scripted(["Ammo Dump", "Ammo Dump", "Rapid Deployment", "Uziel"]))
    assert names(g, me.play) == ["Ammo Dump", "Ammo Dump"]
    assert "Rapid Deployment" in names(g, me.hand) and "Uziel" in names(g, me.hand)
    clean_up(g, me)
    assert "Uziel" in names(g, me.discard) and "Ammo Dump" in names(g, me.discard)  # domination/clean-up-phase


def test_plus_industry_and_buys_are_spent_in_the_buy_phase(cards: list[CardInfo]) -> None:
    """domination/action-phase-faq-5 (+Industry is virtual money), domination/glossary/x-buys and
    domination/buy-phase-5: Command Council's +1 Buy and +1 Industry add to the Resources played."""
    g = setup(cards, ["Command Council", "Munitions Factory", "Munitions Factory"], deck=["Basic Factory"])
    me = g.players[0]
    action_phase(g, me, Scripted(["Command Council"]))
    assert (g.state.buys, g.state.industry, g.state.actions) == (2, 1, 2)

    class BuysPlatoons(Scripted):
        def buy(self, game: Game, me: Player, industry: int, lostech: int) -> int | None:
            self.seen = industry
            return card(cards, "Cicada") if industry >= 4 else None

    buyer = BuysPlatoons()
    buy_phase(g, me, buyer)
    assert names(g, me.discard) == ["Cicada"] and buyer.seen == 2  # 6 Industry: one Cicada (4), 2 left


def test_your_opponent_also_draws(cards: list[CardInfo]) -> None:
    """Convoy: +3 Cards, +1 Buy; "your opponent" Plus effects are his (domination/glossary/x-cards)."""
    g = setup(cards, ["Convoy"])
    action_phase(g, g.players[0], Scripted(["Convoy"]))
    assert len(g.players[0].hand) == 3 and len(g.players[1].hand) == 6 and g.state.buys == 2


def test_draw_until_and_compare(cards: list[CardInfo]) -> None:
    """Mobilization: draw until 6 cards in hand; +1 Action with fewer deployed units than the opponent."""
    g = setup(cards, ["Mobilization", "Uziel"], theirs=["Infantry Platoon"])
    action_phase(g, g.players[0], Scripted(["Mobilization"]))
    assert len(g.players[0].hand) == 6 and g.state.actions == 2


def test_discard_and_discarded_any(cards: list[CardInfo]) -> None:
    """domination/action-phase-17 and domination/glossary/discard: from the hand to the discard pile (Staging
    Ground: +3 Cards, +1 Action, discard 3 cards); All-Out Assault: discard the hand, then no Clean-up draw and an
    extra turn, never more than two turns in a row."""
    g = setup(cards, ["Staging Ground", "Uziel"])
    me = g.players[0]
    action_phase(g, me, Scripted(["Staging Ground"]))
    assert len(me.hand) == 1 and len(me.discard) == 3 and "Uziel" in names(g, me.discard)  # dead card first
    g = setup(cards, ["All-Out Assault", "Basic Factory"])
    me = g.players[0]
    action_phase(g, me, Scripted(["All-Out Assault"]))
    assert g.state.no_cleanup_draw and g.state.extra_turn == 2
    clean_up(g, me)
    assert me.hand == []


def test_extra_turn_never_more_than_two_in_a_row(cards: list[CardInfo]) -> None:
    """All-Out Assault (max_consecutive 2): the same player takes the next turn once, then the opponent."""
    g = setup(cards, ["All-Out Assault", "All-Out Assault"], deck=["All-Out Assault"] * 5)
    strategies: list[Strategy] = [Scripted(["All-Out Assault"] * 9), Scripted()]
    play_game(g, strategies, max_turns=1)
    assert g.turn == 1 and g.active == 0 and g.consecutive == 2
    g.players[0].hand = [card(cards, "All-Out Assault")]
    play_game(g, strategies, max_turns=2)
    assert g.active == 1 and g.consecutive == 1


def test_gain_up_to_a_cost_never_includes_lostech(cards: list[CardInfo]) -> None:
    """domination/action-phase-faq-6, domination/buy-phase-12, domination/glossary/gain: "costing up to 4" (Supply
    Route) or "6 or less" (LosTech Cache) never offers a LosTech card; a cost relative to a card with LosTech
    does (Scrap for Parts)."""
    g = setup(cards, [])
    ctx = Ctx(g, 0, card(cards, "Supply Route"))
    up_to_4 = d.Selector(cost=d.CostLimit(op="at_most", industry=4))
    assert matches(ctx, g.info("Cicada"), up_to_4)  # 4
    assert not matches(ctx, g.info("Kit Fox (Uller)"), up_to_4)  # 3 + LosTech
    assert not matches(ctx, g.info("Uziel"), up_to_4)  # 5
    ctx.discarded = [card(cards, "Shadow Cat")]  # 4 + LosTech
    relative = d.Selector(cost=d.CostLimit(op="at_most", industry=0, relative_to=d.Ref(to="discarded")))
    assert matches(ctx, g.info("Kit Fox (Uller)"), relative)
    assert not matches(ctx, g.info("Uziel"), relative)


def test_gained_cards_go_to_the_discard_pile_unless_stated(cards: list[CardInfo]) -> None:
    """domination/action-phase-faq-7 and domination/players-deck-2: LosTech Cache's gained card goes to the
    discard pile (the dearest Support/Resource costing 6 or less without LosTech: an Advanced Factory); Supply
    Route's on top of the deck, as it says."""
    g = setup(cards, ["LosTech Cache", "Supply Route"])
    me = g.players[0]
    action_phase(g, me, Scripted(["LosTech Cache", "Supply Route"]))
    assert names(g, me.discard) == ["Advanced Factory"]
    assert g.cards[me.deck[-1]].industry_cost <= 4 and g.cards[me.deck[-1]].lostech_cost == 0


def test_placing_a_unit_is_not_deploying(cards: list[CardInfo]) -> None:
    """domination/action-phase-faq-8: Maintenance Facility puts the first Mech or Vehicle revealed into the
    deployment zone: no Action used, no deploy ability (Cicada's MOBILE), the other revealed cards discarded;
    Propaganda places an Infantry Platoon."""
    g = setup(cards, ["Maintenance Facility", "Propaganda"], deck=["Uziel", "Cicada", "Basic Factory"])
    me = g.players[0]
    action_phase(g, me, Scripted(["Maintenance Facility"]))
    assert names(g, me.deployment) == ["Cicada"] and names(g, me.discard) == ["Basic Factory"]
    assert g.state.actions == 1  # one Action for the card, none back from MOBILE
    action_phase(g, me, Scripted(["Propaganda"]))
    assert names(g, me.deployment) == ["Cicada", "Infantry Platoon"] and g.state.actions == 1


def test_deploying_a_unit_costs_an_action_and_triggers_its_ability(cards: list[CardInfo]) -> None:
    """domination/action-phase/deploy-unit and domination/action-phase-5: Cicada's MOBILE gives +1 Action
    (2 - 1 + 1); Battle Armor Squad's SWARM ATTACK makes the opponent damage a Mech (his choice: the cheapest);
    Centurion's HIGH MAINTENANCE discards a card."""
    g = setup(cards, ["Cicada", "Battle Armor Squad", "Centurion", "Basic Factory"], theirs=["Atlas", "Jenner"])
    me, other = g.players
    action_phase(g, me, Scripted(["Cicada", "Battle Armor Squad", "Centurion"]))
    assert names(g, me.deployment) == ["Cicada", "Battle Armor Squad", "Centurion"]
    assert names(g, other.deployment) == ["Atlas"] and names(g, other.discard) == ["Jenner"]
    assert names(g, me.discard) == ["Basic Factory"] and g.state.actions == 0


def test_damage_a_unit_of_your_choice(cards: list[CardInfo]) -> None:
    """domination/combat-phase-13: the owner chooses unless the card says otherwise; Mad Cat's FAST ASSAULT:
    a unit costing 5 or less of the deploying player's choice (the dearest: Uziel, not the platoon)."""
    g = setup(cards, ["Mad Cat (Timberwolf)"], theirs=["Infantry Platoon", "Uziel", "Atlas"])
    action_phase(g, g.players[0], Scripted(["Mad Cat (Timberwolf)"]))
    assert names(g, g.players[1].deployment) == ["Infantry Platoon", "Atlas"]


def test_choose_one_the_strategy_chooses(cards: list[CardInfo]) -> None:
    """ComStar Engineers: choose two different options (+2 Cards and +1 Buy here); Kit Fox's VERSATILE: one."""
    g = setup(cards, ["ComStar Engineers", "Kit Fox (Uller)"])
    me = g.players[0]
    action_phase(g, me, Scripted(["ComStar Engineers"], options=[0, 2]))
    assert len(me.hand) == 3 and g.state.buys == 2 and g.state.actions == 1
    action_phase(g, me, Scripted(["Kit Fox (Uller)"], options=[2]))
    assert g.state.industry == 1


def test_may_and_if_you_do(cards: list[CardInfo]) -> None:
    """Tactical Redeployment: you may take a unit back into your hand (declined: it stays)."""
    for answer, back in ((True, True), (False, False)):
        g = setup(cards, ["Tactical Redeployment"], mine=["Uziel"])
        me = g.players[0]
        action_phase(g, me, Scripted(["Tactical Redeployment"], may=[answer]))
        assert ("Uziel" in names(g, me.hand)) is back and (me.deployment == []) is back


def test_expendable_detailed_turn_example(cards: list[CardInfo]) -> None:
    """domination/detailed-turn-example/combat-a..d: A damages one Infantry Platoon (EXPENDABLE, +1 Attack):
    2 + 0 + 1 = 3 Attack against 2 Defense, B is Overrun by 1 and damages a unit; domination/combat-phase-7: the
    damaged platoon's values no longer count."""
    g = setup(cards, [], mine=["Uziel", "Infantry Platoon", "Infantry Platoon"], theirs=["Infantry Platoon"] * 2)
    me, other = g.players
    g.strategies[0] = Scripted(may=[True, False])  # as in the example: one platoon used, not the other
    before = other.cards_in_deck()
    combat(g, me, other, g.strategy(1))
    assert names(g, me.deployment) == ["Uziel", "Infantry Platoon"]
    assert names(g, me.discard) == ["Infantry Platoon"]
    assert other.cards_in_deck() == before - 1 + 1  # one card scrapped, one platoon damaged to the discard
    assert len(other.deployment) == 1 and len(g.scrapheap) == 1


def test_overheat_only_when_it_helps(cards: list[CardInfo]) -> None:
    """Awesome's OVERHEAT (+4 Attack for damaging it); domination/combat-phase-3: not obligated to use it."""
    g = setup(cards, [], mine=["Awesome"], theirs=["Uziel"])
    hooks.start_of_combat(g, 0, 1)
    assert g.players[0].deployment == [] and g.state.bonus[0] == 4  # 1 against 2 becomes 4 against 2
    g = setup(cards, [], mine=["Awesome"], theirs=["Atlas", "Atlas", "Atlas"])
    hooks.start_of_combat(g, 0, 1)
    assert names(g, g.players[0].deployment) == ["Awesome"]  # 4 against 12: no gain, not used


def test_static_bonuses_add_to_the_totals(cards: list[CardInfo]) -> None:
    """domination/combat-phase/step-b: Total values include the units' bonuses. LRM 20s and ECM count the Mechs
    without the ability; INSPRIRING counts Infantry Platoons; HEROIC with fewer units; CITY FIGHTER against
    Infantry; HUNTER-KILLER against a Mech costing 4 or less."""
    g = setup(cards, [], mine=["Vulture (Mad Dog)", "Uziel", "Loki (Hellbringer)"], theirs=["Jenner"])
    assert hooks.total(g, 0, attacking=True) == 2 + 2 + 3 + 2  # Vulture counts Uziel and Loki
    assert hooks.total(g, 0, attacking=False) == 2 + 2 + 2 + 2  # Loki counts Vulture and Uziel
    g = setup(cards, [], mine=["Veteran Infantry", "Infantry Platoon", "Infantry Platoon"])
    assert hooks.total(g, 0, attacking=True) == 2
    g = setup(cards, [], mine=["Orion"], theirs=["Infantry Platoon", "Jenner"])
    assert hooks.total(g, 0, True) == 3 and hooks.total(g, 0, False) == 3
    g = setup(cards, [], mine=["Urbanmech", "Grasshopper"], theirs=["Infantry Platoon", "Jenner"])
    assert hooks.total(g, 0, True) == (0 + 1) + (1 + 1)
    g = setup(cards, [], mine=["Urbanmech", "Grasshopper"], theirs=["Atlas"])
    assert hooks.total(g, 0, True) == 1


def test_tank_is_scrapped_instead(cards: list[CardInfo]) -> None:
    """domination/glossary/damage with TANK: "If this unit is damaged, scrap it instead"; HEAVY ARMOR: on top of
    the draw deck; DURABLE: +1 Card when damaged; COUNTER ATTACK: the opponent damages his dearest unit."""
    g = setup(cards, [], theirs=["Schrek PPC Carrier"])
    assert effects.damage_unit(g, 1, card(cards, "Schrek PPC Carrier"))
    assert names(g, g.scrapheap) == ["Schrek PPC Carrier"] and g.players[1].discard == []
    g = setup(cards, [], theirs=["Atlas"])
    effects.damage_unit(g, 1, card(cards, "Atlas"))
    assert names(g, g.players[1].deck)[-1] == "Atlas"
    g = setup(cards, [], theirs=["Zeus"])
    effects.damage_unit(g, 1, card(cards, "Zeus"))
    assert len(g.players[1].hand) == 6 and names(g, g.players[1].discard) == ["Zeus"]
    g = setup(cards, [], mine=["Uziel", "Atlas"], theirs=["Stormcrow (Ryoken)"])
    effects.damage_unit(g, 1, card(cards, "Stormcrow (Ryoken)"))
    assert names(g, g.players[0].deployment) == ["Uziel"]


def test_totem_mech_cannot_be_damaged_alone(cards: list[CardInfo]) -> None:
    """Gladiator's TOTEM MECH: not damaged while it is the only Mech; domination/combat-phase/step-d: the
    defender damages another unit."""
    g = setup(cards, [], mine=["Elementals"], theirs=["Gladiator (Executioner)", "Infantry Platoon"])
    combat(g, g.players[0], g.players[1], g.strategy(1))
    assert names(g, g.players[1].deployment) == ["Gladiator (Executioner)"]
    assert not effects.damage_unit(g, 1, card(cards, "Gladiator (Executioner)"))


def test_overrun_triggers(cards: list[CardInfo]) -> None:
    """Jenner's GUERRILLA FIGHTER: +1 Card when you Overrun; Daishi's GREAT DEATH: an additional unit damaged at
    the end of the Combat phase (domination/combat-phase/step-c and step-d)."""
    g = setup(cards, ["Basic Factory"], mine=["Jenner", "Daishi (Dire Wolf)"], theirs=["Infantry Platoon"] * 2)
    combat(g, g.players[0], g.players[1], g.strategy(1))
    assert len(g.players[0].hand) == 2
    assert g.players[1].deployment == [] and len(g.scrapheap) == 3


def test_mobile_fire_support_either_combat_phase(cards: list[CardInfo]) -> None:
    """Trebuchet: at the start of your Combat phase (or your opponent's) discard a card for +1 Attack (or +1
    Defense)."""
    g = setup(cards, ["Uziel"], theirs=["Trebuchet"])
    g.players[1].hand = [card(cards, "Uziel")]
    g.players[0].deployment = [card(cards, "Uziel")]  # 2 Attack against Trebuchet's 1 Defense
    hooks.start_of_combat(g, 0, 1)
    assert g.state.bonus[1] == 1 and names(g, g.players[1].discard) == ["Uziel"]
    assert hooks.total(g, 1, attacking=False) == 2


def test_once_per_turn_regardless_of_copies(cards: list[CardInfo]) -> None:
    """domination/combat-phase-faq-3: a "once per turn" ability is used once per turn however many copies are
    deployed (two Catapults: one use, two cards discarded, one unit damaged)."""
    g = setup(cards, ["Uziel", "Jenner", "Centurion", "Cicada"], mine=["Catapult", "Catapult"], theirs=["Uziel"] * 3)
    action_phase(g, g.players[0], Scripted())
    assert len(g.players[0].hand) == 2 and len(g.players[1].deployment) == 2
    assert g.state.used == {"HEAVY FIRE SUPPORT"}


def test_champion_mech_deploy_restriction(cards: list[CardInfo]) -> None:
    """Mad Cat mk II: deployed only with fewer units than the opponent."""
    g = setup(cards, ["Mad Cat mk II"], theirs=["Infantry Platoon"], mine=["Jenner"])
    action_phase(g, g.players[0], Scripted(["Mad Cat mk II"]))
    assert names(g, g.players[0].hand) == ["Mad Cat mk II"]
    g.players[1].deployment.append(card(cards, "Jenner"))
    action_phase(g, g.players[0], Scripted(["Mad Cat mk II"]))
    assert names(g, g.players[0].deployment) == ["Jenner", "Mad Cat mk II"]


def test_reactions(cards: list[CardInfo]) -> None:
    """domination/glossary/reaction (no Action used): Assassination cancels a Support card (+1 Card, +1 Action to
    its player); Defense System reduces the Overrun to zero and returns to the Supply; Expert Mech Techs puts the
    damaged unit into the hand; Headshot! scraps the damaged Mech."""
    g = setup(cards, ["Ammo Dump", "Uziel"])
    g.players[1].hand = [card(cards, "Assassination")]
    action_phase(g, g.players[0], Scripted(["Ammo Dump"]))
    assert len(g.players[0].hand) == 2 and g.state.actions == 2 and names(g, g.players[1].discard) == ["Assassination"]
    g = setup(cards, [], mine=["Atlas"])
    g.players[1].hand = [card(cards, "Defense System")]
    supply = g.supply.get(card(cards, "Defense System"), 0)
    combat(g, g.players[0], g.players[1], g.strategy(1))
    assert g.scrapheap == [] and g.supply[card(cards, "Defense System")] == supply + 1
    g = setup(cards, [], theirs=["Uziel"])
    g.players[1].hand = [card(cards, "Expert Mech Techs")]
    effects.damage_unit(g, 1, card(cards, "Uziel"))
    assert "Uziel" in names(g, g.players[1].hand) and g.players[1].discard == []
    g = setup(cards, [], theirs=["Uziel"])
    g.players[0].hand = [card(cards, "Headshot!")]
    effects.damage_unit(g, 1, card(cards, "Uziel"))
    assert names(g, g.scrapheap) == ["Uziel"]


def test_support_attack_cards(cards: list[CardInfo]) -> None:
    """domination/set-up-faq-3: Support-Attack cards are played like Support cards. Long Tom Battery: discard a
    Unit card, the opponent damages a unit; Master Spy: gain a copy of one revealed card, scrap the other."""
    g = setup(cards, ["Long Tom Battery", "Uziel"], theirs=["Jenner"])
    action_phase(g, g.players[0], Scripted(["Long Tom Battery"]))
    assert g.players[1].deployment == []
    g = setup(cards, ["Master Spy"])
    g.players[1].deck = [card(cards, "Basic Factory"), card(cards, "Munitions Factory")]
    action_phase(g, g.players[0], Scripted(["Master Spy"]))
    assert names(g, g.players[0].discard) == ["Munitions Factory"] and names(g, g.scrapheap) == ["Basic Factory"]


def test_black_market_buy_ban(cards: list[CardInfo]) -> None:
    """Black Market: the opponent names a card that cannot be bought this turn."""
    g = setup(cards, ["Black Market", "Advanced Factory"])
    buy_phase(g, g.players[0], Scripted())
    assert len(g.state.banned) == 1


def test_unexecuted_nodes_are_skipped_and_counted(cards: list[CardInfo]) -> None:
    """Every effect kind of the DSL is executed; a node the engine does not execute (a Lasting with a trigger it
    does not watch) is skipped and counted, never a crash."""
    kinds = {m.model_fields["kind"].default for m in d.Effect.__args__[0].__args__}  # type: ignore[attr-defined]
    assert kinds == set(effects.EXECUTED)
    g = setup(cards, [])
    lasting = d.Lasting(until="end_of_your_turn", trigger=d.YouOverrun(), effects=[d.Plus(resource="cards", amount=1)])
    effects.run(Ctx(g, 0, card(cards, "Ammo Dump")), [lasting, d.Plus(resource="buys", amount=1)])
    assert g.skipped == {"lasting:you_overrun": 1} and g.state.buys == 2


def test_self_play_with_every_card_terminates(cards: list[CardInfo]) -> None:
    """Random Supplies of 12 piles among all the cards, all three strategies: every game ends, no crash."""
    rng = random.Random(11)
    piles = [c.name for c in cards if not c.card.base]
    for _ in range(150):
        g = new_game(cards, rng.sample(piles, 12), rng)
        players = [rng.choice([BigMoney, AttackHeavy, RandomLegal])(rng) for _ in range(2)]
        assert play_game(g, players)[2] < 200
        assert not g.skipped
