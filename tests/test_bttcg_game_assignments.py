"""Damage assignment in whole games (issue 19, judge/bttcg/game/assignments.py): a Unit's damage distributed among
its recipients point by point, all of it (its limited bonuses included) and no more, checked by the engine; never a
pass offered while a Unit's damage must be assigned; a rise after assigning distributed anew; a Mission card's
"either ... or ..." offered option by option. Invented cards only."""

from __future__ import annotations

from judge.bttcg.assets import settle
from judge.bttcg.game import Action, Deck, Game, apply, legal_actions, new_game
from judge.bttcg.game.assignments import rest
from tests.bttcg_game_decks import deck_with, mech, mission, resource, take

BRAWLER = mech("Test Brawler", "3", "moderate", 2, 0, 9, "Hand-to-Hand 2")
"""Hand-to-Hand 2: +2 attack only against Units of the same speed or slower (its bonus is limited)."""
PLAIN_HITTER = mech("Test Hitter", "3", "moderate", 3, 0, 9)
FAST_GUARD = mech("Test Sprinter", "2", "fast", 1, 0, 9)
STEADY_GUARD = mech("Test Trotter", "2", "moderate", 1, 0, 9)
BOOST = mission("Test Surge", "One of your Units gets +2 attack.")
EITHER = mission("Test Gambit", "One of your Units gets either +2 attack or +2 armor.")
"""A choice between effects: the game offers each option (scenario ``either``)."""
ACADEMY = resource("Test Academy", "{T}: {R}", ("T",))
"""Tactics: an initiative score of 1, so that one Mission card may be played (rulebook p.26-27)."""


def _deck(name: str) -> Deck:
    return deck_with(name, (BRAWLER, PLAIN_HITTER, FAST_GUARD, STEADY_GUARD, BOOST, ACADEMY, EITHER))


def _battle(attacker_name: str, hand: tuple[str, ...] = ()) -> tuple[Game, str, str, str]:
    """The active player's ``attacker_name`` attacks the Stockpile, blocked by a fast and a moderate Unit; the
    defender (losing initiative: ties go to the attacker, rulebook p.26) has passed. Returns the game, the attacker,
    the fast and the moderate blocker."""
    game = new_game((_deck("A"), _deck("B")), 5)
    me = game.active
    other = game.pos.other(me)
    attacker = take(game, me, attacker_name, "patrol")
    for name in hand:
        take(game, me, name, "hand")
    if hand:
        take(game, me, "Test Academy", "command_post")
        settle(game.pos)
    fast = take(game, other, "Test Sprinter", "patrol")
    steady = take(game, other, "Test Trotter", "patrol")
    assert game.runner is not None
    while game.runner.turn.phase != "missions":
        apply(game, Action("end_phase", me))
    apply(game, Action("mission", me, cards=(attacker,), target=f"{other}.stockpile"))
    apply(game, Action("block", other, cards=(fast, steady)))
    while (
        game.battle is not None
        and game.battle.runner is not None
        and any(a.player == other for a in legal_actions(game))
    ):
        apply(game, Action("pass", other))
    return game, attacker, fast, steady


def _assigned(game: Game, card_id: str) -> dict[str, int] | None:
    assert game.battle is not None and game.battle.runner is not None
    return game.battle.runner.battle.fighters[card_id].assigned


def test_damage_split_point_by_point_rulebook_p27() -> None:
    """Rulebook p.27, One Player Goes First: "you distribute that damage any way you choose among the Units on the
    other side". A Unit's 3 damage among two blockers: each split is offered, reached by one sequence (points to
    the first recipient, the rest to the second); no pass while the damage is unassigned."""
    game, hitter, fast, steady = _battle("Test Hitter")
    me = game.active
    offered = legal_actions(game)
    assert Action("pass", me) not in offered
    assert Action("assign", me, hitter, target=fast) in offered
    assert Action("assign", me, hitter, target=steady) in offered
    assert Action("assign", me, hitter, target=fast, amount=1) in offered
    assert Action("assign", me, hitter, target=steady, amount=1) not in offered  # no later recipient for the rest
    apply(game, Action("assign", me, hitter, target=fast, amount=1))
    assert _assigned(game, hitter) is None  # nothing placed while the distribution is open
    going_on = legal_actions(game)
    assert {a.card for a in going_on} == {hitter} and Action("pass", me) not in going_on
    assert Action("assign", me, hitter, target=fast) not in going_on  # the rest goes to a later recipient only
    apply(game, Action("assign", me, hitter, target=fast, amount=1))
    apply(game, Action("assign", me, hitter, target=steady))
    assert _assigned(game, hitter) == {fast: 2, steady: 1}
    assert Action("pass", me) in legal_actions(game)
    assert not game.pos.violations


