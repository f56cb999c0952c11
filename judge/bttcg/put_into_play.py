"""A card of the hand put into play by a Command card's ability during the turn, without being deployed: "Choose any
Resource card in your hand and put it into play. This does not count as a deployment." (Merchant Caste); "Choose any
Pilot card in your hand and put it into play on any unpiloted 'Mech you control. This does not count as a
deployment." (Solaris Contacts).

- The card goes from its player's hand straight into play, its cost not paid (CE rulings, Solaris Contacts: "you
  don't also have to pay the cost of the Pilot when you bring it into play"): a Command card to the Command Post, a
  Pilot or Enhancement on the card of the action's next ``choose`` (rulebook p.12-13, Command Cards: one Pilot on a
  'Mech; the text's "unpiloted 'Mech you control" checked), and no deployment is used ("This does not count as a
  deployment": the DSL's ``free_deployment``, a statement the turn notes).
- "Unique cards may not be put into play while another Unique card of the same title is in play" (CE rulings,
  Unique Cards): a violation, nothing changes.
- An asset the card provides is available at once (rulebook p.14; :func:`judge.bttcg.assets.settle`).

Refused, never guessed: a Unit put into play (where it goes is not said), a card whose text does something when it is
revealed or activated (put into play, it is neither: what its text then does is not settled by the rules
documents), a card put into play on a card that is not a 'Mech or Unit."""

from __future__ import annotations

from collections.abc import Callable
from typing import NoReturn

from judge.bttcg import turn_rules as t
from judge.bttcg.assets import settle
from judge.bttcg.state import Position, UnsupportedError, is_active
from judge.bttcg.turn import is_enhancement, is_pilot
from judge.bttcg.turn_plan import _Plan
from judge.dsl import models as m

Choice = Callable[[m.Target], str]
Refuse = Callable[[str, str], NoReturn]

SOLARIS_CONTACTS = "ce-rulings/solaris-contacts"
RULE_IDS = (SOLARIS_CONTACTS, t.UNIQUE, t.PILOT, t.ENHANCEMENT, t.COMMAND_TO_POST)


def put_problem(effect: m.PutIntoPlay) -> str | None:
    """Why the turn cannot put this card into play yet, or ``None`` when it can (checked again when it runs)."""
    target = effect.target
    if not isinstance(target, m.ThatOne) or target.index is not None or target.plural or target.among is not None:
        return "putting into play a card other than the one just chosen"
    if effect.activated or effect.patrol:
        return "putting a card into play activated or in the Patrol region"
    on = effect.on
    if on is not None:
        if not isinstance(on, m.Selector) or on.quantifier not in ("a", "one", "any"):
            return "putting a card into play on cards not chosen by a selector"
        if set(on.model_dump(exclude_defaults=True)) - {"kind", "quantifier", "noun", "owner", "states"}:
            return "putting a card into play on a card the turn does not check"
        if on.noun not in ("mech", "unit") or not set(on.states) <= {"unpiloted"}:
            return "putting a card into play on a card the turn does not check"
    return None


def plan_put_into_play(
    pos: Position,
    by: str,
    source: str,
    effect: m.PutIntoPlay,
    plan: _Plan,
    choose_host: Choice,
    stop: Refuse,
) -> None:
    """Checks the card just chosen from the hand (and the card it goes on) and adds the step putting it into play.

    ``choose_host(selector)`` takes the next card of ``choose`` for the selector (a card in play);
    ``stop(message, rule)`` records a violation and stops the action.

    :raises UnsupportedError: for what :func:`put_problem` names and the cards refused above.
    """
    from judge.bttcg.deploy import below_zero, pilot_of, unique_clash  # deploy imports the turn's abilities

    name = pos.name(source)
    problem = put_problem(effect)
    if problem is not None:
        raise UnsupportedError(f"{name}: the engine does not execute {problem} yet")
    if len(plan.last) != 1 or pos.cards[plan.last[0]].zone != "hand" or pos.owners[plan.last[0]] != by:
        raise UnsupportedError(f"{name}: putting into play a card not chosen from {by}'s hand is not executed yet")
    card_id = plan.last[0]
    face = pos.faces[card_id]
    if face.kind != "command":
        raise UnsupportedError(f"{name}: putting {face.name} (a {face.kind}) into play is not executed yet")
    if any(
        isinstance(a, m.Triggered) and a.trigger in ("revealed", "activated", "comes_into_play") for a in face.abilities
    ):
        raise UnsupportedError(
            f"{name}: {face.name} does something when revealed or activated; put into play it is neither, and what "
            "its text then does is not settled: not executed"
        )
    clash = unique_clash(pos, card_id)
    if clash is not None:
        stop(f"{face.name} is Unique and {pos.name(clash)} is in play: it cannot be put into play", t.UNIQUE)
    attached = is_pilot(face) or is_enhancement(face)
    host: str | None = None
    if attached != (effect.on is not None):
        raise UnsupportedError(f"{name}: where {face.name} goes when put into play is not said by its text")
    if effect.on is not None:
        assert isinstance(effect.on, m.Selector)
        host = choose_host(effect.on.model_copy(update={"states": []}))
        host_face = pos.faces[host]
        if host_face.kind != "unit" or not is_active(pos.cards[host]):
            stop(f"{face.name} goes on a Unit in play: {host_face.name} is not one", t.ENHANCEMENT)
        if is_pilot(face) and host_face.unit_type != "mech":
            stop(f"{face.name} is a Pilot: Pilots go only on 'Mechs", t.PILOTS_ONLY_ON_MECHS)
        if "unpiloted" in effect.on.states and pilot_of(pos, host) is not None:
            stop(f"{host_face.name} already has a Pilot: {face.name} goes on an unpiloted 'Mech", t.PILOT)
        stat = below_zero(pos, face, host)
        if stat is not None:
            stop(f"{face.name} would take {host_face.name}'s {stat} below 0", t.STATS_NOT_BELOW_ZERO)
    plan.gone.add(card_id)

    def step() -> None:
        state = pos.cards[card_id]
        state.zone, state.on = "command_post", host
        where = f"on {pos.name(host)}" if host is not None else f"into {by}'s Command Post"
        rules = [SOLARIS_CONTACTS] + ([t.PILOT] if host is not None else [t.COMMAND_TO_POST])
        pos.note(f"{name}: {face.name} comes from {by}'s hand into play {where}, its cost not paid", *rules)
        settle(pos, f"{face.name} is put into play")

    plan.steps.append(step)
    plan.last = [card_id]


__all__ = ["RULE_IDS", "SOLARIS_CONTACTS", "plan_put_into_play", "put_problem"]
