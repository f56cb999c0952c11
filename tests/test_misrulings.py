"""The misruling switches (:mod:`judge.misrulings`): off unless the quiz turns one on, one at a time."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from judge import misrulings
from judge.misrulings import REGISTRY, active, applying, declare, misruled


@pytest.fixture
def dummy() -> Iterator[str]:
    name = declare("testgame/dummy", "testgame", "a dummy", "does nothing right", ("rulebook/resolving-damage",))
    yield name
    del REGISTRY[name]


def test_no_misruling_is_in_force_by_default(dummy: str) -> None:
    assert not misruled(dummy)
    assert active() == frozenset()


def test_applying_turns_a_misruling_on_for_its_block_only(dummy: str) -> None:
    with applying(dummy):
        assert misruled(dummy)
        assert active() == frozenset({dummy})
    assert not misruled(dummy)


def test_applying_an_undeclared_misruling_is_refused() -> None:
    with pytest.raises(KeyError, match="no misruling"), applying("bttcg/no-such-mistake"):
        pass  # pragma: no cover


def test_a_misruling_is_declared_once_for_its_game_with_the_rule_it_breaks(dummy: str) -> None:
    with pytest.raises(ValueError, match="twice"):
        declare(dummy, "testgame", "again", "again", ("rulebook/resolving-damage",))
    with pytest.raises(ValueError, match="must start with its game"):
        declare("othergame/x", "testgame", "x", "x", ("rulebook/resolving-damage",))
    with pytest.raises(ValueError, match="must name the rule"):
        declare("testgame/x", "testgame", "x", "x", ())
    assert misrulings.misrulings_of("testgame") == [REGISTRY[dummy]]
