"""Play restrictions of Mission cards and abilities checked when a card is played in a battle (CE General Rulings:
Abilities: a condition is checked when the card is played): "Play only during battle", "... when attacking /
blocked", "if you have Munitions in play", "as the defending player", "when one of your Units attacks alone", "when
attacking with exactly four 'Mechs", "only if opponent controls at least one Clan card"
(controls.py). Each answers why it does not hold now (what it asks, the rules), or ``None``; what the engine cannot
check yet is named by :func:`condition_problem` (and, for a Mission card's abilities, :func:`ability_problems`)."""

from __future__ import annotations

from judge.bttcg import controls, kept_assets
from judge.bttcg import rules as r
from judge.bttcg import turn_rules as t
from judge.bttcg.executes import refusal
from judge.bttcg.interpret import effect_problem
from judge.bttcg.mission import is_battle
from judge.bttcg.rerolls import lasting_change, when_rolled
from judge.bttcg.state import Battle, Position, UnsupportedError
from judge.bttcg.turn import PHASE_NAMES
from judge.dsl import models as m


def restriction_problem(
    pos: Position, b: Battle, player: str, condition: m.Condition
) -> tuple[str, tuple[str, ...]] | None:
    """Why a play restriction does not hold now (what it asks, the rules), or ``None`` when it holds. A condition
    is checked only when the card is played (CE rulings: Abilities).

    :raises UnsupportedError: for a kind of condition the engine does not check yet.
    """
    if isinstance(condition, m.During) and condition.battle and condition.phase is None and not condition.at_end:
        if is_battle(pos, b):
            return None
        return "during battle, and this mission has none", (r.PLAY_ONLY_DURING_BATTLE,)
    if isinstance(condition, m.During) and (condition.phase is not None or condition.not_during_mission):
        phase = phase_problem(player, b, condition)
        if phase is not None:
            return phase, (t.SEQUENCE, t.MISSIONS_PHASE)
        if condition.unless is None and not condition.target_in_enhanced_region:
            return None  # "during your Missions phase": the attacker's battle is fought in it
    if isinstance(condition, m.AnyOf) and kept_assets.any_of_problem(condition) is None:  # kept_assets.py
        return None if kept_assets.holds_in_battle(condition, player, b) else ("at the times it names", (t.SEQUENCE,))
    if isinstance(condition, m.BattleStep) and condition.step == "initiative":  # rulebook p.26, the first step
        return None if b.step == "initiative" else ("during the Initiative step", (r.INITIATIVE_STEP,))
    if isinstance(condition, m.WhenIn):
        attacking = player == b.attacker
        roles = {
            "attacking": attacking,
            "attacked": not attacking,
            "blocked": attacking and b.blocked,
            "unblocked": attacking and not b.blocked,
            "blocking": not attacking and b.blocked,
        }
        if any(roles[role] for role in condition.roles):
            return None
        return f"when {' or '.join(condition.roles)}", (r.PLAY_ONLY_WHEN,)
    return _more_problem(pos, b, player, condition)


