"""Declaring a mission: is the target legal, may these Units attack, may those block (rulebook p.24-25); who is in
the battle, and what tapping it costs."""

from __future__ import annotations

from collections.abc import Callable

from judge.bttcg import (
    attack_bans,
    attack_triggers,
    block_exceptions,
    counter_rules,
    lasting_flags,
    next_turn,
    own_halving,
    terrain_battle,
    unit_restrictions,
    unit_unblockable,
)
from judge.bttcg import rules as r
from judge.bttcg.attackable_regardless import attackable_regardless
from judge.bttcg.faces import CardFace
from judge.bttcg.misrulings import BLOCKERS_DO_NOT_TAP
from judge.bttcg.mission_effects import blocked_regardless
from judge.bttcg.mission_lasting import start_mission
from judge.bttcg.scenario import MissionSpec
from judge.bttcg.speeds import speed_of
from judge.bttcg.state import Battle, CardState, Fighter, Position, UnsupportedError, is_active, under_construction
from judge.dsl import models as m
from judge.misrulings import misruled


def _is_unit(pos: Position, card_id: str) -> bool:
    return card_id in pos.faces and pos.faces[card_id].kind == "unit"


def _is_vtol(face: CardFace) -> bool:
    return face.has_keyword("VTOL")


def check_target(pos: Position, spec: MissionSpec, defender: str) -> None:
    """Records a violation unless the target is an opposing site, a slower opposing Unit, or a depleted opposing
    Unit or Command card (rulebook p.24)."""
    target = spec.target
    if target.endswith(".stockpile"):
        if target != f"{defender}.stockpile":
            pos.violate(None, f"{pos.name(target)} is not an opposing site", r.TARGET_SITE)
        return
    face, state = pos.faces[target], pos.cards[target]
    if pos.owners[target] != defender:
        pos.violate(None, f"{face.name} is not an opposing card: missions attack the opponent", r.MISSION)
        return
    if face.kind == "unit" and (
        state.zone in ("patrol", "guard") or (state.zone == "construction" and state.activated)
    ):
        if state.depleted or attackable_regardless(pos, target):  # a card revealed says so (Caught in Hangar)
            return
        slow = [
            a
            for a in spec.group
            if a in pos.faces
            and block_exceptions.not_faster(pos, a, target)  # its text may shift its speed
            and not unit_restrictions.attacks_regardless(pos, a, target)
        ]
        if slow:
            names = ", ".join(pos.name(a) for a in slow)
            pos.violate(
                None,
                f"{face.name} ({speed_of(pos, target)}) can be attacked only by Units faster than it, and {names} "
                "is not",
                r.TARGET_SLOWER_UNIT,
                r.TARGET_DEPLETED,
            )
        return
    if state.zone == "construction":
        return
    if face.kind == "command" and state.zone == "command_post":
        if not face.is_site_card and not state.depleted:
            pos.violate(None, f"{face.name} is an Enhancement or Pilot, and they are not sites", r.TARGET_SITE)
        return
    pos.violate(None, f"{face.name} ({state.zone}) is not a legal target of a mission", r.MISSION, r.TARGET_SITE)


def check_group(pos: Position, spec: MissionSpec) -> None:
    """The attacking group: the attacker's untapped Units on patrol; Battle Armor never alone (rulebook p.24)."""
    for card_id in spec.group:
        face, state = pos.faces[card_id], pos.cards[card_id]
        if pos.owners[card_id] != spec.attacker:
            pos.violate(None, f"{face.name} is not {spec.attacker}'s: only your own Units attack", r.MISSION)
        elif face.kind != "unit":
            pos.violate(None, f"{face.name} is not a Unit: only Units go on missions", r.MISSION)
        elif state.zone != "patrol":
            pos.violate(
                None,
                f"{face.name} is not on patrol ({state.zone}): only patrolling Units attack",
                r.ONLY_PATROL_ATTACKS,
            )
        elif state.tapped or state.depleted:
            pos.violate(None, f"{face.name} is tapped: attacking taps a Unit, so a tapped one cannot attack", r.MISSION)
    if len(spec.group) < 2 and any(pos.faces[c].unit_type == "battle_armor" for c in spec.group):
        pos.violate(None, "Battle Armor cannot attack alone", r.BATTLE_ARMOR_ATTACK, r.BATTLE_ARMOR_NEVER_ALONE)
    if len(set(spec.group)) != len(spec.group):
        pos.violate(None, "a Unit is listed twice in the attacking group", r.MISSION)


