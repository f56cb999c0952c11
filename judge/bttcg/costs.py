"""Paying for a card's activated ability during the turn (``{R}, {T}: Draw a card.``, ``{T}: Scrap a card from your
hand to gain {R}.``, ``Scrap Specialized Project Team to draw a card.``): every cost checked before anything changes,
then paid as the ability is used, before its effects.

- ``{T}`` (``tap_cost``): the card taps; a tapped card cannot pay it (rulebook p.17, Untap Phase: tapping).
- ``{R}`` (``resource_cost``): "Whenever you have a reason to spend resources, the process is the same: you tap
  enough Command cards to get the required number of resources, and spend them appropriately" (rulebook p.19,
  Constructing Cards). The resources are those tapped for just before (``tap``), not yet spent: resources must be
  spent immediately (CE General Rulings: Resources), so what is left over after the ability is paid is lost.
- ``Scrap ...`` (``scrap_cost``): this card, cards of your hand (``choose``), cards of yours in play of the type the
  text names (``choose``: "Scrap one of your Resources in play"), or the top cards of your Stockpile (one fewer each;
  the scenario counts Stockpiles). The player chooses which cards pay; the choices are made at once with the
  ability's other choices ("You must make all choices involved with the card at the same time", 1997 rulings: Black
  Market Connections): the cards paying come first in the action's ``choose``, then the effects' choices. A missing
  or impossible choice is a violation (strict mode), never a guess. A Stockpile emptied by the cost loses the game
  once the whole ability has been assessed (CE General Rulings: Victory Conditions).

The costs that take the card itself out of play during a battle are :mod:`judge.bttcg.ability_costs`'s; what is
not paid here is refused by the table of :mod:`judge.bttcg.executes` (``cost`` family) through
:func:`cost_problem`."""

from __future__ import annotations

from collections.abc import Callable
from typing import NoReturn

from judge.bttcg import ability_costs, counter_costs, stockpile_cards
from judge.bttcg import turn_rules as t
from judge.bttcg.ability_costs import from_hand, leaves_play
from judge.bttcg.executes import refusal
from judge.bttcg.faces import CardFace
from judge.bttcg.refusals import unsupported
from judge.bttcg.state import Position, UnsupportedError, is_active
from judge.bttcg.turn import TurnRunner, card
from judge.bttcg.turn_plan import _Plan, _RefusedError
from judge.dsl import models as m

BLACK_MARKET = ability_costs.BLACK_MARKET
"""1997 rulings, Black Market Connections: all the choices of a card are made at the same time (what pays, what the
effects reach)."""
COST_RULES = (t.SPEND_RESOURCES, t.RESOURCES_AT_ONCE, t.TAP_ABILITY, t.SCRAP, BLACK_MARKET)

PAID_IN_TURN = frozenset({"tap_cost", "resource_cost", "scrap_cost", "remove_counters_cost"})
"""The costs :func:`plan_costs` pays during the turn."""

Scrapper = Callable[[Position, str, str], None]
"""Scraps a card in play (its id, the name of what scraps it), the cards on it going with it."""


def cost_problem(cost: m.AbilityCost, face: CardFace, in_battle: bool) -> str | None:
    """Why the engine does not pay this cost of the card's ability, where the ability is used (``None``: it does).
    In a battle: ``{T}`` and this card leaving play (:func:`judge.bttcg.ability_costs.leaves_play`); during the turn:
    what :func:`plan_costs` pays."""
    if isinstance(cost, m.TapCost):
        return None
    if in_battle:
        paid = leaves_play(cost, face) or from_hand(cost) or isinstance(cost, m.RemoveCountersCost)
        return None if paid else refusal("cost", cost.kind)
    if cost.kind not in PAID_IN_TURN:
        return refusal("cost", cost.kind) + " during the turn"
    return None


def _fits(face: CardFace, card_type: str | None) -> bool:
    """Whether a card is of the type a cost names ("Scrap a Resource card", "one of your Resources in play"): a card
    type, or a Command card's subtype printed on its type line."""
    if card_type is None:
        return True
    kinds = {"Mission": face.kind == "mission", "Command": face.kind == "command", "Unit": face.kind == "unit"}
    if card_type in kinds:
        return kinds[card_type]
    if card_type == "Mech":
        return face.kind == "unit" and face.unit_type == "mech"
    return face.kind == "command" and face.has_keyword(card_type)


