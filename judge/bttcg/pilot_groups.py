"""What a Pilot gives the group of the 'Mech it pilots, beyond a plain stat change (group_stats.py): attack for each
other 'Mech of the group ("'Mech piloted by Jaime Wolf gets +1 attack for each other 'Mech in a group that includes
'Mech piloted by Jaime Wolf"), and damage prevented to each 'Mech of the group ("Prevent up to 2 damage to each 'Mech
in a group that includes 'Mech piloted by Kai Allard-Liao").

A group is the attacking Units, or the blocking Units with the target if it is included (Glossary, Group); only the
Units still in the battle count, and a Pilot whose 'Mech is removed from the battle no longer gives anything (CE
General Rulings, Removing Units from Battle); a Pilot affects the battle only through the 'Mech it is on, while that
'Mech is in the battle (rulebook p.26). The abilities are continuous: always on, without anyone using them (Glossary).
Prevention is applied as damage resolves, before armor (rulebook p.29-30: "prevent damage" first, then armor); "up
to 2" is 2, no action of the scenario being able to say less as damage resolves (scenario-format.md: "an amount the
text says is 'up to N' is N unless amounts says less").

Refused, never guessed: a group holding a Unit that is not a 'Mech, for a text that says 'Mech (rulebook p.40, Unit
Revision: an older printing's 'Mech may read as Unit, "For Pilots, only references to the piloted 'Mech do not
change"; which reading holds is left to the rows of that table, not settled here), and such prevention on a card
that also takes structure damage (judge/bttcg/damage_changes.py refuses prevention beside it).
"""

from __future__ import annotations

from collections.abc import Iterator

from judge.bttcg.state import Battle, Fighter, Position, Shield, UnsupportedError
from judge.bttcg.unit_types import UNIT_NOUNS, noun_fits
from judge.dsl import models as m

_GROUP_FIELDS = frozenset({"kind", "quantifier", "noun", "in_group_with", "other"})


def _pilots_group(target: m.Target) -> m.Selector | None:
    """ "each (other) 'Mech in a group that includes 'Mech piloted by this card": the selector, else ``None``."""
    if not isinstance(target, m.Selector) or target.quantifier not in ("each", "all"):
        return None
    if target.noun not in UNIT_NOUNS or target.in_group_with != "piloted_unit":
        return None
    return target if set(target.model_dump(exclude_defaults=True)) <= _GROUP_FIELDS else None


def for_each_change(effect: m.Effect) -> bool:
    """ "'Mech piloted by this card gets +1 attack for each other 'Mech in a group that includes it"."""
    if not isinstance(effect, m.ForEach) or _pilots_group(effect.each) is None or not effect.effects:
        return False
    return all(
        isinstance(e, m.ModifyStat)
        and isinstance(e.target, m.PilotedUnit)
        and e.stat == "attack"
        and not e.from_roll
        and e.amount_from is None
        and e.only_against is None
        for e in effect.effects
    )


def group_shield(effect: m.Effect) -> bool:
    """ "Prevent up to 2 damage to each 'Mech in a group that includes 'Mech piloted by this card"."""
    return (
        isinstance(effect, m.PreventDamage)
        and (group := _pilots_group(effect.target)) is not None
        and not group.other
        and effect.amount_of is None
        and effect.chooser == "you"
        and effect.amount > 0
    )


def executed(effect: m.Effect) -> bool:
    """Whether this effect of a Pilot's continuous ability is executed here."""
    return for_each_change(effect) or group_shield(effect)


def _effects_on(pos: Position, unit: str) -> Iterator[tuple[str, m.Effect]]:
    """The effects executed here of the continuous abilities always on of the cards on the Unit."""
    for card_id, state in pos.cards.items():
        if state.on != unit or state.zone in ("hand", "scrapheap", "stockpile"):
            continue  # any card on the Unit whose text names the 'Mech it pilots (a Pilot, by its text)
        for ability in pos.faces[card_id].abilities:
            if isinstance(ability, m.Static) and not ability.conditions and not ability.used:
                yield from ((card_id, e) for e in ability.effects if executed(e))


def _members(pos: Position, battle: Battle, pilot: str, player: str, selector: m.Selector) -> list[str]:
    """The Units of the group the selector names.

    :raises UnsupportedError: for a group with a Unit other than a 'Mech, the text saying 'Mech (the module)."""
    group = [f.card_id for f in battle.side(player) if pos.faces[f.card_id].kind == "unit"]
    if selector.noun == "mech" and any(pos.faces[c].unit_type != "mech" for c in group):
        raise UnsupportedError(
            f"{pos.name(pilot)}: its text says 'Mech and the group holds a Unit that is not a 'Mech: whether an older "
            "printing's 'Mech reads as Unit here (rulebook p.40, Unit Revision) is not settled by the engine yet"
        )
    return [c for c in group if noun_fits(selector.noun, pos.faces[c].unit_type)]


def attack_bonus(pos: Position, battle: Battle, fighter: Fighter) -> int:
    """What the fighter's Pilot gives it for each other Unit of its group."""
    total = 0
    for pilot, effect in _effects_on(pos, fighter.card_id):
        if not isinstance(effect, m.ForEach) or not for_each_change(effect):
            continue
        selector = _pilots_group(effect.each)
        assert selector is not None
        members = _members(pos, battle, pilot, fighter.player, selector)
        count = sum(1 for c in members if not (selector.other and c == fighter.card_id))
        total += count * sum(e.amount for e in effect.effects if isinstance(e, m.ModifyStat))
    return total


def shields(pos: Position, battle: Battle) -> list[Shield]:
    """The prevention the Pilots of each group give its Units as damage resolves: one shield per Pilot's ability and
    Unit (cumulative), its source the Pilot (named in the trace)."""
    found: list[Shield] = []
    for member in battle.active():
        for pilot, effect in _effects_on(pos, member.card_id):
            if isinstance(effect, m.PreventDamage) and group_shield(effect):
                selector = _pilots_group(effect.target)
                assert selector is not None
                found += [
                    Shield(c, effect.amount, pilot) for c in _members(pos, battle, pilot, member.player, selector)
                ]
    return found


__all__ = ["attack_bonus", "executed", "for_each_change", "group_shield", "shields"]
