"""The steps of an ability used during the turn (:mod:`judge.bttcg.turn_abilities` plans them): resources
made and spent at once, counters, shown cards and lasting effects, moves, draws, repairs and scrapping, each with the
rule it follows. A refused step records its violation and stops the plan (``turn_plan._RefusedError``)."""

from __future__ import annotations

from functools import partial
from typing import NoReturn

from judge.bttcg import pilot_triggers, refinements, stockpile_cards
from judge.bttcg import turn_rules as t
from judge.bttcg.assets import settle
from judge.bttcg.counter_moves import removed
from judge.bttcg.counters import plan_counters
from judge.bttcg.damage_changes import is_lasting_multiplier, plan_lasting_multiplier
from judge.bttcg.faces import CardFace
from judge.bttcg.gain_control import is_control, left_play, plan_control
from judge.bttcg.lasting import plan_lasting
from judge.bttcg.show import plan_show
from judge.bttcg.state import Position, UnsupportedError, under_construction
from judge.bttcg.turn import TurnRunner
from judge.bttcg.turn_choices import misfit, take_choice
from judge.bttcg.turn_moves import Hooks, plan_move
from judge.bttcg.turn_plan import _Plan, _RefusedError
from judge.bttcg.turn_scrapped import after_scrap, before_scrap
from judge.dsl import models as m


def gain_step(run: TurnRunner, source: str, n: int) -> None:
    """``{T}: {R}, plus ...``: the ability's own resources, spent at once."""
    gain(run, n)
    run.pos.note(
        f"{run.pos.name(source)}: {n} resource(s) ({run.turn.resources} to spend at once)", t.RESOURCES_AT_ONCE
    )


def gain(run: TurnRunner, n: int) -> int:
    """Resources an ability makes: spent at once, on the next action (CE General Rulings: Resources)."""
    run.turn.resources += n
    return run.turn.resources


def refuse_step(pos: Position, index: int | None, message: str, rule: str) -> NoReturn:
    pos.violate(index, message, rule)
    raise _RefusedError


def plan_more(
    pos: Position,
    index: int | None,
    by: str,
    source: str,
    effect: m.AddCounters | m.RemoveCounters | m.Show | m.Lasting,
    plan: _Plan,
) -> None:
    """Counters put or removed (judge/bttcg/counters.py), a card shown (judge/bttcg/show.py), a lasting effect
    (judge/bttcg/lasting.py)."""
    face = pos.faces[source]

    def choice(target: m.Target) -> str:
        return take_choice(pos, index, by, face, target, plan)

    every = partial(every_card, pos, by, face, plan)
    if isinstance(effect, m.Show):
        step, plan.last = plan_show(pos, by, source, effect, plan.last, choice)
    elif isinstance(effect, m.Lasting) and is_control(effect):  # judge/bttcg/gain_control.py
        step, plan.last = plan_control(pos, by, source, effect, plan.last, pos.players[0])  # the active player
    elif isinstance(effect, m.Lasting) and is_lasting_multiplier(effect):  # judge/bttcg/damage_changes.py
        step, plan.last = plan_lasting_multiplier(pos, source, effect, plan.last)
    elif isinstance(effect, m.Lasting):
        step, plan.last = plan_lasting(pos, by, source, effect, plan.last, choice, every)
    else:
        refuse = partial(refuse_step, pos, index)
        scrap = partial(scrap_card, pos)
        step, plan.last = plan_counters(pos, source, effect, plan.last, choice, refuse, scrap, every)
        if isinstance(effect, m.RemoveCounters):  # "those counters" after it (judge/bttcg/counter_moves.py)
            plan.removed[effect.counter] = plan.removed.get(effect.counter, 0) + removed(pos, effect, plan.last)
    plan.steps.append(step)


def plan_move_step(run: TurnRunner, index: int | None, by: str, source: str, effect: m.Effect, plan: _Plan) -> None:
    pos, face = run.pos, run.pos.faces[source]
    choice = partial(take_choice, pos, index, by, face, plan=plan)
    misfits = partial(misfit, pos, by, plan=plan)
    every, refuse = partial(every_card, pos, by, face, plan), partial(refuse_step, pos, index)
    scrap = partial(scrap_card, pos)
    hooks = Hooks(choice, every, misfits, refuse, scrap, run.check_stockpiles, run, index)
    plan_move(pos, by, source, effect, plan, hooks)


def every_card(pos: Position, by: str, face: CardFace, plan: _Plan, selector: m.Selector) -> list[str]:
    """Every card in play the selector reaches ("all of your Resources").

    :raises UnsupportedError: for a refinement or state the turn does not check."""
    extra = refinements.turn_unchecked(selector)
    if extra or not set(selector.states) <= refinements.TURN_STATES:
        raise UnsupportedError(f"{face.name}: the engine does not check {selector.states or extra} during the turn")
    return [c for c in pos.cards if misfit(pos, by, c, selector, plan) is None]


