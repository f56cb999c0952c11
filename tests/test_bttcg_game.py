"""Whole BattleTech TCG games (issue 19): seeded random games over invented decks, the invariants checked after every
action (in the manner of OpenSpiel's ``random_sim_test``): every card in exactly one zone, damage and counters never
negative, the Stockpile counts equal to the ordered Stockpiles, the number of cards constant, no violation recorded
by an action offered as legal; every game ends. Each rule the driver adds is tested by name with its source."""

from __future__ import annotations

import os
import random
from collections import Counter
from functools import cache

import pytest

from judge.bttcg.game import (
    STRATEGIES,
    Action,
    Deck,
    Game,
    IllegalActionError,
    apply,
    current_player,
    is_over,
    legal_actions,
    new_game,
    play_game,
    refused_actions,
    strategy_factory,
)
from judge.bttcg.game.play import result_of
from judge.bttcg.game.state import OPENING_HAND, STARTING_A_GAME
from judge.cards.cost import parse_cost
from judge.cards.models import BtCard
from judge.rulings.store import RulingBase
from tests.bttcg_game_decks import invented_deck, missile_deck, play_random_checked, take

GAMES = int(os.environ.get("JUDGE_GAMES", "0")) or 3
"""Games of the random run: a few in ``make test``, ``JUDGE_GAMES`` under ``make fuzz``."""


def decks() -> tuple[Deck, Deck]:
    return (missile_deck("A"), invented_deck("B"))


@cache
def play_checked(seed: int) -> Game:
    return play_random_checked(decks(), seed)


@pytest.mark.parametrize("seed", range(GAMES))
def test_random_games_keep_the_invariants_and_end(seed: int) -> None:
    game = play_checked(seed)
    assert is_over(game)
    assert game.error is None, game.error
    assert game.winner is not None or game.end


def test_starting_a_game_rulebook_p10() -> None:
    """Rulebook p.10, Starting a Game: the decks are shuffled, each player draws five cards, a fair method decides
    who goes first; the first player's first turn then draws one card (rulebook p.18, Draw)."""
    game = new_game((invented_deck("A"), invented_deck("B")), 7)
    hands = Counter(game.pos.owners[c] for c, s in game.pos.cards.items() if s.zone == "hand")
    second = game.pos.other(game.first)
    assert hands[second] == OPENING_HAND
    assert hands[game.first] == OPENING_HAND + 1  # the first player's first Draw phase: one card
    assert game.active == game.first and game.runner is not None and game.runner.turn.phase == "deploy"
    assert game.runner.turn.deployments == 1  # the first player's first turn: one deployment (rulebook p.18)
    assert {new_game(decks(), s).first for s in range(20)} == {"p1", "p2"}
    ids = {r.id for r in RulingBase.load().records}
    assert STARTING_A_GAME in ids


def test_stockpile_order_draws_the_top_card_rulebook_p18() -> None:
    """Rulebook p.18, Draw: the cards drawn are the Stockpile's top cards, into the hand; the count follows."""
    game = new_game((invented_deck("A"), invented_deck("B")), 3)
    pos = game.pos
    assert pos.stockpile_order is not None
    other = pos.other(game.first)
    top = list(pos.stockpile_order[other][:2])
    count = pos.stockpiles[other]
    while game.active == game.first:
        apply(game, Action("end_phase", game.active))
    assert [pos.cards[c].zone for c in top] == ["hand", "hand"]
    assert pos.stockpiles[other] == count - 2 == len(pos.stockpile_order[other])


def test_illegal_action_is_refused() -> None:
    game = new_game((invented_deck("A"), invented_deck("B")), 1)
    with pytest.raises(IllegalActionError):
        apply(game, Action("mission", game.active, cards=("nothing",), target="p1.stockpile"))


def test_victory_when_a_stockpile_runs_out_ce_rulings() -> None:
    """CE General Rulings, Victory: a player whose Stockpile runs out loses (both at once: a draw); the game's
    winner is the other player's deck."""
    for seed in range(min(GAMES, 3)):
        game = play_checked(seed)
        empty = [p for p in game.pos.players if game.pos.stockpiles[p] == 0]
        assert empty, game.end
        if len(empty) == 2:
            assert game.winner == "draw"
        else:
            assert game.winner == game.pos.other(empty[0])
            assert game.end == "a Stockpile ran out"


def test_turn_limit_is_a_draw() -> None:
    rand = strategy_factory("random")
    result = play_game((invented_deck("A"), invented_deck("B")), (rand, rand), 2, max_turns=3)
    assert result.winner is None and result.error is None
    assert "turn limit" in result.end


