"""Paying as often as you wish for an additional deployment each time, for the rest of the turn: "you may pay {R} as
often as you wish" and gain one more deployment each time, until the end of the turn (Rapid Deployment, a Command
card scrapped when it is revealed; DSL ``lasting`` until ``end_of_turn`` of ``may`` of ``pay_repeatedly`` of
``additional_deployment``).

- As the card is activated (and so revealed: rulebook p.20) the offer begins: it is kept for its player until the
  turn is over (``Position.lasting``, ended by ``lasting.end`` with the turn: rulebook p.33, the End of Turn phase
  is the turn's last; rulebook p.9: the card's own words make the exception).
- Each payment is the player's choice, made in the scenario as ``{by: Brian, use: pay, card: <the card's id>}`` (an
  extension of ``use``, like ``use: upkeep``; in text: "Brian uses pay with the card Rapid Deployment."): the cost is
  paid with the resources tapped for just before (rulebook p.19: "Whenever you have a reason to spend resources, the
  process is the same"), and the player has one more deployment left this turn (rulebook p.18, Deploying Cards:
  "Some cards give you additional deployments"). Not paying is not paying: nothing is assumed.
- Deployments are counted in the Deploy phase (two a turn, rulebook p.18): a payment outside it is refused, as one
  made by an ability is (``turn_deployments.plan_deployment``): the rules give the deployment nowhere to go.
Anything else paid repeatedly, or for as long as something else, is refused (:func:`offer_problem`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from judge.bttcg import turn_rules as t
from judge.bttcg.scenario import Action
from judge.bttcg.state import LastingBonus, Position, UnsupportedError
from judge.dsl import models as m

if TYPE_CHECKING:
    from judge.bttcg.turn import TurnRunner

OFFER = "pays {R} for an additional deployment"
"""The lasting "stat" of the offer (``LastingBonus.stat``), kept on ``<player>.pay``; its amount is the resources paid
each time."""
RULE_IDS = (t.EXTRA_DEPLOYMENTS, t.SPEND_RESOURCES, t.RULES_MAKE_EXCEPTIONS)


def _inner(effect: m.Lasting) -> m.PayRepeatedly | None:
    if len(effect.effects) != 1 or not isinstance(effect.effects[0], m.May):
        return None
    may = effect.effects[0]
    if len(may.effects) != 1 or not isinstance(may.effects[0], m.PayRepeatedly):
        return None
    return may.effects[0]


def is_offer(effect: m.Effect) -> bool:
    """Paying {R} as often as you wish until the end of the turn (Rapid Deployment): what this module reads."""
    return isinstance(effect, m.Lasting) and _inner(effect) is not None


def offer_problem(effect: m.Lasting) -> str | None:
    """Why the turn cannot execute this offer yet, or ``None``."""
    inner = _inner(effect)
    if inner is None:
        return "a lasting effect 'may'"
    if effect.until != "end_of_turn":
        return f"paying as often as you wish until {effect.until.replace('_', ' ')}"
    if not inner.effects or not all(
        isinstance(e, m.AdditionalDeployment) and not e.when_revealed for e in inner.effects
    ):
        return "paying as often as you wish for something other than an additional deployment"
    return None


def plan_offer(pos: Position, by: str, source: str, effect: m.Lasting) -> Callable[[], None]:
    """The step as the card resolves: the offer holds for ``by`` until the end of the turn.

    :raises UnsupportedError: for what :func:`offer_problem` names.
    """
    problem = offer_problem(effect)
    inner = _inner(effect)
    if problem is not None or inner is None:
        raise UnsupportedError(f"{pos.name(source)}: the engine does not execute {problem} during the turn yet")
    price = inner.resources

    def apply() -> None:
        pos.lasting = [*pos.lasting, LastingBonus(source, f"{by}.pay", OFFER, price, "turn")]
        pos.note(
            f"{pos.name(source)}: until the end of the turn, {by} may pay {price} resource(s) as often as he or she "
            "wishes, gaining an additional deployment each time",
            *RULE_IDS,
        )

    return apply


def is_payment(action: Action) -> bool:
    """``use: pay`` with a ``card``: one payment of what that card offers (an extension of ``use``)."""
    return (action.use or "").strip().lower() == "pay" and action.card is not None


def pay(run: TurnRunner, index: int | None, action: Action) -> None:
    """``use: pay``: one payment, with the resources tapped for just before, and one more deployment this turn."""
    from judge.bttcg.turn import card  # the turn imports this module's callers

    pos, by, source = run.pos, action.by, action.card or ""
    face = card(pos, source)
    if action.choose or action.amounts or action.may:
        pos.violate(index, f"paying for {face.name}'s offer chooses nothing", t.RULES_MAKE_EXCEPTIONS)
        return
    offers = [b for b in pos.lasting if b.source == source and b.card_id == f"{by}.pay" and b.stat == OFFER]
    if not offers:
        pos.violate(index, f"{face.name} offers {by} nothing to pay for now", t.RULES_MAKE_EXCEPTIONS)
        return
    if run.over(index):
        return
    if run.turn.phase != "deploy":
        raise UnsupportedError(
            f"{face.name}: an additional deployment paid for outside the Deploy phase (the engine counts deployments "
            "in the Deploy phase only)"
        )
    price = offers[0].amount
    if run.turn.resources < price:
        pos.violate(
            index,
            f"{face.name}: paying costs {price} resource(s) and {by} has {run.turn.resources} unspent (tap cards for "
            "resources first)",
            t.SPEND_RESOURCES,
        )
        return
    run.turn.resources -= price
    run.turn.deployments += 1
    pos.note(
        f"{by} pays {price} resource(s) for {face.name}: one additional deployment this turn "
        f"({run.turn.deployments} left)",
        *RULE_IDS,
    )


__all__ = ["OFFER", "RULE_IDS", "is_offer", "is_payment", "offer_problem", "pay", "plan_offer"]
