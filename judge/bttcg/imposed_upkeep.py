"""A payment a card in play imposes on the opponent's cards (Protection Racket: an opponent is chosen, and "for each
Unique card he or she controls" he or she "either pays (1+2P)" in his or her Repair/Reload phase "or scraps that
card"; DSL ``for_each`` of ``pay_or_else``, after a ``choose`` of the opponent).

The rulebook and rulings say nothing of it: the card's text is the rule (rulebook p.9, About this Rulebook). What the
engine reads in it, as it reads an upkeep (judge/bttcg/upkeep.py, whose payment and phase it shares):

- "Choose an opponent": a scenario has two players, so the one opponent (``refinements.the_opponent``).
- While the card is active in play, in each Repair/Reload phase of that opponent (rulebook p.21), each Unique card
  the opponent controls that is active in play owes the payment. A card under construction is only "a card under
  construction" (1997 rulings, Under Construction Region) and a depleted card is face down: neither is read as a
  Unique card; a depleted card whose title is Unique is refused (whether it counts is not settled), never guessed.
- Paying is the opponent's choice, one card at a time, in the scenario ``{by: Brian, use: upkeep, card: <the Unique
  card>}`` (the upkeep verb: in text "Brian uses upkeep with the card ..."), with the resources tapped just before;
  the total is the base plus each asset cost whose asset the payer does not have (rulebook p.19, "Costs other than
  construction costs ... as in 1+2P"). Two such payments on one card are paid one per use.
- A card still unpaid as the phase ends is scrapped by its controller ("or scraps that card"), with the cards on it
  (rulebook p.12).
- In a battle the card does nothing (it acts in the Repair/Reload phase only): :func:`bystander_free`.
Anything else imposed so is refused (:func:`imposed_problem`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.bttcg import turn_rules as t
from judge.bttcg.refinements import the_opponent
from judge.bttcg.state import Position, UnsupportedError, is_active
from judge.dsl import models as m

if TYPE_CHECKING:
    from judge.bttcg.turn import TurnRunner

OTHER_COSTS = "rulebook/constructing-cards-3"
"""Rulebook p.19: costs other than construction costs, a base cost and asset costs (1+2P)."""
RULE_IDS = (t.RULES_MAKE_EXCEPTIONS, t.REPAIR_RELOAD, OTHER_COSTS, t.SPEND_RESOURCES, t.ASSET_COSTS)


def _each_unique(target: m.Target) -> bool:
    """ "each Unique card he or she controls": the opponent's Unique cards, nothing else about them."""
    return isinstance(target, m.Selector) and target.model_dump(exclude_defaults=True) == {
        "quantifier": "each",
        "noun": "card",
        "owner": "opponent",
        "unique": True,
    }


def _scraps_that(effects: list[m.Effect]) -> bool:
    if len(effects) != 1 or not isinstance(effects[0], m.Scrap):
        return False
    target = effects[0].target
    return (
        isinstance(target, m.ThatOne)
        and target.noun in ("card", None)
        and target.index is None
        and target.among is None
        and not target.plural
    )


def _payment(ability: m.Ability) -> m.PayOrElse | None:
    """The payment imposed for each Unique card of the opponent, or else that card scrapped, or ``None``."""
    if not isinstance(ability, m.Static) or ability.conditions or ability.used or len(ability.effects) != 1:
        return None
    each = ability.effects[0]
    if not isinstance(each, m.ForEach) or len(each.effects) != 1 or not isinstance(each.effects[0], m.PayOrElse):
        return None
    return each.effects[0]


def _chooses_opponent(ability: m.Ability) -> bool:
    return (
        isinstance(ability, m.Static)
        and not ability.conditions
        and not ability.used
        and len(ability.effects) == 1
        and isinstance(ability.effects[0], m.Choose)
        and isinstance(ability.effects[0].target, m.Selector)
        and the_opponent(ability.effects[0].target)
        and not ability.effects[0].more
    )


def imposed_problem(ability: m.Ability) -> str | None:
    """Why the engine cannot execute this imposed payment yet, or ``None`` (also for an ability that is none)."""
    pay = _payment(ability)
    if pay is None:
        return None
    assert isinstance(ability, m.Static) and isinstance(ability.effects[0], m.ForEach)
    if not _each_unique(ability.effects[0].each):
        return "a payment imposed for each card other than each Unique card the opponent controls"
    if pay.player != "opponent" or pay.phase != "repair_reload" or not _scraps_that(pay.otherwise):
        return "a payment imposed other than on the opponent in his or her Repair/Reload phase, or else scrapping"
    return None


