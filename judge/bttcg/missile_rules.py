"""Changes of a Unit's missile rolls by its own text or its Pilot's or Enhancement's (DSL ``missile_rule``): "Add 1 to
each missile roll for enhanced 'Mech." (``roll_bonus``), "Enhanced Unit's missiles deal 3 damage on a roll of 3 even
without Munitions." (``damage`` on a ``roll``), read as the missiles' damage resolves (``damage.Resolver``'s table of
one missile's damage per die face).

Rules: a missile's die: 1 or 2 deal that much, 3 deals 3 with Munitions, 4-6 nothing (rulebook p.31, Missile; p.14,
Munitions); a card's text makes exceptions to the rules (rulebook p.9); NARC subtracts from the roll and Anti-Missile
from each missile's damage (rulebook p.31; CE rulings, Anti-Missile: "each missile fired at that group would deal -2
damage"), with the text's changes to the roll: a roll bonus is added to the die, the roll NARC may lower. Refused
out loud (``stats.check_supported``): "extra damage" per missile (whether a missile that misses deals it is not
settled), a roll lowered, a damage on a roll of 3 that does not say whether Munitions is needed, conditions."""

from __future__ import annotations

from collections.abc import Sequence

from judge.bttcg.state import Position, is_active
from judge.dsl import models as m

_OWN = (m.This,)
_ON_IT = (m.Enhanced, m.PilotedUnit, m.ThatOne)


def _executed(effect: m.Effect, attached: bool) -> bool:
    if not isinstance(effect, m.MissileRule) or not isinstance(effect.fired_by, _ON_IT if attached else _OWN):
        return False
    if effect.extra or effect.roll_bonus < 0:
        return False
    if (effect.roll is None) != (effect.damage is None):
        return False
    if effect.roll == 3 and not effect.without_munitions:
        return False
    return effect.roll_bonus > 0 or effect.roll is not None


def supported(ability: m.Ability, attached: bool) -> bool:
    """Whether the ability is always on and only changes its Unit's missile rolls as executed here (``attached``: a
    Pilot's or Enhancement's, of the Unit it is on)."""
    if not isinstance(ability, m.Static) or ability.conditions or ability.used or not ability.effects:
        return False
    return all(_executed(e, attached) for e in ability.effects)


def rules_for(pos: Position, unit: str) -> list[m.MissileRule]:
    """The missile changes of the Unit's own text and of the Pilots and Enhancements on it."""
    sources = [(unit, False)] + [(c, True) for c, s in pos.cards.items() if s.on == unit and is_active(s)]
    found: list[m.MissileRule] = []
    for card_id, attached in sources:
        for ability in pos.faces[card_id].abilities:
            if isinstance(ability, m.Static) and supported(ability, attached):
                found += [e for e in ability.effects if isinstance(e, m.MissileRule)]
    return found


def missile_damage(roll: int, munitions: bool) -> int:
    """1-2 deal 1-2; 3 deals 3 only with Munitions; 4-6 (and above) nothing (rulebook p.31)."""
    if roll in (1, 2):
        return roll
    if roll == 3:
        return 3 if munitions else 0
    return 0


def damage(rules: Sequence[m.MissileRule], roll: int, lowered: int, munitions: bool) -> int:
    """One missile's damage for a die ``roll`` the firer's NARC ``lowered``, with the Unit's missile changes: the
    roll bonuses added, then a damage the text gives on that roll in place of the table's."""
    final = roll + sum(r.roll_bonus for r in rules) - lowered
    given = [r.damage for r in rules if r.roll == final and r.damage is not None]
    return max(given) if given else missile_damage(final, munitions)
