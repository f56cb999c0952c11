"""Effects another player than the card's controller does, in a battle (``player_acts``: grammar/players.lark):
"Each player draws a card.", "Your opponent draws two cards." Rulebook, Object of the Game: each player draws from
his or her own Stockpile, and a player whose Stockpile runs out loses (CE General Rulings, Victory Conditions: both
at once is a draw), so each acting player's draws come off his or her own Stockpile, as the card's controller's do
(:mod:`judge.bttcg.interpret`, ``Draw``: checked when the battle's Stockpile losses are counted, all at once).

Only draws are executed here, by the opponent, each player or each opponent, not as a choice ("may"): what the acting
player chooses, or effects on cards he or she picks, are refused (:func:`problem`), never done for him or her."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.bttcg import rules as r
from judge.dsl import models as m

if TYPE_CHECKING:  # the interpreter imports this module: its context is imported when run
    from judge.bttcg.interpret_targets import Context

_ACTORS = ("opponent", "each_player", "each_opponent")
_MISSING = "effects done by a player other than the card's controller, other than draws by the opponent or each player"


def problem(effect: m.PlayerActs) -> str | None:
    """Why the engine does not execute this effect in a battle yet (``None``: it does)."""
    if effect.actor not in _ACTORS or effect.optional:
        return (
            "effects done by a player other than the card's controller, other than draws by the opponent or each player"
        )
    for inner in effect.effects:
        if not isinstance(inner, m.Draw) or inner.player != "you" or inner.count_of is not None or inner.delayed:
            return _MISSING
    return None


def actors(ctx: Context, actor: str) -> list[str]:
    """The players who act, the card's controller first ("each player")."""
    other = ctx.pos.other(ctx.player)
    return [ctx.player, other] if actor == "each_player" else [other]


def run(ctx: Context, effect: m.PlayerActs) -> None:
    """Each acting player draws: one card fewer in his or her Stockpile for each."""
    assert problem(effect) is None
    battle = ctx.battle
    for who in actors(ctx, effect.actor):
        for inner in effect.effects:
            assert isinstance(inner, m.Draw)
            battle.stockpile_loss[who] = battle.stockpile_loss.get(who, 0) + inner.count
            ctx.pos.note(
                f"{ctx.pos.name(ctx.source)}: {who} draws {inner.count} (one card fewer in the Stockpile for each; "
                "a Stockpile that runs out loses)",
                r.VICTORY,
            )
