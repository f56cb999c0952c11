"""Selector refinements by stats (issue 18 item 4; ``grammar/selectors.lark``), composed
by :func:`judge.bttcg.refinements.misfit` like the others:

- ``stat_bounds``: "target Unit with 3 or less attack", "with at least 4 armor": the card's attack (armor,
  structure) now within the bounds, in the battle under way (rulebook p.26-29: a Unit's attack and armor in a battle
  are its printed ones with every change that applies).
"""

from __future__ import annotations

from judge.bttcg.refinements_base import Check, Where
from judge.bttcg.state import UnsupportedError
from judge.dsl import models as m


def stat_bounds(where: Where, selector: m.Selector, card_id: str) -> str | None:
    """ "target Unit with 3 or less attack": the card's stat now within each bound, the card fighting in the battle
    under way (rulebook p.26-29).

    :raises UnsupportedError: outside a battle, or for a card not in it (its stat now is not computed there)."""
    from judge.bttcg import stats

    battle = where.battle
    if battle is None:
        raise UnsupportedError("the engine bounds a card's stat only in the battle under way")
    if card_id.endswith(".stockpile"):
        return "a Stockpile has no stats"
    fighter = battle.fighters.get(card_id)
    if fighter is None:
        raise UnsupportedError(f"{where.pos.name(card_id)} is not in the battle: its stats now are not computed")
    for bound in selector.stat_bounds:
        if bound.stat == "attack":
            value = stats.attack(where.pos, battle, fighter)
        elif bound.stat == "armor":
            value = stats.armor(where.pos, battle, fighter, card_id)
        else:
            found = stats.structure(where.pos, card_id)
            if found is None:
                raise UnsupportedError(f"{where.pos.name(card_id)} has no structure")
            value = found
        low = bound.bound == "at_least"
        if (value < bound.value) if low else (value > bound.value):
            return f"its {bound.stat} is {value}, not {bound.value} or {'more' if low else 'less'}"
    return None


IN_BATTLE: dict[str, Check] = {"stat_bounds": stat_bounds}
"""Resolved in a battle only (no stat now is computed outside a battle)."""
