"""What a card does once for every N construction counters above its cost, as it is activated during the turn (DSL
``per_excess_construction``): "Deal 1 damage to one site for each 2 construction above the cost of Saturation
Bombing", "For every 2 construction counters above the cost of 'Mech Rotation, repair all damage to one 'Mech".

Construction counters above the card's total cost count only when the card says so (rulebook p.20, Activating
Cards; 1997 rulings, Deployment), counted as the card is activated (its total cost: base plus the asset costs its
owner does not have available, rulebook p.19; :func:`judge.bttcg.stockpile_damage._excess`).

- Tapping or untapping one 'Mech or Unit, N times ("Untap one 'Mech for each construction counter above the cost",
  "For every three construction counters above the cost of this card, you may choose any Unit and tap it"): a card
  of the action's ``choose`` each time, tapped as any card the turn taps (judge/bttcg/turn_moves.py); "you may": the
  next answer of the action's ``may`` each time, and a card only for each ``true`` (strict mode, judge/bttcg/may.py).
- Repairing all damage to one 'Mech, N times: a 'Mech of the action's ``choose`` each time, never the same one
  twice (its damage is all repaired already); rulebook Glossary, Repair.
- Restocking the top card of your Scrapheap, N times (Culling: "Restock the top card from your Scrapheap for each 3
  construction above the cost"): the top card each time, as judge/bttcg/scrapheap_top.py restocks it (the
  Scrapheap's order is the action's ``choose``; only as the scenario's first action).
- "you may choose one card from his or her hand", N times (Airstrikes Close to Home): each time the next answer of
  the action's ``may`` (strict mode, judge/bttcg/may.py), and for each ``true`` the next card of ``choose``, a card
  the scenario lists in that opponent's hand, never the same card twice; "the chosen cards" after it are all of
  them (rulebook p.14, Playing Area: the hand).
- Damage to "one site" N times: the text reads two ways, N damage to one site, or 1 damage to one site N times. The
  judge answers where both readings agree: one recipient chosen, dealt the damage at once, when that is a Stockpile
  (each point scraps a card) or a card with no armor that is not under construction (the counters add up); with
  armor, or a card under construction (every 2 points remove a counter), or several recipients chosen, the readings
  differ and the scenario is refused, never guessed (rulebook p.29-30, Resolving Damage)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from judge.bttcg import turn_rules as t
from judge.bttcg.may import note_answer, take_answer
from judge.bttcg.scrapheap_top import plan_restock_top, restocks_top
from judge.bttcg.state import Position, UnsupportedError, under_construction
from judge.bttcg.stats import armor
from judge.bttcg.turn import TurnRunner
from judge.bttcg.turn_damage import Misfit, Refuse, Scrap, choose_card_or_site, damage_problem, refuse_watchers, resolve
from judge.bttcg.turn_plan import _Plan
from judge.dsl import models as m

HAND = "rulebook/playing-area-6"
"""Rulebook p.14, Playing Area: "you have your hand and your Scrapheap"."""
RULE_IDS = (t.EXTRA_COUNTERS, t.REPAIRING, HAND)
Take = Callable[[m.Target], str]
"""The next card of ``choose`` for a selector of cards in play (``turn_choices.take_choice``)."""


_ONE = frozenset({"a", "one", "any"})


def _one_card(target: m.Target) -> bool:
    """ "one 'Mech", "one of your Units", "any Unit": one card in play, chosen by a plain selector."""
    if not isinstance(target, m.Selector) or target.quantifier not in _ONE or target.noun not in ("mech", "unit"):
        return False
    return not set(target.model_dump(exclude_defaults=True)) - {"kind", "quantifier", "noun", "owner"}


def _tap_once(effect: m.Effect) -> m.Tap | None:
    """ "Untap one 'Mech", "you may untap one of your Units", "you may choose any Unit and tap it": the tap done
    each time (``None``: not such an effect)."""
    inner = effect.effects if isinstance(effect, m.May) else [effect]
    tap = inner[-1] if inner else None
    if not isinstance(tap, m.Tap) or tap.delayed is not None:
        return None
    if len(inner) == 2 and isinstance(inner[0], m.Choose) and not inner[0].more:  # "choose any Unit and tap it"
        that = tap.target
        if not (isinstance(that, m.ThatOne) and that.index is None and that.among is None and not that.plural):
            return None
        tap = tap.model_copy(update={"target": inner[0].target})
    elif len(inner) != 1:
        return None
    return tap if _one_card(tap.target) else None


_HAND_FIELDS = frozenset({"kind", "quantifier", "noun", "owner", "zone", "their_zone"})


def _hand_choice(effect: m.Effect) -> m.Selector | None:
    """ "you may choose one card from his or her hand": the selector of the card chosen from an opponent's hand
    (``None``: not such an effect)."""
    if not isinstance(effect, m.May) or len(effect.effects) != 1:
        return None
    choose = effect.effects[0]
    if not isinstance(choose, m.Choose) or choose.more or not isinstance(choose.target, m.Selector):
        return None
    target = choose.target
    extra = set(target.model_dump(exclude_defaults=True)) - _HAND_FIELDS
    theirs = target.their_zone or target.owner == "opponent"
    fits = target.zone == "hand" and theirs and target.quantifier in _ONE and target.noun == "card"
    return target if fits and not extra else None


def excess_problem(effect: m.PerExcessConstruction) -> str | None:
    """Why the turn cannot do this yet, or ``None`` when it can (its choices are checked when it runs)."""
    if effect.of_that:
        return "excess construction of another card"
    if len(effect.effects) == 1:
        only = effect.effects[0]
        if _tap_once(only) is not None or restocks_top(only) or _hand_choice(only) is not None:
            return None
        if isinstance(only, m.DealDamage) and damage_problem(only) is None and not isinstance(only.target, m.ThatOne):
            return None
        if isinstance(only, m.Repair) and only.all_damage and isinstance(only.target, m.Selector):
            extra = set(only.target.model_dump(exclude_defaults=True)) - {"kind", "quantifier", "noun", "owner"}
            if not extra and only.target.quantifier in ("a", "one", "any") and only.target.noun in ("mech", "unit"):
                return None
    return "effects per construction counter above the cost other than damage to one card or repairing all damage"


def plan_per_excess(
    run: TurnRunner,
    by: str,
    source: str,
    effect: m.PerExcessConstruction,
    plan: _Plan,
    choice: Misfit,
    take: Take,
    refuse: Refuse,
    scrap: Scrap,
    index: int | None = None,
) -> None:
    """Settles how many times the effect happens and its choices, and adds its steps to ``plan``.

    ``choice(card, selector)`` says why a card in play does not fit; ``take(target)`` takes the next card of
    ``choose`` for a selector of cards in play (``turn_choices.take_choice``); ``index`` is the action's (the top
    of a Scrapheap is known only for the scenario's first action).

    :raises UnsupportedError: for what :func:`excess_problem` names, or damage the two readings answer differently.
    """
    from judge.bttcg.stockpile_damage import _excess  # the counters above the total cost, one rule in one place

    pos = run.pos
    name = pos.name(source)
    problem = excess_problem(effect)
    if problem is not None:
        raise UnsupportedError(f"{name}: the engine does not execute {problem} yet")
    above = _excess(run, source)
    times = above // effect.per
    plan.steps.append(
        partial(
            pos.note,
            f"{name}: {above} construction counter(s) above its cost, its effect happens {times} time(s)",
            t.EXTRA_COUNTERS,
        )
    )
    if times == 0:
        return
    only = effect.effects[0]
    if isinstance(only, m.Repair):
        _plan_repairs(pos, name, only, times, plan, take, refuse)
        return
    if restocks_top(only):
        next_choice = lambda: plan.chosen.pop(0) if plan.chosen else None  # noqa: E731
        restocked: list[str] = []
        for _ in range(times):
            step, last = plan_restock_top(pos, index, by, source, next_choice, refuse)
            plan.steps.append(step)
            restocked += last
        plan.last = restocked
        return
    hand = _hand_choice(only)
    if hand is not None:
        assert isinstance(only, m.May)
        _plan_hand_choices(pos, by, source, only, hand, times, plan, refuse)
        return
    tap = _tap_once(only)
    if tap is not None:
        _plan_taps(run, by, source, only, tap, times, plan, take, refuse)
        return
    assert isinstance(only, m.DealDamage)
    recipient = choose_card_or_site(pos, by, name, only.target, plan, choice, refuse)
    agree = recipient.endswith(".stockpile") or (
        not under_construction(pos.cards[recipient]) and (only.structure or armor(pos, None, None, recipient) == 0)
    )
    if times > 1 and (plan.chosen or not agree):
        raise UnsupportedError(
            f"{name}: '{times} times, 1 damage to one card' may be read as {times} damage to one card or 1 damage to "
            "one card each time; with several cards chosen, armor or a card under construction the two answers "
            "differ, and the rules documents do not settle it: not executed"
        )
    refuse_watchers(pos, name, recipient)
    amount = only.amount * times
    plan.steps.append(partial(resolve, pos, name, recipient, amount, only.structure, scrap, run.check_stockpiles))
    plan.last = [recipient]


def _plan_taps(
    run: TurnRunner,
    by: str,
    source: str,
    effect: m.Effect,
    tap: m.Tap,
    times: int,
    plan: _Plan,
    take: Take,
    refuse: Refuse,
) -> None:
    """N times: one card of ``choose`` tapped or untapped (judge/bttcg/turn_moves.py, as any tap of the turn); with
    "you may", each time the next answer of the action's ``may`` first (strict mode: judge/bttcg/may.py)."""
    from judge.bttcg.turn_moves import plan_tap  # turn_moves imports this module

    pos = run.pos
    for _ in range(times):
        if isinstance(effect, m.May):
            if plan.may is None:  # pragma: no cover - every planner of the turn takes answers
                raise UnsupportedError(f"{pos.name(source)}: the engine does not take 'may' answers here yet")
            chosen = take_answer(pos, by, source, effect, plan.may, refuse)
            plan.steps.append(note_answer(pos, by, source, effect, chosen))
            if not chosen:
                continue
        plan_tap(pos, by, source, tap, plan, take)


