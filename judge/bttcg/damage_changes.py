"""Changes to how the damage a card's effect deals resolves in a battle: structure damage, which armor does not stop
("Deal 1 structure damage to one 'Mech"), and damage the text says the card itself deals ("Marik Arms Trade deals 1
damage to attacking 'Mech").

Sources: the rulebook's glossary (p.44, Armor: "When a Unit or site is damaged, its armor diminishes some of that
damage; only damage that gets through the armor has any lasting effect"; p.46, Structure: "Serious damage to a Unit
or Command card is represented by damage counters"): structure damage is damage that goes to the structure as damage
counters, past the armor. Resolving damage (rulebook p.29-30): prevention, then armor once for the lump sum, then
damage counters against structure. Where the card's structure damage meets prevention or a multiplier, the order the
rules give for ordinary damage does not say which part of the lump sum they reach: the engine refuses rather than
guess (:func:`structure_problem`).

A card's effect is dealt by the card whatever the wording ("Deal 1 damage" or "~ deals 1 damage"): the engine
records every effect's damage with the card as its source (``CardDamage.source``), so "~ deals" names the same card
(CE General Rulings, Temporary Cease-Fire: damage "dealt by cards other than Units" is the card's own).
"""

from __future__ import annotations

from collections.abc import Callable
from math import prod
from typing import TYPE_CHECKING

from judge.bttcg import rules as r
from judge.bttcg.state import Battle, LastingBonus, Position, UnsupportedError
from judge.dsl import models as m

if TYPE_CHECKING:  # the interpreter imports this module: its context is imported when run
    from judge.bttcg.interpret_targets import Context

STRUCTURE = "rulebook/glossary-index/structure"
ARMOR = "rulebook/glossary-index/armor"
RULE_IDS = (STRUCTURE, ARMOR)
MULTIPLIER_RULE_IDS = ("rulebook/resolving-damage-2", r.MULTIPLIED_DAMAGE_CUMULATIVE)


def source_problem(effect: m.DealDamage) -> str | None:
    """Damage the text says a card deals: executed when that card is the card whose effect it is (``~ deals``)."""
    if effect.source is None or isinstance(effect.source, m.This):
        return None
    return "damage dealt by a named card"


def structure_part(battle: Battle, card_id: str, to: Callable[[str], str], receives: Callable[[str], bool]) -> int:
    """The structure damage (armor does not stop it) among the damage ``card_id`` receives from cards' effects."""
    return sum(
        hit.amount
        for hit in battle.card_damage
        if hit.structure and receives(hit.recipient) and to(hit.recipient) == card_id
    )


def structure_problem(structure: int, shielded: bool, factor: int) -> str | None:
    """Why the engine does not resolve this card's structure damage: prevention or a multiplier on the same card
    (which part of the lump sum each reaches is not settled by the rules)."""
    if not structure:
        return None
    if shielded:
        return "structure damage to a card whose damage is also prevented"
    if factor != 1:
        return "structure damage to a card whose damage is also multiplied"
    return None


def armor_stops(armor: int, after_prevention: int, structure: int) -> int:
    """What armor stops of the damage left after prevention: never the structure damage (it goes to the structure
    as damage counters: rulebook glossary, Armor and Structure)."""
    return max(0, min(armor, after_prevention - structure))


# --- a lasting multiplier: the damage a chosen site receives doubled for the rest of the turn (Effective Groundwork) --

MULTIPLIER = "damage multiplier"
"""The ``LastingBonus.stat`` of a lasting multiplier of the damage a card or site receives (its ``amount``: the
factor). Cumulative (CE rulings, Effective Groundwork: "a second Effective Groundwork causes damage to be multiplied
by 4, a third by 8"), as a battle's multipliers are; it ends with the turn (``lasting.end``)."""


def is_lasting_multiplier(effect: m.Effect) -> bool:
    """A lasting effect made only of multiplied damage (doubled for a site until the end of the turn)."""
    return (
        isinstance(effect, m.Lasting)
        and bool(effect.effects)
        and all(isinstance(e, m.MultiplyDamage) for e in effect.effects)
    )


