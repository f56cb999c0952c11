"""The effect DSL in plain English, in the phrasing the grammar reads back (parse → render → parse gives the same
DSL, up to the keyword reminders, which belong to a printing rather than to the effect)."""

from __future__ import annotations

from collections.abc import Sequence
from contextvars import ContextVar
from typing import Any

from judge.dsl import models as m

_NOUNS = {
    "unit": ("Unit", "Units"),
    "mech": ("'Mech", "'Mechs"),
    "site": ("site", "sites"),
    "card": ("card", "cards"),
    "target": ("target", "targets"),
    "pilot": ("Pilot", "Pilots"),
    "player": ("player", "players"),
}
_COUNT_WORDS = {2: "two", 3: "three", 4: "four", 5: "five"}
_ORDINALS = {1: "first", 2: "second", 3: "third"}


def _die(low: int, high: int) -> str:
    return str(low) if low == high else f"{low}-{high}"


_ROLLED: ContextVar[tuple[int, int]] = ContextVar("_ROLLED", default=(1, 6))
"""The results the die roll can have where an amount "equal to the die roll" is rendered: the range of the die
branch being rendered ("3-6: that Unit gets +(3-6) attack"), the whole die outside a branch."""


def _rolled() -> str:
    low, high = _ROLLED.get()
    # a one-result branch would read as a fixed amount ("6 damage"): the whole die keeps it the die roll
    return f"{low}-{high}" if low < high else "1-6"


def _branch(branch: m.DieBranch) -> str:
    token = _ROLLED.set((branch.low, branch.high))
    try:
        return f"{_die(branch.low, branch.high)}: {_effects(branch.effects, capital=False)}"
    finally:
        _ROLLED.reset(token)


_PHASES = {
    "untap": "Untap",
    "draw": "Draw",
    "deploy": "Deploy",
    "repair_reload": "Repair/Reload",
    "missions": "Missions",
    "end": "End",
}


def without_reminders(abilities: Sequence[m.Ability]) -> list[m.Ability]:
    """The abilities as the renderer can give them back: keyword reminders (a property of the printing, not of the
    effect) dropped at every depth."""

    def strip(node: Any) -> Any:
        if isinstance(node, dict):
            out = {key: strip(value) for key, value in node.items()}
            if out.get("kind") == "keyword":
                out.update(reminder=False, wording="current")
            return out
        if isinstance(node, list):
            return [strip(item) for item in node]
        return node

    return m.AbilityList.model_validate(strip(m.AbilityList(list(abilities)).model_dump(mode="json"))).root


def render_abilities(abilities: Sequence[m.Ability]) -> str:
    """One line per ability."""
    return "\n".join(render_ability(a) for a in abilities)


def render_ability(ability: m.Ability) -> str:
    match ability:
        case m.Overheat(heat=heat, attack=attack):
            return f"Overheat {heat}: {attack:+d} attack"
        case m.AlphaStrike(attack=attack):
            return f"Alpha Strike: {attack:+d} attack"
        case m.Missile(count=count):
            return f"Missile {count}"
        case m.Jump(attack=attack, initiative=initiative):
            return f"Jump ({attack:+d} attack: {initiative:+d} initiative)"
        case m.Keyword(name=name, value=value):
            return name if value is None else f"{name} {value}"
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
        case m.PlayRestriction(conditions=[condition], activate=True):
            return f"You may activate this card only {_activation(condition)}."
        case m.PlayRestriction(conditions=[condition], reveal=True):
            return f"Reveal this card only {_activation(condition)}."
        case m.PlayRestriction(conditions=[m.PlayedOn(target=target)]):
            if target == _YOUR_SITE:
                return "Play this card only in one of your regions."
            return f"Play this card only on {_target(target)}."
        case m.PlayRestriction(conditions=conditions):
            return "Play only " + " and only ".join(_play_condition(c) for c in conditions) + "."
        case m.Upkeep(cost=cost, otherwise=["tap", "opponent_gains_control"], control_at_end_of_turn=later):
            return (
                f"During your Repair/Reload phase, pay {cost}; otherwise, tap this card and your opponent gains "
                "control of it" + (" at the end of your turn." if later else ".")
            )
        case m.Upkeep(cost=cost, otherwise=["tap"]):
            return f"During your Repair/Reload phase, pay {cost} or tap this card and choose an opponent."
        case m.Upkeep(cost=cost, otherwise=[]):
            return f"During your Repair/Reload phase, pay {cost}."
        case m.Upkeep(cost=cost, otherwise=["scrap"]):
            return f"During your Repair/Reload phase, pay {cost}. If you cannot pay this cost, scrap this card."
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
        case m.Triggered(trigger=trigger, effects=effects, conditions=conditions):
            main, riders = _split_riders(effects)
            verb = "activate" if trigger == "activated" else "reveal"
            return (
                f"When you {verb} this card, {_effects(main, capital=False)}."
                + _riders(riders)
                + _restrictions(conditions)
            )
        case m.Activated(cost=[m.RemoveCountersCost(counter=counter, count=count)], effects=effects):
            main, riders = _split_riders(effects)
            paid = f"Remove {_counters(counter, count)} from this card to "
            tail = _riders(riders) + _restrictions(ability.conditions)
            return paid + f"{_effects(main, capital=False, infinitive=True)}." + tail
        case m.Activated(
            cost=cost,
            effects=[
                m.AddResources(count=count, from_roll=False),
                m.PerCounterRemoved(counter=counter, effects=[m.AddResources(count=per, from_roll=False)]),
            ],
            conditions=conditions,
        ) if _scrap_cost(cost) is None and count > 0 and per > 0:
            symbols, more = " ".join("{R}" for _ in range(count)), " ".join("{R}" for _ in range(per))
            removed = f"for each {counter} counter you remove from this card"
            return f"{_cost(cost)}: {symbols}, plus {more} {removed}." + _restrictions(conditions)
        case m.Activated(
            cost=cost,
            effects=[m.AddResources(count=count, from_roll=False, amount_of=None), *rest],
            conditions=conditions,
        ) if all(_is_rider(e) for e in rest) and _scrap_cost(cost) is None:
            resources = f"{_cost(cost)}: " + " ".join("{R}" for _ in range(count))
            tail = _riders(rest) + _restrictions(conditions)
            return resources + ("." + tail if tail else "")
        case m.Activated(cost=cost, effects=[m.ForEach(each=each, effects=repeated)], conditions=conditions) if (
            _scrap_cost(cost) is None
        ):
            return f"{_cost(cost)}: {_effects(repeated)} for {_target(each)}." + _restrictions(conditions)
        case m.Activated(cost=cost, effects=[m.PerOutnumbering() as per], conditions=conditions) if (
            _scrap_cost(cost) is None and cost
        ):
            engaged = "engaged " if per.engaged else ""
            singular, plural = _NOUNS[per.noun]
            lead = (
                f"For each {engaged}{singular} that opponent controls that is fewer than the number of your "
                f"{engaged}{plural}, "
            )
            return f"{_cost(cost)}: {lead}{_effects(per.effects, capital=False)}." + _restrictions(conditions)
        case m.Activated(cost=cost, effects=[m.CountCards() as counted, m.PerOutnumbering() as per], conditions=c):
            # "Count the number of ... . If there are fewer opposing Units, you get +X initiative, where X is ..."
            bonuses = " and ".join(
                f"you get +X {e.stat}" if e.target == _YOU_GET else f"{_target(e.target)} gets +X {e.stat}"
                for e in per.effects
                if isinstance(e, m.ModifyStat)
            )
            fewer = f"If there are fewer opposing {_NOUNS[per.noun][1]}, {bonuses}, where X is the difference."
            return f"{_cost(cost)}: {_effect(counted)[:1].upper()}{_effect(counted)[1:]}. {fewer}" + _restrictions(c)
        case m.Activated(cost=[], effects=[m.PerCounterRemoved() as spent], conditions=conditions):
            return _effects([spent]) + "." + _restrictions(conditions)
        case m.Activated(cost=cost, effects=[*main, m.PerCostPoint() as per], conditions=conditions) if (
            main and _scrap_cost(cost) is None and any(isinstance(e, m.Search) for e in main)
        ):
            # the payment for the configuration searched for: a sentence of its own after the ability's effects
            paid = _effect(per)
            return f"{_cost(cost)}: {_effects(main)}. {paid[:1].upper()}{paid[1:]}." + _restrictions(conditions)
        case m.Activated(cost=cost, effects=effects, conditions=conditions):
            main, riders = _split_riders(effects)
            scrap = _scrap_cost(cost)
            tail = _riders(riders) + _restrictions(conditions)
            if any(isinstance(part, m.ReturnToHandCost) for part in cost):
                return f"Put this card into your hand to {_effects(main, capital=False, infinitive=True)}." + tail
            if scrap is not None and scrap.source == "this":
                return f"Scrap this card to {_effects(main, capital=False, infinitive=True)}." + tail
            if scrap is not None:
                kind = f"{scrap.card_type} " if scrap.card_type else ""
                many = _COUNT_WORDS.get(scrap.count, str(scrap.count))
                cards = f"a {kind}card" if scrap.count == 1 else f"{many} {kind}cards"
                if scrap.source == "play" and scrap.count == 1:
                    # a cost is paid with your own cards: "one of your Resource cards in play"
                    cards = f"one of your {kind}cards"
                where = {"stockpile": "from your Stockpile", "hand": "from your hand", "play": "in play"}[scrap.source]
                lead = f"{_cost(cost)}: " if _cost(cost) else ""
                return lead + f"Scrap {cards} {where} to {_effects(main, capital=False, infinitive=True)}." + tail
            return f"{_cost(cost)}: {_effects(main)}." + tail
        case m.Static(effects=effects, conditions=conditions) if _is_pilot_bonus(effects) and not conditions:
            return ", ".join(f"{e.amount:+d} {e.stat}" for e in effects if isinstance(e, m.ModifyStat))
        case m.Static(effects=[m.PatrolAtOnce(when=when, if_fully_constructed=True)], conditions=[]):
            verb = "activate" if when == "activated" else "reveal"
            return (
                f"If this card is fully constructed when you {verb} it, you may immediately place it in your Patrol "
                "region."
            )
        case m.Static(effects=[m.PatrolAtOnce(when="activated")], conditions=[]):
            return "You may move this card to your Patrol region as soon as you activate it."
        case m.Static(effects=[m.PatrolAtOnce(when="revealed")], conditions=[]):
            return "When you reveal this card, you may immediately place it in your Patrol region."
        case m.Static(effects=[m.FreeDeployment()], conditions=[]):
            return "Playing this card does not count as a deployment if revealed the turn you play it."
        case m.Static(effects=[m.MoveEnhancement()], conditions=[m.During(phase=str() as phase)]):
            return f"You may move this card to a different site during your {_PHASES[phase]} phase."
        case m.Static(effects=[m.InsteadOfScrapheap(effects=effects)], conditions=[]):
            return (
                f"If this card would be put into your Scrapheap from play, {_effects(effects, capital=False)} instead."
            )
        case m.Static(effects=[m.Deplete(delayed="mission", target=target)], conditions=[]):
            return f"After the mission, deplete {_target(target)}."
        case m.Static(
            effects=effects, conditions=[m.CardState(target=m.This(), state="tapped" | "untapped" as state)]
        ) if not _split_riders(effects)[1]:
            return f"If this card is {state}, {_effects(effects, capital=False)}."
        case m.Static(effects=effects, conditions=conditions, used=used):
            main, riders = _split_riders(effects)
            return _effects(main) + "." + _riders(riders) + _restrictions(conditions, used)
        case m.Resolve(effects=effects, conditions=conditions):
            main, riders = _split_riders(effects)
            return _effects(main) + "." + _riders(riders) + _restrictions(conditions)
    raise ValueError(f"no English for {ability!r}")


