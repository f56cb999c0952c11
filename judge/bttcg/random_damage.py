"""Damage assigned again, to a Unit selected at random: each Unit's damage goes to another Unit picked at random (one
of its own group too), and damage already assigned is assigned again that way (Massive Battlefield Confusion; DSL
``damage_only_to`` with ``reassign``, ``even_own_group`` and a selector refined by ``random``).

Sources: CE rulings, Massive Battlefield Confusion (damage already assigned is randomly reassigned; any random method
the players agree upon: here each Unit as likely, and every selection is an outcome with its exact probability,
enumerated like a die: ``dice.DiceStream.pick``); 1997 rulings, Missiles (its missiles are part of a Unit's damage:
they go to the same Unit); rulebook p.26 and Glossary, Engaged (the Units in a battle: those attacking and blocking
still in it); rulebook p.28 (a Unit deals its damage to the Units it is assigned to).

Executed: each Unit in the battle (not removed) deals all its damage, its missiles included, only to the Unit
selected for it among the others in the battle; damage and missiles it had assigned go there instead. A Unit
target left out of the battle is never selected: it is not in the battle (rulebook p.25, Blocking: "Usually, the
target is left out of the battle"), and a target left out can only be damaged if something allows the attacking
player to deal damage to the target (1997 rulings, 'Mechs Under Attack; the card names no target). Refused, never
guessed: a Unit with an attack bonus usable only against some recipients (Hand-to-Hand, AP: where it goes is not
settled)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from judge.bttcg import rules as r
from judge.bttcg.state import UnsupportedError
from judge.bttcg.stats import limited_bonuses
from judge.bttcg.unit_types import noun_fits
from judge.dsl import models as m

if TYPE_CHECKING:
    from judge.bttcg.interpret_targets import Context

RANDOM_REASSIGNED = "ce-rulings/massive-battlefield-confusion"
ANY_RANDOM_METHOD = "ce-rulings/massive-battlefield-confusion-2"
TARGET_LEFT_OUT = "rulebook/blocking-5"
"""If an attack is blocked, ... Usually, the target is left out of the battle."""
LEFT_OUT_NOT_DAMAGED = "rulings-1997/mechs-under-attack-3"
"""A target left out of the combat can only be damaged if something allows the attacking player to damage it."""
RULE_IDS = (
    RANDOM_REASSIGNED,
    ANY_RANDOM_METHOD,
    r.MISSILES_ARE_ITS_DAMAGE,
    r.ASSIGN_DAMAGE,
    TARGET_LEFT_OUT,
    LEFT_OUT_NOT_DAMAGED,
)

_EACH = frozenset({"kind", "quantifier", "noun", "owner"})
_NOUNS = ("unit", "mech")
"""Each Unit to a Unit; each 'Mech to a 'Mech (the older wording, "Each 'Mech deals its damage to a randomly selected
'Mech (other than itself)": the later one says what it meant, "possibly even a Unit in its group")."""
_RANDOM = frozenset({"kind", "quantifier", "noun", "owner", "other", "random"})


def handles(effect: m.Effect) -> bool:
    """ "Each Unit assigns all its damage to a randomly selected Unit other than itself"."""
    if not isinstance(effect, m.DamageOnlyTo):
        return False
    to = effect.to
    return isinstance(to, m.Selector) and to.random


def problem(effect: m.Effect) -> str | None:
    assert isinstance(effect, m.DamageOnlyTo) and isinstance(effect.to, m.Selector)
    source, to = effect.source, effect.to
    each = (
        isinstance(source, m.Selector)
        and source.quantifier in ("each", "all")
        and source.owner == "any"
        and source.noun in _NOUNS
        and set(source.model_dump(exclude_defaults=True)) <= _EACH
    )
    plain = to.other and to.owner == "any" and to.noun == getattr(source, "noun", None)
    plain = plain and set(to.model_dump(exclude_defaults=True)) <= _RANDOM
    if not (each and plain and effect.reassign):
        return "damage assigned at random other than by each Unit to one other Unit of the battle, assigned or not"
    return None


def run(ctx: Context, effect: m.Effect) -> None:
    """Each Unit's damage goes to a Unit selected at random among the others in the battle."""
    pos, battle = ctx.pos, ctx.battle
    source = pos.name(ctx.source)
    target = battle.target
    if not target.endswith(".stockpile") and pos.faces[target].kind == "unit" and target not in battle.fighters:
        pos.note(
            f"{source}: the target {pos.name(target)} is left out of the battle: it is not selected",
            TARGET_LEFT_OUT,
            LEFT_OUT_NOT_DAMAGED,
        )
    assert isinstance(effect, m.DamageOnlyTo) and isinstance(effect.source, m.Selector)
    noun = effect.source.noun
    units = [f.card_id for f in battle.active() if noun_fits(noun, pos.faces[f.card_id].unit_type)]
    for unit in units:
        if limited_bonuses(pos, battle.fighters[unit]) or battle.fighters[unit].limited:
            raise UnsupportedError(
                f"{source}: {pos.name(unit)} has an attack bonus usable only against some recipients: where it goes "
                "when its damage is assigned at random is not settled"
            )
    if ctx.pick is None:
        raise UnsupportedError(f"{source}: a card selected at random outside a battle")
    for unit in units:
        others = [u for u in units if u != unit]
        if not others:
            continue
        to = others[ctx.pick(f"{pos.name(unit)}'s damage to", [pos.name(u) for u in others])]
        fighter = battle.fighters[unit]
        fighter.only_to = [to]
        again = ""
        if fighter.assigned:
            fighter.assigned = {to: sum(fighter.assigned.values())}
            again = " (its damage already assigned goes there instead)"
        if any(v.unit == unit for v in battle.volleys):
            battle.volleys = [replace(v, recipient=to) if v.unit == unit else v for v in battle.volleys]
            again += " (its missiles fired too)"
        pos.note(
            f"{source}: {pos.name(unit)} deals all its damage, missiles included, to {pos.name(to)}, selected at "
            f"random among {len(others)}{again}",
            RANDOM_REASSIGNED,
            ANY_RANDOM_METHOD,
            r.MISSILES_ARE_ITS_DAMAGE,
        )


__all__ = ["RULE_IDS", "handles", "problem", "run"]
