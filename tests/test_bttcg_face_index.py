"""The cards of a position whose face passes a test, found once (issue 19, speed: judge/bttcg/face_index.py): the
scans of the Command cards in play (Glossary, Continuous ability: on while the card is in play; rulebook p.26: "All
Command cards can affect the battle, except for Enhancements and Pilots") read only the cards the index keeps, and
find what a scan of every card finds, over many seeded positions of whole games."""

from __future__ import annotations

import random
from collections.abc import Iterator

from judge.bttcg import command_statics, continuous
from judge.bttcg.face_index import ids_whose_face, states_whose_face
from judge.bttcg.faces import CardFace
from judge.bttcg.game import Deck, Game, apply, is_over, legal_actions, new_game
from judge.bttcg.state import CardState, Position
from judge.dsl import models as m
from tests.bttcg_game_decks import invented_deck, missile_deck, resource


def _is_unit(face: CardFace) -> bool:
    return face.kind == "unit"


def _is_station(face: CardFace) -> bool:
    return face.name.endswith("Station")


def _with_statics(deck: Deck) -> Deck:
    """The invented deck with Command cards whose continuous abilities are on while in play (invented texts)."""
    beacon = resource("Test Beacon", "{T}: {R}. Your 'Mechs get +1 initiative.")
    banner = resource("Test Banner", "Your 'Mechs get +1 attack.")
    swap = {"Test Depot": beacon, "Test Factory": banner}
    return Deck(deck.name, tuple(swap.get(c.name, c) for c in deck.cards), None)


def _positions(seed: int, turns: int = 25) -> Iterator[Game]:
    rng = random.Random(seed)
    game = new_game((_with_statics(missile_deck("A")), _with_statics(invented_deck("B"))), seed)
    while not is_over(game) and game.turn_number <= turns:
        yield game
        actions = legal_actions(game)
        apply(game, actions[rng.randrange(len(actions))], check=False)


def _in_play_by_scan(pos: Position) -> list[tuple[str, CardState, m.Static]]:
    """The reference: every card of the position looked at (command_statics.in_play before the index)."""
    found = []
    for card_id, state in pos.cards.items():
        face = pos.faces[card_id]
        if face.kind != "command" or state.on is not None or state.zone not in ("command_post", "patrol", "guard"):
            continue
        if face.keywords & command_statics.ON_OTHER_CARDS:
            continue
        found += [(card_id, state, a) for a in face.abilities if isinstance(a, m.Static)]
    return found


def test_indexed_scans_find_what_a_scan_of_every_card_finds() -> None:
    """Glossary, Continuous ability; rulebook p.26: the Command cards in play on their own and their continuous
    abilities (command_statics.in_play), and the executed effects of those (continuous._sources), are the same read
    through the index as read from every card, at each decision of seeded random games."""
    compared = found = 0
    for seed in (1, 6):
        for game in _positions(seed):
            pos = game.pos
            assert list(command_statics.in_play(pos)) == _in_play_by_scan(pos)
            found += bool(_in_play_by_scan(pos))
            by_scan = [
                (c, e)
                for c, s, a in _in_play_by_scan(pos)
                if continuous.is_executed(a) and not pos.faces[c].keywords & {"Terrain"}
                for e in a.effects
            ]
            assert list(continuous._sources(pos)) == by_scan
            compared += 1
    assert compared > 100 and found > 50, (compared, found)


def test_index_follows_the_faces_of_the_position() -> None:
    """The index is kept by the faces' dict: a position sharing it (a trial's copy) shares the answer; a card added
    to the faces is another answer, never a stale one; only cards with a state are read."""
    faces = {"a": _face("Relay Station"), "b": _face("Other Station")}
    pos = Position(
        players=("p1", "p2"),
        assets={"p1": frozenset(), "p2": frozenset()},
        stockpiles={"p1": 10, "p2": 10},
        faces=faces,
        owners={"a": "p1", "b": "p2"},
        cards={"a": CardState(zone="command_post")},
    )
    assert ids_whose_face(pos, "test.resource", _is_station) == ("a", "b")
    assert [c for c, _ in states_whose_face(pos, "test.resource", _is_station)] == ["a"]
    assert ids_whose_face(pos, "test.unit", _is_unit) == ()
    faces["c"] = _face("Third Station")
    assert ids_whose_face(pos, "test.resource", _is_station) == ("a", "b", "c")


def _face(name: str) -> CardFace:
    from judge.bttcg.faces import face_of_pool_card

    return face_of_pool_card(resource(name))
