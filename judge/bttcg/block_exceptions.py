"""Exceptions to the speed rules of attacking and blocking that a Unit's own text, or a Pilot's or Enhancement's on it,
makes (rulebook p.9: a card's text makes exceptions to the rules), checked when a mission is declared:

- ``shift_speed`` for attacking and blocking: "'Mech piloted by Maneuvering Ace may attack and block as if one speed
  faster." The Unit counts as that much faster where the rules compare speeds for a mission: a Unit is attacked only by
  Units faster than it (rulebook p.24), a patrolling Unit blocks only attackers no faster than it (rulebook p.25). Being
  faster never narrows what a Unit may do there, so the "may" needs no answer. A speed beyond fast or below slow is
  refused where it decides the answer (a fast Unit "one speed faster" against a fast one): the rules do not say how
  it compares.
- ``cannot_be_blocked`` with ``except_by`` or ``by``: "If 'Mech piloted by Elite MechWarrior is fast, it cannot be
  blocked except by a fast 'Mech guarding the target." (1997 rulings, Elite 'MechWarrior: "a special ability unrelated
  to speed that lets them be blocked only by guarding 'Mechs"); "That 'Mech cannot be blocked by patrolling 'Mechs that
  are the same speed." (Navigation Computer); "~ cannot be blocked by Vehicles", "... by slow or moderate Units"
  (the blocker's type, CE rulings, Types of Units; its speed or slower). Checked when the Unit attacks alone; in a
  group, only "by patrolling 'Mechs that are the same speed", an exception to the speed rules of blocking (CE
  rulings, Navigation Computer) whose group answer the speed rule gives: a patrolling Unit blocks a group if it could
  block one member of it by speed (rulebook Glossary, Speed). For the others, which blocks of the whole group they
  forbid is not settled by the rules (1997 rulings, Elite 'MechWarrior: "unrelated to speed"), and is refused.
- ``ignore_speed`` for blocking: "Patrolling Units may block attacks against site enhanced by this card regardless of
  their speed." (Perimeter Alarm; 1997 rulings: "it lets the patrolling 'Mechs ignore the attacking 'Mech's speed for
  the purpose of declaring a block"), and, from a card revealed as the mission is declared, before blockers are
  assigned (CE rulings: Ambush!), "You may block the current attack with any of your untapped 'Mechs regardless of
  their speed." (Report from the Norns; :func:`grant`). Such a blocker ignores "cannot be blocked by patrolling 'Mechs
  that are the same speed" too (1997 rulings, Navigation Computer: "Perimeter Alarm will render Navigation Computer
  moot"), not "except by 'Mechs guarding the target" (1997 rulings, Elite 'MechWarrior: "unrelated to speed").

Only abilities about the card itself or the Unit a Pilot or Enhancement is on are executed (:func:`supported`), with
no condition but the Unit's own speed ("If 'Mech piloted by ... is fast"); anything else stays refused by
``stats.check_supported``."""

from __future__ import annotations

from judge.bttcg import rules as r
from judge.bttcg import terrain_battle
from judge.bttcg import turn_rules as t
from judge.bttcg.faces import SPEED_RANK
from judge.bttcg.lasting_speed import lasting_shift
from judge.bttcg.scenario import MissionSpec
from judge.bttcg.speeds import speed_of
from judge.bttcg.state import Battle, Position, UnsupportedError
from judge.bttcg.unit_types import UNIT_NOUNS, noun_fits
from judge.dsl import models as m

GROUP_SPEED = "rulebook/glossary-index/speed"
"""Patrolling Units can't block a group if they're slower than every member in that group."""
NAVIGATION_COMPUTER = "ce-rulings/navigation-computer"
"""The card changes the normal rules that determine whether the Unit can be blocked based on its speed."""

_PLAIN = frozenset({"kind", "quantifier", "noun", "speed", "guarding_target", "states", "same_speed"})
_PLAIN |= frozenset({"or_slower", "owner"})  # "cannot be blocked by slow or moderate Units", "by opposing Vehicles"
"""The selector fields of the Units that may (or may not) block checked here."""


def _on_it(target: m.Target, attached: bool) -> bool:
    return isinstance(target, (m.PilotedUnit, m.Enhanced, m.ThatOne) if attached else (m.This,))


