"""The costs of activated abilities in plain English (:mod:`judge.dsl.costs`): "{T}, {R}"."""

from __future__ import annotations

from collections.abc import Sequence

from judge.cardtext.render_selectors import _counters
from judge.dsl import models as m


def _cost(cost: Sequence[m.AbilityCost]) -> str:
    return ", ".join(_part(part) for part in cost if _part(part))


def _part(part: m.AbilityCost) -> str:
    match part:
        case m.TapCost():
            return "{T}"
        case m.ResourceCost():
            return "{R}"
        case m.RemoveCountersCost(counter=counter, count=count):
            # counters removed beside another cost ("{T}, remove a fuel counter from this card: {R} {R}"); the
            # renderer used to leave them out of such a cost
            return f"remove {_counters(counter, count)} from this card"
    return ""  # the other costs are words of their own ("Scrap ~ to")


def _scrap_cost(cost: Sequence[m.AbilityCost]) -> m.ScrapCost | None:
    scraps = [part for part in cost if isinstance(part, m.ScrapCost)]
    return scraps[0] if scraps else None