def _counters(counter: str | None, count: int) -> str:
    if counter is None:  # only a counter with a stat has no kind: rendered with its stat by _battle_effect
        raise ValueError("a counter without a kind changes a stat")
    if count == 1:
        return f"{'an' if counter[0] in 'aeiou' else 'a'} {counter} counter"
    return f"{_COUNT_WORDS.get(count, str(count))} {counter} counters"


_ZONES = {"hand": "hand", "scrapheap": "Scrapheap", "stockpile": "Stockpile"}
_MEMBERS = {
    "this": "this card",
    "piloted_unit": "'Mech piloted by this card",
    "that": "that 'Mech",
    "enhanced": "'Mech enhanced by this card",
}

_YOUR_SITE = m.Selector(quantifier="one", noun="site", owner="you")
_YOU_GET = m.Selector(quantifier="a", noun="unit", owner="you")
"""The target of "you get +1 initiative"."""


_RIDERS = (
    m.ScrapIfDamaged,
    m.CountsAsDeployment,
    m.IfScrapped,
    m.IfDamages,
    m.IfNoStructureDamage,
    m.LimitExemption,
    m.OptionRequirement,
    m.IfStructureDamage,
    m.IfCardIs,
    m.IfReceivesDamage,
    m.IfGuessed,
    m.IfChallenged,
)


def _is_rider(effect: m.Effect) -> bool:
    if isinstance(effect, m.PayToEnd) or (isinstance(effect, m.PerExcessConstruction) and effect.of_that):
        return True
    if isinstance(effect, m.IfScrapped) and isinstance(effect.watched, m.Selector):  # a condition on a group
        return False
    if isinstance(effect, m.IfReceivesDamage) and effect.threshold is None:  # "If that Unit receives any damage"
        return False
    return isinstance(effect, _RIDERS) or (isinstance(effect, m.FreeDeployment) and not effect.if_revealed)


def _split_riders(effects: Sequence[m.Effect]) -> tuple[list[m.Effect], list[m.Effect]]:
    main: list[m.Effect] = [e for e in effects if not _is_rider(e)]
    return main, [e for e in effects if _is_rider(e)]


def _riders(riders: Sequence[m.Effect]) -> str:
    out = ""
    for rider in riders:
        if isinstance(rider, m.ScrapIfDamaged):
            noun = _NOUNS[rider.watched.noun or "unit"][0] if isinstance(rider.watched, m.ThatOne) else "Unit"
            out += f" If that {noun} receives {rider.threshold} or more damage, scrap this card."
        elif isinstance(rider, m.IfScrapped):
            noun = _NOUNS[rider.watched.noun or "unit"][0] if isinstance(rider.watched, m.ThatOne) else "Unit"
            during = " during this mission" if rider.during_mission else ""
            otherwise = f"; otherwise, {_effects(rider.otherwise, capital=False)}" if rider.otherwise else ""
            out += f" If that {noun} is scrapped{during}, {_effects(rider.effects, capital=False)}{otherwise}."
        elif isinstance(rider, m.IfDamages):
            noun = _NOUNS[rider.watched.noun or "unit"][0] if isinstance(rider.watched, m.ThatOne) else "Unit"
            out += f" If that {noun} damages {_target(rider.target)}, {_effects(rider.effects, capital=False)}."
        elif isinstance(rider, m.IfNoStructureDamage):
            noun = _NOUNS[rider.watched.noun or "unit"][0] if isinstance(rider.watched, m.ThatOne) else "Unit"
            out += f" If that {noun} receives no structure damage, {_effects(rider.effects, capital=False)}."
        elif isinstance(rider, m.LimitExemption):
            out += f" Attacks that target {_target(rider.attacks_on)} do not count toward this limit."
        elif isinstance(rider, m.OptionRequirement):
            who = _target(rider.target)
            subject = who[:1].upper() + who[1:]
            out += {
                "must": f" {subject} must use that option (if able).",
                "cannot": f" {subject} cannot use that option.",
                "either": f" Choose whether {who} must use that option (if able) or cannot use it.",
            }[rider.mode]
        elif isinstance(rider, m.IfStructureDamage):
            noun = _NOUNS[rider.watched.noun or "unit"][0] if isinstance(rider.watched, m.ThatOne) else "Unit"
            out += f" If that {noun} receives structure damage, {_effects(rider.effects, capital=False)}."
        elif isinstance(rider, m.CountsAsDeployment):
            out += " Using this ability counts as one of your deployments."
        elif isinstance(rider, m.PayToEnd):
            phase = _PHASES[rider.phase]
            out += f" Any player may pay {rider.cost} during his or her {phase} phase to end this effect."
        elif isinstance(rider, m.PerExcessConstruction):
            every = "each construction counter" if rider.per == 1 else f"every {rider.per} construction counters"
            out += f" {_effects(rider.effects)} for {every} above its cost."
        elif isinstance(rider, m.IfCardIs):
            out += " " + _if_card_is(rider)
        elif isinstance(rider, m.IfChallenged):
            otherwise = f"; otherwise, {_effects(rider.otherwise, capital=False)}" if rider.otherwise else ""
            out += f" If opponent challenges this claim, {_effects(rider.effects, capital=False)}{otherwise}."
        elif isinstance(rider, m.IfGuessed):
            otherwise = f"; otherwise, {_effects(rider.otherwise, capital=False)}" if rider.otherwise else ""
            effects = _effects(rider.effects, capital=False)
            out += f" If opponent guesses how many counters you have hidden, {effects}{otherwise}."
        elif isinstance(rider, m.IfReceivesDamage):
            noun = _NOUNS[rider.watched.noun or "unit"][0] if isinstance(rider.watched, m.ThatOne) else "Unit"
            otherwise = f"; otherwise, {_effects(rider.otherwise, capital=False)}" if rider.otherwise else ""
            effects = _effects(rider.effects, capital=False)
            out += f" If that {noun} receives {rider.threshold} or more damage, {effects}{otherwise}."
        else:
            out += " This does not count as a deployment."
    return out


def _others(others: m.ScrapOthers) -> str:
    return "Terrain cards in that region" if others.subtype == "Terrain" else "Factions you control"


def _is_pilot_bonus(effects: Sequence[m.Effect]) -> bool:
    return bool(effects) and all(
        isinstance(e, m.ModifyStat) and isinstance(e.target, m.PilotedUnit) and e.only_against is None for e in effects
    )


def _cost(cost: Sequence[m.AbilityCost]) -> str:
    return ", ".join(
        "{T}" if isinstance(part, m.TapCost) else "{R}"
        for part in cost
        if not isinstance(part, m.ScrapCost | m.ReturnToHandCost | m.RemoveCountersCost)
    )


def _scrap_cost(cost: Sequence[m.AbilityCost]) -> m.ScrapCost | None:
    scraps = [part for part in cost if isinstance(part, m.ScrapCost)]
    return scraps[0] if scraps else None


def _restrictions(conditions: Sequence[m.Condition], used: bool = True) -> str:
    """ "Use this ability only ..." for an ability used; "This ability applies only ..." for one always on."""
    if not conditions:
        return ""
    lead = " Use this ability only " if used else " This ability applies only "
    return lead + ", and only ".join(_timing(c) for c in conditions) + "."


