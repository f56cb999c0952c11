"""The lazy legality of a whole game (issue 19, speed): the candidates of a decision decided one at a time
(judge/bttcg/game/legality.py) agree with ``legal_actions``, the reference (OpenSpiel's shape), and the random
strategy's lazy draw (judge/bttcg/game/sampling.py) returns only legal actions, each about as often (a seeded
chi-square test: it cannot flake); a random game decides far fewer candidates than the full lists would."""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Iterator

from judge.bttcg.clones import clone_battle, clone_fighter, copy_states
from judge.bttcg.game import Game, apply, current_player, is_over, legal_actions, new_game, play_game, strategy_factory
from judge.bttcg.game.actions import Action
from judge.bttcg.game.engine import candidate_actions, decision, is_legal
from judge.bttcg.game.sampling import sample_legal
from judge.bttcg.state import Battle, CardState, Fighter
from tests.bttcg_game_decks import invented_deck, missile_deck

DRAWS = 50
"""Draws per legal action at each position tested."""


def _positions(seed: int, every: int = 5, turns: int = 12) -> Iterator[Game]:
    """Decisions of a seeded random game (moves drawn from the full lists): one in ``every``, and each in a battle;
    the game is yielded as it is (the caller only asks questions) and goes on once the caller is done."""
    rng = random.Random(seed)
    game = new_game((missile_deck("A"), invented_deck("B")), seed)
    number = 0
    while not is_over(game) and game.turn_number <= turns:
        if number % every == 0 or game.battle is not None:
            yield game
        actions = legal_actions(game)
        apply(game, actions[rng.randrange(len(actions))], check=False)
        number += 1


def _chi_square_bound(freedom: int) -> float:
    """An upper bound the chi-square statistic of ``freedom`` degrees exceeds with probability far below 1e-4
    (mean ``freedom``, standard deviation ``sqrt(2 freedom)``; Wilson-Hilferty's tail at about 4 deviations)."""
    return freedom + 4.5 * math.sqrt(2 * freedom) + 8


def test_lazy_draw_is_uniform_over_the_legal_actions() -> None:
    """Issue 19 (random strategy: uniform over the legal actions): the first legal action of a uniformly random
    permutation of the candidates is uniform over the legal ones; over many seeded positions (turns, blocks,
    battles) every drawn action is in ``legal_actions`` and the counts pass a chi-square test."""
    rng = random.Random(2026)
    tested = 0
    kinds: set[str] = set()
    for seed in (2, 4):  # seeded games with battles
        for game in _positions(seed, turns=30):
            if is_over(game):
                continue
            found = decision(game)
            assert found is not None
            draws: Counter[Action] = Counter()
            for _ in range(DRAWS * max(2, len(found.candidates))):
                found.legal = None  # the lazy draw each time (the answers found are kept: they do not change)
                action = sample_legal(game, rng)
                assert action is not None
                draws[action] += 1
            legal = legal_actions(game)
            legal_count = len(legal)
            assert set(draws) <= set(legal), "a drawn action that is not legal"
            if legal_count < 2:
                continue
            assert set(draws) == set(legal)
            total = sum(draws.values())
            expected = total / legal_count
            statistic = sum((draws[a] - expected) ** 2 / expected for a in legal)
            assert statistic < _chi_square_bound(legal_count - 1), (statistic, legal_count, game.turn_number)
            tested += 1
            kinds |= {a.kind for a in legal}
    assert tested >= 15, tested
    assert {"deploy", "end_phase", "block", "pass"} <= kinds  # turns, blocks and battle steps were drawn from


def test_is_legal_agrees_with_legal_actions() -> None:
    """Every candidate is legal exactly when it is among ``legal_actions``, in the same order; an action that is
    no candidate is not legal (and ``apply`` with ``check`` refuses it)."""
    for game in _positions(5, every=3, turns=6):
        if is_over(game):
            continue
        candidates = candidate_actions(game)
        lazily = [a for a in candidates if is_legal(game, a)]
        game.legal_cache = None  # listed and decided again, all at once
        assert lazily == legal_actions(game)
        assert not is_legal(game, Action("restock", game.active, "no such card"))


def test_a_random_game_decides_few_candidates() -> None:
    """The point of the lazy draw: a random game runs a trial for a small part of the candidates whose trial was
    deferred, where the full lists run them all."""
    decks = (missile_deck("A"), invented_deck("B"))
    rand = strategy_factory("random")
    deferred = decided = 0
    game = new_game(decks, 3)
    strategies = [rand(random.Random(1)), rand(random.Random(2))]
    while not is_over(game) and game.turn_number <= 20:
        found = decision(game)
        assert found is not None
        action = strategies[game.index_of(current_player(game))].sample(game)
        assert action is not None
        deferred += len(found.trials) + found.candidates.lazy  # written-out trials deferred, and lazy runs
        decided += found.decided
        apply(game, action, check=False)
    assert deferred > 0
    assert decided < deferred / 2, (decided, deferred)
    result = play_game(decks, (rand, rand), 3)
    assert result == play_game(decks, (rand, rand), 3)  # the lazy draw is seeded: the same game again


def test_clones_copy_every_mutable_field() -> None:
    """The battle's checkpoint and the game's trials copy one level (judge/bttcg/clones.py): every list and dict of
    a battle and of its fighters is a new one, so that changing the copy never changes the original."""
    fighter = Fighter("c1", "p1", False, assigned={"c2": 1}, options_used=["Jump"], limited=[(1, "x")])
    battle = Battle("p1", "p2", ["c1"], [], "c2", False, fighters={"c1": fighter}, halved={"c1": [True]})
    copy = clone_battle(battle)
    for name, value in battle.__dict__.items():
        if isinstance(value, list | dict | set) and value:
            assert getattr(copy, name) is not value, name
    assert copy.fighters["c1"] is not fighter and copy.halved["c1"] is not battle.halved["c1"]
    copy.fighters["c1"].options_used.append("Overheat")
    assert fighter.options_used == ["Jump"]
    again = clone_fighter(fighter)
    assert again == fighter and again.assigned is not fighter.assigned
    states = {"c1": CardState(zone="patrol")}
    copied = copy_states(states)
    copied["c1"].tapped = True
    assert not states["c1"].tapped
