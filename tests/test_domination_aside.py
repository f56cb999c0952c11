"""Set-aside cards in Battletech: Domination (issue 23): a card set aside (Hidden Base) is in its player's set-aside
zone, shown in the answer, and scored at the end of the game (domination/end-of-game-2: "Each player puts all of his
cards into his Deck ... NOTE: Units in the player's deployment zone are not counted"; a set-aside card is still his,
domination/glossary/set-aside)."""

from __future__ import annotations

from typing import Any

from judge.pool import CardPool
from judge.simulate import read_scenario, simulate_document


def _end(text: str, pool: CardPool) -> dict[str, Any]:
    data = simulate_document(read_scenario(text, "s.yaml"), pool, "s.yaml")
    assert data["legal"], data["violations"]
    [outcome] = data["outcomes"]
    result: dict[str, Any] = outcome
    return result


ENDING = """\
game: domination
seed: 3
players:
  A: {hand: [Hidden Base, Awesome, Basic Factory, Basic Factory], deck: [Basic Factory]%s}
  B: {hand: [Basic Factory, Basic Factory, Basic Factory, Basic Factory, Basic Factory, Basic Factory]}
supply: {Cicada: 0, Uziel: 0, Awesome: 0, Infantry Platoon: 1}
actions:
%s  - {by: A, buy: Infantry Platoon}
"""


def test_a_set_aside_card_is_scored_domination_end_of_game_2(builtin_pool: CardPool) -> None:
    """Hidden Base sets Awesome aside; the fourth empty pile ends the game at the end of the turn
    (domination/end-of-game/condition-b): A's Deck holds his 5 cards in hand and the set-aside Awesome, 6 to B's 6,
    a tie broken by the units deployed (none each): a draw. Without the set-aside card A would lose 5 to 6."""
    end = _end(ENDING % ("", "  - {by: A, play: Hidden Base, choose: [Awesome]}\n"), builtin_pool)
    a = end["players"]["A"]
    assert a["aside"] == ["Awesome"] and "Awesome" not in a["hand"] + a["deck"] + a["discard"] + a["play"]
    assert a["score"] == len(a["hand"]) + len(a["deck"]) + len(a["discard"]) + 1 == 6
    assert end["players"]["B"]["score"] == 6 and end["players"]["B"]["aside"] == []
    assert end["winner"] == "draw"


def test_set_aside_cards_given_by_the_scenario_stay_aside_and_count(builtin_pool: CardPool) -> None:
    """A scenario may start with cards set aside earlier (``aside``): they are his (domination/glossary/set-aside),
    counted (domination/end-of-game-2) and shown; nothing in the turn returns them."""
    end = _end(ENDING % (", aside: [Awesome, Uziel]", ""), builtin_pool)
    a = end["players"]["A"]
    assert a["aside"] == ["Awesome", "Uziel"]
    assert a["score"] == len(a["hand"]) + len(a["deck"]) + len(a["discard"]) + 2
    assert end["winner"] == "A"