def _timing(condition: m.Condition) -> str:
    match condition:
        # restrict: more timings
        case m.During(phase=str() as phase, whose="any", not_during_mission=not_during):
            return f"during the {_PHASES[phase]} phase" + (", but not during a mission" if not_during else "")
        case m.During(mission=True, at_end=True, whose="any"):
            return "at the end of a mission"
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
        case m.During(phase=str() as phase, not_during_mission=not_during):
            text = f"during your {_PHASES[phase]} phase"
            return text + (", but not during a mission" if not_during else "")
        case m.During(mission=True, target_in_enhanced_region=True):
            return "during a mission whose target is in the region enhanced by this card"
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
    raise ValueError(f"no English for the restriction {condition!r}")


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
        case m.OpponentAttacks(target=target):
            return f"when opponent attacks {_target(target)}"
        case m.OpponentPlays(verb=verb, target=target):
            return f"when opponent {verb} {_target(target)}"
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
        case m.During(battle=True):
            return "during battle"
        case m.WhenIn(roles=roles):
            return "when " + " or ".join(roles)
        case m.HasAsset(asset=asset):
            return f"if you have {asset} in play"
        case m.AttacksAlone():
            return "when one of your Units attacks alone"
        case m.Defending(no_blockers=noun):
            blockers = f" and do not control any blocking {_NOUNS[noun][1]}" if noun else ""
            return "if you are the defending player" + blockers
        case m.GroupSize(roles=roles, count=count):
            return f"when {' or '.join(roles)} with exactly {_COUNT_WORDS.get(count, str(count))} 'Mechs"
        case m.Controls(player=player, target=target):
            who = "opponent controls" if player == "opponent" else "you control"
            return f"if {who} at least {_target(target)}"
    raise ValueError(f"no English for the play restriction {condition!r}")


def _effects(effects: Sequence[m.Effect], capital: bool = True, infinitive: bool = False) -> str:
    """The effects joined with "and"; ``infinitive`` after "to" ("Scrap a card to give that 'Mech +1 attack")."""
    parts: list[str] = []
    index = 0
    while index < len(effects):
        effect = effects[index]
        following = effects[index + 1] if index + 1 < len(effects) else None
        if isinstance(effect, m.ModifyStat) and effect.roll is not None:
            rolls = [effect]
            for after in effects[index + 1 :]:
                if not (isinstance(after, m.ModifyStat) and after.roll is not None and after.target == effect.target):
                    break
                rolls.append(after)
            bonuses = " and ".join(f"additional {e.stat} equal to the {_ORDINALS[e.roll or 1]} roll" for e in rolls)
            parts.append(f"{_target(effect.target)} gets {bonuses}")
            index += len(rolls)
            continue
        if (
            isinstance(effect, m.ModifyStat)
            and effect.from_roll
            and isinstance(following, m.DealDamage)
            and following.target == effect.target
        ):
            gets = f"gets +({_rolled()}) {effect.stat}"
            parts.append(f"{_target(effect.target)} {gets} but receives {following.amount} damage")
            index += 2
            continue
        if (
            isinstance(effect, m.PutOnStockpile)
            and effect.any_order
            and isinstance(following, m.PutOnStockpile)
            and following.any_order
        ):
            # two cards put on top together, in the order their owner chooses
            both = f"{_target(effect.target)} and {_target(following.target)}"
            parts.append(f"put {both} on top of your Stockpile in any order")
            index += 2
            continue
        if isinstance(effect, m.ModifyStat) and effect.only_against is not None:
            parts.append(
                f"{_target(effect.target)} gets {effect.amount:+d} {effect.stat}, only usable against targets other "
                "than Units"
            )
            index += 1
            continue
        if isinstance(effect, m.ModifyStat) and effect.amount_from is not None:
            base = effect.amount_from.removeprefix("base_")
            parts.append(f"{_target(effect.target)} gets +X {effect.stat}, where X is its base {base}")
            index += 1
            continue
        if isinstance(effect, m.ModifyStat):
            group = [effect]
            while (
                index + 1 < len(effects)
                and isinstance(effects[index + 1], m.ModifyStat)
                and effects[index + 1].target == effect.target  # type: ignore[union-attr]
                and effects[index + 1].amount_from is None  # type: ignore[union-attr]
                and effects[index + 1].only_against is None  # type: ignore[union-attr]
            ):
                index += 1
                group.append(effects[index])  # type: ignore[arg-type]
            parts.append(_modify(group, give=infinitive and not parts))
        else:
            parts.append(_effect(effect))
        index += 1
    text = " and ".join(parts)
    return text[0].upper() + text[1:] if capital else text


def _modify(group: list[m.ModifyStat], give: bool = False) -> str:
    changes = " and ".join(f"+({_rolled()}) {e.stat}" if e.from_roll else f"{e.amount:+d} {e.stat}" for e in group)
    target = group[0].target
    if isinstance(target, m.Selector) and target.owner == "you" and target.quantifier == "a" and target.noun == "unit":
        return f"get {changes}" if give else f"you get {changes}"
    if give and not any(e.from_roll for e in group):
        return f"give {_target(target)} {changes}"
    many = isinstance(target, m.Selector) and target.quantifier in ("all", "any_number", "up_to")
    return f"{_target(target)} {'get' if many else 'gets'} {changes}"


