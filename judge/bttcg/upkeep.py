"""Paying an upkeep: "During your Repair/Reload phase, pay (1+2P); otherwise, you tap this card and your opponent
gains control of it." (Mercenary Contract and the Contracts with mercenary units, ``Upkeep`` in the DSL).

The rulebook and rulings say nothing of upkeep: the card's text is the rule (rulebook p.9, About this Rulebook: a
card's text makes an exception to the rules). What the engine reads in it:

- The cost is a cost other than a construction cost, a base cost and asset costs (rulebook p.19, "Costs other than
  construction costs ... as in 1+2P"): its total for the player is the base plus each asset cost whose asset is not
  available (p.19, Constructing Cards). It is paid with resources tapped for just before (p.19: "Whenever you have a
  reason to spend resources, the process is the same"), in the scenario ``{by: Brian, use: upkeep, card: <id>}``
  (an extension of ``use``; in text: "Brian uses upkeep with the card Mercenary Contract."), during the controller's own
  Repair/Reload phase (p.21), once per card and turn.
- "otherwise": a card still unpaid when its controller's Repair/Reload phase ends is tapped and its control passes
  to the opponent (two players: the one opponent; "choose an opponent", Contract with Wolf's Dragoons, has one
  choice), at once, or as the turn ends when the text says "at the end of your turn" (Contract with Kell Hounds,
  Mercenaries text). Not paying is the player's choice. The card stays where it is; the answer's ``cards`` have no
  controller, so the trace says who controls it now.
- "If you cannot pay this cost, scrap Accelerate Conflict": paying is not a choice then. Unpaid as the phase ends,
  the card is scrapped if its player could not pay: the resources still unspent plus those the player's untapped
  cards listed in the scenario make by tapping (rulebook p.12, p.19: Resources are tapped for resources; the
  scenario lists every card that matters) fall short of the cost; if they cover it, not paying is a violation.
- The upkeeps due are those of the cards the player controls in play as the Repair/Reload phase begins; a scenario
  starting after that phase has settled them already."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.bttcg import imposed_upkeep as imposed
from judge.bttcg import turn_rules as t
from judge.bttcg.asset_costs import cost_assets
from judge.bttcg.assets import settle
from judge.bttcg.refusals import unsupported
from judge.bttcg.resources import resource_ability
from judge.bttcg.scenario import Action
from judge.bttcg.state import UnsupportedError, is_active
from judge.dsl import models as m

if TYPE_CHECKING:
    from judge.bttcg.turn import TurnRunner

OTHER_COSTS = "rulebook/constructing-cards-3"
"""Rulebook p.19: costs other than construction costs, a base cost and asset costs (1+2P)."""
UPKEEP_RULES = (t.RULES_MAKE_EXCEPTIONS, t.REPAIR_RELOAD, OTHER_COSTS, t.SPEND_RESOURCES, t.ASSET_COSTS)
EXECUTED = frozenset({"tap", "opponent_gains_control", "scrap"})
"""What an unpaid upkeep does that the engine executes."""


def upkeep_of(ability: m.Ability) -> m.Upkeep | None:
    return ability if isinstance(ability, m.Upkeep) else None


def upkeep_problem(ability: m.Upkeep) -> str | None:
    """What the engine does not execute of this upkeep (``None``: all of it)."""
    if not set(ability.otherwise) <= EXECUTED or ("scrap" in ability.otherwise and len(ability.otherwise) > 1):
        return "an upkeep whose card is scrapped and more when it cannot be paid"
    if ability.control_at_end_of_turn and "opponent_gains_control" not in ability.otherwise:
        return "an upkeep whose card changes control at the end of the turn without being given"
    return None


def is_upkeep(action: Action) -> bool:
    """``use: upkeep`` with a ``card``: paying that card's upkeep (an extension of ``use``)."""
    return (action.use or "").strip().lower() == "upkeep" and action.card is not None


