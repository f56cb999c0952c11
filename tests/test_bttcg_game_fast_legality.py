"""Legality without a trial (issue 19, speed): where a whole game decides a candidate by the engine's own check
instead of trying it on a copy, the check and the trial must agree. Seeded random games between random legal decks
of the community pool (read in place from ``../shared``, skipped without it; no card text copied here) stop at many
positions; at each, every Unit of either player is asked about guard duty at every site of either player and off
guard, in every phase reached, and the check's answer is compared with the trial's."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from dataclasses import replace

import pytest

from judge.bttcg.game import Game, apply, is_over, new_game
from judge.bttcg.game.abilities import activated_abilities
from judge.bttcg.game.actions import Action
from judge.bttcg.game.decks import random_deck
from judge.bttcg.game.prechecks import choice_cannot_pay
from judge.bttcg.game.sampling import sample_legal
from judge.bttcg.game.turns import guard_legal, trial_legal
from judge.bttcg.guard_duty import guard_problem
from judge.bttcg.state import is_active
from judge.dsl import models as m
from judge.knowledge import KnowledgeBase
from judge.pool import CardPool

SCRAP_GAME = 10
"""A seeded game whose first deck has a card with a "Scrap cards from your hand" cost in play by turn 20."""
MATCHES = (("Davion", "Steiner", 3), ("Kurita", "Liao", 5))
"""Affiliations of the two random decks, and the seed of their game."""


@pytest.fixture(scope="module")
def kb(full_pool: CardPool) -> KnowledgeBase:
    return KnowledgeBase.from_pool(full_pool)


def _positions(
    kb: KnowledgeBase, first: str, second: str, seed: int, turns: int = 30, deck_seeds: tuple[int, int] | None = None
) -> Iterator[Game]:
    """Every decision outside battles of a seeded random game (the random strategy's own draw), up to ``turns``;
    the decks' seeds are ``deck_seeds``, by default the game's and the next."""
    one, two = deck_seeds or (seed, seed + 1)
    decks = (random_deck(kb, first, one), random_deck(kb, second, two))
    game = new_game(decks, seed)
    rng = random.Random(seed)
    while not is_over(game) and game.turn_number <= turns:
        if game.battle is None:
            yield game
        action = sample_legal(game, rng)
        if action is None:
            break
        apply(game, action, check=False)


def _guard_questions(game: Game) -> Iterator[Action]:
    """Every Unit of either player to every site of either player (Stockpiles, cards in play, cards under
    construction), and off guard, asked by either player: legal and illegal ones alike."""
    pos = game.pos
    units = [c for c, s in pos.cards.items() if pos.faces[c].kind == "unit" and s.zone not in ("stockpile", "hand")]
    sites = [f"{p}.stockpile" for p in pos.players]
    sites += [c for c, s in pos.cards.items() if s.zone in ("command_post", "construction", "patrol")]
    for unit in units:
        for by in pos.players:
            yield Action("unguard", by, unit)
            for site in sites:
                yield Action("guard", by, unit, target=site)


def test_guard_duty_check_agrees_with_the_trial(kb: KnowledgeBase) -> None:
    """Rulebook p.33 (guarding a site: only untapped Units, in your Missions phase, at one of your sites, any number
    of times) and p.14 (sites); CE General Rulings (guard duty changes only while untapped): the engine's check
    (judge/bttcg/guard_duty.py) that TurnRunner.guard records as its violation answers as the trial does, for legal
    and illegal questions alike, in every phase."""
    answers: Counter[tuple[str, bool]] = Counter()
    phases: set[str] = set()
    for first, second, seed in MATCHES:
        for number, game in enumerate(_positions(kb, first, second, seed)):
            assert game.runner is not None
            if number % 10 and (game.runner.turn.phase != "missions" or number % 2):
                continue
            phases.add(game.runner.turn.phase)
            for action in _guard_questions(game):
                fast = guard_legal(game, action)
                assert fast == trial_legal(game, action), (action.describe(game), game.turn_number)
                answers[(action.kind, fast)] += 1
    assert {"deploy", "missions"} <= phases
    for kind in ("guard", "unguard"):
        assert answers[(kind, True)] >= 5 and answers[(kind, False)] >= 5, answers


def test_guard_problem_says_why_as_the_violation_does(kb: KnowledgeBase) -> None:
    """Rulebook p.33: a Unit cannot guard an opponent's Stockpile; the check's message is the violation the engine
    records for the same action (one rule in one place)."""
    for game in _positions(kb, "Davion", "Steiner", 3):
        assert game.runner is not None
        if game.runner.turn.phase != "missions":
            continue
        pos, me = game.pos, game.active
        mine = [c for c, s in pos.cards.items() if pos.owners[c] == me and s.zone == "patrol" and not s.tapped]
        mine = [c for c in mine if pos.faces[c].kind == "unit"]
        if not mine:
            continue
        action = Action("guard", me, mine[0], target=f"{pos.other(me)}.stockpile")
        problem = guard_problem(game.runner, me, mine[0], action.target)
        assert problem is not None and "not the player's own Stockpile" in problem[0]
        said: list[str] = []
        from judge.bttcg.game.turns import _trial  # the trial's messages

        assert not _trial(game, action, said)
        assert said == [problem[0]]
        return
    pytest.fail("no Missions phase with an untapped Unit on patrol")


def _paid_by_choice(game: Game) -> Iterator[Action]:
    """Each ability of the active player's cards in play whose cost scraps a card chosen from the hand or from play,
    with each card of the position (and each Stockpile) chosen first."""
    pos, me = game.pos, game.active
    everything = [*(f"{p}.stockpile" for p in pos.players), *pos.cards]
    for card_id, state in pos.cards.items():
        if pos.owners[card_id] != me or not is_active(state):
            continue
        for number in activated_abilities(pos, card_id):
            ability = pos.faces[card_id].activated(number)
            costs = [] if ability is None else ability.cost
            if any(isinstance(c, m.ScrapCost) and c.source not in ("this", "stockpile") for c in costs):
                for chosen in everything:
                    yield Action("use", me, card_id, amount=number, choose=(chosen,))


def test_scrap_cost_choice_check_agrees_with_the_trial(kb: KnowledgeBase) -> None:
    """1997 rulings, Black Market Connections (the cards paying are chosen with the ability's other choices) and
    rulebook p.19 (a cost is paid in full): a card chosen to pay a "Scrap a card from your hand" cost that the
    engine's check rules out (a Stockpile, a card not in the hand, another player's card:
    judge/bttcg/costs.py scrap_choice_problem, what plan_costs records) is one the trial finds illegal, with that
    very message; the game does not try it (judge/bttcg/game/prechecks.py)."""
    ruled_out = allowed = 0
    for game in _positions(kb, "Davion", "Steiner", SCRAP_GAME, turns=36, deck_seeds=(1, 2)):
        assert game.runner is not None
        if game.runner.turn.phase != "deploy":
            continue
        for action in _paid_by_choice(game):
            from judge.bttcg.game.turns import _trial  # the trial's messages

            said: list[str] = []
            tried = _trial(game, action, said)
            if not choice_cannot_pay(game, action):
                allowed += 1
                continue
            assert not tried, action.describe(game)
            asked: list[str] = []  # the same use with nothing chosen: what the engine asks
            _trial(game, replace(action, choose=()), asked)
            if any("to pay for the ability (first in choose)" in s for s in asked):  # the cost is what fails
                assert any("cannot scrap" in s or "does not pay a cost" in s for s in said), said
                ruled_out += 1
    assert ruled_out >= 20 and allowed >= 1, (ruled_out, allowed)
