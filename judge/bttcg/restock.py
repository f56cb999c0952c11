"""Restocking and drawing by a card's ability during the turn.

Restock: "To place a card on the bottom of your Stockpile" (rulebook p.33, Glossary: Restock); "the usual way to
restock cards" is Logistics, which restocks "a card from your hand" (rulebook p.33, End of Turn Phase). A card's
"Restock a card from your hand" restocks the card of the action's ``choose``, which must be in its player's hand;
"Restock a card" without a zone restocks a card of the hand as well (the Glossary's usual way, and the very words of
the Logistics reminder these cards carry), and a card chosen anywhere else is refused as not decided by the rules
documents, never guessed. A card restocked is one more card in the Stockpile (its place, the bottom, is not kept: the
scenario counts Stockpiles).

Draw: "Draw a card" is executed by ``turn_steps.plan_draw``; :func:`draw_problem` names the draws it does not
execute."""

from __future__ import annotations

from collections.abc import Callable
from typing import NoReturn

from judge.bttcg import stockpile_cards
from judge.bttcg import turn_rules as t
from judge.bttcg.scrapheap_top import restocks_top
from judge.bttcg.state import Position, UnsupportedError
from judge.dsl import models as m

RESTOCK = "rulebook/glossary-index/restock"
"""Rulebook p.33, Glossary: Restock."""
RULE_IDS = (RESTOCK, t.RESTOCK, t.DRAW, t.STOCKPILE)

Next = Callable[[], str | None]
"""The next card of the action's ``choose`` (``None`` when there is none left)."""
Refuse = Callable[[str, str], NoReturn]
"""Records a violation (message, rule) and raises: the action does nothing."""


def restocks_looked(effect: m.Effect) -> bool:
    """ "restock one of them", "restock that card": a restock of the card (or one of the cards) named before;
    "restock the remaining cards in any order": the cards left of those named before."""
    if not isinstance(effect, m.Restock):
        return False
    target = effect.target
    if isinstance(target, m.Remaining):
        return effect.player == "you"
    return not effect.any_order and (
        isinstance(target, m.ThatOne)
        and target.index is None
        and not target.plural
        and target.noun in (None, "card")
        and target.card_type is None
        and target.among in (None, 1)
    )


def restock_problem(effect: m.Restock) -> str | None:
    """Why the turn cannot restock this yet, or ``None`` when it can: a card of the hand, or a card just looked at
    on top of a Stockpile (taken by ``stockpile_looks.plan_look`` right after the look, refused anywhere else)."""
    target = effect.target
    if restocks_looked(effect) or restocks_top(effect):  # the top of a Scrapheap: scrapheap_top.py
        return None
    if effect.player != "you" or effect.any_order:
        return "restocking by an opponent, or several cards in an order"
    if not isinstance(target, m.Selector) or target.quantifier not in ("a", "one", "any"):
        return "restocking a card not chosen from a hand"
    extra = set(target.model_dump(exclude_defaults=True)) - {"kind", "quantifier", "noun", "zone", "owner"}
    if extra or target.noun != "card" or target.zone not in (None, "hand") or target.owner not in ("any", "you"):
        return "restocking a card other than one from your hand"
    return None


def plan_restock(
    pos: Position,
    by: str,
    source: str,
    effect: m.Restock,
    next_choice: Next,
    refuse: Refuse,
    last: list[str] | None = None,
) -> tuple[Callable[[], None], list[str]]:
    """The card chosen, checked before anything changes, and the step that restocks it; "restocks that card" (the
    card just chosen from a hand, ``last``: :func:`restock_chosen`).

    :raises UnsupportedError: for what :func:`restock_problem` names, or "Restock a card" choosing a card in play.
    """
    name = pos.name(source)
    if restocks_looked(effect) and isinstance(effect.target, m.ThatOne) and effect.target.among is None and last:
        return restock_chosen(pos, by, name, effect, last, refuse)
    problem = restock_problem(effect) if not restocks_looked(effect) else "restocking a card not chosen from a hand"
    if restocks_top(effect):
        problem = "restocking the top card of a Scrapheap but by its planner"
    if problem is not None:
        raise UnsupportedError(f"{name}: the engine does not execute {problem} during the turn yet")
    card_id = next_choice()
    if card_id is None:
        refuse(f"{name}: say which card of {by}'s hand is restocked (choose)", RESTOCK)
    if card_id not in pos.cards:
        refuse(f"{name}: {card_id} is not a card of the scenario", RESTOCK)
    state = pos.cards[card_id]
    if pos.owners[card_id] != by:
        refuse(f"{name}: {pos.name(card_id)} is not {by}'s: {by} restocks a card of {by}'s own", RESTOCK)
    if state.zone != "hand":
        assert isinstance(effect.target, m.Selector)
        if effect.target.zone is None and state.zone not in ("scrapheap", "stockpile"):
            raise UnsupportedError(
                f"{name}: 'Restock a card' choosing {pos.name(card_id)}, a card in play: the rules documents restock "
                "cards from the hand; restocking a card in play is not executed"
            )
        refuse(f"{name}: {pos.name(card_id)} is not in {by}'s hand", RESTOCK)

    def restock() -> None:
        stockpile_cards.to_bottom(pos, by, card_id)
        pos.note(
            f"{name}: {by} restocks {pos.name(card_id)} at the bottom of the Stockpile ({pos.stockpiles[by]} cards)",
            RESTOCK,
            t.STOCKPILE,
        )

    return restock, [card_id]


def restock_chosen(
    pos: Position, by: str, name: str, effect: m.Restock, last: list[str], refuse: Refuse
) -> tuple[Callable[[], None], list[str]]:
    """ "Choose any card in it. That opponent restocks that card": the card chosen from a hand goes to the bottom of
    its owner's Stockpile, restocked by that player (rulebook Glossary, Restock: "your Stockpile"); one more card in
    it.

    :raises UnsupportedError: for a card not in a hand, or restocked by a player other than its owner.
    """
    if len(last) != 1:
        raise UnsupportedError(f"{name}: 'that card' names no single card here: not executed")
    (card_id,) = last
    state, owner = pos.cards[card_id], pos.owners[card_id]
    restocker = by if effect.player == "you" else pos.other(by)
    if state.zone != "hand":
        raise UnsupportedError(f"{name}: restocking {pos.name(card_id)}, not a card of a hand, is not executed yet")
    if restocker != owner:
        refuse(f"{name}: {pos.name(card_id)} is {owner}'s: {restocker} restocks a card of {restocker}'s own", RESTOCK)

    def restock() -> None:
        stockpile_cards.to_bottom(pos, owner, card_id)
        pos.note(
            f"{name}: {owner} restocks {pos.name(card_id)} from {owner}'s hand at the bottom of the Stockpile "
            f"({pos.stockpiles[owner]} cards)",
            RESTOCK,
            t.STOCKPILE,
        )

    return restock, [card_id]


def draw_problem(effect: m.Draw) -> str | None:
    """ "Draw a card", "Opponent draws a card" (the opponent draws from his or her own Stockpile): executed; a
    computed number of cards or a draw later is not."""
    if effect.count_of is not None or effect.delayed is not None:
        return "drawing a computed number of cards, or later"
    return None


__all__ = [
    "RESTOCK",
    "RULE_IDS",
    "draw_problem",
    "plan_restock",
    "restock_chosen",
    "restock_problem",
    "restocks_looked",
]
