"""An amount computed from a card's base stat: "a number of damage counters equal to 1 less than its structure"
(Quick Salvage Operation, Retrieve Lost 'Mech), "+X attack, where X is its base armor" (DSL ``Quantity`` with ``of``
``base_attack``, ``base_armor`` or ``base_structure``, with ``divided_by``, ``round_up``, ``times`` and ``less``).

Source: rulebook, Glossary, Base structure (p.44-45: "The structure value of a Unit or Command card before using a
card or card option to increase or decrease that value", the second of the two numbers in its lower-left corner; the
base attack and armor likewise), and CE rulings, Brutal Punch (a base value is the printed one: nothing changes it).

One place for the amount, for whichever effect puts it to use (the effect's own module says where it executes it:
this module only computes). A card without the stat (a Command card without structure) has none: refused."""

from __future__ import annotations

from judge.bttcg.faces import CardFace
from judge.bttcg.state import UnsupportedError
from judge.dsl import models as m

BASE_STAT = {"base_attack": "attack", "base_armor": "armor", "base_structure": "structure"}
"""The base stats an amount may be computed from, and the stat of the card face printed for each."""


def is_base_amount(q: m.Quantity) -> bool:
    """Whether the amount is computed from a card's base attack, armor or structure."""
    return q.of in BASE_STAT


def base_amount(face: CardFace, q: m.Quantity) -> int:
    """The amount for a card with this face: its printed stat, divided (rounded down, or up), multiplied, less what
    the text says, never below 0.

    :raises UnsupportedError: when the card has no such stat printed."""
    stat = BASE_STAT[q.of]
    value = {"attack": face.attack, "armor": face.armor, "structure": face.structure}[stat]
    if value is None:
        raise UnsupportedError(f"{face.name} has no {stat} printed: an amount from its base {stat} is not known")
    divided = -(-value // q.divided_by) if q.round_up else value // q.divided_by
    return max(divided * q.times - q.less, 0)


__all__ = ["BASE_STAT", "base_amount", "is_base_amount"]