def is_imposed(ability: m.Ability) -> bool:
    """An ability this module executes: the payment, or the "Choose an opponent" before it."""
    return _chooses_opponent(ability) or (_payment(ability) is not None and imposed_problem(ability) is None)


def bystander_free(ability: m.Ability) -> bool:
    """In a battle, the card does nothing: its payment comes in a Repair/Reload phase."""
    return is_imposed(ability)


def _imposing(pos: Position, player: str) -> list[tuple[str, m.PayOrElse]]:
    """The cards of ``player``'s opponent active in play that impose a payment on ``player``."""
    found: list[tuple[str, m.PayOrElse]] = []
    for card_id, state in pos.cards.items():
        if pos.owners[card_id] == player or not is_active(state) or state.depleted:
            continue
        for ability in pos.faces[card_id].abilities:
            pay = _payment(ability)
            if pay is not None and imposed_problem(ability) is None:
                found.append((card_id, pay))
    return found


def due(run: TurnRunner) -> list[tuple[str, str]]:
    """As the player's Repair/Reload phase begins: (imposing card, Unique card) for each payment owed (noted).

    :raises UnsupportedError: for a depleted card of the player whose title is Unique.
    """
    pos, player = run.pos, run.turn.player
    owed: list[tuple[str, str]] = []
    for source, pay in _imposing(pos, player):
        for card_id, state in pos.cards.items():
            if pos.owners[card_id] != player or not pos.faces[card_id].unique or not is_active(state):
                continue
            if state.depleted:
                raise UnsupportedError(
                    f"{pos.name(source)}: whether {pos.name(card_id)}, depleted (face down), is a Unique card "
                    f"{player} controls"
                )
            owed.append((source, card_id))
            pos.note(
                f"{pos.name(source)}: {player} pays {pay.cost} for {pos.name(card_id)} (Unique) during this "
                "Repair/Reload phase, or scraps it",
                *RULE_IDS,
            )
    return owed


def _cost(pos: Position, source: str) -> m.PayOrElse:
    return next(p for a in pos.faces[source].abilities if (p := _payment(a)) is not None)


def pay(run: TurnRunner, index: int | None, by: str, card_id: str, owed: list[tuple[str, str]]) -> bool:
    """``use: upkeep`` on a card owing an imposed payment: the first one it owes, paid with the resources tapped just
    before; ``False`` when it owes none (the caller says so). The payment is removed from ``owed``."""
    pos = run.pos
    mine = [entry for entry in owed if entry[1] == card_id]
    if not mine:
        return False
    source = mine[0][0]
    cost = _cost(pos, source).cost
    total = cost.total(pos.assets[by])
    if run.turn.resources < total:
        pos.violate(
            index,
            f"{pos.name(source)}: paying for {pos.name(card_id)} costs {total} for {by} ({cost}, assets available: "
            f"{''.join(sorted(pos.assets[by])) or 'none'}): {by} has {run.turn.resources} resource(s) unspent (tap "
            "cards for resources first)",
            OTHER_COSTS,
            t.ASSET_COSTS,
            t.SPEND_RESOURCES,
        )
        return True
    run.turn.resources -= total
    owed.remove(mine[0])
    pos.note(f"{by} pays {total} resource(s) to {pos.name(source)} for {pos.name(card_id)} ({cost})", *RULE_IDS)
    return True


def unpaid(run: TurnRunner, owed: list[tuple[str, str]]) -> None:
    """As the Repair/Reload phase ends: each card whose payment is owed and unpaid is scrapped by its controller."""
    from judge.bttcg.turn_steps import scrap_card  # the turn's steps import the turn, which imports upkeep.py

    pos, player = run.pos, run.turn.player
    for source, card_id in owed:
        state = pos.cards[card_id]
        if pos.owners[card_id] != player or not is_active(state):
            continue  # scrapped or gone during the phase: nothing left to pay for
        pos.note(f"{player} did not pay {pos.name(source)} for {pos.name(card_id)}: {player} scraps it", *RULE_IDS)
        scrap_card(pos, card_id, player)


__all__ = ["RULE_IDS", "bystander_free", "due", "imposed_problem", "is_imposed", "pay", "unpaid"]