def _blockers_selector(selector: m.Target | None) -> bool:
    if selector is None:
        return True
    return (
        isinstance(selector, m.Selector)
        and selector.noun in UNIT_NOUNS  # "by Vehicles": CE rulings, Types of Units
        and set(selector.model_dump(exclude_defaults=True)) <= _PLAIN
        and set(selector.states) <= {"patrolling"}
    )


def _block_grant(effect: m.Effect, against: type[m.Enhanced] | None) -> bool:
    """ "<Units> may block (attacks against the site this card enhances) regardless of their speed"."""
    if not isinstance(effect, m.IgnoreSpeed) or effect.action != "block":
        return False
    if not (effect.against is None if against is None else isinstance(effect.against, against)):
        return False
    target = effect.target
    return (
        isinstance(target, m.Selector)
        and target.quantifier in ("any", "all", "each")
        and target.noun in ("unit", "mech")
        and set(target.model_dump(exclude_defaults=True)) <= {"kind", "quantifier", "noun", "owner", "states"}
        and set(target.states) <= {"untapped", "patrolling"}
    )


def grants_block(effect: m.Effect) -> bool:
    """An effect of a card revealed as the mission is declared that :func:`grant` executes (for the rest of the
    mission, or this attack: the same here)."""
    if isinstance(effect, m.Lasting):
        return effect.until == "end_of_mission" and bool(effect.effects) and all(map(grants_block, effect.effects))
    return _block_grant(effect, None)


def grant(pos: Position, battle: Battle, player: str, source: str, effect: m.Effect) -> None:
    """The player's Units the effect lets block this mission regardless of their speed, kept on the battle."""
    if isinstance(effect, m.Lasting):
        for inner in effect.effects:
            grant(pos, battle, player, source, inner)
        return
    assert isinstance(effect, m.IgnoreSpeed) and isinstance(effect.target, m.Selector)
    selector = effect.target
    found = [
        c
        for c, state in pos.cards.items()
        if pos.faces[c].kind == "unit"
        and (selector.noun == "unit" or pos.faces[c].unit_type == "mech")
        and (selector.owner != "you" or pos.owners[c] == player)
        and (selector.owner != "opponent" or pos.owners[c] != player)
        and ("untapped" not in selector.states or not state.tapped)
        and state.zone in (("patrol",) if "patrolling" in selector.states else ("patrol", "guard"))
    ]
    battle.block_regardless += [c for c in found if c not in battle.block_regardless]
    names = ", ".join(pos.name(c) for c in found) or "none"
    pos.note(f"{pos.name(source)}: may block regardless of their speed: {names}", t.RULES_MAKE_EXCEPTIONS)


def blocks_regardless(pos: Position, spec: MissionSpec, blocker: str, battle: Battle | None) -> bool:
    """Whether the blocker may block this mission whatever the attackers' speed: a card revealed as it was declared
    says so (:func:`grant`), its own text ("~ may block Units of any speed"), or an Enhancement on the target
    ("Patrolling Units may block attacks against site enhanced by this card regardless of their speed")."""
    if battle is not None and blocker in battle.block_regardless:
        return True
    for source, effect in _exceptions(pos, blocker):
        if _own_block_grant(effect, attached=source != blocker):
            return True  # "~ may block Units of any speed" (its own text, or its Pilot's or Enhancement's)
    if spec.target.endswith(".stockpile") or spec.target not in pos.cards:
        return False
    for card_id, state in pos.cards.items():
        if state.on != spec.target or state.zone in ("hand", "scrapheap", "stockpile"):
            continue
        for ability in pos.faces[card_id].abilities:
            if not isinstance(ability, m.Static) or ability.conditions or ability.used:
                continue
            for effect in ability.effects:
                if _block_grant(effect, m.Enhanced) and isinstance(effect, m.IgnoreSpeed):
                    selector = effect.target
                    assert isinstance(selector, m.Selector)
                    face, where = pos.faces[blocker], pos.cards[blocker]
                    noun = selector.noun == "unit" or face.unit_type == "mech"
                    patrolling = "patrolling" not in selector.states or where.zone == "patrol"
                    if noun and patrolling:
                        return True
    return False


def _while_tapped(ability: m.Ability, attached: bool) -> bool:
    """ "If 'Mech piloted by Galen Cox is faster than attacking 'Mech opponent controls, 'Mech piloted by Galen Cox may
    block while tapped.": its only condition a comparison with the opposing attackers' speed, or none."""
    if not isinstance(ability, m.Static) or ability.used or not ability.effects:
        return False
    if not all(isinstance(e, m.BlockWhileTapped) and _on_it(e.target, attached) for e in ability.effects):
        return False
    for condition in ability.conditions:
        than = condition.than if isinstance(condition, m.SpeedCompared) else None
        if not isinstance(than, m.Selector) or than.states != ["attacking"] or than.noun not in ("mech", "unit"):
            return False
        if set(than.model_dump(exclude_defaults=True)) - {"kind", "quantifier", "noun", "owner", "states"}:
            return False
    return True


