"""Effects another player than the card's controller does, in a battle (``player_acts``: grammar/players.lark):
"Each player draws a card.", "Your opponent draws two cards.", "Target opponent scraps the top three cards of his or
her Stockpile.", "Each player untaps one of his or her 'Mechs.", "Your opponent may draw a card."

Rules: each player draws from, and scraps the cards of, his or her own Stockpile (rulebook, Object of the Game: a
player whose Stockpile runs out loses; CE General Rulings, Victory Conditions: both at once is a draw), so each acting
player's draws and scraps come off his or her own Stockpile, as the card's controller's do (``interpret.py``:
checked when the battle's Stockpile losses are counted, all at once). "His or her" in the effects is the acting
player's (the effects run with that player as "you"). A scenario has exactly two players (scenario format:
``players``): "target opponent", "an opponent" name the one opponent, no choice is left to make.

The acting player's choices (scenario extension, as for the card's controller): the cards he or she picks ("one of
his or her 'Mechs") come from the action's ``choose`` in the order the players act, the card's controller first
("each player"); whether he or she does what he or she "may" is the next answer in the action's ``may`` (``true``
does it). Strict mode: a missing choice or answer is a violation, never guessed.

Executed: draws, scraps of cards of the acting player's own Stockpile, tapping or untapping the acting player's own
cards. Other effects ("scraps a card from his or her hand", "target player", "that player") are refused
(:func:`problem`), never done for him or her; so is "each player may ...", whose "if he or she does" would be
ambiguous."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.bttcg import rules as r
from judge.bttcg.may import CARDS_MAKE_EXCEPTIONS
from judge.bttcg.state import UnsupportedError
from judge.dsl import models as m

if TYPE_CHECKING:  # the interpreter imports this module: its context is imported when run
    from collections.abc import Callable

    from judge.bttcg.interpret_targets import Context

_ACTORS = ("opponent", "each_player", "each_opponent", "target_opponent")
_MISSING = (
    "effects done by a player other than the card's controller, other than draws, scraps of his or her Stockpile "
    "and tapping or untapping his or her cards"
)


def as_actor(effect: m.Effect) -> m.Effect:
    """The effect as the acting player does it: "his or her" (``owner: actor``) is "your" with that player as "you"."""
    target = getattr(effect, "target", None)
    if isinstance(target, m.Selector) and target.owner == "actor":
        return effect.model_copy(update={"target": target.model_copy(update={"owner": "you"})})
    return effect


def _inner_problem(inner: m.Effect, effect_problem: Callable[[m.Effect], str | None]) -> str | None:
    if isinstance(inner, m.Draw):
        return None if inner.player == "you" and inner.count_of is None and not inner.delayed else _MISSING
    if isinstance(inner, m.Scrap):
        target = inner.target
        if not isinstance(target, m.Selector) or target.zone != "stockpile" or target.owner not in ("actor", "you"):
            return _MISSING
        return effect_problem(as_actor(inner))
    if isinstance(inner, m.Tap):
        target = inner.target
        if inner.delayed or not isinstance(target, m.Selector) or target.owner not in ("actor", "you"):
            return _MISSING
        return effect_problem(as_actor(inner))
    return _MISSING


def problem(effect: m.PlayerActs, effect_problem: Callable[[m.Effect], str | None]) -> str | None:
    """Why the engine does not execute this effect in a battle yet (``None``: it does); ``effect_problem`` asks the
    same of each effect inside, done as the acting player."""
    if effect.actor not in _ACTORS:
        return f"{_MISSING} (a player chosen or named before)"
    if effect.optional and effect.actor == "each_player":
        return "an optional effect of each player (whether each did it is not one answer)"
    return next((p for e in effect.effects if (p := _inner_problem(e, effect_problem)) is not None), None)


def actors(ctx: Context, actor: str) -> list[str]:
    """The players who act, the card's controller first ("each player")."""
    other = ctx.pos.other(ctx.player)
    return [ctx.player, other] if actor == "each_player" else [other]


def run(ctx: Context, effect: m.PlayerActs, run_effects: Callable[[Context, list[m.Effect]], None]) -> None:
    """Each acting player does the effects, as "you": the context's player is that player while they run."""
    controller = ctx.player
    source = ctx.pos.name(ctx.source)
    for who in actors(ctx, effect.actor):
        if effect.optional:
            if ctx.may is None:
                raise UnsupportedError(f"{source}: the engine does not take 'may' answers for this action yet")
            if not ctx.may:
                ctx.violate(
                    f"{source}: say whether {who} does what the card says {who} may: the next answer in 'may' (true "
                    "or false) is missing",
                    CARDS_MAKE_EXCEPTIONS,
                    r.MISSION_CARDS_AFFECT,
                )
                return
            ctx.done = ctx.may.pop(0)
            ctx.pos.note(f"{source}: {who} chooses {'to' if ctx.done else 'not to'} do it", CARDS_MAKE_EXCEPTIONS)
            if not ctx.done:
                continue
        ctx.player = who
        try:
            run_effects(ctx, [as_actor(e) for e in effect.effects])
        finally:
            ctx.player = controller
        if ctx.failed:
            return
