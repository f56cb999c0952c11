"""What a battle's resolution answers (scenario-format.md ``outcomes``): each distinct outcome with its exact
probability, every card's state, the Stockpiles and the winner (CE General Rulings, Victory Conditions)."""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from judge.bttcg.state import CardState


@dataclass(frozen=True)
class Outcome:
    probability: Fraction
    cards: dict[str, dict[str, object]]
    stockpiles: dict[str, int]
    winner: str | None
    states: dict[str, CardState] = field(default_factory=dict, compare=False)
    """The cards' states behind ``cards``, for a mission that follows."""
    dice_used: int = field(default=0, compare=False)
    """How many of the resolver's fixed dice this outcome's rolls used."""
    drawn: dict[str, int] = field(default_factory=dict, compare=False)
    """Cards each player drew after damage resolved ("draw a card after mission", "When this card is scrapped, draw
    a card"), already taken off ``stockpiles``: a whole game moves them from the Stockpile's top into the hand
    (judge/bttcg/stockpile_cards.py), after the cards damage scrapped from it."""

    def as_json(self) -> dict[str, object]:
        return {
            "probability": str(self.probability),
            "p": float(self.probability),
            "cards": self.cards,
            "stockpiles": self.stockpiles,
            "winner": self.winner,
        }


def winner_of(players: tuple[str, str], stockpiles: dict[str, int]) -> str | None:
    """A player whose Stockpile has run out loses; both: a draw (CE rulings: Victory Conditions)."""
    empty = [p for p in players if stockpiles[p] == 0]
    if len(empty) == 2:
        return "draw"
    if empty:
        return players[1] if empty[0] == players[0] else players[0]
    return None


def card_json(state: CardState) -> dict[str, object]:
    """A card's state in the answer (scenario-format.md ``outcomes[].cards``), with ``other_counters`` (an
    extension) when the card has counters of other kinds."""
    found: dict[str, object] = {
        "zone": state.zone,
        "damage": state.damage,
        "tapped": state.tapped,
        "depleted": state.depleted,
        "counters": state.counters,
    }
    if state.other_counters:
        found["other_counters"] = dict(sorted(state.other_counters.items()))
    return found


__all__ = ["Outcome", "card_json", "winner_of"]
