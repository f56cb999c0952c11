"""Resources gained once for each card of a kind, as an ability is used during the turn (DSL ``for_each`` holding
only ``add_resources``): ComStar News Bureau, "{T}: Gain {R} for each card you control that provides {P}" (in its
Deploy phase).

The cards counted are the player's cards in play that provide the asset (rulebook p.14, Assets: only Command cards
provide assets, while active; ``refinements.provides``, which refuses a depleted card or an asset chosen and not
given). The scenario lists every card that matters (scenario format); a player whose declared assets hold the asset
while none of the listed cards provides it has cards the scenario does not list, so how many there are is not
known: refused, never guessed. The resources are spent at once, as any resources of the turn (rulebook p.19; CE
General Rulings)."""

from __future__ import annotations

from judge.bttcg.assets import ASSET_NAMES
from judge.bttcg.refinements import provides
from judge.bttcg.refinements_base import Where
from judge.bttcg.state import Position, UnsupportedError, is_active
from judge.dsl import models as m

_COUNTED = frozenset({"kind", "quantifier", "noun", "owner", "provides"})


def for_each_problem(effect: m.ForEach) -> str | None:
    """Why the turn cannot do this yet, or ``None`` when it can."""
    each = effect.each
    counted = (
        isinstance(each, m.Selector)
        and set(each.model_dump(exclude_defaults=True)) <= _COUNTED
        and each.provides is not None
        and each.noun in ("card", "command_card")
        and each.owner == "you"
    )
    plain = bool(effect.effects) and all(
        isinstance(e, m.AddResources) and not e.from_roll and e.amount_of is None for e in effect.effects
    )
    if counted and plain:
        return None
    return "'for_each' during the turn other than resources for each card of yours providing an asset"


def resources_for_each(pos: Position, by: str, source: str, effect: m.ForEach) -> tuple[int, list[str]]:
    """The resources the effect gives now, and the cards counted.

    :raises UnsupportedError: for what :func:`for_each_problem` names, or cards the scenario does not list.
    """
    problem = for_each_problem(effect)
    if problem is not None:
        raise UnsupportedError(f"{pos.name(source)}: the engine does not execute {problem} yet")
    each = effect.each
    assert isinstance(each, m.Selector) and each.provides is not None
    where = Where(pos, by, source)
    counted = [
        c
        for c, state in pos.cards.items()
        if pos.owners[c] == by and is_active(state) and provides(where, each, c) is None
    ]
    letter = each.provides
    if not counted and letter in pos.declared_assets.get(by, frozenset()):
        raise UnsupportedError(
            f"{pos.name(source)} counts the cards {by} controls that provide {ASSET_NAMES[letter]}: {by} has it "
            "from cards the scenario does not list, so how many is not known (list them)"
        )
    per = sum(e.count for e in effect.effects if isinstance(e, m.AddResources))
    return per * len(counted), counted


__all__ = ["for_each_problem", "resources_for_each"]