def plan_costs(
    run: TurnRunner, index: int | None, by: str, card_id: str, ability: m.Activated, plan: _Plan, scrap: Scrapper
) -> Callable[[], None]:
    """Checks the ability's costs (taking the cards that pay from ``plan.chosen``, first) and returns the step that
    pays them.

    :raises _RefusedError: after recording a violation (a cost that cannot be paid, a missing or wrong choice).
    :raises UnsupportedError: for a cost the turn does not pay.
    """
    pos = run.pos
    face = pos.faces[card_id]
    state = pos.cards[card_id]
    taps = False
    resources = 0
    from_stockpile = 0
    scrapped: list[str] = []
    for cost in ability.cost:
        problem = cost_problem(cost, face, in_battle=False)
        if problem is not None:
            raise UnsupportedError(f"{face.name}: the engine does not execute {problem} yet")
        if isinstance(cost, m.TapCost):
            if state.tapped or state.depleted:
                _refuse(pos, index, f"{face.name} is tapped and cannot pay {{T}}", t.TAP_ABILITY)
            taps = True
        elif isinstance(cost, m.ResourceCost):
            resources += cost.count
        elif isinstance(cost, m.ScrapCost) and cost.source == "this":
            scrapped.append(card_id)
        elif isinstance(cost, m.ScrapCost) and cost.source == "stockpile":
            from_stockpile += cost.count
        elif isinstance(cost, m.ScrapCost):
            for _ in range(cost.count):
                scrapped.append(_take(pos, index, by, face, cost, plan, scrapped))
    short = counter_costs.shortfall(pos, card_id, ability.cost)  # "Remove a supply counter from ~:" (counter_costs)
    if short is not None:
        _refuse(pos, index, short, *counter_costs.RULE_IDS)
    if resources > run.turn.resources:
        _refuse(
            pos,
            index,
            f"{face.name}'s ability costs {resources} resource(s): {by} has {run.turn.resources} unspent (tap cards "
            "for resources first, and spend them at once)",
            t.SPEND_RESOURCES,
            t.RESOURCES_AT_ONCE,
        )
    if from_stockpile > pos.stockpiles[by]:
        _refuse(
            pos,
            index,
            f"{face.name}'s cost scraps {from_stockpile} card(s) from {by}'s Stockpile, which has {pos.stockpiles[by]}",
            t.SCRAP,
            t.STOCKPILE,
        )
    from_hand = any(pos.cards[c].zone == "hand" for c in scrapped)
    if from_hand or from_stockpile:  # cards scrapped from play: turn_steps.scrap_card fires their watchers
        _refuse_scrap_watchers(pos)
    plan.gone |= set(scrapped)

    def pay() -> None:
        if resources:
            run.turn.resources -= resources
            pos.note(
                f"{by} spends {resources} resource(s) on {face.name}'s ability ({run.turn.resources} left unspent)",
                t.SPEND_RESOURCES,
                t.RESOURCES_AT_ONCE,
            )
        if taps:
            state.tapped = True
        counter_costs.remove(pos, card_id, ability.cost, by)
        if from_stockpile:
            stockpile_cards.scrap_top(pos, by, from_stockpile)
            pos.note(
                f"{by} scraps {from_stockpile} card(s) from the Stockpile to pay for {face.name}'s ability "
                f"({pos.stockpiles[by]} left)",
                t.SCRAP,
                t.STOCKPILE,
            )
        for victim in scrapped:
            if pos.cards[victim].zone == "hand":
                pos.cards[victim].zone = "scrapheap"
                pos.note(f"{by} scraps {pos.name(victim)} from the hand to pay for {face.name}'s ability", t.SCRAP)
            else:
                scrap(pos, victim, face.name)
                if victim == card_id:
                    pos.note(f"{face.name} is scrapped to pay for its own ability", t.SCRAP)

    return pay


