"""Abilities used as their player declares an attack (DSL condition ``declaring_attack``): Oda Hideyoshi taps as its
player declares an attack made with a single 'Mech: the opponent may block it with one 'Mech at most, and its player
plays no Mission card for the rest of that mission.

Where: the scenario writes the use (``{by: <attacker>, use: ability, card: <id>}``) first among its mission's actions,
as an ability used before blockers are assigned (judge/bttcg/before_blockers.py): blockers are assigned after the attack
is declared (rulebook p.24-25). The ability's condition is checked as it is used (CE General Rulings, Abilities): its
player declares the attack, with exactly the number of 'Mechs the text says (one), else a violation. A card's ability is
used only if the card is active and once each battle, its {T} paid (rulebook p.27; CE rulings, Abilities); a card's text
makes the exception to the rules (rulebook p.9).

Executed: the limit on the 'Mechs the defender assigns to block (the blockers assigned after it: more than the limit
among them is a violation naming the card), and the ban on the player's Mission cards for the mission (a ban kept to the
end of the mission: judge/bttcg/play_bans.py checks each Mission card played; rulebook p.13: a mission's effects end
with it). Anything else such an ability does is refused out loud."""

from __future__ import annotations

from judge.bttcg import rules as r
from judge.bttcg.battle_uses import may_use, record_use
from judge.bttcg.state import Battle, PlayBan, Position, is_active
from judge.dsl import models as m

CARDS_MAKE_EXCEPTIONS = "rulebook/about-this-rulebook-2"
"""Rulebook p.9: cards make exceptions to the rules."""
RULE_IDS = (CARDS_MAKE_EXCEPTIONS, r.CONDITION_CHECKED_ON_PLAY, r.ABILITY_ONCE_PER_BATTLE, r.BLOCKING)


def handles(ability: m.Activated) -> bool:
    """Whether the ability is used only when its player declares an attack."""
    return any(isinstance(c, m.DeclaringAttack) for c in ability.conditions)


def _block_limit(effect: m.Effect) -> bool:
    """The opponent blocks the current attack with at most that many 'Mechs."""
    return (
        isinstance(effect, m.GroupLimit)
        and effect.action == "block"
        and effect.player == "opponent"
        and effect.noun in ("mech", "unit")
        and not effect.model_dump(exclude_defaults=True).keys() - {"kind", "action", "player", "most", "noun"}
    )


def _mission_ban(effect: m.Effect) -> bool:
    """The player (or every player) plays no Mission card during this mission."""
    return isinstance(effect, m.NoPlayerPlays) and effect.card_type == "Mission" and effect.player in ("you", "any")


def _effect_problem(effect: m.Effect) -> str | None:
    if not isinstance(effect, m.Lasting) or effect.until != "end_of_mission" or not effect.effects:
        return "an ability used as an attack is declared doing other than limiting blockers or banning Mission cards"
    if all(_block_limit(e) or _mission_ban(e) for e in effect.effects):
        return None
    return "an ability used as an attack is declared doing other than limiting blockers or banning Mission cards"


def ability_problems(ability: m.Activated) -> list[str]:
    """What of such an ability the engine does not execute (empty: all of it)."""
    problems = [p for e in ability.effects if (p := _effect_problem(e)) is not None]
    if len(ability.conditions) != 1 or not isinstance(ability.conditions[0], m.DeclaringAttack):
        problems.append("other conditions of an ability used as an attack is declared")
    if any(not isinstance(c, m.TapCost) for c in ability.cost):
        problems.append("costs other than {T} of an ability used as an attack is declared")
    return problems


def condition_misfit(pos: Position, battle: Battle, player: str, condition: m.DeclaringAttack) -> str | None:
    """Why the condition does not hold as the attack was declared (``None``: it holds)."""
    if player != battle.attacker:
        return f"{player} did not declare this attack ({battle.attacker} did)"
    if condition.count is None:
        return None
    fits = [c for c in battle.group if condition.noun == "unit" or pos.faces[c].unit_type == "mech"]
    if len(battle.group) != condition.count or len(fits) != condition.count:
        noun = "'Mech" if condition.noun == "mech" else "Unit"
        return f"the attack is declared with {len(battle.group)} card(s), not with only {condition.count} {noun}(s)"
    return None


def use(pos: Position, battle: Battle, index: int, by: str, card_id: str, ability: m.Activated, key: str) -> None:
    """The use as the attack is declared: checked, paid, its effects done (a violation when it may not be used)."""
    face = pos.faces[card_id]
    state = pos.cards[card_id]
    if pos.owners[card_id] != by or not is_active(state):
        pos.violate(
            index, f"{face.name} is not {by}'s card in play: its ability cannot be used", r.ABILITY_ONCE_PER_BATTLE
        )
        return
    if not may_use(pos, battle, index, card_id, key, taps=bool(ability.cost)):
        return
    condition = next(c for c in ability.conditions if isinstance(c, m.DeclaringAttack))
    misfit = condition_misfit(pos, battle, by, condition)
    if misfit is not None:
        pos.violate(
            index,
            f"{face.name}'s ability is used only when declaring an attack with only one 'Mech: {misfit}",
            r.CONDITION_CHECKED_ON_PLAY,
            CARDS_MAKE_EXCEPTIONS,
        )
        return
    record_use(pos, battle, card_id, key, taps=bool(ability.cost))
    pos.note(f"{by} uses {face.name}'s ability as {by} declares the attack", CARDS_MAKE_EXCEPTIONS)
    for lasting in ability.effects:
        assert isinstance(lasting, m.Lasting)  # ability_problems let only these through
        for effect in lasting.effects:
            if isinstance(effect, m.GroupLimit):
                _limit_blockers(pos, battle, index, face.name, effect)
            elif isinstance(effect, m.NoPlayerPlays):
                banned = None if effect.player == "any" else by
                pos.bans = [*pos.bans, PlayBan(face.name, banned, effect.card_type, until="mission")]
                who = "no player may" if banned is None else f"{banned} may not"
                pos.note(f"{face.name}: {who} play {effect.card_type} cards during this mission", CARDS_MAKE_EXCEPTIONS)


def _limit_blockers(pos: Position, battle: Battle, index: int, name: str, effect: m.GroupLimit) -> None:
    """The defender assigns at most ``most`` such cards to block this attack (the scenario's blockers, assigned
    after it)."""
    counted = [c for c in battle.blockers if effect.noun == "unit" or pos.faces[c].unit_type == "mech"]
    noun = "'Mech" if effect.noun == "mech" else "Unit"
    pos.note(
        f"{name}: {battle.defender} cannot assign more than {effect.most} {noun}(s) to block this attack",
        CARDS_MAKE_EXCEPTIONS,
    )
    if len(counted) > effect.most:
        pos.violate(
            index,
            f"{name}: {battle.defender} cannot assign more than {effect.most} {noun}(s) to block the current attack "
            f"(blocks with {', '.join(pos.name(c) for c in counted)})",
            CARDS_MAKE_EXCEPTIONS,
            r.BLOCKING,
        )


__all__ = ["RULE_IDS", "ability_problems", "condition_misfit", "handles", "use"]