def blocks_while_tapped(pos: Position, spec: MissionSpec, blocker: str) -> bool:
    """Whether the tapped blocker's text, or its Pilot's or Enhancement's, lets it block (its speed compared with each
    attacking 'Mech: rulebook p.24-25 speeds).

    :raises UnsupportedError: when it is faster than some attackers and not others ("faster than attacking 'Mech"
        does not say which of several), or depleted (face down: whether it may block tapped is not settled).
    """
    sources = [(blocker, False)] + [
        (c, True) for c, s in pos.cards.items() if s.on == blocker and s.zone != "scrapheap"
    ]
    for card_id, attached in sources:
        for ability in pos.faces[card_id].abilities:
            if not _while_tapped(ability, attached) or not isinstance(ability, m.Static):
                continue
            if pos.cards[blocker].depleted:
                raise UnsupportedError(f"{pos.name(card_id)}: whether a depleted Unit may block while tapped")
            holds = True
            for condition in ability.conditions:
                assert isinstance(condition, m.SpeedCompared) and isinstance(condition.than, m.Selector)
                than = condition.than
                mine = SPEED_RANK.get(speed_of(pos, blocker) or "slow", 0)
                ranks = [
                    SPEED_RANK.get(speed_of(pos, a) or "slow", 0)
                    for a in spec.group
                    if a in pos.faces and (than.noun == "unit" or pos.faces[a].unit_type == "mech")
                ]
                verdicts = {(mine > rank) == condition.faster for rank in ranks if rank != mine} | {
                    False for rank in ranks if rank == mine
                }
                if len(verdicts) > 1:
                    raise UnsupportedError(
                        f"{pos.name(card_id)}: faster than some attacking 'Mechs and not others (which counts is not "
                        "settled)"
                    )
                holds = holds and verdicts == {True}
            if holds:
                return True
    return False


def _own_block_grant(effect: m.Effect, attached: bool) -> bool:
    """ "~ may block Units of any speed": the Unit itself (or the one a Pilot or Enhancement is on) blocks from
    patrol whatever the attackers' speed (rulebook p.25 makes the exception of speed; the card's text, p.9)."""
    return (
        isinstance(effect, m.IgnoreSpeed)
        and effect.action == "block"
        and effect.against is None
        and _on_it(effect.target, attached)
    )


def executes(effect: m.Effect, attached: bool) -> bool:
    """Whether this effect is an exception :func:`check`, :func:`not_faster`, :func:`too_slow_to_block` and
    :func:`blocks_regardless` execute."""
    if (attached and _block_grant(effect, m.Enhanced)) or _own_block_grant(effect, attached):
        return True
    if isinstance(effect, m.ShiftSpeed):
        return _on_it(effect.target, attached) and set(effect.only_for) <= {"attack", "block"}
    if isinstance(effect, m.CannotBeBlocked):
        plain = (effect.by is None) != (effect.except_by is None)
        return plain and _on_it(effect.target, attached) and _blockers_selector(effect.by or effect.except_by)
    return False


def supported(ability: m.Ability, attached: bool) -> bool:
    """A continuous ability of such exceptions only, with no condition but the Unit's own speed (or "may block while
    tapped", compared with the attackers' speed)."""
    if _while_tapped(ability, attached):
        return True
    return (
        isinstance(ability, m.Static)
        and not ability.used
        and bool(ability.effects)
        and all(isinstance(c, m.PilotedSpeed) for c in ability.conditions)
        and all(executes(e, attached) for e in ability.effects)
    )


def _exceptions(pos: Position, unit: str) -> list[tuple[str, m.Effect]]:
    """The exceptions in force on a Unit, with the card whose text says each (its speed conditions met)."""
    found: list[tuple[str, m.Effect]] = []
    sources = [(unit, False)] + [
        (c, True) for c, s in pos.cards.items() if s.on == unit and s.zone not in ("hand", "scrapheap", "stockpile")
    ]
    for card_id, attached in sources:
        for ability in pos.faces[card_id].abilities:
            if not supported(ability, attached) or not isinstance(ability, m.Static):
                continue
            speeds = [c for c in ability.conditions if isinstance(c, m.PilotedSpeed)]
            if all(speed_of(pos, unit) in c.speeds for c in speeds):
                found += [(card_id, e) for e in ability.effects]
    return found


