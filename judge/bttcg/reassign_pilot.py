"""A Pilot reassigned by a Mission card during a battle ("reassign a pilot from one of your untapped 'Mechs to
another one of your 'Mechs": Reassigned Pilot).

The rules it follows: a Mission card affects only attacking Units, blocking Units or the target (rulebook p.32: both
'Mechs are chosen among them, in ``choose``: the 'Mech the Pilot leaves, then the 'Mech it goes to); Pilots go only
on 'Mechs, one Pilot to a 'Mech, so the 'Mech it goes to has no Pilot (rulebook p.20, glossary, Pilot; CE rulings,
Reassigning Pilots: "you must have at least one unpiloted 'Mech"); a reassignment that would take the 'Mech's
attack below 0 is not allowed (1997 rulings, Reassigning Pilots; CE rulings, Unit Stats); reassigning taps neither
'Mech (1997 rulings, Reassigning Pilots). The Pilot's bonuses leave one 'Mech and reach the other at once: an
attack that changes after its damage was assigned is assigned again or taken back (rulebook p.28), armor counts when
damage resolves. The rules of a reassignment are those of the Deploy phase's (``deploy.pilot_of``,
``deploy.below_zero``); a Pilot that "cannot be reassigned" is refused, as there."""

from __future__ import annotations

from judge.bttcg import rules as r
from judge.bttcg import turn_rules as t
from judge.bttcg.interpret_targets import Context, resolve_target, target_problem
from judge.bttcg.state import UnsupportedError
from judge.bttcg.stats import attack, check_supported, initiative
from judge.dsl import models as m

RULE_IDS = (
    r.MISSION_CARDS_AFFECT,
    t.REASSIGN_NEEDS_UNPILOTED_MECH,
    t.REASSIGN_NOT_BELOW_ZERO,
    t.STATS_NOT_BELOW_ZERO,
    t.REASSIGN_DOES_NOT_TAP,
    t.PILOTS_ONLY_ON_MECHS,
)


def _plain(target: m.Target) -> m.Target:
    """ "another one of your 'Mechs": the selector without "another" (checked against the first 'Mech here)."""
    if isinstance(target, m.Selector) and target.other and target.in_group_with is None:
        return target.model_copy(update={"other": False})
    return target


def problem(effect: m.ReassignPilot) -> str | None:
    """Why the engine cannot execute this reassignment yet, or ``None``."""
    if not isinstance(effect.source, m.Selector) or not isinstance(effect.to, m.Selector):
        return "reassigning a Pilot between 'Mechs not chosen by a selector"
    return target_problem(effect.source) or target_problem(_plain(effect.to))


def run(ctx: Context, effect: m.ReassignPilot) -> None:
    """Moves the Pilot of the 'Mech chosen first onto the 'Mech chosen second."""
    from judge.bttcg.deploy import pilot_of, reassignment_problem

    pos, battle = ctx.pos, ctx.battle
    source = pos.name(ctx.source)
    picked = resolve_target(ctx, effect.source)
    if ctx.failed or not picked:
        return
    leaving = picked[0]
    pilot = pilot_of(pos, leaving)
    if pilot is None:
        ctx.violate(f"{source}: {pos.name(leaving)} has no Pilot to reassign", t.REASSIGN_PILOTS)
        return
    to = resolve_target(ctx, _plain(effect.to))
    if ctx.failed or not to:
        return
    mech = to[0]
    face = pos.faces[pilot]
    if mech == leaving:
        ctx.violate(f"{source}: {face.name} goes to another 'Mech, not back to {pos.name(mech)}", t.REASSIGN_PILOTS)
        return
    if pos.faces[mech].unit_type != "mech":
        ctx.violate(f"{source}: {pos.name(mech)} is not a 'Mech: Pilots go only on 'Mechs", t.PILOTS_ONLY_ON_MECHS)
        return
    refused = reassignment_problem(pos, face, mech)
    if refused is not None:
        ctx.violate(f"{source}: {refused[0]}", *refused[1])
        return
    fighters = [battle.fighters[c] for c in (leaving, mech) if c in battle.fighters and not battle.fighters[c].removed]
    before = {f.card_id: attack(pos, battle, f) for f in fighters}
    scores = [initiative(pos, battle, p) for p in pos.players]
    pos.cards[pilot].on = mech
    if [initiative(pos, battle, p) for p in pos.players] != scores:
        pos.cards[pilot].on = leaving
        raise UnsupportedError(
            f"{source}: {face.name} moved between a Unit that fights and one that does not changes initiative after "
            "it was determined: the engine does not execute this yet"
        )
    if mech in battle.fighters:
        check_supported(pos, mech)  # the Pilot's abilities on its new 'Mech, as for any card in the battle
    pos.note(
        f"{source}: {face.name} is reassigned from {pos.name(leaving)} to {pos.name(mech)}; neither 'Mech taps",
        r.MISSION_CARDS_AFFECT,
        t.REASSIGN_NEEDS_UNPILOTED_MECH,
        t.REASSIGN_DOES_NOT_TAP,
    )
    for fighter in fighters:
        delta = attack(pos, battle, fighter) - before[fighter.card_id]
        if delta and ctx.attack_changed is not None:
            ctx.attack_changed(fighter.card_id, delta, ctx.action)


__all__ = ["RULE_IDS", "problem", "run"]
