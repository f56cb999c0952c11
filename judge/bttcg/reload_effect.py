"""Reloading a card by an effect during the turn (DSL ``deplete`` with ``reload``): Ammo Truck taps, in its player's
Missions phase outside a mission, to reload a depleted 'Mech.

Rules: Glossary, Reload: "Turn those cards face up, tapped. Once a depleted card has reloaded, it starts behaving like
a normal card again" (rulebook p.21, Repair/Reload phase: the same for every depleted card then). The card is chosen
by the action's ``choose`` (strict mode: a missing or unfit one is a violation, nothing changes), checked against the
selector ("a depleted 'Mech": depleted now, any player's)."""

from __future__ import annotations

from collections.abc import Callable

from judge.bttcg import turn_rules as t
from judge.bttcg.state import Position
from judge.bttcg.turn_plan import _Plan
from judge.dsl import models as m

RELOAD = "rulebook/glossary-index/reload"
"""Glossary, Reload: turn the depleted card face up, tapped."""
RULE_IDS = (RELOAD, t.RELOAD)


def reload_problem(effect: m.Deplete) -> str | None:
    """Why the turn cannot execute this depleting or reloading yet, or ``None``."""
    target = effect.target
    if not effect.reload or effect.delayed is not None:
        return "depleting a card, or reloading it later, during the turn"
    if not isinstance(target, m.Selector) or target.quantifier not in ("a", "one", "any"):
        return "reloading several cards, or a card not chosen by a selector, during the turn"
    return None


def plan_reload(
    pos: Position, source: str, effect: m.Deplete, plan: _Plan, choose: Callable[[m.Target], str]
) -> Callable[[], None]:
    """The step reloading the card chosen (``choose`` checks it against the selector: it is depleted)."""
    card_id = choose(effect.target)
    plan.last = [card_id]

    def step() -> None:
        state = pos.cards[card_id]
        state.depleted, state.tapped = False, True
        pos.note(f"{pos.name(source)}: {pos.name(card_id)} is reloaded (face up, tapped)", RELOAD, t.RELOAD)

    return step


__all__ = ["RULE_IDS", "plan_reload", "reload_problem"]