def plan_draw(run: TurnRunner, by: str, face: CardFace, count: int, plan: _Plan) -> None:
    """ "Draw a card when you activate this card.": from the player's Stockpile, one at a time; emptying it loses the
    game (rulebook p.10, p.18: drawing; CE General Rulings, Victory Conditions)."""
    pos = run.pos

    def draw() -> None:
        drawn = min(count, pos.stockpiles[by])
        stockpile_cards.draw(pos, by, drawn)  # the top cards into the hand in a whole game
        pos.note(
            f"{face.name}: {by} draws {drawn} card(s); {pos.stockpiles[by]} left in the Stockpile",
            t.DRAW,
            t.ACTIVATE,
        )
        run.check_stockpiles()

    plan.steps.append(draw)


def plan_repair(pos: Position, index: int | None, by: str, source: str, effect: m.Repair, plan: _Plan) -> None:
    """Repairs a Unit chosen, or "'Mech piloted by this card": the 'Mech the Pilot is on (Gearhead)."""
    face = pos.faces[source]
    piloted = pos.cards[source].on if isinstance(effect.target, m.PilotedUnit) else None
    if effect.all_damage or effect.up_to or not (isinstance(effect.target, m.Selector) or piloted is not None):
        raise UnsupportedError(f"{face.name}: the engine does not execute this repair during the turn yet")
    unit_id = piloted if piloted is not None else take_choice(pos, index, by, face, effect.target, plan)
    target = pos.faces[unit_id]
    state = pos.cards[unit_id]
    if state.damage == 0:
        pos.violate(index, f"{target.name} has no damage to repair", t.REPAIRING)
        raise _RefusedError
    amount = min(effect.amount, state.damage)

    def repair() -> None:
        state.damage -= amount
        pos.note(
            f"{face.name} repairs {amount} damage to {target.name} ({state.damage} left)",
            t.REPAIRING,
            t.CARDS_REPAIR,
            t.REPAIR_BY_CARDS,
        )

    plan.steps.append(repair)
    plan.last = [unit_id]


def plan_scrap(pos: Position, index: int | None, by: str, source: str, target: m.Target, plan: _Plan) -> None:
    face = pos.faces[source]
    if isinstance(target, m.This):
        victims = [source]
    elif isinstance(target, m.ThatOne) and target.index is None and not target.plural and plan.last:
        victims = list(plan.last)
    elif isinstance(target, m.Selector | m.Either):  # "a pilot card or unique card in play": one of them
        victims = [take_choice(pos, index, by, face, target, plan)]
    else:
        raise UnsupportedError(f"{face.name}: the engine does not scrap '{target.kind}' during the turn yet")
    plan.gone |= set(victims)

    def scrap() -> None:
        for victim in victims:
            scrap_card(pos, victim, face.name)

    plan.steps.append(scrap)
    plan.last = victims


def scrap_card(pos: Position, card_id: str, source: str) -> None:
    """To the Scrapheap, with the Enhancements and Pilots on it (rulebook p.12: the only way to get rid of them)."""
    pilot_triggers.refuse_scrapped_by_effect(pos, card_id)  # "If 'Mech piloted by X is scrapped": not here yet
    left_play(pos, card_id)  # to its owner's Scrapheap, whoever controlled it (judge/bttcg/gain_control.py)
    state = pos.cards[card_id]
    before_scrap(pos, card_id)  # a Pilot's "If 'Mech piloted by this card is scrapped": refused (turn_scrapped.py)
    what = " (under construction)" if under_construction(pos.cards[card_id]) else ""
    state.zone, state.on, state.guarding = "scrapheap", None, None
    state.counters = state.damage = 0
    state.other_counters = {}
    state.tapped = state.depleted = state.activated = False
    rules = [t.SCRAP] + ([t.UNDER_CONSTRUCTION_NOT_A_UNIT, t.UNDER_CONSTRUCTION_NO_UNIT_EXAMPLE] if what else [])
    if source == pos.name(card_id):
        pos.note(f"{source} is scrapped", *rules)
    else:
        pos.note(f"{source} scraps {pos.name(card_id)}{what}", *rules)
    gone = [card_id]
    for other, on_it in pos.cards.items():
        if on_it.on == card_id and on_it.zone != "scrapheap":
            on_it.zone, on_it.on = "scrapheap", None
            gone.append(other)
            pos.note(f"{pos.name(other)} was on {pos.name(card_id)}: it is scrapped with it", t.ENHANCEMENT, t.PILOT)
    settle(pos, f"{pos.name(card_id)} is scrapped")  # an asset it provided is gone (rulebook p.14)
    for scrapped in gone:  # "Whenever a 'Mech you control is scrapped, ...": judge/bttcg/turn_scrapped.py
        after_scrap(pos, scrapped, was_building=bool(what) and scrapped == card_id)


__all__ = [
    "every_card",
    "gain",
    "gain_step",
    "plan_draw",
    "plan_more",
    "plan_move_step",
    "plan_repair",
    "plan_scrap",
    "refuse_step",
    "scrap_card",
]