def _plan_hand_choices(
    pos: Position, by: str, source: str, effect: m.May, hand: m.Selector, times: int, plan: _Plan, refuse: Refuse
) -> None:
    """N times "you may choose one card from his or her hand": the next ``may`` answer, and for each ``true`` the
    next card of ``choose``; "the chosen cards" after it (``plan.last``) are all of them."""
    from judge.bttcg.turn_moves import zone_misfit  # turn_moves imports this module

    name = pos.name(source)
    picked: list[str] = []
    if plan.may is None:  # pragma: no cover - every planner of the turn takes answers
        raise UnsupportedError(f"{name}: the engine does not take 'may' answers here yet")
    for _ in range(times):
        chosen = take_answer(pos, by, source, effect, plan.may, refuse)
        plan.steps.append(note_answer(pos, by, source, effect, chosen))
        if not chosen:
            continue
        if not plan.chosen:
            refuse(f"{name}: say which card of {pos.other(by)}'s hand is chosen (choose)", HAND)
        card_id = plan.chosen.pop(0)
        if card_id not in pos.cards:
            refuse(f"{name}: {card_id} is not a card of the scenario", HAND)
        misfit = zone_misfit(pos, by, card_id, hand)
        if misfit is not None or card_id in picked:
            refuse(f"{name} cannot choose {pos.name(card_id)}: {misfit or 'it is chosen already'}", HAND)
        picked.append(card_id)
    plan.picked = list(picked)
    plan.last = picked


def _plan_repairs(
    pos: Position, name: str, effect: m.Repair, times: int, plan: _Plan, take: Take, refuse: Refuse
) -> None:
    picked: list[str] = []
    for _ in range(times):
        unit_id = take(effect.target)
        if unit_id in picked:
            refuse(f"{name}: {pos.name(unit_id)} is chosen twice; all its damage is repaired once", t.REPAIRING)
        picked.append(unit_id)

    def step() -> None:
        for unit_id in picked:
            state = pos.cards[unit_id]
            repaired, state.damage = state.damage, 0
            pos.note(f"{name} repairs all damage to {pos.name(unit_id)} ({repaired})", t.REPAIRING, t.CARDS_REPAIR)

    plan.steps.append(step)
    plan.last = picked


__all__ = ["RULE_IDS", "excess_problem", "plan_per_excess"]
