"""The effect DSL in plain English, in the phrasing the grammar reads back (parse → render → parse gives the same
DSL, up to the keyword reminders, which belong to a printing rather than to the effect)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from judge.dsl import models as m

_NOUNS = {
    "unit": ("Unit", "Units"),
    "mech": ("'Mech", "'Mechs"),
    "site": ("site", "sites"),
    "card": ("card", "cards"),
    "target": ("target", "targets"),
    "pilot": ("Pilot", "Pilots"),
}
_COUNT_WORDS = {2: "two", 3: "three", 4: "four", 5: "five"}


def _die(low: int, high: int) -> str:
    return str(low) if low == high else f"{low}-{high}"


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
            return f"Remove an {counter} counter from this card at the beginning of your turn."
        case m.Triggered(trigger="turn_start", effects=[m.AddCounters(counter=counter)], conditions=[]):
            return f"At the beginning of each of your turns, put {_counters(counter, 1)} on this card."
        case m.Triggered(trigger="activated", effects=[m.AdditionalDeployment(when_revealed=False)], conditions=[]):
            return "You may make an additional deployment the turn that you activate this card."
        case m.Triggered(trigger="scrapped", watched=m.Selector(owner=owner), effects=effects, conditions=conditions):
            whose = "an opponent controls" if owner == "opponent" else "you control"
            main, riders = _split_riders(effects)
            lead = f"Whenever a 'Mech {whose} is scrapped, "
            return lead + f"{_effects(main, capital=False)}." + _riders(riders) + _restrictions(conditions)
        case m.Triggered(trigger="you_damage_stockpile", effects=effects, conditions=conditions):
            main, riders = _split_riders(effects)
            lead = "Whenever you damage an opponent's Stockpile, "
            return lead + f"{_effects(main, capital=False)}." + _riders(riders) + _restrictions(conditions)
        case m.Triggered(trigger="last_counter_removed", effects=effects, conditions=[]):
            return f"When the last operation counter has been removed, {_effects(effects, capital=False)}."
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
        case m.Triggered(trigger=trigger, effects=effects, conditions=conditions):
            main, riders = _split_riders(effects)
            verb = "activate" if trigger == "activated" else "reveal"
            return (
                f"When you {verb} this card, {_effects(main, capital=False)}."
                + _riders(riders)
                + _restrictions(conditions)
            )
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
            cost=cost, effects=[m.AddResources(count=count, from_roll=False), *rest], conditions=conditions
        ) if all(_is_rider(e) for e in rest) and _scrap_cost(cost) is None:
            resources = f"{_cost(cost)}: " + " ".join("{R}" for _ in range(count))
            tail = _riders(rest) + _restrictions(conditions)
            return resources + ("." + tail if tail else "")
        case m.Activated(cost=cost, effects=[m.ForEach(each=each, effects=repeated)], conditions=conditions) if (
            _scrap_cost(cost) is None
        ):
            return f"{_cost(cost)}: {_effects(repeated)} for {_target(each)}." + _restrictions(conditions)
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
        case m.Static(effects=effects, conditions=conditions):
            main, riders = _split_riders(effects)
            return _effects(main) + "." + _riders(riders) + _restrictions(conditions)
        case m.Resolve(effects=effects):
            main, riders = _split_riders(effects)
            return _effects(main) + "." + _riders(riders)
    raise ValueError(f"no English for {ability!r}")


def _counters(counter: str, count: int) -> str:
    if count == 1:
        return f"{'an' if counter[0] in 'aeiou' else 'a'} {counter} counter"
    return f"{_COUNT_WORDS.get(count, str(count))} {counter} counters"


_ZONES = {"hand": "hand", "scrapheap": "Scrapheap", "stockpile": "Stockpile"}
_MEMBERS = {"this": "this card", "piloted_unit": "'Mech piloted by this card", "that": "that 'Mech"}

_YOUR_SITE = m.Selector(quantifier="one", noun="site", owner="you")


_RIDERS = (m.ScrapIfDamaged, m.CountsAsDeployment, m.IfScrapped, m.IfDamages, m.IfNoStructureDamage)


def _is_rider(effect: m.Effect) -> bool:
    return isinstance(effect, _RIDERS) or (isinstance(effect, m.FreeDeployment) and not effect.if_revealed)


def _split_riders(effects: Sequence[m.Effect]) -> tuple[list[m.Effect], list[m.Effect]]:
    main: list[m.Effect] = [e for e in effects if not _is_rider(e)]
    return main, [e for e in effects if _is_rider(e)]


def _riders(riders: Sequence[m.Effect]) -> str:
    out = ""
    for rider in riders:
        if isinstance(rider, m.ScrapIfDamaged):
            noun = _NOUNS[rider.watched.noun][0] if isinstance(rider.watched, m.ThatOne) else "Unit"
            out += f" If that {noun} receives {rider.threshold} or more damage, scrap this card."
        elif isinstance(rider, m.IfScrapped):
            noun = _NOUNS[rider.watched.noun][0] if isinstance(rider.watched, m.ThatOne) else "Unit"
            during = " during this mission" if rider.during_mission else ""
            otherwise = f"; otherwise, {_effects(rider.otherwise, capital=False)}" if rider.otherwise else ""
            out += f" If that {noun} is scrapped{during}, {_effects(rider.effects, capital=False)}{otherwise}."
        elif isinstance(rider, m.IfDamages):
            noun = _NOUNS[rider.watched.noun][0] if isinstance(rider.watched, m.ThatOne) else "Unit"
            out += f" If that {noun} damages {_target(rider.target)}, {_effects(rider.effects, capital=False)}."
        elif isinstance(rider, m.IfNoStructureDamage):
            noun = _NOUNS[rider.watched.noun][0] if isinstance(rider.watched, m.ThatOne) else "Unit"
            out += f" If that {noun} receives no structure damage, {_effects(rider.effects, capital=False)}."
        elif isinstance(rider, m.CountsAsDeployment):
            out += " Using this ability counts as one of your deployments."
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
        if not isinstance(part, m.ScrapCost | m.ReturnToHandCost)
    )


def _scrap_cost(cost: Sequence[m.AbilityCost]) -> m.ScrapCost | None:
    scraps = [part for part in cost if isinstance(part, m.ScrapCost)]
    return scraps[0] if scraps else None


def _restrictions(conditions: Sequence[m.Condition]) -> str:
    if not conditions:
        return ""
    return " Use this ability only " + ", and only ".join(_timing(c) for c in conditions) + "."


def _timing(condition: m.Condition) -> str:
    match condition:
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


def _activation(condition: m.Condition) -> str:
    match condition:
        case m.During(phase=str() as phase, at_end=True):
            return f"at the end of your {_PHASES[phase]} phase"
        case m.During(phase=str()):
            return _timing(condition)
        case m.WhenIn(roles=["attacked"]):
            return "when opponent attacks"
        case m.OpponentPlays(verb=verb, target=target):
            return f"when opponent {verb} {_target(target)}"
        case m.AttacksAlone():
            return "when one of your Units attacks alone"
        case m.Defending(no_blockers=noun):
            blockers = f" and do not control any blocking {_NOUNS[noun][1]}" if noun else ""
            return "if you are the defending player" + blockers
        case m.WhenIn(roles=[role]):
            return f"when {role}"
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
    raise ValueError(f"no English for the play restriction {condition!r}")


def _effects(effects: Sequence[m.Effect], capital: bool = True, infinitive: bool = False) -> str:
    """The effects joined with "and"; ``infinitive`` after "to" ("Scrap a card to give that 'Mech +1 attack")."""
    parts: list[str] = []
    index = 0
    while index < len(effects):
        effect = effects[index]
        following = effects[index + 1] if index + 1 < len(effects) else None
        if (
            isinstance(effect, m.ModifyStat)
            and effect.from_roll
            and isinstance(following, m.DealDamage)
            and following.target == effect.target
        ):
            parts.append(f"{_target(effect.target)} gets +(1-6) {effect.stat} but receives {following.amount} damage")
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
    changes = " and ".join(f"+(1-6) {e.stat}" if e.from_roll else f"{e.amount:+d} {e.stat}" for e in group)
    target = group[0].target
    if isinstance(target, m.Selector) and target.owner == "you" and target.quantifier == "a" and target.noun == "unit":
        return f"get {changes}" if give else f"you get {changes}"
    if give and not any(e.from_roll for e in group):
        return f"give {_target(target)} {changes}"
    return f"{_target(target)} gets {changes}"


def _effect(effect: m.Effect) -> str:
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
            return f"{_target(target)} receives 1-6 damage"
        case m.DealDamage(target=target, amount_of=m.Quantity(of="that_much"), structure=False, divided=False):
            return f"deal that much damage to {_target(target)}"
        case m.DealDamage(target=target, amount_of=m.Quantity() as quantity, structure=False, divided=False):
            return f"deal damage to {_target(target)} equal to {_quantity(quantity)}"
        case m.PreventDamage(target=target, amount_of=m.Quantity(of="die_roll"), up_to=False):
            return f"prevent 1-6 damage to {_target(target)}"
        case m.DealDamage(target=target, amount=amount, structure=False, divided=True):
            return f"deal {amount} damage divided any way you choose among {_target(target)}"
        case m.DealDamage(target=m.ThatOne() as target, amount=amount, structure=False):
            return f"{_target(target)} receives {amount} damage"
        case m.DealDamage(target=target, amount=amount, structure=structure):
            return f"deal {amount} {'structure ' if structure else ''}damage to {_target(target)}"
        case m.PreventDamage(target=target, amount=amount, up_to=up_to):
            return f"prevent {'up to ' if up_to else ''}{amount} damage to {_target(target)}"
        case m.Draw(count=count, delayed=delayed):
            cards = "a card" if count == 1 else f"{_COUNT_WORDS.get(count, str(count))} cards"
            return f"draw {cards}" + (" after the mission" if delayed else "")
        case m.RollDie(branches=branches, second=second):
            roll = "roll a second die" if second else "roll a die"
            if not branches:
                return roll
            return f"{roll}: " + "; ".join(
                f"{_die(b.low, b.high)}: {_effects(b.effects, capital=False)}" for b in branches
            )
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
        case m.LookAtTop(count=count):
            return f"look at the top {_COUNT_WORDS.get(count, str(count))} cards of your Stockpile"
        case m.Show(target=target):
            return f"show {_target(target)} to all players"
        case m.RemoveFromBattle(target=target):
            return f"remove {_target(target)} from battle"
        case m.Repair(target=target, all_damage=True):
            return f"repair all damage to {_target(target)}"
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
        case m.RerollMissile():
            return "reroll one of your missile die rolls"

        case m.Deplete(target=target, delayed=delayed):
            return f"deplete {_target(target)}" + (" at the end of the mission" if delayed else "")
        case m.Unblockable():
            return "this mission cannot be blocked"
        case m.AddResources(from_roll=True):
            return "gain +(1-6) resources"
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
        case m.Restock(target=m.ThatOne(noun="card")):
            return "restock one of them"
        case m.Restock(target=target):
            return f"restock {_target(target)}"
        case m.PutIntoPlay(target=target, on=None):
            return f"put {_target(target)} into play"
        case m.PutIntoPlay(target=target, on=on) if on is not None:
            return f"put {_target(target)} into play on {_target(on)}"
        case m.PutOnStockpile(target=target):
            return f"put {_target(target)} on top of your Stockpile"
        case m.Search(target=target):
            return f"search your Stockpile for {_target(target)}"
        case m.GainAbility(target=target, ability=ability):
            return f"{_target(target)} gains {render_ability(ability)}"
        case m.Choose(target=target, more=more) if more:
            return f"choose {_target(target)}" + "".join(f" and {_target(t)}" for t in more)
        case m.Choose(target=target, more=[]):
            return f"choose {_target(target)}"
        case m.WinInitiative():
            return "you win initiative"
        case m.Tap(target=target, untap=True, delayed=str() as delayed):
            when = "after the mission" if delayed == "mission" else "at the end of your turn"
            return f"untap {_target(target)} {when}"
        case m.Tap(target=m.ThatOne(noun="unit", card_type=None), untap=untap):
            return "untap it" if untap else "tap it"
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
        case m.AtTheBeginning(whose=whose, of=of, effects=effects):
            when = f"{'your' if whose == 'you' else 'his or her'} {'turn' if of == 'turn' else 'Draw phase'}"
            return f"{_effects(effects, capital=False)} at the beginning of {when}"
        case m.MultiplyDamage(target=target, factor=factor):
            return f"{'double' if factor == 2 else 'triple'} all damage dealt to {_target(target)}"
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
                and against == m.Selector(quantifier="all", noun=against.noun)
            ):
                verb += " " + _NOUNS[against.noun][1]
            elif action == "attack" and against is not None:
                verb += " " + _target(against)
            elif against is not None:
                verb += f" attacks against {_target(against)}"
            return f"{_target(target)} may {verb} regardless of their speed"
        case m.PerInitiativePoint(effects=effects):
            return f"for each point by which your initiative exceeds your opponent's, {_effects(effects, False)}"
        case m.ForEach(each=each, effects=effects):
            return f"for each {_target(each).removeprefix('each ')}, {_effects(effects, capital=False)}"
        case m.IfTons(watched=watched, min_tons=tons, effects=effects, otherwise=otherwise):
            otherwise_text = f"; otherwise, {_effects(otherwise, capital=False)}" if otherwise else ""
            return f"if {_target(watched)} is {tons} tons or more, {_effects(effects, capital=False)}{otherwise_text}"
        case m.NoPlayerPlays(card_type=kind):
            return f"no player may play {kind} cards"
        case m.JoinBattle(target=target):
            return f"{_target(target)} joins the battle"
        case m.DamageOnlyTo(source=source, to=to):
            return f"{_target(source)} deal damage only to {_target(to)}"
        case m.CannotBlock(target=target, unless_guarding=unless):
            return f"{_target(target)} cannot block" + (" unless guarding" if unless else "")
        case m.BlockWhileTapped(target=target):
            return f"{_target(target)} may block while tapped"
        case m.DealsItsDamage(source=source, to=to, optional=True, as_if_unblocked=True):
            return f"you may have {_target(source)} deal damage to {_target(to)} as if unblocked"
        case m.ForEachFewer(noun=noun, than=than, group=group, effects=effects):
            fewer = f"for each {_NOUNS[noun][0]} fewer than {_COUNT_WORDS.get(than, str(than))} in the {group} group"
            return f"{fewer}, {_effects(effects, capital=False)}"
        case m.RedirectAttack(to=to):
            return f"redirect it to {_target(to)}"
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


def _quantity(quantity: m.Quantity) -> str:
    match quantity:
        case m.Quantity(of="base_attack" | "base_armor" | "base_structure" as of):
            return f"its base {of.removeprefix('base_')}"
        case m.Quantity(of="tonnage", divided_by=10):
            return "its tonnage divided by ten (rounded down)"
        case m.Quantity(of="counters", counter=str() as counter):
            return f"the number of {counter} counters on this card"
        case m.Quantity(of="excess_construction"):
            return "the number of construction counters above the cost of this card"
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
}


_EXCLUDING = {
    "guarding": " that is not guarding",
    "dealt_damage": " that has not dealt damage",
    "in_battle": " that is not in the battle",
}


def _target(target: m.Target) -> str:
    match target:
        case m.Selector(noun="stockpile", quantifier=quantifier, owner=owner):
            return _STOCKPILES[(quantifier, owner)]
        case m.Selector(quantifier="that", owner="opponent", noun="unit" | "mech" as noun) if target == m.Selector(
            quantifier="that", owner="opponent", noun=noun
        ):
            return f"opponent's {_NOUNS[noun][0]}"
        case m.Selector(top=True, zone=str() as zone):
            return f"the top card of your {_ZONES[zone]}"
        case m.This():
            return "this card"
        case m.Remaining():
            return "the remaining cards"
        case m.PilotedUnit():
            return "'Mech piloted by this card"
        case m.ThatOne(card_type=str() as that_kind):
            return f"that {that_kind} card"
        case m.ThatOne(noun=noun):
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
        case m.Either(options=options):
            return " or ".join(_target(o) for o in options)
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
        case m.Selector(lowest_roll=True) as selector:
            plain = _target(selector.model_copy(update={"lowest_roll": False}))
            return f"{plain} with the lowest die roll"
        case m.Selector(provides=str() as asset) as selector:
            plain = _target(selector.model_copy(update={"provides": None}))
            return f"{plain} that provides {{{asset}}}"
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
        case m.Selector(in_enhanced_region=True) as selector:
            plain = _target(selector.model_copy(update={"in_enhanced_region": False}))
            return f"{plain} in the region enhanced by this card"
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
        case m.Selector(states=[*_, "under_construction"]) as selector:
            plain = _target(selector.model_copy(update={"states": selector.states[:-1]}))
            return f"{plain} under construction"
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
            ]
            adjectives = [*described, *(["opposing"] if owner == "opponent" else [])]
            words = " ".join(
                [*adjectives, plural if quantifier in ("all", "up_to", "any_number") or (count or 1) > 1 else singular]
            )
            head = {"up_to": f"up to {count}", "a": "a", "any_number": "any number of"}.get(quantifier, quantifier)
            if count and quantifier not in ("up_to",) and count > 1:
                head = str(count)
            if quantifier == "a" and target.other and count is None:
                rest = " ".join([*adjectives[1:], singular])
                return f"another {rest}" + (" you control" if owner == "you" else "")
            if owner == "you" and quantifier == "that":
                return f"your {' '.join([*described, singular])}"
            if owner == "you" and quantifier == "a":
                return f"a {' '.join([*described, singular])} you control"
            if owner == "you":
                return f"{head} of your {' '.join([*described, plural])}"
            return f"{head} {words}"
    raise ValueError(f"no English for the target {target!r}")
