"""A Unit's own "~ can't be blocked." (a continuous ability of the Unit: DSL ``cannot_be_blocked`` of ``This``, with no
"except by"), checked as the mission is declared; with "by", only the Units the selector names may not block it
("~ cannot be blocked by Vehicles", "... by slow or moderate Units": the blocker's type, speed, state).

Rules: blocking is declared against the attacking group as a whole (rulebook p.24-25, Blocking); a card's text makes
an exception to the rules (rulebook p.9), and "cannot be blocked" allows no block at all, whatever the speeds (1997
rulings, Inside Job: "it allows a 'Mech to be unblocked, period"). So a Unit attacking alone with this ability is not
blocked: a block declared anyway is a violation. Refused out loud: the same Unit attacking in a group with others
(whether its group may then be blocked is not settled by the rules), or, with "by", blocked by a Unit it names."""

from __future__ import annotations

from judge.bttcg import refinements
from judge.bttcg import rules as r
from judge.bttcg.faces import SPEED_RANK
from judge.bttcg.mission_unblockable import UNBLOCKED_PERIOD
from judge.bttcg.scenario import MissionSpec
from judge.bttcg.speeds import speed_of
from judge.bttcg.state import Position, UnsupportedError
from judge.bttcg.unit_types import UNIT_NOUNS
from judge.dsl import models as m

CARDS_MAKE_EXCEPTIONS = "rulebook/about-this-rulebook-2"
RULE_IDS = (CARDS_MAKE_EXCEPTIONS, UNBLOCKED_PERIOD, r.BLOCKING)


_BY_FIELDS = frozenset({"kind", "quantifier", "noun", "speed", "or_slower", "owner", "states", "card_type"})
_BY_FIELDS |= frozenset(refinements.ANYWHERE)


def _by_ok(by: m.Target | None) -> bool:
    return by is None or (
        isinstance(by, m.Selector)
        and by.quantifier in ("all", "each", "any", "a")
        and by.noun in UNIT_NOUNS
        and set(by.model_dump(exclude_defaults=True)) <= _BY_FIELDS
        and set(by.states) <= set(refinements.STATES)
    )


def supported(ability: m.Ability) -> bool:
    """ "~ can't be blocked.", "~ cannot be blocked by Vehicles.": the Unit's own (checked as the mission is
    declared)."""
    return (
        isinstance(ability, m.Static)
        and not ability.conditions
        and not ability.used
        and bool(ability.effects)
        and all(
            isinstance(e, m.CannotBeBlocked) and isinstance(e.target, m.This) and _by_ok(e.by) and e.except_by is None
            for e in ability.effects
        )
    )


def _named(pos: Position, attacker: str, by: m.Selector, blocker: str) -> bool:
    """Whether the blocker is one of the Units "by" names (its type, speed with "or slower", owner, states)."""
    where = refinements.Where(pos, pos.owners[attacker], attacker)
    if not refinements.noun_is(where, by.noun, blocker):
        return False
    mine = pos.owners[blocker] == pos.owners[attacker]
    if (by.owner == "you" and not mine) or (by.owner == "opponent" and mine):
        return False
    if by.card_type is not None and not refinements.card_is(pos.faces[blocker], by.card_type):
        return False
    if by.speed is not None:
        now = speed_of(pos, blocker)
        if now is None:
            return False  # a card without a speed is no Unit of that speed
        speed, wanted = SPEED_RANK[now], SPEED_RANK[by.speed]
        if speed > wanted or (speed < wanted and not by.or_slower):
            return False
    return refinements.misfit(where, by, blocker) is None


def _forbidden(pos: Position, attacker: str, blockers: list[str]) -> list[str]:
    """The declared blockers the attacker's own "cannot be blocked (by ...)" forbids."""
    found: list[str] = []
    for ability in pos.faces[attacker].abilities:
        if not supported(ability):
            continue
        assert isinstance(ability, m.Static)
        for effect in ability.effects:
            assert isinstance(effect, m.CannotBeBlocked)
            by = effect.by
            found += [
                b for b in blockers if by is None or (isinstance(by, m.Selector) and _named(pos, attacker, by, b))
            ]
    return list(dict.fromkeys(found))


def check(pos: Position, spec: MissionSpec) -> None:
    """A block of a Unit attacking alone that cannot be blocked is a violation.

    :raises UnsupportedError: for such a Unit attacking in a group with others, blocked."""
    if not spec.blockers:
        return
    units = [c for c in spec.group if c in pos.faces and pos.faces[c].kind == "unit"]
    blockers = [b for b in spec.blockers if b in pos.faces]
    for card_id in units:
        forbidden = _forbidden(pos, card_id, blockers)
        if not forbidden:
            continue
        name, which = pos.name(card_id), ", ".join(pos.name(b) for b in forbidden)
        if len(units) > 1:
            raise UnsupportedError(
                f"{name} cannot be blocked by {which} and attacks in a group with other Units: whether the group may "
                "be blocked is not settled by the rules"
            )
        pos.violate(None, f"{name} cannot be blocked by {which}: it attacks alone", *RULE_IDS)