def _ranks(pos: Position, card_id: str, role: str, target: str | None = None) -> tuple[int, int]:
    """The Unit's speed, ranked, as it counts when it attacks or blocks (``role``: ``attack``, ``block``, or anything
    else for none): its speed now shifted by its text's ``shift_speed`` (attacking ``target``: and by the Terrain
    cards in force, terrain_battle.py); and the same kept between slow and fast."""
    rank = SPEED_RANK.get(speed_of(pos, card_id) or "slow", 0)
    if role == "attack" and target is not None and pos.faces[card_id].kind == "unit":
        rank += terrain_battle.attack_shift(pos, card_id, target)
    if card_id in pos.faces and pos.faces[card_id].kind == "unit":
        rank += sum(
            e.steps
            for _, e in _exceptions(pos, card_id)
            if isinstance(e, m.ShiftSpeed) and (not e.only_for or role in e.only_for)
        )
        rank += lasting_shift(pos, card_id, role)  # "may attack as if one speed faster this turn" (lasting_speed.py)
    low, high = min(SPEED_RANK.values()), max(SPEED_RANK.values())
    return rank, min(max(rank, low), high)


def _settled(pos: Position, cards: list[str], uncapped: bool, capped: bool) -> bool:
    """The comparison's answer, the same whether a speed beyond fast (or below slow) counts as such or as fast.

    :raises UnsupportedError: when the two differ: the rules do not say how such a speed compares.
    """
    if uncapped != capped:
        names = ", ".join(pos.name(c) for c in cards)
        raise UnsupportedError(f"{names}: a speed beyond fast or below slow (how it compares is not in the rules)")
    return uncapped


def not_faster(pos: Position, attacker: str, target: str) -> bool:
    """Whether the attacking Unit is not faster than the target Unit (then it may not attack it: rulebook p.24)."""
    (ua, ca), (ut, ct) = _ranks(pos, attacker, "attack", target), _ranks(pos, target, "")
    return _settled(pos, [attacker, target], ua <= ut, ca <= ct)


def too_slow_to_block(pos: Position, blocker: str, attackers: list[str], target: str | None = None) -> bool:
    """Whether the patrolling Unit is slower than the slowest attacker (then it may not block: rulebook p.25)."""
    ub, cb = _ranks(pos, blocker, "block")
    ranks = [_ranks(pos, a, "attack", target) for a in attackers]
    if not ranks:
        return False
    slowest_u, slowest_c = min(u for u, _ in ranks), min(c for _, c in ranks)
    return _settled(pos, [blocker, *attackers], ub < slowest_u, cb < slowest_c)


def _fits(pos: Position, spec: MissionSpec, selector: m.Selector, attacker: str, blocker: str) -> bool:
    face, state = pos.faces[blocker], pos.cards[blocker]
    if not noun_fits(selector.noun, face.unit_type):
        return False
    mine = pos.owners[blocker] == pos.owners[attacker]
    if (selector.owner == "you" and not mine) or (selector.owner == "opponent" and mine):
        return False
    if selector.speed is not None:
        rank, wanted = SPEED_RANK.get(speed_of(pos, blocker) or "", -1), SPEED_RANK[selector.speed]
        if rank > wanted or (rank < wanted and not selector.or_slower):  # "slow or moderate": or slower
            return False
    if selector.guarding_target and not (state.zone == "guard" and state.guarding == spec.target):
        return False
    if "patrolling" in selector.states and state.zone != "patrol":
        return False
    return not (selector.same_speed and speed_of(pos, blocker) != speed_of(pos, attacker))