def _effect(effect: m.Effect) -> str:
    battle = _battle_effect(effect)
    if battle is not None:
        return battle
    if (asset_text := _asset_effect(effect)) is not None:
        return asset_text
    stock = _stock_effect(effect)
    if stock is not None:
        return stock
    match effect:
        case m.Draw(count=count, player="opponent"):
            cards = "a card" if count == 1 else f"{_COUNT_WORDS.get(count, str(count))} cards"
            return f"your opponent draws {cards}"
        case m.Restock(target=target, player="opponent"):
            return f"your opponent restocks {_target(target)}"
        case m.Scrap(target=target, player="opponent"):
            return f"your opponent scraps {_target(target)}"
        case m.DealDamage(source=source, target=target, amount=amount, amount_of=None, structure=structure) if (
            source is not None
        ):
            return f"{_target(source)} deals {amount} {'structure ' if structure else ''}damage to {_target(target)}"
        case m.DealDamage(target=target, amount_of=m.Quantity(of="die_roll"), structure=False, divided=False):
            return f"{_target(target)} receives {_rolled()} damage"
        case m.DealDamage(target=target, amount_of=m.Quantity(of="that_much"), structure=False, divided=False):
            return f"deal that much damage to {_target(target)}"
        case m.DealDamage(target=target, amount_of=m.Quantity() as quantity, structure=False, divided=False):
            return f"deal damage to {_target(target)} equal to {_quantity(quantity)}"
        case m.PreventDamage(target=target, amount_of=m.Quantity(of="die_roll"), up_to=False):
            return f"prevent {_rolled()} damage to {_target(target)}"
        case m.DealDamage(target=target, amount=amount, structure=False, divided=True):
            return f"deal {amount} damage divided any way you choose among {_target(target)}"
        case m.DealDamage(target=m.ThatOne(noun=str()) as target, amount=amount, structure=False):
            return f"{_target(target)} receives {amount} damage"
        case m.DealDamage(target=target, amount=amount, structure=structure):
            return f"deal {amount} {'structure ' if structure else ''}damage to {_target(target)}"
        case m.PreventDamage(target=target, amount=amount, up_to=up_to):
            return f"prevent {'up to ' if up_to else ''}{amount} damage to {_target(target)}"
        case m.Draw(count=count, delayed=delayed):
            cards = "a card" if count == 1 else f"{_COUNT_WORDS.get(count, str(count))} cards"
            return f"draw {cards}" + (" after the mission" if delayed else "")
        case m.RollDie(branches=branches, second=second):
            roll = "roll a second die" if second else _roll(effect)
            if not branches:
                return roll
            return f"{roll}: " + "; ".join(_branch(b) for b in branches)
        case m.ReturnToHand(target=target, delayed=delayed):
            return f"return {_target(target)} to your hand" + (" after the mission" if delayed else "")
        case m.NoEffect():
            return "no effect"
        case m.Shuffle():
            return "shuffle your Stockpile afterwards"
        case m.ActivateCard(target=target):
            return f"activate {_target(target)}"
        case m.RevealCard(target=target):
            return f"reveal {_target(target)}"
        case m.MultiplyCounters(counter=counter, target=target, factor=factor):
            word = "double" if factor == 2 else "triple"
            return f"{word} the number of {counter} counters on {_target(target)}"
        case m.PutOn(target=target):
            return f"put it on {_target(target)}"
        case m.CannotBeAttacked(target=target, by=by) if by is not None:
            return f"{_target(target)} cannot be attacked by {_target(by)}"
        case m.CannotBeAttacked(target=target):
            return f"{_target(target)} cannot be attacked"
        case m.CannotBeReassigned(target=target):
            return f"{_target(target)} cannot be reassigned"
        case m.LookAtHand():
            return "look at an opponent's hand"
        case m.LookAtTop(count=count, whose=whose):
            cards = "card" if count == 1 else f"{_COUNT_WORDS.get(count, str(count))} cards"
            return f"look at the top {cards} of {_WHOSE_STOCKPILE[whose]}"
        case m.Show(target=target):
            return f"show {_target(target)} to all players"
        case m.RemoveFromBattle(target=target):
            return f"remove {_target(target)} from battle"
        case m.Repair(target=target, all_damage=True):
            return f"repair all damage to {_target(target)}"
        case m.Cancel(target=target, scrap=False, on=str() as on):
            verb = "have" if isinstance(target, m.Selector) and target.quantifier == "all" else "has"
            return f"{_target(target)} {verb} no effect when {on}"
        case m.Cancel(target=m.Selector(quantifier="all") as all_cards, scrap=True, on=None):
            return f"{_target(all_cards)} are scrapped with no effect"
        case m.Cancel(target=target, scrap=scrap):
            return f"{_target(target)} " + ("is scrapped with no effect" if scrap else "has no effect")
        case m.PreventAllDamage(target=target, missile=True):
            return f"prevent all missile damage to {_target(target)}"
        case m.Repair(target=target, amount=amount, up_to=up_to):
            return f"repair {'up to ' if up_to else ''}{amount} damage to {_target(target)}"
        case m.AddCounters(counter=counter, count=count, target=target):
            return f"put {_counters(counter, count)} on {_target(target)}"
        case m.RemoveCounters(counter=counter, count=count, target=target):
            return f"remove {_counters(counter, count)} from {_target(target)}"
        case m.AdjustMissileRoll(amount=amount, either_way=True, fired_by=fired_by) if fired_by is not None:
            lead = f"add {amount} to or subtract {amount} from the missile die roll"
            return f"{lead} of any missile fired by {_target(fired_by)}"
        case m.AdjustMissileRoll(amount=amount, either_way=False, fired_by=None) if amount < 0:
            return f"subtract {-amount} from any of your missile die rolls"
        case m.RerollMissile(all_fired_by=fired_by) if fired_by is not None:
            return f"re-roll all of the missile dice for {_target(fired_by)}"
        case m.OneOf(options=[[m.RerollMissile(all_fired_by=None)], [m.AdjustMissileRoll() as adjust]]) if (
            adjust == m.AdjustMissileRoll(amount=adjust.amount) and adjust.amount > 0
        ):
            return f"reroll one of your missile die rolls or add {adjust.amount} to that roll"
        case m.RerollMissile():
            return "reroll one of your missile die rolls"

        case m.Deplete(target=target, reload=True, delayed=None):
            return f"reload {_target(target)}"
        case m.Deplete(target=target, delayed=delayed):
            return f"deplete {_target(target)}" + (" at the end of the mission" if delayed else "")
        case m.Unblockable():
            return "this mission cannot be blocked"
        case m.AddResources(from_roll=True):
            return f"gain +({_rolled()}) resources"
        case m.AddResources(count=count):
            return "gain " + " ".join("{R}" for _ in range(count))
        case m.PutInRegion():
            return "put it in one of your regions"
        case m.ScrapOthers() as others:
            return f"scrap all other {_others(others)}"
        case m.AddToDieRoll(amount=amount):
            return f"add {amount:+d} to one of your die rolls"
        case m.AdditionalDeployment(when_revealed=False):
            return "you may make an additional deployment this turn"
        case m.Restock(target=m.ThatOne(noun="card", among=1, plural=False, card_type=None), any_order=False):
            return "restock one of them"
        case m.Restock(target=target, any_order=any_order):
            return f"restock {_target(target)}" + (" in any order" if any_order else "")
        case m.PutIntoPlay(target=target, on=None, damage=damage, patrol=patrol):
            text = f"put {_target(target)} into play" + (" in your Patrol region" if patrol else "")
            if patrol and damage is not None:
                return text + f", with damage counters equal to {_quantity(damage)}"
            return text + (f" with damage counters equal to {_quantity(damage)}" if damage is not None else "")
        case m.PutIntoPlay(target=target, on=on) if on is not None:
            return f"put {_target(target)} into play on {_target(on)}"
        case m.PutOnStockpile(target=target, any_order=any_order):
            return f"put {_target(target)} on top of your Stockpile" + (" in any order" if any_order else "")
        case m.Search(target=target):
            return f"search your Stockpile for {_target(target)}"
        case m.GainAbility(target=target, ability=m.Keyword(name=name, value=None), value_of=m.Quantity() as x):
            return f"{_target(target)} gains {name} X, where X is equal to {_quantity(x)}"
        case m.GainAbility(target=target, ability=ability):
            return f"{_target(target)} gains {render_ability(ability)}"
        case m.Choose(target=target, more=more) if more:
            return f"choose {_target(target)}" + "".join(f" and {_target(t)}" for t in more)
        case m.Choose(target=target, more=[]):
            return f"choose {_target(target)}"
        case m.WinInitiative():
            return "you win initiative"
        case m.Tap(target=target, untap=True, delayed="battle"):
            return f"untap {_target(target)} at the end of the battle"
        case m.IfScrapped(
            watched=m.Selector() as watched, effects=effects, otherwise=[], during_mission=False, during_battle=during
        ):
            when = " during the battle" if during else ""
            return f"if {_target(watched)} were scrapped{when}, {_effects(effects, capital=False)}"
        case m.Tap(target=target, untap=True, delayed=str() as delayed):
            when = "after the mission" if delayed == "mission" else "at the end of your turn"
            return f"untap {_target(target)} {when}"

        case m.Tap(target=target, untap=untap):
            return f"{'untap' if untap else 'tap'} {_target(target)}"
        case m.ReplaceCounters(target=target, count=count, replacement=replacement):
            replaced = "one counter" if count == 1 else f"{_COUNT_WORDS.get(count, str(count))} counters"
            added = _COUNT_WORDS.get(replacement, str(replacement))
            return f"replace {replaced} on {_target(target)} with {added} counters of the same type"
        case m.RedirectAllDamage(source=source, to=to):
            return f"redirect all damage dealt to {_target(source)} to {_target(to)}"
        case m.PreventAllDamage(target=target, dealt=dealt, received=received):
            how = "dealt and received by" if dealt and received else ("dealt by" if dealt else "to")
            return f"prevent all damage {how} {_target(target)}"
        case m.SetStat(target=target, stat=stat, value=value):
            return f"reduce the {stat} of {_target(target)} to {value}"
        case m.May(effects=effects):
            return f"you may {_effects(effects, capital=False)}"
        case m.PerCounterRemoved(counter=counter, effects=effects):
            each = f"{_effects(effects, capital=False, infinitive=True)} for each counter removed"
            return f"remove any number of {counter} counters from this card to {each}"
        case m.PerCounter(counter=counter, effects=effects):
            return f"{_effects(effects, capital=False)} for each {counter} counter on this card"
        case m.PerExcessConstruction(per=per, effects=effects):
            every = "each construction counter" if per == 1 else f"every {per} construction counters"
            return f"{_effects(effects, capital=False)} for {every} above the cost of this card"
        case m.Scrap(target=target):
            return f"scrap {_target(target)}"
        case m.AdditionalDeployment():
            return "you may deploy this card revealed to make an additional deployment this turn"
        case m.CountsAs(name=name):
            return f"counts as {name} while in play"
        case m.GainControl(target=target, player="opponent"):
            return f"your opponent gains control of {_target(target)}"
        case m.GainControl(target=target):
            return f"gain control of {_target(target)}"
        case m.OneOf(options=options) if options == _TAP_ONE_UNTAP_OTHER:
            return "tap one and untap the other"
        case m.OneOf(options=[[m.ModifyStat() as first], [m.ModifyStat() as second]]) if (
            first.target == second.target and not first.from_roll and not second.from_roll
        ):
            return (
                f"{_target(first.target)} gets either {first.amount:+d} {first.stat} or {second.amount:+d} "
                f"{second.stat}"
            )
        case m.CannotBeBlocked(target=target, by=None, except_by=except_by) if except_by is not None:
            return f"{_target(target)} cannot be blocked except by {_target(except_by)}"
        case m.CannotBeBlocked(target=target, by=None):
            return f"{_target(target)} cannot be blocked"
        case m.CannotBeBlocked(target=target, by=by) if by is not None:
            return f"{_target(target)} cannot be blocked by {_target(by)}"
        case m.AtTheEnd(of=of, effects=effects):
            return f"at the end of the {of}, {_effects(effects, capital=False)}"
        case m.AtTheBeginning(whose=whose, of=of, effects=effects, next=next_one):
            moment = {"turn": "turn", "draw_phase": "Draw phase", "deploy_phase": "Deploy phase"}[of]
            when = f"{'your' if whose == 'you' else 'his or her'} {'next ' if next_one else ''}{moment}"
            return f"{_effects(effects, capital=False)} at the beginning of {when}"
        case m.MultiplyDamage(target=target, factor=factor):
            return f"{'double' if factor == 2 else 'triple'} all damage dealt to {_target(target)}"
        case m.Lasting(until="their_next_turn", effects=effects):
            return f"during his or her next turn, {_effects(effects, capital=False)}"
        case m.Lasting(until=until, effects=[_] as effects) if not isinstance(effects[0], m.May):
            return f"{_effects(effects, capital=False)} {_UNTIL[until]}"
        case m.Lasting(until=until, effects=effects):
            return f"{_UNTIL[until]}, {_effects(effects, capital=False)}"
        case m.SetSpeed(target=target, speed=speed):
            return f"{_target(target)} is now {speed}"
        case m.ShiftSpeed(target=target, steps=steps, only_for=[_, *_] as actions):
            speeds = {1: "one", 2: "two"}.get(abs(steps), str(abs(steps)))
            shift = f"{speeds} speed {'faster' if steps > 0 else 'slower'}"
            return f"{_target(target)} may {' and '.join(actions)} as if {shift}"
        case m.ShiftSpeed(target=target, steps=steps):
            speeds = {1: "one", 2: "two"}.get(abs(steps), str(abs(steps)))
            plural = isinstance(target, m.Selector) and target.quantifier in ("all", "any_number")
            verb = "are" if plural else "is"
            return f"{_target(target)} {verb} {speeds} speed {'faster' if steps > 0 else 'slower'}"
        case m.CannotAttackOrBlock(target=target, how=how):
            return f"{_target(target)} cannot attack or block {'alone' if how == 'alone' else 'in a group'}"
        case m.NoOptionDrawback(target=m.Selector(quantifier="all") as target, option="Overheat"):
            return f"{_target(target)} do not receive Overheat damage"
        case m.NoOptionDrawback(target=target, option="Overheat"):
            return f"{_target(target)} receives no Overheat damage"
        case m.NoOptionDrawback(target=target):
            return f"{_target(target)} does not deplete when using Alpha Strike"
        case m.IgnoreSpeed(target=target, action=action, against=against):
            verb = {"block": "block", "be_blocked": "be blocked", "be_attacked": "be attacked", "attack": "attack"}[
                action
            ]
            if (
                action == "attack"
                and isinstance(against, m.Selector)
                and against != m.Selector(quantifier="all", noun=against.noun)
            ):
                verb += " " + _target(against)
            elif action == "attack" and isinstance(against, m.Selector):
                verb += " " + _NOUNS[against.noun][1]
            elif action == "attack" and against is not None:
                verb += " " + _target(against)
            elif against is not None:
                verb += f" attacks against {_target(against)}"
            return f"{_target(target)} may {verb} regardless of their speed"
        case m.PerInitiativePoint(effects=effects):
            return f"for each point by which your initiative exceeds your opponent's, {_effects(effects, False)}"
        case m.PerDamage() as per:
            by_text = f" by {_target(per.by)}" if per.by is not None else ""
            to_text = f" to {_target(per.to)}" if per.to is not None else ""
            when = " during battle" if per.during_battle else ""
            kind = "structure " if per.structure else ""
            repeated = _effects(per.effects, capital=False)
            return f"for each {per.per} {kind}damage dealt{by_text}{to_text}{when}, {repeated}"
        case m.IfCouldHaveAttacked(watched=watched, effects=effects):
            return f"if {_target(watched)} could have attacked this turn but did not, {_effects(effects, False)}"
        case m.PerCardScrapped(max=most, effects=effects):
            limit = f", up to {_COUNT_WORDS.get(most, str(most))}" if most is not None else ""
            return f"{_effects(effects, capital=False)} for each card you scrap from your hand{limit}"
        case m.RedirectAttack(to=to):
            return f"current attack is redirected to {_target(to)}"
        case m.RemoveFromGame(target=target):
            return f"remove {_target(target)} from the game"
        case m.ExtraTurn(skip_phases=skipped):
            without = "".join(f" without its {_PHASES[phase]} phase" for phase in skipped)
            return "take an extra turn after this one" + without
        case m.PreventThatDamage():
            return "prevent that damage"
        case m.IfNotRolled(value=value, effects=effects):
            return f"if you do not roll at least one {value}, {_effects(effects, capital=False)}"
        case m.WhenDamageResolved(still_in_battle=still, effects=effects):
            if still is None:
                return f"when damage is resolved, {_effects(effects, capital=False)}"
            return f"when damage is resolved, if {_target(still)} is still in the battle, {_effects(effects, False)}"
        case m.ForEach(each=m.Selector(quantifier="each") as each, effects=[m.RollDie() as roll]) if roll == m.RollDie(
            branches=roll.branches
        ):
            return _effect(roll).replace("roll a die", f"roll a die for {_target(each)}", 1)
        case m.ForEach(each=each, effects=effects):
            return f"for each {_target(each).removeprefix('each ')}, {_effects(effects, capital=False)}"
        case m.IfTons(watched=watched, min_tons=tons, effects=effects, otherwise=otherwise):
            otherwise_text = f"; otherwise, {_effects(otherwise, capital=False)}" if otherwise else ""
            return f"if {_target(watched)} is {tons} tons or more, {_effects(effects, capital=False)}{otherwise_text}"
        case m.NoPlayerPlays(card_type=kind, player="you" | "opponent" as player):
            return f"{player} cannot play {kind} cards"
        case m.BattleAsMission():
            return "treat this battle as if it occurred during a mission"
        case m.ChooseOption(options=options):
            listed = ", ".join(options[:-1]) + ("," if len(options) > 2 else "") + f" or {options[-1]}"
            return f"choose one of the following options: {listed}"
        case m.AttackLimit(player=player, count=count):
            times = {1: "once", 2: "twice"}.get(count, f"{count} times")
            return f"{player} cannot attack more than {times} per turn"
        case m.NoPlayerPlays(card_type=kind):
            return f"no player may play {kind} cards"
        case m.JoinBattle(target=target):
            return f"{_target(target)} joins the battle"
        case m.DamageOnlyTo(source=source, to=to, even_own_group=even, reassign=reassign) if even or reassign:
            noun = _NOUNS[to.noun][0] if isinstance(to, m.Selector) and to.noun in ("unit", "mech") else "Unit"
            text = f"{_target(source)} deals its damage to {_target(to)}"
            text += f", possibly even a {noun} in its group" if even else ""
            return text + (f"; damage from {noun}s that have already dealt damage is redirected" if reassign else "")
        case m.DamageOnlyTo(source=source, to=to):
            return f"{_target(source)} deal damage only to {_target(to)}"
        case m.CannotBlock(target=target, unless_guarding=unless):
            return f"{_target(target)} cannot block" + (" unless guarding" if unless else "")
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
        case m.BlockWhileTapped(target=target):
            return f"{_target(target)} may block while tapped"
        case m.DealsItsDamage(source=source, to=to, optional=True, as_if_unblocked=True):
            return f"you may have {_target(source)} deal damage to {_target(to)} as if unblocked"
        case m.ForEachFewer(noun=noun, than=than, group=group, effects=effects):
            fewer = f"for each {_NOUNS[noun][0]} fewer than {_COUNT_WORDS.get(than, str(than))} in the {group} group"
            return f"{fewer}, {_effects(effects, capital=False)}"
        case m.AttacksWith(target=target, partner=partner, actions=actions):
            verbs = " and ".join({"attack": "attacks", "block": "blocks"}[a] for a in actions)
            return f"{_target(target)} {verbs} with {_target(partner)}"
        case m.SameSpeedAs(target=target, like=like):
            return f"the speed of {_target(target)} is the same as {_target(like)}"
        case m.DamageDealersLimit(player=player, dealers=dealers, at_most=at_most):
            who = "you" if player == "you" else "your opponent"
            dealing, counted = _target(dealers).removeprefix("all "), _target(at_most).removeprefix("all ")
            return f"{who} cannot deal damage with more {dealing} than the number of {counted}"
        case m.GroupLimit(action=action, most=most, noun=noun, player=player, against=against):
            many = f"more than {_COUNT_WORDS.get(most, 'one' if most == 1 else str(most))} "
            many += _NOUNS[noun][0 if most == 1 else 1]
            where = "" if against is None else _target(against)
            if player == "any" and action == "attack":
                return f"no group containing {many} can attack {where}".rstrip()
            if player == "any":
                return f"no group containing {many} can block" + (f" an attack against {where}" if where else "")
            who = "you" if player == "you" else "your opponent"
            if action == "attack":
                return f"{who} cannot attack" + (f" {where}" if where else "") + f" with {many}"
            return f"{who} cannot block any attack" + (f" against {where}" if where else "") + f" with {many}"
    raise ValueError(f"no English for the effect {effect!r}")


