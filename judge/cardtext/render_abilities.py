"""Abilities in plain English (cardtext.lark, :mod:`judge.dsl.abilities`), in the phrasing the grammar reads back
(parse -> render -> parse gives the same DSL, up to the keyword reminders, which belong to a printing rather than to
the effect)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel

from judge.cardtext.render_conditions import _PHASES, _activation, _play_condition, _restrictions
from judge.cardtext.render_costs import _cost, _scrap_cost
from judge.cardtext.render_effects import _effect, _effects, _is_rider, _riders, _split_riders
from judge.cardtext.render_keywords import _keyword
from judge.cardtext.render_options import _option
from judge.cardtext.render_selectors import _COUNT_WORDS, _NOUNS, _YOU_GET, _YOUR_SITE, _counters, _target
from judge.cardtext.render_triggers import _triggered
from judge.cardtext.render_unit_rules import unit_rule
from judge.dsl import models as m


def without_reminders(abilities: Sequence[m.Ability]) -> list[m.Ability]:
    """The abilities as the renderer can give them back: keyword reminders (a property of the printing, not of the
    effect) dropped at every depth."""

    def strip(node: Any) -> Any:
        if isinstance(node, dict):
            out = {key: strip(value) for key, value in node.items()}
            if out.get("kind") == "keyword":
                out.update(reminder=False, wording="current")
            if out.get("kind") in ("overheat", "alpha_strike", "missile", "jump"):
                out.update(reminder=None)  # an option's reminder, as a keyword's
            return out
        if isinstance(node, list):
            return [strip(item) for item in node]
        return node

    return m.AbilityList.model_validate(strip(m.AbilityList(list(abilities)).model_dump(mode="json"))).root


def render_abilities(abilities: Sequence[m.Ability]) -> str:
    """One line per ability."""
    return "\n".join(render_ability(a) for a in abilities)


def render_ability(ability: m.Ability) -> str:
    """One ability in plain English, as the grammar reads it back; its name before it where the card prints one
    ("Targeting Computer: ...")."""
    label = getattr(ability, "label", None)
    if label is None or not isinstance(ability, m.Static | m.Activated | m.Triggered | m.Resolve):
        return _render_ability(ability)
    bare = ability.model_copy(update={"label": None})
    if isinstance(bare, m.Static) and bare.used and bare.conditions[-1:] == [_DURING_MISSION]:
        # a Unit's named option: the name says it is used during a mission (rulebook p.31), as the grammar reads it
        bare = bare.model_copy(update={"used": False, "conditions": bare.conditions[:-1]})
    return f"{label}: {_render_ability(bare)}"


_DURING_MISSION = m.During(whose="any", mission=True)


def _render_ability(ability: m.Ability) -> str:
    match ability:
        case m.Overheat() | m.AlphaStrike() | m.Missile() | m.Jump():
            return _option(ability)
        case m.Keyword():
            return _keyword(ability)
        case m.Triggered():
            return _triggered(ability)
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
            if scrap is not None and scrap.source == "this" and _cost(cost):  # "{T}, scrap this card: ..."
                return f"{_cost(cost)}, scrap this card: {_effects(main)}." + tail
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
            if conditions:  # "{T}: A. B. Use this ability only ...": the sentences of one ability (cardtext parser)
                return f"{_cost(cost)}: " + " ".join(f"{_effects(part)}." for part in _sentences(main)) + tail
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
        # a card's own static abilities under a condition on its place, its group or its controller's assets
        case m.Static(
            effects=effects, conditions=[m.CardState(target=subject, state="guarding" | "patrolling" as state)]
        ) if not _split_riders(effects)[1]:
            return f"While {_target(subject)} is {state}, {_effects(effects, capital=False)}."
        case m.Static(effects=effects, conditions=[m.InGroupWith(target=subject, others=others)]) if not _split_riders(
            effects
        )[1]:
            return f"While {_target(subject)} is in a group with {_target(others)}, {_effects(effects, capital=False)}."
        case m.Static(effects=effects, conditions=[m.HasAsset(asset=asset)]) if not _split_riders(effects)[1]:
            return f"If you have {asset} in play, {_effects(effects, capital=False)}."
        case m.Static() if (rule := unit_rule(ability)) is not None:
            return rule
        case m.Static(effects=effects, conditions=conditions, used=used):
            main, riders = _split_riders(effects)
            return _effects(main) + "." + _riders(riders) + _restrictions(conditions, used)
        case m.Resolve(effects=effects, conditions=conditions):
            main, riders = _split_riders(effects)
            return _effects(main) + "." + _riders(riders) + _restrictions(conditions)
    raise ValueError(f"no English for {ability!r}")


def _is_pilot_bonus(effects: Sequence[m.Effect]) -> bool:
    return bool(effects) and all(
        isinstance(e, m.ModifyStat) and isinstance(e.target, m.PilotedUnit) and e.only_against is None for e in effects
    )


def _refers_back(effect: m.Effect) -> bool:
    """Whether the effect names a card or player named before it ("that 'Mech", "it")."""
    stack: list[Any] = [effect]
    while stack:
        node = stack.pop()
        if isinstance(node, m.ThatOne):
            return True
        if isinstance(node, list):
            stack.extend(node)
        elif isinstance(node, BaseModel):
            stack.extend(getattr(node, name) for name in type(node).model_fields)
    return False


def _sentences(effects: Sequence[m.Effect]) -> list[list[m.Effect]]:
    """An activated ability's effects in sentences: a new one after a choice the next effect is not about ("Choose
    one of your 'Mechs. Reduce the armor of each opposing 'Mech to 0."), and for an effect lasting until a later turn,
    written as a clause before it ("During his or her next turn, the cards do not untap.")."""
    parts: list[list[m.Effect]] = []
    for effect in effects:
        later = isinstance(effect, m.Lasting) and effect.until in ("your_next_turn", "their_next_turn")
        after_choice = bool(parts) and isinstance(parts[-1][-1], m.Choose) and not _refers_back(effect)
        if not parts or later or after_choice:
            parts.append([effect])
        else:
            parts[-1].append(effect)
    return parts
