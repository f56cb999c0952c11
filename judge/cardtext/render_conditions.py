"""Timing restrictions and conditions in plain English (conditions.lark, :mod:`judge.dsl.conditions`): "Use this
ability only during a mission.", "Play only when blocked."."""

from __future__ import annotations

from collections.abc import Sequence

from judge.cardtext.render_selectors import _COUNT_WORDS, _NOUNS, _target
from judge.dsl import models as m

_PHASES = {
    "untap": "Untap",
    "draw": "Draw",
    "deploy": "Deploy",
    "repair_reload": "Repair/Reload",
    "missions": "Missions",
    "end": "End",
}


def _restrictions(conditions: Sequence[m.Condition], used: bool = True) -> str:
    """ "Use this ability only ..." for an ability used; "This ability applies only ..." for one always on."""
    if not conditions:
        return ""
    lead = " Use this ability only " if used else " This ability applies only "
    return lead + ", and only ".join(_timing(c) for c in conditions) + "."


def _timing(condition: m.Condition) -> str:
    match condition:
        case m.MissionTarget(target=target):  # a mission's target (rulebook p.23)
            return f"while the mission's target is {_target(target)}"
        case m.BattleStep(step=step):  # a step of the battle (rulebook p.26-27)
            return "during the Initiative step" if step == "initiative" else "during the Resolve Damage step"
        # restrict: more timings
        case m.During(phase=str() as phase, whose="any", not_during_mission=not_during):
            return f"during the {_PHASES[phase]} phase" + (", but not during a mission" if not_during else "")
        case m.During(mission=True, at_end=True, whose="any"):
            return "at the end of a mission"
        # the moments of a mission (rulebook p.20-30)
        case m.During(battle=True, at_end=True, whose="any", phase=None, mission=False):
            return "at the end of a battle"
        case m.OpponentAttacks(target=target):
            return f"when opponent attacks {_target(target)}"
        case m.OpponentPlays(verb=verb, target=target):
            return f"when opponent {verb} {_target(target)}"
        case m.AfterBlockers():
            return "after blockers are declared"
        case m.OncePer(scope=scope):
            return f"once each {scope}"
        case m.AnyOf(options=options):
            return ", or ".join(_timing(option) for option in options)
        case m.During(whose="your", phase=None, mission=False, battle=False, at_end=False):
            return "on your turn"
        case m.During(whose="opponent", phase=None, mission=True, battle=False, at_end=False):
            return "during a mission on any opponent's turn"
        case m.BeforeBlockers():
            return "before assigning blockers"
        case m.DeclaringAttack(count=None):
            return "when declaring an attack"
        case m.DeclaringAttack(count=int() as count, noun=noun):
            many = "one" if count == 1 else _COUNT_WORDS.get(count, str(count))
            return f"when declaring an attack with only {many} {_NOUNS[noun][0 if count == 1 else 1]}"
        case m.WhenIn(roles=roles):
            return "when " + " or ".join(roles)
        case m.UnitRole(unit=unit, roles=roles, alone=alone):
            subject = "'Mech piloted by this card" if unit == "piloted_unit" else "this 'Mech"
            verbs = " or ".join(_ROLE_VERBS.get(role, f"is {role}") for role in roles)
            return f"when {subject} {verbs}" + (" alone" if alone else "")
        case m.ThatIsIn(role=role, that_mission=True):
            return f"if that 'Mech {_ROLE_VERBS_PAST[role]} that mission"
        case m.AfterRoll(all_dice=True):
            return "after all of the missile dice for that 'Mech have been rolled"
        case m.YouPlay(verb=verb, card_type=kind):
            return f"when you {verb} {'an' if kind[0] in 'AEIOU' else 'a'} {kind} card"
        # another player's phase, a battle's step (rulebook p.16, p.26)
        case m.During(phase=str() as phase, whose="opponent", not_during_mission=False, at_end=False):
            return f"during your opponent's {_PHASES[phase]} phase"
        case m.During(phase=str() as phase, not_during_mission=not_during):
            text = f"during your {_PHASES[phase]} phase"
            return text + (", but not during a mission" if not_during else "")
        case m.During(mission=True, target_in_enhanced_region=True):
            return "during a mission whose target is in the region enhanced by this card"
        case m.During(mission=True, whose="your", phase=None, battle=False, at_end=False):
            return "during one of your missions"
        case m.During(mission=True):
            return "during a mission"
        case m.During(battle=True):
            return "during battle"
        case m.PilotedSpeed(speeds=speeds):
            return "if that 'Mech is " + " or ".join(speeds)
        case m.SpeedCompared(than=than, faster=faster):
            return f"if that 'Mech is {'faster' if faster else 'slower'} than {_target(than)}"
        case m.OnceEachTurn():
            return "once each turn"
        case m.ThatIsIn(role=role, alone=alone):
            return f"if that 'Mech is {role}" + (" alone" if alone else "")
        case m.AfterRoll(missile=missile):
            return "immediately after rolling " + ("that missile die" if missile else "the die roll")
        # item 3 b: initiative, whose turn, what a player controls
        case m.InitiativeResult(won=won):
            return f"if you {'won' if won else 'lost'} initiative"
        case m.During(whose="opponent", phase=None, mission=False, battle=False, at_end=False):
            return "during an opponent's turn"
        case m.Controls(player=player, target=m.Selector(noun=noun, count=int() as count) as target, at_least=most) if (
            count == most > 1 and target == m.Selector(quantifier="each", noun=noun, count=count)
        ):  # "if you control three or more 'Mechs"
            who = "opponent controls" if player == "opponent" else "you control"
            return f"if {who} {count} or more {_NOUNS[noun][1]}"
        case m.Controls(player=player, target=target):
            who = "opponent controls" if player == "opponent" else "you control"
            return f"if {who} {_target(target)}"
        case m.ControlsNone(player=player, target=target):
            who = "opponent controls" if player == "opponent" else "you control"
            return f"if {who} no {_no_cards(target)}"
    raise ValueError(f"no English for the restriction {condition!r}")


