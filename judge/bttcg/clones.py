"""Cheap copies of the engine's mutable records (issue 19, speed): a card's state, a battle with its fighters. The
engine changes these records' fields (a card tapped, a fighter's options, a battle's lists), never the immutable
things they hold (faces, DSL effects, frozen records, a card's ``other_counters`` dict, replaced on each change:
judge/bttcg/counters.py), so one level of copying keeps a copy apart from its original; a deep copy would copy
the card text's models too.

Used by the battle's checkpoint (judge/bttcg/battle.py: an impossible Mission card undone) and by the whole game's
trials (judge/bttcg/game/trial.py). Generic over the fields, so that a field added to :class:`Battle` or
:class:`Fighter` is copied too."""

from __future__ import annotations

from typing import Any, TypeVar

from judge.bttcg.state import Battle, CardState, Fighter

T = TypeVar("T")


def copy_state(state: CardState) -> CardState:
    """A shallow copy of a card's state (its dict and tuple fields are replaced, never changed in place)."""
    new = object.__new__(CardState)
    new.__dict__.update(state.__dict__)
    return new


def copy_states(cards: dict[str, CardState]) -> dict[str, CardState]:
    """The card states, each copied (:func:`copy_state`)."""
    return {card_id: copy_state(state) for card_id, state in cards.items()}


def replaced(record: T, **changes: Any) -> T:
    """``dataclasses.replace`` without running ``__init__`` again (for the engine's plain records, which have no
    ``__post_init__``): the same fields, ``changes`` put in."""
    new = object.__new__(type(record))
    new.__dict__.update(record.__dict__)
    new.__dict__.update(changes)
    return new


def _fresh(value: Any) -> Any:
    """A list, set or dict copied, a dict's lists and fighters copied too; anything else as it is (immutable)."""
    kind = type(value)
    if kind is list:
        return list(value)
    if kind is set:
        return set(value)
    if kind is dict:
        return {k: _fresh_item(v) for k, v in value.items()}
    return value


def _fresh_item(value: Any) -> Any:
    kind = type(value)
    if kind is list:
        return list(value)
    if kind is Fighter:
        return clone_fighter(value)
    return value


def _copied_record(record: T) -> T:
    new = object.__new__(type(record))
    new.__dict__.update({name: _fresh(value) for name, value in record.__dict__.items()})
    return new


def clone_fighter(fighter: Fighter) -> Fighter:
    """A copy of a fighter whose lists and dicts may change without touching ``fighter``."""
    return _copied_record(fighter)


def clone_battle(battle: Battle) -> Battle:
    """A copy of the battle's record, its lists and dicts (and their lists) and its fighters copied too."""
    return _copied_record(battle)


__all__ = ["clone_battle", "clone_fighter", "copy_state", "copy_states", "replaced"]
