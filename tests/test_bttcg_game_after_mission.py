"""Cards drawn after a mission in a whole game (issue 19): the resolver counts them off the Stockpile
(``Outcome.drawn``), and the game moves the real cards, after the cards damage scrapped from the top, from the top of
the Stockpile into the hand (judge/bttcg/stockpile_cards.py). Invented cards only."""

from __future__ import annotations

import pytest

from judge.bttcg.assets import settle
from judge.bttcg.game import Action, Deck, Game, apply, legal_actions, new_game
from tests.bttcg_game_decks import invented_deck, mission, resource, take


def _attack_with_a_mission_card(text: str) -> tuple[Game, str, str, str, str]:
    """A game at its Missions phase: Test Runner on patrol, a Mission card "Test Reward" with ``text`` in hand, and a
    Resource that provides Tactics (+1 initiative, to play a Mission card): (game, player, opponent, card, Unit)."""
    from tests.test_bttcg_game import _to_missions

    reward = mission("Test Reward", text)
    staff = resource("Test Staff", "{T}: {R}", ("T",))
    decks = tuple(Deck(n, (*invented_deck(n).cards, reward, staff), None) for n in ("A", "B"))
    game = new_game((decks[0], decks[1]), 4)
    me, pos = game.active, game.pos
    card = next(c for c in pos.cards if pos.owners[c] == me and pos.faces[c].name == "Test Reward")
    take(game, me, "Test Reward", "patrol")
    pos.cards[card].zone = "hand"
    runner = take(game, me, "Test Runner", "patrol")
    pos.cards[take(game, me, "Test Staff", "patrol")].zone = "command_post"
    settle(pos)
    _to_missions(game)
    return game, me, pos.other(me), card, runner


def _fight_playing(game: Game, card: str) -> bool:
    """The battle fought to its end, ``card`` played as soon as it may be, every other step passed; whether it was."""
    played = False
    while game.battle is not None:
        plays = [a for a in legal_actions(game) if a.kind == "play" and a.card == card]
        played = played or bool(plays)
        apply(game, plays[0] if plays else next(a for a in legal_actions(game) if a.kind == "pass"))
    return played


def test_cards_drawn_after_the_mission_come_off_the_stockpile_top_rulebook_p18() -> None:
    """rulebook p.18 (the top card of the Stockpile is drawn) and p.29-30 (damage to a Stockpile scraps that many
    cards from its top): Test Runner (attack 2) attacks the opponent's Stockpile unblocked and its player (Tactics:
    initiative 1) plays "Draw two cards after mission.": the opponent's two top cards go to the Scrapheap, then the
    attacker's two top cards come into the attacker's hand, each count following (it was refused: "cards drawn or
    put into a Stockpile after the battle: the resolver counts them only"; found by whole pool games)."""
    game, me, other, card, runner = _attack_with_a_mission_card("Draw two cards after mission.")
    pos = game.pos
    assert pos.stockpile_order is not None
    theirs, mine = list(pos.stockpile_order[other][:2]), list(pos.stockpile_order[me][:2])
    counts = dict(pos.stockpiles)
    apply(game, Action("mission", me, cards=(runner,), target=f"{other}.stockpile"))
    apply(game, Action("block", other))  # no block
    played = _fight_playing(game, card)
    assert played
    assert game.error is None, game.error
    assert [pos.cards[c].zone for c in theirs] == ["scrapheap", "scrapheap"]
    assert [pos.cards[c].zone for c in mine] == ["hand", "hand"]
    assert pos.stockpiles[me] == counts[me] - 2 == len(pos.stockpile_order[me])
    assert pos.stockpiles[other] == counts[other] - 2 == len(pos.stockpile_order[other])
    assert not pos.violations


@pytest.mark.parametrize(
    ("text", "zones"),
    [("Draw a card.", ["hand"]), ("Scrap the top card of your Stockpile. Draw a card.", ["scrapheap", "hand"])],
)
def test_cards_drawn_during_the_battle_come_off_the_stockpile_top_rulebook_p18(text: str, zones: list[str]) -> None:
    """rulebook p.18 (the top card of the Stockpile is drawn) and CE General Rulings: Victory (a card drawn is one
    fewer in the Stockpile): a Mission card played in the battle, "Draw a card.", moves the attacker's top card into
    the hand as the battle ends, the count following; a card scrapped from the Stockpile before the draw goes to
    the Scrapheap (it ended whole pool games as "the Stockpile's cards were changed by an effect the game does not
    move card by card yet")."""
    game, me, other, card, runner = _attack_with_a_mission_card(text)
    pos = game.pos
    assert pos.stockpile_order is not None
    tops = list(pos.stockpile_order[me][: len(zones)])
    counts = dict(pos.stockpiles)
    apply(game, Action("mission", me, cards=(runner,), target=f"{other}.stockpile"))
    apply(game, Action("block", other))  # no block
    played = _fight_playing(game, card)
    assert played
    assert game.error is None, game.error
    assert [pos.cards[c].zone for c in tops] == zones
    assert pos.stockpiles[me] == counts[me] - len(zones) == len(pos.stockpile_order[me])
    assert not pos.violations
