"""Missiles turned on the 'Mech that fired them (DSL ``redirect_missiles``): Sabotaged Missiles, revealed as a 'Mech
assigns missiles, makes those missiles deal twice their damage to that 'Mech and none to their targets (revealed in
answer by judge/bttcg/reactions.py, the scenario writing the reveal right after the ``fire`` it answers).

Rules: a card's text makes the exception (rulebook p.9); missiles are part of the Unit's damage, their dice rolled when
damage resolves (rulebook p.31: 1-2 deal that much, 3 with Munitions; CE rulings, Missiles), all damage resolving at
once, prevention and then armor once for the lump sum (rulebook p.29-30). So each missile the 'Mech just fired is rolled
as damage resolves, as usual, and deals twice its damage to the 'Mech itself, with its other damage; its targets receive
none of it. Refused out loud: NARC or Anti-Missile in the battle (whose group's Anti-Missile or NARC changes missiles
that hit their own firer is not written), and any other wording."""

from __future__ import annotations

from judge.bttcg import rules as r
from judge.bttcg.state import Battle, MissileVolley, Position, UnsupportedError
from judge.bttcg.stats import all_abilities
from judge.dsl import models as m

CARDS_MAKE_EXCEPTIONS = "rulebook/about-this-rulebook-2"
"""Rulebook p.9: cards make exceptions to the rules."""
RULE_IDS = (CARDS_MAKE_EXCEPTIONS, r.MISSILE, r.RESOLVE_DAMAGE)


def handles(effect: m.Effect) -> bool:
    """The missiles just assigned deal their damage, multiplied, to the 'Mech that fired them instead."""
    to = effect.to if isinstance(effect, m.RedirectMissiles) else None
    return (
        isinstance(effect, m.RedirectMissiles)
        and isinstance(to, m.ThatOne)
        and to.index is None
        and to.among is None
        and not to.plural
    )


def turn_on_firer(pos: Position, battle: Battle, source: str, unit: str, effect: m.Effect) -> None:
    """The missiles ``unit`` fired (its Missile option, once each mission) now hit ``unit``, ``factor`` times.

    :raises UnsupportedError: with NARC or Anti-Missile in the battle (see the module)."""
    assert isinstance(effect, m.RedirectMissiles)
    for fighter in battle.fighters:
        keywords = {a.name for a in all_abilities(pos, fighter) if isinstance(a, m.Keyword)}
        if keywords & {"NARC", "Anti-Missile"}:
            raise UnsupportedError(
                f"{source}: missiles turned on the 'Mech that fired them, with NARC or Anti-Missile in the battle "
                f"({pos.name(fighter)}): the engine does not execute this yet"
            )
    fired = [v for v in battle.volleys if v.unit == unit]
    battle.volleys = [v for v in battle.volleys if v.unit != unit] + [
        MissileVolley(unit, unit, v.count, effect.factor) for v in fired
    ]
    count = sum(v.count for v in fired)
    battle.fighters[unit].missiles = {unit: count} if count else {}  # what it "dealt damage to" (refinements_battle)
    pos.note(
        f"{source}: the {count} missile(s) {pos.name(unit)} fired deal {effect.factor} times their damage to "
        f"{pos.name(unit)} instead of to their targets (rolled when damage resolves)",
        CARDS_MAKE_EXCEPTIONS,
        r.MISSILE,
        r.RESOLVE_DAMAGE,
    )


__all__ = ["RULE_IDS", "handles", "turn_on_firer"]
