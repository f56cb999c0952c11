"""Selector refinements about what is on a card and what it is aligned with, resolved the same way in a battle and
during the turn (composed by :func:`judge.bttcg.refinements.misfit`):

- ``affiliation``: a card listing that House or Clan ("each Steiner Unit"): rulebook p.40, Clan and House;
- ``unaffiliated``: a card of no House or Clan ("each unaffiliated 'Mech"): rulebook p.40, Clan and House (the
  affiliations a card lists), and the CE General Rulings' affiliation lists, where Mercenary, Wolf's Dragoons and
  Periphery are no House or Clan (as :mod:`judge.bttcg.deck` reads them for Universe Deck Construction);
- ``min_damage_counters``: a card with at least that many damage counters on it ("a damaged Unit", "with 2 or more
  damage counters on it"): damage counters stay on a card until it is repaired (rulebook, Repair/Reload phase,
  Glossary: Damage counter);
- ``min_counters``: with ``with_counters``, at least that many counters of that kind ("with two or more bounty
  counters on it"; :func:`judge.bttcg.counters.count`).
"""

from __future__ import annotations

from judge.bttcg.refinements_base import Check, Where, face_of
from judge.bttcg.state import UnsupportedError
from judge.cards.keywords import AFFILIATIONS
from judge.dsl import models as m

NO_HOUSE_OR_CLAN = frozenset({"Mercenary", "Wolf's Dragoons", "Periphery"})
"""Keywords the rulings name as no House (rulebook p.40; CE General Rulings, Universe Deck Construction)."""


def unaffiliated(where: Where, selector: m.Selector, card_id: str) -> str | None:
    """ "each unaffiliated 'Mech": a card that lists no House or Clan (rulebook p.40, Clan and House).

    :raises UnsupportedError: for an inline card that says nothing of its alignment or affiliations (its
        ``keywords``): whether it has one is not known.
    """
    face = face_of(where, card_id)
    if face is None:
        return "a Stockpile is not a card"
    listed = set(face.affiliations) | {k for k in face.keywords if k in AFFILIATIONS}
    houses = sorted(listed - NO_HOUSE_OR_CLAN)
    if houses:
        return f"it is {houses[0]}"
    if face.alignment is None and not face.affiliations and not face.keywords:
        raise UnsupportedError(
            f"whether {face.name} is unaffiliated is not known (an inline card names its affiliations in 'keywords')"
        )
    return None


def affiliation(where: Where, selector: m.Selector, card_id: str) -> str | None:
    """ "each Steiner Unit", "Davion 'Mechs you control": a card that lists that House or Clan among its affiliations
    (rulebook p.40, Clan and House: icons on newer printings, the end of the keyword line on older ones, "equivalent
    in the game"; CE General Rulings, Universe Rules: the House and Clan affiliations). A card may list several.

    :raises UnsupportedError: for an inline card that says nothing of its alignment or affiliations (its
        ``keywords``): whether it has that affiliation is not known.
    """
    wanted = selector.affiliation
    assert wanted is not None
    face = face_of(where, card_id)
    if face is None:
        return "a Stockpile has no affiliation"
    listed = set(face.affiliations) | {k for k in face.keywords if k in AFFILIATIONS}
    if wanted in listed:
        return None
    if face.alignment is None and not face.affiliations and not face.keywords:
        raise UnsupportedError(
            f"whether {face.name} is {wanted} is not known (an inline card names its affiliations in 'keywords')"
        )
    return f"it is not {wanted}"


def min_damage_counters(where: Where, selector: m.Selector, card_id: str) -> str | None:
    """ "a Unit with 2 or more damage counters on it": the damage counters it keeps until repaired (rulebook,
    Repair/Reload phase)."""
    wanted = selector.min_damage_counters
    assert wanted is not None
    if card_id.endswith(".stockpile"):
        return "a Stockpile has no damage counters"
    has = where.pos.cards[card_id].damage
    return None if has >= wanted else f"it has {has} damage counter{'s' if has != 1 else ''}, not {wanted}"


def min_counters(where: Where, selector: m.Selector, card_id: str) -> str | None:
    """ "with two or more bounty counters on it": at least that many counters of that kind on the card."""
    from judge.bttcg.counters import count  # counters.py reads selectors too: imported when used

    wanted, kind = selector.min_counters, selector.with_counters
    assert wanted is not None
    if kind is None:
        raise UnsupportedError("the engine does not count counters of every kind together yet")
    if card_id.endswith(".stockpile"):
        return f"a Stockpile has no {kind} counters"
    has = count(where.pos.cards[card_id], kind)
    return None if has >= wanted else f"it has {has} {kind} counter{'s' if has != 1 else ''}, not {wanted}"


def this_turn(where: Where, selector: m.Selector, card_id: str) -> str | None:
    """ "target Unit that blocked this turn", "each 'Mech that attacked this turn": what the card did earlier this
    turn (the scenario's ``this_turn``) or does in the battle under way (rulebook p.24, Sending Units on a Mission:
    the attacking group attacks; Blocking: the blocking Units block, and the attack is blocked). Damage dealt or
    received in the battle under way resolves only at its end (rulebook p.29): only earlier battles' count here."""
    if card_id.endswith(".stockpile"):
        return "a Stockpile does not attack or block"
    did = set(where.pos.cards[card_id].this_turn)
    battle = where.battle
    if battle is not None and card_id in battle.group:
        did |= {"attacked", "was_blocked"} if battle.blockers else {"attacked"}
    if battle is not None and card_id in battle.blockers:
        did.add("blocked")
    if did & set(selector.this_turn):
        return None
    return "it neither " + " nor ".join(_DID[w] for w in selector.this_turn) + " this turn"


_DID = {
    "attacked": "attacked",
    "blocked": "blocked",
    "was_blocked": "was blocked",
    "damaged": "was damaged",
    "dealt_damage": "dealt damage",
}


IN_BATTLE: dict[str, Check] = {"this_turn": this_turn}
"""The refinements of this module resolved in a battle only (during the turn, what the turn's own missions did is
not recorded yet: refused there)."""


CHECKS: dict[str, Check] = {
    "affiliation": affiliation,
    "unaffiliated": unaffiliated,
    "min_damage_counters": min_damage_counters,
    "min_counters": min_counters,
}
"""The refinements of this module, by name."""
FIELDS = frozenset(CHECKS)
