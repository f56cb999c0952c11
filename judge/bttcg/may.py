"""Optional effects ("you may ..."): the card's player chooses, and the scenario says what they chose, in order, in
the action's ``may`` (an extension: ``true`` does it, ``false`` declines). Strict mode (scenario-format.md): a "may"
the card reaches without an answer is a violation naming it, and so is an answer the card never asks for; the engine
never guesses. What is optional is the card's own exception to the rules (rulebook p.9); the effects chosen run as
the card's other effects do (a Mission card's: rulebook p.32)."""

from __future__ import annotations

from collections.abc import Callable
from typing import NoReturn

from judge.bttcg import rules as r
from judge.bttcg.interpret_targets import Context
from judge.bttcg.one_of import no_option_left
from judge.bttcg.state import Position, UnsupportedError
from judge.dsl import models as m

CARDS_MAKE_EXCEPTIONS = "rulebook/about-this-rulebook-2"
RULE_IDS = (CARDS_MAKE_EXCEPTIONS,)


def words(effect: m.May) -> str:
    """The optional effects in English (their kinds where the renderer has no English for them)."""
    from judge.cardtext.render import render_effect

    try:
        return "; ".join(render_effect(e) for e in effect.effects)
    except ValueError:
        return ", ".join(e.kind for e in effect.effects)


def _missing(name: str, player: str, effect: m.May) -> str:
    return (
        f"{name}: say whether {player} does what the card says {player} may ({words(effect)}): the next answer in "
        "'may' (true or false) is missing"
    )


def run_may(ctx: Context, effect: m.May, run: Callable[[Context, list[m.Effect]], None]) -> None:
    """In a battle: the next answer decides; the effects chosen run at once, as the card's others."""
    pos = ctx.pos
    name = pos.name(ctx.source)
    if ctx.may is None:
        raise UnsupportedError(f"{name}: the engine does not take 'may' answers for this action yet: {words(effect)}")
    if not ctx.may:
        ctx.violate(_missing(name, ctx.player, effect), CARDS_MAKE_EXCEPTIONS, r.MISSION_CARDS_AFFECT)
        return
    ctx.done = ctx.may[0]  # "If you do" (judge/bttcg/if_did.py)
    if ctx.may.pop(0):
        pos.note(f"{name}: {ctx.player} chooses to: {words(effect)}", CARDS_MAKE_EXCEPTIONS)
        run(ctx, effect.effects)
    else:
        pos.note(f"{name}: {ctx.player} chooses not to: {words(effect)}", CARDS_MAKE_EXCEPTIONS)


def no_answer_left(ctx: Context) -> None:
    """After the card's effects: an answer the card never asked for is a violation (strict mode)."""
    if ctx.may and not ctx.failed:
        ctx.violate(
            f"{ctx.pos.name(ctx.source)} asks fewer 'may' answers: {len(ctx.may)} left over",
            CARDS_MAKE_EXCEPTIONS,
            r.MISSION_CARDS_AFFECT,
        )
    no_option_left(ctx)  # "either ... or ..." answers: the same strict mode


def take_answer(
    pos: Position, by: str, source: str, effect: m.May, answers: list[bool], refuse: Callable[[str, str], NoReturn]
) -> bool:
    """During the turn: the next answer (``refuse`` records the violation and raises when there is none)."""
    name = pos.name(source)
    if not answers:
        refuse(_missing(name, by, effect), CARDS_MAKE_EXCEPTIONS)
    return answers.pop(0)


def note_answer(pos: Position, by: str, source: str, effect: m.May, chosen: bool) -> Callable[[], None]:
    """The step of the trace that says what was chosen."""
    said = "chooses to" if chosen else "chooses not to"

    def step() -> None:
        pos.note(f"{pos.name(source)}: {by} {said}: {words(effect)}", CARDS_MAKE_EXCEPTIONS)

    return step


__all__ = ["RULE_IDS", "no_answer_left", "note_answer", "run_may", "take_answer", "words"]
