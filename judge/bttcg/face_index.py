"""The cards of a position whose face passes a test, found once (issue 19, speed): the engine scans every card of a
position for the few that matter to a rule (the Command cards with continuous abilities, the cards whose text stops
an asset), and most of a whole game's cards are in a Stockpile with nothing to say. A face is immutable, and so is a
position's dict of faces once the position is built (its copies share it: judge/bttcg/game/trial.py), so the cards
whose face passes a test are kept, by the identity of the faces' dict (the dict is held too, so that its id is never
reused while kept) and its size (a card added since is another answer); the rule then looks only at those cards'
states. Bounded: the whole store is dropped past :data:`MAX_KEPT` entries."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from judge.bttcg.faces import CardFace
    from judge.bttcg.state import CardState, Position

MAX_KEPT = 2_000
_KEPT: dict[tuple[int, str], tuple[dict[str, CardFace], int, tuple[str, ...]]] = {}


def ids_whose_face(pos: Position, what: str, test: Callable[[CardFace], bool]) -> tuple[str, ...]:
    """The ids of the position's cards whose face passes ``test`` (``what``: a name for the test, one per
    function), in the order of the faces."""
    faces = pos.faces
    key = (id(faces), what)
    hit = _KEPT.get(key)
    if hit is not None and hit[0] is faces and hit[1] == len(faces):
        return hit[2]
    found = tuple(card_id for card_id, face in faces.items() if test(face))
    if len(_KEPT) >= MAX_KEPT:
        _KEPT.clear()
    _KEPT[key] = (faces, len(faces), found)
    return found


def states_whose_face(pos: Position, what: str, test: Callable[[CardFace], bool]) -> Iterator[tuple[str, CardState]]:
    """Each card of the position (with its state) whose face passes ``test``: :func:`ids_whose_face`, the cards
    that have a state."""
    cards = pos.cards
    for card_id in ids_whose_face(pos, what, test):
        state = cards.get(card_id)
        if state is not None:
            yield card_id, state


__all__ = ["MAX_KEPT", "ids_whose_face", "states_whose_face"]