def _upkeep(run: TurnRunner, card_id: str) -> m.Upkeep | None:
    return next((u for a in run.pos.faces[card_id].abilities if (u := upkeep_of(a)) is not None), None)


def due(run: TurnRunner) -> None:
    """As the player's Repair/Reload phase begins: the upkeeps of the cards he or she controls in play are due."""
    pos, player = run.pos, run.turn.player
    run.turn.upkeep_due = [
        c for c, s in pos.cards.items() if pos.owners[c] == player and is_active(s) and _upkeep(run, c) is not None
    ]
    for card_id in run.turn.upkeep_due:
        upkeep = _upkeep(run, card_id)
        assert upkeep is not None
        pos.note(
            f"{pos.name(card_id)}: {player} pays its upkeep of {upkeep.cost} during this Repair/Reload phase, "
            f"or it is {_otherwise(upkeep)}",
            t.RULES_MAKE_EXCEPTIONS,
            t.REPAIR_RELOAD,
        )
    run.turn.imposed_due = imposed.due(run)  # "opponent either pays (1+2P) ... or scraps that card"


def _otherwise(upkeep: m.Upkeep) -> str:
    words = {"tap": "tapped", "opponent_gains_control": "controlled by the opponent", "scrap": "scrapped"}
    return " and ".join(words[w] for w in upkeep.otherwise)


def pay_upkeep(run: TurnRunner, index: int | None, action: Action) -> None:
    """``use: upkeep``: the card's upkeep paid with the resources tapped for just before.

    :raises UnknownCardError: for an id the position does not have.
    """
    from judge.bttcg.turn import card  # the turn imports this module

    pos, by = run.pos, action.by
    card_id = action.card or ""
    face = card(pos, card_id)
    if not run.acting(index, by, "repair_reload", f"pay {face.name}'s upkeep", t.REPAIR_RELOAD):
        return
    if run.own(index, by, card_id, t.RULES_MAKE_EXCEPTIONS) is None:
        return
    upkeep = _upkeep(run, card_id)
    if upkeep is not None and any(owing == card_id for _, owing in run.turn.imposed_due):
        raise UnsupportedError(f"{face.name}: which of its upkeep and the payment another card imposes is paid")
    if upkeep is None and imposed.pay(run, index, by, card_id, run.turn.imposed_due):
        return  # a payment an opponent's card imposes (judge/bttcg/imposed_upkeep.py)
    if upkeep is None:
        pos.violate(index, f"{face.name} has no upkeep to pay", t.RULES_MAKE_EXCEPTIONS)
        return
    if card_id not in run.turn.upkeep_due:
        pos.violate(
            index,
            f"{face.name}'s upkeep is not due: it is paid once, during {by}'s Repair/Reload phase, by the player "
            "who controlled the card as the phase began",
            t.RULES_MAKE_EXCEPTIONS,
            t.REPAIR_RELOAD,
        )
        return
    total = upkeep.cost.total(cost_assets(pos, by))
    if run.turn.resources < total:
        pos.violate(
            index,
            f"{face.name}'s upkeep costs {total} for {by} ({upkeep.cost}, assets available: "
            f"{''.join(sorted(pos.assets[by])) or 'none'}): {by} has {run.turn.resources} resource(s) unspent (tap "
            "cards for resources first)",
            OTHER_COSTS,
            t.ASSET_COSTS,
            t.SPEND_RESOURCES,
        )
        return
    run.turn.resources -= total
    run.turn.upkeep_due.remove(card_id)
    pos.note(f"{by} pays {total} resource(s) for {face.name}'s upkeep ({upkeep.cost})", *UPKEEP_RULES)