def test_play_game_is_reproducible() -> None:
    rand = strategy_factory("random")
    one = play_game((invented_deck("A"), invented_deck("B")), (rand, rand), 11)
    two = play_game((invented_deck("A"), invented_deck("B")), (rand, rand), 11)
    assert one == two
    assert one.error is None and (one.winner is not None or one.end)
    assert one.turns > 1 and one.actions > one.turns
    assert sum(u.played for u in one.census.values()) > 0


def _to_missions(game: Game) -> None:
    assert game.runner is not None
    while game.runner.turn.phase != "missions":
        apply(game, Action("end_phase", game.active))


def test_damage_to_a_stockpile_scraps_its_top_cards_rulebook_p29() -> None:
    """Rulebook p.29-30, Resolving Damage: damage to a Stockpile scraps that many cards from it: in a game, the top
    cards go to the Scrapheap (judge/bttcg/stockpile_cards.py), the count following."""
    game = new_game(decks(), 4)
    me = game.active
    other = game.pos.other(me)
    runner = take(game, me, "Test Runner", "patrol")  # fast, attack 2, armor 0
    _to_missions(game)
    pos = game.pos
    assert pos.stockpile_order is not None
    top = list(pos.stockpile_order[other][:2])
    before = pos.stockpiles[other]
    attack = Action("mission", me, cards=(runner,), target=f"{other}.stockpile")
    assert attack in legal_actions(game)
    apply(game, attack)
    apply(game, Action("block", other))  # no block
    while game.battle is not None:
        apply(game, next(a for a in legal_actions(game) if a.kind == "pass"))
    assert [pos.cards[c].zone for c in top] == ["scrapheap", "scrapheap"]
    assert pos.stockpiles[other] == before - 2 == len(pos.stockpile_order[other])
    assert not pos.violations


def test_blocking_options_are_the_defenders_rulebook_p25() -> None:
    """Rulebook p.25, Blocking: the defender blocks the whole group with Units at least as fast as the slowest
    attacker, or does not block; the options offered are the defender's, and a slower patroller is not offered."""
    game = new_game(decks(), 6)
    me = game.active
    other = game.pos.other(me)
    runner = take(game, me, "Test Runner", "patrol")  # fast
    walker = take(game, other, "Test Walker", "patrol")  # moderate: too slow to block a fast group
    _to_missions(game)
    apply(game, Action("mission", me, cards=(runner,), target=f"{other}.stockpile"))
    blocks = legal_actions(game)
    assert all(a.player == other and a.kind == "block" for a in blocks)
    assert Action("block", other) in blocks
    assert not any(walker in a.cards for a in blocks)


def test_trace_cites_the_rules() -> None:
    """A traced game gives each action in the game's words and each step of the engine with the rules it cites."""
    rand = strategy_factory("random")
    result = play_game(decks(), (rand, rand), 3, trace=True, max_turns=4)
    assert result.trace and play_game(decks(), (rand, rand), 3, max_turns=4).trace == ()
    assert any("[rulebook/starting-a-game" in line for line in result.trace)
    first = next(i for i, line in enumerate(result.trace) if line.startswith("[turn 1, action 1] "))
    assert "rulebook/starting-a-game" in result.trace[0] and first > 2  # set-up, Untap and Draw come first
    cited = [line for line in result.trace if (line.endswith("]") and "rulebook/" in line) or "ce-rulings/" in line]
    assert len(cited) > 10


def test_missiles_fired_at_a_recipient_rulebook_p31() -> None:
    """Rulebook p.31, Missile: a Unit with Missile Y fires up to Y missiles in the battle, rolled when damage
    resolves; the game offers all of them at each possible recipient (one entry of ``choose`` per missile), and the
    engine takes them."""
    game = new_game((missile_deck("A"), missile_deck("B")), 4)
    me = game.active
    other = game.pos.other(me)
    launcher = take(game, me, "Test Launcher", "patrol")
    _to_missions(game)
    apply(game, Action("mission", me, cards=(launcher,), target=f"{other}.stockpile"))
    apply(game, Action("block", other))
    while current_player(game) != me:
        apply(game, next(a for a in legal_actions(game) if a.kind == "pass"))
    fire = Action("option", me, launcher, target="missile", choose=(f"{other}.stockpile",) * 2, amount=2)
    assert fire in legal_actions(game)
    apply(game, fire)
    assert game.battle is not None and game.battle.runner is not None
    assert [(v.recipient, v.count) for v in game.battle.runner.battle.volleys] == [(f"{other}.stockpile", 2)]
    assert not game.pos.violations