def _no_cards(target: m.Selector) -> str:
    """The cards of "controls no ...": "'Mechs", "Clan Units", "Command cards", "Pilots"."""
    label = target.alignment or target.card_type
    plural = "Pilots" if target.noun == "pilot" else _NOUNS[target.noun][1]
    return f"{label} {plural}" if label and target.noun != "pilot" else plural


_ROLE_VERBS = {"attacking": "attacks", "blocking": "blocks"}


_ROLE_VERBS_PAST = {"attacking": "attacked", "blocking": "blocked"}


def _activation(condition: m.Condition) -> str:
    match condition:
        case m.During(phase=str() as phase, at_end=True):
            return f"at the end of your {_PHASES[phase]} phase"
        case m.During(phase=str()):
            return _timing(condition)
        case m.WhenIn(roles=["attacked"]):
            return "when opponent attacks"
        case m.OpponentAttacks() | m.OpponentPlays():
            return _timing(condition)  # the same words as a Mission card's timing
        case m.AttacksAlone():
            return "when one of your Units attacks alone"
        case m.Defending(no_blockers=noun):
            blockers = f" and do not control any blocking {_NOUNS[noun][1]}" if noun else ""
            return "if you are the defending player" + blockers
        case m.WhenIn(roles=[role]):
            return f"when {role}"
        case m.WhenUnitDoes(event=event, noun=noun):
            return f"when a {_NOUNS[noun][0]} " + ("overheats" if event == "overheats" else "assigns missiles")
    raise ValueError(f"no English for the activation restriction {condition!r}")


def _play_condition(condition: m.Condition) -> str:
    match condition:
        case m.During(battle=True, at_end=False):
            return "during battle"
        case m.WhenIn(roles=roles):
            return "when " + " or ".join(roles)
        case m.HasAsset(asset=asset, player="you", absent=False):
            return f"if you have {asset} in play"
        case m.HasAsset(asset=asset, player=player, absent=absent):
            who = "your opponent does" if player == "opponent" else "you do"
            return f"if {who} not have {asset} in play" if absent else f"if your opponent has {asset} in play"
        case m.StockpileSize(player=player, count=count, at_most=at_most):
            whose = "your opponent's" if player == "opponent" else "your"
            return f"if {whose} Stockpile has {count} or {'fewer' if at_most else 'more'} cards"
        case m.AttacksAlone():
            return "when one of your Units attacks alone"
        case m.Defending(no_blockers=noun):
            blockers = f" and do not control any blocking {_NOUNS[noun][1]}" if noun else ""
            return "if you are the defending player" + blockers
        case m.GroupSize(roles=roles, count=count, noun=noun, at_least=True):
            return f"when {' or '.join(roles)} with at least {count} {_NOUNS[noun][0 if count == 1 else 1]}"
        case m.GroupSize(roles=roles, count=count):
            return f"when {' or '.join(roles)} with exactly {_COUNT_WORDS.get(count, str(count))} 'Mechs"
        case m.Controls(player=player, target=target):
            who = "opponent controls" if player == "opponent" else "you control"
            return f"if {who} at least {_target(target)}"
    return _timing(condition)


def _card_state(condition: m.CardState) -> str:
    if condition.state == "piloted_by_this":
        return f"this card pilots {_target(condition.target)}"
    return f"{_target(condition.target)} remains {condition.state}"
