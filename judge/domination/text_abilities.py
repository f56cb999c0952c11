"""Assembling Domination abilities from a text's sentences (Unit abilities, replacements, turn limits) and checking
that every reference names a card the ability has named before."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from judge.domination.text_values import (
    _EVENT_CARDS,
    _Activation,
    _Body,
    _Effects,
    _effects_of,
    _is_static,
    _merge_gains,
    _Reminder,
    _Restriction,
    _Sentence,
    _Triggered,
    _TurnLimit,
    _YouPlayThis,
)
from judge.dsl import domination as d
from judge.dsl.core import Node

# --- assembling abilities from sentences ---------------------------------------------------------------------


def _sentence(item: Any) -> _Sentence:
    if isinstance(item, _Body):
        if item.suffix is not None and item.suffix[0] == "when":
            event = item.suffix[1]
            return _Triggered(None if isinstance(event, _YouPlayThis) else event, item.effects)
        if item.suffix is not None and item.suffix[0] == "start":
            return _Triggered(d.StartOfCombat(whose=item.suffix[1]), item.effects)
        return _Effects(_effects_of(item, "effects"))
    if isinstance(item, list):
        return _Effects(item)
    if isinstance(item, _Effects | _Triggered | _Activation | _Restriction | _TurnLimit):
        return item
    raise ValueError(f"not a sentence: {type(item).__name__}")


def _sentences(items: Iterable[Any]) -> list[_Sentence]:
    """The sentences of an ability; a reminder checks the sentence before it, and "This can't cause you to take more
    than two consecutive turns." completes the extra turn before it."""
    out: list[_Sentence] = []
    for item in items:
        if item is None:
            continue
        if isinstance(item, _Reminder):
            if not out or not _puts_into_deployment_zone(out[-1]):
                raise ValueError("'(This is not considered a deployment.)' follows putting a unit into the zone")
            continue
        sentence = _sentence(item)
        if isinstance(sentence, _TurnLimit):
            if not out:
                raise ValueError("'This can't cause you to take more than N consecutive turns' follows an extra turn")
            out[-1] = _limit_turns(out[-1], sentence.turns)
            continue
        out.append(sentence)
    return out


def _puts_into_deployment_zone(sentence: _Sentence) -> bool:
    effects = getattr(sentence, "effects", [])
    return any(
        (isinstance(e, d.Move) and e.to == "deployment_zone") or (isinstance(e, d.Gain) and e.to == "deployment_zone")
        for e in effects
    )


def _limit_turns(sentence: _Sentence, turns: int) -> _Sentence:
    if turns < 2:
        raise ValueError("at least two consecutive turns")
    found = False

    def limit(effects: list[d.Effect]) -> list[d.Effect]:
        nonlocal found
        out: list[d.Effect] = []
        for effect in effects:
            if isinstance(effect, d.ExtraTurn) and effect.max_consecutive is None:
                effect = effect.model_copy(update={"max_consecutive": turns})
                found = True
            elif isinstance(effect, d.If):
                effect = effect.model_copy(update={"effects": limit(list(effect.effects))})
            out.append(effect)
        return out

    if isinstance(sentence, _Effects):
        sentence = _Effects(limit(sentence.effects))
    if not found:
        raise ValueError("'This can't cause you to take more than N consecutive turns' follows an extra turn")
    return sentence


def _unit_ability(name: str, sentences: list[_Sentence]) -> d.Ability:
    first, rest = sentences[0], sentences[1:]
    later: list[d.Effect] = []
    for sentence in rest:
        if not isinstance(sentence, _Effects):
            raise ValueError("an ability's later sentences are effects ('If you do, ...')")
        later.extend(sentence.effects)
    if isinstance(first, _Triggered):
        if first.trigger is None:
            raise ValueError("'When you play this' is a card's own resolution, not a Unit's")
        effects = _merge_gains([*first.effects, *later])
        replacement = _replacement(name, first.trigger, effects)
        return replacement or d.Triggered(name=name, trigger=first.trigger, effects=effects)
    if isinstance(first, _Activation):
        return d.Activated(name=name, effects=_merge_gains([*first.effects, *later]))
    if isinstance(first, _Restriction):
        if later:
            raise ValueError("a deployment restriction is one sentence")
        return d.DeployRestriction(name=name, condition=first.condition)
    if isinstance(first, _Effects) and not later:
        effects = first.effects
        if effects and all(_is_static(e) for e in effects):
            return d.Static(name=name, effects=effects)
        if (
            len(effects) == 1
            and isinstance(only := effects[0], d.If)
            and isinstance(only.condition, d.Compare)
            and only.effects
            and all(_is_static(e) for e in only.effects)
        ):
            return d.Static(name=name, condition=only.condition, effects=only.effects)
    raise ValueError(
        "a Unit ability is a bonus ('+1 Attack ...'), a trigger ('When ...', '... when ...', 'At the start of ...'), "
        "'Once per turn during your Action phase, ...' or a deployment restriction"
    )