def _card_state(condition: m.CardState) -> str:
    if condition.state == "piloted_by_this":
        return f"this card pilots {_target(condition.target)}"
    return f"{_target(condition.target)} remains {condition.state}"


_TAP_ONE_UNTAP_OTHER = [
    [m.Tap(target=m.ThatOne(index=1)), m.Tap(target=m.ThatOne(index=2), untap=True)],
    [m.Tap(target=m.ThatOne(index=2)), m.Tap(target=m.ThatOne(index=1), untap=True)],
]


_UNTAP_TIMES = {
    None: "",
    "untap_phase": " during its controller's Untap phase",
    "next_untap_phase": " during its controller's next Untap phase",
    "next_turn": " during its controller's next turn",
}


def _roll(roll: m.RollDie) -> str:
    if roll.additional:
        return "roll an additional die"
    dice = "a die" if roll.count == 1 else f"{_COUNT_WORDS.get(roll.count, str(roll.count))} dice"
    return f"roll {dice}" + (" instead" if roll.instead else "") + (" after the mission" if roll.delayed else "")


def _quantity(quantity: m.Quantity) -> str:
    if quantity.less:
        return f"{quantity.less} less than {_quantity(quantity.model_copy(update={'less': 0}))}"
    match quantity:
        case m.Quantity(of="base_attack" | "base_armor" | "base_structure" as of, card=None):
            return f"its base {of.removeprefix('base_')}"
        case m.Quantity(of="tonnage", divided_by=10, card=None, round_up=False):
            return "its tonnage divided by ten (rounded down)"
        case m.Quantity(of="tonnage", divided_by=10, card=card, round_up=up):
            rounded = f"divided by ten (rounded {'up' if up else 'down'})"
            return f"its tonnage {rounded}" if card is None else f"the tonnage {rounded} of {_target(card)}"
        case m.Quantity(of="base_attack" | "base_armor" | "base_structure" as of, card=card) if card is not None:
            return f"the base {of.removeprefix('base_')} of {_target(card)}"
        case m.Quantity(of="attack", divided_by=2, card=None, round_up=False):
            return "half its attack, rounded down"
        case m.Quantity(of="counters", counter=str() as counter):
            return f"the number of {counter} counters on this card"
        case m.Quantity(of="excess_construction"):
            return "the number of construction counters above the cost of this card"
        case m.Quantity(of="overheat_damage", times=times):
            return {1: "", 2: "double ", 3: "triple "}[times] + "the damage of its Overheat option"
    raise ValueError(f"no English for the amount {quantity!r}")


