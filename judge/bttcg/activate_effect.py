"""A card's ability that activates another card under construction during the turn (``turn_abilities._plan_effects``
hands these effects here): "Activate one of your 'Mechs under construction that is within 2 Resources of being fully
constructed." (Earthwerks Limited), "Reveal one of your 'Mechs under construction; if that 'Mech is within 2
Resources of being fully constructed, activate it." (its Counterstrike printing), Alshain's 'Mech "in your
Construction Region that is fully constructed", with +1 attack counters for the construction counters above its cost.

Rules:

- a card under construction is activated when its counters cover its total cost (rulebook p.20, Activating Cards);
  the card's words make the exception (rulebook p.9): "within N Resources of being fully constructed" is a total cost
  at most N above its construction counters; "fully constructed" is N = 0. The total cost is the base cost plus each
  asset cost whose asset its owner does not have available (rulebook p.19; ``deploy.total_cost``);
- activating reveals the card (rulebook p.20); a Unit activated stays in the Construction region until the end of the
  turn (CE rulings: Deploy phase), then goes to the Patrol region (rulebook p.33); a Unique card is not activated
  while another of its title is in play (rulebook p.13; CE rulings: Unique Cards);
- the construction counters above the cost count only when a card says so (rulebook p.20; 1997 rulings,
  Deployment): Alshain's +1 attack counters, one per 3 construction counters above the cost, count those of the
  'Mech it activates, as it is activated (rulebook Glossary: Counter; a "+1 attack" counter adds 1 to its attack,
  ``counters.stat_bonus``);
- revealing a card under construction turns it face up, and it stays face up (rulebook Glossary: Reveal): nothing
  else changes.

The card is the next of the action's ``choose`` (strict mode: none, or one that does not fit, is a violation and
nothing happens). What a 'Mech does when it is revealed or activated, or going on patrol at once, is refused here
(not yet executed for a card an effect activates), never dropped.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NoReturn

from judge.bttcg import turn_rules as t
from judge.bttcg.assets import settle
from judge.bttcg.counters import COUNTER, counter_name, put
from judge.bttcg.state import UnsupportedError, under_construction
from judge.bttcg.turn import TurnRunner
from judge.bttcg.turn_plan import _Plan
from judge.dsl import models as m

RULE_IDS = (t.ACTIVATE, t.TOTAL_COST, t.UNITS_WAIT, t.UNIQUE, t.REVEAL, t.EXTRA_COUNTERS, COUNTER)
_FIELDS = frozenset({"kind", "quantifier", "noun", "owner", "states", "within_resources"})
_ONE = frozenset({"a", "one", "any"})
_ON_ACTIVATION = frozenset({"revealed", "activated", "comes_into_play"})

Refuse = Callable[[str, str], NoReturn]
Take = Callable[[m.Target], str]
"""The next card of ``choose`` for a selector of cards in play (``turn_choices.take_choice``)."""


def handles(effect: m.Effect) -> bool:
    """Whether this module executes the effect during the turn (or refuses it in its own words)."""
    if isinstance(effect, m.PerExcessConstruction):
        return effect.of_that
    return isinstance(effect, m.ActivateCard | m.RevealCard | m.IfWithinResources)


def _plain_that(target: m.Target) -> bool:
    return isinstance(target, m.ThatOne) and target.index is None and not target.plural and target.among is None


def _selector_problem(target: m.Target, within: bool) -> str | None:
    if _plain_that(target):
        return None
    if not isinstance(target, m.Selector) or target.quantifier not in _ONE:
        return "activating or revealing several cards, or cards not chosen by a selector"
    extra = set(target.model_dump(exclude_defaults=True)) - _FIELDS - ({"within_resources"} if not within else set())
    if extra or target.noun not in ("mech", "unit") or target.owner != "you":
        return "activating or revealing a card other than one of your own Units under construction"
    if target.states != ["under_construction"]:
        return "activating or revealing a card that is not under construction"
    if not within and target.within_resources is not None:
        return "revealing a card within some Resources of being fully constructed"
    return None


def activate_problem(effect: m.Effect) -> str | None:
    """Why the turn cannot execute this effect yet, or ``None`` (its card is checked when it runs)."""
    if isinstance(effect, m.ActivateCard):
        return _selector_problem(effect.target, within=True)
    if isinstance(effect, m.RevealCard):
        return _selector_problem(effect.target, within=False)
    if isinstance(effect, m.IfWithinResources):
        only = effect.effects
        plain = len(only) == 1 and isinstance(only[0], m.ActivateCard) and _plain_that(only[0].target)
        if not _plain_that(effect.watched) or not plain:
            return "effects other than activating that card if it is within some Resources of being fully constructed"
        return None
    if isinstance(effect, m.PerExcessConstruction) and effect.of_that:
        only = effect.effects
        counter = len(only) == 1 and isinstance(only[0], m.AddCounters) and _plain_that(only[0].target)
        if not counter:
            return "excess construction of another card, other than counters put on it as an effect activates it"
        return None
    return f"'{effect.kind}' during the turn"


def plan_activate_effects(
    run: TurnRunner,
    by: str,
    source: str,
    effect: m.Effect,
    rest: list[m.Effect],
    plan: _Plan,
    take: Take,
    refuse: Refuse,
) -> list[m.Effect]:
    """Checks the effect (with the counters put for the construction above the cost that follows an activation) and
    adds its steps to ``plan``; returns the effects after those it took.

    :raises UnsupportedError: for what :func:`activate_problem` names.
    """
    pos = run.pos
    name = pos.name(source)
    problem = activate_problem(effect)
    if problem is not None:
        raise UnsupportedError(f"{name}: the engine does not execute {problem} yet")
    if isinstance(effect, m.PerExcessConstruction):
        raise UnsupportedError(
            f"{name}: counters for the construction above the cost of a card not just activated: not executed yet"
        )
    if isinstance(effect, m.RevealCard):
        card_id = _card(run, name, effect.target, plan, take, refuse, within=None)
        plan.steps.append(lambda: pos.note(f"{name}: {by} reveals {pos.name(card_id)} (it stays face up)", t.REVEAL))
        return rest
    if isinstance(effect, m.IfWithinResources):
        card_id = _that(name, plan)
        short = total_cost(run, card_id) - pos.cards[card_id].counters
        if not under_construction(pos.cards[card_id]) or short > effect.resources:
            why = f"{short} Resource(s) short of being fully constructed" if short > 0 else "not under construction"
            plan.steps.append(
                lambda: pos.note(f"{name}: {pos.name(card_id)} is {why}: it is not activated", t.TOTAL_COST)
            )
            return rest
        _plan_activation(run, by, name, card_id, rest, plan, refuse)
        return rest[1:] if rest and _excess_of_that(rest[0]) else rest
    assert isinstance(effect, m.ActivateCard)
    if isinstance(effect.target, m.ThatOne):
        card_id = _that(name, plan)
    else:
        assert isinstance(effect.target, m.Selector)
        card_id = _card(run, name, effect.target, plan, take, refuse, effect.target.within_resources)
    _plan_activation(run, by, name, card_id, rest, plan, refuse)
    return rest[1:] if rest and _excess_of_that(rest[0]) else rest


def total_cost(run: TurnRunner, card_id: str) -> int:
    """The card's total construction cost now (``deploy.total_cost``, which imports this module's caller)."""
    from judge.bttcg.deploy import total_cost as cost

    return cost(run, card_id)


def _excess_of_that(effect: m.Effect) -> bool:
    return isinstance(effect, m.PerExcessConstruction) and effect.of_that


def _that(name: str, plan: _Plan) -> str:
    if len(plan.last) != 1:
        raise UnsupportedError(f"{name}: 'that card' names no single card here: not executed")
    return plan.last[0]


def _card(
    run: TurnRunner, name: str, target: m.Target, plan: _Plan, take: Take, refuse: Refuse, within: int | None
) -> str:
    """The card of ``choose``: one of the player's Units under construction (``turn_choices.take_choice``), and
    within ``within`` Resources of being fully constructed."""
    assert isinstance(target, m.Selector)
    card_id = take(target.model_copy(update={"within_resources": None}))
    if within is not None:
        short = total_cost(run, card_id) - run.pos.cards[card_id].counters
        if short > within:
            what = "fully constructed" if within == 0 else f"within {within} Resource(s) of being fully constructed"
            refuse(
                f"{name}: {run.pos.name(card_id)} is not {what} ({short} Resource(s) short of its total cost)",
                t.TOTAL_COST,
            )
    plan.last = [card_id]
    return card_id


def _plan_activation(
    run: TurnRunner, by: str, name: str, card_id: str, rest: list[m.Effect], plan: _Plan, refuse: Refuse
) -> None:
    """The card activated by the effect: checked now, changed by the step (with Alshain's counters when the effect
    after it puts them for the construction above its cost)."""
    from judge.bttcg.deploy import _scrap_site_enhancements, unique_clash  # deploy.py imports turn_abilities.py

    pos = run.pos
    face = pos.faces[card_id]
    if any(isinstance(a, m.Triggered) and a.trigger in _ON_ACTIVATION for a in face.abilities) or any(
        isinstance(a, m.Static) and any(isinstance(e, m.PatrolAtOnce) for e in a.effects) for a in face.abilities
    ):
        raise UnsupportedError(
            f"{name}: {face.name} does something as it is revealed or activated, or may go on patrol at once: not "
            "executed yet for a card an effect activates"
        )
    clash = unique_clash(pos, card_id)
    if clash is not None:
        refuse(f"{name}: {face.name} is Unique and {pos.name(clash)} is in play: it is not activated", t.UNIQUE)
    cost = total_cost(run, card_id)
    above = max(pos.cards[card_id].counters - cost, 0)
    extra: m.PerExcessConstruction | None = rest[0] if rest and isinstance(rest[0], m.PerExcessConstruction) else None
    put_counters: tuple[str, int] | None = None
    if extra is not None and extra.of_that:
        add = extra.effects[0]
        assert isinstance(add, m.AddCounters)  # activate_problem says so
        put_counters = (counter_name(add.counter, add.stat, add.stat_amount), add.count * (above // extra.per))
    plan.gone.add(card_id)

    def step() -> None:
        state = pos.cards[card_id]
        state.counters, state.activated = 0, True
        run.turn.activated.append(card_id)
        pos.note(
            f"{name}: {by} activates {face.name} (total cost {cost}); a Unit stays in the Construction region until "
            "the end of the turn",
            t.ACTIVATE,
            t.TOTAL_COST,
            t.UNITS_WAIT,
        )
        if put_counters is not None and extra is not None:
            kind, n = put_counters
            put(state, kind, n)
            pos.note(
                f"{name}: {above} construction counter(s) above its cost: {n} '{kind}' counter(s) on {face.name}",
                t.EXTRA_COUNTERS,
                COUNTER,
            )
        _scrap_site_enhancements(pos, card_id)
        settle(pos, f"{face.name} is activated")

    plan.steps.append(step)


__all__ = ["RULE_IDS", "activate_problem", "handles", "plan_activate_effects"]
