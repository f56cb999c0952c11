"""The rules a card changes, in plain English (:mod:`judge.dsl.effects_rules`, ``grammar/rules.lark``): "target Unit
must attack if able", "Command cards cost 1 more to activate", "your deck may contain any number of copies of this
card"."""

from __future__ import annotations

from judge.cardtext.render_selectors import _target
from judge.dsl import models as m


def _plural(target: m.Target) -> bool:
    return isinstance(target, m.Selector) and (target.quantifier in ("all", "any_number") or (target.count or 1) > 1)


def effect_text(effect: m.Effect) -> str | None:
    """The English of an effect of :mod:`judge.dsl.effects_rules`; ``None`` for a form it has none for."""
    match effect:
        case m.MustAct(target=target, action=action, if_able=if_able):
            return f"{_target(target)} must {action}" + (" if able" if if_able else "")
        case m.CostChange(target=target, amount=amount, less=less, step=step, minimum=minimum):
            verb = "cost" if _plural(target) else "costs"
            floor = "" if minimum is None else f", to a minimum of {minimum}"
            return f"{_target(target)} {verb} {amount} {'less' if less else 'more'} to {step}{floor}"
        case m.DeckCopies(copies=copies):
            many = "any number of" if copies is None else f"up to {copies}"
            return f"your deck may contain {many} copies of this card"
        case m.DeckAffiliations(side=side):
            return f"your deck may include cards of any {side + ' ' if side else ''}affiliation"
    return None