_STOCKPILES = {
    ("each", "opponent"): "each opposing Stockpile",
    ("each", "any"): "each player's Stockpile",
    ("that", "you"): "your own Stockpile",
    ("that", "opponent"): "an opponent's Stockpile",
}


_UNTIL = {
    "end_of_turn": "until the end of the turn",
    "your_next_turn": "until your next turn",
    "end_of_mission": "until the end of the mission",
    "end_of_game": "until the end of the game",
    "you_deploy": "until you deploy a card",
    "end_of_your_turn": "until the end of your turn",
    "their_next_turn": "during his or her next turn",
}


_EXCLUDING = {
    "guarding": " that is not guarding",
    "dealt_damage": " that has not dealt damage",
    "in_battle": " that is not in the battle",
    "unique": " that is not Unique",
    "scrapped": " that was not scrapped during the battle",
}


def _article(words: str) -> str:
    """``words`` after "a" or "an", as the sound of the first word asks ("an opposing 'Mech", "a Unit")."""
    vowel = words[:1] in tuple("aeiouAEIO") and not words.lower().startswith("uni")
    return ("an " if vowel else "a ") + words


def _target(target: m.Target) -> str:
    match target:
        case m.Selector(with_counters=str() as counter) as selector:
            plain = _target(selector.model_copy(update={"with_counters": None}))
            return f"{plain} with {_counters(counter, 1)}"
        case m.Selector(missile_damage_from=str() as member) as selector:
            plain = _target(selector.model_copy(update={"missile_damage_from": None}))
            return f"{plain} that receives damage from missiles fired by {_MEMBERS[member]}"
        case m.Selector(other_controller=True) as selector:
            plain = _target(selector.model_copy(update={"other_controller": False}))
            return f"{plain} controlled by different players"
        case m.Selector(took_structure_damage=True) as selector:
            plain = _target(selector.model_copy(update={"took_structure_damage": False}))
            return f"{plain} that took structure damage during the battle"
        case m.Selector(noun="stockpile", quantifier=quantifier, owner=owner):
            return _STOCKPILES[(quantifier, owner)]
        case m.Selector(noun="player", quantifier=quantifier, owner=owner):
            head = {"a": "an" if owner == "opponent" else "a"}.get(quantifier, quantifier)
            return f"{head} {'opponent' if owner == 'opponent' else 'player'}"
        case m.Selector(quantifier="that", owner="opponent", noun="unit" | "mech" as noun) if target == m.Selector(
            quantifier="that", owner="opponent", noun=noun
        ):
            return f"opponent's {_NOUNS[noun][0]}"
        case m.Selector(top=True, zone=str() as zone, count=int() as count) if count > 1:
            return f"the top {_COUNT_WORDS.get(count, str(count))} cards of your {_ZONES[zone]}"
        case m.Selector(top=True, zone="stockpile", owner="opponent"):
            return "the top card of opponent's Stockpile"
        case m.Selector(top=True, zone=str() as zone):
            return f"the top card of your {_ZONES[zone]}"
        case m.Selector(within_resources=0) as selector:
            return _target(selector.model_copy(update={"within_resources": None})) + " that is fully constructed"
        case m.Selector(just_drawn=True) as selector:
            return _target(selector.model_copy(update={"just_drawn": False})) + " you have just drawn"
        case m.Selector(in_mission=True) as selector:
            return _target(selector.model_copy(update={"in_mission": False})) + " that is involved in the mission"
        case m.Selector(in_that_region=True) as selector:
            return _target(selector.model_copy(update={"in_that_region": False})) + " in that region"
        case m.Selector(not_types=[_, *_] as kinds) as selector:
            plain = _target(selector.model_copy(update={"not_types": []}))
            return f"{plain} other than a " + " or ".join(kinds)
        case m.This():
            return "this card"
        case m.Remaining():
            return "the remaining cards"
        case m.ScrappedOne(noun=noun):
            return f"the scrapped {_NOUNS[noun][0]}"
        case m.CopyOf(of=of):
            return f"any copy of {_target(of)}"
        case m.PilotedUnit():
            return "'Mech piloted by this card"
        case m.ThatOne(index=int() as index, noun=noun):
            return f"the {'first' if index == 1 else 'second'} {_NOUNS[noun or 'unit'][0]}"
        case m.Receiving(noun=noun):
            return f"the {_NOUNS[noun][0]} receiving that damage"
        case m.ThatOne(noun="pilot", card_type=None):
            return "the new Pilot"
        case m.ThatOne(among=int() as among, noun=noun):
            how_many = "one" if among == 1 else _COUNT_WORDS.get(among, str(among))
            return f"{how_many} of those {_NOUNS[noun or 'card'][1]}"
        case m.ThatOne(noun=None, plural=many):
            return "them" if many else "it"
        case m.ThatOne(card_type=str() as that_kind):
            return f"that {that_kind} card"
        case m.ThatOne(noun=str() as noun, plural=True):
            return "those " + _NOUNS[noun][1]
        case m.ThatOne(noun=str() as noun):
            return "that " + _NOUNS[noun][0]
        case m.Selector(noun="target", in_enhanced_region=True) as selector if selector == m.Selector(
            quantifier="a", noun="target", in_enhanced_region=True
        ):
            return "a target in the region enhanced by this card"
        case m.Selector(noun="target"):
            return "the target"
        case m.Enhanced():
            return "Site this card enhances"
        case m.ThatOne(noun="card"):
            return "that card"
        case m.Either(options=[m.Selector(quantifier="any_number") as first, *others], mixed=True) if all(
            o == m.Selector(quantifier="any_number", noun=o.noun) for o in others
        ):
            # "any number of 'Mechs and/or sites": the later kinds share the first one's quantifier
            return " and/or ".join([_target(first), *(_NOUNS[o.noun][1] for o in others)])
        case m.Either(options=options, mixed=mixed):
            return (" and/or " if mixed else " or ").join(_target(o) for o in options)
        case m.Selector(excluding=[_, *_] | [_]) as selector if selector.excluding:
            plain = _target(selector.model_copy(update={"excluding": []}))
            return plain + "".join(_EXCLUDING[e] for e in selector.excluding)
        case m.Selector(in_play=True, other_than=str() as other) as selector:
            plain = _target(selector.model_copy(update={"in_play": False, "other_than": None}))
            return f"{plain} in play other than a {_NOUNS[other][0]}"
        case m.Selector(in_play=True, other_than=None) as selector:
            plain = _target(selector.model_copy(update={"in_play": False}))
            return f"{plain} in play"
        case m.Selector(on=str() as on, card_type=str() as on_kind, quantifier=quantifier) if (
            target == m.Selector(quantifier=quantifier, count=target.count, noun="card", card_type=on_kind, on=on)
            and (target.count or 1) == 1
        ):
            article: str = "an" if quantifier == "a" and on_kind[0] in "AEIOU" else quantifier
            return f"{article} {on_kind} on a {_NOUNS[on][0]}"
        case m.Selector(configuration_of_that=True, quantifier=quantifier):
            return f"{quantifier} configuration of that 'Mech"
        case m.Selector(played_by_you=str() as played) as selector:
            plain = _target(selector.model_copy(update={"played_by_you": None}))
            return f"{plain} that you {played}"
        case m.Selector(states=[*_, "under_construction"], owner="opponent" | "you" as owner) as selector:
            plain = _target(selector.model_copy(update={"states": selector.states[:-1], "owner": "any"}))
            whose = "your" if owner == "you" else "opponent's"
            return f"{plain} in {whose} Under Construction region"
        case m.Selector(within_resources=int() as within) as selector:
            plain = _target(selector.model_copy(update={"within_resources": None}))
            return f"{plain} that is within {within} Resources of being fully constructed"
        case m.Selector(same_speed=True, or_slower=True) as selector:
            plain = _target(selector.model_copy(update={"same_speed": False, "or_slower": False}))
            return f"{plain} of the same speed or slower"
        case m.Selector(same_speed=True) as selector:
            plain = _target(selector.model_copy(update={"same_speed": False}))
            verb = "is" if selector.quantifier in ("a", "one", "that") and (selector.count or 1) == 1 else "are"
            return f"{plain} that {verb} the same speed"
        case m.Selector(deals_damage=str() as when) as selector:
            plain = _target(selector.model_copy(update={"deals_damage": None}))
            dealt = {
                "deals": "deals damage",
                "already_dealt": "has already dealt damage during this battle",
                "none": "does not deal damage",
            }[when]
            return f"{plain} that {dealt}"
        case m.Selector(min_damage_received=int() as least, structure_damage=structure) as selector:
            plain = _target(selector.model_copy(update={"min_damage_received": None, "structure_damage": False}))
            return f"{plain} that received {least} or more {'structure ' if structure else ''}damage"
        case m.Selector(used_option=str() as option) as selector:
            plain = _target(selector.model_copy(update={"used_option": None}))
            return f"{plain} that has already used {option}"
        case m.Selector(in_enhanced_region=True) as selector:
            plain = _target(selector.model_copy(update={"in_enhanced_region": False}))
            return f"{plain} in the region enhanced by this card"
        case m.Selector(lowest_roll=True) as selector:
            plain = _target(selector.model_copy(update={"lowest_roll": False}))
            return f"{plain} with the lowest die roll"
        case m.Selector(provides=str() as asset) as selector:
            plain = _target(selector.model_copy(update={"provides": None}))
            verb = "provide" if selector.quantifier in ("all", "any_number") else "provides"
            return f"{plain} that {verb} {{{asset}}}"
        case m.Selector(min_base_attack=int() as base) as selector:
            plain = _target(selector.model_copy(update={"min_base_attack": None}))
            return f"{plain} with a base attack of at least {base}"
        case m.Selector(min_tons=int() as tons) as selector:
            plain = _target(selector.model_copy(update={"min_tons": None}))
            return f"{plain} of {tons} tons or more"
        case m.Selector(zone=str() as zone, their_zone=their) as selector:
            plain = _target(selector.model_copy(update={"zone": None, "their_zone": False}))
            return f"{plain} from {'his or her' if their else 'your'} {_ZONES[zone]}"
        case m.Selector(in_play=False, other_than=str() as other) as selector:
            plain = _target(selector.model_copy(update={"other_than": None}))
            return f"{plain} other than a {_NOUNS[other][0]}"
        case m.Selector(dealt_damage_to_that=str() as damaged) as selector:
            plain = _target(selector.model_copy(update={"dealt_damage_to_that": None}))
            return f"{plain} that dealt damage to that {_NOUNS[damaged][0]}"
        case m.Selector(after_first=True) as selector:
            plain = _target(selector.model_copy(update={"after_first": False}))
            return f"{plain} after the first"
        case m.Selector(legal_target=True) as selector:
            plain = _target(selector.model_copy(update={"legal_target": False}))
            return f"{plain} that is a legal target for that attack"
        case m.Selector(guarding_target=True) as selector:
            plain = _target(selector.model_copy(update={"guarding_target": False}))
            return f"{plain} guarding the target"
        case m.Selector(attacking_that=str() as attacked) as selector:
            plain = _target(selector.model_copy(update={"attacking_that": None}))
            return f"{plain} attacking that {_NOUNS[attacked][0]}"
        case m.Selector(in_group_with=str() as member) as selector:
            plain = _target(selector.model_copy(update={"in_group_with": None}))
            return f"{plain} in a group that includes {_MEMBERS[member]}"
        case m.Selector(engaged_with=str() as member) as selector:
            plain = _target(selector.model_copy(update={"engaged_with": None}))
            return f"{plain} engaged in battle with {_MEMBERS[member]}"
        case m.Selector(owner="you", quantifier="a", states=[*_, "under_construction"]) as selector:
            plain = _target(selector.model_copy(update={"states": selector.states[:-1], "owner": "any"}))
            return f"{plain} in your Construction region"
        case m.Selector(states=[*_, "under_construction"]) as selector:
            plain = _target(selector.model_copy(update={"states": selector.states[:-1]}))
            return f"{plain} under construction"
        case m.Selector(states=[*_, "revealed"]) as selector:
            plain = _target(selector.model_copy(update={"states": selector.states[:-1]}))
            verb = "are" if selector.quantifier in ("all", "any_number") or (selector.count or 1) > 1 else "is"
            return f"{plain} that {verb} revealed"
        case m.Selector(min_attack=int() as amount) as selector:
            plain = _target(selector.model_copy(update={"min_attack": None}))
            return f"{plain} having at least {amount} attack"
        case m.Selector(without_option=str() as option) as selector:
            return _target(selector.model_copy(update={"without_option": None})) + f" without {option}"
        case m.Selector(with_option=str() as option) as selector:
            return _target(selector.model_copy(update={"with_option": None})) + f" with {option}"
        case m.Selector(quantifier=quantifier, count=count, noun=noun, owner=owner, states=states):
            singular, plural = _NOUNS[noun]
            if selector_kind := target.card_type:
                kind = "'Mech" if selector_kind == "Mech" else selector_kind
                singular, plural = f"{kind} card", f"{kind} cards"
            described: list[str] = [
                *(["other"] if target.other else []),
                *([target.speed] if target.speed else []),
                *states,
                *(["unique"] if target.unique else []),
                *(["Omni"] if target.omni else []),
                *([target.alignment] if target.alignment else []),
                *(["randomly selected"] if target.random else []),
                *([target.speed] if target.speed else []),
            ]
            adjectives = [*described, *(["opposing"] if owner == "opponent" else [])]
            many = quantifier in ("all", "up_to", "any_number", "that_many") or (count or 1) > 1
            words = " ".join([*adjectives, plural if many else singular])
            head = {"up_to": f"up to {count}", "a": "a", "any_number": "any number of", "that_many": "that many"}.get(
                quantifier, quantifier
            )
            if count and quantifier not in ("up_to",) and count > 1:
                head = str(count)
            if head == "a" and words[:1] in "aeioAEIO" and words[:1]:
                head = "an"
            if quantifier == "a" and target.other and count is None:
                rest = " ".join([*adjectives[1:], singular])
                return f"another {rest}" + (" you control" if owner == "you" else "")
            if owner == "you" and quantifier == "that":
                return f"your {' '.join([*described, singular])}"
            if owner == "you" and quantifier == "a":
                return f"{_article(' '.join([*described, singular]))} you control"
            if owner == "you":
                return f"{head} of your {' '.join([*described, plural])}"
            if head == "a":
                return _article(words)
            return f"{head} {words}"
    raise ValueError(f"no English for the target {target!r}")


