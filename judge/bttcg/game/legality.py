"""The legal actions of one decision, asked lazily (issue 19, speed): the enumeration (turns.py, battles.py) lists
the *candidates* of a decision, each with its trial deferred (:func:`defer`), and a candidate is decided only when
it is asked about (:func:`is_legal`), once. ``legal_actions`` (engine.py) is every candidate that is legal, in order:
the reference; a strategy that needs only one legal action (the random one: sampling.py) decides one or two.

A trial whose answer the enumeration itself needs (the engine's messages for a card's "may" or choice: abilities.py
``answered``) runs at once, as before; a trial nobody reads runs only when its candidate is asked about. Deciding a
candidate is deterministic (a trial never spends the game's random generator or dice: trial.py), so the lazy answers
and the full list always agree."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from judge.bttcg.game.actions import Action
    from judge.bttcg.game.lazy import Candidates
    from judge.bttcg.game.state import Game

Decide = Callable[["Game", "Action"], bool]
"""Decides a candidate of the game's current decision: whether the engine offers it. One function for every
candidate of a kind (:func:`defer`), so that listing a candidate makes no closure of its own."""


@dataclass
class Decision:
    """One decision's candidates (the legal actions, and those whose trial is still deferred; lazy runs of them:
    judge/bttcg/game/lazy.py), the trials deferred as written-out candidates were listed and the answers found so
    far; ``legal``: the full list, once asked; ``decided``: how many deferred decisions were made."""

    candidates: Candidates
    trials: dict[Action, Decide]
    verdicts: dict[Action, bool] = field(default_factory=dict)
    legal: list[Action] | None = None
    decided: int = 0


def defer(game: Game, action: Action, decide: Decide) -> bool:
    """Whether ``action`` is offered, its trial being ``decide(game, action)`` (a function of the action's kind,
    made once: no closure per candidate): while a decision's candidates are listed (``game.deferring``) the trial is
    deferred and the action listed as a candidate; otherwise it runs now. A trial whose messages are read (a "may"
    or a choice: abilities.py ``answered``) is run by its caller at once, never deferred."""
    if game.deferring is not None:
        game.deferring.setdefault(action, decide)
        return True
    return decide(game, action)


def is_legal(game: Game, decision: Decision, action: Action, decide: Decide | None = None) -> bool:
    """Whether a candidate of ``decision`` is legal (offered by the engine), its deferred trial run once: ``decide``
    for a candidate of a lazy run (judge/bttcg/game/lazy.py), else the trial deferred as it was listed (none: a
    candidate decided as it was listed, legal)."""
    found = decision.verdicts.get(action)
    if found is None:
        trial = decide if decide is not None else decision.trials.get(action)
        found = True if trial is None else trial(game, action)
        if trial is not None:
            decision.decided += 1
        decision.verdicts[action] = found
    return found


__all__ = ["Decide", "Decision", "defer", "is_legal"]
