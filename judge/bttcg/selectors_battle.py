"""Selector refinements a battle resolves by comparing a card with others: "an opposing 'Mech of the same speed or
slower" (than the card chosen before it), "'Mechs engaged in battle with Widowmaker", "Each Unit with the lowest die
roll", "'Mechs that do not deal damage for this reason" (the ones the card's limit on damage dealers stopped,
``mission_effects.py``), "Each 'Mech that deals damage", "that has already dealt damage during this battle".
:func:`fits` is asked by ``interpret_targets.matches`` for every selector it resolves.

Sources: rulebook p.24-25 and Glossary, Speed ("Units can be slow, moderate, or fast. Units can attack ones that
are slower"); Glossary, Engaged ("Units involved in a battle are said to be engaged in that battle. Sites are never
considered engaged in battle")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.bttcg.faces import SPEED_RANK
from judge.bttcg.speeds import speed_of
from judge.bttcg.state import Battle, Position, UnsupportedError
from judge.dsl import models as m

if TYPE_CHECKING:
    from judge.bttcg.interpret_targets import Context

FIELDS = frozenset({"same_speed", "or_slower", "engaged_with", "lowest_roll", "deals_damage"})
"""The refinements :func:`fits` resolves (named in the table of ``judge/bttcg/executes.py``)."""


def engaged_with(battle: Battle, member: str | None, card_id: str) -> bool:
    """Whether ``card_id`` is engaged in battle with ``member``: both Units in the battle still (not removed), on
    opposite sides (Glossary, Engaged: the Units involved in a battle; the ones "engaged in battle with" a Unit are
    those it fights: the other side's). A site (the Stockpile) is never engaged."""
    if member is None or card_id.endswith(".stockpile"):
        return False
    one, other = battle.fighters.get(member), battle.fighters.get(card_id)
    if one is None or other is None or one.removed or other.removed:
        return False
    return one.player != other.player


def _member(pos: Position, source: str, which: str) -> str | None:
    """The card a selector is measured against: this card, or the Unit this Pilot or Enhancement is on."""
    return source if which == "this" else pos.cards[source].on


def _speed_fits(ctx: Context, selector: m.Selector, card_id: str) -> bool:
    """ "an opposing 'Mech of the same speed or slower": compared with the card chosen just before (Charge!: "Choose
    one of your 'Mechs and an opposing 'Mech of the same speed or slower"), by their speeds now (speeds.py)."""
    if not ctx.chosen and any(v.action == ctx.action for v in ctx.pos.violations):
        return False  # the card chosen before it was refused (its violation said): nothing to compare with
    if not ctx.chosen:
        raise UnsupportedError(
            f"{ctx.pos.name(ctx.source)}: the engine does not resolve a speed compared with a card chosen before, "
            "with no card chosen before"
        )
    reference = speed_of(ctx.pos, ctx.chosen[-1])
    speed = None if card_id.endswith(".stockpile") else speed_of(ctx.pos, card_id)
    if reference is None or speed is None:
        return False
    if selector.or_slower:
        return SPEED_RANK[speed] <= SPEED_RANK[reference]
    return speed == reference


def _lowest(ctx: Context, card_id: str) -> bool:
    """ "Each Unit with the lowest die roll": the die rolled for each card before ("For each Unit, roll a die"); every
    card that shares the lowest result is reached."""
    if not ctx.rolls:
        raise UnsupportedError(
            f"{ctx.pos.name(ctx.source)}: the engine does not resolve 'the lowest die roll' without a die rolled for "
            "each card before it"
        )
    return ctx.rolls.get(card_id) == min(ctx.rolls.values())


def fits(ctx: Context, selector: m.Selector, card_id: str) -> bool:
    """Whether the card meets the selector's refinements of this module (true when it has none)."""
    if (selector.same_speed or selector.or_slower) and not _speed_fits(ctx, selector, card_id):
        return False
    if selector.engaged_with is not None:
        member = _member(ctx.pos, ctx.source, selector.engaged_with)
        if not engaged_with(ctx.battle, member, card_id):
            return False
    if selector.lowest_roll and not _lowest(ctx, card_id):
        return False
    return selector.deals_damage is None or _deals_damage(ctx, selector.deals_damage, card_id)


def _deals_damage(ctx: Context, when: str, card_id: str) -> bool:
    """ "'Mechs that do not deal damage for this reason": those this card stopped; "Each 'Mech that deals damage":
    those whose controller chose, for this card, that they do; "each 'Mech that has already dealt damage during this
    battle": those whose damage is assigned (CE rulings, Massive Battlefield Confusion)."""
    from judge.bttcg.interpret_targets import has_dealt_damage

    if when == "none":
        return card_id in ctx.not_dealing
    if when == "deals":
        return card_id in ctx.dealing
    return has_dealt_damage(ctx, card_id)
