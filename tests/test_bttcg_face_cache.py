"""What the engine reads from a card's face alone is read once (judge/bttcg/face_cache.py, issue 19 speed), and the
engine's records are copied without ``__init__`` (judge/bttcg/clones.py ``replaced``)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from judge.bttcg import face_cache
from judge.bttcg.assets import provided_by
from judge.bttcg.clones import replaced
from judge.bttcg.faces import CardFace
from judge.bttcg.state import CardState


def test_computed_once_per_face_and_what() -> None:
    calls: list[str] = []

    def compute(face: CardFace) -> str:
        calls.append(face.name)
        return face.name.upper()

    one, two = CardFace(name="Test One", kind="command"), CardFace(name="Test Two", kind="command")
    assert face_cache.from_face(one, "test.upper", compute) == "TEST ONE"
    assert face_cache.from_face(one, "test.upper", compute) == "TEST ONE"
    assert face_cache.from_face(two, "test.upper", compute) == "TEST TWO"
    assert face_cache.from_face(one, "test.other", compute) == "TEST ONE"
    assert calls == ["Test One", "Test Two", "Test One"]


def test_an_equal_face_that_is_another_object_is_computed_for_itself() -> None:
    """Kept by identity: a face equal to a kept one, but another object, never takes the kept answer by accident
    of a reused id (the face is held with its answer)."""
    one = CardFace(name="Test Depot", kind="command", provides=frozenset({"A"}))
    other = replace(one, provides=frozenset({"L"}))
    assert provided_by(one) == {"A"} and provided_by(other) == {"L"}
    assert provided_by(CardFace(name="Test Unit", kind="unit", provides=frozenset({"A"}))) == frozenset()


def test_the_store_is_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(face_cache, "MAX_KEPT", 3)
    monkeypatch.setattr(face_cache, "_KEPT", {})
    faces = [CardFace(name=f"Test {i}", kind="command") for i in range(7)]
    for face in faces:
        face_cache.from_face(face, "test.name", lambda f: f.name)
    assert len(face_cache._KEPT) <= 3


def test_replaced_is_dataclasses_replace_without_init() -> None:
    state = CardState(zone="patrol", damage=2, other_counters={"x": 1})
    copy = replaced(state, tapped=True)
    assert copy == replace(state, tapped=True) and copy is not state
    assert not state.tapped
