"""What a Resource card gives when played in the Buy phase, read from its parsed text (the ``+N Industry``,
``+N LosTech`` and ``+N Buy`` of its resolution), so no card's value is written twice."""

from __future__ import annotations

from functools import cache

from judge.cards.models import DominationCard
from judge.domination.text import parse_domination_text
from judge.dsl import domination as d


@cache
def resource_yield(card: DominationCard) -> tuple[int, int, int]:
    """(Industry, LosTech, Buys) the card's resolution adds for its player.

    :raises ValueError: if the card's text does not parse (every card of the built-in list does: tested).
    """
    result = parse_domination_text(card.text, card.name)
    if not result.ok:
        raise ValueError(f"{card.name}: its text does not parse, so its value is unknown")
    totals = {"industry": 0, "lostech": 0, "buys": 0}
    for ability in result.abilities:
        if not isinstance(ability, d.Resolution):
            continue
        for effect in ability.effects:
            if (
                isinstance(effect, d.Plus)
                and effect.player == "you"
                and effect.per is None
                and effect.resource in totals
            ):
                totals[effect.resource] += effect.amount
    return totals["industry"], totals["lostech"], totals["buys"]