def _take(
    pos: Position, index: int | None, by: str, face: CardFace, cost: m.ScrapCost, plan: _Plan, taken: list[str]
) -> str:
    """The next card of ``choose`` paying a ``Scrap a card from your hand`` / ``Scrap one of your Resources in
    play`` cost, checked: the player's own, where the cost says, of the type it names, not chosen twice."""
    where = "hand" if cost.source == "hand" else "in play"
    wanted = f"{cost.card_type} card" if cost.card_type else "card"
    if not plan.chosen:
        _refuse(
            pos,
            index,
            f"{face.name}: say which {wanted} {where} {by} scraps to pay for the ability (first in choose)",
            BLACK_MARKET,
        )
    chosen = plan.chosen.pop(0)
    if not chosen.endswith(".stockpile"):
        card(pos, chosen)  # a card the position has
    problem = scrap_choice_problem(pos, by, face, cost, chosen, taken)
    if problem is not None:
        _refuse(pos, index, problem[0], *problem[1])
    return chosen


def scrap_choice_problem(
    pos: Position, by: str, face: CardFace, cost: m.ScrapCost, chosen: str, taken: list[str]
) -> tuple[str, tuple[str, ...]] | None:
    """Why ``chosen`` cannot pay the card's ``Scrap a card from your hand`` / ``Scrap one of your Resources in play``
    cost (a Stockpile, another player's card, a card elsewhere than the cost says, of another type, or chosen twice),
    as the violation's message and rules; ``None`` when it can. Changes nothing: what :func:`plan_costs` records,
    and what a whole game asks of a choice without trying it (judge/bttcg/game/prechecks.py)."""
    where = "hand" if cost.source == "hand" else "in play"
    wanted = f"{cost.card_type} card" if cost.card_type else "card"
    if chosen.endswith(".stockpile"):
        return f"{face.name}: a Stockpile does not pay a cost ({wanted} {where})", (t.SCRAP,)
    other = pos.faces[chosen]
    state = pos.cards[chosen]
    problem = None
    if pos.owners[chosen] != by:
        problem = f"it is not {by}'s"
    elif cost.source == "hand" and state.zone != "hand":
        problem = f"it is not in {by}'s hand ({state.zone})"
    elif cost.source == "play" and not is_active(state):
        problem = f"it is not in play ({state.zone})"
    elif not _fits(other, cost.card_type):
        problem = f"it is not a {cost.card_type} card"
    elif chosen in taken:
        problem = "it is already chosen to pay"
    if problem is not None:
        return f"{face.name}'s cost cannot scrap {other.name}: {problem}", (t.SCRAP, BLACK_MARKET)
    return None


IN_PLAY_NOUNS = frozenset({"unit", "mech", "vehicle", "battle_armor"})
"""Watched nouns that name only cards in play: a card in a hand or a Stockpile is no Unit anyone controls (Glossary,
Opposing: Units "controlled by an opponent" are in play; rulebook p.10-11, a Unit is put into play)."""


def _refuse_scrap_watchers(pos: Position) -> None:
    """:raises UnsupportedError: when a card in play may react to cards a cost scraps from a hand or a Stockpile
    ("For each Resource card scrapped from opponent's Stockpile", "Whenever a card is scrapped"): not fired by a cost
    yet, so refused rather than passed over. A watcher of Units scrapped ("Whenever a 'Mech you control is
    scrapped") never sees them; cards a cost scraps from play are watched as they go (turn_steps.scrap_card)."""
    for card_id, state in pos.cards.items():
        if not is_active(state):
            continue
        face = pos.faces[card_id]
        for ability in face.abilities:
            if not isinstance(ability, m.Triggered) or ability.trigger != "scrapped":
                continue
            watched = ability.watched
            if isinstance(watched, m.Selector) and watched.zone is None and watched.noun in IN_PLAY_NOUNS:
                continue
            raise unsupported(face.name, ability, refusal("trigger", ability.trigger) + " as a cost is paid")


def _refuse(pos: Position, index: int | None, message: str, *rules: str) -> NoReturn:
    pos.violate(index, message, *rules)
    raise _RefusedError


__all__ = ["BLACK_MARKET", "COST_RULES", "PAID_IN_TURN", "cost_problem", "plan_costs", "scrap_choice_problem"]