def lasting_multiplier_problem(effect: m.Lasting) -> str | None:
    """Executed during the turn: all damage to the card or site chosen just before, until the end of the turn."""
    if effect.until != "end_of_turn":
        return f"a lasting multiplier of damage until {effect.until.replace('_', ' ')}"
    for inner in effect.effects:
        assert isinstance(inner, m.MultiplyDamage)
        target = inner.target
        if inner.damage != "all":
            return "a lasting multiplier of Overheat damage"
        if not (isinstance(target, m.ThatOne) and target.index is None and target.among is None and not target.plural):
            return "a lasting multiplier of damage to cards other than the one chosen before"
    return None


def plan_lasting_multiplier(
    pos: Position, source: str, effect: m.Lasting, last: list[str]
) -> tuple[Callable[[], None], list[str]]:
    """During the turn (a card revealed or an ability used): the card chosen before settled now, then the step.

    :raises UnsupportedError: for what :func:`lasting_multiplier_problem` names, or no card chosen before."""
    problem = lasting_multiplier_problem(effect)
    if problem is not None or len(last) != 1:
        raise UnsupportedError(
            f"{pos.name(source)}: the engine does not execute {problem or 'a multiplier of no card or several'} yet"
        )
    chosen = last[0]

    def step() -> None:
        for inner in effect.effects:
            assert isinstance(inner, m.MultiplyDamage)
            pos.lasting = [*pos.lasting, LastingBonus(source, chosen, MULTIPLIER, inner.factor, "turn")]
            pos.note(
                f"{pos.name(source)}: damage dealt to {pos.name(chosen)} is multiplied by {inner.factor} until the "
                "end of the turn (cumulative)",
                *MULTIPLIER_RULE_IDS,
            )

    return step, list(last)


def lasting_factor(pos: Position, card_id: str) -> int:
    """The product of the lasting multipliers of the damage ``card_id`` receives (1: none)."""
    return prod(b.amount for b in pos.lasting if b.card_id == card_id and b.stat == MULTIPLIER)


# --- "Halve the damage dealt to target Unit, rounded up." ----------------------------------------------------------


def halving_problem(effect: m.HalveDamage) -> str | None:
    """Why the engine does not execute this halving in a battle: damage a card deals halved ("Target Unit deals
    half its damage"), or a halving that does not say how to round (the rules leave it open: never guessed)."""
    if effect.dealt_by:
        return "the damage a card deals halved"
    if effect.round_up is None:
        return "damage halved without saying how to round it"
    return None


def plan_halving(ctx: Context, effect: m.HalveDamage) -> None:
    """Halves the damage the target receives in this battle (rulebook p.29-30, Resolving Damage: what a card
    receives is counted, then prevention, then armor: as a multiplier, :mod:`judge.bttcg.interpret`), rounded as
    the card says ("Prevent half the damage ..., rounded down": the half left is rounded up)."""
    from judge.bttcg.interpret_targets import resolve_target

    assert effect.round_up is not None and not effect.dealt_by  # halving_problem
    for card_id in resolve_target(ctx, effect.target):
        ctx.battle.halved.setdefault(card_id, []).append(effect.round_up)
        ctx.pos.note(
            f"{ctx.pos.name(ctx.source)}: the damage {ctx.pos.name(card_id)} receives is halved, rounded "
            f"{'up' if effect.round_up else 'down'} (before prevention and armor)",
            r.PREVENTION_AND_ARMOR,
        )


def halve(battle: Battle, card_id: str, amounts: tuple[int, int], shielded: bool, factor: int) -> tuple[int, int]:
    """The damage a card receives and the part prevention can reach, halved as the battle's halvings say.

    :raises UnsupportedError: where the card's damage is also multiplied, prevented or unpreventable: which comes
        first is not settled by the rules, and the roundings differ."""
    received, preventable = amounts
    halvings = battle.halved.get(card_id, [])
    if not halvings:
        return received, preventable
    if factor != 1 or shielded or received != preventable:
        raise UnsupportedError(
            "the engine does not resolve damage both halved and multiplied, prevented or unpreventable yet: which "
            "comes first is not settled by the rules"
        )
    for round_up in halvings:
        received = (received + 1) // 2 if round_up else received // 2
    return received, received
