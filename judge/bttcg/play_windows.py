"""When a card's ability may be played, beyond its phase: "Use this ability only once each turn" (Gearhead).

The card's text is the rule (rulebook p.9: cards make exceptions to the rules); a condition of an ability is checked
when it is played (CE General Rulings, Abilities). During the turn the ability is used at most once in the turn,
whatever else lets it be used (no {T} to pay, a card untapped again); the uses are counted per card and ability on
the turn's record (``Turn.once_used``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from judge.bttcg import turn_rules as t
from judge.bttcg.faces import CardFace
from judge.dsl import models as m

if TYPE_CHECKING:
    from judge.bttcg.turn import TurnRunner


def once_each_turn(
    run: TurnRunner, index: int | None, card_id: str, which: int, face: CardFace, conditions: list[m.Condition]
) -> tuple[list[m.Condition], Callable[[], None]] | None:
    """The ability's other conditions, and what to call once it is used (counting the use), or ``None`` after
    recording the violation of a second use in the turn ("only once each turn": the card's text)."""
    others: list[m.Condition] = [c for c in conditions if not isinstance(c, m.OnceEachTurn)]
    if len(others) == len(conditions):
        return others, lambda: None
    key = f"{card_id}#{which}"
    if key in run.turn.once_used:
        run.pos.violate(
            index, f"{face.name}'s ability is used only once each turn, and it was used this turn", t.SEQUENCE
        )
        return None

    def used() -> None:
        run.turn.once_used.append(key)

    return others, used
