"""More selector refinements (issue 18 item 3 f; ``grammar/selectors.lark``, its last block), one
function each, composed by :func:`judge.bttcg.refinements.misfit` like the others:

- ``speeds``: "that are moderate or fast": the card's speed now is one of them (rulebook, Units: every Unit is slow,
  moderate or fast; a Pilot or Enhancement may set it: ``speeds.speed_of``);
- ``max_tons``: "a 'Mech of 40 tons or less": a Unit of at most that tonnage (glossary, Tonnage: printed on the card);
- ``not_this_turn``: "that has not attacked this turn": the card did none of these this turn (the scenario's
  ``this_turn``, and what it does in the battle under way: rulebook p.24, the attacking group attacks; Blocking);
- ``compared_stat``: "with equal or lower attack than ~": the card's attack (armor, structure) now compared with this
  card's, both in the battle under way (rulebook p.26-29: a Unit's attack and armor in a battle are its printed
  ones with every change that applies).
"""

from __future__ import annotations

from judge.bttcg.refinements_base import Check, Where, face_of
from judge.bttcg.state import UnsupportedError
from judge.dsl import models as m


def speeds(where: Where, selector: m.Selector, card_id: str) -> str | None:
    """ "target Unit that is moderate or fast": a Unit whose speed now is one of these (rulebook, Units)."""
    from judge.bttcg.speeds import speed_of

    face = face_of(where, card_id)
    if face is None or face.kind != "unit":
        return "it has no speed"
    speed = speed_of(where.pos, card_id)
    return None if speed in selector.speeds else f"it is {speed}"


def max_tons(where: Where, selector: m.Selector, card_id: str) -> str | None:
    """ "a 'Mech of 40 tons or less": a Unit of at most that tonnage (glossary, Tonnage); other cards have none.

    :raises UnsupportedError: for a Unit whose tonnage the scenario does not give (an inline Unit)."""
    face = face_of(where, card_id)
    most = selector.max_tons
    assert most is not None
    if face is None or face.kind != "unit":
        return "it has no tonnage"
    if face.tons is None:
        raise UnsupportedError(
            f"the tonnage of {face.name} is not known (an inline Unit has none: name a pool card with 'card:')"
        )
    return None if face.tons <= most else f"it weighs {face.tons} tons"


_DID = {"attacked": "attacked", "blocked": "blocked", "was_blocked": "was blocked", "damaged": "was damaged"}


def not_this_turn(where: Where, selector: m.Selector, card_id: str) -> str | None:
    """ "each 'Mech that has not attacked this turn": the card did none of these earlier this turn (the scenario's
    ``this_turn``) nor does it in the battle under way (rulebook p.24: the attacking group attacks; Blocking: the
    blocking Units block and the attack is blocked). Damage resolves only at a battle's end (rulebook p.29): only
    earlier battles' damage counts."""
    if card_id.endswith(".stockpile"):
        return None
    did = set(where.pos.cards[card_id].this_turn)
    battle = where.battle
    if battle is not None and card_id in battle.group:
        did |= {"attacked", "was_blocked"} if battle.blockers else {"attacked"}
    if battle is not None and card_id in battle.blockers:
        did.add("blocked")
    done = [w for w in selector.not_this_turn if w in did]
    return f"it {_DID[done[0]]} this turn" if done else None


def compared_stat(where: Where, selector: m.Selector, card_id: str) -> str | None:
    """ "target Unit with equal or lower attack than ~": the card's stat now against this card's, both fighting in
    the battle under way (rulebook p.26-29).

    :raises UnsupportedError: measured against another card than this one, or either card not in the battle."""
    from judge.bttcg import stats

    stat, relation = selector.compared_stat, selector.compared
    assert stat is not None and relation is not None
    battle = where.battle
    if selector.compared_with != "this" or where.source is None or battle is None:
        raise UnsupportedError("the engine compares a stat only with this card's, both in the battle under way")
    values: list[int] = []
    for card in (card_id, where.source):
        fighter = battle.fighters.get(card)
        if fighter is None:
            raise UnsupportedError(f"{where.pos.name(card)} is not in the battle: its {stat} now is not compared")
        if stat == "attack":
            values.append(stats.attack(where.pos, battle, fighter))
        elif stat == "armor":
            values.append(stats.armor(where.pos, battle, fighter, card))
        else:
            found = stats.structure(where.pos, card)
            if found is None:
                raise UnsupportedError(f"{where.pos.name(card)} has no structure")
            values.append(found)
    mine, theirs = values
    holds = {
        "lower": mine < theirs,
        "equal_or_lower": mine <= theirs,
        "higher": mine > theirs,
        "equal_or_higher": mine >= theirs,
        "equal": mine == theirs,
    }[relation]
    return None if holds else f"its {stat} is {mine}, against {theirs}"


ANYWHERE: dict[str, Check] = {"speeds": speeds, "max_tons": max_tons}
"""Resolved in a battle and during the turn alike."""
IN_BATTLE: dict[str, Check] = {"not_this_turn": not_this_turn, "compared_stat": compared_stat}
"""Resolved in a battle only (during the turn, what the turn's own missions did is not recorded; no stat is
compared outside a battle)."""
CHECKED_WITH = frozenset({"compared", "compared_with"})
"""The fields :func:`compared_stat` checks with its own (no check of their own)."""