def check(pos: Position, spec: MissionSpec, battle: Battle | None = None) -> None:
    """Records a violation for a block the attacking Unit's text forbids ("cannot be blocked except by ..."); "by
    patrolling 'Mechs that are the same speed" spares a blocker that blocks regardless of speed.

    :raises UnsupportedError: for such a Unit attacking in a group that is blocked, unless its exception is only
        "by patrolling 'Mechs that are the same speed" (:func:`_check_in_group`).
    """
    units = [c for c in spec.group if c in pos.faces and pos.faces[c].kind == "unit"]
    for attacker in units:
        for source, effect in _exceptions(pos, attacker):
            if not isinstance(effect, m.CannotBeBlocked) or not spec.blockers:
                continue
            if len(units) > 1 and _same_speed_only(effect):
                _check_in_group(pos, spec, battle, source, attacker, units)
                continue
            if len(units) > 1:
                raise UnsupportedError(
                    f"{pos.name(source)}: which blocks of a group it forbids when {pos.name(attacker)} attacks in "
                    "one is not settled by the rules"
                )
            except_by, by = effect.except_by, effect.by
            for blocker in spec.blockers:
                if isinstance(except_by, m.Selector) and not _fits(pos, spec, except_by, attacker, blocker):
                    why = "except by " + _words(except_by)
                elif isinstance(by, m.Selector) and _fits(pos, spec, by, attacker, blocker):
                    if by.same_speed and blocks_regardless(pos, spec, blocker, battle):
                        continue  # speed ignored: 1997 rulings, Navigation Computer
                    why = "by " + _words(by)
                else:
                    continue
                pos.violate(
                    None,
                    f"{pos.name(attacker)} cannot be blocked {why} ({pos.name(source)}): {pos.name(blocker)} blocks",
                    t.RULES_MAKE_EXCEPTIONS,
                    r.BLOCKING,
                )


def _same_speed_only(effect: m.CannotBeBlocked) -> bool:
    """ "cannot be blocked by patrolling 'Mechs that are the same speed" (Navigation Computer): an exception to the
    speed rules of blocking (CE rulings, Navigation Computer), checked in a group by :func:`_check_in_group`."""
    by = effect.by
    return isinstance(by, m.Selector) and by.same_speed and "patrolling" in by.states and effect.except_by is None


def _forbids_same_speed(pos: Position, spec: MissionSpec, battle: Battle | None, member: str, blocker: str) -> bool:
    """Whether a "same speed" exception of the attacking Unit ``member`` forbids ``blocker`` (not when the blocker
    blocks regardless of speed: 1997 rulings, Navigation Computer)."""
    return any(
        isinstance(effect, m.CannotBeBlocked)
        and _same_speed_only(effect)
        and isinstance(effect.by, m.Selector)
        and _fits(pos, spec, effect.by, member, blocker)
        and not blocks_regardless(pos, spec, blocker, battle)
        for _, effect in _exceptions(pos, member)
    )


def _blocks_member(pos: Position, spec: MissionSpec, battle: Battle | None, member: str, blocker: str) -> bool:
    """Whether ``blocker`` could block ``member`` by the speed rules: guarding (any speed), blocking regardless of
    speed, or patrolling and at least as fast as it (rulebook p.25), and no "same speed" exception of it forbids it."""
    if _forbids_same_speed(pos, spec, battle, member, blocker):
        return False
    if pos.cards[blocker].zone != "patrol" or blocks_regardless(pos, spec, blocker, battle):
        return True
    return not too_slow_to_block(pos, blocker, [member], spec.target)


def _check_in_group(
    pos: Position, spec: MissionSpec, battle: Battle | None, source: str, attacker: str, units: list[str]
) -> None:
    """A Unit that "cannot be blocked by patrolling 'Mechs that are the same speed" attacking in a group: the card
    changes whether that Unit can be blocked based on its speed (CE rulings, Navigation Computer), and a patrolling
    Unit can't block a group only if it can't block every member of it by speed (rulebook Glossary, Speed: "Patrolling
    Units can't block a group if they're slower than every member in that group"; p.25). So a blocker the exception
    forbids may still block the group through another member it could block by speed; a violation when it could
    block none (the speed rule alone, slower than every member, is mission.py's)."""
    for blocker in spec.blockers:
        if blocker not in pos.cards or not _forbids_same_speed(pos, spec, battle, attacker, blocker):
            continue
        if any(_blocks_member(pos, spec, battle, other, blocker) for other in units if other != attacker):
            continue
        pos.violate(
            None,
            f"{pos.name(attacker)} cannot be blocked by patrolling 'Mechs of its speed ({pos.name(source)}), and "
            f"{pos.name(blocker)} could block no other Unit of the group by speed: it blocks",
            t.RULES_MAKE_EXCEPTIONS,
            r.BLOCK_SPEED,
            GROUP_SPEED,
            NAVIGATION_COMPUTER,
        )


def _words(selector: m.Selector) -> str:
    from judge.cardtext.render import render_target

    return render_target(selector)