def unpaid(run: TurnRunner) -> None:
    """As the Repair/Reload phase ends: each upkeep due and unpaid does what the card says ("otherwise, you tap this
    card and your opponent gains control of it").

    :raises UnsupportedError: for an unpaid upkeep :func:`upkeep_problem` names.
    """
    pos, player = run.pos, run.turn.player
    owed, run.turn.imposed_due = run.turn.imposed_due, []
    imposed.unpaid(run, owed)  # "... or scraps that card" (judge/bttcg/imposed_upkeep.py)
    due_now, run.turn.upkeep_due = run.turn.upkeep_due, []
    for card_id in due_now:
        state = pos.cards[card_id]
        upkeep = _upkeep(run, card_id)
        if upkeep is None or pos.owners[card_id] != player or not is_active(state):
            continue  # scrapped or gone to the opponent during the phase: nothing left to pay for
        problem = upkeep_problem(upkeep)
        if problem is not None:
            raise unsupported(pos.name(card_id), upkeep, problem)
        if upkeep.otherwise == ["scrap"]:
            _unpayable(run, card_id, upkeep)
            continue
        opponent = pos.other(player)
        state.tapped = True
        if upkeep.control_at_end_of_turn:
            run.turn.control_at_end.append(card_id)
            pos.note(
                f"{player} did not pay {pos.name(card_id)}'s upkeep ({upkeep.cost}): it is tapped, and {opponent} "
                "gains control of it at the end of the turn",
                *UPKEEP_RULES,
            )
            continue
        pos.owners[card_id] = opponent
        pos.note(
            f"{player} did not pay {pos.name(card_id)}'s upkeep ({upkeep.cost}): it is tapped and {opponent} gains "
            "control of it",
            *UPKEEP_RULES,
        )
        settle(pos, f"{pos.name(card_id)} changes control")


def at_turn_end(run: TurnRunner) -> None:
    """As the turn ends: the cards whose unpaid upkeep gives them to the opponent "at the end of your turn" change
    control, if the player still controls them in play."""
    pos, player = run.pos, run.turn.player
    passing, run.turn.control_at_end = run.turn.control_at_end, []
    for card_id in passing:
        if pos.owners[card_id] != player or not is_active(pos.cards[card_id]):
            continue
        pos.owners[card_id] = pos.other(player)
        pos.note(
            f"The turn ends: {pos.other(player)} gains control of {pos.name(card_id)} (its upkeep was not paid)",
            *UPKEEP_RULES,
        )
        settle(pos, f"{pos.name(card_id)} changes control")


def _unpayable(run: TurnRunner, card_id: str, upkeep: m.Upkeep) -> None:
    """ "If you cannot pay this cost, scrap this card": scrapped when the player could not pay, else a violation
    (the card's text orders the payment).

    :raises UnsupportedError: for a card of the player whose resources the engine cannot count.
    """
    from judge.bttcg.turn_steps import scrap_card  # the turn's steps import the turn, which imports this

    pos, player = run.pos, run.turn.player
    total = upkeep.cost.total(cost_assets(pos, player))
    could, sources = run.turn.resources, []
    stockpile = pos.stockpiles[player]
    for other, state in pos.cards.items():
        if pos.owners[other] != player or not is_active(state) or state.tapped or state.depleted:
            continue
        made = resource_ability(pos.faces[other])
        if made is not None and made[1] <= stockpile:
            could, stockpile = could + made[0], stockpile - made[1]
            sources.append(pos.name(other))
    name = pos.name(card_id)
    spare = f"{run.turn.resources} unspent" + (f" and {', '.join(sources)} untapped" if sources else "")
    if could >= total:
        pos.violate(
            None,
            f"{player} did not pay {name}'s upkeep ({upkeep.cost}: {total}), and could have ({spare}): the card is "
            "scrapped only if its upkeep cannot be paid",
            *UPKEEP_RULES,
        )
        return
    pos.note(
        f"{player} cannot pay {name}'s upkeep ({upkeep.cost}: {total}; {could} resource(s) at most: {spare}): it is "
        "scrapped",
        *UPKEEP_RULES,
    )
    scrap_card(pos, card_id, name)


__all__ = ["EXECUTED", "UPKEEP_RULES", "at_turn_end", "due", "is_upkeep", "pay_upkeep", "unpaid", "upkeep_problem"]