def check_blockers(pos: Position, spec: MissionSpec, defender: str, battle: Battle | None = None) -> None:
    """The blocking group: the defender's untapped Units, patrolling ones at least as fast as the slowest attacker
    (unless a card lets them block regardless of their speed: block_exceptions.py), guarding ones only for the site
    they guard, at any speed (rulebook p.24-25, p.33); VTOL (CE rulings)."""
    group_faces = [pos.faces[c] for c in spec.group if _is_unit(pos, c)]
    attackers = [c for c in spec.group if _is_unit(pos, c)]
    all_vtol = bool(group_faces) and all(_is_vtol(f) for f in group_faces)
    for card_id in spec.blockers:
        face, state = pos.faces[card_id], pos.cards[card_id]
        if card_id == spec.target:
            pos.violate(
                None,
                f"{face.name} is the target: the defender includes it instead of blocking with it",
                r.INCLUDE_TARGET,
            )
        elif pos.owners[card_id] != defender:
            pos.violate(None, f"{face.name} is not {defender}'s: only the defender's Units block", r.BLOCKING)
        elif face.kind != "unit":
            pos.violate(None, f"{face.name} is not a Unit: only Units block", r.BLOCKING)
        elif (why := lasting_flags.cannot_block(pos, card_id)) is not None:  # "cannot block this turn"
            pos.violate(None, f"{face.name} cannot block this turn ({why})", r.BLOCKING, *lasting_flags.RULE_IDS)
        elif (state.tapped or state.depleted) and not block_exceptions.blocks_while_tapped(pos, spec, card_id):
            pos.violate(None, f"{face.name} is tapped: blocking taps a Unit, so a tapped one cannot block", r.BLOCKING)
        elif state.zone == "guard":
            if state.guarding != spec.target:
                guarded = pos.name(state.guarding) if state.guarding else "a site"
                pos.violate(
                    None,
                    f"{face.name} guards {guarded} and can block only attacks on it",
                    r.GUARD_OWN_SITE,
                    r.BLOCK_SPEED,
                )
        elif state.zone == "patrol":
            regardless = block_exceptions.blocks_regardless(pos, spec, card_id, battle) or any(
                blocked_regardless(pos, c)
                for c in attackers  # "may be blocked, regardless of their speed"
            )
            if not regardless and block_exceptions.too_slow_to_block(pos, card_id, attackers, spec.target):
                pos.violate(
                    None,
                    f"{face.name} ({speed_of(pos, card_id)}) is slower than the slowest attacker and cannot block "
                    "from patrol",
                    r.BLOCK_SPEED,
                )
            elif all_vtol and not _is_vtol(face):
                pos.violate(
                    None, f"{face.name} is patrolling and not VTOL: it cannot block a VTOL group", "ce-rulings/vtol-2"
                )
        else:
            pos.violate(None, f"{face.name} is not on patrol or guard ({state.zone}) and cannot block", r.BLOCKING)
    if len(spec.blockers) == 1 and pos.faces[spec.blockers[0]].unit_type == "battle_armor":
        pos.violate(None, "Battle Armor cannot block alone", r.BATTLE_ARMOR_BLOCK, r.BATTLE_ARMOR_NEVER_ALONE)
    if spec.include_target and not spec.blockers:
        pos.violate(
            None,
            "the target is included only in a blocked mission (an unblocked one fights it anyway)",
            r.INCLUDE_TARGET,
        )


