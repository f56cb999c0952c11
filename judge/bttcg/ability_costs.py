"""Costs of an ability used in a battle that take its card out of play: "Scrap Extra Armor Plating to prevent up to 2
damage to that 'Mech" (``scrap_cost`` of this card), "Put Phelan Ward into your hand to have all Units deal no damage"
(``return_to_hand_cost``), and cards of the hand scrapped to pay ("{T}: Scrap a card from your hand to get +2
initiative", New Avalon: the cards the player chooses, first in the action's ``choose``, 1997 rulings: Black Market
Connections, all choices made at once). Paid as the ability is used (rulebook p.27; CE General Rulings, Abilities);
the card is moved once its effects are settled, so that "that 'Mech" / "the site it enhances" still names the card
it was on (:func:`pay`). A Unit paying with itself is refused: it would leave the battle (not executed here)."""

from __future__ import annotations

from judge.bttcg import rules as r
from judge.bttcg.faces import CardFace
from judge.bttcg.state import Position
from judge.dsl import models as m

BLACK_MARKET = "rulings-1997/black-market-connections"
"""1997 rulings, Black Market Connections: all the choices of a card are made at the same time."""


def leaves_play(cost: m.AbilityCost, face: CardFace) -> bool:
    """Whether the cost is this card leaving play, which :func:`pay` executes (not for a Unit)."""
    if face.kind == "unit":
        return False
    return isinstance(cost, m.ReturnToHandCost) or (isinstance(cost, m.ScrapCost) and cost.source == "this")


def from_hand(cost: m.AbilityCost) -> bool:
    """ "Scrap a card from your hand": paid with cards of the hand (:func:`take_from_hand`)."""
    return isinstance(cost, m.ScrapCost) and cost.source == "hand" and cost.card_type is None


def take_from_hand(
    pos: Position, index: int, by: str, face: CardFace, costs: list[m.AbilityCost], chosen: list[str]
) -> tuple[list[str], list[str]] | None:
    """The cards of ``by``'s hand paying the ability's "Scrap a card from your hand" costs (the first of
    ``chosen``) and the choices left for its effects; ``None`` after recording a violation."""
    count = sum(c.count for c in costs if isinstance(c, m.ScrapCost) and from_hand(c))
    paying, rest = chosen[:count], chosen[count:]
    for pick in paying:
        state = pos.cards.get(pick)
        if state is None or pos.owners[pick] != by or state.zone != "hand" or paying.count(pick) > 1:
            pos.violate(
                index,
                f"{face.name}'s cost scraps a card of {by}'s hand: {pick} is not one (or is chosen twice)",
                r.ABILITY_ONCE_PER_BATTLE,
                BLACK_MARKET,
            )
            return None
    if len(paying) < count:
        pos.violate(
            index,
            f"{face.name}: say which card(s) of {by}'s hand it scraps to pay (first in choose)",
            r.ABILITY_ONCE_PER_BATTLE,
            BLACK_MARKET,
        )
        return None
    return paying, rest


def pay(pos: Position, card_id: str, costs: list[m.AbilityCost], hand: list[str] | None = None) -> None:
    """Moves the card as its costs say: to the Scrapheap, or to its owner's hand, off the card it was on; the cards
    of the hand paying go to the Scrapheap."""
    for pick in hand or []:
        pos.cards[pick].zone = "scrapheap"
        pos.note(
            f"{pos.name(pick)} is scrapped from the hand to pay for {pos.name(card_id)}'s ability",
            r.ABILITY_ONCE_PER_BATTLE,
        )
    for cost in costs:
        if not leaves_play(cost, pos.faces[card_id]):
            continue
        state = pos.cards[card_id]
        where = "hand" if isinstance(cost, m.ReturnToHandCost) else "scrapheap"
        state.zone, state.on, state.tapped, state.depleted = where, None, False, False
        said = "into its owner's hand" if where == "hand" else "to the Scrapheap"
        pos.note(f"{pos.name(card_id)} goes {said} to pay for its ability", r.ABILITY_ONCE_PER_BATTLE)
