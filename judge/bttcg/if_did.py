"""Riders on the optional effect before them: "You may draw a card. If you do, target Unit gets +1 attack.", "Your
opponent may draw a card. If he or she does, you draw two cards.", "If not, ..." (``if_did``). The rider's effects
happen only if the player did what he or she "may" (``did``), or only if not; what was chosen is the answer the
scenario gave in ``may`` (judge/bttcg/may.py, player_acts.py), kept in the context as ``done``.

Rules: the card's own words make the exception (rulebook p.9); a Mission card's effects happen as it is played
(rulebook p.32). A rider with no optional effect before it on the card (``done`` unknown) is refused, never
guessed."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from judge.bttcg.may import CARDS_MAKE_EXCEPTIONS
from judge.bttcg.state import UnsupportedError
from judge.dsl import models as m

if TYPE_CHECKING:  # the interpreter imports this module: its context is imported when run
    from judge.bttcg.interpret_targets import Context


def problem(effect: m.IfDid, effect_problem: Callable[[m.Effect], str | None]) -> str | None:
    """Why the engine does not execute the rider in a battle yet: its effects' reasons (``None``: it does)."""
    return next((p for e in effect.effects if (p := effect_problem(e)) is not None), None)


def run(ctx: Context, effect: m.IfDid, run_effects: Callable[[Context, list[m.Effect]], None]) -> None:
    """The rider's effects, if what was chosen before matches ``did``."""
    name = ctx.pos.name(ctx.source)
    if ctx.done is None:
        raise UnsupportedError(f"{name}: 'if you do' / 'if not' with no optional effect answered before it")
    holds = ctx.done == effect.did
    words = ("it was done" if ctx.done else "it was not done") + (": the rider follows" if holds else ": no rider")
    ctx.pos.note(f"{name}: {words}", CARDS_MAKE_EXCEPTIONS)
    if holds:
        run_effects(ctx, effect.effects)
