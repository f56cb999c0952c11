"""Damage assignment in a battle (rulebook p.27-28): each Unit's damage assigned by its player and checked, a
reassignment after its attack changed, and at the end of the battle the one default of strict mode (damage with
exactly one possible recipient goes there; any other damage left unassigned is a violation, scenario-format.md).
The :class:`~judge.bttcg.battle.BattleRunner` calls these with itself."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.bttcg import rules as r
from judge.bttcg.misrulings import DEPLETED_DEALS_DAMAGE, REDUCED_DAMAGE_REASSIGNED
from judge.bttcg.redirect import check_assignment, check_complete, host_share
from judge.bttcg.scenario import Action
from judge.bttcg.state import Fighter
from judge.bttcg.stats import attack, bonus_usable, limited_bonuses, long_range
from judge.misrulings import misruled

if TYPE_CHECKING:
    from judge.bttcg.battle import BattleRunner


def assign_damage(runner: BattleRunner, index: int, action: Action) -> None:
    """A player's assignment of a Unit's damage, checked: its recipients on the other side of the battle, all of
    its damage and no more, Long-Range when blocked, a limited bonus only where usable, a reassignment only as its
    changed attack allows, and redirections (rulebook p.27-28)."""
    card_id = action.assign or ""
    fighter = runner._own_fighter(index, action, card_id)
    if fighter is None:
        return
    face = runner.pos.faces[card_id]
    to = dict((action.to or {}).items())
    if runner._depleted(index, fighter, fired=any(to.values())):
        return
    allowed = runner.recipients(fighter, redirect=True)
    for recipient in to:
        if recipient not in allowed:
            rules = (
                (r.TARGET_DAMAGE_ONLY_IF_IN_BATTLE,) if recipient == runner.battle.target else (r.DAMAGE_EQUALS_ATTACK,)
            )
            runner.pos.violate(
                index,
                f"{face.name} cannot assign damage to {runner.pos.name(recipient)}: "
                "it is not on the other side of the battle",
                *rules,
            )
            return
    value = damage_to_assign(runner, fighter)
    b = runner.battle
    reach_needed = fighter.player == b.attacker and fighter.only_to is None
    share = host_share(runner.pos, to, b.target)
    if share and b.blocked and not b.include_target and reach_needed:
        reach = long_range(runner.pos, b, fighter)
        if share > reach:
            runner.pos.violate(
                index,
                f"{face.name} is blocked: it may deal only {reach} of its damage to the target (Long-Range)",
                r.LONG_RANGE,
                r.TARGET_DAMAGE_ONLY_IF_IN_BATTLE,
            )
            return
    bonuses = limited_bonuses(runner.pos, fighter)
    if sum(to.values()) != value:
        runner.pos.violate(
            index, f"{face.name} deals {value} damage; {sum(to.values())} assigned", r.DAMAGE_EQUALS_ATTACK
        )
        return
    plain = sum(n for t, n in to.items() if not any(bonus_usable(runner.pos, fighter, k, t) for _, k in bonuses))
    if bonuses and plain > max(attack(runner.pos, runner.battle, fighter), 0):
        kinds = " and ".join(k for _, k in bonuses)
        runner.pos.violate(
            index,
            f"{face.name}: the bonus of {kinds} goes only where it is usable, not to the other recipients",
            r.KEYWORD_ON_CARD,
            r.DAMAGE_EQUALS_ATTACK,
        )
        return
    old = fighter.assigned
    if old is not None and not _may_reassign(runner, index, fighter, old, to):
        return
    if not check_assignment(runner.pos, b, index, fighter, to):
        return
    fighter.assigned = {t: n for t, n in to.items() if n}
    fighter.pending = None
    parts = ", ".join(f"{n} to {runner.pos.name(t)}" for t, n in to.items() if n) or "nothing"
    runner.pos.note(f"{action.by} assigns {face.name}'s damage: {parts}", r.ASSIGN_DAMAGE, r.DAMAGE_EQUALS_ATTACK)


def damage_to_assign(runner: BattleRunner, fighter: Fighter) -> int:
    """The damage a Unit's assignment gives out, all of it and no more (rulebook p.27-28: "Each of your Units deals
    an amount of damage equal to its attack value"): its attack, with each limited bonus usable against one of its
    possible recipients (judge/bttcg/stats.py: ``limited_bonuses``)."""
    allowed = runner.recipients(fighter, redirect=True)
    value = max(attack(runner.pos, runner.battle, fighter), 0)
    bonuses = limited_bonuses(runner.pos, fighter)
    return value + sum(n for n, k in bonuses if any(bonus_usable(runner.pos, fighter, k, a) for a in allowed))


def _may_reassign(runner: BattleRunner, index: int, fighter: Fighter, old: dict[str, int], to: dict[str, int]) -> bool:
    """Whether a Unit whose damage was assigned before may take this new assignment: none unless its attack
    changed; after a rise only the new damage goes anywhere, after a drop the lost damage is only taken back from
    where it went (rulebook p.28; CE rulings). Records the violation when not."""
    name = runner.pos.name(fighter.card_id)
    if misruled(REDUCED_DAMAGE_REASSIGNED) and fighter.lowered:
        return True  # the mistake: after its attack dropped, the Unit's damage goes wherever its player likes
    if fighter.pending is None:
        runner.pos.violate(
            index, f"{name}'s damage is already assigned and cannot be reassigned", r.ATTACK_CHANGES_AFTER_ASSIGNING
        )
        return False
    if fighter.pending == "lower" and any(n > old.get(t, 0) for t, n in to.items()):
        runner.pos.violate(
            index,
            f"{name}: lost damage is only taken back, never moved",
            r.ATTACK_CHANGES_AFTER_ASSIGNING,
            r.TAKE_BACK_CHOICE,
        )
        return False
    if fighter.pending == "raise" and any(n < old.get(t, 0) for t, n in old.items() for n in [to.get(t, 0)]):
        runner.pos.violate(
            index,
            f"{name}: damage already assigned cannot be reassigned; only the new damage is",
            r.ATTACK_CHANGES_AFTER_ASSIGNING,
        )
        return False
    return True


def finish_assignments(runner: BattleRunner) -> None:
    """The one default of strict mode: damage with exactly one possible recipient goes there; any other damage
    left unassigned is a violation (scenario-format.md, rulebook p.27)."""
    for fighter in runner.battle.active():
        name = runner.pos.name(fighter.card_id)
        if deals_no_damage_depleted(fighter):
            if fighter.attack_mod or runner.pos.faces[fighter.card_id].attack:
                runner.pos.note(
                    f"{name} was depleted at the start of the battle: it deals no damage",
                    r.DEPLETED_DEALS_NO_DAMAGE,
                )
            continue
        value = max(attack(runner.pos, runner.battle, fighter), 0)
        if fighter.deals_no_damage and fighter.assigned is None:
            continue  # all the damage it deals is prevented: where it would go does not matter
        if fighter.pending is not None:
            runner.pos.violate(
                None,
                f"{name}'s attack changed after its damage was assigned "
                "to several cards, and no new assignment says where",
                r.ATTACK_CHANGES_AFTER_ASSIGNING,
                r.TAKE_BACK_CHOICE,
            )
            continue
        if fighter.assigned is not None or value == 0:
            continue
        allowed = runner.recipients(fighter)
        if len(allowed) == 1:
            value += sum(
                n for n, k in limited_bonuses(runner.pos, fighter) if bonus_usable(runner.pos, fighter, k, allowed[0])
            )
            fighter.assigned = {allowed[0]: value}
            runner.pos.note(
                f"{name}'s {value} damage goes to {runner.pos.name(allowed[0])}, its only possible recipient",
                r.ASSIGN_DAMAGE,
            )
        elif allowed:
            runner.pos.violate(
                None,
                f"{name}'s {value} damage is not assigned (possible: {', '.join(runner.pos.name(a) for a in allowed)})",
                r.ASSIGN_DAMAGE,
            )
    check_complete(runner.pos, runner.battle)


def deals_no_damage_depleted(fighter: Fighter) -> bool:
    """Whether the Unit was depleted at the start of the battle, so that it deals no damage (rulebook p.28)."""
    if misruled(DEPLETED_DEALS_DAMAGE):
        return False  # the mistake: a depleted Unit deals its damage
    return fighter.depleted_at_start


def attack_changed(run: BattleRunner, card_id: str, delta: int, index: int | None) -> None:
    """A Unit's attack changed: after assigning, new damage is assigned at once and lost damage taken back
    from where it went (rulebook p.28; CE rulings)."""
    fighter = run.battle.fighters[card_id]
    if fighter.assigned is None or delta == 0:
        return
    name = run.pos.name(card_id)
    fighter.lowered = fighter.lowered or delta < 0
    targets = [t for t, n in fighter.assigned.items() if n]
    if delta < 0 and len(targets) <= 1:
        for t in targets:
            fighter.assigned[t] = max(0, fighter.assigned[t] + delta)
        run.pos.note(
            f"{name}'s attack drops by {-delta}: that damage is taken back "
            f"from {run.pos.name(targets[0]) if targets else 'nothing'}",
            r.ATTACK_CHANGES_AFTER_ASSIGNING,
        )
        return
    allowed = run.recipients(fighter)
    if delta > 0 and len(allowed) == 1:
        fighter.assigned[allowed[0]] = fighter.assigned.get(allowed[0], 0) + delta
        run.pos.note(
            f"{name}'s attack rises by {delta}: the new damage goes to {run.pos.name(allowed[0])}",
            r.ATTACK_CHANGES_AFTER_ASSIGNING,
        )
        return
    fighter.pending = "raise" if delta > 0 else "lower"
    run.pos.note(
        f"{name}'s attack {'rises' if delta > 0 else 'drops'} by "
        f"{abs(delta)} after its damage was assigned: its player says where",
        r.ATTACK_CHANGES_AFTER_ASSIGNING,
        r.TAKE_BACK_CHOICE if delta < 0 else r.RAISE_AFTER_ASSIGNING,
    )


__all__ = ["assign_damage", "attack_changed", "damage_to_assign", "deals_no_damage_depleted", "finish_assignments"]
