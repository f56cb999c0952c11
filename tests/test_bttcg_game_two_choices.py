"""Mission cards that choose two cards, in whole games (issue 19, judge/bttcg/game/abilities.py): "Choose one of your
Units and an opposing 'Mech of the same speed or slower" is offered with both cards chosen, each pair the engine
takes, and never refused for the second choice's comparison with the first. Invented cards only."""

from __future__ import annotations

from judge.bttcg.assets import settle
from judge.bttcg.game import Action, Deck, apply, legal_actions, new_game
from tests.bttcg_game_decks import deck_with, mech, mission, resource, take

HITTER = mech("Test Hitter", "3", "moderate", 3, 0, 9)
FAST_GUARD = mech("Test Sprinter", "2", "fast", 1, 0, 9)
STEADY_GUARD = mech("Test Trotter", "2", "moderate", 1, 0, 9)
RUSH = mission(
    "Test Rush",
    "Play only during battle. Choose one of your Units and an opposing 'Mech of the same speed or slower. "
    "That opposing 'Mech receives 2 damage.",
)
ACADEMY = resource("Test Academy", "{T}: {R}", ("T",))
"""Tactics: an initiative score of 1, so that one Mission card may be played (rulebook p.26-27)."""


def _deck(name: str) -> Deck:
    return deck_with(name, (HITTER, FAST_GUARD, STEADY_GUARD, RUSH, ACADEMY))


def test_two_cards_chosen_rulebook_p9() -> None:
    """Rulebook p.9 (the card's text says what its player chooses) and Glossary, Speed (slow, moderate, fast): the
    Rush is offered with the attacker's own 'Mech and the moderate blocker, never with the fast one (faster than
    the 'Mech chosen first); the engine takes it without a violation. Before, the second choice was not offered,
    and the card played with nothing chosen was refused ("no card chosen before"), ending the game."""
    game = new_game((_deck("A"), _deck("B")), 5)
    me = game.active
    other = game.pos.other(me)
    hitter = take(game, me, "Test Hitter", "patrol")
    rush = take(game, me, "Test Rush", "hand")
    take(game, me, "Test Academy", "command_post")
    settle(game.pos)
    fast = take(game, other, "Test Sprinter", "patrol")
    steady = take(game, other, "Test Trotter", "patrol")
    assert game.runner is not None
    while game.runner.turn.phase != "missions":
        apply(game, Action("end_phase", me))
    apply(game, Action("mission", me, cards=(hitter,), target=f"{other}.stockpile"))
    apply(game, Action("block", other, cards=(fast, steady)))
    while game.battle is not None and any(a.player == other for a in legal_actions(game)):
        apply(game, Action("pass", other))
    plays = [a for a in legal_actions(game) if a.kind == "play" and a.card == rush]
    assert {a.choose for a in plays} == {(hitter, steady)}
    apply(game, plays[0])
    assert game.error is None and not game.pos.violations
