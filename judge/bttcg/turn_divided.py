"""Damage divided among cards during the turn, outside a battle (Aerospace Fighter Mission, as it is revealed when
activated: "Deal 5 damage divided any way you choose among any number of 'Mechs and/or sites").

The player says how the damage is divided in the action's ``amounts`` (``{raider: 3, Melissa.stockpile: 2}``; strict
mode: none given, or amounts not adding up to the damage, is a violation; a recipient the text does not reach is one
too). Each part is damage dealt at once to its recipient and resolved by the rules of Resolving Damage (rulebook
p.29-30: :func:`judge.bttcg.turn_damage.resolve`); victory is checked once the whole effect is done (CE General
Rulings, Victory Conditions). A Vehicle hit (its die roll) and cards in play that could change or watch the damage
are refused (``turn_damage.refuse_watchers``)."""

from __future__ import annotations

from collections.abc import Callable

from judge.bttcg import turn_rules as t
from judge.bttcg.state import Position, UnsupportedError
from judge.bttcg.turn_damage import Misfit, Refuse, Scrap, check_recipient, resolve, site_misfit
from judge.bttcg.turn_plan import _Plan
from judge.dsl import models as m

_FIELDS = frozenset({"kind", "quantifier", "noun", "owner"})
_NOUNS = frozenset({"mech", "unit", "site"})


def merge_divided(effects: list[m.Effect]) -> list[m.Effect]:
    """ "Choose any number of Units and/or sites and deal 5 damage to them divided any way you choose" (Aerospace
    Fighter Mission, Commander's Edition) read as the damage divided among any number of those cards: the cards
    chosen are those the division names (``amounts``)."""
    merged: list[m.Effect] = []
    for effect in effects:
        before = merged[-1] if merged else None
        them = isinstance(effect, m.DealDamage) and isinstance(effect.target, m.ThatOne) and effect.target.plural
        if (
            them
            and isinstance(effect, m.DealDamage)
            and effect.divided
            and isinstance(before, m.Choose)
            and not before.more
            and all(isinstance(o, m.Selector) and o.quantifier == "any_number" for o in _targets(before.target))
            and effect.target.index is None  # type: ignore[union-attr]
            and effect.target.among is None  # type: ignore[union-attr]
        ):
            merged[-1] = effect.model_copy(update={"target": before.target})
            continue
        merged.append(effect)
    return merged


def _targets(target: m.Target) -> list[m.Target]:
    return list(target.options) if isinstance(target, m.Either) else [target]


def _options(effect: m.DealDamage) -> list[m.Target]:
    return list(effect.target.options) if isinstance(effect.target, m.Either) else [effect.target]


def divided_problem(effect: m.DealDamage) -> str | None:
    """Why the turn cannot divide this damage yet, or ``None`` when it can (its recipients are checked when it runs)."""
    plain = effect.amount_of is None and (effect.source is None or isinstance(effect.source, m.This))
    reach = all(
        isinstance(o, m.Selector)
        and o.quantifier == "any_number"
        and o.noun in _NOUNS
        and set(o.model_dump(exclude_defaults=True)) <= _FIELDS
        for o in _options(effect)
    )
    if effect.divided and plain and reach:
        return None
    return "damage divided among cards, other than a fixed amount among any number of 'Mechs, Units or sites"


def plan_divided(
    pos: Position,
    by: str,
    source: str,
    effect: m.DealDamage,
    plan: _Plan,
    misfit: Misfit,
    refuse: Refuse,
    scrap: Scrap,
    check_victory: Callable[[], None],
) -> None:
    """The division checked now (the action's ``amounts``, then used up), the damage resolved when the step runs.

    :raises UnsupportedError: for what :func:`divided_problem` names, a Vehicle hit, or a card in play that could
        change or watch the damage.
    """
    name = pos.name(source)
    problem = divided_problem(effect)
    if problem is not None:
        raise UnsupportedError(f"{name}: the engine does not execute {problem} yet")
    parts = {recipient: n for recipient, n in plan.amounts.items() if n}
    if not plan.amounts:
        refuse(f"{name}: say how its {effect.amount} damage is divided (amounts)", t.COMMAND_ABILITIES_WHEN_ACTIVE)
    if sum(parts.values()) != effect.amount:
        refuse(
            f"{name} deals {effect.amount} damage divided among cards: the amounts add up to {sum(parts.values())}",
            t.RULES_MAKE_EXCEPTIONS,
        )
    for recipient in parts:
        why = _misfit(pos, by, recipient, effect, misfit)
        if why is not None:
            refuse(f"{name} cannot damage {pos.name(recipient)}: {why}", t.RULES_MAKE_EXCEPTIONS)
        check_recipient(pos, name, recipient)
    plan.amounts = {}

    def step() -> None:
        for recipient, n in parts.items():
            resolve(pos, name, recipient, n, effect.structure, scrap, lambda: None)
        check_victory()  # once the entire effect is done (CE General Rulings, Victory Conditions)

    plan.steps.append(step)
    plan.last = list(parts)


def _misfit(pos: Position, by: str, recipient: str, effect: m.DealDamage, misfit: Misfit) -> str | None:
    """Why the text does not reach this recipient ('Mechs or Units in play, sites), or ``None``."""
    if not recipient.endswith(".stockpile") and recipient not in pos.cards:
        return "it is not a card of the scenario"
    problems: list[str] = []
    for option in _options(effect):
        assert isinstance(option, m.Selector)  # divided_problem says so
        if option.noun == "site":
            problem = site_misfit(pos, by, recipient, option)
        elif recipient.endswith(".stockpile"):
            problem = "a Stockpile is not a card"
        else:
            problem = misfit(recipient, option.model_copy(update={"quantifier": "any"}))
        if problem is None:
            return None
        problems.append(problem)
    return " / ".join(problems)


__all__ = ["divided_problem", "merge_divided", "plan_divided"]
