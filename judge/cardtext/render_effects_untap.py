"""Tapping and untapping, Pilots reassigned, battles engaged and avoided, in plain English
(:mod:`judge.dsl.effects_untap`)."""

from __future__ import annotations

from judge.cardtext.render_conditions import _PHASES, _card_state
from judge.cardtext.render_effects import _effects
from judge.cardtext.render_selectors import _COUNT_WORDS, _NOUNS, _target
from judge.dsl import models as m


def effect_text(effect: m.Effect) -> str | None:
    """The English of an effect of :mod:`judge.dsl.effects_untap`; ``None`` for a form it has none for."""
    match effect:
        # untap: tapping and untapping, depleting and reloading, untaps replaced
        case m.WhenWouldUntap(target=target, effects=effects, instead=instead):
            return f"whenever {_target(target)} would untap, {_effects(effects, capital=False)}" + (
                " instead" if instead else ""
            )
        case m.RemainsTapped(target=target):
            return f"{_target(target)} remains tapped"
        case m.IfCounters(counter=counter, watched=watched, effects=effects):
            lead = f"as long as there are any {counter} counters on {_target(watched)}"
            return f"{lead}, {_effects(effects, capital=False)}"
        case m.PlayerMayTap(player=player, during=m.During(phase=str() as phase) as during, tap=tap, effects=effects):
            owner = "any player's" if player == "any" else "the controller's"
            when = f"during {owner} {_PHASES[phase]} phase" + (
                ", but not during a mission" if during.not_during_mission else ""
            )
            return f"{when}, that player may tap {_target(tap)} to {_effects(effects, capital=False, infinitive=True)}"
        case m.ReassignPilot(source=source, to=to):
            return f"reassign a pilot from {_target(source)} to {_target(to)}"
        case m.EngageInBattle(target=target):
            return f"engage {_target(target)} in battle"
        case m.IfNoneControlled(cards=cards, effects=effects):
            labels = " or ".join(str(card.alignment or card.card_type) for card in cards)
            return f"if that opponent controls no {labels} cards, {_effects(effects, capital=False)}"
        case m.AvoidBattle(effects=[m.Tap(untap=True, delayed=None) as by]):
            return f"he or she may avoid this battle by untapping {_target(by.target)}"
        case m.DoesNotUntap(target=target, during=during, optional=True):
            return f"you may choose not to untap {_target(target)}{_UNTAP_TIMES[during]}"
        case m.DoesNotUntap(target=target, during=during, as_long_as=states):
            plural = isinstance(target, m.Selector) and (
                target.quantifier in ("all", "any_number") or (target.count or 1) > 1
            )
            text = f"{_target(target)} {'do' if plural else 'does'} not untap{_UNTAP_TIMES[during]}"
            return text + (" as long as " + " and ".join(_card_state(c) for c in states) if states else "")
        case m.ForEachFewer(noun=noun, than=than, group=group, effects=effects):
            fewer = f"for each {_NOUNS[noun][0]} fewer than {_COUNT_WORDS.get(than, str(than))} in the {group} group"
            return f"{fewer}, {_effects(effects, capital=False)}"
        case m.AttacksWith(target=target, partner=partner, actions=actions):
            verbs = " and ".join({"attack": "attacks", "block": "blocks"}[a] for a in actions)
            return f"{_target(target)} {verbs} with {_target(partner)}"
        case m.SameSpeedAs(target=target, like=like):
            return f"the speed of {_target(target)} is the same as {_target(like)}"
    return None


_UNTAP_TIMES = {
    None: "",
    "untap_phase": " during its controller's Untap phase",
    "next_untap_phase": " during its controller's next Untap phase",
    "next_turn": " during its controller's next turn",
}