def test_limited_bonus_is_assigned_with_the_damage_rulebook_p27() -> None:
    """Rulebook p.27 (a Unit deals damage equal to its attack value) and the Hand-to-Hand reminder (+N attack only
    against Units of the same speed or slower): the Brawler deals 2 + 2 = 4, all of it assigned; the bonus may not
    go to the fast blocker, so only 2 may go there. Before, the game offered assignments of 2 only, all refused by
    the engine, and no pass: the battle was stuck."""
    game, brawler, fast, steady = _battle("Test Brawler")
    me = game.active
    assert game.battle is not None and game.battle.runner is not None
    assert rest(game.battle.runner, game.battle, game.battle.runner.battle.fighters[brawler]) == 4
    offered = legal_actions(game)
    assert Action("assign", me, brawler, target=steady) in offered
    assert Action("assign", me, brawler, target=fast) not in offered  # 4 to the fast one: the bonus misplaced
    apply(game, Action("assign", me, brawler, target=fast, amount=1))
    apply(game, Action("assign", me, brawler, target=fast, amount=1))
    assert Action("assign", me, brawler, target=fast, amount=1) not in legal_actions(game)  # a third is plain 3 > 2
    apply(game, Action("assign", me, brawler, target=steady))
    assert _assigned(game, brawler) == {fast: 2, steady: 2}
    assert not game.pos.violations


def test_new_damage_after_a_rise_is_assigned_anywhere_rulebook_p28() -> None:
    """Rulebook p.28 and CE General Rulings, Increasing the Attack of a Unit That Has Assigned Its Damage: the old
    damage stays; the new damage is assigned at once, to the old recipient or any other, or split."""
    game, hitter, fast, steady = _battle("Test Hitter", hand=("Test Surge",))
    me = game.active
    apply(game, Action("assign", me, hitter, target=fast))
    assert _assigned(game, hitter) == {fast: 3}
    surge = next(a for a in legal_actions(game) if a.kind == "play" and a.choose == (hitter,))
    apply(game, surge)
    fighter = game.battle.runner.battle.fighters[hitter] if game.battle and game.battle.runner else None
    assert fighter is not None and fighter.pending == "raise"
    offered = legal_actions(game)
    assert Action("pass", me) not in offered
    assert {a.target for a in offered if a.kind == "assign" and a.amount == 0} == {fast, steady}
    apply(game, Action("assign", me, hitter, target=fast, amount=1))
    apply(game, Action("assign", me, hitter, target=steady))
    assert _assigned(game, hitter) == {fast: 4, steady: 1}
    assert fighter.pending is None and not game.pos.violations


def test_either_options_are_offered_rulebook_p9() -> None:
    """Rulebook p.9 (the card's text makes the exception; its player chooses) and scenario-format.md ``either``: a
    Mission card saying "either +2 attack or +2 armor" is offered with each option, the Unit chosen too; the engine
    takes the option played, and the Unit's attack rises by 2 with the first."""
    game, hitter, _, _ = _battle("Test Hitter", hand=("Test Gambit",))
    plays = [
        a
        for a in legal_actions(game)
        if a.kind == "play" and a.choose == (hitter,) and game.pos.faces[a.card or ""].name == "Test Gambit"
    ]
    assert {a.either for a in plays} == {(1,), (2,)}
    apply(game, next(a for a in plays if a.either == (1,)))
    assert game.battle is not None and game.battle.runner is not None
    assert rest(game.battle.runner, game.battle, game.battle.runner.battle.fighters[hitter]) == 5
    assert not game.pos.violations