def _more_problem(pos: Position, b: Battle, player: str, condition: m.Condition) -> tuple[str, tuple[str, ...]] | None:
    """The play restrictions beyond timing and battle roles (CE rulings: Abilities: checked when played)."""
    rules = (r.PLAY_ONLY_WHEN, r.CONDITION_CHECKED_ON_PLAY)
    if isinstance(condition, m.During) and condition_problem(condition) is None:
        return None  # during a mission: a scenario is one
    if isinstance(condition, m.HasAsset):  # an opponent's assets, an asset not in play
        whose = player if condition.player == "you" else pos.other(player)
        if (condition.asset[0] in pos.assets[whose]) != condition.absent:
            return None
        who = "you" if condition.player == "you" else "your opponent"
        return f"if {who} {'do not have' if condition.absent else 'have'} {condition.asset} in play", rules
    if isinstance(condition, m.StockpileSize):  # glossary, Stockpile
        count = pos.stockpiles[player if condition.player == "you" else pos.other(player)]
        if (count <= condition.count) if condition.at_most else (count >= condition.count):
            return None
        bound = "fewer" if condition.at_most else "more"
        return f"if the Stockpile has {condition.count} or {bound} cards", (r.STOCKPILE_COUNTED, *rules)
    if isinstance(condition, m.Defending):
        mechs = condition.no_blockers == "mech"
        blocking = [
            c
            for c in b.blockers
            if c in b.fighters and not b.fighters[c].removed and (not mechs or pos.faces[c].unit_type == "mech")
        ]
        if player == b.defender and not (condition.no_blockers and blocking):
            return None
        what = f" controlling no blocking {'Mechs' if mechs else 'Units'}" if condition.no_blockers else ""
        return f"as the defending player{what}", rules
    if isinstance(condition, m.BeforeBlockers):  # used as the mission is declared: before_blockers.py
        return "before blockers are assigned (first among the mission's actions)", (r.REVEAL_BEFORE_BLOCKERS, *rules)
    if isinstance(condition, m.DeclaringAttack):  # used as the attack is declared: attack_declared.py
        return "when declaring an attack (first among the mission's actions)", (r.REVEAL_BEFORE_BLOCKERS, *rules)
    if isinstance(condition, m.AttacksAlone):
        alone = [c for c in b.group if c in b.fighters and not b.fighters[c].removed]
        if player == b.attacker and len(alone) == 1:
            return None
        return "when one of your Units attacks alone", rules
    if isinstance(condition, m.GroupSize):
        return _group_size(pos, b, player, condition)
    if isinstance(condition, m.OpponentAttacks) and _own_unit_attacked(condition):
        face = pos.faces.get(b.target)
        noun = condition.target.noun if isinstance(condition.target, m.Selector) else "unit"
        if player == b.defender and face is not None and _noun_fits(noun, face.unit_type):
            return None
        return f"when an opponent's mission targets one of your {noun}s", (r.MISSION, *rules)
    if isinstance(condition, m.InitiativeResult):
        return _initiative_result(b, player, condition)
    if isinstance(condition, m.Controls) and controls.problem(condition) is None:
        if controls.holds(pos, player, condition.player, condition):
            return None
        whose = "you control" if condition.player == "you" else "your opponent controls"
        return f"if {whose} at least {condition.at_least} {condition.target.card_type} card(s)", rules
    problem = condition_problem(condition) or condition.kind
    raise UnsupportedError(f"the engine does not check {problem} yet")


def _group_size(pos: Position, b: Battle, player: str, condition: m.GroupSize) -> tuple[str, tuple[str, ...]] | None:
    """ "when attacking or blocking with exactly four 'Mechs": the player's group in that role, in the battle
    now. A group holding other kinds of Units as well is not settled by the rules: refused."""
    rules = (r.PLAY_ONLY_WHEN, r.CONDITION_CHECKED_ON_PLAY)
    for role in condition.roles:
        if role == "attacking" and player == b.attacker:
            group = b.group
        elif role == "blocking" and player == b.defender:
            group = b.blockers
        else:
            continue
        members = [c for c in group if c in b.fighters and not b.fighters[c].removed]
        fitting = [c for c in members if _noun_fits(condition.noun, pos.faces[c].unit_type)]
        if condition.at_least:  # so many of the kind or more, whatever else the group holds
            if len(fitting) >= condition.count:
                return None
            continue
        if len(fitting) != len(members):
            raise UnsupportedError(
                f"'with exactly {condition.count} {condition.noun}s' when the group also holds other Units: the "
                "rules do not say whether they count"
            )
        if len(fitting) == condition.count:
            return None
    nouns = "'Mechs" if condition.noun == "mech" else f"{condition.noun}s"
    how = "at least" if condition.at_least else "exactly"
    return f"when {' or '.join(condition.roles)} with {how} {condition.count} {nouns}", rules


def _initiative_result(b: Battle, player: str, condition: m.InitiativeResult) -> tuple[str, tuple[str, ...]] | None:
    """ "Play only if you lost initiative." (or won): rulebook p.26-27, Determine Who Wins Initiative: the step ends
    with one player having lost initiative (he or she goes first) and the other having won it (goes second); while
    the step is under way nobody has lost or won it yet, so the card cannot be played then."""
    words = f"if you {'won' if condition.won else 'lost'} initiative"
    rules = (r.INITIATIVE, r.GOES_FIRST, r.CONDITION_CHECKED_ON_PLAY)
    if b.step == "initiative" or b.first is None:
        return f"{words} (after the initiative step)", rules
    lost = player == b.first
    return None if lost != condition.won else (words, rules)


