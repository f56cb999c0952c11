"""A battle action's way back (an action whose choices are impossible does not happen, as the engine has it):
the position as it was before a Mission card was played or an ability used in a battle, put back when what the card
asks for cannot be chosen (judge/bttcg/battle.py). Its violation stays and its steps leave the trace."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from judge.bttcg import rules as r
from judge.bttcg.clones import clone_battle
from judge.bttcg.state import Battle, Position
from judge.bttcg.undo import journal, undo


@contextmanager
def checkpoint(pos: Position, battle: Battle) -> Iterator[Callable[[str], None]]:
    """Inside the block, a way back to the position as it is now: the card states' changes are journaled and undone
    (apply-and-undo: judge/bttcg/undo.py, issue 19 speed), the dict of states and the battle's record are copied
    (one level: judge/bttcg/clones.py); the changes kept as the block ends go to the enclosing journal (a trial's)."""
    cards = dict(pos.cards)
    record = clone_battle(battle).__dict__
    steps = len(pos.trace)
    with journal() as changes:

        def back(why: str) -> None:
            undo(changes)
            pos.cards.clear()
            pos.cards.update(cards)
            battle.__dict__.clear()
            battle.__dict__.update(record)
            del pos.trace[steps:]
            pos.note(why, r.MISSION_CARDS_AFFECT)

        yield back


__all__ = ["checkpoint"]
