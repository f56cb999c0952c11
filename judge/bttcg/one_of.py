"""A choice between effects: "gets either +2 attack or +2 armor", "Tap one and untap the other", "Either return
those cards in any order or shuffle those cards into that Stockpile" (the DSL's ``one_of``: its ``options``, each a
list of effects). The card's player chooses (rulebook p.9: cards make exceptions to the rules, and the text says who
chooses: "your choice"), and the scenario says what was chosen, in order, in the action's ``either`` (an extension:
1 takes the first option, 2 the second). Strict mode (scenario-format.md): a choice the card reaches without an
answer, an option the card does not have, or an answer the card never asks for is a violation naming it; the engine
never guesses. The option chosen runs as the card's other effects do, in a battle (:func:`run_one_of`) and during the
turn (:func:`take_option`); what it does is checked as any effect is, so an option the engine cannot execute refuses
the card whichever option is chosen (:func:`one_of_problem`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import NoReturn

from judge.bttcg import rules as r
from judge.bttcg.interpret_targets import Context
from judge.bttcg.state import Position, UnsupportedError
from judge.dsl import models as m

CARDS_MAKE_EXCEPTIONS = "rulebook/about-this-rulebook-2"
"""Rulebook p.9: the cards make exceptions to the rules; the card's text says what its player chooses."""
RULE_IDS = (CARDS_MAKE_EXCEPTIONS,)


def words(options: list[list[m.Effect]]) -> str:
    """The options in English, numbered (their kinds where the renderer has no English for them)."""
    from judge.cardtext.render import render_effect

    said: list[str] = []
    for number, option in enumerate(options, 1):
        try:
            text = "; ".join(render_effect(e) for e in option)
        except ValueError:
            text = ", ".join(e.kind for e in option)
        said.append(f"{number}: {text}")
    return " / ".join(said)


def one_of_problem(effect: m.OneOf, problem_of: Callable[[m.Effect], str | None]) -> str | None:
    """What of the options the engine does not execute (the first such), or ``None``: every option runs, whichever
    the player chooses."""
    for option in effect.options:
        for inner in option:
            found = problem_of(inner)
            if found is not None:
                return found
    return None


def _missing(name: str, player: str, effect: m.OneOf) -> str:
    return (
        f"{name}: say which option {player} chooses ({words(effect.options)}): the next answer in 'either' (the "
        "option's number) is missing"
    )


def _beyond(name: str, chosen: int, effect: m.OneOf) -> str:
    return f"{name} has {len(effect.options)} options ({words(effect.options)}), not an option {chosen}"


def run_one_of(ctx: Context, effect: m.OneOf, run: Callable[[Context, list[m.Effect]], None]) -> None:
    """In a battle: the next answer of ``either`` decides; the option chosen runs at once, as the card's others."""
    pos = ctx.pos
    name = pos.name(ctx.source)
    if ctx.either is None:
        raise UnsupportedError(f"{name}: the engine does not take 'either' answers for this action yet")
    if not ctx.either:
        ctx.violate(_missing(name, ctx.player, effect), CARDS_MAKE_EXCEPTIONS, r.MISSION_CARDS_AFFECT)
        return
    chosen = ctx.either.pop(0)
    if chosen > len(effect.options):
        ctx.violate(_beyond(name, chosen, effect), CARDS_MAKE_EXCEPTIONS, r.MISSION_CARDS_AFFECT)
        return
    pos.note(f"{name}: {ctx.player} chooses option {chosen} of {words(effect.options)}", CARDS_MAKE_EXCEPTIONS)
    run(ctx, effect.options[chosen - 1])


def no_option_left(ctx: Context) -> None:
    """After the card's effects: an option chosen that the card never asked for is a violation (strict mode)."""
    if ctx.either and not ctx.failed:
        ctx.violate(
            f"{ctx.pos.name(ctx.source)} asks fewer 'either' answers: {len(ctx.either)} left over",
            CARDS_MAKE_EXCEPTIONS,
            r.MISSION_CARDS_AFFECT,
        )


def take_option(
    pos: Position, by: str, source: str, effect: m.OneOf, answers: list[int], refuse: Callable[[str, str], NoReturn]
) -> tuple[list[m.Effect], Callable[[], None]]:
    """During the turn: the effects of the option chosen by the next answer, and the step of the trace that says
    which (``refuse`` records the violation and raises when there is no answer or no such option)."""
    name = pos.name(source)
    if not answers:
        refuse(_missing(name, by, effect), CARDS_MAKE_EXCEPTIONS)
    chosen = answers.pop(0)
    if chosen > len(effect.options):
        refuse(_beyond(name, chosen, effect), CARDS_MAKE_EXCEPTIONS)

    def step() -> None:
        pos.note(f"{name}: {by} chooses option {chosen} of {words(effect.options)}", CARDS_MAKE_EXCEPTIONS)

    return list(effect.options[chosen - 1]), step


__all__ = ["RULE_IDS", "no_option_left", "one_of_problem", "run_one_of", "take_option", "words"]