def declare(pos: Position, spec: MissionSpec, reveal: Callable[[Battle], None] | None = None) -> Battle:
    """The battle the mission starts: legality checked, attackers and blockers tapped, fighters listed; ``reveal``
    runs the defender's reveals when the opponent attacks, before blockers are assigned (CE rulings: Ambush!)."""
    defender = pos.other(spec.attacker)
    check_group(pos, spec)
    check_target(pos, spec, defender)
    next_turn.check(pos, spec)  # "Next turn, each 'Mech opponent controls ... must [attack your Stockpile]"
    attack_triggers.fire(pos, spec)  # "Scrap Warden Faction if you attack."
    unit_restrictions.check(pos, spec)  # "cannot block unless guarding", "cannot attack or block alone"...
    attack_bans.check(pos, spec)  # "Slow Units cannot attack." on a Command or Terrain card (attack_bans.py)
    terrain_battle.check_declared(pos, spec)  # Narrow Valley's group limit; Difficult Terrain's slower attackers
    counter_rules.check_blockers(pos, spec)  # "A 'Mech with a hindrance counter cannot block" (Hip Shattered)
    unit_restrictions.check_unblockable(pos, spec)
    unit_unblockable.check(pos, spec)  # "~ can't be blocked." (unit_unblockable.py)
    battle = Battle(spec.attacker, defender, list(spec.group), list(spec.blockers), spec.target, spec.include_target)
    start_mission(pos, battle)  # effects at the end of each mission this turn (mission_lasting.py)
    lasting_flags.start(pos, battle)  # "Prevent all damage dealt to target 'Mech this turn" (lasting_flags.py)
    own_halving.start(pos, battle)  # "Halve all damage dealt to ~, rounded down." (own_halving.py)
    battle.in_play_at_start = frozenset(
        c for c, state in pos.cards.items() if is_active(state) or state.zone == "construction"
    )
    unit_restrictions.returning(pos, spec, battle)
    for card_id in spec.group:
        pos.cards[card_id].tapped = True
    names = ", ".join(pos.name(c) for c in spec.group)
    pos.note(
        f"{spec.attacker} attacks {pos.name(spec.target)} with {names}; the attackers tap",
        r.MISSION,
        r.ONLY_PATROL_ATTACKS,
    )
    for card_id in spec.group:
        battle.fighters[card_id] = Fighter(card_id, spec.attacker, pos.cards[card_id].depleted)
    if reveal is not None:
        reveal(battle)
        if battle.target != spec.target:  # redirected before blockers are assigned (before_blockers.py)
            spec = spec.model_copy(update={"target": battle.target})
    check_blockers(pos, spec, defender, battle)  # after the reveals: "You may block ... regardless of their speed"
    block_exceptions.check(pos, spec, battle)  # "cannot be blocked except by a fast 'Mech guarding the target"
    for card_id in spec.blockers:
        if not misruled(BLOCKERS_DO_NOT_TAP):  # the mistake leaves the blockers untapped
            pos.cards[card_id].tapped = True
    if spec.blockers:
        blockers = ", ".join(pos.name(c) for c in spec.blockers)
        pos.note(f"{defender} blocks with {blockers}; the blockers tap", r.BLOCKING)
    for card_id in spec.blockers:
        battle.fighters[card_id] = Fighter(card_id, defender, pos.cards[card_id].depleted)
    gone = not spec.target.endswith(".stockpile") and pos.cards[spec.target].zone == "scrapheap"
    target_fights = not spec.target.endswith(".stockpile") and (not spec.blockers or spec.include_target) and not gone
    if target_fights and under_construction(pos.cards[spec.target]):  # a site, not a Unit or Command card: its
        target_fights = False  # numbers are not in force and it deals no damage (CE rulings: Construction Region)
        pos.note(f"{pos.name(spec.target)} is under construction: it deals no damage", r.CARD_UNDER_CONSTRUCTION)
    if target_fights:
        face = pos.faces[spec.target]
        if face.kind == "unit" or face.attack > 0:
            battle.fighters[spec.target] = Fighter(spec.target, defender, pos.cards[spec.target].depleted)
        if spec.blockers:
            pos.note(f"{defender} includes {face.name}, the target, in the battle (it does not tap)", r.INCLUDE_TARGET)
        elif face.kind == "unit":
            pos.note(f"Unblocked: the battle is between the attacking group and {face.name}", r.UNBLOCKED_UNIT_TARGET)
    unblocked_card = not spec.blockers and not spec.target.endswith(".stockpile")
    if unblocked_card and under_construction(pos.cards[spec.target]):
        pos.note(
            f"Unblocked: {pos.name(spec.target)}, under construction, is revealed",
            r.UNBLOCKED_CONSTRUCTION_REVEALED,
        )
        _revealed(pos, spec.target)
    if not spec.blockers and not is_battle(pos, battle):
        pos.note("Unblocked attack on a site: no battle, but the same steps are followed", r.UNBLOCKED_SITE)
    return battle


def _revealed(pos: Position, card_id: str) -> None:
    """A card revealed by an unblocked attack: "Certain Command cards are scrapped as soon as they are revealed, as
    indicated on the card" (rulebook p.24). Such a card is scrapped without being activated, so nothing else its text
    says happens: its effects are those of the card activated ("Command cards cannot normally be activated outside
    of your Deploy Phase, so a card like Saturation Bombing that is damaged by an unblocked 'Mech is scrapped with no
    chance to activate it": 1997 rulings, "Scrap When Revealed"). Other effects on revealing are not executed yet.

    :raises UnsupportedError: for a reveal trigger other than scrapping the card itself.
    """
    for ability in pos.faces[card_id].abilities:
        if not isinstance(ability, m.Triggered) or ability.trigger != "revealed":
            continue
        effects = ability.effects
        if len(effects) == 1 and isinstance(effects[0], m.Scrap) and isinstance(effects[0].target, m.This):
            pos.cards[card_id] = CardState(zone="scrapheap")
            pos.note(
                f"{pos.name(card_id)} is scrapped as soon as it is revealed (its text), never activated: nothing "
                "else its text says happens",
                r.UNBLOCKED_CONSTRUCTION_REVEALED,
                r.SCRAPPED_UNACTIVATED,
            )
        else:
            raise UnsupportedError(
                f"{pos.name(card_id)}: the engine does not execute what happens when it is revealed yet",
            )


def is_battle(pos: Position, battle: Battle) -> bool:
    """A battle occurs when the mission is blocked or its target is a Unit (CE rulings: attacking a Unit always
    results in battle)."""
    return battle.blocked or (not battle.target_is_stockpile and pos.faces[battle.target].kind == "unit")