def _own_unit_attacked(condition: m.OpponentAttacks) -> bool:
    """ "when one of your Units is the target of the mission" (glossary, Target): a plain kind of your Units,
    checked against the battle's target."""
    target = condition.target
    plain = m.Selector(quantifier="one", noun=getattr(target, "noun", "unit"), owner="you")
    return target == plain and plain.noun in ("unit", "mech", "vehicle", "battle_armor")


def _noun_fits(noun: str, unit_type: str | None) -> bool:
    if noun == "unit":
        return unit_type is not None
    if noun == "vehicle":
        return unit_type in ("vehicle", "battle_armor")
    return unit_type == noun


def phase_problem(player: str, b: Battle, condition: m.During) -> str | None:
    """Why a timing naming a phase does not hold in a battle, or ``None`` when the battle may be in it: a battle is
    fought during the attacker's Missions phase, inside a mission (rulebook p.16, sequence of play; p.23, Missions
    phase). "During your Deploy phase", "during your Missions phase, but not during a mission", "at the end of your
    Missions phase", and the defender's "during your Missions phase" never hold in a battle."""
    whose = {"your": "your", "opponent": "your opponent's", "any": "a"}[condition.whose]
    if condition.phase is not None and condition.phase != "missions":
        return f"during {whose} {PHASE_NAMES[condition.phase]} phase, and a battle is fought in the Missions phase"
    if condition.not_during_mission:
        return "outside a mission, and a battle is fought inside one"
    if condition.at_end:
        return f"at the end of {whose} Missions phase, and the battle is fought during it"
    if (condition.whose == "your" and player != b.attacker) or (condition.whose == "opponent" and player == b.attacker):
        return f"during {whose} Missions phase, and this is {b.attacker}'s"
    return None


__all__ = ["phase_problem", "restriction_problem"]


def condition_problem(condition: m.Condition) -> str | None:
    """Why the engine cannot check this play restriction yet, or ``None`` when it can."""
    if isinstance(condition, m.During):
        plain = condition.phase is None and not condition.at_end and not condition.not_during_mission
        if plain and (condition.battle or condition.mission) and not condition.target_in_enhanced_region:
            return None
        return "a timing other than during a mission or battle"
    checked = m.WhenIn | m.Defending | m.HasAsset | m.GroupSize | m.AttacksAlone | m.BeforeBlockers | m.InitiativeResult
    checked |= m.StockpileSize
    if isinstance(condition, checked):
        return None
    if isinstance(condition, m.AnyOf):  # "on your turn, or during a mission on any opponent's turn"
        return kept_assets.any_of_problem(condition)
    if isinstance(condition, m.BattleStep) and condition.step == "initiative":
        return None  # "Use this ability only during the Initiative step": the battle's step (restriction_problem)
    if isinstance(condition, m.DeclaringAttack):
        return None  # used as the attack is declared (attack_declared.py); later, a violation (restriction_problem)
    if isinstance(condition, m.Controls):
        return controls.problem(condition)
    if isinstance(condition, m.OpponentAttacks) and _own_unit_attacked(condition):
        return None  # the battle's target (restriction_problem)
    return refusal("condition", condition.kind)


def ability_problems(ability: m.Ability) -> list[str]:
    """What of a Mission card's ability the engine does not execute in a battle yet (empty: all of it)."""
    if isinstance(ability, m.PlayRestriction):
        return [p for p in map(condition_problem, ability.conditions) if p]
    if isinstance(ability, m.Resolve):
        problems = ["conditions on its effects"] if ability.conditions else []
        if lasting_change(ability.effects) is not None:  # each missile roll changed as damage resolves
            return [] if when_rolled(ability) else problems
        return problems + [p for p in map(effect_problem, ability.effects) if p]
    return [f"the ability '{ability.kind}'"]