def _battle_effect(effect: m.Effect) -> str | None:
    """Damage in battle (``None`` for the other effects)."""
    match effect:
        case m.UnpreventableDamage():
            return "this damage cannot be prevented"
        case m.StillDealsDamage(target=target):
            return f"{_target(target)} may still deal damage"
        case m.DealsItsDamage(source=source, to=to, optional=optional, as_if_unblocked=unblocked):
            verb = "may deal damage" if optional else "deals all of its damage"
            return f"{_target(source)} {verb} to {_target(to)}" + (" as if unblocked" if unblocked else "")
        case m.ChooseWhetherDealsDamage(target=m.Selector(noun=noun)):
            return f"each player may choose whether each of his or her {_NOUNS[noun][1]} deals damage"
        case m.NotASite(target=target):
            return f"{_target(target)} is not a site"
        case m.CannotBeScrapped(target=target):
            return f"{_target(target)} cannot be scrapped"
        case m.ScrapCopies():
            return "scrap all other copies of this card you control"
        case m.MultiplyDamage(target=target, factor=factor, damage="overheat"):
            return f"deal {'double' if factor == 2 else 'triple'} Overheat damage to {_target(target)}"
        case m.PreventDamage(target=target, amount=amount, up_to=up_to, amount_of=None, chooser="attacker"):
            return f"the attacking player prevents {'up to ' if up_to else ''}{amount} damage to {_target(target)}"
        case m.IfNoneRemain(watched=watched, effects=effects):
            return f"if no {_target(watched).removeprefix('all ')} remain, {_effects(effects, capital=False)}"
        case m.IfReceivesDamage(watched=m.ThatOne(noun=noun), source=source, structure=structure, effects=effects):
            source_text = "" if source is None else f" from {_target(source)}"
            kind = "structure " if structure else ""
            lead = f"if that {_NOUNS[noun or 'unit'][0]} receives any {kind}damage{source_text}"
            return f"{lead}, {_effects(effects, capital=False)}"
        case m.IfReceivesDamage(
            watched=m.Selector(quantifier="a", noun=noun, owner=owner, states=states) as watched,
            source=None,
            structure=structure,
            effects=effects,
        ) if watched == m.Selector(quantifier="a", noun=noun, owner=owner, states=states) and states:
            controls = " opponent controls" if owner == "opponent" else ""
            subject = f"{' '.join(states)} {_NOUNS[noun][0]}{controls}"
            lead = f"if {subject} is dealt {'structure ' if structure else ''}damage"
            return f"{lead}, {_effects(effects, capital=False)}"
        case m.AddCounters(counter=counter, count=count, target=target, stat=str() as stat, stat_amount=amount):
            many = "a" if count == 1 else _COUNT_WORDS.get(count, str(count))
            counters = "counter" if count == 1 else "counters"
            kind = "" if counter is None else f" {counter}"
            return f"put {many} {amount:+d} {stat}{kind} {counters} on {_target(target)}"
        case m.AssignExtraDamage(target=target):
            return f"{_target(target)} assign this extra damage after this card is played"
        case m.NewBattle(noun=noun):
            return f"begin a new battle using all surviving {_NOUNS[noun][1]} from this battle"
        case m.ArmorNotReplenished():
            return "Armor does not replenish before the second battle"
        case m.NextBattle(effects=[m.NoMissiles()]):
            return "missiles cannot be used during that battle"
        case m.NextBattle(effects=[m.SetStat(target=target, stat=stat, value=value)]):
            return f"{_target(target)} have {value} {stat} during that battle"
        case m.CountCards(targets=[_, *_] as targets):
            return "count " + " and ".join(f"the number of {_target(t)}" for t in targets)
        case m.RedirectMissiles(to=to, factor=factor):
            how = {1: "", 2: "double ", 3: "triple "}[factor]
            return f"those missiles deal {how}damage to {_target(to)} instead of dealing damage to their targets"
    return None


