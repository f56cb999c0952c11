"""Effects for each card by which a player's Units outnumber the opposing ones (``per_outnumbering``), in a battle:
Simone Devon, which counts both players' Units and, when the opposing ones are fewer, gives its player +X initiative
and each of his or her Units +X attack, X being the difference (Commander's Edition), or +1 of each for each engaged
opposing 'Mech fewer than the player's engaged 'Mechs (MechWarrior).

- The card's text is the rule (rulebook p.9). X is the number of the player's cards of the kind less the number of
  the opponent's, when that is more than 0; else the effects do not happen (X is 0).
- Which cards are counted: "your Units" / "opposing Units" are the Units in play (``card_counts.units_counted``:
  rulebook p.20, an active card; a card under construction is a site, not a Unit); "engaged 'Mechs" are those still
  in the battle (Glossary, Engaged: "Units involved in a battle are said to be engaged in that battle"; CE General
  Rulings, Removing Units from Battle: a removed Unit no longer takes part).
- "You get +X initiative": the player's initiative score (rulebook p.26: all initiative modifiers of the player's
  cards count; an effect's initiative stays once used, as an option's does: ``stats.initiative``), not one Unit's.
  "Each of your Units gets +X attack": each of the player's Units in the battle (a stat change in a battle applies to
  the Units taking part: ``interpret._modify``).
- Refused (:func:`problem`): any other effect for each card counted."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.bttcg import rules as r
from judge.bttcg.card_counts import units_counted
from judge.bttcg.unit_types import noun_fits
from judge.dsl import models as m

if TYPE_CHECKING:  # the interpreter imports this module
    from collections.abc import Callable

    from judge.bttcg.interpret import Context

RULE_IDS = (r.MISSION_CARDS_AFFECT, r.INITIATIVE_SCORE)
_NOUNS = frozenset({"unit", "mech", "vehicle", "battle_armor"})
_EACH_OF_YOURS = frozenset({"kind", "quantifier", "noun", "owner"})


def you_get(target: m.Target) -> bool:
    """ "You get +X initiative": the grammar reads it as one of your Units' bonus (``continuous._you``)."""
    return isinstance(target, m.Selector) and target.model_dump(exclude_defaults=True) == {
        "quantifier": "a",
        "noun": "unit",
        "owner": "you",
    }


def _each_of_yours(target: m.Target) -> bool:
    return (
        isinstance(target, m.Selector)
        and target.quantifier in ("each", "all")
        and target.owner == "you"
        and target.noun in _NOUNS
        and set(target.model_dump(exclude_defaults=True)) <= _EACH_OF_YOURS
    )


def problem(effect: m.PerOutnumbering) -> str | None:
    """What of the effect a battle does not execute, or ``None``."""
    if effect.noun not in _NOUNS:
        return "outnumbering in cards other than Units"
    for inner in effect.effects:
        if not isinstance(inner, m.ModifyStat) or inner.from_roll or inner.amount_from or inner.only_against:
            return "effects for each card outnumbering other than initiative and attack"
        if inner.stat == "initiative" and you_get(inner.target):
            continue
        if inner.stat == "attack" and _each_of_yours(inner.target):
            continue
        return "effects for each card outnumbering other than your initiative and your Units' attack"
    return None


def _counted(ctx: Context, noun: str, engaged: bool, player: str) -> int:
    if engaged:
        return sum(
            1 for f in ctx.battle.side(player) if noun_fits(noun, ctx.pos.faces[f.card_id].unit_type)
        )  # the Units of the battle still in it
    owner = "you" if player == ctx.player else "opponent"
    return len(units_counted(ctx.pos, ctx.player, m.Selector(quantifier="all", noun=noun, owner=owner)))


def run(ctx: Context, effect: m.PerOutnumbering, modify: Callable[[Context, m.ModifyStat], None]) -> None:
    """X counted now; the initiative given to the player, the attack to each of the player's Units in the battle
    (``modify``: the interpreter's stat change)."""
    pos, battle = ctx.pos, ctx.battle
    source = pos.name(ctx.source)
    mine = _counted(ctx, effect.noun, effect.engaged, ctx.player)
    theirs = _counted(ctx, effect.noun, effect.engaged, pos.other(ctx.player))
    x = max(mine - theirs, 0)
    noun = ("engaged " if effect.engaged else "") + effect.noun.replace("_", " ") + "s"
    pos.note(f"{source}: {ctx.player} has {mine} {noun}, {pos.other(ctx.player)} {theirs}: X = {x}", *RULE_IDS)
    if not x:
        return
    for inner in effect.effects:
        assert isinstance(inner, m.ModifyStat)  # problem() says so
        if inner.stat == "initiative":
            battle.player_initiative[ctx.player] = battle.player_initiative.get(ctx.player, 0) + inner.amount * x
            pos.note(f"{source}: {ctx.player} gets {inner.amount * x:+d} initiative", *RULE_IDS)
        else:
            modify(ctx, inner.model_copy(update={"amount": inner.amount * x}))


__all__ = ["RULE_IDS", "problem", "run", "you_get"]
