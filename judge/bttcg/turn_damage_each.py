"""Damage an ability deals during the turn, outside a battle, to every card a selector reaches ("When you activate
this card, deal 1 damage to each opposing 'Mech."; DSL ``deal_damage`` to a selector with ``each`` / ``all``).

Rules: damage dealt other than during a mission is received "the same way as during the damage resolution step of a
battle" (rulebook p.30): prevention, then each recipient's armor once, damage counters against its structure
(``turn_damage.resolve``); all of it at once (rulebook p.29: "All damage is resolved simultaneously"). The cards are
every card the selector reaches as the effect is planned (the card's text: "each" asks no choice), checked one by one
as one card is (``turn_damage.check_recipient``: a Vehicle's die roll, or a card in play that changes or watches
damage, refused). Simultaneity: the damage is applied card by card, and should scrapping one change another's armor or
structure (a continuous change of its card), the step is refused rather than answered in an order the rules do not
have. Victory is checked once the whole effect is done (CE General Rulings, Victory Conditions).

Executed for Units only ("each opposing 'Mech", "each Unit"). Refused (:func:`each_problem`): damage dealt by a
named card, a computed amount, Vehicles (their die roll, rulebook p.30), Stockpiles, Command cards, sites ("each
opposing site": its Stockpile among them), a number of cards ("two 'Mechs"), refinements the turn does not check.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from judge.bttcg.state import Position, UnsupportedError
from judge.bttcg.stats import armor, structure
from judge.bttcg.turn_damage import Scrap, check_recipient, resolve
from judge.bttcg.turn_plan import _Plan
from judge.bttcg.unit_types import UNIT_NOUNS
from judge.dsl import models as m

Every = Callable[[m.Selector], list[str]]


def is_each(effect: m.Effect) -> bool:
    """Damage to every card a selector reaches ("each opposing 'Mech", "all Vehicles")."""
    return (
        isinstance(effect, m.DealDamage)
        and not effect.divided
        and isinstance(effect.target, m.Selector)
        and effect.target.quantifier in ("each", "all")
    )


def each_problem(effect: m.DealDamage) -> str | None:
    """Why the turn cannot deal this damage to every card yet, or ``None``."""
    from judge.bttcg.executes import SELECTOR_FIELDS_IN_TURN  # the table imports the turn's modules

    target = effect.target
    assert isinstance(target, m.Selector)
    if not (effect.source is None or isinstance(effect.source, m.This)):
        return "damage dealt by a named card during the turn"
    if effect.amount_of is not None:
        return "damage of a computed amount to several cards during the turn"
    if target.noun == "vehicle":
        return "damage to Vehicles during the turn (their die roll)"
    if target.noun not in UNIT_NOUNS or target.count is not None:
        return "damage to every site, Stockpile or card other than a Unit, or to a number of cards, during the turn"
    extra = set(target.model_dump(exclude_defaults=True)) - SELECTOR_FIELDS_IN_TURN
    if extra:
        return f"damage to each card of a selector with {', '.join(sorted(extra))} during the turn"
    return None


def plan_each(
    pos: Position,
    source: str,
    effect: m.DealDamage,
    plan: _Plan,
    every: Every,
    scrap: Scrap,
    check_victory: Callable[[], None],
) -> None:
    """The recipients settled and checked now, the damage resolved at once when the step runs.

    :raises UnsupportedError: for what :func:`each_problem` names, or a recipient ``check_recipient`` refuses."""
    name = pos.name(source)
    problem = each_problem(effect)
    if problem is not None:
        raise UnsupportedError(f"{name}: the engine does not execute {problem} yet")
    assert isinstance(effect.target, m.Selector)
    recipients = every(effect.target.model_copy(update={"quantifier": "a"}))
    for recipient in recipients:
        check_recipient(pos, name, recipient)
    plan.steps.append(partial(_resolve_all, pos, name, recipients, effect.amount, effect.structure, scrap))
    plan.steps.append(check_victory)
    plan.last = list(recipients)


def _stats(pos: Position, cards: list[str]) -> dict[str, tuple[int, int | None]]:
    return {c: (armor(pos, None, None, c), structure(pos, c)) for c in cards if pos.cards[c].zone != "scrapheap"}


def _resolve_all(
    pos: Position, name: str, recipients: list[str], amount: int, structure_damage: bool, scrap: Scrap
) -> None:
    if not recipients:
        pos.note(f"{name} deals damage to no card: none is there")
        return
    before = _stats(pos, recipients)
    for index, recipient in enumerate(recipients):
        later = recipients[index + 1 :]
        if _stats(pos, later) != {c: before[c] for c in later if c in before}:
            raise UnsupportedError(
                f"{name}: damage to several cards at once where scrapping one changes another's armor or structure "
                "is not executed yet"
            )
        resolve(pos, name, recipient, amount, structure_damage, scrap, lambda: None)
    # the victory check follows as the next step of the plan (plan_each)


__all__ = ["each_problem", "is_each", "plan_each"]
