"""Triggered abilities in plain English (triggers.lark, :mod:`judge.dsl.triggers`)."""

from __future__ import annotations

from collections.abc import Sequence

from judge.cardtext.render_conditions import _PHASES, _restrictions
from judge.cardtext.render_effects import _effects, _riders, _split_riders
from judge.cardtext.render_events import _watched, event_triggered
from judge.cardtext.render_selectors import _COUNT_WORDS, _WHOSE_STOCKPILE, _counters, _others, _target
from judge.cardtext.render_triggers_b9 import triggered_b9
from judge.dsl import models as m

_UNIT_ACTS = {
    "unit_attacks": "attacks",
    "unit_blocks": "blocks",
    "unit_attacks_or_blocks": "attacks or blocks",
}
"""A Unit's own act as its trigger (``triggers.lark``: "When ~ attacks, ...")."""
_UNIT_EVENTS = {
    **_UNIT_ACTS,
    "unit_damages": "deals damage",
    "unit_depleted": "is depleted",
    "unit_reloaded": "reloads",
    "unit_damaged": "receives damage",
}
"""A Unit's own act, the damage it deals, its being depleted or reloaded, as its trigger."""


def _triggered(ability: m.Triggered) -> str:
    """A triggered ability: what fires it, then its effects."""
    if (text := event_triggered(ability)) is not None:  # the game's own moments and events
        return text
    if (text := triggered_b9(ability)) is not None:
        return text
    match ability:
        case m.Triggered(
            trigger="revealed",
            effects=[m.Scrap(target=m.This())],
            conditions=[m.During(unless=str() as verb, phase=str() as phase)],
        ):
            return f"Scrap this card when it is revealed unless you {verb} it during your {_PHASES[phase]} phase."
        case m.Triggered(
            trigger="revealed", effects=[m.Scrap(target=m.This()), m.RemoveFromGame(target=m.This())], conditions=[]
        ):
            return "Scrap this card when it is revealed and remove it from the game."
        case m.Triggered(trigger="revealed", effects=[m.Scrap(target=m.This())], conditions=conditions):
            return "Scrap this card when it is revealed." + _restrictions(conditions)
        case m.Triggered(trigger="activated", effects=[m.ScrapOthers() as others], conditions=[]):
            return f"Activating this card scraps all other {_others(others)}."
        case m.Triggered(
            trigger=("activated" | "revealed") as when, effects=[m.AddCounters(target=m.This()) as add], conditions=[]
        ):
            how_many = _COUNT_WORDS.get(add.count, str(add.count))
            return f"Put {how_many} {add.counter} counters on this card when it is {when}."
        case m.Triggered(trigger="turn_start", effects=[m.RemoveCounters(counter=counter)], conditions=[]):
            return f"Remove {_counters(counter, 1)} from this card at the beginning of your turn."
        case m.Triggered(trigger="turn_start", effects=[m.AddCounters(counter=counter)], conditions=[]):
            return f"At the beginning of each of your turns, put {_counters(counter, 1)} on this card."
        case m.Triggered(trigger="activated", effects=[m.AdditionalDeployment(when_revealed=False)], conditions=[]):
            return "You may make an additional deployment the turn that you activate this card."
        case m.Triggered(trigger="scrapped", watched=m.Selector(zone="stockpile") as watched, effects=effects):
            return _scrapped_from_stockpile(ability, watched, effects)
        case m.Triggered(
            trigger="scrapped", watched=m.Selector() as watched, effects=effects, conditions=conditions
        ) if watched != m.Selector(quantifier="any", noun="mech", owner=watched.owner):
            main, riders = _split_riders(effects)
            lead = f"Whenever {_target(watched)} is scrapped, "
            return lead + f"{_effects(main, capital=False)}." + _riders(riders) + _restrictions(conditions)
        case m.Triggered(trigger="you_deploy", watched=watched, effects=effects) if watched is not None:
            main, riders = _split_riders(effects)
            lead = f"Whenever you deploy {_target(watched)}, "
            return lead + f"{_effects(main, capital=False)}." + _riders(riders) + _restrictions(ability.conditions)
        case m.Triggered(trigger="scrapped", watched=m.Selector(owner=owner), effects=effects, conditions=conditions):
            whose = "an opponent controls" if owner == "opponent" else "you control"
            main, riders = _split_riders(effects)
            lead = f"Whenever a 'Mech {whose} is scrapped, "
            return lead + f"{_effects(main, capital=False)}." + _riders(riders) + _restrictions(conditions)
        case m.Triggered(trigger="battle_end" | "mission_end" as trigger, effects=effects, conditions=conditions):
            main, riders = _split_riders(effects)
            lead = f"At the end of each {trigger.removesuffix('_end')}, "
            if len(main) == 1 and isinstance(each := main[0], m.ForEach):
                text = f"{_effects(each.effects, capital=False)} for {_target(each.each)}"
            else:
                text = _effects(main, capital=False)
            return lead + f"{text}." + _riders(riders) + _restrictions(conditions)
        case m.Triggered(
            trigger="you_play_card",
            watched=m.Selector(card_type=str() as played_kind),
            effects=effects,
            conditions=[m.MissionInvolves(target=involving)],
        ):
            main, riders = _split_riders(effects)
            lead = f"For each {played_kind} card you play during a mission involving {_target(involving)}, "
            return lead + f"{_effects(main, capital=False)}." + _riders(riders)
        case m.Triggered(
            trigger="phase_end", effects=effects, conditions=[m.During(phase=str() as phase, at_end=True)]
        ):
            lead = f"At the end of your {_PHASES[phase]} phase, "
            if len(effects) == 1 and isinstance(idle := effects[0], m.IfCouldHaveAttacked):
                tail = f" if {_target(idle.watched)} could have attacked this turn but did not"
                return lead + _effects(idle.effects, capital=False) + tail + "."
            return lead + _effects(effects, capital=False) + "."
        case m.Triggered(trigger="you_damage_stockpile", effects=effects, conditions=conditions):
            main, riders = _split_riders(effects)
            lead = "Whenever you damage an opponent's Stockpile, "
            return lead + f"{_effects(main, capital=False)}." + _riders(riders) + _restrictions(conditions)
        case m.Triggered(trigger="last_counter_removed", effects=effects, conditions=[]):
            # the DSL does not keep the counter's kind: "the last counter" (of any kind) says no more than it knows
            return f"When the last counter has been removed, {_effects(effects, capital=False)}."
        case m.Triggered(trigger="you_attack", effects=effects, conditions=conditions):
            main, riders = _split_riders(effects)
            return f"{_effects(main)} if you attack." + _riders(riders) + _restrictions(conditions)
        # every player's turn (rulebook p.16)
        case m.Triggered(
            trigger="turn_start" | "turn_end" as when, effects=effects, conditions=[m.During() as every]
        ) if every == m.During(whose="any"):
            main, riders = _split_riders(effects)
            lead = "At the beginning of each turn, " if when == "turn_start" else "At the end of each turn, "
            return lead + _effects(main, capital=False) + "." + _riders(riders)
        case m.Triggered(trigger="turn_end", effects=effects, conditions=conditions):
            main, riders = _split_riders(effects)
            return f"{_effects(main)} at the end of each of your turns." + _riders(riders) + _restrictions(conditions)
        case m.Triggered(trigger="enhanced_site_damaged", effects=[m.RedirectDamage() as redirect]):
            amount = f"up to {redirect.amount}" if redirect.up_to else f"{redirect.amount} of that"
            scrapping = ", scrapping it" if redirect.scrap else ""
            return (
                "When that site is damaged, attacker may choose to redirect "
                f"{amount} damage to {_target(redirect.to)}{scrapping}."
            ) + _restrictions(ability.conditions)
        case m.Triggered(trigger="uses_option", effects=effects, option=str() as option, watched=m.ThatOne() as that):
            main, riders = _split_riders(effects)
            lead = f"Whenever {_target(that)} uses {option}"
            return f"{lead}, {_effects(main, capital=False)}." + _riders(riders) + _restrictions(ability.conditions)
        case m.Triggered(trigger="uses_option", effects=effects, option=str() as option, watched=m.Selector() as who):
            main, riders = _split_riders(effects)
            lead = f"Whenever {_target(who)} uses its {option} option"
            return f"{lead}, {_effects(main, capital=False)}." + _riders(riders) + _restrictions(ability.conditions)
        case m.Triggered(trigger="turn_start", effects=effects, conditions=conditions):
            main, riders = _split_riders(effects)
            lead = "At the beginning of each of your turns, "
            return lead + _effects(main, capital=False) + "." + _riders(riders) + _restrictions(conditions)
        case m.Triggered(trigger="piloted_uses_option", effects=effects, option=str() as option):
            main, riders = _split_riders(effects)
            lead = f"Whenever 'Mech piloted by this card uses {option}"
            return f"{lead}, {_effects(main, capital=False)}." + _riders(riders) + _restrictions(ability.conditions)
        case m.Triggered(
            trigger="piloted_attacks_or_blocks" | "piloted_scrapped" | "piloted_attacks_alone" as trigger,
            effects=effects,
        ):
            main, riders = _split_riders(effects)
            lead = {
                "piloted_attacks_or_blocks": "Whenever 'Mech piloted by this card attacks or blocks",
                "piloted_scrapped": "If 'Mech piloted by this card is scrapped",
                "piloted_attacks_alone": "If 'Mech piloted by this card attacks alone",
            }[trigger]
            return f"{lead}, {_effects(main, capital=False)}." + _riders(riders) + _restrictions(ability.conditions)
        case m.Triggered(trigger="enhanced_site_damaged", effects=[m.RedirectToCounters() as redirect]):
            one = f"{redirect.counter} counter"
            return (
                f"When that site is damaged, attacker may choose to redirect {redirect.amount} damage to "
                f"{'an' if one[0] in 'aeiou' else 'a'} {one} for each {one} on that site, scrapping those counters."
            ) + _restrictions(ability.conditions)
        case m.Triggered(trigger="comes_into_play", effects=effects, conditions=conditions):
            main, riders = _split_riders(effects)
            lead = f"When this card comes into play, {_effects(main, capital=False)}."
            return lead + _riders(riders) + _restrictions(conditions)
        case m.Triggered(trigger="scrapped", watched=m.This(), effects=effects, conditions=conditions):
            main, riders = _split_riders(effects)
            lead = f"When this card is scrapped, {_effects(main, capital=False)}."
            return lead + _riders(riders) + _restrictions(conditions)
        case m.Triggered(trigger=str() as trigger, watched=unit, effects=effects) if trigger in _UNIT_EVENTS:
            main, riders = _split_riders(effects)
            whose = _watched(unit)  # this card, the 'Mech it pilots, or any of a kind
            conditions = list(ability.conditions)
            event = _UNIT_EVENTS[trigger]
            if conditions and isinstance(facing := conditions[0], m.Facing):
                conditions.pop(0)
                event = f"{event} to" if trigger == "unit_damages" else event
                event = f"{event} {_target(facing.target)}"
            lead = f"Whenever {whose} {event}, {_effects(main, capital=False)}."
            return lead + _riders(riders) + _restrictions(conditions)
        case m.Triggered(trigger="opponent_draws" | "opponent_draws_extra" as when, effects=effects, conditions=[]):
            main, riders = _split_riders(effects)  # (rulebook p.17)
            outside = " outside of his or her Draw phase" if when == "opponent_draws_extra" else ""
            return f"Whenever an opponent draws a card{outside}, {_effects(main, capital=False)}." + _riders(riders)
        case m.Triggered(trigger="scrapped", watched=m.Enhanced(), effects=effects, conditions=conditions):
            main, riders = _split_riders(effects)
            lead = f"If the enhanced Unit is scrapped, {_effects(main, capital=False)}."
            return lead + _riders(riders) + _restrictions(conditions)
        case m.Triggered(trigger=trigger, effects=effects, conditions=conditions):
            main, riders = _split_riders(effects)
            verb = "activate" if trigger == "activated" else "reveal"
            return (
                f"When you {verb} this card, {_effects(main, capital=False)}."
                + _riders(riders)
                + _restrictions(conditions)
            )
    raise ValueError(f"no English for {ability!r}")


def _scrapped_from_stockpile(ability: m.Triggered, watched: m.Selector, effects: Sequence[m.Effect]) -> str:
    plain = _target(watched.model_copy(update={"zone": None, "owner": "any"}))
    where = f"scrapped from {_WHOSE_STOCKPILE[watched.owner]}"
    main, riders = _split_riders(effects)
    tail = _riders(riders) + _restrictions(ability.conditions)
    if watched.quantifier == "each":
        return f"For {plain} {where}, {_effects(main, capital=False)}." + tail
    lead = f"Whenever {plain} is {where}, "
    if ability.instead:
        first, *rest = main
        then = f", then {_effects(rest, capital=False)}" if rest else ""
        return lead + f"{_effects([first], capital=False)} instead{then}." + tail
    return lead + f"{_effects(main, capital=False)}." + tail
