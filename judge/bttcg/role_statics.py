"""A stat change that holds while a Unit has a role in the battle: "~ gets +2 attack while attacking", "~ gets +2
armor when blocking", "'Mech piloted by ~ gets +1 armor while blocking" (a ``static`` ability whose conditions are all
``unit_role``). The role is the Unit's in this battle (Glossary, Group: the attacking Units are one group, the
blocking Units another; rulebook p.26: a Unit in the battle, and the Pilots and Enhancements on it, affect it); the
change holds for as long as the Unit has it, so it is read with the Unit's other stats
(:func:`judge.bttcg.stats.attack`, :func:`judge.bttcg.stats.armor`), the condition checked by
:func:`judge.bttcg.ability_conditions.problem`. Any other conditional static ability stays refused by
``stats.check_supported``."""

from __future__ import annotations

from judge.bttcg import ability_conditions
from judge.bttcg.state import Battle, Position
from judge.dsl import models as m

_ON_HOST = (m.PilotedUnit, m.Enhanced, m.ThatOne)
"""What a Pilot's or Enhancement's change names: the Unit it is on."""


def supported(ability: m.Ability, *, attached: bool) -> bool:
    """Whether :func:`bonus` executes this ability (``attached``: of a Pilot or Enhancement on the Unit)."""
    if not isinstance(ability, m.Static) or ability.used or not ability.conditions or not ability.effects:
        return False
    if not all(isinstance(c, m.UnitRole) for c in ability.conditions):
        return False
    target = _ON_HOST if attached else (m.This,)
    return all(
        isinstance(e, m.ModifyStat)
        and e.stat in ("attack", "armor")
        and isinstance(e.target, target)
        and not (isinstance(e.target, m.ThatOne) and (e.target.index or e.target.among or e.target.plural))
        and not (e.from_roll or e.amount_from or e.only_against)
        for e in ability.effects
    )


def states_modifier(abilities: tuple[m.Ability, ...]) -> bool:
    """Whether a Pilot's or Enhancement's text states a modifier of its Unit while in a role (its printed signed
    stats are then that text's, not added besides: ``stats.attachment_bonus``)."""
    return any(supported(a, attached=True) for a in abilities)


def bonus(pos: Position, battle: Battle, card_id: str, stat: str) -> int:
    """What the Unit's own role-conditioned changes, and those of the cards on it, add to ``stat`` now."""
    total = 0
    on_it = [c for c, s in pos.cards.items() if s.on == card_id and s.zone not in ("hand", "scrapheap", "stockpile")]
    for source in [card_id, *on_it]:
        for ability in pos.faces[source].abilities:
            if not supported(ability, attached=source != card_id):
                continue
            assert isinstance(ability, m.Static)
            if any(ability_conditions.problem(pos, battle, source, c) is not None for c in ability.conditions):
                continue
            total += sum(e.amount for e in ability.effects if isinstance(e, m.ModifyStat) and e.stat == stat)
    return total


__all__ = ["bonus", "states_modifier", "supported"]
