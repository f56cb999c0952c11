"""Whether an action is legal, asked of the engine itself (one rule in one place): the action is run on a cheap copy
of the position (and of the turn or battle), and it is legal when the engine records no violation. A card the engine
refuses (``UnsupportedError``) is still offered: applying it ends the game with the refusal as its error, so that
refusals surface instead of being hidden. A trial that would roll a die is offered too (its dice are the game's, and
are not spent on trials)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Literal

from judge.bttcg.clones import clone_battle, replaced
from judge.bttcg.dice import DiceStream, NeedRollError
from judge.bttcg.state import CardState, Position, UnsupportedError
from judge.bttcg.turn import Turn, UnknownCardError
from judge.bttcg.undo import undone

Verdict = Literal["legal", "illegal", "refused", "unknown"]


SHARED_ZONE = "stockpile"
"""In a game every card in a Stockpile has the plain state of one (judge/bttcg/game/engine.py keeps it so)."""


def _plain() -> dict[str, object]:
    return dict(CardState(zone=SHARED_ZONE).__dict__)


PLAIN = _plain()


def clone_position(pos: Position) -> Position:
    """A copy whose card states, counts and lists may change during a trial without touching ``pos``: faces, costs
    and the DSL are immutable and shared; so are the card states themselves, every change the trial makes to one
    being undone as it ends (apply-and-undo: judge/bttcg/undo.py, :func:`verdict`); the dict of states, counts and
    lists are copied (one level); an empty trace and no violations."""
    return replaced(
        pos,
        assets=dict(pos.assets),
        stockpiles=dict(pos.stockpiles),
        cards=dict(pos.cards),
        violations=[],
        trace=[],
        lasting=list(pos.lasting),
        beginnings=list(pos.beginnings),
        bans=list(pos.bans),
        declared_assets=dict(pos.declared_assets),
        lost_assets=dict(pos.lost_assets),
        control_gained=dict(pos.control_gained),
        control_until=dict(pos.control_until),
        each_mission=list(pos.each_mission),
        chosen_assets=dict(pos.chosen_assets),
        kept_assets=dict(pos.kept_assets),
        stopped_assets=dict(pos.stopped_assets),
        owners=dict(pos.owners),
        shuffler=None,  # a trial never spends the game's random generator
        stockpile_order=None
        if pos.stockpile_order is None
        else {p: list(order) for p, order in pos.stockpile_order.items()},
    )


def clone_turn(turn: Turn, dice: DiceStream | None = None) -> Turn:
    """A copy of the turn's bookkeeping, with ``dice`` (by default dice that roll nothing: a trial never spends the
    game's dice)."""
    return replaced(
        turn,
        activated=list(turn.activated),
        activated_at=dict(turn.activated_at),
        deployed=list(turn.deployed),
        revealed=list(turn.revealed),
        could_attack=None if turn.could_attack is None else set(turn.could_attack),
        upkeep_due=list(turn.upkeep_due),
        imposed_due=list(turn.imposed_due),
        control_at_end=list(turn.control_at_end),
        once_used=list(turn.once_used),
        at_end=list(turn.at_end),
        cancelled=dict(turn.cancelled),
        dice=DiceStream([]) if dice is None else dice,
    )


def verdict(run: Callable[[Position], None], pos: Position, said: list[str] | None = None) -> Verdict:
    """What the engine says of ``run`` done on ``pos`` (a copy made by :func:`clone_position`); ``said`` receives the
    violations' messages. The card states ``run`` changes are put back as they were (judge/bttcg/undo.py)."""
    try:
        with undone():
            run(pos)
    except UnsupportedError:
        return "refused"
    except NeedRollError:
        return "unknown"
    except UnknownCardError:  # pragma: no cover - the game names only its own cards
        return "illegal"
    if said is not None:
        said += [v.message for v in pos.violations]
    return "illegal" if pos.violations else "legal"


def judged(
    pos: Position,
    rng: random.Random,
    make: Callable[[DiceStream], Callable[[Position], None]],
    said: list[str] | None = None,
) -> Verdict:
    """What the engine says of the action ``make`` builds for some dice: tried first with dice that roll nothing;
    when it rolls, tried again with a twin of the game's random generator, so that the trial rolls exactly what
    applying the action will roll (the game's dice are never spent on a trial)."""
    found = verdict(make(DiceStream([])), clone_position(pos), said)
    if found == "unknown":
        from judge.bttcg.game.state import GameDice  # state.py imports the engine, which imports this module

        twin = random.Random()
        twin.setstate(rng.getstate())
        if said is not None:
            said.clear()
        found = verdict(make(GameDice(twin)), clone_position(pos), said)
    return found


def offered(v: Verdict) -> bool:
    """Legal, or refused by the engine (offered so that the refusal surfaces), or not known before a die is rolled."""
    return v != "illegal"


__all__ = [
    "PLAIN",
    "SHARED_ZONE",
    "Verdict",
    "clone_battle",
    "clone_position",
    "clone_turn",
    "judged",
    "offered",
    "verdict",
]
