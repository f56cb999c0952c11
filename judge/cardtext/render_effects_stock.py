"""Cards moving between Stockpile, hand, Scrapheap and play, and dice, in plain English
(:mod:`judge.dsl.effects_stock`)."""

from __future__ import annotations

from judge.cardtext.render_conditions import _PHASES
from judge.cardtext.render_effects import _ROLLED, _effects
from judge.cardtext.render_selectors import _COUNT_WORDS, _NOUNS, _WHOSE_STOCKPILE, _ZONES, _kind_word, _target
from judge.dsl import models as m


def effect_text(effect: m.Effect) -> str | None:
    """The English of an effect of :mod:`judge.dsl.effects_stock`; ``None`` for a form it has none for."""
    match effect:
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
        case m.CountCards(targets=[_, *_] as targets):
            return "count " + " and ".join(f"the number of {_target(t)}" for t in targets)
        case m.ShuffleInto(target=m.Selector(zone="scrapheap" | "hand" as zone) as cards) if cards == (
            m.Selector(quantifier="all", noun="card", zone=zone)
        ):
            return f"shuffle your {_ZONES[zone]} into your Stockpile"
        case m.ShuffleInto(target=target, stockpile=stockpile):
            return f"shuffle {_target(target)} into {'your' if stockpile == 'yours' else 'that'} Stockpile"
        case m.CountCards(zone=str() as zone):
            return f"count the number of cards in your {_ZONES[zone]}"
        case m.PerCardScrapped(zone=zone, effects=effects, max=most):
            limit = f" (up to {_COUNT_WORDS.get(most, str(most))})" if most else ""
            return f"{_effects(effects, capital=False)} for each card you scrap from your {_ZONES[zone]}{limit}"
        case m.PerDamageDealt(per=per, source=source, to=to, effects=effects):
            return f"for every {per} damage dealt by {_target(source)} to {_target(to)}, {_effects(effects, False)}"
        case m.IfWithinResources(watched=m.ThatOne(noun=noun), resources=resources, effects=effects):
            within = f"within {resources} Resources of being fully constructed"
            return f"if that {_NOUNS[noun or 'unit'][0]} is {within}, {_effects(effects, capital=False)}"
        case m.MustAttack(target=target, stockpile=stockpile):
            return f"{_target(target)} attacks {_WHOSE_STOCKPILE[stockpile]} if able"
        case m.HideCounters(max=most):
            return f"hide up to {_COUNT_WORDS.get(most, str(most))} counters"
        case m.Claim(target=target, card_type=kind):
            return f"claim {_target(target)} is {'an' if kind[0] in 'AEIO' else 'a'} {_kind_word(kind)}"
        case m.RollDie(branches=branches, second=second):
            roll = "roll a second die" if second else _roll(effect)
            if not branches:
                return roll
            return f"{roll}: " + "; ".join(_branch(b) for b in branches)
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
    return None


def _die(low: int, high: int) -> str:
    return str(low) if low == high else f"{low}-{high}"


def _branch(branch: m.DieBranch) -> str:
    token = _ROLLED.set((branch.low, branch.high))
    try:
        return f"{_die(branch.low, branch.high)}: {_effects(branch.effects, capital=False)}"
    finally:
        _ROLLED.reset(token)


def _roll(roll: m.RollDie) -> str:
    if roll.additional:
        return "roll an additional die"
    dice = "a die" if roll.count == 1 else f"{_COUNT_WORDS.get(roll.count, str(roll.count))} dice"
    return f"roll {dice}" + (" instead" if roll.instead else "") + (" after the mission" if roll.delayed else "")
