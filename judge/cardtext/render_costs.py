"""The costs of activated abilities in plain English (:mod:`judge.dsl.costs`): "{T}, {R}"."""

from __future__ import annotations

from collections.abc import Sequence

from judge.dsl import models as m


def _cost(cost: Sequence[m.AbilityCost]) -> str:
    return ", ".join(
        "{T}" if isinstance(part, m.TapCost) else "{R}"
        for part in cost
        if isinstance(part, m.TapCost | m.ResourceCost)  # the other costs are words of their own ("Scrap ~ to")
    )


def _scrap_cost(cost: Sequence[m.AbilityCost]) -> m.ScrapCost | None:
    scraps = [part for part in cost if isinstance(part, m.ScrapCost)]
    return scraps[0] if scraps else None
