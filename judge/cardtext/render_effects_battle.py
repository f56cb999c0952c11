"""Battle effects in plain English (:mod:`judge.dsl.effects_battle`)."""

from __future__ import annotations

from judge.cardtext.render_effects import _effect, _effects
from judge.cardtext.render_selectors import _COUNT_WORDS, _NOUNS, _target
from judge.dsl import models as m


def effect_text(effect: m.Effect) -> str | None:
    """The English of an effect of :mod:`judge.dsl.effects_battle`; ``None`` for a form it has none for."""
    match effect:
        case m.UnpreventableDamage():
            return "this damage cannot be prevented"
        case m.StillDealsDamage(target=target):
            return f"{_target(target)} may still deal damage"
        case m.MultiplyDamage(target=target, factor=factor, damage="overheat"):
            return f"deal {'double' if factor == 2 else 'triple'} Overheat damage to {_target(target)}"
        case m.OneOf(options=[[m.PayResources(count=count)], [other]]):
            return f"pay {' '.join('{R}' for _ in range(count))} or {_effect(other)}"
        case m.OneOf(options=[first, second]) if not all(
            len(option) == 1 and isinstance(option[0], m.ModifyStat) for option in (first, second)
        ) and not any(isinstance(e, m.RerollMissile | m.Tap) for e in first):
            return f"either {_effects(first, capital=False)} or {_effects(second, capital=False)}"
        case m.Cancel(target=target, scrap=False, on=str() as on):
            verb = "have" if isinstance(target, m.Selector) and target.quantifier == "all" else "has"
            return f"{_target(target)} {verb} no effect when {on}"
        case m.Cancel(target=m.Selector(quantifier="all") as all_cards, scrap=True, on=None):
            return f"{_target(all_cards)} are scrapped with no effect"
        case m.Cancel(target=target, scrap=scrap):
            return f"{_target(target)} " + ("is scrapped with no effect" if scrap else "has no effect")
        case m.OneOf(options=[[m.RerollMissile(all_fired_by=None)], [m.AdjustMissileRoll() as adjust]]) if (
            adjust == m.AdjustMissileRoll(amount=adjust.amount) and adjust.amount > 0
        ):
            return f"reroll one of your missile die rolls or add {adjust.amount} to that roll"
        case m.IfScrapped(
            watched=m.Selector() as watched, effects=effects, otherwise=[], during_mission=False, during_battle=during
        ):
            when = " during the battle" if during else ""
            return f"if {_target(watched)} were scrapped{when}, {_effects(effects, capital=False)}"
        case m.ReplaceCounters(target=target, count=count, replacement=replacement):
            replaced = "one counter" if count == 1 else f"{_COUNT_WORDS.get(count, str(count))} counters"
            added = _COUNT_WORDS.get(replacement, str(replacement))
            return f"replace {replaced} on {_target(target)} with {added} counters of the same type"
        case m.RedirectAllDamage(source=source, to=to):
            return f"redirect all damage dealt to {_target(source)} to {_target(to)}"
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
        case m.MultiplyDamage(target=target, factor=factor):
            return f"{'double' if factor == 2 else 'triple'} all damage dealt to {_target(target)}"
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
        case m.OneOf(options=options):
            return "choose one: " + "; or ".join(_effects(option, capital=False) for option in options)
    return None


_TAP_ONE_UNTAP_OTHER = [
    [m.Tap(target=m.ThatOne(index=1)), m.Tap(target=m.ThatOne(index=2), untap=True)],
    [m.Tap(target=m.ThatOne(index=2)), m.Tap(target=m.ThatOne(index=1), untap=True)],
]