def _with_command(text: str, seed: int) -> tuple[Game, str]:
    """A game whose active player has an invented Command card with ``text`` active in the Command Post."""
    card = BtCard(name="Test Archive", card_type="Command", cost=parse_cost("0"), text=text)
    game = new_game(
        (Deck("A", (*invented_deck("A").cards, card), None), Deck("B", (*invented_deck("B").cards, card))), seed
    )
    archive = next(
        c for c in game.pos.cards if game.pos.faces[c].name == "Test Archive" and game.pos.owners[c] == game.active
    )
    take(game, game.active, "Test Archive", "patrol")
    game.pos.cards[archive].zone = "command_post"
    return game, archive


def test_a_stockpile_search_moves_the_card_found_and_shuffles() -> None:
    """A search of the Stockpile in a game (judge/bttcg/stockpile_search.py, routed through stockpile_cards.py): the
    card chosen among the real cards of the Stockpile goes into the hand, the Stockpile is shuffled, the count
    follows."""
    game, archive = _with_command(
        "{T}: Search your Stockpile for a Mission card and put it into your hand. Shuffle your Stockpile.", 1
    )
    pos, me = game.pos, game.active
    assert pos.stockpile_order is not None
    uses = [a for a in legal_actions(game) if a.kind == "use" and a.card == archive]
    assert uses and all(pos.cards[a.choose[0]].zone == "stockpile" for a in uses)  # the card found is chosen
    assert all(pos.faces[a.choose[0]].kind == "mission" for a in uses)  # only a Mission card is found
    count, rest = pos.stockpiles[me], set(pos.stockpile_order[me]) - {uses[0].choose[0]}
    apply(game, uses[0])
    assert game.error is None and not pos.violations
    assert pos.cards[uses[0].choose[0]].zone == "hand"
    assert pos.stockpiles[me] == count - 1 and set(pos.stockpile_order[me]) == rest


def test_a_refusal_ends_the_game_with_its_error() -> None:
    """A card the engine does not execute ends the game with ``error`` ("not answered by this version: <card>: ..."),
    never skipped and never a win (the engine's refusal offered as an action, so that it surfaces)."""
    game, archive = _with_command("{T}: Each player shuffles his or her Stockpile.", 2)
    use = Action("use", game.active, archive, amount=1)
    assert use in legal_actions(game)
    assert refused_actions(game) == {use}  # a strategy may avoid it: known before it is applied
    apply(game, use)
    assert is_over(game) and game.winner is None
    assert game.error is not None and game.error.startswith("not answered by this version: Test Archive")
    assert not legal_actions(game)
    assert result_of(game).winner is None and result_of(game).error == game.error


def test_random_strategy_is_uniform_over_the_legal_actions() -> None:
    """The random strategy (OpenSpiel's random agent) picks each legal action about as often; other strategies
    register in STRATEGIES; an unknown name is refused with the names there are."""
    game = new_game(decks(), 9)
    actions = legal_actions(game)
    assert len(actions) > 2
    choose = strategy_factory("random")(random.Random(1)).choose
    counts = Counter(choose(game, actions) for _ in range(3000))
    assert set(counts) == set(actions)
    assert max(counts.values()) < 2 * min(counts.values())
    assert "random" in STRATEGIES
    with pytest.raises(KeyError, match="random"):
        strategy_factory("no such strategy")


def test_reassigning_pilots_rulebook_p20() -> None:
    """Rulebook p.20, Reassigning Pilots: during the Deploy phase a player rearranges his or her Pilots among his or
    her 'Mechs, no 'Mech with two Pilots; the game offers each other 'Mech and the engine moves the Pilot."""
    pilot = BtCard(name="Test Pilot", card_type="Command", subtypes=["Pilot"], cost=parse_cost("1"), text="")
    one, two = missile_deck("A"), invented_deck("B")
    game = new_game((Deck("A", (*one.cards, pilot)), Deck("B", (*two.cards, pilot))), 5)
    me = game.active
    first = take(game, me, "Test Runner", "patrol")
    second = take(game, me, "Test Walker", "patrol")
    seated = take(game, me, "Test Pilot", "patrol")
    game.pos.cards[seated].zone, game.pos.cards[seated].on = "command_post", first
    offered = [a for a in legal_actions(game) if a.kind == "reassign"]
    assert offered == [Action("reassign", me, seated, target=second)]
    apply(game, offered[0])
    assert game.pos.cards[seated].on == second and not game.pos.violations
