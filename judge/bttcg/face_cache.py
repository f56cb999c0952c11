"""What the engine reads again and again from a card's face, read once (issue 19, speed): a face is immutable (a
frozen :class:`~judge.bttcg.faces.CardFace` whose abilities are the parsed DSL), so whatever is computed from the
face alone may be kept. Kept by the face's identity (the face is held too, so that its id is never reused while
kept), bounded: the whole store is dropped past :data:`MAX_KEPT` entries (a server reading many scenarios)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from judge.bttcg.faces import CardFace

T = TypeVar("T")

MAX_KEPT = 20_000
_KEPT: dict[tuple[int, str], tuple[CardFace, object]] = {}


def from_face(face: CardFace, what: str, compute: Callable[[CardFace], T]) -> T:
    """``compute(face)``, computed once per face for ``what`` (a name for the computation: one per function)."""
    key = (id(face), what)
    hit = _KEPT.get(key)
    if hit is not None and hit[0] is face:
        return hit[1]  # type: ignore[return-value]
    value = compute(face)
    if len(_KEPT) >= MAX_KEPT:
        _KEPT.clear()
    _KEPT[key] = (face, value)
    return value


__all__ = ["MAX_KEPT", "from_face"]