# --- asset: assets, construction and deployment -------------------------------------------------------------------

_ASSET_NAMES = {"A": "Assembly", "L": "Logistics", "M": "Munitions", "P": "Politics", "T": "Tactics"}


def _asset(asset: str | None) -> str:
    return "that asset" if asset is None else _ASSET_NAMES[asset]


def _asset_effect(effect: m.Effect) -> str | None:
    """The English of the asset, construction and deployment effects; ``None`` for the others."""
    match effect:
        case m.ChooseAsset():
            return "choose an asset"
        case m.ProvidesAsset(target=target, asset=asset):
            return f"{_target(target)} provides {_asset(asset)}"
        case m.HaveAsset(options=[]):
            return "gain that asset"
        case m.HaveAsset(options=[single]):
            return f"gain {_asset(single)}"
        case m.HaveAsset(options=[*first, last]):
            return f"gain {', '.join(first)}{',' if len(first) > 1 else ''} or {last}"
        case m.LoseAsset(asset=asset, until_provider_deployed=until):
            lost = f"your opponent loses {_asset(asset)}"
            return lost + (f" until he or she deploys a Resource card that provides {_asset(asset)}" if until else "")
        case m.AssetDoesNotPay(asset=asset, under_construction=False):
            return f"Players with {_asset(asset)} available may not ignore asset costs specifying {_asset(asset)}"
        case m.AssetDoesNotPay(asset=asset, under_construction=True):
            return f"Having {_asset(asset)} in play does not pay the asset cost of cards under construction"
        case m.AddResources(amount_of=m.Quantity(of="different_assets")):
            return "gain as many resources as you have different assets in play"
        case m.ConstructionSpendLimit(resources=resources):
            symbols = " ".join("{R}" for _ in range(resources))
            return f"players cannot spend more than {symbols} on construction counters each turn"
        case m.DeploymentSurcharge(player=player, cost=cost):
            who = "each opponent" if player == "opponent" else "you"
            return f"making a deployment costs {who} an additional {cost}"
        case m.PayRepeatedly(resources=resources, effects=effects):
            symbols = " ".join("{R}" for _ in range(resources))
            each = (
                "gain an additional deployment"
                if effects == [m.AdditionalDeployment(when_revealed=False)]
                else _effects(effects, capital=False)
            )
            return f"pay {symbols} as often as you wish and {each} each time"
        case m.RemoveCounters(counter=counter, target=target, all_counters=True):
            return f"remove all {counter} counters from {_target(target)}"
        case m.DistributeCounters(counter=counter, among=among):
            return f"distribute those {counter} counters in any way you choose among {_target(among)}"
        case m.MoveCard(target=target, to=to):
            moved = "it" if target == m.ThatOne() else _target(target)
            return f"move {moved} to {_target(to)}"
        case m.PutIntoPlay(target=target, on=None, patrol=True, activated=activated, damage=damage):
            text = f"put {_target(target)} into your Patrol region" + (", activated" if activated else "")
            return text + (f", with damage counters equal to {_quantity(damage)}" if damage is not None else "")
        case m.PutIntoPlay(target=target, on=on, activated=True, patrol=False):
            where = "" if on is None else f", on {_target(on)}"
            return f"put {_target(target)} into play, activated{where}"
        case m.AtTheEnd(of="battle", effects=[single]):
            return f"{_effects([single], capital=False)} at the end of the battle"
        case m.MoveCounters(counter=counter, count=None, to=to, resources_each=int() as each) if each > 0:
            symbols = " ".join("{R}" for _ in range(each))
            return f"pay {symbols} for each {counter} counter you move to {_target(to)}"
        case m.MoveCounters(counter=counter, count=int() as count, to=to, resources_each=0, source=source) if (
            source is not None
        ):
            many = _COUNT_WORDS.get(count, str(count)) if count > 1 else "one"
            which = "" if counter is None else f"{counter} "
            return f"transfer {many} {which}counter{'s' if count > 1 else ''} from {_target(source)} to {_target(to)}"
        case m.CounterBonus(counter=counter, stat=stat, amount=amount, target=target):
            return f"each {counter} counter adds {amount:+d} {stat} to {_target(target)}"
        case m.PayOrElse(player="opponent", cost=cost, phase=phase, otherwise=otherwise):
            instead = _effects(otherwise, capital=False).removeprefix("your opponent ")
            return f"your opponent either pays {cost} during his or her {_PHASES[phase]} phase or {instead}"
        case m.PerCostPoint(effects=effects):
            lead = "for each point by which the base construction cost of the new 'Mech exceeds that of the old"
            return f"{lead}, {_effects(effects, capital=False)}"
        case m.OneOf(options=[[m.PayResources(count=count)], [other]]):
            return f"pay {' '.join('{R}' for _ in range(count))} or {_effect(other)}"
        case m.ShareBonuses(source=source, stats=stats, to=to):
            return f"{_target(source)} also gives its {' and '.join(stats)} bonuses to {_target(to)}"
    return None


# --- stock: cards moving between Stockpile, hand, Scrapheap and play ------------------------------------------------

_WHOSE_STOCKPILE = {"you": "your Stockpile", "opponent": "an opponent's Stockpile", "any": "any Stockpile"}


def _kind_word(kind: str) -> str:
    return "'Mech" if kind == "Mech" else f"{kind} card"


def _if_card_is(rider: m.IfCardIs) -> str:
    effects = _effects(rider.effects, capital=False)
    if rider.any_of:
        return f"If any of those cards are {_kind_word(rider.card_type)}s, {effects}."
    negated = "not " if rider.negated else ""
    kind = _kind_word(rider.card_type)
    article = "an" if kind[0] in "AEIO" else "a"  # "a Unit card", "an Enhancement card"
    otherwise = f"; otherwise, {_effects(rider.otherwise, capital=False)}" if rider.otherwise else ""
    return f"If that card is {negated}{article} {kind}, {effects}{otherwise}."


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


def _stock_effect(effect: m.Effect) -> str | None:
    match effect:
        case m.Draw(count_of=m.Quantity(of="that_much"), player="you", delayed=None):
            return "draw that many cards"
        case m.Draw(count_of=m.Quantity(of="cards_in_hand"), player="you", delayed=None):
            return "draw as many cards as are in your hand"
        case m.ShuffleInto(target=m.Selector(zone="scrapheap" | "hand" as zone) as cards) if cards == (
            m.Selector(quantifier="all", noun="card", zone=zone)
        ):
            return f"shuffle your {_ZONES[zone]} into your Stockpile"
        case m.PutOnStockpile(target=target, stockpile="yours", bottom=True):
            return f"put {_target(target)} on the bottom of your Stockpile"
        case m.ShuffleInto(target=target, stockpile=stockpile):
            return f"shuffle {_target(target)} into {'your' if stockpile == 'yours' else 'that'} Stockpile"
        case m.PutOnStockpile(target=target, stockpile="that"):
            return f"return {_target(target)} in any order"
        case m.OneOf(options=[first, second]) if not all(
            len(option) == 1 and isinstance(option[0], m.ModifyStat) for option in (first, second)
        ) and not any(isinstance(e, m.RerollMissile | m.Tap) for e in first):
            return f"either {_effects(first, capital=False)} or {_effects(second, capital=False)}"
        case m.CountCards(zone=str() as zone):
            return f"count the number of cards in your {_ZONES[zone]}"
        case m.PerCardScrapped(zone=zone, effects=effects, max=most):
            limit = f" (up to {_COUNT_WORDS.get(most, str(most))})" if most else ""
            return f"{_effects(effects, capital=False)} for each card you scrap from your {_ZONES[zone]}{limit}"
        case m.PerDamageDealt(per=per, source=source, to=to, effects=effects):
            return f"for every {per} damage dealt by {_target(source)} to {_target(to)}, {_effects(effects, False)}"
        case m.Show(target=target, player="opponent", to="you"):
            return f"he or she shows you {_target(target)}"
        case m.IfWithinResources(watched=m.ThatOne(noun=noun), resources=resources, effects=effects):
            within = f"within {resources} Resources of being fully constructed"
            return f"if that {_NOUNS[noun or 'unit'][0]} is {within}, {_effects(effects, capital=False)}"
        case m.MustAttack(target=target, stockpile=stockpile):
            return f"{_target(target)} attacks {_WHOSE_STOCKPILE[stockpile]} if able"
        case m.HideCounters(max=most):
            return f"hide up to {_COUNT_WORDS.get(most, str(most))} counters"
        case m.Claim(target=target, card_type=kind):
            return f"claim {_target(target)} is {'an' if kind[0] in 'AEIO' else 'a'} {_kind_word(kind)}"
        case m.May(effects=[m.Restock(player="opponent", target=target)]):
            return f"you may choose to have your opponent restock {_target(target)}"
    return None


def render_effect(effect: m.Effect) -> str:
    """One effect in plain English (used by the engine's messages)."""
    return _effect(effect)


def render_target(target: m.Target) -> str:
    """What a target reaches, in plain English ("one of your Units")."""
    return _target(target)
