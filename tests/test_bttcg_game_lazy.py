"""The lazy candidates of a whole game (issue 19, speed: judge/bttcg/game/lazy.py): guard duty's and missions'
candidates are made only when their place is drawn, yet the list is the one written out in full (same actions, same
order, the same legality), and the random strategy's lazy draw picks what the plain Fisher-Yates draw over that
written-out list picks with the same random numbers (so a seed plays the same game)."""

from __future__ import annotations

import random

from judge.bttcg.game import Game, legal_actions
from judge.bttcg.game.actions import Action
from judge.bttcg.game.engine import decision, is_legal
from judge.bttcg.game.sampling import sample_legal
from tests.bttcg_game_decks import random_decisions


def _written_out_draw(game: Game, candidates: list[Action], rng: random.Random) -> Action | None:
    """The reference draw: the first legal candidate of a uniformly random permutation of the written-out list."""
    order = list(candidates)
    for i in range(len(order)):
        j = rng.randrange(i, len(order))
        order[i], order[j] = order[j], order[i]
        if is_legal(game, order[i]):
            return order[i]
    return None


def test_lazy_runs_are_the_written_out_list_in_order() -> None:
    """Rulebook p.33 (a Unit on guard duty at each of its player's sites, or off guard) and p.23-24 (each group sent
    against each target): the candidates at each place are those the full listing gives, in its order; each is legal
    exactly when ``legal_actions`` has it; the Missions phase's candidates did come in lazy runs."""
    lazy_decisions = 0
    for game in random_decisions(6):
        found = decision(game)
        assert found is not None
        by_place = [found.candidates.at(k)[0] for k in range(len(found.candidates))]
        assert by_place == list(found.candidates)
        assert len(set(by_place)) == len(by_place), "a candidate listed twice"
        legal = legal_actions(game)
        assert [a for a in by_place if is_legal(game, a)] == legal
        if found.candidates.lazy:
            lazy_decisions += 1
            assert {a.kind for a in by_place} & {"guard", "unguard", "mission"}
            if lazy_decisions == 3:
                break  # enough: the game need not go on
    assert lazy_decisions >= 3, lazy_decisions


def test_lazy_draw_is_the_written_out_draw() -> None:
    """Issue 19 (same seed, same game): the lazy draw (a permutation kept as its moved places) and the plain
    Fisher-Yates draw over the written-out candidates pick the same action from the same random numbers."""
    compared = 0
    for game in random_decisions(8):
        found = decision(game)
        assert found is not None
        candidates = list(found.candidates)
        for seed in range(4):
            found.legal = None
            lazily = sample_legal(game, random.Random(seed))
            found.legal = None
            assert lazily == _written_out_draw(game, candidates, random.Random(seed))
            compared += 1
    assert compared >= 100, compared
