"""Costs of an ability used in a battle that take its card out of play: "Scrap Extra Armor Plating to prevent up to 2
damage to that 'Mech" (``scrap_cost`` of this card), "Put Phelan Ward into your hand to have all Units deal no damage"
(``return_to_hand_cost``). Paid as the ability is used (rulebook p.27; CE General Rulings, Abilities); the card is
moved once its effects are settled, so that "that 'Mech" / "the site it enhances" still names the card it was on
(:func:`pay`). A Unit paying with itself is refused: it would leave the battle (not executed here)."""

from __future__ import annotations

from judge.bttcg import rules as r
from judge.bttcg.faces import CardFace
from judge.bttcg.state import Position
from judge.dsl import models as m


def leaves_play(cost: m.AbilityCost, face: CardFace) -> bool:
    """Whether the cost is this card leaving play, which :func:`pay` executes (not for a Unit)."""
    if face.kind == "unit":
        return False
    return isinstance(cost, m.ReturnToHandCost) or (isinstance(cost, m.ScrapCost) and cost.source == "this")


def pay(pos: Position, card_id: str, costs: list[m.AbilityCost]) -> None:
    """Moves the card as its costs say: to the Scrapheap, or to its owner's hand, off the card it was on."""
    for cost in costs:
        if not leaves_play(cost, pos.faces[card_id]):
            continue
        state = pos.cards[card_id]
        where = "hand" if isinstance(cost, m.ReturnToHandCost) else "scrapheap"
        state.zone, state.on, state.tapped, state.depleted = where, None, False, False
        said = "into its owner's hand" if where == "hand" else "to the Scrapheap"
        pos.note(f"{pos.name(card_id)} goes {said} to pay for its ability", r.ABILITY_ONCE_PER_BATTLE)
