"""Restocking the top card of a Scrapheap during the turn: Vandervahn Chistu taps, in its player's Deploy phase, to
restock the card on top of that player's Scrapheap.

Rules: the Scrapheap is "your face-up discard pile" (rulebook, Glossary: Scrapheap): cards scrapped go on it,
so it has a top (CE Individual Card Rulings, Sun-Tzu Liao: "from anywhere in your Scrapheap, not just the top"); to
restock is "to place a card on the bottom of your Stockpile" (Glossary: Restock).

The scenario lists the cards of a Scrapheap but not their order, so which card is on top comes from the action's
``choose`` (the scenario's word for it, as for hidden cards), never guessed: it must be a card of the player's own
Scrapheap. A card the scenario itself scrapped earlier would be on top of it, and the engine does not follow that
order yet, so the restock is executed only as the scenario's first action (the Scrapheap as the scenario lists it)
and refused after any other."""

from __future__ import annotations

from collections.abc import Callable
from typing import NoReturn

from judge.bttcg import stockpile_cards
from judge.bttcg import turn_rules as t
from judge.bttcg.state import Position, UnsupportedError
from judge.dsl import models as m

SCRAPHEAP = "rulebook/glossary-index/scrapheap"
"""Rulebook, Glossary: Scrapheap."""
RESTOCK = "rulebook/glossary-index/restock"
RULE_IDS = (SCRAPHEAP, RESTOCK, t.STOCKPILE)

_FIELDS = frozenset({"kind", "quantifier", "noun", "owner", "zone", "top"})

Next = Callable[[], str | None]
Refuse = Callable[[str, str], NoReturn]


def restocks_top(effect: m.Effect) -> bool:
    """ "Restock the top card of your Scrapheap": one card, the top of the player's own Scrapheap."""
    if not isinstance(effect, m.Restock) or effect.player != "you" or effect.any_order:
        return False
    target = effect.target
    return (
        isinstance(target, m.Selector)
        and target.top
        and target.zone == "scrapheap"
        and target.noun == "card"
        and target.quantifier in ("a", "one")
        and target.owner in ("any", "you")
        and not set(target.model_dump(exclude_defaults=True)) - _FIELDS
    )


def plan_restock_top(
    pos: Position, index: int | None, by: str, source: str, next_choice: Next, refuse: Refuse
) -> tuple[Callable[[], None], list[str]]:
    """The top card of ``by``'s Scrapheap (named in ``choose``), checked, and the step that restocks it.

    :raises UnsupportedError: after another action of the scenario (its scraps would be on top).
    """
    name = pos.name(source)
    if index != 0:
        raise UnsupportedError(
            f"{name}: the top card of {by}'s Scrapheap after other actions of the scenario (a card they scrapped "
            "would be on top): the engine follows the Scrapheap's order only as the scenario lists it, for its first "
            "action"
        )
    card_id = next_choice()
    if card_id is None:
        refuse(f"{name}: say which card is on top of {by}'s Scrapheap (choose)", SCRAPHEAP)
    if card_id not in pos.cards:
        refuse(f"{name}: {card_id} is not a card of the scenario", SCRAPHEAP)
    state = pos.cards[card_id]
    if pos.owners[card_id] != by or state.zone != "scrapheap":
        refuse(f"{name}: {pos.name(card_id)} is not in {by}'s Scrapheap", SCRAPHEAP)

    def restock() -> None:
        stockpile_cards.to_bottom(pos, by, card_id)
        pos.note(
            f"{name}: {by} restocks {pos.name(card_id)}, the top card of the Scrapheap (as the scenario says), at the "
            f"bottom of the Stockpile ({pos.stockpiles[by]} cards)",
            SCRAPHEAP,
            RESTOCK,
            t.STOCKPILE,
        )

    return restock, [card_id]


__all__ = ["RULE_IDS", "SCRAPHEAP", "plan_restock_top", "restocks_top"]