def _replacement(name: str, trigger: d.Trigger, effects: list[d.Effect]) -> d.Replacement | None:
    """ "When this unit is damaged, you may place it on top of your draw deck instead of your discard pile." and "If
    this unit is damaged, scrap it instead.": the card goes elsewhere than the discard pile."""
    if not isinstance(trigger, d.ThisDamaged | d.YouBuyThis) or len(effects) != 1:
        return None
    effect, optional = effects[0], False
    if isinstance(effect, d.May) and effect.player == "you":
        effect, optional = effect.effect, True
    if not isinstance(effect, d.Instead) or effect.card.to not in ("event", "this"):
        return None
    return d.Replacement(name=name, event=trigger, optional=optional, to=effect.to)


# --- every reference names a card the ability has named before -----------------------------------------------


def _produces(effect: d.Effect) -> set[str]:
    match effect:
        case d.Reveal():
            return {"revealed", "other_revealed"}
        case d.ChooseCards():
            return {"chosen"}
        case d.Gain() | d.GainCopy():
            return {"gained"}
        case d.Discard() | d.DiscardHand():
            return {"discarded"}
        case d.Scrap():
            return {"scrapped"}
        case d.Damage():
            return {"damaged"}
        case d.SetAside():
            return {"set_aside"}
        case d.May(effect=inner):
            return _produces(inner)
    return set()


def _check_node(node: Any, available: set[str]) -> None:
    if isinstance(node, d.Ref):
        if node.to not in available:
            raise ValueError(f"refers to {node.to.replace('_', ' ')} cards, which the ability has not named before")
        if node.filter is not None:
            _check_node(node.filter, available)
        return
    if isinstance(node, d.ForEachRevealed):
        _check_effects(node.effects, available | {"each"})
        return
    if isinstance(node, d.Lasting):
        _check_effects(node.effects, available | ({"event"} if isinstance(node.trigger, _EVENT_CARDS) else set()))
        return
    if isinstance(node, list):
        if node and all(isinstance(e, Node) and _is_effect(e) for e in node):
            _check_effects(node, set(available))
        else:
            for item in node:
                _check_node(item, available)
        return
    if isinstance(node, Node):
        for name in type(node).model_fields:
            _check_node(getattr(node, name), available)


def _is_effect(node: Node) -> bool:
    return not isinstance(node, d.Selector | d.Ref | d.TypeBranch | d.CostLimit | d.Pick)


def _check_effects(effects: list[d.Effect], available: set[str]) -> None:
    for effect in effects:
        _check_node(effect, available)
        available |= _produces(effect)


def _checked(ability: d.Ability) -> d.Ability:
    """The ability, after checking that each :class:`~judge.dsl.domination.Ref` is to cards named before it."""
    available = {"this"}
    match ability:
        case d.Triggered(trigger=trigger) | d.Reaction(when=trigger):
            if isinstance(trigger, _EVENT_CARDS):
                available.add("event")
        case d.Replacement():
            available.add("event")
    _check_node(ability, available)
    if not isinstance(ability, d.Static) and any(isinstance(n, d.Plus) and n.per for n in _nodes(ability)):
        raise ValueError("a bonus 'per' card is a Unit's lasting bonus")
    return ability


def _nodes(node: Any) -> Iterable[Any]:
    """Every node of a DSL tree."""
    if isinstance(node, list):
        for item in node:
            yield from _nodes(item)
    elif isinstance(node, Node):
        yield node
        for name in type(node).model_fields:
            yield from _nodes(getattr(node, name))
