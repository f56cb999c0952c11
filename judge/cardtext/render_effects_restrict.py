"""Limits and who may attack or block, in plain English (:mod:`judge.dsl.effects_restrict`)."""

from __future__ import annotations

from judge.cardtext.render_effects import _effects
from judge.cardtext.render_selectors import _COUNT_WORDS, _NOUNS, _target
from judge.dsl import models as m


def effect_text(effect: m.Effect) -> str | None:
    """The English of an effect of :mod:`judge.dsl.effects_restrict`; ``None`` for a form it has none for."""
    match effect:
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
        case m.IfNoneRemain(watched=watched, effects=effects):
            return f"if no {_target(watched).removeprefix('all ')} remain, {_effects(effects, capital=False)}"
        case m.BattleAsMission():
            return "treat this battle as if it occurred during a mission"
        case m.ChooseOption(options=options):
            listed = ", ".join(options[:-1]) + ("," if len(options) > 2 else "") + f" or {options[-1]}"
            return f"choose one of the following options: {listed}"
        case m.AttackLimit(player=player, count=count):
            times = {1: "once", 2: "twice"}.get(count, f"{count} times")
            if player == "each":  # (players.lark): every player's own turns
                return f"each player may attack only {times} each turn"
            return f"{player} cannot attack more than {times} per turn"
        case m.BlockWhileTapped(target=target):
            return f"{_target(target)} may block while tapped"
        case m.DealsItsDamage(source=source, to=to, optional=True, as_if_unblocked=True):
            return f"you may have {_target(source)} deal damage to {_target(to)} as if unblocked"
        case m.DamageDealersLimit(player=player, dealers=dealers, at_most=at_most):
            who = "you" if player == "you" else "your opponent"
            dealing, counted = _target(dealers).removeprefix("all "), _target(at_most).removeprefix("all ")
            return f"{who} cannot deal damage with more {dealing} than the number of {counted}"
        case m.GroupLimit(action=action, most=most, noun=noun, player=player, against=against):
            word = _COUNT_WORDS.get(most, "one" if most == 1 else str(most))
            many = f"more than {word} " + _NOUNS[noun][0 if most == 1 else 1]
            where = "" if against is None else _target(against)
            if player == "any" and against is None:  # (rules.lark): every group of the kind
                return f"{_NOUNS[noun][1]} cannot {action} in groups of more than {word}"
            if player == "any" and action == "attack":
                return f"no group containing {many} can attack {where}".rstrip()
            if player == "any":
                return f"no group containing {many} can block" + (f" an attack against {where}" if where else "")
            who = "you" if player == "you" else "your opponent"
            if action == "attack":
                return f"{who} cannot attack" + (f" {where}" if where else "") + f" with {many}"
            return f"{who} cannot block any attack" + (f" against {where}" if where else "") + f" with {many}"
    return None
