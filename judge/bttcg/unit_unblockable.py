"""A Unit's own "~ can't be blocked." (a continuous ability of the Unit: DSL ``cannot_be_blocked`` of ``This``, with no
"by" or "except by"), checked as the mission is declared.

Rules: blocking is declared against the attacking group as a whole (rulebook p.24-25, Blocking); a card's text makes
an exception to the rules (rulebook p.9), and "cannot be blocked" allows no block at all, whatever the speeds (1997
rulings, Inside Job: "it allows a 'Mech to be unblocked, period"). So a Unit attacking alone with this ability is not
blocked: a block declared anyway is a violation. Refused out loud: the same Unit attacking in a group with others
(whether its group may then be blocked is not settled by the rules)."""

from __future__ import annotations

from judge.bttcg import rules as r
from judge.bttcg.mission_unblockable import UNBLOCKED_PERIOD
from judge.bttcg.scenario import MissionSpec
from judge.bttcg.state import Position, UnsupportedError
from judge.dsl import models as m

CARDS_MAKE_EXCEPTIONS = "rulebook/about-this-rulebook-2"
RULE_IDS = (CARDS_MAKE_EXCEPTIONS, UNBLOCKED_PERIOD, r.BLOCKING)


def supported(ability: m.Ability) -> bool:
    """ "~ can't be blocked.": the Unit's own, plain (checked as the mission is declared)."""
    return (
        isinstance(ability, m.Static)
        and not ability.conditions
        and not ability.used
        and bool(ability.effects)
        and all(
            isinstance(e, m.CannotBeBlocked) and isinstance(e.target, m.This) and e.by is None and e.except_by is None
            for e in ability.effects
        )
    )


def check(pos: Position, spec: MissionSpec) -> None:
    """A block of a Unit attacking alone that cannot be blocked is a violation.

    :raises UnsupportedError: for such a Unit attacking in a group with others, blocked."""
    if not spec.blockers:
        return
    units = [c for c in spec.group if c in pos.faces and pos.faces[c].kind == "unit"]
    for card_id in units:
        if not any(supported(a) for a in pos.faces[card_id].abilities):
            continue
        name = pos.name(card_id)
        if len(units) > 1:
            raise UnsupportedError(
                f"{name} cannot be blocked and attacks in a group with other Units: whether the group may be blocked "
                "is not settled by the rules"
            )
        pos.violate(None, f"{name} cannot be blocked: it attacks alone and no Unit may block it", *RULE_IDS)
